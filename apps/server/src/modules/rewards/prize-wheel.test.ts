/**
 * The prize wheel (issue 17, ADR 064): the weighted pick and the published chances and expected
 * value, hand-computed; a spin spends one ticket and pays its prize once; stock runs out; tickets
 * from deposits, from a day's valid bet and from an operator; the refusals; the ledger invariant.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPrizeWheelService, oddsOf, pickByWeight } from './prize-wheel.service.ts';
import { type wheelPrizes, wheelTickets } from './rewards.table.ts';

let app: App;
let database: DatabaseHandle;
let jdg: typeof merchants.$inferSelect;
let content: OperatorClient;
let player: ReturnType<typeof createRoundPlayer>;

const prize = (id: number, weight: number, amountMinor: bigint, stock: number | null = null) =>
  ({
    id,
    merchantId: 1,
    label: { vi: `P${id}`, en: `P${id}` },
    kind: amountMinor > 0n ? 'cash' : 'nothing',
    amountMinor,
    weight,
    stock,
    sort: id,
    retired: false,
  }) as typeof wheelPrizes.$inferSelect;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  // The second brand: its wheel is the test's own, away from Luckwell's demo.
  [jdg] = (await database.db.select().from(merchants).where(eq(merchants.code, 'JDG'))) as [typeof jdg];
  content = createOperatorClient(app);
  await content.signIn('content', 'Content@2026');
  player = createRoundPlayer(app, database.db);
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

describe('the odds', () => {
  it('publishes each chance and the expected value from the weights of the prizes in stock', () => {
    const prizes = [prize(1, 50, 0n), prize(2, 30, 1_000n), prize(3, 15, 10_000n), prize(4, 5, 100_000n, 0)];
    const { chance, expected } = oddsOf(prizes);
    // Out of stock, prize 4 leaves 95 of weight: 50/95, 30/95, 15/95.
    expect(prizes.map(chance)).toEqual(['52.63', '31.58', '15.79', '0.00']);
    expect(expected).toBe((30n * 1_000n + 15n * 10_000n) / 95n); // 1,894 minor units
    expect(pickByWeight(prizes, 0)?.id).toBe(1);
    expect(pickByWeight(prizes, 49)?.id).toBe(1);
    expect(pickByWeight(prizes, 50)?.id).toBe(2);
    expect(pickByWeight(prizes, 94)?.id).toBe(3);
    expect(pickByWeight(prizes, 95)).toBeUndefined();
  });
});

describe('spinning', () => {
  const wheelBody = {
    merchantCode: 'JDG',
    enabled: true,
    depositForTicket: '20.00',
    validBetForTicket: '50.00',
    prizes: [
      {
        label: { vi: 'Chúc may mắn', en: 'Next time' },
        kind: 'nothing',
        amount: '0.00',
        weight: 1,
        stock: null,
      },
      { label: { vi: '$5', en: '$5' }, kind: 'cash', amount: '5.00', weight: 1, stock: 1 },
    ],
    reason: 'test wheel',
  };

  it('spends a ticket per spin, pays the prize once, runs the stock out and refuses without a ticket', async () => {
    const saved = await content.put('/wheel', wheelBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ enabled: true, expectedValue: '2.50', ticketsOut: 0 });
    const member = await player.member('JDG', { cash: 0n });
    const granted = await content.post('/wheel/tickets', {
      merchantCode: 'JDG',
      account: member.account,
      count: 3,
      reason: 'apology for downtime',
    });
    expect(granted.json().value).toEqual({ account: member.account, tickets: 3 });
    expect(
      (
        await content.post('/wheel/tickets', {
          merchantCode: 'JDG',
          account: 'nobody_here',
          count: 1,
          reason: 'x y z',
        })
      ).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'body.account' },
    });

    // Draws at the top of the weights: the $5 first (stock 1), then only "next time" is left.
    const wheel = createPrizeWheelService({ db: database.db, random: (max) => max - 1 });
    const won = await wheel.spin(jdg, member, 'en');
    expect(won).toMatchObject({ label: '$5', kind: 'cash', amount: '5.00', tickets: 2 });
    expect(await player.wallet.balance(jdg.id, member.id, 'USD')).toBe(500n);
    const next = await wheel.spin(jdg, member, 'en');
    expect(next).toMatchObject({ label: 'Next time', kind: 'nothing', amount: '0.00', tickets: 1 });
    const shown = await wheel.wheel(jdg, member, 'en');
    expect(shown.prizes.map((p) => [p.label, p.chance, p.available])).toEqual([
      ['Next time', '100.00', true],
      ['$5', '0.00', false],
    ]);
    expect(shown.spins.map((s) => s.label)).toEqual(['Next time', '$5']);
    await wheel.spin(jdg, member, 'en');
    await expect(wheel.spin(jdg, member, 'en')).rejects.toMatchObject({ code: 'WHEEL_NO_TICKET' });
    expect(await player.wallet.balance(jdg.id, member.id, 'USD')).toBe(500n);
  });

  it('earns a ticket per qualifying deposit and per day of enough valid bet, once each', async () => {
    await content.put('/wheel', wheelBody);
    const member = await player.member('JDG', { cash: 0n });
    const wheel = createPrizeWheelService({ db: database.db });
    await database.db.transaction(async (tx) => {
      const handle = tx as unknown as typeof database.db;
      await wheel.onDeposit(handle, { id: 9_001, merchantId: jdg.id, memberId: member.id, amount: 2_000n });
      await wheel.onDeposit(handle, { id: 9_001, merchantId: jdg.id, memberId: member.id, amount: 2_000n });
      await wheel.onDeposit(handle, { id: 9_002, merchantId: jdg.id, memberId: member.id, amount: 1_999n });
    });
    expect(await wheel.ticketsOf(jdg.id, member.id)).toBe(1);
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const played = (d: string, validBetMinor: bigint, category: string) => ({
      merchantId: jdg.id,
      memberId: member.id,
      day: d,
      category,
      vendor: 'WHEELV',
      rounds: 1,
      stakeMinor: validBetMinor,
      validBetMinor,
      payoutMinor: 0n,
      winLossMinor: -validBetMinor,
    });
    // Two days ago 30 + 20 across two categories reaches 50; a day ago 49.99 does not.
    await database.db
      .insert(betDaily)
      .values([played(day(2), 3_000n, 'RNG'), played(day(2), 2_000n, 'LIVE'), played(day(1), 4_999n, 'RNG')]);
    await wheel.tick();
    await wheel.tick();
    const tickets = await database.db
      .select({ source: wheelTickets.source })
      .from(wheelTickets)
      .where(and(eq(wheelTickets.merchantId, jdg.id), eq(wheelTickets.memberId, member.id)));
    expect(tickets.map((t) => t.source).sort()).toEqual(['deposit:9001', `bet:${day(2)}`].sort());
  });
});
