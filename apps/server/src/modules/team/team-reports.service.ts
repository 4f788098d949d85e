/**
 * The agent centre's reports (issue 16; contracts agent/team-reports.ts): the user loss statements
 * (`palStatementsAgentCopy`) from the daily aggregates, the agent's own contract income
 * (`agentRevenueReport`) from their settlements, and the team's main-wallet movements other than
 * play (`agentDownlineTransactionDetailsCopy`) from the ledger. Each source answers from its own
 * module's tables, through the closure table; the app passes them in. Ranges are business days,
 * presets resolved by this server's clock as the team overview's are.
 */

import { CONTRACT_KINDS, type TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import {
  REPORT_PAGE_SIZE,
  type TAgentIncome,
  type TAgentIncomeQuery,
  TEAM_TRANSACTION_TYPES,
  type TIncomeByKind,
  type TIncomeSums,
  type TReportPeriod,
  type TTeamLoss,
  type TTeamLossQuery,
  type TTeamTransaction,
  type TTeamTransactions,
  type TTeamTransactionsQuery,
  type TTeamTransactionType,
  ZAgentIncomeQuery,
  ZTeamLossQuery,
  ZTeamTransactionsQuery,
} from '@luckwell/contracts/agent/team-reports';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { businessDayStart } from '../../platform/business-day.ts';
import type { ContractIncomeRepository } from '../agent-contracts/contract-income.repository.ts';
import { periodOf } from '../agent-contracts/contract-periods.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { BetDailyTeamRepository } from '../seamless/bet-daily-team.repository.ts';
import type { TeamStatement } from '../wallet/team-statement.ts';
import { teamPeriods } from './team.service.ts';
import type { TeamDailyRepository } from './team-daily.repository.ts';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

type Span = { from: string; to: string };

/** The business days of each preset for `today`: the team overview's, and last month. */
export const reportPeriods = (today: string): Record<TReportPeriod, Span> => {
  const lastMonthEnd = shift(`${today.slice(0, 8)}01`, -1);
  return { ...teamPeriods(today), lastMonth: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } };
};

const rangeOf = (
  query: { period?: TReportPeriod | undefined; from?: string | undefined; to?: string | undefined },
  today: string,
  fallback: TReportPeriod,
): Span =>
  query.from && query.to
    ? { from: query.from, to: query.to }
    : reportPeriods(today)[query.period ?? fallback];

/**
 * The ledger kinds behind each type the page names. Withdrawals are the member's money taken when
 * asked for and given back when refused or settled by a case; reversals have two spellings.
 */
export const KINDS_OF_TYPE: Record<TTeamTransactionType, readonly string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw', 'withdraw_hold', 'withdraw_rejected', 'withdraw_case_credit'],
  transfer: ['transfer'],
  bonus: ['bonus'],
  rebate: ['rebate'],
  salary: ['salary'],
  dividend: ['dividend'],
  grant: ['grant'],
  adjustment: ['adjustment'],
  reverse: ['reverse', 'reversal'],
};
const TYPE_OF_KIND = new Map(
  TEAM_TRANSACTION_TYPES.flatMap((type) => KINDS_OF_TYPE[type].map((kind) => [kind, type] as const)),
);

/** Play: the team betting record shows it, so the account details never do. */
export const PLAY_KINDS = ['bet', 'win', 'refund', 'jackpot_win'] as const;

/** For a transfer between members: the other party's account, seen from this line's side. */
const counterpartyOf = (line: { kind: string; amount: bigint; meta: unknown }) => {
  if (line.kind !== 'transfer' || !line.meta || typeof line.meta !== 'object') return null;
  const { from, to } = line.meta as { from?: unknown; to?: unknown };
  const other = line.amount < 0n ? to : from;
  return typeof other === 'string' ? other : null;
};

