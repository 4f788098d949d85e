/**
 * Contract settlement (issue 16, ADR 056) against pay worked out by hand in the comments: daily wages
 * by rate difference down a two-level tree, the tier boundary to the minor unit, contracts changed and
 * ended mid-period, weekly dividends with a losing line and a losing week, an upline that pays and
 * cannot, a period settled twice and by two servers at once, hourly and real-time salary from the
 * 5-minute slices. The ledger balances after each.
 */
import type { TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import { toMinorUnits } from '@luckwell/contracts/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createEventBus } from '../../platform/event-bus.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import type { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createBetDailyRepository } from '../seamless/bet-daily.repository.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { contractSettings, contractSettlements } from './agent-contract.table.ts';
import { createAgentContractsService } from './agent-contracts.service.ts';
import { periodAt, periodOf } from './contract-periods.ts';
import { createContractSettlementService } from './contract-settlement.service.ts';
import { type ContractSettings, DEFAULT_CONTRACT_SETTINGS, toStoredTiers } from './contract-terms.ts';

let database: DatabaseHandle;
let merchant: Merchant;
let wallet: WalletService;
let clock = new Date('2026-11-01T03:00:00Z');
const now = () => clock;
let payer: ContractSettings['payer'] = 'platform';
const settingsOf = async (_merchantId: number, kind: TContractKind) => ({
  ...DEFAULT_CONTRACT_SETTINGS[kind],
  enabled: true,
  payer,
});

const contractsService = () =>
  createAgentContractsService({
    db: database.db,
    events: createEventBus({ db: database.db, listen: database.listen }),
    agentPolicy: async () => true,
    now,
  });
const settlementService = (node = 'test-node') =>
  createContractSettlementService({ db: database.db, wallet, settingsOf, node, now });

beforeAll(async () => {
  database = await createTestDatabase();
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) throw new Error('no LW brand');
  merchant = lw;
  wallet = createWalletService(database.db);
  make = createMemberMaker(database.db, merchant.id, 'settle');
}, 60_000);
afterAll(async () => {
  await database.close();
});

const ledgerClean = async () => {
  expect(await checkLedger(database.db)).toMatchObject({ ok: true, negativeMemberWallets: [] });
};

const mine = new Set<number>();
let make: ReturnType<typeof createMemberMaker>;
/** This file's members; `mine` remembers them (the demo's contracts settle the same periods). */
const addMember = async (uplineId: number | null, type: number) => {
  const row = await make(uplineId, type);
  mine.add(row.id);
  return row;
};

/** A day of bets for a member: valid bet and the member's win (negative: the house won). */
const bet = async (memberId: number, day: string, validBet: string, memberWin = '0.00') => {
  const valid = toMinorUnits(validBet);
  const win = memberWin.startsWith('-') ? -toMinorUnits(memberWin.slice(1)) : toMinorUnits(memberWin);
  await database.db
    .insert(betDaily)
    .values({
      merchantId: merchant.id,
      memberId,
      day,
      category: 'RNG',
      vendor: 'TEST',
      rounds: 1,
      stakeMinor: valid,
      validBetMinor: valid,
      payoutMinor: valid + win,
      winLossMinor: win,
    })
    .onConflictDoUpdate({
      target: [betDaily.merchantId, betDaily.memberId, betDaily.day, betDaily.category, betDaily.vendor],
      set: {
        validBetMinor: sql`${betDaily.validBetMinor} + ${valid}`,
        stakeMinor: sql`${betDaily.stakeMinor} + ${valid}`,
        winLossMinor: sql`${betDaily.winLossMinor} + ${win}`,
      },
    });
};

const tiers = (...rows: [validBet: string, activeMembers: number, rate: string, profitLoss?: string][]) =>
  rows.map(([validBet, activeMembers, rate, profitLoss = '0.00']) => ({
    validBet: validBet as never,
    profitLoss: profitLoss as never,
    activeMembers,
    rate,
  }));

const cash = (memberId: number) => wallet.balance(merchant.id, memberId, merchant.currencyCode);

/** This file's rows of a period: the demo's own contracts settle the same periods. */
const rowsOf = async (kind: TContractKind, periodKey: string) =>
  (
    await database.db
      .select()
      .from(contractSettlements)
      .where(and(eq(contractSettlements.kind, kind), eq(contractSettlements.periodKey, periodKey)))
  ).filter((row) => mine.has(row.memberId));

