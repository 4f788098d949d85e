/**
 * The back office's HTTP client (the one client lives in `@luckwell/ui/api-client`): the console
 * language (EN by default) and the operator token, kept in session storage apart from a player's.
 */
import { createApiClient } from '@luckwell/ui/api-client';
import i18next from 'i18next';

export const ADMIN_TOKEN_KEY = 'adminToken';

export const { apiRequest } = createApiClient({
  tokenStorageKey: ADMIN_TOKEN_KEY,
  language: () => i18next.language || 'en',
  loadErrorEnvelope: () => import('@luckwell/contracts/envelope').then((m) => m.ErrorEnvelope),
});
