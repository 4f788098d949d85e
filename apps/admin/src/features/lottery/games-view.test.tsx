import type { TLotteryAdminGame } from '@luckwell/contracts/admin/lottery';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const numbers = { kind: 'numbers', digits: 2, min: 0, max: 99, minPicks: 1, maxPicks: 100 } as const;

const games = [
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
    products: [
      {
        code: 'lo2',
        rates: [{ tier: 'hit', rate: '3.478', num: '80', den: '23' }],
        rtp: '95.62',
        input: numbers,
        multiHit: true,
      },
      {
        code: 'de',
        rates: [{ tier: 'hit', rate: '85.000', num: '85', den: '1' }],
        rtp: '85.00',
        input: numbers,
        multiHit: false,
      },
    ],
    cap: '10000000.00',
    liabilityMode: 'close',
    reducedPercent: 50,
    updatedAt: null,
  },
  {
    key: 'k3-60',
    family: 'k3',
    group: 'fast',
    region: null,
    intervalSeconds: 60,
    drawnBy: 'house',
    closeSeconds: 5,
    prizeGroup: 1900,
    enabled: false,
    products: [
      {
        code: 'sum_big_small_odd_even',
        rates: [
          { tier: 'big', rate: '1.958', num: '1958', den: '1000' },
          { tier: 'small', rate: '1.958', num: '1958', den: '1000' },
        ],
        rtp: '95.00',
        input: { kind: 'options', options: ['big', 'small'], positions: [] },
        multiHit: false,
      },
    ],
    cap: '5000000.00',
    liabilityMode: 'reduce',
    reducedPercent: 40,
    updatedAt: '2026-11-26T10:00:00.000Z',
  },
] as unknown as TLotteryAdminGame[];

describe('the lottery games', () => {
  it('lists each game’s draw, closing time, prize group, cap and sales, with its products below', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/lottery/games': () => jsonResponse(200, ok({ games })),
    });
    renderApp('/games/lottery/games', { token: 'owner-token-0123456789' });
    const table = await screen.findByRole('table', { name: 'Lottery games' });
    const north = within(table).getByText('Northern Lottery').closest('tr')!;
    expect(within(north).getByText('Daily, 18:15 (Vietnam)')).toBeTruthy();
    expect(within(north).getByText('15 min')).toBeTruthy();
    expect(within(north).getByText('Entered by operators')).toBeTruthy();
    expect(within(north).getByText('10,000,000.00')).toBeTruthy();
    const k3 = within(table).getByText('Fast 3 Dice 1 min').closest('tr')!;
    expect(within(k3).getByText('1900')).toBeTruthy();
    expect(within(k3).getByText('Off')).toBeTruthy();
    expect(within(k3).getByText('then 40 % rates')).toBeTruthy();
    expect(within(north).getByText('closes at the cap')).toBeTruthy();

    const toggle = within(north).getByRole('button', { name: 'Products (2)' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const products = within(table).getByRole('table', { name: 'Products, rates and RTP' });
    const lo = within(products).getByText('Lô, 2 digits').closest('tr')!;
    expect(within(lo).getByText('×3.478')).toBeTruthy();
    expect(within(lo).getByText('95.62 %')).toBeTruthy();
    expect(within(lo).getByText('Per appearance')).toBeTruthy();

    fireEvent.click(within(k3).getByRole('button', { name: 'Products (1)' }));
    expect(within(table).getByText('Big ×1.958')).toBeTruthy();
  });

  it('saves a fast game’s settings, and shows a refused closing time at its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('risk'),
      'GET /admin-api/lottery/games': () => jsonResponse(200, ok({ games })),
      'PUT /admin-api/lottery/games/k3-60': () =>
        refuse
          ? jsonResponse(
              400,
              fail('VALIDATION_FAILED', 'lottery_err_close_seconds', { field: 'body.closeSeconds' }),
            )
          : jsonResponse(200, ok({ ...games[1], enabled: true, closeSeconds: 10 })),
    });
    renderApp('/games/lottery/games', { token: 'risk-token-0123456789' });
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of Fast 3 Dice 1 min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Fast 3 Dice 1 min' });
    expect((within(dialog).getByLabelText('At the cap') as HTMLSelectElement).value).toBe('reduce');
    expect((within(dialog).getByLabelText('Reduced rates (% of normal)') as HTMLInputElement).value).toBe(
      '40',
    );
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sales on' }));
    fireEvent.change(within(dialog).getByLabelText('Sales close before the draw (seconds)'), {
      target: { value: '60' },
    });
    fireEvent.change(within(dialog).getByLabelText('Liability cap per number and product'), {
      target: { value: '8,000,000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(dialog).findByText('Sales must close less than one draw interval before the draw.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      closeSeconds: 60,
      prizeGroup: 1900,
      cap: '8000000.00',
      liabilityMode: 'reduce',
      reducedPercent: 40,
    });

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Sales close before the draw (seconds)'), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Settings of Fast 3 Dice 1 min saved. Players see them on their next call.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a daily game’s rates only once one changed, all of them, and names a refused one', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/lottery/games': () => jsonResponse(200, ok({ games })),
      'PUT /admin-api/lottery/games/vn-north': () =>
        jsonResponse(
          400,
          fail('VALIDATION_FAILED', 'lottery_err_rtp_too_high', {
            field: 'body.rates.1.num',
            params: { product: 'de' },
          }),
        ),
    });
    renderApp('/games/lottery/games', { token: 'owner-token-0123456789' });
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of Northern Lottery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Northern Lottery' });
    expect(within(dialog).queryByLabelText('Prize group')).toBeNull();
    expect((within(dialog).getByLabelText('Stake of Lô, 2 digits') as HTMLInputElement).value).toBe('23');
    expect((within(dialog).getByLabelText('Win of Lô, 2 digits') as HTMLInputElement).value).toBe('80');

    fireEvent.change(within(dialog).getByLabelText('Sales close before the draw (seconds)'), {
      target: { value: '600' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await within(dialog).findByText(/lower its win or raise its stake/);
    expect(calls.filter((call) => call.method === 'PUT')[0]?.body).toEqual({
      enabled: true,
      closeSeconds: 600,
      prizeGroup: null,
      cap: '10000000.00',
      liabilityMode: 'close',
      reducedPercent: 50,
    });

    fireEvent.change(within(dialog).getByLabelText('Win of Đề (special prize)'), { target: { value: '99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused.textContent).toContain('At these rates the product would return 100 % or more');
    expect(refused.closest('tr')?.textContent).toContain('Đề (special prize)');
    expect(within(dialog).getByLabelText('Win of Đề (special prize)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({
      rates: [
        { product: 'lo2', tier: 'hit', num: 80, den: 23 },
        { product: 'de', tier: 'hit', num: 99, den: 1 },
      ],
    });
  });

  it('shows no Edit to an operator without the lottery games permission', async () => {
    mockApi({
      ...meHandler('owner', 'none', {
        permissions: ['lottery.results'],
      }),
      'GET /admin-api/lottery/games': () => jsonResponse(200, ok({ games })),
    });
    renderApp('/games/lottery/games', { token: 'owner-token-0123456789' });
    await screen.findByRole('table', { name: 'Lottery games' });
    expect(screen.queryByRole('button', { name: /Settings of/ })).toBeNull();
    expect(screen.getByText(/changing them needs the lottery games permission/)).toBeTruthy();
  });
});