/** Offers and accepts a contract from `upline` to `member` at the clock's time. */
const contract = async (
  kind: TContractKind,
  upline: typeof members.$inferSelect,
  member: typeof members.$inferSelect,
  offered: ReturnType<typeof tiers>,
) => {
  const service = contractsService();
  const { id } = await service.act(merchant, upline, kind, {
    action: 'offer',
    memberId: member.id,
    tiers: offered as never,
  });
  return service.act(merchant, member, kind, { action: 'accept', contractId: id });
};

describe('daily wages', () => {
  let a: typeof members.$inferSelect;
  let s: typeof members.$inferSelect;
  let p1: typeof members.$inferSelect;
  let q: typeof members.$inferSelect;
  let s2: typeof members.$inferSelect;
  let trial: typeof members.$inferSelect;

  beforeAll(async () => {
    clock = new Date('2026-11-01T03:00:00Z');
    a = await addMember(null, 1);
    p1 = await addMember(a.id, 0);
    s = await addMember(a.id, 2);
    q = await addMember(s.id, 0);
    s2 = await addMember(a.id, 2);
    trial = await addMember(a.id, 4);
    // A: 1% from the first coin, 1.5% from 1,000,000.00 with 2 active members. S: 0.6%, 0.8% from 500,000.00 with 1.
    await contractsService().grantByOperator(
      merchant.id,
      a.id,
      'dailyWage',
      toStoredTiers(tiers(['0.00', 0, '1.00'], ['1000000.00', 2, '1.50'])),
    );
    await contract('dailyWage', a, s, tiers(['0.00', 0, '0.60'], ['500000.00', 1, '0.80']));
  });

  it('pays each agent their rate less what their contracted sub-agents earn', async () => {
    const day = '2026-11-10';
    await bet(a.id, day, '100000.00');
    await bet(p1.id, day, '300000.00');
    await bet(s.id, day, '50000.00');
    await bet(q.id, day, '450000.00');
    await bet(s2.id, day, '20000.00');
    await bet(trial.id, day, '1000000.00'); // play money: never counts
    const [aBefore, sBefore] = [await cash(a.id), await cash(s.id)];

    clock = new Date('2026-11-11T01:00:00Z');
    await settlementService().settle(merchant.id, 'dailyWage', periodOf('daily', day));

    // A's team 920,000.00 (< 1,000,000.00): 1%. Self 1,000.00 + P1 3,000.00 + S 5,000.00 − 4,000.00 + S2 200.00.
    // S's team 500,000.00 with Q active: 0.8%. Self 400.00 + Q 3,600.00.
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('5200.00'));
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('4000.00'));
    const rows = await rowsOf('dailyWage', day);
    const ofA = rows.find((row) => row.memberId === a.id);
    expect(ofA).toMatchObject({ status: 'paid', rateBp: 100, activeMembers: 4, payerId: null });
    expect(ofA?.validBetMinor).toBe(toMinorUnits('920000.00'));
    expect(ofA?.lines).toEqual([
      expect.objectContaining({ role: 'self', basisMinor: '10000000', rateBp: 100, amountMinor: '100000' }),
      expect.objectContaining({ memberId: p1.id, role: 'player', amountMinor: '300000' }),
      expect.objectContaining({
        memberId: s.id,
        role: 'agent',
        basisMinor: '50000000',
        rateBp: 20,
        downlineRateBp: 80,
        amountMinor: '100000',
      }),
      expect.objectContaining({ memberId: s2.id, role: 'agent', downlineRateBp: null, amountMinor: '20000' }),
    ]);
    await ledgerClean();
  });

  it('reaches a tier exactly at its threshold, and truncates to the minor unit below it', async () => {
    // Day 2: A's own 180,000.00 makes the team exactly 1,000,000.00: 1.5% on every line.
    // Self 2,700.00 + P1 4,500.00 + S 7,500.00 − 4,000.00 + S2 300.00 = 11,000.00.
    const day2 = '2026-11-12';
    for (const [id, amount] of [
      [a.id, '180000.00'],
      [p1.id, '300000.00'],
      [s.id, '50000.00'],
      [q.id, '450000.00'],
      [s2.id, '20000.00'],
    ] as const)
      await bet(id, day2, amount);
    // Day 3: S2 bets 0.01 less: 999,999.99 stays at 1%; S2's line 19,999.99 × 1% = 199.9999 → 199.99.
    // Self 1,800.00 + P1 3,000.00 + S 1,000.00 + S2 199.99 = 5,999.99.
    const day3 = '2026-11-13';
    for (const [id, amount] of [
      [a.id, '180000.00'],
      [p1.id, '300000.00'],
      [s.id, '50000.00'],
      [q.id, '450000.00'],
      [s2.id, '19999.99'],
    ] as const)
      await bet(id, day3, amount);
    clock = new Date('2026-11-14T01:00:00Z');
    const settlement = settlementService();
    const before = await cash(a.id);
    await settlement.settle(merchant.id, 'dailyWage', periodOf('daily', day2));
    expect((await cash(a.id)) - before).toBe(toMinorUnits('11000.00'));
    await settlement.settle(merchant.id, 'dailyWage', periodOf('daily', day3));
    expect((await cash(a.id)) - before).toBe(toMinorUnits('16999.99'));
    await ledgerClean();
  });

  it('settles a period by the terms in force when it ended: a change applies to the whole day, an end pays nothing', async () => {
    const day4 = '2026-11-15';
    await bet(q.id, day4, '100000.00');
    // At 12:00 (UTC+7) on day 4 S accepts a new flat 0.5%: it settles day 4.
    clock = new Date('2026-11-15T05:00:00Z');
    await contract('dailyWage', a, s, tiers(['0.00', 0, '0.50']));
    const day5 = '2026-11-16';
    await bet(q.id, day5, '100000.00');
    // During day 5 A and S agree to end S's contract: day 5 pays S nothing and A the whole line.
    clock = new Date('2026-11-16T05:00:00Z');
    const service = contractsService();
    const page = await service.page(merchant, s, 'dailyWage');
    await service.act(merchant, s, 'dailyWage', { action: 'terminate', contractId: page.mine!.id });
    await service.act(merchant, a, 'dailyWage', { action: 'agreeTermination', contractId: page.mine!.id });

    clock = new Date('2026-11-17T01:00:00Z');
    const settlement = settlementService();
    const [aBefore, sBefore] = [await cash(a.id), await cash(s.id)];
    await settlement.settle(merchant.id, 'dailyWage', periodOf('daily', day4));
    // Day 4: S 100,000.00 × 0.5% = 500.00; A (1%) 1,000.00 − 500.00 = 500.00.
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('500.00'));
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('500.00'));
    await settlement.settle(merchant.id, 'dailyWage', periodOf('daily', day5));
    // Day 5: S has no contract; A is paid 1% of S's team, 1,000.00.
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('500.00'));
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('1500.00'));
    expect((await rowsOf('dailyWage', day5)).map((row) => row.memberId)).toEqual([a.id]);
    await ledgerClean();
  });

  it('pays a period once however often and on however many servers it is settled', async () => {
    const day = '2026-11-18';
    await bet(p1.id, day, '100000.00');
    clock = new Date('2026-11-19T01:00:00Z');
    const before = await cash(a.id);
    const period = periodOf('daily', day);
    const [one, two] = [settlementService('node-one'), settlementService('node-two')];
    const ran = await Promise.all([
      one.settleOnce(merchant.id, 'dailyWage', period),
      two.settleOnce(merchant.id, 'dailyWage', period),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // Straight past the lease too: the rows and the wallet keys pay once.
    await Promise.all([
      one.settle(merchant.id, 'dailyWage', period),
      two.settle(merchant.id, 'dailyWage', period),
    ]);
    expect(await one.settleOnce(merchant.id, 'dailyWage', period)).toBe(false);
    expect((await cash(a.id)) - before).toBe(toMinorUnits('1000.00'));
    expect(await rowsOf('dailyWage', day)).toHaveLength(1);
    await ledgerClean();
  });
});

