/**
 * Missions and leaderboards (issue 17, ADR 068), hand-computed on the second brand's own missions
 * (cents): the periods and the sign-in streak; each kind's progress from the period's settled bets,
 * approved deposits and sign-ins; a claim pays once however many run at once, and again next period;
 * a leaderboard ranks valid bet or the biggest multiplier with ties to whoever got there first, and
 * pays a closed period's prizes once (none for a period that ended before it existed); the member's
 * calls and the back office; the ledger after each.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { memberLogins } from '../members/member-login.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createMissionsService, periodOf, streakOf } from './missions.service.ts';
import { leaderboardPrizes, leaderboards, missions } from './missions.table.ts';

const PASSWORD = 'Player@2026';
let app: App;
let database: DatabaseHandle;
let jd: typeof merchants.$inferSelect;
let lw: typeof merchants.$inferSelect;
let makers: Map<number, ReturnType<typeof createMemberMaker>>;

/** Wednesday 12 March 2025, noon in the business day's zone: the week runs from Monday the 10th. */
const NOW = new Date('2025-03-12T05:00:00Z');
const service = (now = NOW) =>
  createMissionsService({ db: database.db, wallet: createWalletService(database.db), now: () => now });

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const brands = await database.db.select().from(merchants);
  lw = brands.find((brand) => brand.code === 'LW')!;
  jd = brands.find((brand) => brand.code !== 'LW')!;
  const passwordHash = await hashPassword(PASSWORD);
  makers = new Map(
    [lw, jd].map((brand) => [
      brand.id,
      createMemberMaker(database.db, brand.id, `mi${brand.id}_`, { passwordHash }),
    ]),
  );
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const addMember = (brand = jd) => makers.get(brand.id)!(null);
const balance = (memberId: number, brand = jd) =>
  createWalletService(database.db).balance(brand.id, memberId, brand.currencyCode);

const addMission = async (values: {
  kind: string;
  period: string;
  target: bigint;
  reward?: bigint;
  category?: string | null;
}) => {
  const [row] = await database.db
    .insert(missions)
    .values({
      merchantId: jd.id,
      title: { vi: 'Nhiệm vụ', en: 'Mission' },
      kind: values.kind,
      category: values.category ?? null,
      period: values.period,
      target: values.target,
      rewardMinor: values.reward ?? 5_00n,
    })
    .returning();
  return row!;
};

const play = (memberId: number, day: string, category: string, rounds: number, validBet: bigint) =>
  database.db.insert(betDaily).values({
    merchantId: jd.id,
    memberId,
    day,
    category,
    vendor: 'MISSIONTEST',
    rounds,
    stakeMinor: validBet,
    validBetMinor: validBet,
    payoutMinor: 0n,
    winLossMinor: -validBet,
  });

const signedInOn = (memberId: number, at: string) =>
  database.db
    .insert(memberLogins)
    .values({ memberId, ip: '192.0.2.1', success: true, reason: 'password', at: new Date(at) });

let roundSeq = 0;
const round = (memberId: number, stake: bigint, payout: bigint, settledAt: string) => {
  roundSeq += 1;
  return database.db.insert(betRecords).values({
    merchantId: jd.id,
    memberId,
    vendor: 'MISSIONTEST',
    gameCode: 'G1',
    roundId: `mission-round-${roundSeq}`,
    currency: jd.currencyCode,
    stakeMinor: stake,
    validBetMinor: stake,
    payoutMinor: payout,
    winLossMinor: payout - stake,
    status: 'settled',
    placedAt: new Date(settledAt),
    settledAt: new Date(settledAt),
  });
};

describe('periods and streaks', () => {
  it('keys a day by itself, a week by its Monday, and a one-off once', () => {
    expect(periodOf('daily', '2025-03-12')).toMatchObject({
      key: '2025-03-12',
      firstDay: '2025-03-12',
      lastDay: '2025-03-12',
    });
    expect(periodOf('weekly', '2025-03-12')).toMatchObject({
      key: '2025-03-10',
      firstDay: '2025-03-10',
      lastDay: '2025-03-16',
    });
    expect(periodOf('weekly', '2025-03-16').key).toBe('2025-03-10');
    expect(periodOf('weekly', '2025-03-17').key).toBe('2025-03-17');
    expect(periodOf('once', '2025-03-12')).toMatchObject({ key: 'once', end: null });
    // The business day starts at 17:00 UTC the day before (UTC+7).
    expect(periodOf('daily', '2025-03-12').start.toISOString()).toBe('2025-03-11T17:00:00.000Z');
  });

  it('counts the days in a row ending today, or yesterday before today is signed in', () => {
    const days = new Set(['2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12']);
    expect(streakOf(days, '2025-03-12')).toBe(4);
    expect(streakOf(new Set(['2025-03-10', '2025-03-11']), '2025-03-12')).toBe(2);
    expect(streakOf(new Set(['2025-03-09', '2025-03-11', '2025-03-12']), '2025-03-12')).toBe(2);
    expect(streakOf(new Set(), '2025-03-12')).toBe(0);
  });
});

