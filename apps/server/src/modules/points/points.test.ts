/**
 * Points and the mall (issue 17, ADR 065), against hand-computed cases: a day's valid bet earns
 * points once; a good is redeemed with the payment password (sealed), taking stock and points; the
 * operator sends it or rejects it (points and stock come back); points exchange for cash at the
 * rate above the minimum; the points details; the ledger invariant after each.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { promotions } from '../promotions/promotion.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { cashFor, createPointsService, pointsFor } from './points.service.ts';
import { mallItems } from './points.table.ts';

const PASSWORD = 'Secret123';
let app: App;
let database: DatabaseHandle;
let lw: typeof merchants.$inferSelect;
let content: OperatorClient;
let counter = 0;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  [lw] = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW'))) as [typeof lw];
  content = createOperatorClient(app);
  await content.signIn('content', 'Content@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const wallet = () => createWalletService(database.db);
const pointsOf = (memberId: number) => wallet().balance(lw.id, memberId, 'VND', 'member_points');

/** A signed-in Luckwell member with a payment password and `points` whole points. */
const freshMember = async (points = 0) => {
  counter += 1;
  const account = `pt${Date.now().toString(36)}${counter}`;
  const member = (await createMembersRepository(database.db).insert({
    merchantId: lw.id,
    account,
    nickname: account,
    passwordHash: await hashPassword(PASSWORD),
    referralCode: `RPT${counter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
    firstLoginAt: new Date(),
  }))!;
  if (points > 0) {
    await wallet().credit({
      merchantId: lw.id,
      memberId: member.id,
      currency: 'VND',
      wallet: 'member_points',
      amountMinor: BigInt(points) * 100n,
      counterparty: 'points_issuer',
      idempotencyKey: `test:points:${account}`,
      kind: 'points_earn',
    });
  }
  const client = createAuthClient(app, { ip: `198.18.70.${counter % 250}` });
  expect((await client.login(account, PASSWORD)).json().success).toBe(true);
  const set = await client.send('POST', '/wps/withdraw/payment-password', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });
  expect(set.statusCode, set.body).toBe(200);
  return { ...member, client };
};

describe('the arithmetic', () => {
  it('earns hundredths of a point per valid bet and exchanges them at the rate, truncated', () => {
    // A point per 1,000 VND (100,000 minor units): 123,456 VND earns 123.45 points.
    expect(pointsFor(12_345_600n, 100_000n)).toBe(12_345n);
    expect(pointsFor(99_999n, 100_000n)).toBe(99n);
    // A point is worth 10 VND (1,000 minor units): 123.45 points → 1,234.50 VND.
    expect(cashFor(12_345n, 1_000n)).toBe(123_450n);
    expect(cashFor(1n, 1n)).toBe(0n);
  });
});

describe('earning', () => {
  it("credits a day's points once, whatever runs it, to real members only", async () => {
    const member = await freshMember();
    const day = '2025-03-14';
    await database.db.insert(betDaily).values(
      ['RNG', 'LIVE'].map((category, i) => ({
        merchantId: lw.id,
        memberId: member.id,
        day,
        category,
        vendor: `PTV${i}`,
        rounds: 2,
        stakeMinor: 10_000_000n,
        validBetMinor: i === 0 ? 12_300_000n : 45_600n,
        payoutMinor: 0n,
        winLossMinor: -10_000_000n,
      })),
    );
    const service = createPointsService({
      db: database.db,
      wallet: wallet(),
      checkPaymentPassword: async () => {},
    });
    await Promise.all([service.settleDay(lw.id, day), service.settleDay(lw.id, day)]);
    // 123,000 + 456 VND of valid bet → 123.45 points.
    expect(await pointsOf(member.id)).toBe(12_345n);
    const details = (await member.client.call('GET', '/relay/ODSFE2_MemTransDet')).json().value;
    expect(details.content[0]).toMatchObject({ type: 'earn', changedPoints: '123.45', balance: '123.45' });
  });
});

describe('the mall', () => {
  const order = (itemId: number, extra: Record<string, unknown> = {}) => ({
    itemId,
    quantity: 1,
    receiverName: 'Tran Thi B',
    receiverPhone: '0901234567',
    receivingAddress: '12 Le Loi, District 1, HCMC',
    paymentPassword: '246810',
    ...extra,
  });

  it('redeems a good with the payment password, and the operator sends it or rejects it', async () => {
    const [item] = await database.db
      .insert(mallItems)
      .values({
        merchantId: lw.id,
        name: { vi: 'Mũ', en: 'Cap' },
        description: { vi: 'Mũ', en: 'Cap' },
        pointsMinor: 30_000n,
        valueMinor: 5_000_000n,
        stock: 2,
      })
      .returning();
    const member = await freshMember(1_000);
    const redeem = (body: Record<string, unknown>) =>
      member.client.send('POST', '/relay/passwordCheck/MCS2_redeemPointReward?language=en', body);

    const wrong = await redeem(order(item!.id, { paymentPassword: '000000' }));
    expect(wrong.json()).toMatchObject({ success: false, code: 'CASHIER_PAYMENT_PASSWORD_WRONG' });
    const tooMany = await redeem(order(item!.id, { quantity: 4 }));
    expect(tooMany.json()).toMatchObject({ code: 'POINTS_NOT_ENOUGH', value: { field: 'body.quantity' } });

    const first = await redeem(order(item!.id, { quantity: 2 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      productName: 'Cap',
      quantity: 2,
      points: '600.00',
      status: 'in_process',
    });
    expect(await pointsOf(member.id)).toBe(40_000n);
    expect((await redeem(order(item!.id))).json()).toMatchObject({ code: 'POINTS_OUT_OF_STOCK' });

    const queue = (await content.get('/points/orders?merchantCode=LW&status=in_process')).json().value;
    const mine = queue.content.find((row: { account: string }) => row.account === member.account);
    expect(mine).toMatchObject({ receivingAddress: '12 Le Loi, District 1, HCMC', value: '100000.00' });
    const rejected = await content.post(`/points/orders/${mine.id}/reject`, {
      remark: 'address unreachable',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', remark: 'address unreachable' });
    expect(await pointsOf(member.id)).toBe(100_000n);
    expect(
      (await content.post(`/points/orders/${mine.id}/approve`, { transactionReference: 'VNPOST-1' })).json(),
    ).toMatchObject({
      code: 'POINTS_ORDER_NOT_PENDING',
    });

    const second = await redeem(order(item!.id));
    const sent = await content.post(`/points/orders/${second.json().value.id}/approve`, {
      transactionReference: 'VNPOST-778899',
      paidAccount: 'Shop account 1',
    });
    expect(sent.json().value).toMatchObject({ status: 'approved', transactionReference: 'VNPOST-778899' });
    const history = (await member.client.call('GET', '/relay/MCS2_getRedeemPointList?language=en')).json()
      .value;
    expect(history.content.map((row: { status: string }) => row.status)).toEqual(['approved', 'rejected']);
    expect(await pointsOf(member.id)).toBe(70_000n);
    const [left] = await database.db.select().from(mallItems).where(eq(mallItems.id, item!.id));
    expect(left?.stock).toBe(1);
  });

  it('shows a visitor the goods and the rules, and keeps the points and orders to members', async () => {
    const visitor = createAuthClient(app, { ip: '198.18.77.7' });
    const goods = await visitor.call('GET', '/relay/MCS2_getPointReward?language=en');
    expect(goods.statusCode, goods.body).toBe(200);
    expect(goods.json().value.list.length).toBeGreaterThan(0);
    expect((await visitor.call('GET', '/relay/MCS2_getPointConfig')).json().value).toMatchObject({
      enabled: true,
    });
    for (const url of ['/relay/MCS2_getPointBalance', '/relay/MCS2_getRedeemPointList']) {
      expect((await visitor.call('GET', url)).statusCode).toBe(401);
    }
  });

  it('pays a bonus good at once under its promotion, asks no receiver for it, and requires one for goods', async () => {
    const [terms] = await database.db
      .insert(promotions)
      .values({
        merchantId: lw.id,
        kind: 'no_deposit',
        title: { vi: 'Thưởng đổi điểm', en: 'Points bonus' },
        summary: { vi: '-', en: '-' },
        rules: { vi: '-', en: '-' },
        maxBonusMinor: 0n,
        wageringMultiplier: 3,
        wageringBase: 'bonus',
        expiryDays: 7,
        enabled: false,
        startsAt: new Date(),
      })
      .returning();
    const [voucher] = await database.db
      .insert(mallItems)
      .values({
        merchantId: lw.id,
        name: { vi: 'Phiếu thưởng 20K', en: '20K bonus voucher' },
        description: { vi: '-', en: '-' },
        pointsMinor: 10_000n,
        valueMinor: 2_000_000n,
        bonusPromotionId: terms!.id,
      })
      .returning();
    const member = await freshMember(500);
    const listed = (await member.client.call('GET', '/relay/MCS2_getPointReward?language=en')).json().value
      .list;
    expect(listed.find((row: { id: number }) => row.id === voucher!.id)).toMatchObject({
      kind: 'bonus',
      wageringMultiplier: 3,
      value: '20000.00',
    });
    const redeem = (body: Record<string, unknown>) =>
      member.client.send('POST', '/relay/passwordCheck/MCS2_redeemPointReward?language=en', body);
    const bonusOrder = { itemId: voucher!.id, quantity: 2, paymentPassword: '246810' };
    const bought = await redeem(bonusOrder);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().value).toMatchObject({ status: 'approved', points: '200.00' });
    expect(bought.json().value.transactionReference).toMatch(/^Bonus #\d+$/);
    expect(await pointsOf(member.id)).toBe(30_000n);
    // 2 × 20,000 into the bonus wallet, wagering 3 × 40,000.
    expect(await wallet().balance(lw.id, member.id, 'VND', 'member_bonus')).toBe(4_000_000n);
    const bonus = (await member.client.call('GET', '/wps/member/bonus')).json().value.current;
    expect(bonus).toMatchObject({ status: 'wagering', bonus: '40000.00', wageringRequired: '120000.00' });

    // A second one while that bonus wagers: refused, and no points are spent.
    const again = await redeem(bonusOrder);
    expect(again.json()).toMatchObject({ success: false, code: 'PROMO_BONUS_ACTIVE' });
    expect(await pointsOf(member.id)).toBe(30_000n);

    // Goods still need their receiver.
    const [cap] = await database.db
      .insert(mallItems)
      .values({
        merchantId: lw.id,
        name: { vi: 'Mũ', en: 'Cap' },
        description: { vi: '-', en: '-' },
        pointsMinor: 100n,
      })
      .returning();
    const noReceiver = await redeem({ itemId: cap!.id, quantity: 1, paymentPassword: '246810' });
    expect(noReceiver.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'body.receiverName' },
    });
  });

  it('exchanges points for cash at the rate, from the minimum', async () => {
    const member = await freshMember(250);
    const convert = (points: string) =>
      member.client.send('POST', '/relay/passwordCheck/MCS2_convertPoint', {
        points,
        paymentPassword: '246810',
      });
    const config = (await member.client.call('GET', '/relay/MCS2_getPointConfig')).json().value;
    expect(config).toMatchObject({
      enabled: true,
      validBetPerPoint: '1000.00',
      cashPerPoint: '10.00',
      minExchange: '100.00',
    });
    expect(config.table[0]).toEqual({ points: '100.00', cash: '1000.00' });
    expect((await convert('99.99')).json()).toMatchObject({
      code: 'POINTS_BELOW_MINIMUM',
      value: { params: { min: '100.00' } },
    });
    expect((await convert('300.00')).json()).toMatchObject({ code: 'POINTS_NOT_ENOUGH' });
    const done = await convert('150.50');
    expect(done.json().value).toEqual({ points: '150.50', cash: '1505.00', balance: '99.50' });
    expect(await wallet().balance(lw.id, member.id, 'VND')).toBe(150_500n);
    const balance = (await member.client.call('GET', '/relay/MCS2_getPointBalance')).json().value;
    expect(balance).toMatchObject({ balance: '99.50', held: '0.00', earnedTotal: '250.00' });
  });
});
