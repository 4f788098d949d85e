import type { TAdminVip } from '@luckwell/contracts/admin/vip';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const rank = (level: number, en: string, bet: string, deposit: string, members: number) => ({
  level,
  name: { vi: `Hạng ${level}`, en },
  minValidBet: bet,
  minDeposit: deposit,
  levelUpBonus: level === 0 ? '0.00' : '50000.00',
  monthlyBonus: '0.00',
  birthdayBonus: '0.00',
  rebateExtra: level === 0 ? '0.00' : '0.10',
  members,
});

const vip = {
  merchantCode: 'LW',
  levels: [rank(0, 'Member', '0.00', '0.00', 120), rank(1, 'Bronze', '5000000.00', '500000.00', 7)],
  paidThisMonth: { level_up: '350000.00', monthly: '0.00', birthday: '100000.00' },
  rewards: [
    {
      account: 'demo_vip',
      kind: 'level_up',
      level: 1,
      amount: '50000.00',
      paidAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  currencySymbol: '₫',
} as TAdminVip;

describe('Promotions → VIP', () => {
  it('edits the ranks: a rank added on top is checked before saving, then saved with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/vip': () => jsonResponse(200, ok(vip)),
      'PUT /admin-api/vip': () => jsonResponse(200, ok(vip)),
    });
    renderApp('/promotions/vip', TOKEN);
    const form = await screen.findByRole('form', { name: 'VIP ranks' }, { timeout: 5_000 });
    expect(within(screen.getByTestId('vip-row-0')).getByText('120')).toBeTruthy();
    expect((within(form).getByLabelText('VIP 1: Valid bet (30 days)') as HTMLInputElement).value).toBe(
      '5000000',
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Add a rank on top' }));
    // The new rank copies the thresholds below: not more in all, and has no names yet.
    fireEvent.click(within(form).getByRole('button', { name: 'Save ranks' }));
    expect(await within(form).findByText(/Check the marked cells/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('VIP 2: Name (VI)'), { target: { value: 'Bạc' } });
    fireEvent.change(within(form).getByLabelText('VIP 2: Name (EN)'), { target: { value: 'Silver' } });
    fireEvent.change(within(form).getByLabelText('VIP 2: Valid bet (30 days)'), {
      target: { value: '30,000,000' },
    });
    fireEvent.change(within(form).getByLabelText('VIP 2: Level-up bonus'), { target: { value: '200000' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Silver for the season' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save ranks' }));
    expect(await screen.findByText('The VIP ranks of LW are saved.')).toBeTruthy();
    const body = calls.filter((call) => call.method === 'PUT').at(-1)?.body as {
      levels: { level: number; name: { en: string }; minValidBet: string; levelUpBonus: string }[];
      reason: string;
    };
    expect(
      body.levels.map((level) => [level.level, level.name.en, level.minValidBet, level.levelUpBonus]),
    ).toEqual([
      [0, 'Member', '0.00', '0.00'],
      [1, 'Bronze', '5000000.00', '50000.00'],
      [2, 'Silver', '30000000.00', '200000.00'],
    ]);
    expect(body.reason).toBe('Silver for the season');

    expect(screen.getByTestId('vip-paid-month').textContent).toContain('₫350,000.00');
    const table = screen.getByRole('table', { name: 'Last VIP bonuses paid' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('demo_vip');
  });

  it('shows finance the ranks read only', async () => {
    mockApi({
      ...meHandler('finance'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/vip': () => jsonResponse(200, ok(vip)),
    });
    renderApp('/promotions/vip', TOKEN);
    const form = await screen.findByRole('form', { name: 'VIP ranks' }, { timeout: 5_000 });
    expect(within(form).getByText(/changing them needs the promotions.manage permission/)).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save ranks' })).toBeNull();
    expect(within(form).getByLabelText('VIP 1: Name (EN)').hasAttribute('readonly')).toBe(true);
  });
});
