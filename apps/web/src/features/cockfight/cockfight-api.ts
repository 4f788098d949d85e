/**
 * The cockfight arenas' calls (`/provider/cockfight/*`, issue 22, ADR 087). An arena's state, the
 * lobby and a finished fight for the verifier are public; with the cockfight session's token
 * (session storage `cockfightToken`, shared/table-session.ts) the state carries the player's bets
 * and balance, and betting needs it.
 */
import type {
  TCockfightArenaState,
  TCockfightBetValue,
  TCockfightFightVerify,
  TCockfightLobby,
  TCockfightSession,
  TCockfightSide,
} from '@luckwell/contracts/provider/cockfight';
import { type ApiError, createApiClient } from '@luckwell/ui/api-client';
import { language } from '../../shared/api-client.ts';
import { createTableSession, isSessionRefusal, useTableSession } from '../../shared/table-session.ts';

export const COCKFIGHT_ARENA_KEY = 'cockfightArena';
export const COCKFIGHT_LOBBY_KEY = 'cockfightLobby';
export const COCKFIGHT_VERIFY_KEY = 'cockfightVerify';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/cockfight')]);
const schemas = {
  state: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCockfightArenaState)),
  lobby: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCockfightLobby)),
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCockfightSession)),
  bet: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCockfightBetValue)),
  verify: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCockfightFightVerify)),
};

const cockfightSession = createTableSession({
  prefix: 'cockfight',
  start: (input) => cockfightApi.start(input),
});

type Params = Record<string, string | number>;
/** A refusal's params (a stake's min and max), kept for the words the page shows. */
const refusalParams = new WeakMap<ApiError, Params>();
export const cockfightRefusalParams = (error: unknown): Params =>
  (error instanceof Error && refusalParams.get(error as ApiError)) || {};

const { apiRequest } = createApiClient({
  tokenStorageKey: cockfightSession.tokenKey,
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
  onRefusal: (error, detail) => {
    if (detail?.params) refusalParams.set(error, detail.params as Params);
  },
});

/** A bet as sent: the side and its stake as a two-decimal string, with the click's request id. */
export type CockfightBet = { requestId: string; side: TCockfightSide; stake: string };

const arenaPath = (arena: string) => `/provider/cockfight/arenas/${encodeURIComponent(arena)}`;

export const cockfightApi = {
  /** The arena's state; a session the provider no longer knows is dropped and the public state asked. */
  state: async (arena: string, signal?: AbortSignal): Promise<TCockfightArenaState> => {
    try {
      return await apiRequest(arenaPath(arena), schemas.state, { signal });
    } catch (error) {
      if (!(isSessionRefusal(error) && cockfightSession.readToken())) throw error;
      cockfightSession.storeToken(null);
      return apiRequest(arenaPath(arena), schemas.state, { signal });
    }
  },
  lobby: (signal?: AbortSignal): Promise<TCockfightLobby> =>
    apiRequest('/provider/cockfight/arenas', schemas.lobby, { signal }),
  start: (input: { vendor: string; gameCode: string; launchToken: string }): Promise<TCockfightSession> =>
    apiRequest('/provider/cockfight/session', schemas.session, { method: 'POST', body: input }),
  /** One bet; `requestId` is the click's, so a repeat of the same call moves no money twice. */
  bet: (arena: string, body: CockfightBet): Promise<TCockfightBetValue> =>
    apiRequest(`${arenaPath(arena)}/bets`, schemas.bet, { method: 'POST', body }),
  fight: (arena: string, fightNumber: number, signal?: AbortSignal): Promise<TCockfightFightVerify> =>
    apiRequest(`${arenaPath(arena)}/fights/${fightNumber}`, schemas.verify, { signal }),
};

export const useCockfightSession = () => useTableSession(cockfightSession);
export const readCockfightCurrency = cockfightSession.readCurrency;