const noKinds = (): Record<TContractKind, bigint> => ({
  dividend: 0n,
  dailyWage: 0n,
  hourlySalary: 0n,
  realtimeSalary: 0n,
});
const byKind = (sums: Record<TContractKind, bigint>): TIncomeByKind => ({
  dividend: fromMinorUnits(sums.dividend),
  dailyWage: fromMinorUnits(sums.dailyWage),
  hourlySalary: fromMinorUnits(sums.hourlySalary),
  realtimeSalary: fromMinorUnits(sums.realtimeSalary),
});
const isKind = (kind: string): kind is TContractKind => (CONTRACT_KINDS as readonly string[]).includes(kind);

/**
 * The bet_periods key (ADR 060) of a range that is one whole business day, or an ISO week or month
 * from its first day to its last or to today (nothing is played after today); otherwise null.
 */
export const wholePeriodOf = (range: Span, today: string): string | null => {
  if (range.from === range.to) return range.from;
  for (const cycle of ['weekly', 'monthly'] as const) {
    const period = periodOf(cycle, range.from);
    const toTheEnd = range.to === period.to || (range.to === today && today < period.to);
    if (period.from === range.from && toTheEnd) return period.key;
  }
  return null;
};

const pages = (total: number) => Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));

type Deps = {
  play: BetDailyTeamRepository;
  team: Pick<TeamDailyRepository, 'days' | 'periodPlayers'>;
  income: ContractIncomeRepository;
  statement: TeamStatement;
  now?: () => Date;
};
type Scope = Pick<Merchant, 'id' | 'currencyCode' | 'currencySymbol'>;