describe('progress', () => {
  it("comes from the period's rounds, valid bet, approved deposits and sign-ins", async () => {
    const member = await addMember();
    const todayRounds = await addMission({ kind: 'rounds', period: 'daily', target: 10n });
    const weekSlots = await addMission({
      kind: 'valid_bet',
      period: 'weekly',
      target: 1_000_00n,
      category: 'RNG',
    });
    const weekDeposit = await addMission({ kind: 'deposit', period: 'weekly', target: 200_00n });
    const streak = await addMission({ kind: 'login_streak', period: 'weekly', target: 3n });
    const everything = await addMission({ kind: 'valid_bet', period: 'once', target: 10_000_00n });

    await play(member.id, '2025-03-12', 'RNG', 6, 300_00n);
    await play(member.id, '2025-03-12', 'LIVE', 3, 900_00n);
    await play(member.id, '2025-03-11', 'RNG', 5, 500_00n);
    await play(member.id, '2025-03-09', 'RNG', 40, 4_000_00n); // last week
    const [method] = await database.db.select().from(paymentMethods).limit(1);
    for (const [amount, decidedAt, status] of [
      [150_00n, '2025-03-10T02:00:00Z', 'approved'],
      [100_00n, '2025-03-09T16:59:00Z', 'approved'], // Sunday 23:59 in the zone: last week
      [500_00n, '2025-03-11T02:00:00Z', 'rejected'],
    ] as const) {
      await database.db.insert(deposits).values({
        merchantId: jd.id,
        memberId: member.id,
        methodId: method!.id,
        kind: 'bank',
        amount,
        currency: jd.currencyCode,
        status,
        decidedAt: new Date(decidedAt),
      });
    }
    for (const at of ['2025-03-10T02:00:00Z', '2025-03-11T02:00:00Z', '2025-03-11T20:00:00Z']) {
      await signedInOn(member.id, at);
    }

    const missionsService = service();
    const progress = async (mission: typeof todayRounds) =>
      missionsService.progressOf(mission, member.id, '2025-03-12');
    expect(await progress(todayRounds)).toBe(9n);
    // Slots this week: 300.00 today and 500.00 on Tuesday; Sunday's was last week, LIVE does not count.
    expect(await progress(weekSlots)).toBe(800_00n);
    expect(await progress(weekDeposit)).toBe(150_00n);
    // Monday, Tuesday and Wednesday (20:00 UTC on Tuesday is 03:00 on Wednesday there).
    expect(await progress(streak)).toBe(3n);
    expect(await progress(everything)).toBe(5_700_00n);
  });
});

describe('claims', () => {
  it('pay a completed mission once per period, however many claims run at once', async () => {
    const member = await addMember();
    const mission = await addMission({ kind: 'rounds', period: 'daily', target: 5n, reward: 12_34n });
    const early = service(NOW);
    await expect(early.claim(jd, member, mission.id)).rejects.toMatchObject({ code: 'MISSION_NOT_COMPLETE' });
    await play(member.id, '2025-03-12', 'PVP', 5, 50_00n);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => early.claim(jd, member, mission.id)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => (result.reason as { code: string }).code === 'MISSION_CLAIMED')).toBe(
      true,
    );
    expect(await balance(member.id)).toBe(12_34n);

    // The next day is a new period: played again, claimed again.
    const tomorrow = service(new Date('2025-03-13T05:00:00Z'));
    await expect(tomorrow.claim(jd, member, mission.id)).rejects.toMatchObject({
      code: 'MISSION_NOT_COMPLETE',
    });
    await play(member.id, '2025-03-13', 'PVP', 7, 70_00n);
    await tomorrow.claim(jd, member, mission.id);
    expect(await balance(member.id)).toBe(24_68n);
    await expect(tomorrow.claim(jd, member, 999_999)).rejects.toMatchObject({ code: 'MISSION_NOT_FOUND' });
  });
});

