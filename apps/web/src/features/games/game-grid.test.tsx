import type { TGame } from '@luckwell/contracts/games/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const game = (nodeId: number, gameName: string): TGame => ({
  nodeId,
  vassalage: 'NOVA',
  gameCode: `NOVA-${String(nodeId).padStart(4, '0')}`,
  gameType: 'RNG',
  gameName,
  nodeName: gameName,
  iconUrl: `/img/games/RNG/NOVA-${String(nodeId).padStart(4, '0')}.svg`,
  showIcon: `/img/games/RNG/NOVA-${String(nodeId).padStart(4, '0')}.svg`,
  isGame: true,
  subCategory: 'JP',
  hot: false,
  new: false,
  jackpot: true,
  rtp: '96.50',
  maintenance: true,
});

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

    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(await screen.findByText('Lucky Koi 2')).toBeTruthy();

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