export const createTeamReportsService = ({ play, team, income, statement, now = () => new Date() }: Deps) => {
  /** The team's play in a whole period from its rollups (ADR 057): its days' sums and its players. */
  const teamTotals = async (merchantId: number, agentId: number, range: Span, period: string) => {
    const [days, [weekOrMonthPlayers]] = await Promise.all([
      team.days(merchantId, agentId, range.from, range.to),
      range.from === range.to ? Promise.resolve([undefined]) : team.periodPlayers(agentId, [period]),
    ]);
    const totals = { rounds: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };
    let dayPlayers = 0;
    for (const day of days) {
      dayPlayers += day.players;
      totals.rounds += day.rounds;
      totals.stake += day.stake;
      totals.validBet += day.validBet;
      totals.payout += day.payout;
      totals.winLoss += day.winLoss;
    }
    return { players: weekOrMonthPlayers ?? dayPlayers, totals };
  };

  return {
    /** palStatementsAgentCopy: today unless asked otherwise. */
    loss: async (merchant: Scope, agentId: number, raw: TTeamLossQuery): Promise<TTeamLoss> => {
      const query = ZTeamLossQuery.parse(raw);
      const today = businessDayOf(now());
      const range = rangeOf(query, today, 'today');
      const page = {
        merchantId: merchant.id,
        agentId,
        limit: REPORT_PAGE_SIZE,
        offset: (query.page - 1) * REPORT_PAGE_SIZE,
      };
      const period = wholePeriodOf(range, today);
      // Every preset without a filter: the page from the period's rank, the totals from the team's rollups.
      const { rows, players, totals } =
        period && !query.account
          ? await Promise.all([
              play.rankedPage({ ...page, period }),
              teamTotals(merchant.id, agentId, range, period),
            ]).then(([rows, team]) => ({ rows, ...team }))
          : await play.lossPage({
              ...page,
              span: period ? { period } : range,
              ...(query.account ? { account: query.account } : {}),
            });
      const figures = (sums: typeof totals) => ({
        rounds: sums.rounds,
        stake: fromMinorUnits(sums.stake),
        validBet: fromMinorUnits(sums.validBet),
        payout: fromMinorUnits(sums.payout),
        winLoss: fromMinorUnits(sums.winLoss),
      });
      return {
        ...range,
        content: rows.map((row) => ({
          id: row.memberId,
          account: row.account,
          level: row.level,
          ...figures(row),
        })),
        totals: { players, ...figures(totals) },
        pageNum: query.page,
        totalPages: pages(players),
        total: players,
        currencySymbol: merchant.currencySymbol,
      };
    },

    /** agentRevenueReport: this month unless asked otherwise; paid income only in the sums. */
    income: async (merchant: Scope, agentId: number, raw: TAgentIncomeQuery): Promise<TAgentIncome> => {
      const query = ZAgentIncomeQuery.parse(raw);
      const today = businessDayOf(now());
      const presets = reportPeriods(today);
      const range = rangeOf(query, today, 'thisMonth');
      const spans = { thisMonth: presets.thisMonth, lastMonth: presets.lastMonth, range };
      const all = Object.values(spans);
      const [paid, page] = await Promise.all([
        income.paidByDay({
          merchantId: merchant.id,
          memberId: agentId,
          from: all.map((span) => span.from).sort()[0] ?? range.from,
          to:
            all
              .map((span) => span.to)
              .sort()
              .at(-1) ?? range.to,
        }),
        income.page({
          merchantId: merchant.id,
          memberId: agentId,
          ...range,
          ...(query.kind ? { kind: query.kind } : {}),
          limit: REPORT_PAGE_SIZE,
          offset: (query.page - 1) * REPORT_PAGE_SIZE,
        }),
      ]);
      const sumsOf = (span: Span): TIncomeSums => {
        const sums = noKinds();
        for (const row of paid) {
          if (row.day >= span.from && row.day <= span.to && isKind(row.kind)) sums[row.kind] += row.amount;
        }
        const total = Object.values(sums).reduce((a, b) => a + b, 0n);
        return { ...span, total: fromMinorUnits(total), byKind: byKind(sums) };
      };
      const days: TAgentIncome['days'] = [];
      for (let day = range.from; day <= range.to; day = shift(day, 1)) {
        const sums = noKinds();
        for (const row of paid) if (row.day === day && isKind(row.kind)) sums[row.kind] += row.amount;
        days.push({ day, ...byKind(sums) });
      }
      return {
        ...range,
        thisMonth: sumsOf(spans.thisMonth),
        lastMonth: sumsOf(spans.lastMonth),
        range: sumsOf(range),
        days,
        content: page.rows.flatMap((row) =>
          isKind(row.kind)
            ? [
                {
                  id: row.id,
                  kind: row.kind,
                  periodKey: row.periodKey,
                  from: row.periodFrom,
                  to: row.periodTo,
                  amount: fromMinorUnits(row.amount),
                  status: row.status as TAgentIncome['content'][number]['status'],
                  paidAt: row.paidAt?.toISOString() ?? null,
                },
              ]
            : [],
        ),
        pageNum: query.page,
        totalPages: pages(page.total),
        total: page.total,
        currencySymbol: merchant.currencySymbol,
      };
    },

    /** agentDownlineTransactionDetailsCopy: today unless asked otherwise, newest first. */
    transactions: async (
      merchant: Scope,
      agentId: number,
      raw: TTeamTransactionsQuery,
    ): Promise<TTeamTransactions> => {
      const query = ZTeamTransactionsQuery.parse(raw);
      const range = rangeOf(query, businessDayOf(now()), 'today');
      const { lines, total } = await statement.page({
        merchantId: merchant.id,
        agentId,
        currency: merchant.currencyCode,
        ...(query.account ? { account: query.account } : {}),
        ...(query.type ? { kinds: KINDS_OF_TYPE[query.type] } : {}),
        exceptKinds: PLAY_KINDS,
        from: businessDayStart(range.from),
        to: businessDayStart(shift(range.to, 1)),
        offset: (query.page - 1) * REPORT_PAGE_SIZE,
        limit: REPORT_PAGE_SIZE,
      });
      return {
        ...range,
        content: lines.map(
          (line): TTeamTransaction => ({
            id: line.postingId,
            time: line.createdAt.toISOString(),
            account: line.account,
            level: line.level,
            type: TYPE_OF_KIND.get(line.kind) ?? 'other',
            amount: fromMinorUnits(line.amount),
            balanceAfter: fromMinorUnits(line.balanceAfter),
            memo: line.memo,
            entryId: line.entryId,
            counterparty: counterpartyOf(line),
          }),
        ),
        pageNum: query.page,
        totalPages: pages(total),
        total,
        currencySymbol: merchant.currencySymbol,
      };
    },
  };
};

export type TeamReportsService = ReturnType<typeof createTeamReportsService>;