describe('dividends', () => {
  it('pays weekly on house profit, a losing line counts against the rest, a losing week pays nothing', async () => {
    clock = new Date('2026-11-01T03:00:00Z');
    const a = await addMember(null, 1);
    const p1 = await addMember(a.id, 0);
    const s = await addMember(a.id, 2);
    const q = await addMember(s.id, 0);
    const s2 = await addMember(a.id, 2);
    await contractsService().grantByOperator(
      merchant.id,
      a.id,
      'dividend',
      toStoredTiers(tiers(['0.00', 0, '30.00'])),
    );
    await contract('dividend', a, s, tiers(['0.00', 0, '20.00']));
    // Week 48 (Mon 23 – Sun 29 November): P1 loses 200,000.00, Q 100,000.00, S2 wins 50,000.00.
    await bet(p1.id, '2026-11-23', '500000.00', '-200000.00');
    await bet(q.id, '2026-11-25', '300000.00', '-100000.00');
    await bet(s2.id, '2026-11-29', '100000.00', '50000.00');
    // Week 49: P1 loses 10,000.00 and Q wins 40,000.00: S's team and A's whole team lost the house money.
    await bet(p1.id, '2026-12-01', '50000.00', '-10000.00');
    await bet(q.id, '2026-12-02', '80000.00', '40000.00');
    clock = new Date('2026-12-08T01:00:00Z');
    const settlement = settlementService();
    const [aBefore, sBefore] = [await cash(a.id), await cash(s.id)];
    const week48 = periodOf('weekly', '2026-11-25');
    expect(week48).toMatchObject({ key: '2026-W48', from: '2026-11-23', to: '2026-11-29' });
    await settlement.settle(merchant.id, 'dividend', week48);
    // A: P1 30% × 200,000.00 = 60,000.00; S 30% × 100,000.00 − 20% × 100,000.00 = 10,000.00;
    // S2 30% × −50,000.00 = −15,000.00. 55,000.00. S: Q 20% × 100,000.00 = 20,000.00.
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('55000.00'));
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('20000.00'));

    await settlement.settle(merchant.id, 'dividend', periodOf('weekly', '2026-12-01'));
    // A: P1 3,000.00 + S 30% × −40,000.00 = −12,000.00: −9,000.00 pays nothing; S's team lost: nothing.
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('55000.00'));
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('20000.00'));
    const week49 = await rowsOf('dividend', '2026-W49');
    expect(week49.filter((row) => [a.id, s.id].includes(row.memberId)).map((row) => row.status)).toEqual([
      'nothingDue',
      'nothingDue',
    ]);
    await ledgerClean();
  });
});

