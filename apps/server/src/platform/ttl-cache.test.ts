import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('loads once within the time to live, again after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 100, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('never serves a ttl of zero from the cache', async () => {
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 0 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('peeks at a loaded, fresh value without waiting', async () => {
    let clock = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 100, now: () => clock });
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => 7);
    expect(cache.peek('a')).toEqual({ value: 7 });
    clock = 100;
    expect(cache.peek('a')).toBeUndefined();
  });
});
