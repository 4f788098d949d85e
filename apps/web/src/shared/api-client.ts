/**
 * The player site's HTTP client (the one client lives in `@luckwell/ui/api-client`): the current
 * i18next language (VI by default) and the player's session token from session storage; refusals of
 * the whole session open the screen they call for (server-refusals.ts).
 */
import { createApiClient } from '@luckwell/ui/api-client';
import i18next from 'i18next';
import { onServerRefusal } from './server-refusals.ts';

export const language = () => i18next.language || 'vi';

export const { apiRequest, apiGet, readToken } = createApiClient({
  tokenStorageKey: 'token',
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/envelope').then((m) => m.ErrorEnvelope),
  onRefusal: onServerRefusal,
});
