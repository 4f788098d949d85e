import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchGame } from './launch-game.ts';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('launchGame', () => {
  it('sends the window opened in the click to the launch URL', async () => {
    const fetchMock = answer({
      success: true,
      code: 'OK',
      message: 'in_success',
      value: { url: 'https://play.example/test-vendor/play?token=t', expiresAt: '2026-01-01T00:00:00.000Z' },
    });
    vi.stubGlobal('fetch', fetchMock);
    const target = { location: { href: '' }, close: vi.fn() } as unknown as Window;
    await launchGame({ vendor: 'NOVA', gameCode: 'nova-fortune' }, target);
    expect(target.location.href).toBe('https://play.example/test-vendor/play?token=t');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/game/launchGame');
    expect(JSON.parse(String(init?.body))).toEqual({ vendor: 'NOVA', gameCode: 'nova-fortune' });
  });

  it('closes the window again when the launch is refused', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ success: false, code: 'GAME_MAINTENANCE', message: 'in_game_maintenance', value: null }, 409),
    );
    const target = { location: { href: '' }, close: vi.fn() } as unknown as Window;
    await expect(launchGame({ vendor: 'NOVA', gameCode: 'x' }, target)).rejects.toMatchObject({
      code: 'GAME_MAINTENANCE',
    });
    expect(target.close).toHaveBeenCalled();
    expect(target.location.href).toBe('');
  });
});
