import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createAuditService } from '../admin/audit.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createWithdrawalsService } from '../withdrawals/withdrawals.service.ts';
import { transferSettings } from './transfer-setting.table.ts';
import { createTransfersService } from './transfers.service.ts';

let database: DatabaseHandle;
let lw: Merchant;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  [lw] = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW'))) as [Merchant];
}, 60_000);
afterAll(async () => {
  await database.close();
});

const insertMember = async (uplineId: number | null, balance = 0, type = 0) => {
  counter += 1;
  const account = `svc${Date.now().toString(36)}${counter}`;
  const row = await createMembersRepository(database.db).insert({
    merchantId: lw.id,
    account,
    nickname: account,
    type,
    uplineId,
    passwordHash: 'x',
    paymentPasswordHash: await hashPassword('246810'),
    referralCode: `RSV${counter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
  });
  if (balance > 0) {
    await createWalletService(database.db).grant({
      merchantId: lw.id,
      memberId: row!.id,
      currency: lw.currencyCode,
      amountMinor: BigInt(balance) * 100n,
      source: 'cashier',
      idempotencyKey: `svc:opening:${account}`,
      memo: 'test',
    });
  }
  return row!;
};

const serviceAt = (clock: () => Date) => {
  const wallet = createWalletService(database.db);
  const withdrawals = createWithdrawalsService({
    db: database.db,
    wallet,
    limiter: createRateLimiter(database.db),
    audit: createAuditService(database.db),
  });
  return createTransfersService({
    db: database.db,
    wallet,
    checkPaymentPassword: withdrawals.checkPaymentPassword,
    now: clock,
  });
};

describe('the transfers service', () => {
  it('counts the daily limit per UTC day: a new day starts from zero', async () => {
    const agent = await insertMember(null, 0, 1);
    const player = await insertMember(agent.id, 1_000_000);
    await database.db
      .insert(transferSettings)
      .values({ merchantId: lw.id, minAmount: 100n, maxAmount: 30_000_000n, dailyLimit: 30_000_000n })
      .onConflictDoUpdate({
        target: transferSettings.merchantId,
        set: { minAmount: 100n, maxAmount: 30_000_000n, dailyLimit: 30_000_000n },
      });
    try {
      let clock = new Date('2026-03-01T23:59:00Z');
      const service = serviceAt(() => clock);
      const send = (requestKey: string) =>
        service.toUpline(lw, player, { amount: '300000.00', paymentPassword: '246810', requestKey });
      await send('day-one-a');
      await expect(send('day-one-b')).rejects.toMatchObject({ code: 'TRANSFER_DAILY_LIMIT' });
      clock = new Date('2026-03-02T00:01:00Z');
      await expect(send('day-two-a')).resolves.toMatchObject({ replayed: false, balanceAfter: '400000.00' });
      expect((await service.overview(lw, player)).sentToday).toBe('300000.00');
    } finally {
      await database.db.delete(transferSettings).where(eq(transferSettings.merchantId, lw.id));
    }
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('walks the tree to any depth; the database refuses a cycle', async () => {
    const repository = createMembersRepository(database.db);
    const top = await insertMember(null, 0, 1);
    let below = top;
    const chain = [top];
    for (let i = 0; i < 5; i++) {
      below = await insertMember(below.id);
      chain.push(below);
    }
    expect(await repository.depthBelow(lw.id, top.id, below.id)).toBe(5);
    expect(await repository.depthBelow(lw.id, below.id, top.id)).toBeUndefined();
    expect(await repository.depthBelow(lw.id, top.id, top.id)).toBeUndefined();
    expect((await repository.downline(lw.id, top.id, { limit: 50 })).map((r) => r.depth)).toEqual([
      1, 2, 3, 4, 5,
    ]);

    // A member cannot move under its own team: the tree's trigger refuses the write.
    const a = await insertMember(null);
    const b = await insertMember(a.id);
    await expect(
      database.db.update(members).set({ uplineId: b.id }).where(eq(members.id, a.id)),
    ).rejects.toThrow();
    expect((await database.db.select().from(members).where(eq(members.id, a.id)))[0]?.uplineId).toBeNull();
    expect(await repository.depthBelow(lw.id, a.id, b.id)).toBe(1);
  });
});
