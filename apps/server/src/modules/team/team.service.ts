/**
 * The agent's team overview (issue 16 `agentTeamOverview`): how big the team is, and what it did
 * today, yesterday, this week and this month, with a day-by-day series for the chart. Everything is
 * read from daily sums: bets from the aggregates kept as rounds settle, money from the cashier
 * modules, the team from the closure table (ADR 054). The sources are passed in by the app.
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
import { businessDayStart, type DailyAmount } from '../../platform/business-day.ts';

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

type Span = { from: Date; to: Date };
type TeamDaily = (merchantId: number, agentId: number, period: Span) => Promise<DailyAmount[]>;
type BetDay = { day: string; players: number; rounds: number; validBet: bigint; winLoss: bigint };

type Deps = {
  counts: (
    merchantId: number,
    agentId: number,
  ) => Promise<{ teamSize: number; directMembers: number; subAgents: number }>;
  joined: TeamDaily;
  deposits: TeamDaily;
  firstDeposits: TeamDaily;
  withdrawals: TeamDaily;
  bets: (query: {
    merchantId: number;
    agentId: number;
    from: string;
    to: string;
    spans: readonly { from: string; to: string }[];
  }) => Promise<{ byDay: BetDay[]; playersBySpan: number[] }>;
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
    const instants = {
      from: businessDayStart(from),
      to: new Date(businessDayStart(today).getTime() + DAY_MS),
    };
    const { merchantId, agentId } = scope;
    const [counts, joined, deposits, firstDeposits, withdrawals, bets] = await Promise.all([
      source.counts(merchantId, agentId),
      source.joined(merchantId, agentId, instants),
      source.deposits(merchantId, agentId, instants),
      source.firstDeposits(merchantId, agentId, instants),
      source.withdrawals(merchantId, agentId, instants),
      source.bets({ merchantId, agentId, from, to: today, spans }),
    ]);

    const days = new Map<string, DaySums>();
    for (let day = from; day <= today; day = shift(day, 1)) days.set(day, empty());
    const addAll = (rows: DailyAmount[], add: (sums: DaySums, amount: bigint) => void) => {
      for (const row of rows) {
        const sums = days.get(row.day);
        if (sums) add(sums, row.amount);
      }
    };
    addAll(joined, (s, n) => {
      s.newMembers += Number(n);
    });
    addAll(firstDeposits, (s, n) => {
      s.firstDeposits += Number(n);
    });
    addAll(deposits, (s, amount) => {
      s.deposits += amount;
    });
    addAll(withdrawals, (s, amount) => {
      s.withdrawals += amount;
    });
    for (const row of bets.byDay) {
      const sums = days.get(row.day);
      if (!sums) continue;
      sums.activeMembers = row.players;
      sums.rounds += row.rounds;
      sums.validBet += row.validBet;
      sums.winLoss += row.winLoss;
    }

    return {
      ...counts,
      periods: TEAM_PERIODS.map((period, k) => {
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
        total.activeMembers = bets.playersBySpan[k] ?? 0;
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
