import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { members } from '../members/member.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let app: App;
let database: DatabaseHandle;
let owner: OperatorClient;
let finance: OperatorClient;
let support: OperatorClient;
let content: OperatorClient;
let playerId: number;
let friendId: number;

const memberId = async (account: string) => {
  const [row] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};

const signedIn = async (username: string, password: string, ip: string) => {
  const client = createOperatorClient(app, { ip });
  await client.signIn(username, password);
  return client;
};

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  owner = await signedIn('owner', 'Owner@2026', '198.51.100.11');
  finance = await signedIn('finance', 'Finance@2026', '198.51.100.12');
  support = await signedIn('support', 'Support@2026', '198.51.100.13');
  content = await signedIn('content', 'Content@2026', '198.51.100.14');
  playerId = await memberId('demo_player');
  friendId = await memberId('demo_friend');
});
afterAll(async () => {
  await app.close();
});

const cashBalance = async (id: number) => {
  const wallet = (await support.get(`/members/${id}/wallet`)).json().value;
  return wallet.accounts.find((account: { kind: string }) => account.kind === 'member_cash')?.balance;
};

const adjust = (client: OperatorClient, id: number, body: Record<string, unknown>) =>
  client.post(`/members/${id}/adjustments`, body);

const REASON = 'Goodwill credit after ticket #4411';

const entriesUnder = (key: string) =>
  database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));

const auditOf = (action: string, adjustmentId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)))
    .then((rows) =>
      rows.filter((row) => (row.after as { adjustmentId?: number } | null)?.adjustmentId === adjustmentId),
    );

describe('member wallet view', () => {
  it("shows a member's wallets with balances and the brand's approval threshold", async () => {
    const response = await support.get(`/members/${playerId}/wallet`);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      memberId: playerId,
      merchantCode: 'LW',
      currency: 'VND',
      approvalThreshold: '5000000.00',
    });
    expect(await cashBalance(playerId)).toBe('10000000.00');
  });

  it('lists ledger lines with entry, kind, signed amount, balance after and key, filtered and paged', async () => {
    const page = (await support.get(`/members/${playerId}/ledger?pageSize=5`)).json().value;
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.content[0]).toMatchObject({
      kind: 'grant',
      amount: '10000000.00',
      balanceAfter: '10000000.00',
      accountKind: 'member_cash',
    });
    expect(page.content[0].idempotencyKey).toEqual(expect.any(String));
    expect(page.kinds).toContain('grant');
    const none = (await support.get(`/members/${playerId}/ledger?kind=deposit`)).json().value;
    expect(none).toMatchObject({ content: [], total: 0 });
    const future = (
      await support.get(`/members/${playerId}/ledger?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`)
    ).json().value;
    expect(future.total).toBe(0);
  });
});

describe('permissions', () => {
  it('lets support and risk read a wallet but not move money; content sees no wallet', async () => {
    expect(
      (await adjust(support, playerId, { direction: 'credit', amount: '1.00', reason: REASON })).statusCode,
    ).toBe(403);
    expect((await content.get(`/members/${playerId}/wallet`)).statusCode).toBe(403);
    expect((await content.get(`/members/${playerId}/ledger`)).statusCode).toBe(403);
    expect(
      (await support.get('/reports/cashier?merchantCode=LW&from=2026-01-01&to=2026-01-02')).statusCode,
    ).toBe(403);
    expect((await support.get('/adjustments')).statusCode).toBe(403);
  });

  it('lets only an owner change the approval threshold, audited', async () => {
    expect((await finance.put('/finance/settings/LW', { approvalThreshold: '99999999.00' })).statusCode).toBe(
      403,
    );
    const changed = await owner.put('/finance/settings/JDG', { approvalThreshold: '1000.00' });
    expect(changed.statusCode).toBe(200);
    const settings = (await finance.get('/finance/settings')).json().value;
    expect(settings).toContainEqual(
      expect.objectContaining({ merchantCode: 'JDG', approvalThreshold: '1000.00' }),
    );
    expect(settings).toContainEqual(
      expect.objectContaining({ merchantCode: 'LW', approvalThreshold: '5000000.00' }),
    );
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'finance.settings'));
    expect(rows.at(-1)).toMatchObject({ operatorName: 'owner', after: { approvalThreshold: '1000.00' } });
  });
});