describe('leaderboards', () => {
  it('rank valid bet and the biggest multiplier, ties to the earliest, and pay a closed period once', async () => {
    const [a, b, c] = [await addMember(), await addMember(), await addMember()];
    const created = new Date('2025-03-01T00:00:00Z');
    const [bets] = await database.db
      .insert(leaderboards)
      .values({
        merchantId: jd.id,
        title: { vi: 'Cược', en: 'Bets' },
        metric: 'valid_bet',
        period: 'daily',
        prizes: ['30000', '10000'],
        createdAt: created,
      })
      .returning();
    const [multipliers] = await database.db
      .insert(leaderboards)
      .values({
        merchantId: jd.id,
        title: { vi: 'Hệ số', en: 'Multipliers' },
        metric: 'multiplier',
        period: 'weekly',
        prizes: ['50000'],
        createdAt: created,
      })
      .returning();
    // Tuesday 11 March in the zone (UTC+7): a and b tie on valid bet; b got there first.
    await round(a.id, 600_00n, 0n, '2025-03-11T03:00:00Z');
    await round(a.id, 400_00n, 0n, '2025-03-11T09:00:00Z');
    await round(b.id, 1_000_00n, 0n, '2025-03-11T05:00:00Z');
    await round(c.id, 100_00n, 5_050_00n, '2025-03-11T06:00:00Z'); // × 50.50
    await round(a.id, 10_00n, 505_00n, '2025-03-11T04:00:00Z'); // × 50.50 too, earlier
    await round(b.id, 20_00n, 0n, '2025-03-12T02:00:00Z'); // Wednesday: another day

    const tuesday = periodOf('daily', '2025-03-11');
    const ranked = await service().ranking(bets!, tuesday);
    // a: 600.00 + 400.00 + 10.00; b: 1,000.00; c: 100.00.
    expect(ranked.map((row) => [row.memberId, row.value, row.rank])).toEqual([
      [a.id, 1_010_00n, 1],
      [b.id, 1_000_00n, 2],
      [c.id, 100_00n, 3],
    ]);

    // Equal totals once b adds 10.00: b got to 1,010.00 at 05:00, a at 09:00.
    await round(b.id, 10_00n, 0n, '2025-03-11T04:30:00Z');
    const tied = await service().ranking(bets!, tuesday);
    expect(tied.slice(0, 2).map((row) => [row.memberId, row.value])).toEqual([
      [b.id, 1_010_00n],
      [a.id, 1_010_00n],
    ]);
    const week = await service().ranking(multipliers!, periodOf('weekly', '2025-03-12'));
    expect(week.slice(0, 2).map((row) => [row.memberId, row.value])).toEqual([
      [a.id, 50_50n],
      [c.id, 50_50n],
    ]);

    // Wednesday's beat settles Tuesday: 300.00 to b, 100.00 to a, once.
    await Promise.all([service().tick(), service().tick()]);
    await service().tick();
    expect(await balance(b.id)).toBe(300_00n);
    expect(await balance(a.id)).toBe(100_00n);
    expect(await balance(c.id)).toBe(0n);
    const prizes = await database.db
      .select()
      .from(leaderboardPrizes)
      .where(eq(leaderboardPrizes.leaderboardId, bets!.id));
    expect(prizes.map((row) => [row.periodKey, row.rank, row.memberId])).toEqual([
      ['2025-03-11', 1, b.id],
      ['2025-03-11', 2, a.id],
    ]);

    // The week is paid when it has closed: on Monday the 17th, a (× 50.50 first) takes 500.00.
    await service(new Date('2025-03-17T05:00:00Z')).tick();
    expect(await balance(a.id)).toBe(600_00n);
  });

  it('pay nothing for a period that ended before the leaderboard existed', async () => {
    const member = await addMember();
    const [board] = await database.db
      .insert(leaderboards)
      .values({
        merchantId: jd.id,
        title: { vi: 'Mới', en: 'New' },
        metric: 'valid_bet',
        period: 'daily',
        prizes: ['90000'],
        createdAt: new Date('2025-04-02T05:00:00Z'),
      })
      .returning();
    await round(member.id, 500_00n, 0n, '2025-04-01T03:00:00Z');
    await service(new Date('2025-04-02T06:00:00Z')).settlePeriod(jd, board!, periodOf('daily', '2025-04-01'));
    expect(await balance(member.id)).toBe(0n);
  });
});

