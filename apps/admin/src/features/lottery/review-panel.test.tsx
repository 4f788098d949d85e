import type { TOperatorRole } from '@luckwell/contracts/admin/operator';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { issueOf, issuesHandler, northTiers } from './lottery-fixtures.ts';

const entered = issueOf({
  status: 'awaiting_confirmation',
  enteredResult: northTiers('27'),
  enteredBy: 'Demo Owner',
  enteredAt: '2026-11-27T11:20:00.000Z',
});

const openReview = async (role: TOperatorRole, extra: Parameters<typeof mockApi>[0] = {}) => {
  const api = mockApi({ ...meHandler(role), ...issuesHandler(() => [entered]), ...extra });
  renderApp('/games/lottery?game=vn-north&issue=20261127-0001', { token: `${role}-token-0123456789` });
  const review = await screen.findByRole('region', { name: 'Confirm the entered result' });
  return { ...api, review };
};

describe('confirming an entered result', () => {
  it('keeps Confirm disabled for the operator who entered it, who sees it waits for someone else', async () => {
    const { review } = await openReview('owner');
    expect(within(review).getByText('Waiting for a second operator')).toBeTruthy();
    const confirm = within(review).getByRole('button', { name: 'Confirm result' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-describedby')).toBe('lottery-own-entry');
    // The entered sheet is shown all the same.
    expect(within(review).getByText('12327')).toBeTruthy();
    expect(within(review).getByText('Entered by Demo Owner at', { exact: false })).toBeTruthy();
  });

  it('lets a second operator check the sheet and confirm it, then opens the settled issue', async () => {
    const settled = {
      ...entered,
      status: 'settled',
      result: northTiers('27'),
      enteredResult: null,
      confirmedBy: 'Demo Risk',
      payout: '850.00',
    };
    const { review, calls } = await openReview('risk', {
      'POST /admin-api/lottery/issues/vn-north/20261127-0001/confirm': () => jsonResponse(200, ok(settled)),
      'GET /admin-api/lottery/issues/vn-north/20261127-0001': () => jsonResponse(200, ok(settled)),
      'GET /admin-api/lottery/issues/vn-north/20261127-0001/liability': () =>
        jsonResponse(200, ok({ issue: settled, cap: '10000000.00', rows: [] })),
    });
    expect(within(review).queryByText('Waiting for a second operator')).toBeNull();
    expect(within(review).getByText(/Check every number against the official result/)).toBeTruthy();
    // ĐB first, as the printed north sheet.
    expect(within(review).getByText('12327')).toBeTruthy();
    expect(within(review).getAllByText('ĐB')[0]).toBeTruthy();

    fireEvent.click(within(review).getByRole('button', { name: 'Confirm result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the result of 20261127-0001?' });
    expect(within(dialog).getByText(/its 3 tickets \(30\.00 staked\) are paid now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }));

    expect(await screen.findByText('Result of 20261127-0001 confirmed: 3 tickets settled.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Lottery · Hà Nội' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin-api/lottery/issues/vn-north/20261127-0001/confirm',
    ]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { review } = await openReview('risk', {
      'POST /admin-api/lottery/issues/vn-north/20261127-0001/confirm': () =>
        jsonResponse(409, fail('LOTTERY_SAME_OPERATOR', 'lottery_err_same_operator')),
    });
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the result of 20261127-0001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }));
    expect(
      await within(dialog).findByText('You entered this result: a second operator has to confirm it.'),
    ).toBeTruthy();
  });

  it('sends a rejected entry back to the queue of draws awaiting a result', async () => {
    const { review, calls } = await openReview('risk', {
      'POST /admin-api/lottery/issues/vn-north/20261127-0001/reject': () =>
        jsonResponse(
          200,
          ok({ ...entered, status: 'awaiting_result', enteredResult: null, enteredBy: null }),
        ),
    });
    fireEvent.click(within(review).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the result of 20261127-0001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Result of 20261127-0001 rejected. It waits for a result again.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject') && call.method === 'POST')).toBe(true);
  });
});
