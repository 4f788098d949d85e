/**
 * Following a server-sent event stream on `fetch` (ADR 046): the credentials travel in headers
 * (never in the URL, which `EventSource` would force), events are parsed with eventsource-parser,
 * and a dropped stream reconnects after a growing wait. Used by the player site (the member's live
 * events, the customer-service chat window) and the back office's support console.
 */
import { createParser } from 'eventsource-parser';

export type LiveEvent = { event: string; data: unknown };

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export type EventStreamOptions = {
  url: string;
  /** The caller's credentials (a bearer token, a visitor's chat token) and language; accept is added. */
  headers: Record<string, string>;
  onEvent: (event: LiveEvent) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
};

/**
 * Reads the stream until `signal` aborts, reconnecting after drops; resolves when aborted or when
 * the server refuses the caller (4xx).
 */
export const followEventStream = async ({
  url,
  headers,
  onEvent,
  signal,
  fetchImpl = fetch,
}: EventStreamOptions) => {
  let wait = FIRST_RETRY_MS;
  while (!signal.aborted) {
    try {
      const response = await fetchImpl(url, {
        headers: { ...headers, accept: 'text/event-stream' },
        signal,
      });
      if (response.status >= 400 && response.status < 500) return;
      if (response.ok && response.body) {
        const parser = createParser({
          onEvent: ({ event, data }) => {
            wait = FIRST_RETRY_MS;
            let parsed: unknown = null;
            try {
              parsed = JSON.parse(data);
            } catch {
              parsed = data;
            }
            onEvent({ event: event ?? 'message', data: parsed });
          },
          onRetry: (ms) => {
            wait = Math.max(ms, FIRST_RETRY_MS);
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    if (signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  }
};
