import type { TAdjustment } from '@luckwell/contracts/admin/wallet';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };

const pending = (overrides: Partial<TAdjustment> = {}) =>
  ({
    id: 5,
    memberId: 9,
    memberAccount: 'demo_friend',
    merchantCode: 'LW',
    direction: 'credit',
    amount: '7000000.00',
    currency: 'VND',
    reason: 'Missed jackpot payout JP-2291',
    status: 'pending',
    requestedBy: 'finance',
    decidedBy: null,
    decisionNote: null,
    entryId: null,
    balanceBefore: null,
    balanceAfter: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  }) as TAdjustment;

const page = (content: TAdjustment[]) =>
  jsonResponse(200, ok({ content, pageNum: 1, totalPages: 1, total: content.length }));

describe('pending adjustments', () => {
  it('lets another operator approve a pending adjustment after confirming, with an optional note', async () => {
    let decided = false;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/adjustments': () => page(decided ? [] : [pending()]),
      'POST /admin-api/adjustments/5/approve': () => {
        decided = true;
        return jsonResponse(200, ok(pending({ status: 'posted', decidedBy: 'owner', entryId: 80 })));
      },
    });
    renderApp('/adjustments', TOKEN);
    const table = await screen.findByRole('table', { name: 'Adjustments' }, { timeout: 5_000 });
    expect(within(table).getByText('+7,000,000.00')).toBeTruthy();
    expect(within(table).getByText('Missed jackpot payout JP-2291')).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin-api/adjustments')?.query.get('status')).toBe('pending');

    fireEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the adjustment for demo_friend?' });
    expect(within(dialog).getByText(/\+7,000,000.00 VND requested by finance/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('7,000,000.00 posted to demo_friend.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    expect(await screen.findByText('Nothing waiting for approval')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/adjustments': () => page([pending()]),
      'POST /admin-api/adjustments/5/reject': () =>
        jsonResponse(200, ok(pending({ status: 'rejected', decidedBy: 'owner' }))),
    });
    renderApp('/adjustments', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the adjustment for demo_friend?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Give a reason/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No ticket found' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Adjustment for demo_friend (7,000,000.00) rejected.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'No ticket found' });
  });

  it("offers no decision on the operator's own request", async () => {
    mockApi({ ...meHandler('finance'), 'GET /admin-api/adjustments': () => page([pending()]) });
    renderApp('/adjustments', { token: 'finance-token-0123456789' });
    expect(await screen.findByText('Waiting for another operator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows why an approval was refused, in the dialog', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/adjustments': () => page([pending({ direction: 'debit' })]),
      'POST /admin-api/adjustments/5/approve': () =>
        jsonResponse(409, fail('WALLET_INSUFFICIENT_FUNDS', 'admin_insufficient_funds', { field: 'amount' })),
    });
    renderApp('/adjustments', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The wallet does not hold enough for this debit.')).toBeTruthy();
  });

  it('is closed to roles that cannot adjust', async () => {
    mockApi({ ...meHandler('support') });
    renderApp('/adjustments', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Not available to your role', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
