/**
 * GET /wps/agent/team/overview: the agent centre's default page, `agentTeamOverview` (spec §2 "Agent
 * center pages", issue 16). The team is everyone below the agent at any depth (trial accounts never
 * count). Days are the brand's business days (UTC+7, as the member's profit and loss); bet figures
 * come from the daily aggregates kept as rounds settle, never from the rounds.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export const TeamPeriod = z.enum(TEAM_PERIODS);
export type TTeamPeriod = z.infer<typeof TeamPeriod>;

/** How many business days the overview's chart shows, ending today. */
export const TEAM_CHART_DAYS = 30;

/** What the team did over a span of business days. */
export const ZTeamFigures = z.object({
  /** Members who joined the team (signed up under someone in it). */
  newMembers: z.number().int(),
  /** Members with at least one settled round. */
  activeMembers: z.number().int(),
  /** Members whose first approved deposit ever fell in the span. */
  firstDeposits: z.number().int(),
  deposits: Money,
  withdrawals: Money,
  rounds: z.number().int(),
  validBet: Money,
  /** The players' net (payout − stake): positive when the team won. */
  winLoss: Money,
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

export const ZTeamOverview = z.object({
  /** Everyone below the agent, any depth, and how many of them directly and how many are agents. */
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  subAgents: z.number().int(),
  periods: z.array(ZTeamFigures.extend({ period: TeamPeriod, from: z.iso.date(), to: z.iso.date() })),
  /** The last TEAM_CHART_DAYS business days, oldest first, for the chart. */
  days: z.array(ZTeamFigures.extend({ day: z.iso.date() })),
  currencySymbol: z.string(),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;
export const ZTeamOverviewResponse = envelope(ZTeamOverview);
