/**
 * VIP ranks (issue 17, ADR 066), hand-computed on the second brand's own ranks (in cents):
 *
 * | level | valid bet | deposits | level-up | monthly | birthday | rebate extra |
 * | 1     | 1,000.00  | 100.00   | 10.00    | 5.00    | 20.00    | 0.10 %       |
 * | 2     | 5,000.00  | 500.00   | 50.00    | 25.00   | 60.00    | 0.20 %       |
 * | 3     | 20,000.00 | 2,000.00 | 200.00   | 100.00  | 150.00   | 0.30 %       |
 *
 * Rising pays each first-reached level once however often it is run; the monthly review drops one
 * level at most and pays the kept level's monthly bonus once a month; birthdays once a year; the
 * rebate adds the level's extra; the member's page, the member info and the back office; the
 * ledger invariant after each.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createRebatesService } from '../rebates/rebates.service.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import {
  birthdayIn,
  createVipService,
  keptLevel,
  qualifyingLevel,
  type VipLevelRow,
  windowStart,
} from './vip.service.ts';
import { memberVip, vipLevels, vipRewards } from './vip.table.ts';

const PASSWORD = 'Player@2026';
let app: App;
let database: DatabaseHandle;
let jd: typeof merchants.$inferSelect;
let lw: typeof merchants.$inferSelect;
let addMember: (merchant?: typeof merchants.$inferSelect) => Promise<{ id: number; account: string }>;
let levels: VipLevelRow[];

/** 15 March 2025, noon in the business day's time zone: the window runs from 14 February. */
const NOW = new Date('2025-03-15T05:00:00Z');
const vipAt = (now = NOW) =>
  createVipService({ db: database.db, wallet: createWalletService(database.db), now: () => now });

const RANKS = [
  [0n, 0n, 0n, 0n, 0n, 0],
  [1_000_00n, 100_00n, 10_00n, 5_00n, 20_00n, 10],
  [5_000_00n, 500_00n, 50_00n, 25_00n, 60_00n, 20],
  [20_000_00n, 2_000_00n, 200_00n, 100_00n, 150_00n, 30],
] as const;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const brands = await database.db.select().from(merchants);
  lw = brands.find((brand) => brand.code === 'LW')!;
  jd = brands.find((brand) => brand.code !== 'LW')!;
  const passwordHash = await hashPassword(PASSWORD);
  const makers = new Map(
    [lw, jd].map((brand) => [
      brand.id,
      createMemberMaker(database.db, brand.id, `vip${brand.id}_`, { passwordHash }),
    ]),
  );
  addMember = (merchant = jd) => makers.get(merchant.id)!(null);
  await database.db.delete(vipLevels).where(eq(vipLevels.merchantId, jd.id));
  levels = await database.db
    .insert(vipLevels)
    .values(
      RANKS.map(([bet, deposit, up, month, birthday, extra], level) => ({
        merchantId: jd.id,
        level,
        name: { vi: `Hạng ${level}`, en: `Rank ${level}` },
        minValidBetMinor: bet,
        minDepositMinor: deposit,
        levelUpBonusMinor: up,
        monthlyBonusMinor: month,
        birthdayBonusMinor: birthday,
        rebateExtraBp: extra,
      })),
    )
    .returning();
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const play = (memberId: number, day: string, validBet: bigint, merchant = jd) =>
  database.db.insert(betDaily).values({
    merchantId: merchant.id,
    memberId,
    day,
    category: 'RNG',
    vendor: 'VIPTEST',
    rounds: 1,
    stakeMinor: validBet,
    validBetMinor: validBet,
    payoutMinor: 0n,
    winLossMinor: -validBet,
  });

const deposit = async (memberId: number, amount: bigint, decidedAt: string, status = 'approved') => {
  // The second brand has no payment method of its own; any one satisfies the key.
  const [method] = await database.db.select().from(paymentMethods).limit(1);
  await database.db.insert(deposits).values({
    merchantId: jd.id,
    memberId,
    methodId: method!.id,
    kind: 'bank',
    amount,
    currency: jd.currencyCode,
    status,
    decidedAt: new Date(decidedAt),
  });
};

const balance = (memberId: number, merchant = jd) =>
  createWalletService(database.db).balance(merchant.id, memberId, merchant.currencyCode);
