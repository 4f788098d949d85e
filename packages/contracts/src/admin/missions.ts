/**
 * The back office's missions and leaderboards (issue 17, ADR 068), under /admin-api/missions: a
 * brand's missions and leaderboards with what they paid (`promotions.read`), saved as a whole with a
 * reason (`promotions.manage`, audited). A row with an id changes that mission or leaderboard, one
 * without adds one, and one left out is switched off (claims and payouts keep pointing at it).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { GameCategory } from '../games/game-menus.ts';
import {
  LEADERBOARD_MAX_PRIZES,
  LeaderboardMetric,
  LeaderboardPeriod,
  MissionKind,
  MissionPeriod,
} from '../member/missions.ts';
import { Money, minorUnitsOrNull } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);
const Words = (max: number) =>
  z.object({ vi: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const Id = z.number().int().positive().nullable();

/** GET /admin-api/missions?merchantCode= */
export const ZAdminMissionsQuery = z.object({ merchantCode: MerchantCode });

export const ZAdminMissionFields = z
  .object({
    id: Id,
    title: Words(60),
    kind: MissionKind,
    /** rounds and valid_bet only: one category, or null for every game. */
    category: GameCategory.nullable(),
    period: MissionPeriod,
    /** Money for valid_bet and deposit, a whole number for rounds and login_streak. */
    target: z.string().trim().min(1).max(20),
    reward: Money,
    enabled: z.boolean(),
  })
  .superRefine((mission, context) => {
    const money = mission.kind === 'valid_bet' || mission.kind === 'deposit';
    const target = money
      ? minorUnitsOrNull(mission.target)
      : /^\d{1,6}$/.test(mission.target)
        ? BigInt(mission.target)
        : null;
    if (target === null || target <= 0n) {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: money ? 'an amount above 0' : 'a count from 1',
      });
    }
    if (mission.kind === 'login_streak' && target !== null && target > 31n) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'at most 31 days' });
    }
    if (mission.category !== null && mission.kind !== 'rounds' && mission.kind !== 'valid_bet') {
      context.addIssue({ code: 'custom', path: ['category'], message: 'only for rounds and valid bet' });
    }
    const reward = minorUnitsOrNull(mission.reward);
    if (reward !== null && reward <= 0n) {
      context.addIssue({ code: 'custom', path: ['reward'], message: 'more than nothing' });
    }
  });

export const ZAdminLeaderboardFields = z.object({
  id: Id,
  title: Words(60),
  metric: LeaderboardMetric,
  period: LeaderboardPeriod,
  prizes: z
    .array(Money)
    .min(1)
    .max(LEADERBOARD_MAX_PRIZES)
    .superRefine((prizes, context) => {
      prizes.forEach((prize, at) => {
        const minor = minorUnitsOrNull(prize);
        if (minor !== null && minor <= 0n)
          context.addIssue({ code: 'custom', path: [at], message: 'more than nothing' });
      });
    }),
  enabled: z.boolean(),
});

/** PUT /admin-api/missions */
export const ZAdminMissionsRequest = z.object({
  merchantCode: MerchantCode,
  missions: z.array(ZAdminMissionFields).max(30),
  leaderboards: z.array(ZAdminLeaderboardFields).max(6),
  reason: z.string().trim().min(3).max(500),
});
export type TAdminMissionsRequest = z.input<typeof ZAdminMissionsRequest>;

export const ZAdminMissions = z.object({
  merchantCode: z.string(),
  missions: z.array(
    z.object({
      id: z.number().int(),
      title: z.object({ vi: z.string(), en: z.string() }),
      kind: MissionKind,
      category: GameCategory.nullable(),
      period: MissionPeriod,
      target: z.string(),
      reward: Money,
      enabled: z.boolean(),
      /** Claims and the rewards paid in all. */
      claims: z.number().int(),
      paid: Money,
    }),
  ),
  leaderboards: z.array(
    z.object({
      id: z.number().int(),
      title: z.object({ vi: z.string(), en: z.string() }),
      metric: LeaderboardMetric,
      period: LeaderboardPeriod,
      prizes: z.array(Money),
      enabled: z.boolean(),
      /** Prizes paid in all. */
      paid: Money,
    }),
  ),
  currencySymbol: z.string(),
});
export type TAdminMissions = z.infer<typeof ZAdminMissions>;
export const ZAdminMissionsResponse = envelope(ZAdminMissions);
