/**
 * Spec §3 "Browser session keys" HOT_GAMES and WINNERS, §4 "Hot games and winner board cached in
 * session storage until refresh requested": a list fetched once per browser session, read back from
 * session storage on every later visit (reloads included), and fetched again only when the player
 * asks for a refresh. Logout clears session storage, and with it these.
 */
import { writeSessionKey } from './session-store.ts';

export type SessionCacheKey = 'HOT_GAMES' | 'WINNERS';

/** The cached value, or undefined when there is none or it is not what `isValid` expects. */
export const readSessionCache = <T>(key: SessionCacheKey, isValid: (value: unknown) => value is T) => {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The value under `key` from session storage when there is one (and `refresh` is not asked for);
 * otherwise `load`'s answer, stored under `key` for the rest of the session.
 */
export const sessionCached = async <T>({
  key,
  load,
  isValid,
  refresh = false,
}: {
  key: SessionCacheKey;
  load: () => Promise<T>;
  isValid: (value: unknown) => value is T;
  refresh?: boolean;
}): Promise<T> => {
  if (!refresh) {
    const cached = readSessionCache(key, isValid);
    if (cached !== undefined) return cached;
  }
  const value = await load();
  writeSessionKey(key, JSON.stringify(value));
  return value;
};