describe('an upline who pays', () => {
  it('pays from their wallet, records an insufficient balance when it cannot, and pays the same row later', async () => {
    payer = 'upline';
    try {
      clock = new Date('2026-11-01T03:00:00Z');
      // B's only tier needs 10,000,000.00: B earns nothing, but owes A 1% of A's team.
      const b = await addMember(null, 1);
      const a = await addMember(b.id, 2);
      const p = await addMember(a.id, 0);
      await contractsService().grantByOperator(
        merchant.id,
        b.id,
        'dailyWage',
        toStoredTiers(tiers(['10000000.00', 0, '1.00'])),
      );
      await contract('dailyWage', b, a, tiers(['0.00', 0, '1.00']));
      const day = '2026-11-20';
      await bet(p.id, day, '200000.00');
      clock = new Date('2026-11-21T01:00:00Z');
      const settlement = settlementService();
      await settlement.settle(merchant.id, 'dailyWage', periodOf('daily', day));
      const [ofA] = (await rowsOf('dailyWage', day)).filter((row) => row.memberId === a.id);
      expect(ofA).toMatchObject({
        status: 'insufficientBalance',
        payerId: b.id,
        amountMinor: toMinorUnits('2000.00'),
      });
      expect(await cash(a.id)).toBe(0n);

      await wallet.grant({
        merchantId: merchant.id,
        memberId: b.id,
        currency: merchant.currencyCode,
        amountMinor: toMinorUnits('5000.00'),
        source: 'cashier',
        idempotencyKey: `settle-test-fund-${b.id}`,
        memo: 'funds',
      });
      await settlement.settle(merchant.id, 'dailyWage', periodOf('daily', day));
      expect(await cash(a.id)).toBe(toMinorUnits('2000.00'));
      expect(await cash(b.id)).toBe(toMinorUnits('3000.00'));
      await ledgerClean();
    } finally {
      payer = 'platform';
    }
  });
});