const levelOf = async (memberId: number) =>
  (await database.db.select().from(memberVip).where(eq(memberVip.memberId, memberId)))[0]?.level ?? 0;
const hold = (memberId: number, level: number, reviewedMonth: string | null = null) =>
  database.db.insert(memberVip).values({ memberId, merchantId: jd.id, level, highest: level, reviewedMonth });

describe('the rules', () => {
  it('reaches the highest level whose two thresholds are both met', () => {
    const standing = (validBetMinor: bigint, depositMinor: bigint) => ({ validBetMinor, depositMinor });
    expect(qualifyingLevel(levels, standing(0n, 0n))).toBe(0);
    expect(qualifyingLevel(levels, standing(1_000_00n, 100_00n))).toBe(1);
    // A big bettor who deposits little stays where the deposits allow.
    expect(qualifyingLevel(levels, standing(50_000_00n, 499_99n))).toBe(1);
    expect(qualifyingLevel(levels, standing(19_999_99n, 5_000_00n))).toBe(2);
    expect(qualifyingLevel(levels, standing(20_000_00n, 2_000_00n))).toBe(3);
  });

  it('keeps at most one level below the one held, and the window is 30 days with today', () => {
    expect(keptLevel(3, 0)).toBe(2);
    expect(keptLevel(3, 3)).toBe(3);
    expect(keptLevel(1, 0)).toBe(0);
    expect(keptLevel(2, 3)).toBe(3);
    expect(windowStart('2025-03-15')).toBe('2025-02-14');
    expect(birthdayIn('1992-02-29', 2025)).toBe('2025-02-28');
    expect(birthdayIn('1992-02-29', 2028)).toBe('2028-02-29');
    expect(birthdayIn('1990-07-04', 2025)).toBe('2025-07-04');
  });
});

describe('rising', () => {
  it("counts the window's valid bet and approved deposits, and pays each level reached once", async () => {
    const member = await addMember();
    await play(member.id, '2025-03-10', 6_000_00n);
    await play(member.id, '2025-02-13', 50_000_00n); // the day before the window
    await deposit(member.id, 600_00n, '2025-03-01T03:00:00Z');
    await deposit(member.id, 5_000_00n, '2025-03-02T03:00:00Z', 'rejected');
    const vip = vipAt();
    expect(await vip.standings(jd.id, [member.id])).toEqual(
      new Map([[member.id, { validBetMinor: 6_000_00n, depositMinor: 600_00n }]]),
    );
    await Promise.all([
      vip.rise(jd, [member.id], levels),
      vip.rise(jd, [member.id], levels),
      vip.rise(jd, [member.id], levels),
    ]);
    expect(await levelOf(member.id)).toBe(2);
    // Level 1 and level 2: 10.00 + 50.00.
    expect(await balance(member.id)).toBe(60_00n);

    // Falling to 1 and rising to 2 again pays nothing twice; rising to 3 pays 3's only.
    await database.db.update(memberVip).set({ level: 1 }).where(eq(memberVip.memberId, member.id));
    await vip.rise(jd, [member.id], levels);
    expect(await balance(member.id)).toBe(60_00n);
    await play(member.id, '2025-03-14', 14_000_00n);
    await deposit(member.id, 1_400_00n, '2025-03-14T03:00:00Z');
    await vip.rise(jd, [member.id], levels);
    expect(await levelOf(member.id)).toBe(3);
    expect(await balance(member.id)).toBe(260_00n);
    const rows = await database.db.select().from(vipRewards).where(eq(vipRewards.memberId, member.id));
    expect(rows.map((row) => [row.kind, row.period, row.amountMinor]).sort()).toEqual([
      ['level_up', '1', 10_00n],
      ['level_up', '2', 50_00n],
      ['level_up', '3', 200_00n],
    ]);
  });
});

