import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { memberTransfers } from './member-transfer.table.ts';
import { transferSettings } from './transfer-setting.table.ts';

let app: App;
let database: DatabaseHandle;
let lwId: number;
let counter = 0;

const PAY = '246810';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lwId = lw!.id;
}, 60_000);
afterAll(async () => {
  await app.close();
});

const ledgerClean = async () => {
  const report = await checkLedger(database.db);
  expect(report).toMatchObject({ ok: true, negativeMemberWallets: [] });
};

type Options = { balance?: number; type?: number; upline?: number | null; paymentPassword?: string | null };

/** A fresh member (`balance` VND, payment password 246810 unless told), signed in. */
const member = async ({
  balance = 1_000_000,
  type = 0,
  upline = null,
  paymentPassword = PAY,
}: Options = {}) => {
  counter += 1;
  const account = `tr${Date.now().toString(36)}${counter}`;
  const row = await createMembersRepository(database.db).insert({
    merchantId: lwId,
    account,
    nickname: `Nick ${counter}`,
    type,
    uplineId: upline,
    passwordHash: await hashPassword('Secret123'),
    paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
    referralCode: `RTR${counter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
    firstLoginAt: new Date(),
  });
  if (balance > 0) {
    await createWalletService(database.db).grant({
      merchantId: lwId,
      memberId: row!.id,
      currency: 'VND',
      amountMinor: BigInt(balance) * 100n,
      source: 'cashier',
      idempotencyKey: `test:opening:${account}`,
      memo: 'test',
    });
  }
  const client = createAuthClient(app, { ip: `198.51.${Math.floor(counter / 250)}.${counter % 250}` });
  const login = await client.login(account, 'Secret123');
  expect(login.json().success, login.body).toBe(true);
  return { client, id: row!.id, account };
};
type Member = Awaited<ReturnType<typeof member>>;

const requestId = () => `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const overview = async (m: Member) => (await m.client.call('GET', '/wps/transfer/overview')).json().value;
const balanceOf = async (m: Member) => (await overview(m)).balance as string;
const toUpline = (m: Member, body: Record<string, unknown>) =>
  m.client.send('POST', '/wps/transfer/upline', { paymentPassword: PAY, requestId: requestId(), ...body });
const toDownline = (m: Member, body: Record<string, unknown>) =>
  m.client.send('POST', '/wps/transfer/downline', { paymentPassword: PAY, requestId: requestId(), ...body });

/** agent → sub-agent → player, and an outsider agent with a player of their own. */
const tree = async () => {
  const agent = await member({ balance: 5_000_000, type: 1 });
  const sub = await member({ balance: 1_000_000, type: 2, upline: agent.id });
  const player = await member({ balance: 500_000, upline: sub.id });
  const otherAgent = await member({ balance: 1_000_000, type: 1 });
  const stranger = await member({ balance: 100_000, upline: otherAgent.id });
  return { agent, sub, player, otherAgent, stranger };
};

describe('transfer to the upline', () => {
  it('moves money to the upline in one entry; both histories show it with the other account', async () => {
    const { sub, player } = await tree();
    expect(await overview(player)).toMatchObject({
      upline: { account: sub.account },
      isAgent: false,
      paymentPasswordSet: true,
      balance: '500000.00',
      minAmount: '10000.00',
      sentToday: '0.00',
    });
    const response = await toUpline(player, { amount: '120000.00' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      direction: 'upline',
      counterparty: sub.account,
      amount: '120000.00',
      balanceAfter: '380000.00',
      replayed: false,
    });
    expect(await balanceOf(player)).toBe('380000.00');
    expect(await balanceOf(sub)).toBe('1120000.00');
    expect((await overview(player)).sentToday).toBe('120000.00');

    const mine = (await player.client.call('GET', '/wps/member/transactions?type=transfer')).json().value
      .list;
    expect(mine).toEqual([expect.objectContaining({ amount: '-120000.00', counterparty: sub.account })]);
    const theirs = (await sub.client.call('GET', '/wps/member/transactions?type=transfer')).json().value.list;
    expect(theirs).toEqual([expect.objectContaining({ amount: '120000.00', counterparty: player.account })]);
    expect(mine[0].entryId).toBe(theirs[0].entryId);
    await ledgerClean();
  });

  it('tells a member without an upline so, and moves nothing', async () => {
    const top = await member({ type: 1 });
    expect((await overview(top)).upline).toBeNull();
    const response = await toUpline(top, { amount: '20000.00' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'TRANSFER_NO_UPLINE',
      message: 'in_transfer_no_upline',
    });
    expect(await balanceOf(top)).toBe('1000000.00');
  });

  it('refuses a wrong payment password with the field, counts it, and locks after five', async () => {
    const { player, sub } = await tree();
    const wrong = await toUpline(player, { amount: '20000.00', paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CASHIER_PAYMENT_PASSWORD_WRONG',
      message: 'in_cashier_payment_password_wrong',
      value: { field: 'body.paymentPassword', params: { remaining: 4 } },
    });
    for (let i = 0; i < 3; i++) await toUpline(player, { amount: '20000.00', paymentPassword: '000000' });
    const locked = await toUpline(player, { amount: '20000.00', paymentPassword: '000000' });
    expect(locked.json().code).toBe('CASHIER_PAYMENT_PASSWORD_LOCKED');
    // Locked: even the right one is refused for the window.
    expect((await toUpline(player, { amount: '20000.00' })).json().code).toBe(
      'CASHIER_PAYMENT_PASSWORD_LOCKED',
    );
    expect(await balanceOf(player)).toBe('500000.00');
    expect(await balanceOf(sub)).toBe('1000000.00');
  });

  it('asks a member without a payment password to set one first', async () => {
    const { sub } = await tree();
    const bare = await member({ upline: sub.id, paymentPassword: null });
    expect((await overview(bare)).paymentPasswordSet).toBe(false);
    const response = await toUpline(bare, { amount: '20000.00' });
    expect(response.json()).toMatchObject({ code: 'CASHIER_PAYMENT_PASSWORD_REQUIRED' });
  });

  it('refuses amounts outside the limits and beyond the wallet, naming the amount field', async () => {
    const { player } = await tree();
    const small = await toUpline(player, { amount: '9999.99' });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      code: 'TRANSFER_AMOUNT_OUT_OF_RANGE',
      value: { field: 'body.amount', params: { min: '10000.00', max: '100000000.00' } },
    });
    expect((await toUpline(player, { amount: '100000000.01' })).json().code).toBe(
      'TRANSFER_AMOUNT_OUT_OF_RANGE',
    );
    const over = await toUpline(player, { amount: '500000.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'TRANSFER_INSUFFICIENT_FUNDS',
      value: { field: 'body.amount' },
    });
    const malformed = await toUpline(player, { amount: '12.5' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await balanceOf(player)).toBe('500000.00');
  });

  it('requires an idempotency key, from the body or the Idempotency-Key header', async () => {
    const { player, sub } = await tree();
    const none = await player.client.send('POST', '/wps/transfer/upline', {
      amount: '20000.00',
      paymentPassword: PAY,
    });
    expect(none.json()).toMatchObject({ code: 'TRANSFER_KEY_REQUIRED', value: { field: 'body.requestId' } });
    const key = requestId();
    const sendWithHeader = async () =>
      player.client.call('POST', '/wps/transfer/upline', {
        headers: { 'idempotency-key': key },
        payload: await (async () => {
          const { value } = (await player.client.call('GET', '/wps/system/permission')).json();
          const { sealPayload } = await import('@luckwell/contracts/auth/sealed-payload');
          return sealPayload(value.security.sealing.publicKey, value.security.sealing.kid, {
            amount: '20000.00',
            paymentPassword: PAY,
          });
        })(),
      });
    const first = await sendWithHeader();
    expect(first.json().value).toMatchObject({ replayed: false });
    const again = await sendWithHeader();
    expect(again.json().value).toMatchObject({ replayed: true, id: first.json().value.id });
    expect(await balanceOf(player)).toBe('480000.00');
    expect(await balanceOf(sub)).toBe('1020000.00');
  });

  it('moves money once when the same request is replayed, even at the same moment', async () => {
    const { player, sub } = await tree();
    const id = requestId();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => toUpline(player, { amount: '50000.00', requestId: id })),
    );
    const values = results.map((r) => r.json().value);
    expect(values.every((v) => v.id === values[0].id)).toBe(true);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    const later = await toUpline(player, { amount: '50000.00', requestId: id });
    expect(later.json().value).toMatchObject({ replayed: true, balanceAfter: '450000.00' });
    expect(await balanceOf(player)).toBe('450000.00');
    expect(await balanceOf(sub)).toBe('1050000.00');
    const reused = await toUpline(player, { amount: '60000.00', requestId: id });
    expect(reused.json()).toMatchObject({ code: 'TRANSFER_KEY_REUSED', value: { field: 'body.requestId' } });
    await ledgerClean();
  });

  it('never overdraws when many transfers race for the same wallet', async () => {
    const agent = await member({ type: 1, balance: 0 });
    const player = await member({ balance: 100_000, upline: agent.id });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => toUpline(player, { amount: '30000.00' })),
    );
    const okCount = results.filter((r) => r.json().success).length;
    expect(okCount).toBe(3);
    for (const r of results.filter((x) => !x.json().success)) {
      expect(r.json().code).toBe('TRANSFER_INSUFFICIENT_FUNDS');
    }
    expect(await balanceOf(player)).toBe('10000.00');
    expect(await balanceOf(agent)).toBe('90000.00');
    await ledgerClean();
  });

  it('keeps to the daily limit per sender, also under concurrency, and says what is left', async () => {
    const agent = await member({ type: 1, balance: 0 });
    const player = await member({ balance: 1_000_000, upline: agent.id });
    await database.db
      .insert(transferSettings)
      .values({ merchantId: lwId, minAmount: 1_000_000n, maxAmount: 20_000_000n, dailyLimit: 50_000_000n })
      .onConflictDoUpdate({
        target: transferSettings.merchantId,
        set: { minAmount: 1_000_000n, maxAmount: 20_000_000n, dailyLimit: 50_000_000n },
      });
    try {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => toUpline(player, { amount: '200000.00' })),
      );
      expect(results.filter((r) => r.json().success)).toHaveLength(2);
      const refused = results.find((r) => !r.json().success)!.json();
      expect(refused).toMatchObject({
        code: 'TRANSFER_DAILY_LIMIT',
        message: 'in_transfer_daily_limit',
        value: { field: 'body.amount', params: { limit: '500000.00', remaining: '100000.00' } },
      });
      expect((await toUpline(player, { amount: '100000.00' })).json().success).toBe(true);
      expect((await toUpline(player, { amount: '10000.00' })).json().code).toBe('TRANSFER_DAILY_LIMIT');
      expect(await overview(player)).toMatchObject({ sentToday: '500000.00', balance: '500000.00' });
      const rows = await database.db
        .select()
        .from(memberTransfers)
        .where(eq(memberTransfers.senderId, player.id));
      expect(rows).toHaveLength(3);
    } finally {
      await database.db.delete(transferSettings).where(eq(transferSettings.merchantId, lwId));
    }
    await ledgerClean();
  });
});

