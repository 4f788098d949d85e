/**
 * A shared table's feed as server-sent events (live tables ADR 082, card tables ADR 084): one
 * channel per table. While a table has listeners, each server reads its stored state a few times a
 * second and sends an event whenever what a client sees changed. The table lives in the database,
 * not here: any server feeds any client.
 */

type Log = { error: (obj: object, msg: string) => void };
type Send = (chunk: string) => void;

const HEARTBEAT_MS = 15_000;

type Channel = { clients: Set<Send>; last: string; polling: boolean };

export const createTableFeed = <T>({
  read,
  fingerprint = (state) => JSON.stringify(state),
  eventName,
  name,
  intervalMs = 250,
  log,
}: {
  /** The table's state as the feed sends it (throws for an unknown table). */
  read: (table: string) => Promise<T>;
  /** What decides whether the state changed (the server time, say, left out). */
  fingerprint?: (state: T) => string;
  eventName: string;
  /** The feed's name in the log. */
  name: string;
  intervalMs?: number;
  log?: Log;
}) => {
  const channels = new Map<string, Channel>();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const event = (state: T) => `event: ${eventName}\ndata: ${JSON.stringify(state)}\n\n`;

  const poll = async (table: string, channel: Channel) => {
    if (channel.polling) return;
    channel.polling = true;
    try {
      const state = await read(table);
      const key = fingerprint(state);
      if (key !== channel.last) {
        channel.last = key;
        const chunk = event(state);
        for (const send of channel.clients) send(chunk);
      }
    } catch (error) {
      log?.error({ err: error, table }, `${name} feed: poll failed`);
    } finally {
      channel.polling = false;
    }
  };

  const stop = () => {
    clearInterval(timer);
    clearInterval(heartbeat);
    timer = undefined;
    heartbeat = undefined;
  };

  /** Adds a listener to a table (sent the state at once); answers its unsubscribe. */
  const subscribe = (table: string, send: Send) => {
    let channel = channels.get(table);
    if (!channel) {
      channel = { clients: new Set(), last: '', polling: false };
      channels.set(table, channel);
    }
    channel.clients.add(send);
    const joined = channel;
    void read(table)
      .then((state) => joined.clients.has(send) && send(event(state)))
      .catch((error) => log?.error({ err: error, table }, `${name} feed: first state failed`));
    if (!timer) {
      timer = setInterval(() => {
        for (const [code, open] of channels) void poll(code, open);
      }, intervalMs);
      heartbeat = setInterval(() => {
        for (const open of channels.values()) for (const client of open.clients) client(': ping\n\n');
      }, HEARTBEAT_MS);
      timer.unref();
      heartbeat.unref();
    }
    return () => {
      joined.clients.delete(send);
      if (joined.clients.size === 0 && channels.get(table) === joined) channels.delete(table);
      if (channels.size === 0) stop();
    };
  };

  const listeners = () => [...channels.values()].reduce((sum, channel) => sum + channel.clients.size, 0);
  return { subscribe, stop, listeners };
};

export type TableFeed<T> = ReturnType<typeof createTableFeed<T>>;