describe('the member and the back office', () => {
  it('answers the summary with the claimable count, claims, and the leaderboards', async () => {
    const member = await addMember(lw);
    const client = createAuthClient(app, { ip: '198.18.93.9' });
    expect((await client.login(member.account, PASSWORD)).json().success).toBe(true);
    const summary = (
      await client.call('POST', '/relay/MCSFE_getMissionSummaryDetails', { payload: { language: 'en' } })
    ).json().value;
    // The demo's six missions of Luckwell; signing in completes "Sign in today".
    expect(summary.missions).toHaveLength(6);
    const signIn = summary.missions.find((mission: { title: string }) => mission.title === 'Sign in today');
    expect(signIn).toMatchObject({
      kind: 'login_streak',
      period: 'daily',
      target: '1',
      progress: '1',
      reward: '2000.00',
      state: 'claimable',
    });
    expect(summary.claimable).toBe(1);
    const claimed = await client.call('POST', `/wps/member/missions/${signIn.id}/claim`);
    expect(claimed.json()).toMatchObject({ success: true, value: { reward: '2000.00', balance: '2000.00' } });
    const again = await client.call('POST', `/wps/member/missions/${signIn.id}/claim`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'MISSION_CLAIMED',
      message: 'in_mission_claimed',
    });
    const after = (await client.call('POST', '/relay/MCSFE_getMissionSummaryDetails', { payload: {} })).json()
      .value;
    expect(after.claimable).toBe(0);

    const boards = (
      await client.call('POST', '/relay/MCSFE_getMissionLeaderboard', { payload: { language: 'en' } })
    ).json().value;
    expect(boards.leaderboards.map((board: { title: string }) => board.title)).toEqual([
      "Today's biggest bettors",
      "This week's biggest multipliers",
    ]);
    expect(boards.leaderboards[0]).toMatchObject({
      metric: 'valid_bet',
      prizes: ['500000.00', '300000.00', '100000.00'],
      mine: null,
    });
  });

  it('saves missions and leaderboards with a reason (audited), refuses bad ones, and switches off those left out', async () => {
    const content = createOperatorClient(app, { ip: '198.51.100.241' });
    await content.signIn('content', 'Content@2026');
    const finance = createOperatorClient(app, { ip: '198.51.100.242' });
    await finance.signIn('finance', 'Finance@2026');
    const start = (await finance.get('/missions?merchantCode=LW')).json().value;
    expect(start.missions).toHaveLength(6);
    const keep = start.missions[0];
    const body = {
      merchantCode: 'LW',
      missions: [
        { ...keep, claims: undefined, paid: undefined },
        {
          id: null,
          title: { vi: 'Chơi 3 ván bài', en: 'Play 3 card rounds' },
          kind: 'rounds',
          category: 'PVP',
          period: 'daily',
          target: '3',
          reward: '3000.00',
          enabled: true,
        },
      ],
      leaderboards: start.leaderboards.map(({ paid: _paid, ...board }: { paid: string }) => board),
      reason: 'A card-game mission for the weekend',
    };
    expect((await finance.put('/missions', body)).statusCode).toBe(403);
    const bad = [
      { ...body, missions: [{ ...body.missions[1], target: '0' }] },
      { ...body, missions: [{ ...body.missions[1], kind: 'deposit', target: '3' }] },
      { ...body, missions: [{ ...body.missions[1], kind: 'login_streak', category: null, target: '40' }] },
      { ...body, missions: [{ ...body.missions[1], reward: '0.00' }] },
      { ...body, leaderboards: [{ ...body.leaderboards[0], prizes: [] }] },
      { ...body, reason: '' },
    ];
    for (const refused of bad) {
      const answer = await content.put('/missions', refused);
      expect(answer.statusCode, JSON.stringify(refused.missions)).toBe(400);
    }
    const saved = (await content.put('/missions', body)).json().value;
    const enabled = saved.missions.filter((mission: { enabled: boolean }) => mission.enabled);
    expect(enabled.map((mission: { title: { en: string } }) => mission.title.en)).toEqual([
      keep.title.en,
      'Play 3 card rounds',
    ]);
    expect(saved.missions).toHaveLength(7);
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'missions.update'));
    expect(audited).toMatchObject({ targetType: 'merchant', targetId: 'LW' });
  });
});
