import type { TSpendReport } from '@luckwell/contracts/admin/promotion-report';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const zeros = {
  bonus: '0.00',
  rebate: '0.00',
  vip: '0.00',
  referral: '0.00',
  missions: '0.00',
  envelopes: '0.00',
  wheel: '0.00',
  points: '0.00',
  other: '0.00',
  total: '0.00',
};

const report = {
  merchantCode: 'LW',
  currencySymbol: '₫',
  from: '2026-11-26',
  to: '2026-11-27',
  days: [
    { ...zeros, day: '2026-11-26', bonus: '50000.00', rebate: '1200.00', total: '51200.00' },
    { ...zeros, day: '2026-11-27', vip: '200000.00', total: '200000.00' },
  ],
  totals: { ...zeros, bonus: '50000.00', rebate: '1200.00', vip: '200000.00', total: '251200.00' },
  promotions: [
    {
      id: 3,
      title: { vi: 'Quà chào mừng', en: 'Welcome gift' },
      kind: 'no_deposit',
      members: 1,
      paid: '50000.00',
      released: '20000.00',
      returned: '0.00',
      conversion: '40.0',
      daily: ['50000.00', '0.00'],
    },
  ],
} as TSpendReport;

describe('Promotions → Spend', () => {
  it('draws the spend by source, totals each source that paid, lists the promotions, and changes the period', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/promotions/report': () => jsonResponse(200, ok(report)),
    });
    renderApp('/promotions/spend', TOKEN);
    expect((await screen.findByTestId('spend-total', {}, { timeout: 5_000 })).textContent).toBe(
      '₫251,200.00',
    );
    const chart = screen.getByRole('img', {
      name: 'Engagement spend per day over 2 days, ₫251,200.00 in all',
    });
    expect(chart.querySelectorAll('[data-series="bonus"]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-series="vip"]')).toHaveLength(1);
    const sources = within(screen.getByRole('list', { name: 'Paid by source' })).getAllByRole('listitem');
    expect(sources.map((item) => item.textContent)).toEqual([
      'Bonuses (net)₫50,000.00',
      'Rebates₫1,200.00',
      'VIP rewards₫200,000.00',
    ]);
    const row = within(screen.getByRole('table', { name: 'Bonuses by promotion' })).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Welcome gift');
    expect(row.textContent).toContain('40.0%');
    const first = calls.find((call) => call.path === '/admin-api/promotions/report')!.query;
    expect(first.get('merchantCode')).toBe('LW');
    fireEvent.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    const last = calls.filter((call) => call.path === '/admin-api/promotions/report').at(-1)!.query;
    expect((Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000).toBe(6);
  });
});
