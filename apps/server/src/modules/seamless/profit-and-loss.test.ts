/**
 * The member's profit and loss (GET /wps/member/profit, ADR 049): its figures are the sums of the
 * rounds the member played, worked out here from the generated rounds themselves, and the daily
 * aggregates behind them count each round once however its settlement is replayed or raced.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { operators } from '../admin/operator.table.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { walletAdjustments } from '../finance/adjustment.table.ts';
import { createGamesRepository } from '../games/games.repository.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { memberBankAccounts } from '../withdrawals/bank-account.table.ts';
import { withdrawals } from '../withdrawals/withdrawal.table.ts';
import { betDaily } from './bet-daily.table.ts';
import { TEST_VENDOR_PATH, TEST_VENDOR_SECRET } from './demo-seamless.ts';
import { createSeamlessRepository } from './seamless.repository.ts';
import { createSeamlessService, type SeamlessAction } from './seamless.service.ts';
import { signBody } from './signature.ts';

let app: App;
let database: DatabaseHandle;
let lw: typeof merchants.$inferSelect;
const PASSWORD = 'Player@2026';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  [lw] = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW'))) as [
    typeof merchants.$inferSelect,
  ];
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

/** Written independently of the server's helpers: UTC+7, no daylight saving. */
const vietnamDay = (at: number) => new Date(at + 7 * HOUR_MS).toISOString().slice(0, 10);

let ip = 0;
/** A Luckwell member with a wallet, signed in. */
const member = async () => {
  const account = `pl_${randomUUID().slice(0, 8)}`;
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId: lw.id,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      referralCode: account.toUpperCase(),
    })
    .returning();
  await createWalletService(database.db).credit({
    merchantId: lw.id,
    memberId: row!.id,
    currency: lw.currencyCode,
    amountMinor: 10_000_000_000n,
    counterparty: 'cashier',
    idempotencyKey: `test:${account}:opening`,
    kind: 'deposit',
  });
  ip += 1;
  const c = createAuthClient(app, { ip: `198.51.100.${100 + ip}` });
  expect((await c.login(account, PASSWORD)).json().success).toBe(true);
  return { row: row!, c };
};

/** The seamless protocol with its own clock, so rounds can settle on past days. */
const protocol = () => {
  let clock = new Date();
  const service = createSeamlessService({
    db: database.db,
    now: () => clock,
    findGame: async (_merchantId, vendor, gameCode) => ({ vendor, gameCode, maintenance: false }),
    launchPathOf: () => TEST_VENDOR_PATH,
  });
  const call = (vendor: string, action: SeamlessAction, body: object) => {
    const rawBody = JSON.stringify({ requestId: randomUUID(), ...body });
    return service.handle({ vendor, action, rawBody, signature: signBody(TEST_VENDOR_SECRET, rawBody) });
  };
  const session = async (who: typeof members.$inferSelect, vendor: string, gameCode: string) => {
    await service.provisionSecret(lw.id, vendor, TEST_VENDOR_SECRET);
    const { url } = await service.launch(lw, who, { vendor, gameCode }, 'http://localhost');
    const auth = await call(vendor, 'authenticate', { launchToken: new URL(url).searchParams.get('token') });
    expect(auth.status).toBe('OK');
    return { vendor, token: auth.token!, currency: lw.currencyCode };
  };
  return {
    call,
    session,
    setClock: (at: number) => {
      clock = new Date(at);
    },
  };
};

type Sums = { rounds: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint };
const zero = (): Sums => ({ rounds: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n });
const add = (sums: Sums, stake: bigint, payout: bigint) => {
  sums.rounds += 1;
  sums.stake += stake;
  sums.validBet += stake;
  sums.payout += payout;
  sums.winLoss += payout - stake;
};
const asWire = (s: Sums) => ({
  rounds: s.rounds,
  stake: fromMinorUnits(s.stake),
  validBet: fromMinorUnits(s.validBet),
  payout: fromMinorUnits(s.payout),
  winLoss: fromMinorUnits(s.winLoss),
});

/** A small deterministic generator (xorshift), so a failure replays. */
const generator = (seed: number) => {
  let x = seed;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
};