describe('hourly and real-time salary', () => {
  /** A settled round at an instant, as the seamless path adds it (its day and its 5-minute slice). */
  const round = (memberId: number, at: string, validBet: string) =>
    createBetDailyRepository(database.db).add({
      merchantId: merchant.id,
      memberId,
      vendor: 'TEST',
      gameCode: 'test-game',
      stakeMinor: toMinorUnits(validBet),
      validBetMinor: toMinorUnits(validBet),
      payoutMinor: 0n,
      winLossMinor: -toMinorUnits(validBet),
      settledAt: new Date(at),
    });

  it('pays each hour and each 5 minutes on the bets settled in it, by rate difference', async () => {
    clock = new Date('2026-11-01T03:00:00Z');
    const a = await addMember(null, 1);
    const p1 = await addMember(a.id, 0);
    const s = await addMember(a.id, 2);
    const q = await addMember(s.id, 0);
    // Both kinds are off until the brand turns them on (the demo turns hourly salary on for Luckwell).
    for (const [kind, cycle] of [
      ['hourlySalary', 'hourly'],
      ['realtimeSalary', 'fiveMinutes'],
    ] as const) {
      await database.db
        .insert(contractSettings)
        .values({ merchantId: merchant.id, kind, enabled: true, cycle, payer: 'platform', maxRateBp: 100 })
        .onConflictDoUpdate({
          target: [contractSettings.merchantId, contractSettings.kind],
          set: { enabled: true, cycle, payer: 'platform', maxRateBp: 100 },
        });
    }
    const service = contractsService();
    await service.grantByOperator(
      merchant.id,
      a.id,
      'hourlySalary',
      toStoredTiers(tiers(['0.00', 0, '0.50'])),
    );
    await service.grantByOperator(
      merchant.id,
      a.id,
      'realtimeSalary',
      toStoredTiers(tiers(['0.00', 0, '0.20'])),
    );
    await contract('hourlySalary', a, s, tiers(['0.00', 0, '0.30']));

    // The hour 14:00–15:00 of 12 November on the business clock is 07:00–08:00 UTC.
    await round(p1.id, '2026-11-12T06:59:59Z', '500000.00'); // the hour before
    await round(p1.id, '2026-11-12T07:10:00Z', '200000.00');
    await round(q.id, '2026-11-12T07:30:00Z', '400000.00');
    await round(p1.id, '2026-11-12T07:55:00Z', '100000.00');
    await round(p1.id, '2026-11-12T08:00:00Z', '1000000.00'); // the hour after
    const [aBefore, sBefore] = [await cash(a.id), await cash(s.id)];

    const hour = periodAt('hourly', new Date('2026-11-12T07:00:00Z'));
    expect(hour.key).toBe('2026-11-12T14');
    clock = new Date('2026-11-12T08:00:30Z');
    await settlementService().settle(merchant.id, 'hourlySalary', hour);
    // A: p1 300,000.00 × 0.5% = 1,500.00; S's team 400,000.00 × (0.5% − 0.3%) = 800.00. S: 400,000.00 × 0.3% = 1,200.00.
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('2300.00'));
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('1200.00'));
    const [ofA] = (await rowsOf('hourlySalary', hour.key)).filter((row) => row.memberId === a.id);
    expect(ofA).toMatchObject({
      validBetMinor: toMinorUnits('700000.00'),
      rateBp: 50,
      periodFrom: '2026-11-12',
    });

    // The 5 minutes from 14:30: only q's 400,000.00, through S (no real-time contract): 0.2% = 800.00.
    const slice = periodAt('fiveMinutes', new Date('2026-11-12T07:32:00Z'));
    expect(slice.key).toBe('2026-11-12T14:30');
    await settlementService().settle(merchant.id, 'realtimeSalary', slice);
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('3100.00'));

    // The scheduler's beat at 15:00:30 settles what is left of the last day of hours and the last
    // hour of slices (a server that was down catches up), and nothing twice:
    // the hour from 13:00, p1's 500,000.00 × 0.5% = 2,500.00 (the hour from 14:00 is paid already);
    // the slices from 14:10 and 14:55, p1's 200,000.00 and 100,000.00 × 0.2% = 600.00 (14:30 is paid).
    const settlement = settlementService();
    await settlement.tick();
    await settlement.tick();
    expect((await cash(a.id)) - aBefore).toBe(toMinorUnits('6200.00'));
    expect((await cash(s.id)) - sBefore).toBe(toMinorUnits('1200.00'));
    expect(
      (await rowsOf('hourlySalary', '2026-11-12T13')).map((row) => [row.memberId, row.status]).sort(),
    ).toEqual(
      [
        [a.id, 'paid'],
        [s.id, 'nothingDue'],
      ].sort(),
    );
    expect(await rowsOf('realtimeSalary', '2026-11-12T14:55')).toHaveLength(1);
    // Slices of that hour without a round pay nothing and are written as such.
    expect(await rowsOf('realtimeSalary', '2026-11-12T14:05')).toMatchObject([{ status: 'nothingDue' }]);
    await ledgerClean();
  });
});
