/**
 * The agent's team overview (issue 16 `agentTeamOverview`): how big the team is, and what it did
 * today, yesterday, this week and this month, with a day-by-day series for the chart. Everything is
 * read from the team's rollups, kept by database triggers as rounds settle, money moves and members
 * join (`team_daily`, `team_period_players`, ADR 057), and the team's size from the closure table's
 * index (ADR 054): a few dozen rows however big the team. The sources are passed in by the app.
 */
import {
  TEAM_CHART_DAYS,
  TEAM_PERIODS,
  type TTeamFigures,
  type TTeamOverview,
  type TTeamPeriod,
} from '@luckwell/contracts/agent/team';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { periodOf } from '../agent-contracts/contract-periods.ts';
import type { TeamDay } from './team-daily.repository.ts';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The business days each period covers, for `today` (weeks start on Monday). */
export const teamPeriods = (today: string): Record<TTeamPeriod, { from: string; to: string }> => {
  const weekday = (new Date(Date.parse(today)).getUTCDay() + 6) % 7;
  return {
    today: { from: today, to: today },
    yesterday: { from: shift(today, -1), to: shift(today, -1) },
    thisWeek: { from: shift(today, -weekday), to: today },
    thisMonth: { from: `${today.slice(0, 8)}01`, to: today },
  };
};

type Deps = {
  counts: (
    merchantId: number,
    agentId: number,
  ) => Promise<{ teamSize: number; directMembers: number; subAgents: number }>;
  days: (merchantId: number, agentId: number, from: string, to: string) => Promise<TeamDay[]>;
  /** Distinct players of ISO weeks (`2026-W48`) and months (`2026-11`), in the order asked. */
  periodPlayers: (agentId: number, periods: readonly string[]) => Promise<number[]>;
  now?: () => Date;
};

type DaySums = {
  newMembers: number;
  activeMembers: number;
  firstDeposits: number;
  deposits: bigint;
  withdrawals: bigint;
  rounds: number;
  validBet: bigint;
  winLoss: bigint;
};
const empty = (): DaySums => ({
  newMembers: 0,
  activeMembers: 0,
  firstDeposits: 0,
  deposits: 0n,
  withdrawals: 0n,
  rounds: 0,
  validBet: 0n,
  winLoss: 0n,
});
const figures = (s: DaySums): TTeamFigures => ({
  newMembers: s.newMembers,
  activeMembers: s.activeMembers,
  firstDeposits: s.firstDeposits,
  deposits: fromMinorUnits(s.deposits),
  withdrawals: fromMinorUnits(s.withdrawals),
  rounds: s.rounds,
  validBet: fromMinorUnits(s.validBet),
  winLoss: fromMinorUnits(s.winLoss),
});

export const createTeamService = ({ now = () => new Date(), ...source }: Deps) => ({
  overview: async (scope: {
    merchantId: number;
    agentId: number;
    currencySymbol: string;
  }): Promise<TTeamOverview> => {
    const today = businessDayOf(now());
    const periods = teamPeriods(today);
    const spans = TEAM_PERIODS.map((period) => periods[period]);
    const from = [shift(today, 1 - TEAM_CHART_DAYS), ...spans.map((span) => span.from)].sort()[0] ?? today;
    const { merchantId, agentId } = scope;
    // This week's and this month's players are counted once per member, from their own rollup.
    const week = periodOf('weekly', periods.thisWeek.from).key;
    const month = periodOf('monthly', periods.thisMonth.from).key;
    const [counts, rows, [weekPlayers = 0, monthPlayers = 0]] = await Promise.all([
      source.counts(merchantId, agentId),
      source.days(merchantId, agentId, from, today),
      source.periodPlayers(agentId, [week, month]),
    ]);

    const days = new Map<string, DaySums>();
    for (let day = from; day <= today; day = shift(day, 1)) days.set(day, empty());
    for (const row of rows) {
      const sums = days.get(row.day);
      if (!sums) continue;
      sums.newMembers = row.joined;
      sums.activeMembers = row.players;
      sums.firstDeposits = row.firstDeposits;
      sums.deposits = row.deposits;
      sums.withdrawals = row.withdrawals;
      sums.rounds = row.rounds;
      sums.validBet = row.validBet;
      sums.winLoss = row.winLoss;
    }
    const playersOf: Record<TTeamPeriod, number> = {
      today: days.get(periods.today.from)?.activeMembers ?? 0,
      yesterday: days.get(periods.yesterday.from)?.activeMembers ?? 0,
      thisWeek: weekPlayers,
      thisMonth: monthPlayers,
    };

    return {
      ...counts,
      periods: TEAM_PERIODS.map((period) => {
        const span = periods[period];
        const total = empty();
        for (const [day, sums] of days) {
          if (day < span.from || day > span.to) continue;
          total.newMembers += sums.newMembers;
          total.firstDeposits += sums.firstDeposits;
          total.deposits += sums.deposits;
          total.withdrawals += sums.withdrawals;
          total.rounds += sums.rounds;
          total.validBet += sums.validBet;
          total.winLoss += sums.winLoss;
        }
        total.activeMembers = playersOf[period];
        return { period, ...span, ...figures(total) };
      }),
      days: [...days]
        .filter(([day]) => day > shift(today, -TEAM_CHART_DAYS))
        .map(([day, sums]) => ({ day, ...figures(sums) })),
      currencySymbol: scope.currencySymbol,
    };
  },
});

export type TeamService = ReturnType<typeof createTeamService>;
