/**
 * The game client's calls to the house provider (`/provider/*`, docs/decisions/031). The one API
 * client, with the provider's own session token (kept under `providerToken`, never the member's).
 */
import type { TFairness } from '@luckwell/contracts/provider/house-games';
import { createApiClient } from '@luckwell/ui/api-client';
import { language } from '../../shared/api-client.ts';

const PROVIDER_TOKEN_KEY = 'providerToken';

const { apiRequest } = createApiClient({
  tokenStorageKey: PROVIDER_TOKEN_KEY,
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
});

/** The same client for crash's own routes (`crash/crash-api.ts`). */
export const providerRequest = apiRequest;

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/house-games')]);
const schemas = {
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZProviderSession)),
  play: () => contracts().then(([{ envelope }, c]) => envelope(c.ZPlayValue)),
  fairness: () => contracts().then(([{ envelope }, c]) => envelope(c.ZFairness)),
  rotate: () => contracts().then(([{ envelope }, c]) => envelope(c.ZRotateValue)),
  history: () => contracts().then(([{ envelope }, c]) => envelope(c.ZHistoryValue)),
  round: () => contracts().then(([{ envelope }, c]) => envelope(c.ZProviderRound)),
};

const keepToken = (token: string) => {
  try {
    sessionStorage.setItem(PROVIDER_TOKEN_KEY, token);
  } catch {
    // No storage: the calls below go without a session and are refused, which the page shows.
  }
};

export const providerApi = {
  start: async (input: { vendor: string; gameCode: string; launchToken: string }) => {
    const session = await apiRequest('/provider/session', schemas.session, { method: 'POST', body: input });
    keepToken(session.token);
    return session;
  },
  play: (stake: string, action: unknown) =>
    apiRequest('/provider/rounds', schemas.play, { method: 'POST', body: { stake, action } }),
  /** `seq`: the step this is (steps seen so far), so a retry is answered, never played twice. */
  act: (roundId: string, action: unknown, seq?: number) =>
    apiRequest(`/provider/rounds/${encodeURIComponent(roundId)}/act`, schemas.play, {
      method: 'POST',
      body: seq === undefined ? { action } : { action, seq },
    }),
  fairness: (): Promise<TFairness> => apiRequest('/provider/fairness', schemas.fairness),
  setClientSeed: (clientSeed: string) =>
    apiRequest('/provider/fairness/client-seed', schemas.fairness, { method: 'PUT', body: { clientSeed } }),
  rotate: () => apiRequest('/provider/fairness/rotate', schemas.rotate, { method: 'POST', body: {} }),
  history: () => apiRequest('/provider/history', schemas.history),
  round: (roundId: string) => apiRequest(`/provider/rounds/${encodeURIComponent(roundId)}`, schemas.round),
};

/** The verifier page's address for a round, prefilled (seeds, nonce, engine, actions). */
export const verifyPath = (round: {
  engine: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string | null;
  nonce: number | null;
  steps: { action: unknown }[];
  /** The engine configuration the round ran (a slot title's model): part of what is verified. */
  config?: unknown;
  /** The title, so the verifier draws the round in the title's art. */
  gameCode?: string;
}) =>
  `/verify?${new URLSearchParams({
    engine: round.engine,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed ?? '',
    nonce: String(round.nonce ?? 0),
    actions: JSON.stringify(round.steps.map((s) => s.action)),
    ...(round.config === undefined || round.config === null ? {} : { config: JSON.stringify(round.config) }),
    ...(round.gameCode ? { gameCode: round.gameCode } : {}),
  })}`;
