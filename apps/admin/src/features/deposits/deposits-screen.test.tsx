import type { TAdminDepositRow } from '@luckwell/contracts/admin/deposits';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };

const deposit = (overrides: Partial<TAdminDepositRow> = {}) =>
  ({
    id: 12,
    kind: 'bank',
    methodName: 'Chuyển khoản ngân hàng',
    amount: '150000.00',
    currency: 'VND',
    status: 'pending',
    reference: 'FT-12',
    hasReceipt: false,
    rejectReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    redirectUrl: null,
    merchantCode: 'LW',
    memberId: 9,
    memberAccount: 'demo_payer',
    methodId: 1,
    decidedBy: null,
    ...overrides,
  }) as TAdminDepositRow;

const page = (content: TAdminDepositRow[]) =>
  jsonResponse(200, ok({ content, pageNum: 1, totalPages: 1, total: content.length }));

describe('the deposit queue', () => {
  it('approves a pending bank transfer after confirming, and shows it approved', async () => {
    let decided = false;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/cashier/deposits': () =>
        page([decided ? deposit({ status: 'approved', decidedBy: 'owner' }) : deposit()]),
      'POST /admin-api/cashier/deposits/12/approve': () => {
        decided = true;
        return jsonResponse(200, ok(deposit({ status: 'approved', decidedBy: 'owner' })));
      },
    });
    renderApp('/cashier/deposits', TOKEN);
    const table = await screen.findByRole('table', { name: 'Deposit requests' }, { timeout: 5_000 });
    expect(within(table).getByText('FT-12')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit #12' });
    expect(within(dialog).getByText(/150,000.00 VND with reference “FT-12”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Deposit #12 approved; the wallet is credited.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    expect(await within(table).findByText('by owner')).toBeTruthy();
  });

  it('shows a refusal in the dialog when another operator decided first', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/cashier/deposits': () => page([deposit()]),
      'POST /admin-api/cashier/deposits/12/reject': () =>
        jsonResponse(409, fail('DEPOSIT_NOT_PENDING', 'in_deposit_not_pending')),
    });
    renderApp('/cashier/deposits', TOKEN);
    const table = await screen.findByRole('table', { name: 'Deposit requests' }, { timeout: 5_000 });
    fireEvent.click(within(table).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit #12' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'No transfer found' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This deposit has already been decided.')).toBeTruthy();
  });

  it('offers no decision on gateway deposits', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/cashier/deposits': () =>
        page([deposit({ kind: 'gateway', methodName: 'Sandbox Pay' })]),
    });
    renderApp('/cashier/deposits', TOKEN);
    const table = await screen.findByRole('table', { name: 'Deposit requests' }, { timeout: 5_000 });
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