describe('the monthly review', () => {
  it('drops one level at most a month and pays the kept level its monthly bonus, once', async () => {
    const idle = await addMember();
    await hold(idle.id, 3, '2025-02');
    const vip = vipAt();
    await Promise.all([vip.reviewMonth(jd, levels, '2025-03-01'), vip.reviewMonth(jd, levels, '2025-03-01')]);
    expect(await levelOf(idle.id)).toBe(2);
    expect(await balance(idle.id)).toBe(25_00n);
    await vip.reviewMonth(jd, levels, '2025-03-01');
    expect(await balance(idle.id)).toBe(25_00n);
    await vipAt(new Date('2025-04-01T05:00:00Z')).reviewMonth(jd, levels, '2025-04-01');
    expect(await levelOf(idle.id)).toBe(1);
    expect(await balance(idle.id)).toBe(30_00n);
    await vipAt(new Date('2025-05-01T05:00:00Z')).reviewMonth(jd, levels, '2025-05-01');
    expect(await levelOf(idle.id)).toBe(0);
    // Level 0 has no monthly bonus.
    expect(await balance(idle.id)).toBe(30_00n);
  });

  it('keeps a member whose window still reaches the level, and raises one who reached more', async () => {
    const steady = await addMember();
    await hold(steady.id, 2, '2025-04');
    await play(steady.id, '2025-05-10', 5_000_00n);
    await deposit(steady.id, 500_00n, '2025-05-10T03:00:00Z');
    const climber = await addMember();
    await hold(climber.id, 1, '2025-04');
    await play(climber.id, '2025-05-20', 25_000_00n);
    await deposit(climber.id, 2_500_00n, '2025-05-20T03:00:00Z');
    await vipAt(new Date('2025-06-01T05:00:00Z')).reviewMonth(jd, levels, '2025-06-01');
    expect(await levelOf(steady.id)).toBe(2);
    expect(await balance(steady.id)).toBe(25_00n);
    expect(await levelOf(climber.id)).toBe(3);
    // Level-ups 1, 2 and 3 (never paid before) and level 3's monthly: 10 + 50 + 200 + 100.
    expect(await balance(climber.id)).toBe(360_00n);
  });
});

describe('birthdays', () => {
  it("pays the level's birthday bonus on the day, once a year; 29 February on the 28th", async () => {
    const today = await addMember();
    await database.db.update(members).set({ birthday: '1990-03-15' }).where(eq(members.id, today.id));
    await hold(today.id, 2);
    const leapling = await addMember();
    await database.db.update(members).set({ birthday: '1992-02-29' }).where(eq(members.id, leapling.id));
    await hold(leapling.id, 1);
    const unranked = await addMember();
    await database.db.update(members).set({ birthday: '1991-03-15' }).where(eq(members.id, unranked.id));

    const vip = vipAt();
    await Promise.all([vip.birthdays(jd, levels, '2025-03-15'), vip.birthdays(jd, levels, '2025-03-15')]);
    expect(await balance(today.id)).toBe(60_00n);
    expect(await balance(unranked.id)).toBe(0n);
    expect(await balance(leapling.id)).toBe(0n);
    await vip.birthdays(jd, levels, '2025-02-28');
    expect(await balance(leapling.id)).toBe(20_00n);
    await vip.birthdays(jd, levels, '2025-03-15');
    expect(await balance(today.id)).toBe(60_00n);
  });
});

describe('rebates', () => {
  it("add the member's level extra to the brand's rate", async () => {
    const ranked = await addMember();
    const plain = await addMember();
    await hold(ranked.id, 2);
    for (const member of [ranked, plain]) await play(member.id, '2025-01-20', 1_000_00n);
    const rebates = createRebatesService({
      db: database.db,
      wallet: createWalletService(database.db),
      vipExtras: vipAt().rebateExtras,
    });
    await rebates.settleDay(jd, '2025-01-20');
    // RNG 1.20 % (+0.20 % at level 2): 14.00 and 12.00.
    expect(await balance(ranked.id)).toBe(14_00n);
    expect(await balance(plain.id)).toBe(12_00n);
  });
});

