import type { TGame } from '@luckwell/contracts/games/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, gameFixture, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const game = gameFixture;

describe('the category page game grid', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('lists the games of /rng, filters by vendor tab and search, and pages on', async () => {
    const urls: string[] = [];
    stubApi({
      routes: {
        'GET /relay/GCSGAME_gameList': (_init, url) => {
          urls.push(url);
          const params = new URL(url, 'http://x').searchParams;
          const pageNum = Number(params.get('pageNum'));
          const content = params.get('search')
            ? [game(3, 'Golden Dragon')]
            : [game(pageNum * 10, `Lucky Koi ${pageNum}`)];
          return ok({ content, pageNum, pageSize: 60, totalPages: params.get('search') ? 1 : 2, total: 61 });
        },
      },
    });
    renderApp('/rng');
    expect(await screen.findByText('Lucky Koi 1')).toBeTruthy();
    expect(urls[0]).toContain('gameType=RNG');

    // The end of the list is in view: the next page loads without a click.
    expect(await screen.findByText('Lucky Koi 2')).toBeTruthy();
    expect(urls.some((u) => u.includes('pageNum=2'))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Nova' }));
    await waitFor(() => expect(urls.some((u) => u.includes('vassalage=NOVA'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Nổ hũ' }));
    await waitFor(() => expect(urls.some((u) => u.includes('subCategory=JP'))).toBe(true));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dragon' } });
    expect(await screen.findByText('Golden Dragon')).toBeTruthy();
    expect(urls.at(-1)).toContain('search=dragon');
    expect(screen.getAllByText('Bảo trì').length).toBeGreaterThan(0);
  }, 20_000);

  it('a signed-in member stars a game at once, the server is told, and a second tap within a second waits', async () => {
    const calls: string[] = [];
    let starred: { nodeId: number; vassalage: string; gameType: 'RNG' }[] = [];
    stubApi({
      member: memberFixture({}),
      routes: {
        'GET /relay/GCSGAME_gameList': () =>
          ok({ content: [game(7, 'Jade Panda')], pageNum: 1, pageSize: 60, totalPages: 1, total: 1 }),
        'GET /relay/MCSFE_getFavoriteGames': () => ok(starred),
        'POST /relay/MCSFE_addFavoriteGameV2': (init) => {
          calls.push(`add ${String(init?.body)}`);
          starred = [{ nodeId: 7, vassalage: 'NOVA', gameType: 'RNG' }];
          return ok({ nodeId: 7, favorite: true });
        },
        'DELETE /relay/MCSFE_removeFavoriteGameV2': (_init, url) => {
          calls.push(`remove ${url}`);
          return ok({ nodeId: 7, favorite: false });
        },
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    sessionStorage.setItem('merchantCode', 'LW');
    useSessionStore.getState().refresh();
    renderApp('/rng');
    const star = await screen.findByRole('button', { name: 'Yêu thích: Jade Panda' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(calls).toEqual([expect.stringContaining('"nodeId":7')]));
    fireEvent.click(star);
    expect(calls).toHaveLength(1);
  }, 20_000);
});

const page = (content: TGame[]) =>
  ok({ content, pageNum: 1, pageSize: 60, totalPages: 1, total: content.length });
const signIn = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  sessionStorage.setItem('merchantCode', 'LW');
  useSessionStore.getState().refresh();
};

describe('starting a game from a tile (spec §2 "Game start behaviour")', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('opens the login popup for a visitor, and launches nothing', async () => {
    const fetchMock = stubApi({
      routes: { 'GET /relay/GCSGAME_gameList': () => page([game(1, 'Lucky Koi', { maintenance: false })]) },
    });
    renderApp('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Chơi Lucky Koi' }));
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('launchGame'))).toBe(false);
  }, 20_000);

  it("opens a member's game in the game popup on a desktop, with the launch URL in a frame", async () => {
    const bodies: string[] = [];
    stubApi({
      member: memberFixture({}),
      routes: {
        'GET /relay/GCSGAME_gameList': () => page([game(1, 'Lucky Koi', { maintenance: false })]),
        'POST /wps/game/launchGame': (init) => {
          bodies.push(String(init?.body));
          return ok({
            url: 'http://localhost/test-vendor/play?token=abc',
            expiresAt: '2026-01-01T00:00:00Z',
          });
        },
      },
    });
    signIn();
    renderApp('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Chơi Lucky Koi' }));
    const popup = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    await waitFor(() =>
      expect(popup.querySelector('iframe')?.getAttribute('src')).toBe(
        'http://localhost/test-vendor/play?token=abc',
      ),
    );
    expect(JSON.parse(bodies[0]!)).toEqual({ vendor: 'NOVA', gameCode: 'NOVA-0001' });
    fireEvent.click(screen.getByRole('button', { name: 'Đóng trò chơi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lucky Koi' })).toBeNull());
  }, 20_000);

  it('says why a self-excluded member cannot launch, until when, and links to Safer play', async () => {
    stubApi({
      member: memberFixture({}),
      routes: {
        'GET /relay/GCSGAME_gameList': () => page([game(1, 'Lucky Koi', { maintenance: false })]),
        'POST /wps/game/launchGame': () =>
          failure(
            'SAFER_PLAY_EXCLUDED',
            'in_safer_play_excluded',
            { params: { until: '2027-05-26T03:00:00.000Z' } },
            403,
          ),
      },
    });
    signIn();
    renderApp('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Chơi Lucky Koi' }));
    const popup = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    expect((await within(popup).findByRole('alert')).textContent).toMatch(
      /^Tài khoản của bạn đang tạm ngừng chơi đến .*2027\. Không thể nạp tiền hay vào trò chơi/,
    );
    expect(within(popup).getByRole('link', { name: 'Chơi có trách nhiệm' }).getAttribute('href')).toBe(
      '/saferPlay',
    );
  }, 20_000);

  it('opens a new tab on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubApi({
      member: memberFixture({}),
      routes: {
        'GET /relay/GCSGAME_gameList': () => page([game(1, 'Lucky Koi', { maintenance: false })]),
        'POST /wps/game/launchGame': () =>
          ok({ url: 'http://localhost/test-vendor/play?token=abc', expiresAt: '2026-01-01T00:00:00Z' }),
      },
    });
    signIn();
    renderApp('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Chơi Lucky Koi' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/test-vendor/play?token=abc'));
    expect(screen.queryByTestId('game-popup')).toBeNull();
  }, 20_000);

  it('sends a game under maintenance to the game-maintenance page, which recommends playable games', async () => {
    const asked: string[] = [];
    stubApi({
      routes: {
        'GET /relay/GCSGAME_gameList': () => page([game(1, 'Sleepy Koi')]),
        'GET /relay/GCSGAME_recommendGames': (_init, url) => {
          asked.push(url);
          return ok([game(2, 'Golden Tiger', { maintenance: false })]);
        },
      },
    });
    const { router } = renderApp('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Sleepy Koi (đang bảo trì)' }));
    expect(await screen.findByRole('heading', { name: 'Trò chơi đang bảo trì' })).toBeTruthy();
    expect(router.pathname).toBe('/gameMaintenance');
    expect(await screen.findByRole('button', { name: 'Chơi Golden Tiger' })).toBeTruthy();
    expect(asked[0]).toContain('vassalage=NOVA');
    expect(asked[0]).toContain('gameCode=NOVA-0001');
  }, 20_000);

  it("opens the vendor's popup game list from a VASSALAGE entry (isGame false)", async () => {
    stubApi({
      routes: {
        'GET /relay/GCSGAME_gameList': (_init, url) =>
          url.includes('vassalage=NOVA')
            ? page([game(5, 'Nova Lobby A', { maintenance: false, isGame: false }), game(6, 'Nova Lobby B')])
            : page([game(5, 'Nova Lobby A', { maintenance: false, isGame: false })]),
      },
    });
    renderApp('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Chơi Nova Lobby A' }));
    const list = await screen.findByRole('dialog', { name: 'Trò chơi của Nova' });
    expect(await within(list).findByRole('button', { name: 'Nova Lobby B (đang bảo trì)' })).toBeTruthy();
    // Inside the list a lobby entry starts: a visitor is asked to sign in.
    fireEvent.click(within(list).getByRole('button', { name: 'Chơi Nova Lobby A' }));
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
  }, 20_000);

  it("shows a member's recent games of the category in the Recent tab", async () => {
    stubApi({
      member: memberFixture({}),
      routes: {
        'GET /relay/GCSGAME_gameList': () => page([game(1, 'Lucky Koi', { maintenance: false })]),
        'GET /relay/GCS_recentGame': () =>
          ok([
            game(9, 'Played Dragon', { maintenance: false }),
            game(10, 'Some Fish', { gameType: 'FISH', maintenance: false }),
          ]),
        'GET /relay/MCSFE_getFavoriteGamesList': () => page([]),
      },
    });
    signIn();
    renderApp('/rng');
    fireEvent.click(await screen.findByRole('tab', { name: 'Chơi gần đây' }));
    expect(await screen.findByRole('button', { name: 'Chơi Played Dragon' })).toBeTruthy();
    expect(screen.queryByText('Some Fish')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Yêu thích' }));
    expect(await screen.findByText(/Chưa có trò chơi yêu thích/)).toBeTruthy();
  }, 20_000);
});

