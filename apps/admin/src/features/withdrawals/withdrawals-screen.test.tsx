import type { TAdminWithdrawalDetail, TAdminWithdrawalRow } from '@luckwell/contracts/admin/withdrawals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'finance-token-0123456789' };

const row: TAdminWithdrawalRow = {
  id: 12,
  amount: '250000.00' as TAdminWithdrawalRow['amount'],
  currency: 'VND',
  status: 'pending',
  bankName: 'Vietcombank',
  accountNumber: '0071000123456',
  accountName: 'DEMO PLAYER',
  createdAt: '2026-03-01T09:00:00.000Z',
  paidAt: null,
  paymentReference: null,
  rejectReason: null,
  confirmation: null,
  confirmedAt: null,
  confirmDeadline: null,
  receivedAmount: null,
  merchantCode: 'LW',
  memberId: 3,
  memberAccount: 'demo_player',
  paidBy: null,
  caseId: null,
};

const detail = (w: Partial<TAdminWithdrawalRow> = {}): TAdminWithdrawalDetail => ({
  withdrawal: { ...row, ...w },
  memberPayeeName: 'DEMO PLAYER',
  bankAccounts: [],
  case: null,
});

describe('withdrawal queue', () => {
  it('lists requests and filters by status through the address', async () => {
    const { calls } = mockApi({
      ...meHandler('finance'),
      'GET /admin-api/cashier/withdrawals': () =>
        jsonResponse(200, ok({ content: [row], pageNum: 1, totalPages: 1, total: 1 })),
    });
    const { router } = renderApp('/cashier/withdrawals', TOKEN);
    const link = await screen.findByRole('link', { name: '#12' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe('/cashier/withdrawals/12');
    expect(screen.getByRole('table').textContent).toContain('250,000.00');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(
      calls
        .filter((c) => c.path === '/admin-api/cashier/withdrawals')
        .at(-1)
        ?.query.get('status'),
    ).toBe('pending');
  });
});

describe('withdrawal detail', () => {
  it('pays only with a payment reference, and shows the refusal of a second decision', async () => {
    const { calls } = mockApi({
      ...meHandler('finance'),
      'GET /admin-api/cashier/withdrawals/12': () => jsonResponse(200, ok(detail())),
      'POST /admin-api/cashier/withdrawals/12/pay': () =>
        jsonResponse(409, fail('CASHIER_REQUEST_NOT_PENDING', 'in_cashier_request_not_pending')),
    });
    renderApp('/cashier/withdrawals/12', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve & mark paid' }, { timeout: 5_000 }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve & mark paid' }).at(-1)!);
    expect(await screen.findByText(/Enter the bank’s reference/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Payment reference'), { target: { value: 'VCB-0001' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve & mark paid' }).at(-1)!);
    expect(await screen.findByText('This request has already been paid or rejected.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ paymentReference: 'VCB-0001' });
  });
});
