import type { TGame } from '@luckwell/contracts/games/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fixtures.ts';
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

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dragon' } });
    expect(await screen.findByText('Golden Dragon')).toBeTruthy();
    expect(urls.at(-1)).toContain('search=dragon');
    expect(screen.getAllByText('Bảo trì').length).toBeGreaterThan(0);
  });
});
