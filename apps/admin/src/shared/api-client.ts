/**
 * The back office's HTTP client (the one client lives in `@luckwell/ui/api-client`): the console
 * language (EN by default) and the operator token, kept in session storage apart from a player's,
 * so it ends with the tab.
 */
import { createApiClient } from '@luckwell/ui/api-client';
import i18next from 'i18next';

export const ADMIN_TOKEN_KEY = 'adminToken';

export const { apiRequest, apiGet, readToken } = createApiClient({
  tokenStorageKey: ADMIN_TOKEN_KEY,
  language: () => i18next.language || 'en',
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
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
