import type { TAdminReferral } from '@luckwell/contracts/admin/referral';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const referral = (status: 'held' | 'paid' = 'held') =>
  ({
    merchantCode: 'LW',
    enabled: true,
    milestones: [{ kind: 'deposit', threshold: '100000.00', reward: '30000.00' }],
    invitees: 3,
    paid: '30000.00',
    rewards: [
      {
        id: 7,
        inviter: 'demo_inviter',
        invitee: 'friend_binh',
        milestone: { kind: 'deposit', threshold: '100000.00', reward: '30000.00' },
        amount: '30000.00',
        status,
        heldFor: 'ip:203.0.113.50',
        decidedBy: status === 'paid' ? 'content' : null,
        decisionReason: status === 'paid' ? 'Checked: siblings' : null,
        createdAt: '2026-11-26T03:00:00.000Z',
      },
    ],
    currencySymbol: '₫',
  }) as TAdminReferral;

describe('Promotions → Referral', () => {
  it('adds a milestone (checked first), saves with a reason, and pays a held reward with a reason', async () => {
    let decided = false;
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/referral': () => jsonResponse(200, ok(referral(decided ? 'paid' : 'held'))),
      'PUT /admin-api/referral': () => jsonResponse(200, ok(referral())),
      'POST /admin-api/referral/rewards/7/approve': () => {
        if (refuse) return jsonResponse(409, fail('REFERRAL_NOT_HELD', 'in_referral_not_held'));
        decided = true;
        return jsonResponse(200, ok(referral('paid')));
      },
    });
    renderApp('/promotions/referral', TOKEN);
    const form = await screen.findByRole('form', { name: 'Invite friends' }, { timeout: 5_000 });
    expect((within(form).getByLabelText('Threshold 1') as HTMLInputElement).value).toBe('100000');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a milestone' }));
    fireEvent.change(within(form).getByLabelText('Milestone 2'), { target: { value: 'valid_bet' } });
    fireEvent.change(within(form).getByLabelText('Threshold 2'), { target: { value: '2,000,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the programme' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByLabelText("Inviter's reward 2"), { target: { value: '50000' } });
    fireEvent.change(within(form).getByLabelText('Reason'), {
      target: { value: 'Valid bet milestone for December' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the programme' }));
    expect(await screen.findByText('The referral programme of LW is saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      merchantCode: 'LW',
      enabled: true,
      milestones: [
        { kind: 'deposit', threshold: '100000.00', reward: '30000.00' },
        { kind: 'valid_bet', threshold: '2000000.00', reward: '50000.00' },
      ],
      reason: 'Valid bet milestone for December',
    });

    const table = screen.getByRole('table', { name: 'Referral rewards' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Same IP address: 203.0.113.50');
    fireEvent.click(within(row).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay reward #7?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Checked: siblings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('This reward was already decided.')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The reward is paid.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      reason: 'Checked: siblings',
    });
  });
});