describe('transfer to the downline', () => {
  it('lets an agent send to any depth of their own tree, and lists it for the picker', async () => {
    const { agent, sub, player } = await tree();
    const list = (await agent.client.call('GET', '/wps/transfer/downline')).json().value.list;
    expect(list).toEqual([
      { account: sub.account, nickname: expect.any(String), depth: 1 },
      { account: player.account, nickname: expect.any(String), depth: 2 },
    ]);
    const found = (
      await agent.client.call('GET', `/wps/transfer/downline?q=${player.account.slice(0, -1)}`)
    ).json().value.list;
    expect(found.map((r: { account: string }) => r.account)).toContain(player.account);

    const deep = await toDownline(agent, { account: player.account.toUpperCase(), amount: '250000.00' });
    expect(deep.statusCode, deep.body).toBe(200);
    expect(deep.json().value).toMatchObject({ direction: 'downline', counterparty: player.account });
    expect((await toDownline(agent, { account: sub.account, amount: '100000.00' })).statusCode).toBe(200);
    expect(await balanceOf(agent)).toBe('4650000.00');
    expect(await balanceOf(player)).toBe('750000.00');
    expect(await balanceOf(sub)).toBe('1100000.00');
    const theirs = (await player.client.call('GET', '/wps/member/transactions?type=transfer')).json().value
      .list;
    expect(theirs[0]).toMatchObject({ amount: '250000.00', counterparty: agent.account });
    await ledgerClean();
  });

  it('refuses anyone outside the tree the same way as an unknown account, and moves nothing', async () => {
    const { agent, sub, stranger, otherAgent } = await tree();
    for (const account of [stranger.account, otherAgent.account, 'no_such_member_here']) {
      const response = await toDownline(agent, { account, amount: '20000.00' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'TRANSFER_NOT_IN_DOWNLINE',
        message: 'in_transfer_not_in_downline',
        value: { field: 'body.account' },
      });
    }
    // Up the tree is not down the tree: the sub-agent cannot "downline" their own agent.
    expect((await toDownline(sub, { account: agent.account, amount: '20000.00' })).json().code).toBe(
      'TRANSFER_NOT_IN_DOWNLINE',
    );
    expect((await toDownline(agent, { account: agent.account, amount: '20000.00' })).json().code).toBe(
      'TRANSFER_SELF',
    );
    expect(await balanceOf(agent)).toBe('5000000.00');
    expect(await balanceOf(stranger)).toBe('100000.00');
    expect((await otherAgent.client.call('GET', '/wps/transfer/downline')).json().value.list).toEqual([
      expect.objectContaining({ account: stranger.account }),
    ]);
  });

  it('is for agents only', async () => {
    const { player } = await tree();
    const below = await member({ upline: player.id });
    const response = await toDownline(player, { account: below.account, amount: '20000.00' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TRANSFER_NOT_AGENT');
    expect((await player.client.call('GET', '/wps/transfer/downline')).json().code).toBe(
      'TRANSFER_NOT_AGENT',
    );
    expect(await balanceOf(player)).toBe('500000.00');
  });

  it('refuses a visitor', async () => {
    const visitor = createAuthClient(app, { ip: '198.51.200.1' });
    expect((await visitor.call('GET', '/wps/transfer/overview')).statusCode).toBe(401);
  });

  it('crosses transfers both ways between an agent and a member without deadlock or loss', async () => {
    const agent = await member({ type: 1, balance: 1_000_000 });
    const player = await member({ balance: 1_000_000, upline: agent.id });
    const moves = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? toDownline(agent, { account: player.account, amount: '10000.00' })
        : toUpline(player, { amount: '20000.00' }),
    );
    const results = await Promise.all(moves);
    expect(results.every((r) => r.json().success)).toBe(true);
    expect(await balanceOf(agent)).toBe('1050000.00');
    expect(await balanceOf(player)).toBe('950000.00');
    await ledgerClean();
  });
});
