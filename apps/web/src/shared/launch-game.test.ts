import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameStartAction, launchGame, type PlayableGame } from './launch-game.ts';

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
    await launchGame({ vendor: 'NOVA', gameCode: 'NOVA-0000' }, target);
    expect(target.location.href).toBe('https://play.example/test-vendor/play?token=t');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/game/launchGame');
    expect(JSON.parse(String(init?.body))).toEqual({ vendor: 'NOVA', gameCode: 'NOVA-0000' });
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

describe('gameStartAction (spec §2 "Game start behaviour")', () => {
  const game = (over: Partial<PlayableGame> = {}): PlayableGame => ({
    vassalage: 'NOVA',
    gameCode: 'NOVA-0001',
    gameType: 'RNG',
    gameName: 'Lucky Koi',
    isGame: true,
    maintenance: false,
    ...over,
  });

  it('launches a playable game', () => {
    expect(gameStartAction(game())).toEqual({ kind: 'launch' });
  });

  it("opens the vendor's popup game list for a VASSALAGE entry, which starts from inside the list", () => {
    expect(gameStartAction(game({ isGame: false }))).toEqual({ kind: 'vendorGames' });
    expect(gameStartAction(game({ isGame: false }), { fromVendorList: true })).toEqual({ kind: 'launch' });
  });

  it('sends a game under maintenance to the game-maintenance page with what it needs to recommend', () => {
    const action = gameStartAction(game({ maintenance: true }));
    expect(action.kind).toBe('maintenance');
    const url = new URL((action as { path: string }).path, 'http://x');
    expect(url.pathname).toBe('/gameMaintenance');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vassalage: 'NOVA',
      gameCode: 'NOVA-0001',
      gameType: 'RNG',
      name: 'Lucky Koi',
    });
  });

  it('routes lottery games by vendor: TCG_LOTTO_VN, TCG_SEA, then the lottery page with the game code', () => {
    const lottery = (vassalage: string, gameType: 'LOTT' | 'ELOTT') =>
      gameStartAction(game({ vassalage, gameType, gameCode: `${vassalage}-0000` }));
    expect(lottery('TCG_LOTTO_VN', 'ELOTT')).toEqual({
      kind: 'route',
      path: '/vnLottery?gameCode=TCG_LOTTO_VN-0000',
    });
    expect(lottery('TCG_SEA', 'ELOTT')).toEqual({ kind: 'route', path: '/seaLottery?gameCode=TCG_SEA-0000' });
    expect(lottery('LWLOTTO', 'LOTT')).toEqual({
      kind: 'route',
      path: '/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO',
    });
  });
});
