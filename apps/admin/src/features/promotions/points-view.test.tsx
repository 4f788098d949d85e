import type { TAdminOrder, TAdminPoints } from '@luckwell/contracts/admin/points';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const ORDER = {
  id: 31,
  account: 'demo_lucky',
  productName: 'Luckwell T-shirt',
  quantity: 1,
  points: '500.00',
  value: '150000.00',
  status: 'in_process',
  receiverName: 'Tran Thi B',
  receiverPhone: '0901234567',
  receivingAddress: '12 Le Loi, District 1',
  transactionReference: null,
  paidAccount: null,
  remark: null,
  applyTime: '2026-11-26T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
} as TAdminOrder;

const POINTS = {
  merchantCode: 'LW',
  settings: { enabled: true, validBetPerPoint: '1000.00', cashPerPoint: '10.00', minExchange: '100.00' },
  items: [
    {
      id: 1,
      name: { vi: 'Áo thun Luckwell', en: 'Luckwell T-shirt' },
      description: { vi: 'Áo', en: 'Tee' },
      imageUrl: null,
      points: '500.00',
      value: '150000.00',
      stock: 99,
      sort: 0,
      enabled: true,
      redeemed: 1,
    },
  ],
  outstanding: '4500.00',
  earned: '120.50',
  currencySymbol: '₫',
} as TAdminPoints;

describe('Promotions → points mall', () => {
  it('sends a redemption with its reference, and shows the rules and goods', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/points/orders': () =>
        jsonResponse(200, ok({ content: [ORDER], pageNum: 1, totalPages: 1, total: 1 })),
      'GET /admin-api/points': () => jsonResponse(200, ok(POINTS)),
      'POST /admin-api/points/orders/31/approve': () =>
        jsonResponse(200, ok({ ...ORDER, status: 'approved', transactionReference: 'VNPOST-1' })),
    });
    renderApp('/promotions/points', TOKEN);
    const table = await screen.findByRole('table', { name: 'Redemptions' }, { timeout: 5_000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('demo_lucky');
    expect(row.textContent).toContain('12 Le Loi, District 1');
    expect(await screen.findByText('Stock 99 · redeemed 1')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send order #31' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(
      await within(dialog).findByText('Give the reference the member can follow: 3 to 100 characters.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction reference (shipment or voucher code)'), {
      target: { value: 'VNPOST-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('Order #31 is marked as sent.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ transactionReference: 'VNPOST-1' });
  });
});
