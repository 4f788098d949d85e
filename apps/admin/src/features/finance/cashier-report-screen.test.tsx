import type { TCashierReport } from '@luckwell/contracts/admin/cashier-report';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { CashierChart, compactAmount } from './cashier-chart.tsx';

const TOKEN = { token: 'finance-token-0123456789' };

const report = {
  merchantCode: 'LW',
  currency: 'VND',
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    {
      day: '2026-03-01',
      deposits: '300000.00',
      withdrawals: '120000.00',
      adjustments: '30000.00',
      net: '180000.00',
    },
    { day: '2026-03-02', deposits: '0.00', withdrawals: '50000.00', adjustments: '0.00', net: '-50000.00' },
  ],
  totals: { deposits: '300000.00', withdrawals: '170000.00', adjustments: '30000.00', net: '130000.00' },
} as unknown as TCashierReport;

const legend = { deposits: 'Deposits', withdrawals: 'Withdrawals', net: 'Net', adjustments: 'Adjustments' };

describe('cashier report', () => {
  it('draws the days as a chart and lists them in a table with totals', async () => {
    const { calls } = mockApi({
      ...meHandler('finance'),
      'GET /admin-api/finance/settings': () =>
        jsonResponse(200, ok([{ merchantCode: 'LW', currency: 'VND', approvalThreshold: '5000000.00' }])),
      'GET /admin-api/reports/cashier': () => jsonResponse(200, ok(report)),
    });
    renderApp('/reports', TOKEN);
    const chart = await screen.findByRole(
      'img',
      { name: /LW from 2026-03-01 to 2026-03-02: deposits 300,000.00/ },
      { timeout: 5_000 },
    );
    expect(chart.querySelectorAll('[data-series="deposits"]')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Cashier report by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('-50,000.00')).toBeTruthy();
    expect(within(rows[3]!).getByText('130,000.00')).toBeTruthy();
    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('170,000.00')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/admin-api/reports/cashier')!.query;
    expect(sent.get('merchantCode')).toBe('LW');
    expect(sent.get('tzOffset')).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('draws bars as tall as their amounts and a net point for every day', () => {
    const { container } = render(<CashierChart days={report.days} label="chart" legend={legend} />);
    const [first, second] = container.querySelectorAll<SVGRectElement>('[data-series="deposits"]');
    expect(Number(first!.getAttribute('height'))).toBeGreaterThan(0);
    expect(Number(second!.getAttribute('height'))).toBe(0);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByText('Adjustments')).toBeTruthy();
  });

  it('writes axis amounts short', () => {
    expect(compactAmount(12_500_000)).toBe('12.5M');
    expect(compactAmount(300_000)).toBe('300K');
    expect(compactAmount(-2_000)).toBe('-2K');
    expect(compactAmount(0)).toBe('0');
  });
});