describe('cockfight navigation (spec §2)', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('launches the first cockfight game directly', async () => {
    const launched: string[] = [];
    const fetchMock = stubApi({
      member: memberFixture({}),
      routes: {
        'GET /lgw/games/game_menus': () =>
          ok([
            {
              gameType: 'COCKFIGHT',
              nameKey: 'cat_COCKFIGHT',
              iconUrl: '/img/categories/COCKFIGHT.svg',
              vendors: [
                {
                  vassalage: 'DS88',
                  gameType: 'COCKFIGHT',
                  displayName: 'DS88 Sabong',
                  logoUrl: '/img/vendors/DS88.svg',
                  maintenance: false,
                },
              ],
            },
          ]),
        'GET /relay/GCSGAME_gameList': () =>
          page([
            game(40, 'Sabong Arena', {
              vassalage: 'DS88',
              gameCode: 'DS88-0000',
              gameType: 'COCKFIGHT',
              isGame: false,
              maintenance: false,
            }),
          ]),
        'POST /wps/game/launchGame': (init) => {
          launched.push(String(init?.body));
          return ok({ url: 'http://localhost/test-vendor/play?token=c', expiresAt: '2026-01-01T00:00:00Z' });
        },
      },
    });
    signIn();
    const { router } = renderApp('/index');
    const [link] = await screen.findAllByRole('link', { name: 'Đá gà' });
    // Pointing at the entry fetches the first game, so the click itself starts it.
    fireEvent.pointerEnter(link!);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('gameType=COCKFIGHT'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    fireEvent.click(link!);
    await waitFor(() => expect(launched).toHaveLength(1));
    expect(JSON.parse(launched[0]!)).toEqual({ vendor: 'DS88', gameCode: 'DS88-0000' });
    expect(await screen.findByRole('dialog', { name: 'Sabong Arena' })).toBeTruthy();
    expect(router.pathname).toBe('/index');
  }, 20_000);
});

describe('the virtualised grid', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('renders a few rows of three thousand games, and tells assistive technology the full size', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => game(i + 1, `Game ${i + 1}`, { maintenance: false }));
    stubApi({
      routes: {
        'GET /relay/GCSGAME_gameList': () =>
          ok({ content: many, pageNum: 1, pageSize: 3000, totalPages: 1, total: 3000 }),
      },
    });
    renderApp('/rng');
    const grid = await screen.findByTestId('game-grid');
    const items = within(grid).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(100);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('3000');
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(screen.getByText('3000 trò chơi')).toBeTruthy();
  }, 20_000);
});