describe('manual adjustments', () => {
  it('refuses an adjustment without a reason of at least 10 characters, or with a bad amount', async () => {
    for (const body of [
      { direction: 'credit', amount: '10.00' },
      { direction: 'credit', amount: '10.00', reason: 'too short' },
      { direction: 'credit', amount: '0.00', reason: REASON },
      { direction: 'credit', amount: '10', reason: REASON },
      { direction: 'sideways', amount: '10.00', reason: REASON },
    ]) {
      const response = await adjust(finance, playerId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await cashBalance(playerId)).toBe('10000000.00');
  });

  it('posts an adjustment up to the threshold at once, with its ledger line and audit row', async () => {
    const response = await adjust(finance, friendId, {
      direction: 'credit',
      amount: '250000.00',
      reason: REASON,
    });
    expect(response.statusCode).toBe(200);
    const adjustment = response.json().value;
    expect(adjustment).toMatchObject({
      status: 'posted',
      requestedBy: 'finance',
      decidedBy: null,
      balanceBefore: '500000.00',
      balanceAfter: '750000.00',
    });
    expect(await cashBalance(friendId)).toBe('750000.00');
    const [line] = (await support.get(`/members/${friendId}/ledger?kind=adjustment`)).json().value.content;
    expect(line).toMatchObject({
      entryId: adjustment.entryId,
      kind: 'adjustment',
      amount: '250000.00',
      balanceAfter: '750000.00',
      idempotencyKey: `adjustment:${adjustment.id}`,
    });
    const [row] = await auditOf('wallet.adjustmentRequest', adjustment.id);
    expect(row).toMatchObject({
      operatorName: 'finance',
      targetType: 'member',
      targetId: String(friendId),
      before: { balance: '500000.00' },
      after: { status: 'posted', balance: '750000.00', reason: REASON, amount: '250000.00' },
    });
  });

  it('keeps an adjustment above the threshold pending until another operator approves it', async () => {
    const requested = (
      await adjust(finance, friendId, { direction: 'credit', amount: '6000000.00', reason: REASON })
    ).json().value;
    expect(requested).toMatchObject({ status: 'pending', entryId: null, balanceAfter: null });
    expect(await cashBalance(friendId)).toBe('750000.00');
    const pending = (await owner.get('/adjustments?status=pending')).json().value.content;
    expect(pending.map((a: { id: number }) => a.id)).toContain(requested.id);
    expect((await auditOf('wallet.adjustmentRequest', requested.id))[0]).toMatchObject({
      after: { status: 'pending', threshold: '5000000.00' },
    });

    const self = await finance.post(`/adjustments/${requested.id}/approve`, {});
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('admin_adjustment_self_approval');
    expect(await cashBalance(friendId)).toBe('750000.00');

    const approved = await owner.post(`/adjustments/${requested.id}/approve`, { note: 'Checked the ticket' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'posted',
      decidedBy: 'owner',
      balanceBefore: '750000.00',
      balanceAfter: '6750000.00',
    });
    expect(await cashBalance(friendId)).toBe('6750000.00');
    const [row] = await auditOf('wallet.adjustmentApprove', requested.id);
    expect(row).toMatchObject({
      operatorName: 'owner',
      before: { status: 'pending', requestedBy: 'finance', balance: '750000.00' },
      after: { status: 'posted', balance: '6750000.00' },
    });
    expect((await owner.post(`/adjustments/${requested.id}/approve`, {})).statusCode).toBe(409);
    expect((await owner.post(`/adjustments/${requested.id}/reject`, { note: 'late' })).statusCode).toBe(409);
  });

  it('posts exactly once when two approvals race', async () => {
    const { id } = (
      await adjust(finance, playerId, { direction: 'credit', amount: '7000000.00', reason: REASON })
    ).json().value;
    const other = await signedIn('owner', 'Owner@2026', '198.51.100.21');
    const answers = await Promise.all([
      owner.post(`/adjustments/${id}/approve`, {}),
      other.post(`/adjustments/${id}/approve`, {}),
      owner.post(`/adjustments/${id}/approve`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await entriesUnder(`adjustment:${id}`)).toHaveLength(1);
    expect(await auditOf('wallet.adjustmentApprove', id)).toHaveLength(1);
    expect(await cashBalance(playerId)).toBe('17000000.00');
  });

  it('refuses a debit beyond the balance, on request and again on approval', async () => {
    const refused = await adjust(finance, friendId, {
      direction: 'debit',
      amount: '6750000.01',
      reason: REASON,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'WALLET_INSUFFICIENT_FUNDS',
      message: 'admin_insufficient_funds',
      value: { field: 'amount', params: { balance: '6750000.00' } },
    });

    const pending = (
      await adjust(finance, friendId, { direction: 'debit', amount: '6000000.00', reason: REASON })
    ).json().value;
    expect(pending.status).toBe('pending');
    // Meanwhile the wallet drops below the pending debit.
    const small = await adjust(owner, friendId, { direction: 'debit', amount: '1000000.00', reason: REASON });
    expect(small.json().value).toMatchObject({ status: 'posted', balanceAfter: '5750000.00' });
    const approval = await owner.post(`/adjustments/${pending.id}/approve`, {});
    expect(approval.statusCode).toBe(409);
    expect(approval.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(await cashBalance(friendId)).toBe('5750000.00');
    expect(
      (await owner.get(`/adjustments?memberId=${friendId}&status=pending`)).json().value.content,
    ).toEqual([expect.objectContaining({ id: pending.id, status: 'pending', decidedBy: null })]);
    expect(await entriesUnder(`adjustment:${pending.id}`)).toHaveLength(0);

    expect((await owner.post(`/adjustments/${pending.id}/reject`, {})).statusCode).toBe(400);
    const rejected = await owner.post(`/adjustments/${pending.id}/reject`, {
      note: 'Balance no longer covers it',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decidedBy: 'owner', entryId: null });
    expect(await auditOf('wallet.adjustmentReject', pending.id)).toHaveLength(1);
    expect(await cashBalance(friendId)).toBe('5750000.00');
  });

  it('leaves books that pass the invariant check', async () => {
    const report = await checkLedger(database.db);
    expect(report).toMatchObject({
      ok: true,
      negativeMemberWallets: [],
      balanceMismatches: [],
      unbalancedEntries: [],
    });
  });
});
