import type { TAdminRedEnvelope, TAdminWheel } from '@luckwell/contracts/admin/rewards';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];
const HOUR = 3_600_000;

const DROP = {
  id: 4,
  title: { vi: 'Lì xì chào mừng', en: 'Welcome red envelope' },
  total: '5000000.00',
  shares: 200,
  grabbed: 50,
  paid: '1300000.00',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  cancelled: false,
  smallest: '1000.00',
  largest: '49000.00',
} as TAdminRedEnvelope;

const WHEEL = {
  merchantCode: 'LW',
  enabled: true,
  depositForTicket: '100000.00',
  validBetForTicket: null,
  prizes: [
    {
      id: 1,
      label: { vi: 'Chúc may mắn', en: 'Next time' },
      kind: 'nothing',
      amount: '0.00',
      weight: 3,
      stock: null,
      won: 9,
      chance: '75.00',
    },
    {
      id: 2,
      label: { vi: '10K', en: '10K' },
      kind: 'cash',
      amount: '10000.00',
      weight: 1,
      stock: 5,
      won: 2,
      chance: '25.00',
    },
  ],
  expectedValue: '2500.00',
  spins: 11,
  paid: '20000.00',
  ticketsOut: 7,
  currencySymbol: '₫',
} as TAdminWheel;

describe('Promotions → red envelopes and the wheel', () => {
  it('lists a drop with what was grabbed, and cancels it with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/red-envelopes': () => jsonResponse(200, ok({ list: [DROP], currencySymbol: '₫' })),
      'POST /admin-api/red-envelopes/4/cancel': () => jsonResponse(200, ok({ ...DROP, cancelled: true })),
    });
    renderApp('/promotions/red-envelopes', TOKEN);
    const table = await screen.findByRole('table', { name: 'Red envelope drops' }, { timeout: 5_000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Welcome red envelope');
    expect(row.textContent).toContain('50 of 200');
    expect(row.textContent).toContain('1,000.00 – 49,000.00');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this drop?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'wrong total' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the drop' }));
    expect(await screen.findByText('The drop is cancelled.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'wrong total' });
  });

  it('works out the chances as the prizes are typed and saves the wheel', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/wheel': () => jsonResponse(200, ok(WHEEL)),
      'PUT /admin-api/wheel': () => jsonResponse(200, ok(WHEEL)),
    });
    renderApp('/promotions/wheel', TOKEN);
    const form = await screen.findByRole('form', { name: 'Prize wheel' }, { timeout: 5_000 });
    expect(within(form).getByText('₫2,500.00')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Weight 1'), { target: { value: '1' } });
    expect(within(form).getAllByText('50.00%')).toHaveLength(2);
    expect(within(form).getByText('₫5,000.00')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'kinder odds' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the wheel' }));
    expect(await screen.findByText('The wheel of LW is saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      merchantCode: 'LW',
      enabled: true,
      depositForTicket: '100000.00',
      validBetForTicket: null,
      prizes: [
        { kind: 'nothing', amount: '0.00', weight: 1, stock: null },
        { kind: 'cash', amount: '10000.00', weight: 1, stock: 5 },
      ],
      reason: 'kinder odds',
    });
  });
});
