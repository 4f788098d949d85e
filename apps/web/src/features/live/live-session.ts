/**
 * The live session of a table page (ADR 082): the shared tables' session (shared/table-session.ts)
 * exchanged at POST /provider/live/session and kept under `liveToken`. One session bets at every table.
 */
import { createTableSession, useTableSession } from '../../shared/table-session.ts';
import { LIVE_TOKEN_KEY, liveApi } from './live-api.ts';

const liveSession = createTableSession({ prefix: 'live', start: (input) => liveApi.start(input) });
if (liveSession.tokenKey !== LIVE_TOKEN_KEY)
  throw new Error('live: the session and the API disagree on the token key');

export const useLiveSession = () => useTableSession(liveSession);
export const readLiveCurrency = liveSession.readCurrency;
