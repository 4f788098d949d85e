/**
 * The back office's HTTP client (the one client lives in `@luckwell/ui/api-client`): the console
 * language (EN by default) and the operator token, kept in session storage apart from a player's,
 * so it ends with the tab.
 */
import { type ApiError, createApiClient } from '@luckwell/ui/api-client';
import i18next from 'i18next';

export const ADMIN_TOKEN_KEY = 'adminToken';

type RefusalParams = Record<string, string | number>;
const refusalParamsOf = new WeakMap<ApiError, RefusalParams>();

/**
 * The params a refusal this client threw carried (`value.params`: a cap, a limit): the shared
 * `ApiError` keeps only the field, so they are remembered here for the sentence that words them.
 */
export const refusalParams = (error: unknown): RefusalParams =>
  (error instanceof Error && refusalParamsOf.get(error as ApiError)) || {};

export const { apiRequest, apiGet, readToken } = createApiClient({
  tokenStorageKey: ADMIN_TOKEN_KEY,
  language: () => i18next.language || 'en',
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
  onRefusal: (error, detail) => {
    if (detail?.params) refusalParamsOf.set(error, detail.params);
  },
});

export const storeToken = (token: string) => {
  try {
    sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Private mode: the session lasts for this page only.
  }
};

export const clearToken = () => {
  try {
    sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored
  }
};
