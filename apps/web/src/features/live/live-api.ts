/**
 * The live tables' calls (`/provider/live/*`, ADR 082) and each table's feed. Table states, the
 * lobby and the verifier's shoes and rounds are public; a slip and the player's own bets take the
 * live session's token, kept in session storage (`liveToken`, shared/table-session.ts): one session
 * bets at every table.
 */
import type {
  TLiveBetsValue,
  TLiveHistory,
  TLiveLobby,
  TLiveRoundVerify,
  TLiveSession,
  TLiveShoeVerify,
  TLiveTableState,
} from '@luckwell/contracts/provider/live';
import { type ApiError, createApiClient } from '@luckwell/ui/api-client';
import { language } from '../../shared/api-client.ts';
import { openTableFeed } from '../../shared/table-feed.ts';
import { isSessionRefusal, readSessionValue, writeSessionValue } from '../../shared/table-session.ts';

export const LIVE_TABLE_KEY = 'liveTable';
export const LIVE_LOBBY_KEY = 'liveLobby';
export const LIVE_HISTORY_KEY = 'liveHistory';
export const LIVE_TOKEN_KEY = 'liveToken';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/live')]);
const schemas = {
  lobby: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveLobby)),
  state: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveTableState)),
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveSession)),
  bets: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveBetsValue)),
  history: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveHistory)),
  shoe: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveShoeVerify)),
  round: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLiveRoundVerify)),
};

export const readLiveToken = () => readSessionValue(LIVE_TOKEN_KEY);
export const storeLiveToken = (token: string | null) => writeSessionValue(LIVE_TOKEN_KEY, token);

type Params = Record<string, string | number>;
const refusalParams = new WeakMap<ApiError, Params>();

/** The params (`min`, `max`) a live refusal carried. */
export const liveRefusalParams = (error: unknown): Params =>
  (error instanceof Error && refusalParams.get(error as ApiError)) || {};

const { apiRequest } = createApiClient({
  tokenStorageKey: LIVE_TOKEN_KEY,
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
  onRefusal: (error, detail) => {
    if (detail?.params) refusalParams.set(error, detail.params);
  },
});

const tablePath = (table: string) => `/provider/live/tables/${encodeURIComponent(table)}`;

/** A bet as sent: the spot's name and its stake as a two-decimal string. */
export type LiveBetLine = { spot: string; stake: string };

export const liveApi = {
  lobby: (signal?: AbortSignal): Promise<TLiveLobby> =>
    apiRequest('/provider/live/tables', schemas.lobby, { signal }),
  /**
   * The table's state; with the session's token, the player's bets of the round too. A session the
   * provider no longer knows is dropped and the public state asked instead.
   */
  state: async (table: string, signal?: AbortSignal): Promise<TLiveTableState> => {
    try {
      return await apiRequest(tablePath(table), schemas.state, { signal });
    } catch (error) {
      if (!(isSessionRefusal(error) && readLiveToken())) throw error;
      storeLiveToken(null);
      return apiRequest(tablePath(table), schemas.state, { signal });
    }
  },
  start: (input: { vendor: string; gameCode: string; launchToken: string }): Promise<TLiveSession> =>
    apiRequest('/provider/live/session', schemas.session, { method: 'POST', body: input }),
  bet: (table: string, body: { requestId: string; bets: LiveBetLine[] }): Promise<TLiveBetsValue> =>
    apiRequest(`${tablePath(table)}/bets`, schemas.bets, { method: 'POST', body }),
  /** The player's latest slips at a table, newest first. */
  history: (table: string, signal?: AbortSignal): Promise<TLiveHistory> =>
    apiRequest('/provider/live/bets', schemas.history, { signal, query: { table } }),
  shoe: (table: string, number: number, signal?: AbortSignal): Promise<TLiveShoeVerify> =>
    apiRequest(`${tablePath(table)}/shoes/${number}`, schemas.shoe, { signal }),
  round: (table: string, number: number, signal?: AbortSignal): Promise<TLiveRoundVerify> =>
    apiRequest(`${tablePath(table)}/rounds/${number}`, schemas.round, { signal }),
};

/** The feed's state (public: no bets of the player's). */
export type LiveFeedState = TLiveTableState;

/** Opens a table's live feed (EventSource reconnects by itself); answers its closer. */
export const openLiveFeed = (
  table: string,
  onState: (state: LiveFeedState) => void,
  onError?: () => void,
  onOpen?: () => void,
) => openTableFeed(`${tablePath(table)}/events`, 'state', onState, onError, onOpen);
