/**
 * The player site's HTTP client (the one client lives in `@luckwell/ui/api-client`): the current
 * i18next language (VI by default) and the player's session token from session storage;
 * refusals of the whole session go to the listener main.tsx sets (server-refusals.ts).
 */
import { createApiClient } from '@luckwell/ui/api-client';
import i18next from 'i18next';

export const language = () => i18next.language || 'vi';

type RefusalListener = NonNullable<Parameters<typeof createApiClient>[0]['onRefusal']>;
let refusalListener: RefusalListener | undefined;

/**
 * Who hears refusals of the whole session (server-refusals.ts, set at start-up in main.tsx). Set,
 * not imported, because the stores it opens screens in read this module.
 */
export const listenToRefusals = (listener: RefusalListener) => {
  refusalListener = listener;
};

export const { apiRequest, apiGet, readToken } = createApiClient({
  tokenStorageKey: 'token',
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/envelope').then((m) => m.ErrorEnvelope),
  onRefusal: (error, detail) => refusalListener?.(error, detail),
});
