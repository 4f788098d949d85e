/**
 * The live tables' feed (`GET /provider/live/tables/:table/events`, ADR 082): server-sent events, as
 * crash's feed (ADR 039) but one channel per table. While a table has listeners, each server polls
 * its stored state a few times a second and sends a `state` event whenever anything a player sees
 * changed (phase, outcome, results, roads, the shoe). The table lives in the database, not here: any
 * server feeds any client. A client's own bets come from the state call, not the public feed.
 */
import type { TLiveTableState } from '@luckwell/contracts/provider/live';
import type { LiveService } from './live.service.ts';

type Log = { error: (obj: object, msg: string) => void };
type Send = (chunk: string) => void;

const HEARTBEAT_MS = 15_000;

type Channel = { clients: Set<Send>; last: string; polling: boolean };

export const createLiveFeed = ({
  live,
  intervalMs = 250,
  log,
}: {
  live: Pick<LiveService, 'publicState'>;
  intervalMs?: number;
  log?: Log;
}) => {
  const channels = new Map<string, Channel>();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const event = (state: TLiveTableState) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;

  const poll = async (table: string, channel: Channel) => {
    if (channel.polling) return;
    channel.polling = true;
    try {
      const state = await live.publicState(table);
      // The server time changes on every poll; only what a player sees decides whether to send.
      const key = JSON.stringify({ ...state, serverTime: '' });
      if (key !== channel.last) {
        channel.last = key;
        const chunk = event(state);
        for (const send of channel.clients) send(chunk);
      }
    } catch (error) {
      log?.error({ err: error, table }, 'live feed: poll failed');
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
    void live
      .publicState(table)
      .then((state) => joined.clients.has(send) && send(event(state)))
      .catch((error) => log?.error({ err: error, table }, 'live feed: first state failed'));
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

export type LiveFeed = ReturnType<typeof createLiveFeed>;
