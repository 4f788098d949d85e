/**
 * The house sportsbook's calls (`/provider/sportsbook/*`, issue 23, ADR 089). The book is public;
 * with the sportsbook session's token (session storage `sportsbookToken`, shared/table-session.ts)
 * the player saves preferences, places tickets, lists them and cashes them out.
 */
import type {
  TSportsbookBook,
  TSportsbookPreferences,
  TSportsbookSession,
  TSportsbookSport,
  TSportsbookTicketRequest,
  TSportsbookTickets,
  TSportsbookTicketValue,
} from '@luckwell/contracts/provider/sportsbook';
import { type ApiError, createApiClient } from '@luckwell/ui/api-client';
import { language } from '../../shared/api-client.ts';
import {
  createTableSession,
  isSessionRefusal,
  readSessionValue,
  useTableSession,
  writeSessionValue,
} from '../../shared/table-session.ts';

export const SPORTSBOOK_BOOK_KEY = 'sportsbookBook';
export const SPORTSBOOK_TICKETS_KEY = 'sportsbookTickets';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/sportsbook')]);
const schemas = {
  book: () => contracts().then(([{ envelope }, c]) => envelope(c.ZSportsbookBook)),
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZSportsbookSession)),
  preferences: () => contracts().then(([{ envelope }, c]) => envelope(c.ZSportsbookPreferences)),
  ticket: () => contracts().then(([{ envelope }, c]) => envelope(c.ZSportsbookTicketValue)),
  tickets: () => contracts().then(([{ envelope }, c]) => envelope(c.ZSportsbookTickets)),
};

/** The session's saved preferences and opening sport, as its exchange answered them. */
const PREFERENCES_KEY = 'sportsbookPreferences';
const SPORT_KEY = 'sportsbookSport';
/** The member's own stake limit a trader set (ADR 090), '' when none. */
const MAX_STAKE_KEY = 'sportsbookMaxStake';

const sportsbookSession = createTableSession({
  prefix: 'sportsbook',
  start: async (input) => {
    const session = await sportsbookApi.start(input);
    writeSessionValue(PREFERENCES_KEY, JSON.stringify(session.preferences));
    writeSessionValue(SPORT_KEY, session.sport);
    writeSessionValue(MAX_STAKE_KEY, session.maxStake ?? '');
    return session;
  },
});

type Params = Record<string, string | number>;
/** A refusal's params (the new price, a stake's min and max, the new offer), kept for its words. */
const refusalParams = new WeakMap<ApiError, Params>();
export const sportsbookRefusalParams = (error: unknown): Params =>
  (error instanceof Error && refusalParams.get(error as ApiError)) || {};

const { apiRequest } = createApiClient({
  tokenStorageKey: sportsbookSession.tokenKey,
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
  onRefusal: (error, detail) => {
    if (detail?.params) refusalParams.set(error, detail.params as Params);
  },
});

const book = (sport: TSportsbookSport, signal?: AbortSignal) =>
  apiRequest(`/provider/sportsbook/book?sport=${sport}`, schemas.book, { signal });

/** A ticket as sent: its stake as a two-decimal string, with the press's request id. */
export type SportsbookTicketBody = Omit<TSportsbookTicketRequest, 'stake'> & { stake: string };

export const sportsbookApi = {
  /** The book; a session the provider no longer knows is dropped and the public book asked. */
  book: async (sport: TSportsbookSport, signal?: AbortSignal): Promise<TSportsbookBook> => {
    try {
      return await book(sport, signal);
    } catch (error) {
      if (!(isSessionRefusal(error) && sportsbookSession.readToken())) throw error;
      sportsbookSession.storeToken(null);
      return book(sport, signal);
    }
  },
  start: (input: { vendor: string; gameCode: string; launchToken: string }): Promise<TSportsbookSession> =>
    apiRequest('/provider/sportsbook/session', schemas.session, { method: 'POST', body: input }),
  preferences: (body: TSportsbookPreferences): Promise<TSportsbookPreferences> =>
    apiRequest('/provider/sportsbook/preferences', schemas.preferences, { method: 'PUT', body }),
  /** One ticket; `requestId` is the press's, so a repeat of the same call books it once. */
  place: (body: SportsbookTicketBody): Promise<TSportsbookTicketValue> =>
    apiRequest('/provider/sportsbook/tickets', schemas.ticket, { method: 'POST', body }),
  tickets: (status: 'open' | 'settled', signal?: AbortSignal): Promise<TSportsbookTickets> =>
    apiRequest(`/provider/sportsbook/tickets?status=${status}`, schemas.tickets, { signal }),
  cashOut: (ticketId: string, offer: string): Promise<TSportsbookTicketValue> =>
    apiRequest(`/provider/sportsbook/tickets/${encodeURIComponent(ticketId)}/cash-out`, schemas.ticket, {
      method: 'POST',
      body: { offer },
    }),
};

export const useSportsbookSession = () => useTableSession(sportsbookSession);
export const readSportsbookCurrency = sportsbookSession.readCurrency;

/** The preferences the session's exchange answered (null before one). */
export const readSessionPreferences = (): TSportsbookPreferences | null => {
  try {
    const value = JSON.parse(readSessionValue(PREFERENCES_KEY) ?? 'null') as TSportsbookPreferences | null;
    return value && typeof value.oddsFormat === 'string' && typeof value.acceptance === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
};
export const storeSessionPreferences = (value: TSportsbookPreferences) =>
  writeSessionValue(PREFERENCES_KEY, JSON.stringify(value));
/** The member's own stake limit, as the session's exchange answered it (null when none). */
export const readSessionMaxStake = () => readSessionValue(MAX_STAKE_KEY) || null;
/** The sport the launched title opens on ('' when unknown). */
export const readSessionSport = () => readSessionValue(SPORT_KEY) ?? '';
