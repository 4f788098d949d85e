/**
 * The player site's HTTP client (the one client lives in `@luckwell/ui/api-client`): the current
 * i18next language (VI by default) and the player's session token from session storage;
 * refusals of the whole session go to the listener main.tsx sets (server-refusals.ts).
 */
import { type ApiError, createApiClient } from '@luckwell/ui/api-client';
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

type RefusalDetail = Parameters<RefusalListener>[1];
const refusalDetails = new WeakMap<ApiError, NonNullable<RefusalDetail>>();

/**
 * The envelope value (params such as a limit or an end date) of a refusal this client threw; the
 * shared `ApiError` keeps only the field, so it is remembered here for the screens that word it.
 */
export const refusalDetail = (error: unknown): RefusalDetail =>
  (error instanceof Error && refusalDetails.get(error as ApiError)) || null;

const DEVICE_KEY = 'deviceId';

/**
 * This browser's lasting random id (local storage), sent with each call: the server records it with
 * each sign-in, so rewards between accounts signing in on one device can be held (ADR 067).
 */
export const deviceId = () => {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    // No storage or no crypto (very old browser, private mode): no device id.
    return null;
  }
};

export const { apiRequest, apiGet, readToken } = createApiClient({
  tokenStorageKey: 'token',
  language,
  deviceId,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
  onRefusal: (error, detail) => {
    if (detail) refusalDetails.set(error, detail);
    refusalListener?.(error, detail);
  },
});
