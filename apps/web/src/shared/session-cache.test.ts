import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionCache, sessionCached } from './session-cache.ts';
import { useSessionStore } from './session-store.ts';

const isList = (value: unknown): value is { list: string[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { list?: unknown }).list);

describe('session cache (HOT_GAMES, WINNERS)', () => {
  afterEach(() => sessionStorage.clear());

  it('fetches once a session and answers from session storage after, reloads included', async () => {
    const load = vi.fn(async () => ({ list: ['first'] }));
    expect(await sessionCached({ key: 'WINNERS', load, isValid: isList })).toEqual({ list: ['first'] });
    expect(JSON.parse(sessionStorage.getItem('WINNERS')!)).toEqual({ list: ['first'] });

    load.mockResolvedValue({ list: ['second'] });
    expect(await sessionCached({ key: 'WINNERS', load, isValid: isList })).toEqual({ list: ['first'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again when a refresh is asked for, and keeps the new answer', async () => {
    sessionStorage.setItem('WINNERS', JSON.stringify({ list: ['old'] }));
    const load = vi.fn(async () => ({ list: ['new'] }));
    expect(await sessionCached({ key: 'WINNERS', load, isValid: isList, refresh: true })).toEqual({
      list: ['new'],
    });
    expect(readSessionCache('WINNERS', isList)).toEqual({ list: ['new'] });
  });

  it('ignores a stored value that is not what it expects, and fetches', async () => {
    sessionStorage.setItem('WINNERS', '{not json');
    const load = vi.fn(async () => ({ list: ['fresh'] }));
    expect(await sessionCached({ key: 'WINNERS', load, isValid: isList })).toEqual({ list: ['fresh'] });
    sessionStorage.setItem('WINNERS', JSON.stringify({ something: 'else' }));
    expect(readSessionCache('WINNERS', isList)).toBeUndefined();
  });

  it('does not keep a failed fetch', async () => {
    await expect(
      sessionCached({
        key: 'WINNERS',
        load: async () => Promise.reject(new Error('offline')),
        isValid: isList,
      }),
    ).rejects.toThrow('offline');
    expect(sessionStorage.getItem('WINNERS')).toBeNull();
  });

  it('is cleared with the rest of the session at logout', async () => {
    await sessionCached({ key: 'WINNERS', load: async () => ({ list: ['x'] }), isValid: isList });
    useSessionStore.getState().clear();
    expect(sessionStorage.getItem('WINNERS')).toBeNull();
  });
});
