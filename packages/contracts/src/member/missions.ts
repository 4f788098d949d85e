/**
 * Missions and leaderboards (issue 17 "Missions"; docs/decisions/068-missions-and-leaderboards.md;
 * spec §2 personal centre page `missionLeaderboard` with its badge, §7 `MCSFE_getMissionSummaryDetails`
 * and `MCSFE_getMissionLeaderboard`).
 *
 * A mission is a goal for a period (today, this week, or once): play N rounds, bet a valid amount
 * (in a game category or in all), deposit an amount, or sign in N days in a row. Progress comes from
 * the settled bets, the approved deposits and the sign-ins of the period; a completed mission's reward
 * is claimed once per period. A leaderboard ranks the period's members by total valid bet or by their
 * biggest win multiplier; ties go to whoever got there first; the prizes are paid when the period ends.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { GameCategory } from '../games/game-menus.ts';
import { Money } from '../money.ts';

export const MISSION_KINDS = ['rounds', 'valid_bet', 'deposit', 'login_streak'] as const;
export const MissionKind = z.enum(MISSION_KINDS);
export type TMissionKind = z.infer<typeof MissionKind>;

export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export const MissionPeriod = z.enum(MISSION_PERIODS);
export type TMissionPeriod = z.infer<typeof MissionPeriod>;

export const LEADERBOARD_METRICS = ['valid_bet', 'multiplier'] as const;
export const LeaderboardMetric = z.enum(LEADERBOARD_METRICS);
export type TLeaderboardMetric = z.infer<typeof LeaderboardMetric>;
export const LEADERBOARD_PERIODS = ['daily', 'weekly'] as const;
export const LeaderboardPeriod = z.enum(LEADERBOARD_PERIODS);
export const LEADERBOARD_MAX_PRIZES = 10;
export const LEADERBOARD_SHOWN = 20;

/** Money amounts for money missions; a count (rounds, days) for the others, as a whole number. */
export const ZMission = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: MissionKind,
  category: GameCategory.nullable(),
  period: MissionPeriod,
  /** Money ("500000.00") for valid_bet and deposit; a whole number ("10") for rounds and login_streak. */
  target: z.string(),
  progress: z.string(),
  reward: Money,
  state: z.enum(['in_progress', 'claimable', 'claimed']),
  /** When the period ends (ISO); null for a one-off mission. */
  endsAt: z.iso.datetime().nullable(),
});
export type TMission = z.infer<typeof ZMission>;

/** POST /relay/MCSFE_getMissionSummaryDetails */
export const ZMissionSummary = z.object({
  missions: z.array(ZMission),
  /** Completed and not claimed yet: the menu's badge. */
  claimable: z.number().int(),
  currencySymbol: z.string(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;
export const ZMissionSummaryResponse = envelope(ZMissionSummary);

/** POST /wps/member/missions/:id/claim */
export const ZMissionClaimResponse = envelope(
  z.object({ id: z.number().int(), reward: Money, balance: Money }),
);

export const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  /** Masked account (`ab***yz`). */
  account: z.string(),
  /** Money for valid bet; a multiplier with two decimals ("125.50") for the biggest multiplier. */
  value: z.string(),
  prize: Money.nullable(),
});

export const ZLeaderboard = z.object({
  id: z.number().int(),
  title: z.string(),
  metric: LeaderboardMetric,
  period: LeaderboardPeriod,
  /** The prize of each rank from the first. */
  prizes: z.array(Money),
  endsAt: z.iso.datetime(),
  standings: z.array(ZLeaderboardEntry),
  /** The member's own place this period; null before they play. */
  mine: ZLeaderboardEntry.nullable(),
  /** The last period paid: its winners. */
  lastWinners: z.array(ZLeaderboardEntry),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

/** POST /relay/MCSFE_getMissionLeaderboard */
export const ZLeaderboards = z.object({ leaderboards: z.array(ZLeaderboard), currencySymbol: z.string() });
export type TLeaderboards = z.infer<typeof ZLeaderboards>;
export const ZLeaderboardsResponse = envelope(ZLeaderboards);
