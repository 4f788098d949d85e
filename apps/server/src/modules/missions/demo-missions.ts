/**
 * The demo's missions and leaderboards (issue 17, ADR 068), for each brand in its own currency: sign
 * in today, play 10 rounds, 500,000 of valid bet in slots, deposit 200,000 this week, sign in five
 * days in a row, 5,000,000 of valid bet once; a daily valid-bet leaderboard and a weekly
 * biggest-multiplier one. The leaderboards start with the demo: periods that ended before pay nothing.
 * Written once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { leaderboards, missions } from './missions.table.ts';

/** In VND for money; a count otherwise. */
const MISSIONS = [
  {
    vi: 'Đăng nhập hôm nay',
    en: 'Sign in today',
    kind: 'login_streak',
    category: null,
    period: 'daily',
    target: 1,
    money: false,
    reward: 2_000,
  },
  {
    vi: 'Chơi 10 ván bất kỳ',
    en: 'Play 10 rounds of any game',
    kind: 'rounds',
    category: null,
    period: 'daily',
    target: 10,
    money: false,
    reward: 5_000,
  },
  {
    vi: 'Cược hợp lệ 500.000 ở Nổ hũ',
    en: 'Bet 500,000 on slots',
    kind: 'valid_bet',
    category: 'RNG',
    period: 'daily',
    target: 500_000,
    money: true,
    reward: 10_000,
  },
  {
    vi: 'Nạp 200.000 trong tuần',
    en: 'Deposit 200,000 this week',
    kind: 'deposit',
    category: null,
    period: 'weekly',
    target: 200_000,
    money: true,
    reward: 20_000,
  },
  {
    vi: 'Đăng nhập 5 ngày liên tiếp',
    en: 'Sign in five days in a row',
    kind: 'login_streak',
    category: null,
    period: 'weekly',
    target: 5,
    money: false,
    reward: 30_000,
  },
  {
    vi: 'Cược hợp lệ 5.000.000',
    en: 'Bet 5,000,000 in all',
    kind: 'valid_bet',
    category: null,
    period: 'once',
    target: 5_000_000,
    money: true,
    reward: 100_000,
  },
] as const;

const BOARDS = [
  {
    vi: 'Cược nhiều nhất hôm nay',
    en: "Today's biggest bettors",
    metric: 'valid_bet',
    period: 'daily',
    prizes: [500_000, 300_000, 100_000],
  },
  {
    vi: 'Hệ số thắng cao nhất tuần',
    en: "This week's biggest multipliers",
    metric: 'multiplier',
    period: 'weekly',
    prizes: [1_000_000, 500_000, 200_000],
  },
] as const;

export const seedDemoMissions = async (db: Database) => {
  for (const brand of await db.select().from(merchants)) {
    const [existing] = await db.select().from(missions).where(eq(missions.merchantId, brand.id)).limit(1);
    if (existing) continue;
    const minor = (vnd: number) =>
      brand.currencyCode === 'VND' ? BigInt(vnd) * 100n : BigInt(Math.round(vnd / 250));
    await db.insert(missions).values(
      MISSIONS.map((mission, sort) => ({
        merchantId: brand.id,
        title: { vi: mission.vi, en: mission.en },
        kind: mission.kind,
        category: mission.category,
        period: mission.period,
        target: mission.money ? minor(mission.target) : BigInt(mission.target),
        rewardMinor: minor(mission.reward),
        sort,
      })),
    );
    await db.insert(leaderboards).values(
      BOARDS.map((board, sort) => ({
        merchantId: brand.id,
        title: { vi: board.vi, en: board.en },
        metric: board.metric,
        period: board.period,
        prizes: board.prizes.map((prize) => String(minor(prize))),
        sort,
      })),
    );
  }
};
