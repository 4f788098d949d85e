import type { TAdminMemberDetail } from '@luckwell/contracts/admin/members';
import type { TAdjustment, TMemberLedgerPage, TMemberWallet } from '@luckwell/contracts/admin/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'finance-token-0123456789' };

const detail = {
  id: 9,
  merchantCode: 'LW',
  account: 'demo_friend',
  nickname: 'Demo Friend',
  type: 0,
  status: 'active',
  mobileNum: null,
  email: null,
  uplineAccount: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastLoginAt: null,
  balance: '500000.00',
  currency: 'VND',
  payeeName: null,
  personalDetails: [],
  affiliateCode: null,
  registerIp: null,
  lockedUntil: null,
  failedLogins: 0,
  mustChangePassword: false,
  lastLogins: [],
  knownIps: [],
  activeSessions: 0,
} as unknown as TAdminMemberDetail;

const wallet = {
  memberId: 9,
  merchantCode: 'LW',
  currency: 'VND',
  accounts: [
    { id: 31, kind: 'member_cash', currency: 'VND', balance: '500000.00' },
    { id: 32, kind: 'member_bonus', currency: 'VND', balance: '20000.00' },
    { id: 33, kind: 'member_v:NOVA', currency: 'VND', balance: '7000.00' },
  ],
  approvalThreshold: '5000000.00',
} as unknown as TMemberWallet;

const ledger = {
  content: [
    {
      postingId: 71,
      entryId: 44,
      accountId: 31,
      accountKind: 'member_cash',
      createdAt: '2026-03-01T09:00:00.000Z',
      kind: 'adjustment',
      memo: 'Manual adjustment #3',
      amount: '-50000.00',
      balanceAfter: '500000.00',
      idempotencyKey: 'adjustment:3',
    },
    {
      postingId: 70,
      entryId: 40,
      accountId: 31,
      accountKind: 'member_cash',
      createdAt: '2026-03-01T08:00:00.000Z',
      kind: 'grant',
      memo: 'Demo opening balance',
      amount: '550000.00',
      balanceAfter: '550000.00',
      idempotencyKey: 'seed:opening:demo_friend',
    },
  ],
  kinds: ['adjustment', 'grant'],
  pageNum: 1,
  totalPages: 1,
  total: 2,
} as unknown as TMemberLedgerPage;

const adjustment = (overrides: Partial<TAdjustment> = {}) =>
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

const handlers = (role: 'finance' | 'support' | 'content', extra = {}) => ({
  ...meHandler(role),
  'GET /admin-api/members/9': () => jsonResponse(200, ok(detail)),
  'GET /admin-api/members/9/wallet': () => jsonResponse(200, ok(wallet)),
  'GET /admin-api/members/9/ledger': () => jsonResponse(200, ok(ledger)),
  ...extra,
});

describe('member wallet', () => {
  it('shows each wallet and the ledger lines with signed amounts and keys, read only for support', async () => {
    const { calls } = mockApi(handlers('support'));
    renderApp('/members/9', TOKEN);
    const table = await screen.findByRole('table', { name: 'Ledger lines' });
    expect(within(table).getByText('-50,000.00')).toBeTruthy();
    expect(within(table).getByText('+550,000.00')).toBeTruthy();
    expect(within(table).getByText('adjustment:3')).toBeTruthy();
    expect(within(table).getByText('#44')).toBeTruthy();
    expect(screen.getByText('20,000.00')).toBeTruthy();
    // A transfer-mode vendor sub-wallet is named by its vendor (docs/decisions/020-transfer-wallets.md).
    expect(screen.getAllByText(/Game wallet NOVA|Ví trò chơi NOVA/).length).toBeGreaterThan(0);
    expect(screen.getByText('7,000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'adjustment' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin-api/members/9/ledger').at(-1);
      expect(last?.query.get('kind')).toBe('adjustment');
      expect(last?.query.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    });
  });

  it('shows no wallet to a role without wallet.read', async () => {
    const { calls } = mockApi(handlers('content'));
    renderApp('/members/9', TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: /demo_friend/ })).toBeTruthy();
    expect(screen.queryByText('Wallet')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/wallet'))).toBe(false);
  });
});

describe('adjustment form', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }, { timeout: 5_000 }));
    return screen.findByRole('dialog', { name: 'Adjust demo_friend’s balance' });
  };

  it('asks for an amount and a reason of 10 characters before sending anything', async () => {
    const { calls } = mockApi(handlers('finance'));
    renderApp('/members/9', TOKEN);
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Amount (VND)'), { target: { value: '12.345' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post adjustment' }));
    expect(await within(dialog).findByText(/at most two decimals/)).toBeTruthy();
    expect(within(dialog).getByText('Give a reason of at least 10 characters.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Direction'), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (VND)'), { target: { value: '600,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post adjustment' }));
    expect(await within(dialog).findByText('A debit cannot exceed the balance (500,000.00).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a large adjustment waits for a second operator, and sends it for approval', async () => {
    const { calls } = mockApi(
      handlers('finance', {
        'POST /admin-api/members/9/adjustments': () => jsonResponse(200, ok(adjustment())),
      }),
    );
    renderApp('/members/9', TOKEN);
    const dialog = await open();
    expect(within(dialog).getByText(/Up to 5,000,000.00 VND the adjustment posts at once/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount (VND)'), { target: { value: '7,000,000' } });
    expect(within(dialog).getByText(/Above 5,000,000.00 VND: the adjustment waits/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Missed jackpot payout JP-2291' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    expect(await screen.findByText('7,000,000.00 for demo_friend waits for approval.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      direction: 'credit',
      amount: '7000000.00',
      reason: 'Missed jackpot payout JP-2291',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in place", async () => {
    mockApi(
      handlers('finance', {
        'POST /admin-api/members/9/adjustments': () =>
          jsonResponse(
            409,
            fail('WALLET_INSUFFICIENT_FUNDS', 'admin_insufficient_funds', { field: 'amount' }),
          ),
      }),
    );
    renderApp('/members/9', TOKEN);
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Direction'), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (VND)'), { target: { value: '400000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Chargeback on deposit 8812' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post adjustment' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('The wallet does not hold enough for this debit.')).toBeTruthy();
  });
});
