import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { issueOf, issuesHandler, northTiers } from './lottery-fixtures.ts';

const TOKEN = { token: 'owner-token-0123456789' };

const settled = issueOf({
  status: 'settled',
  result: northTiers('27'),
  tickets: 1,
  stake: '10.00',
  payout: '850.00',
});
const selling = issueOf({ game: 'vn-south', issue: '20261128-0001', province: 'HCM', status: 'selling' });
const fast = issueOf({
  game: 'pk10-60',
  issue: '20261127-0700',
  province: null,
  status: 'settled',
  result: [{ tier: 'order', numbers: ['3', '10', '1', '7', '2', '9', '5', '4', '8', '6'] }],
  tickets: 2,
  stake: '40.00',
  payout: '0.00',
});

describe('the issues and their settlement', () => {
  it('lists each issue with its province, sales, the house’s result once settled and the result in short', async () => {
    mockApi({
      ...meHandler('owner'),
      ...issuesHandler(() => [selling, settled, fast]),
      'GET /admin-api/lottery/games': () => jsonResponse(200, ok({ games: [] })),
    });
    renderApp('/games/lottery/issues', TOKEN);
    const table = await screen.findByRole('table', { name: 'Issues' });
    const north = within(table).getByRole('link', { name: '20261127-0001' }).closest('tr')!;
    expect(within(north).getByText('Hà Nội')).toBeTruthy();
    expect(within(north).getByText('Settled')).toBeTruthy();
    expect(within(north).getByText('850.00')).toBeTruthy();
    expect(within(north).getByText('-840.00').className).toContain('text-danger');
    expect(within(north).getByText('12327')).toBeTruthy();
    expect(within(north).getByText('ĐB')).toBeTruthy();

    const south = within(table).getByRole('link', { name: '20261128-0001' }).closest('tr')!;
    expect(within(south).getByText('TP. Hồ Chí Minh')).toBeTruthy();
    expect(within(south).getByText('Selling')).toBeTruthy();
    // Nothing is paid before the draw: no house result yet.
    expect(within(south).getAllByText('—').length).toBeGreaterThanOrEqual(2);

    const cars = within(table).getByRole('link', { name: '20261127-0700' }).closest('tr')!;
    expect(within(cars).getByText('3 10 1 7 2 9 5 4 8 6')).toBeTruthy();
    expect(within(cars).getByText('40.00', { selector: '.text-jade' })).toBeTruthy();
  });

  it('filters by game and status in the address', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...issuesHandler(() => [settled]),
      'GET /admin-api/lottery/games': () =>
        jsonResponse(
          200,
          ok({
            games: [
              {
                key: 'vn-north',
                family: 'vn',
                group: 'vn',
                region: 'north',
                intervalSeconds: null,
                drawnBy: 'operator',
                closeSeconds: 900,
                prizeGroup: null,
                enabled: true,
                products: [],
                cap: '10000000.00',
                liabilityMode: 'close',
                reducedPercent: 50,
                updatedAt: null,
              },
            ],
          }),
        ),
    });
    const { router } = renderApp('/games/lottery/issues', TOKEN);
    const filters = await screen.findByRole('form', { name: 'Filter issues' });
    await within(filters).findByRole('option', { name: 'Northern Lottery' });
    fireEvent.change(within(filters).getByLabelText('Game'), { target: { value: 'vn-north' } });
    fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'settled' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await screen.findByRole('link', { name: '20261127-0001' });
    expect(router.state.location.search).toBe('?game=vn-north&status=settled');
    const last = calls.filter((call) => call.path === '/admin-api/lottery/issues').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ game: 'vn-north', status: 'settled', limit: '100' });
  });

  it('says when no draw waits at the results desk', async () => {
    mockApi({ ...meHandler('risk'), ...issuesHandler(() => []) });
    renderApp('/games/lottery', { token: 'risk-token-0123456789' });
    expect(await screen.findByText('No draw is waiting for a result')).toBeTruthy();
    expect(screen.getByText('Awaiting result: 0')).toBeTruthy();
  });
});