describe('the member and the back office', () => {
  let content: OperatorClient;
  let finance: OperatorClient;

  beforeAll(async () => {
    content = createOperatorClient(app, { ip: '198.51.100.241' });
    finance = createOperatorClient(app, { ip: '198.51.100.242' });
    await content.signIn('content', 'Content@2026');
    await finance.signIn('finance', 'Finance@2026');
  });

  it("shows the member their rank, the next one's gap and the label in their language", async () => {
    const member = await addMember(lw);
    const client = createAuthClient(app, { ip: '198.18.91.9' });
    expect((await client.login(member.account, PASSWORD)).json().success).toBe(true);
    const page = (await client.call('GET', '/wps/member/vip?language=en')).json().value;
    // The demo's ranks of Luckwell: Bronze needs 5,000,000 of valid bet and 500,000 of deposits.
    expect(page).toMatchObject({
      enabled: true,
      level: 0,
      name: 'Member',
      since: null,
      windowDays: 30,
      validBet: '0.00',
      deposits: '0.00',
      next: { level: 1, name: 'Bronze', validBetLeft: '5000000.00', depositLeft: '500000.00' },
      keeps: true,
      rewards: [],
      currencySymbol: '₫',
    });
    expect(page.levels).toHaveLength(6);

    await database.db
      .insert(memberVip)
      .values({ memberId: member.id, merchantId: lw.id, level: 2, highest: 2 });
    const english = (
      await client.call('GET', '/wps/member/info', { headers: { 'accept-language': 'en' } })
    ).json();
    expect(english.value).toMatchObject({ hasVip: true, vipRankLevel: 2, vipLabelName: 'Silver' });
    const vietnamese = (
      await client.call('GET', '/wps/member/info', { headers: { 'accept-language': 'vi' } })
    ).json();
    expect(vietnamese.value.vipLabelName).toBe('Bạc');
    const silver = (await client.call('GET', '/wps/member/vip?language=vi')).json().value;
    // Nothing played this window: Silver is not kept at the next review.
    expect(silver).toMatchObject({ level: 2, name: 'Bạc', keeps: false, next: { level: 3, name: 'Vàng' } });
  });

  it('replaces the ranks with a reason (audited), refuses bad ones, and turns VIP off with none', async () => {
    const start = (await finance.get('/vip?merchantCode=lw')).json().value;
    expect(start.levels.map((level: { name: { en: string } }) => level.name.en)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    const fields = (level: number, bet: string, deposit: string) => ({
      level,
      name: { vi: `Cấp ${level}`, en: `Tier ${level}` },
      minValidBet: bet,
      minDeposit: deposit,
      levelUpBonus: '0.00',
      monthlyBonus: '0.00',
      birthdayBonus: '0.00',
      rebateExtra: '0',
    });
    const body = {
      merchantCode: 'LW',
      levels: [fields(0, '0.00', '0.00'), fields(1, '100.00', '10.00'), fields(2, '200.00', '20.00')],
      reason: 'New ranks for the season',
    };
    expect((await finance.put('/vip', body)).statusCode).toBe(403);
    const bad = [
      { ...body, levels: [fields(0, '0.00', '0.00'), fields(2, '100.00', '10.00')] },
      { ...body, levels: [fields(0, '5.00', '0.00'), fields(1, '100.00', '10.00')] },
      {
        ...body,
        levels: [{ ...fields(0, '0.00', '0.00'), monthlyBonus: '1.00' }, fields(1, '100.00', '10.00')],
      },
      {
        ...body,
        levels: [fields(0, '0.00', '0.00'), fields(1, '100.00', '10.00'), fields(2, '50.00', '20.00')],
      },
      { ...body, levels: [fields(0, '0.00', '0.00'), fields(1, '0.00', '0.00')] },
      { ...body, reason: '' },
    ];
    for (const refused of bad) {
      const answer = await content.put('/vip', refused);
      expect(answer.statusCode, JSON.stringify(refused.levels)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await finance.get('/vip?merchantCode=LW')).json().value.levels).toEqual(start.levels);

    const saved = (await content.put('/vip', body)).json().value;
    expect(saved.levels.map((level: { name: { en: string } }) => level.name.en)).toEqual([
      'Tier 0',
      'Tier 1',
      'Tier 2',
    ]);
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'vip.levels'));
    expect(audited).toMatchObject({ targetType: 'merchant', targetId: 'LW' });

    const off = (await content.put('/vip', { ...body, levels: [] })).json().value;
    expect(off.levels).toEqual([]);
    const member = await addMember(lw);
    const client = createAuthClient(app, { ip: '198.18.91.10' });
    await client.login(member.account, PASSWORD);
    expect((await client.call('GET', '/wps/member/info')).json().value).toMatchObject({
      hasVip: false,
      vipRankLevel: 0,
    });
    expect((await client.call('GET', '/wps/member/vip')).json().value).toMatchObject({
      enabled: false,
      level: 0,
    });
    const rows = await database.db
      .select()
      .from(vipRewards)
      .where(and(eq(vipRewards.merchantId, lw.id), eq(vipRewards.memberId, member.id)));
    expect(rows).toEqual([]);
  });
});