describe('GET /wps/member/profit', () => {
  it('answers per day and per category the sums of the rounds the member played', async () => {
    const { row, c } = await member();
    const p = protocol();
    const catalogue = (await createGamesRepository(database.db).allGames(lw.id)).filter(
      (g) => g.isGame && g.vassalage.length <= 16,
    );
    const byType = new Map<string, (typeof catalogue)[number]>();
    for (const g of catalogue) if (!byType.has(g.gameType)) byType.set(g.gameType, g);
    const picks = [...byType.values()].slice(0, 3).map((g) => ({
      vendor: g.vassalage,
      gameCode: g.gameCode,
      category: g.gameType,
    }));
    expect(picks.length).toBe(3);
    // A game the catalogue does not know counts under OTHER.
    picks.push({ vendor: 'NOVA', gameCode: `unknown-${randomUUID().slice(0, 6)}`, category: 'OTHER' });
    const sessions = await Promise.all(picks.map((g) => p.session(row, g.vendor, g.gameCode)));

    const now = Date.now();
    const next = generator(20_260_415);
    const byDay = new Map<string, Sums>();
    const byCategory = new Map<string, Sums>();
    const total = zero();
    for (let n = 0; n < 60; n++) {
      const g = next(picks.length);
      const s = sessions[g]!;
      // Spread over the last 12 days, at any hour, so some rounds fall either side of a day's edge.
      const at = now - next(12 * 24) * HOUR_MS - next(60) * 60_000;
      p.setClock(at);
      const roundId = `pl-${randomUUID()}`;
      const bets = 1 + next(3);
      let stake = 0n;
      for (let b = 0; b < bets; b++) {
        const amount = BigInt(1 + next(500)) * 1000n;
        stake += amount;
        const placed = await p.call(s.vendor, 'debit', {
          token: s.token,
          roundId,
          transactionId: `${roundId}-b${b}`,
          amount: fromMinorUnits(amount),
          currency: s.currency,
        });
        expect(placed.status).toBe('OK');
      }
      const payout = next(2) === 0 ? 0n : BigInt(next(1500)) * 1000n;
      const settled = await p.call(s.vendor, 'credit', {
        token: s.token,
        roundId,
        transactionId: `${roundId}-w`,
        amount: fromMinorUnits(payout),
        currency: s.currency,
        roundClosed: true,
      });
      expect(settled.status).toBe('OK');
      const day = vietnamDay(at);
      if (!byDay.has(day)) byDay.set(day, zero());
      add(byDay.get(day)!, stake, payout);
      const category = picks[g]!.category;
      if (!byCategory.has(category)) byCategory.set(category, zero());
      add(byCategory.get(category)!, stake, payout);
      add(total, stake, payout);
    }
    // Neither a round still open nor one refunded counts.
    p.setClock(now - HOUR_MS);
    const open = `pl-open-${randomUUID()}`;
    const s0 = sessions[0]!;
    const debit = (roundId: string, transactionId: string) =>
      p.call(s0.vendor, 'debit', {
        token: s0.token,
        roundId,
        transactionId,
        amount: '500.00',
        currency: s0.currency,
      });
    expect((await debit(open, `${open}-b`)).status).toBe('OK');
    const refunded = `pl-refund-${randomUUID()}`;
    expect((await debit(refunded, `${refunded}-b`)).status).toBe('OK');
    const rolledBack = await p.call(s0.vendor, 'rollback', {
      token: s0.token,
      roundId: refunded,
      transactionId: `${refunded}-rb`,
      referenceTransactionId: `${refunded}-b`,
    });
    expect(rolledBack.status).toBe('OK');

    const to = vietnamDay(now);
    const from = vietnamDay(Date.parse(to) - 29 * DAY_MS + 12 * HOUR_MS);
    const response = await c.call('GET', `/wps/member/profit?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.days).toHaveLength(30);
    expect(value.days[0].day).toBe(from);
    expect(value.days.at(-1).day).toBe(to);
    for (const day of value.days) {
      expect(
        {
          day: day.day,
          rounds: day.rounds,
          stake: day.stake,
          validBet: day.validBet,
          payout: day.payout,
          winLoss: day.winLoss,
        },
        day.day,
      ).toEqual({ day: day.day, ...asWire(byDay.get(day.day) ?? zero()) });
    }
    expect(value.categories).toEqual(
      [...byCategory]
        .sort((a, b) => Number(b[1].stake - a[1].stake))
        .map(([category, sums]) => ({ category, ...asWire(sums) })),
    );
    expect(value.totals).toMatchObject(asWire(total));

    // The betting record over the same instants adds up to the same stake and win/loss.
    const bets = await c.call(
      'GET',
      `/wps/member/bets?from=${encodeURIComponent(`${from}T00:00:00+07:00`)}&to=${encodeURIComponent(
        `${vietnamDay(Date.parse(to) + DAY_MS)}T00:00:00+07:00`,
      )}&size=1`,
    );
    expect(bets.json().value).toMatchObject({
      totalStake: fromMinorUnits(total.stake + 50_000n),
      totalWinLoss: value.totals.winLoss,
    });

    // Filtered by category and status, the betting record's totals are that category's figures.
    const range = `from=${encodeURIComponent(`${from}T00:00:00+07:00`)}&to=${encodeURIComponent(
      `${vietnamDay(Date.parse(to) + DAY_MS)}T00:00:00+07:00`,
    )}`;
    for (const [category, sums] of byCategory) {
      const filtered = (
        await c.call('GET', `/wps/member/bets?${range}&category=${category.toLowerCase()}&status=settled`)
      ).json().value;
      expect(filtered, category).toMatchObject({
        total: sums.rounds,
        totalStake: fromMinorUnits(sums.stake),
        totalValidBet: fromMinorUnits(sums.validBet),
        totalPayout: fromMinorUnits(sums.payout),
        totalWinLoss: fromMinorUnits(sums.winLoss),
      });
    }
    const stillOpen = (await c.call('GET', `/wps/member/bets?${range}&status=open`)).json().value;
    expect(stillOpen).toMatchObject({ total: 1, list: [{ roundId: open, status: 'open' }] });

    // A shorter range answers only its own days.
    const week = vietnamDay(Date.parse(to) - 6 * DAY_MS + 12 * HOUR_MS);
    const last7 = (await c.call('GET', `/wps/member/profit?from=${week}&to=${to}`)).json().value;
    expect(last7.days).toHaveLength(7);
    const weekStake = [...byDay].filter(([d]) => d >= week).reduce((sum, [, s]) => sum + s.stake, 0n);
    expect(toMinorUnits(last7.totals.stake)).toBe(weekStake);
  });

  it('counts a settlement once when the vendor repeats it or two settlements race', async () => {
    const { row, c } = await member();
    const p = protocol();
    const s = await p.session(row, 'NOVA', 'pl-race');
    const roundId = `pl-${randomUUID()}`;
    expect(
      (
        await p.call('NOVA', 'debit', {
          token: s.token,
          roundId,
          transactionId: `${roundId}-b`,
          amount: '100.00',
          currency: s.currency,
        })
      ).status,
    ).toBe('OK');
    const settle = (transactionId: string, amount: string) =>
      p.call('NOVA', 'credit', {
        token: s.token,
        roundId,
        transactionId,
        amount,
        currency: s.currency,
        roundClosed: true,
      });
    // Two different settlements at once: one settles the round, the other finds it closed.
    const raced = await Promise.all([settle(`${roundId}-w1`, '250.00'), settle(`${roundId}-w2`, '40.00')]);
    expect(raced.map((r) => r.status).sort()).toEqual(['OK', 'ROUND_CLOSED']);
    const won = raced[0]!.status === 'OK' ? '250.00' : '40.00';
    // The vendor repeats the winning call: the first answer again, nothing added.
    const again = await settle(raced[0]!.status === 'OK' ? `${roundId}-w1` : `${roundId}-w2`, won);
    expect(again.status).toBe('OK');

    const today = vietnamDay(Date.now());
    const value = (await c.call('GET', `/wps/member/profit?from=${today}&to=${today}`)).json().value;
    expect(value.totals).toMatchObject({
      rounds: 1,
      stake: '100.00',
      payout: won,
      winLoss: fromMinorUnits(toMinorUnits(won) - 10_000n),
    });
  });

  it('counts a transfer-mode round once however often the vendor reports it', async () => {
    const { row } = await member();
    const repository = createSeamlessRepository(database.db);
    const round = {
      merchantId: lw.id,
      memberId: row.id,
      vendor: 'TVDEMO',
      gameCode: 'pl-transfer',
      roundId: `pl-${randomUUID()}`,
      currency: lw.currencyCode,
      stakeMinor: 70_000n,
      payoutMinor: 20_000n,
      placedAt: new Date(),
      settledAt: new Date(),
    };
    await Promise.all([repository.recordSettledRound(round), repository.recordSettledRound(round)]);
    await repository.recordSettledRound(round);
    const rows = await database.db
      .select()
      .from(betDaily)
      .where(and(eq(betDaily.memberId, row.id), eq(betDaily.vendor, 'TVDEMO')));
    expect(rows).toMatchObject([
      { rounds: 1, stakeMinor: 70_000n, payoutMinor: 20_000n, winLossMinor: -50_000n },
    ]);
  });

  it("adds the cashier's money by the day it moved: approved deposits, paid withdrawals and bonuses", async () => {
    const { row, c } = await member();
    const db = database.db;
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.merchantId, lw.id))
      .limit(1);
    const [operator] = await db.select().from(operators).limit(1);
    const [bank] = await db
      .insert(memberBankAccounts)
      .values({
        merchantId: lw.id,
        memberId: row.id,
        bankName: 'Vietcombank',
        accountNumber: '0071000999999',
        accountName: 'PL TEST',
      })
      .returning();
    const deposit = (amount: bigint, status: string, daysAgo: number) => ({
      merchantId: lw.id,
      memberId: row.id,
      methodId: method!.id,
      kind: 'bank',
      amount,
      currency: lw.currencyCode,
      status,
      decidedAt: at(daysAgo),
      createdAt: at(daysAgo),
    });
    await db
      .insert(deposits)
      .values([
        deposit(500_000_00n, 'approved', 0),
        deposit(200_000_00n, 'approved', 3),
        deposit(900_000_00n, 'rejected', 0),
        deposit(100_000_00n, 'approved', 40),
      ]);
    const withdrawal = (amount: bigint, status: string, daysAgo: number) => ({
      merchantId: lw.id,
      memberId: row.id,
      bankAccountId: bank!.id,
      amount,
      currency: lw.currencyCode,
      status,
      paidAt: status === 'paid' ? at(daysAgo) : null,
      createdAt: at(daysAgo),
    });
    await db
      .insert(withdrawals)
      .values([withdrawal(150_000_00n, 'paid', 3), withdrawal(70_000_00n, 'pending', 0)]);
    // Posted adjustments carry their journal entry (the promotions account on the other side, ADR 018).
    const wallet = createWalletService(db);
    const posted = async (direction: 'credit' | 'debit', amount: bigint) => {
      const { entryId } = await wallet[direction]({
        merchantId: lw.id,
        memberId: row.id,
        currency: lw.currencyCode,
        amountMinor: amount,
        counterparty: 'promotion',
        idempotencyKey: `test:pl-adjustment:${randomUUID()}`,
        kind: 'adjustment',
      });
      return { status: 'posted', entryId };
    };
    const adjustment = (direction: string, amount: bigint, state: { status: string; entryId?: number }) => ({
      merchantId: lw.id,
      memberId: row.id,
      direction,
      amount,
      currency: lw.currencyCode,
      reason: 'test',
      requestedBy: operator!.id,
      decidedAt: at(0),
      ...state,
    });
    await db
      .insert(walletAdjustments)
      .values([
        adjustment('credit', 30_000_00n, await posted('credit', 30_000_00n)),
        adjustment('debit', 5_000_00n, await posted('debit', 5_000_00n)),
        adjustment('credit', 99_000_00n, { status: 'pending' }),
      ]);

    const to = vietnamDay(now);
    const from = vietnamDay(now - 6 * DAY_MS);
    const value = (await c.call('GET', `/wps/member/profit?from=${from}&to=${to}`)).json().value;
    expect(value.totals).toMatchObject({
      deposits: '700000.00',
      withdrawals: '150000.00',
      bonuses: '25000.00',
      rebates: '0.00',
      netDeposits: '550000.00',
    });
    const day = (t: number) => value.days.find((d: { day: string }) => d.day === vietnamDay(t));
    expect(day(now)).toMatchObject({ deposits: '500000.00', withdrawals: '0.00', bonuses: '25000.00' });
    expect(day(now - 3 * DAY_MS)).toMatchObject({
      deposits: '200000.00',
      withdrawals: '150000.00',
      netDeposits: '50000.00',
    });
  });

  it("gives a database that had rounds before the aggregates the same sums (the migration's backfill)", async () => {
    const migration = readFileSync(
      fileURLToPath(new URL('../../../drizzle/0018_bet_daily.sql', import.meta.url)),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/INSERT INTO "bet_daily"/);
    const ordered = () =>
      database.db
        .select()
        .from(betDaily)
        .orderBy(betDaily.memberId, betDaily.day, betDaily.category, betDaily.vendor);
    const live = await ordered();
    expect(live.length).toBeGreaterThan(0);
    await database.db.transaction(async (tx) => {
      await tx.delete(betDaily).where(sql`true`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await ordered()).toEqual(live);
  });

  it('refuses a range that is backwards or longer than 92 days, naming the field', async () => {
    const { c } = await member();
    const backwards = await c.call('GET', '/wps/member/profit?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { field: 'querystring.to' },
    });
    const long = await c.call('GET', '/wps/member/profit?from=2026-01-01&to=2026-04-30');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { field: 'querystring.from' },
    });
    const notADay = await c.call('GET', '/wps/member/profit?from=yesterday&to=2026-04-30');
    expect(notADay.json()).toMatchObject({ success: false, value: { field: 'querystring.from' } });
  });

  it('asks a guest to sign in', async () => {
    const guest = createAuthClient(app, { ip: '198.51.100.250' });
    const response = await guest.call('GET', '/wps/member/profit?from=2026-03-01&to=2026-03-07');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'in_not_logged_in' });
  });
});
