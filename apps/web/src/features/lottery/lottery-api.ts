/**
 * Lottery's calls (`/provider/lottery/*`, ADR 081). Results are public and go through the site's
 * client; a slip and the member's tickets take the lottery session's token, kept in session storage
 * per game code (`lotteryToken:<gameCode>`), so two lottery tabs never share or clobber a session.
 */
import type {
  TLotteryDraw,
  TLotteryGameState,
  TLotteryLobby,
  TLotterySession,
} from '@luckwell/contracts/provider/lottery';
import { type ApiError, createApiClient } from '@luckwell/ui/api-client';
import { apiGet, language } from '../../shared/api-client.ts';

export const LOTTERY_LOBBY_KEY = 'lotteryLobby';
export const LOTTERY_STATE_KEY = 'lotteryState';
export const LOTTERY_TICKETS_KEY = 'lotteryTickets';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/lottery')]);
const schemas = {
  lobby: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLotteryLobby)),
  state: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLotteryGameState)),
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLotterySession)),
  placed: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLotteryTicketsValue)),
  mine: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLotteryMyTickets)),
  draw: () => contracts().then(([{ envelope }, c]) => envelope(c.ZLotteryDraw)),
};

/** The session-storage key of a game's lottery session token. */
export const tokenKey = (gameCode: string) => `lotteryToken:${gameCode}`;

export const readLotteryToken = (gameCode: string) => {
  try {
    return sessionStorage.getItem(tokenKey(gameCode));
  } catch {
    return null;
  }
};

export const storeLotteryToken = (gameCode: string, token: string | null) => {
  try {
    if (token === null) sessionStorage.removeItem(tokenKey(gameCode));
    else sessionStorage.setItem(tokenKey(gameCode), token);
  } catch {
    // No storage: the session lives as long as this page's memory (asked again on reload).
  }
};

/** A slip line as sent: the unit stake a two-decimal string ("1.00"). */
export type SlipBet = { product: string; selection: string; unitStake: string; multiplier: number };

type Params = Record<string, string | number>;
const refusalParams = new WeakMap<ApiError, Params>();

/** The params (`min`, `number`) a lottery refusal carried. */
export const lotteryRefusalParams = (error: unknown): Params =>
  (error instanceof Error && refusalParams.get(error as ApiError)) || {};

/** One client per game code: each reads its own token. */
const clients = new Map<string, ReturnType<typeof createApiClient>>();
const clientFor = (gameCode: string) => {
  let client = clients.get(gameCode);
  if (!client) {
    client = createApiClient({
      tokenStorageKey: tokenKey(gameCode),
      language,
      loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
      onRefusal: (error, detail) => {
        if (detail?.params) refusalParams.set(error, detail.params);
      },
    });
    clients.set(gameCode, client);
  }
  return client;
};

export const lotteryApi = {
  /** One issue with its seeds once drawn (public: the verifier page). */
  draw: (game: string, issue: string, signal?: AbortSignal): Promise<TLotteryDraw> =>
    apiGet(
      `/provider/lottery/games/${encodeURIComponent(game)}/issues/${encodeURIComponent(issue)}`,
      schemas.draw,
      {
        signal,
      },
    ),
  lobby: (signal?: AbortSignal): Promise<TLotteryLobby> =>
    apiGet('/provider/lottery/lobby', schemas.lobby, { signal }),
  /** A game's state; its rates as a brand of `prizeMode` buys them (the session's), when known. */
  state: (game: string, prizeMode: string | null, signal?: AbortSignal): Promise<TLotteryGameState> =>
    apiGet(`/provider/lottery/games/${encodeURIComponent(game)}`, schemas.state, {
      signal,
      query: prizeMode ? { prizeMode } : undefined,
    }),
  /** Exchanges a one-time launch token for the lottery session. */
  start: (input: { vendor: string; gameCode: string; launchToken: string }): Promise<TLotterySession> =>
    clientFor(input.gameCode).apiRequest('/provider/lottery/session', schemas.session, {
      method: 'POST',
      body: input,
    }),
  place: (gameCode: string, body: { issue: string; bets: SlipBet[] }) =>
    clientFor(gameCode).apiRequest('/provider/lottery/tickets', schemas.placed, { method: 'POST', body }),
  /** The member's latest ticket lines of one lottery game. */
  mine: (gameCode: string, game: string, signal?: AbortSignal) =>
    clientFor(gameCode).apiRequest('/provider/lottery/tickets', schemas.mine, { signal, query: { game } }),
};
