/**
 * Crash's live feed (`GET /provider/crash/events`, ADR 039): server-sent events. Each server polls
 * the stored game a few times a second while it has listeners and sends its clients a `state` event
 * whenever anything a player sees changed (phase, bets, cash-outs, the crash and its hash). The
 * game lives in the database, not here: any server feeds any client, so the feed scales out like
 * the rest (DESIGN.md §1). Between events a client draws the multiplier from the start time.
 */
import type { CrashService } from './crash.service.ts';

type Log = { error: (obj: object, msg: string) => void };
type Send = (chunk: string) => void;

const HEARTBEAT_MS = 15_000;

export const createCrashFeed = ({
  crash,
  intervalMs = 200,
  log,
}: {
  crash: Pick<CrashService, 'publicState'>;
  intervalMs?: number;
  log?: Log;
}) => {
  const clients = new Set<Send>();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let last = '';
  let polling = false;

  const snapshot = async () => {
    const { gameRow: _row, ...state } = await crash.publicState();
    return state;
  };
  const event = (state: object) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;
  const broadcast = (chunk: string) => {
    for (const send of clients) send(chunk);
  };

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const state = await snapshot();
      // The server time changes on every poll; only what a player sees decides whether to send.
      const key = JSON.stringify({ ...state, serverTime: '' });
      if (key !== last) {
        last = key;
        broadcast(event(state));
      }
    } catch (error) {
      log?.error({ err: error }, 'crash feed: poll failed');
    } finally {
      polling = false;
    }
  };

  const stop = () => {
    clearInterval(timer);
    clearInterval(heartbeat);
    timer = undefined;
    heartbeat = undefined;
  };

  /** Adds a listener (sent the state at once); answers its unsubscribe. */
  const subscribe = (send: Send) => {
    clients.add(send);
    void snapshot()
      .then((state) => clients.has(send) && send(event(state)))
      .catch((error) => log?.error({ err: error }, 'crash feed: first state failed'));
    if (!timer) {
      timer = setInterval(() => void poll(), intervalMs);
      heartbeat = setInterval(() => broadcast(': ping\n\n'), HEARTBEAT_MS);
      timer.unref();
      heartbeat.unref();
    }
    return () => {
      clients.delete(send);
      if (clients.size === 0) stop();
    };
  };

  return { subscribe, stop, listeners: () => clients.size };
};

export type CrashFeed = ReturnType<typeof createCrashFeed>;
