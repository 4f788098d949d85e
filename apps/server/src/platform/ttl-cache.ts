/**
 * A small read-through cache with a time to live, for data every request needs and an operator
 * rarely changes (brand by host, brand settings). Concurrent misses for one key share one load.
 * Every server keeps its own copy, so a change reaches all servers within `ttlMs`.
 */
export const createTtlCache = <K, V>({
  ttlMs,
  maxEntries = 1_000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) => {
  const entries = new Map<K, { value: Promise<V>; expires: number; settled?: { value: V } }>();

  return {
    get: (key: K, load: () => Promise<V>): Promise<V> => {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      const entry: { value: Promise<V>; expires: number; settled?: { value: V } } = {
        value,
        expires: now() + ttlMs,
      };
      entries.set(key, entry);
      value.then(
        (settled) => {
          entry.settled = { value: settled };
        },
        // A failed load must not be served from the cache.
        () => entries.delete(key),
      );
      return value;
    },
    /** A fresh, already loaded value without waiting, for hot paths; undefined when `get` is needed. */
    peek: (key: K): { value: V } | undefined => {
      const hit = entries.get(key);
      return hit && hit.expires > now() ? hit.settled : undefined;
    },
    clear: () => entries.clear(),
  };
};
