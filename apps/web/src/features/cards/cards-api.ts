/**
 * The card tables' calls (`/provider/cards/*`, ADR 084). A table's state is public; with the cards
 * session's token (session storage `cardsToken`, shared/table-session.ts) it carries the player's own
 * hand, and sitting and playing need it.
 */
import type {
  TCardActionRequest,
  TCardHistory,
  TCardPulse,
  TCardSession,
  TCardTableState,
} from '@luckwell/contracts/provider/cards';
import { createApiClient } from '@luckwell/ui/api-client';
import { language } from '../../shared/api-client.ts';
import { openTableFeed } from '../../shared/table-feed.ts';
import { createTableSession, isSessionRefusal, useTableSession } from '../../shared/table-session.ts';

export const CARD_TABLE_KEY = 'cardTable';
export const CARD_HISTORY_KEY = 'cardHistory';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/cards')]);
const schemas = {
  state: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCardTableState)),
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCardSession)),
  history: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCardHistory)),
};

const cardsSession = createTableSession({ prefix: 'cards', start: (input) => cardsApi.start(input) });

const { apiRequest } = createApiClient({
  tokenStorageKey: cardsSession.tokenKey,
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
});

const tablePath = (table: string) => `/provider/cards/tables/${encodeURIComponent(table)}`;

export const cardsApi = {
  /** The table's state; a session the provider no longer knows is dropped and the public state asked. */
  state: async (table: string, signal?: AbortSignal): Promise<TCardTableState> => {
    try {
      return await apiRequest(tablePath(table), schemas.state, { signal });
    } catch (error) {
      if (!(isSessionRefusal(error) && cardsSession.readToken())) throw error;
      cardsSession.storeToken(null);
      return apiRequest(tablePath(table), schemas.state, { signal });
    }
  },
  start: (input: { vendor: string; gameCode: string; launchToken: string }): Promise<TCardSession> =>
    apiRequest('/provider/cards/session', schemas.session, { method: 'POST', body: input }),
  sit: (table: string): Promise<TCardTableState> =>
    apiRequest(`${tablePath(table)}/seat`, schemas.state, {
      method: 'POST',
      body: { requestId: crypto.randomUUID() },
    }),
  /** The session's player's finished hands at the table, newest first. */
  history: (table: string, signal?: AbortSignal): Promise<TCardHistory> =>
    apiRequest(`${tablePath(table)}/hands`, schemas.history, { signal }),
  act: (table: string, body: TCardActionRequest): Promise<TCardTableState> =>
    apiRequest(`${tablePath(table)}/actions`, schemas.state, { method: 'POST', body }),
};

export const useCardsSession = () => useTableSession(cardsSession);
export const readCardsCurrency = cardsSession.readCurrency;

/** Opens the table's feed: a `pulse` whenever a hand there changes (no cards); answers its closer. */
export const openCardsFeed = (
  table: string,
  onPulse: (pulse: TCardPulse) => void,
  onError?: () => void,
  onOpen?: () => void,
) => openTableFeed(`${tablePath(table)}/events`, 'pulse', onPulse, onError, onOpen);
