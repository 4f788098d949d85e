/**
 * The live tables' feed (`GET /provider/live/tables/:table/events`, ADR 082): server-sent `state`
 * events, as crash's feed (ADR 039) but one channel per table, sent whenever anything a player sees
 * changed (phase, outcome, results, roads, the shoe). A client's own bets come from the state call,
 * not the public feed.
 */
import type { TLiveTableState } from '@luckwell/contracts/provider/live';
import { createTableFeed } from '../table-feed.ts';
import type { LiveService } from './live.service.ts';

export const createLiveFeed = ({
  live,
  intervalMs,
  log,
}: {
  live: Pick<LiveService, 'publicState'>;
  intervalMs?: number;
  log?: { error: (obj: object, msg: string) => void };
}) =>
  createTableFeed<TLiveTableState>({
    read: (table) => live.publicState(table),
    // The server time changes on every read; only what a player sees decides whether to send.
    fingerprint: (state) => JSON.stringify({ ...state, serverTime: '' }),
    eventName: 'state',
    name: 'live',
    intervalMs,
    log,
  });

export type LiveFeed = ReturnType<typeof createLiveFeed>;
