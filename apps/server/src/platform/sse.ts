/**
 * Server-sent event streams: the response head, a `retry` hint, heartbeats that keep proxies from
 * closing an idle stream, and the end of every open stream when the server closes (a shutdown never
 * waits on a listener). Used by the crash feed and the signed-in session's live events.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 15_000;

export type EventStream = {
  /** Sends one event; `data` is written as JSON. */
  send: (event: string, data: unknown) => void;
  /** Writes pre-formatted SSE text as it is. */
  write: (chunk: string) => void;
  end: () => void;
};

/**
 * The streams of one plugin: the answer opens one; all end when the server closes. `heartbeatMs`
 * false leaves heartbeats to the caller (the crash feed sends its own to all its listeners at once).
 */
export const createEventStreams = (
  app: FastifyInstance,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number | false } = {},
) => {
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return (request: FastifyRequest, reply: FastifyReply, onClose: () => void = () => {}): EventStream => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 2000\n\n');
    const write = (chunk: string) => {
      if (!reply.raw.writableEnded) reply.raw.write(chunk);
    };
    const heartbeat = heartbeatMs ? setInterval(() => write(': ping\n\n'), heartbeatMs) : undefined;
    heartbeat?.unref();
    const stream: EventStream = {
      write,
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => reply.raw.end(),
    };
    open.add(stream);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      open.delete(stream);
      onClose();
    });
    return stream;
  };
};
