/**
 * The agent centre's reports (spec §2 "Agent center pages", issue 16), agents only:
 *
 * - GET /wps/agent/reports/loss           `palStatementsAgentCopy`: per member of the team who
 *   played, what they staked, bet and were paid, biggest loser first, with the totals.
 * - GET /wps/agent/reports/income         `agentRevenueReport`: the agent's own contract income
 *   (daily wages, dividends, hourly and real-time salary) by kind and period.
 * - GET /wps/agent/reports/transactions   `agentDownlineTransactionDetailsCopy`: the main-wallet
 *   movements of the team's members other than play (bets and wins are in the team bets).
 *
 * A range is business days (UTC+7, as the team overview and the member's profit and loss), inclusive,
 * at most REPORT_RANGE_MAX_DAYS long: either a preset (`period`, resolved by the server's clock) or
 * `from` and `to`. The team is everyone below the agent at any depth; trial accounts never count.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import { ContractKind, SettlementStatus } from './agent-contracts.ts';
import { TEAM_PERIODS } from './team.ts';

export const REPORT_RANGE_MAX_DAYS = 92;
export const REPORT_PAGE_SIZE = 20;

/** The team overview's presets, and last month (the income report's). */
export const REPORT_PERIODS = [...TEAM_PERIODS, 'lastMonth'] as const;
export const ReportPeriod = z.enum(REPORT_PERIODS);
export type TReportPeriod = z.infer<typeof ReportPeriod>;

const DAY_MS = 86_400_000;
const Day = z.iso.date();

const rangeFields = {
  /** A preset; ignored when `from` and `to` are given. The default is each report's own. */
  period: ReportPeriod.optional(),
  /** The first business day (yyyy-MM-dd), with `to`. */
  from: Day.optional(),
  /** The last business day, inclusive, with `from`. */
  to: Day.optional(),
};

/** `from` and `to` come together, in order, at most REPORT_RANGE_MAX_DAYS days apart. */
const checkRange = (query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  const { from, to } = query;
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'from and to go together',
      path: [from === undefined ? 'from' : 'to'],
    });
    return;
  }
  if (from > to) {
    ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['to'] });
    return;
  }
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= REPORT_RANGE_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: `at most ${REPORT_RANGE_MAX_DAYS} days`, path: ['from'] });
  }
};

/** The start of an account name (case does not matter). */
const Account = z.string().trim().max(64).optional();
const Page = z.coerce.number().int().min(1).max(10_000).default(1);

/** The range a report covers, as the server resolved it. */
const ZRange = { from: Day, to: Day };

const paged = { pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() };

// ---- palStatementsAgentCopy ----

export const ZTeamLossQuery = z
  .object({ ...rangeFields, account: Account, page: Page })
  .superRefine(checkRange);
export type TTeamLossQuery = z.input<typeof ZTeamLossQuery>;

/** What a member's (or the team's) settled rounds add up to in the range. */
const ZPlayFigures = z.object({
  rounds: z.number().int(),
  stake: Money,
  validBet: Money,
  payout: Money,
  /** payout − stake, the member's view: negative when the member lost. */
  winLoss: Money,
});

export const ZTeamLossRow = ZPlayFigures.extend({
  id: z.number(),
  account: z.string(),
  /** Levels below the agent (1 = direct). */
  level: z.number().int(),
});
export type TTeamLossRow = z.infer<typeof ZTeamLossRow>;

export const ZTeamLoss = z.object({
  ...ZRange,
  /** The members who played, biggest loser first (the lowest win/loss), one page. */
  content: z.array(ZTeamLossRow),
  /** The sums over every member the filter matches, and how many played. */
  totals: ZPlayFigures.extend({ players: z.number().int() }),
  ...paged,
  currencySymbol: z.string(),
});
export type TTeamLoss = z.infer<typeof ZTeamLoss>;
export const ZTeamLossResponse = envelope(ZTeamLoss);

// ---- agentRevenueReport ----

export const ZAgentIncomeQuery = z
  .object({ ...rangeFields, kind: ContractKind.optional(), page: Page })
  .superRefine(checkRange);
export type TAgentIncomeQuery = z.input<typeof ZAgentIncomeQuery>;

/** Paid income of each contract kind. */
const ZByKind = z.object({
  dividend: Money,
  dailyWage: Money,
  hourlySalary: Money,
  realtimeSalary: Money,
});
export type TIncomeByKind = z.infer<typeof ZByKind>;

/** What the agent was paid for the periods ending in a span, by kind and in all. */
export const ZIncomeSums = z.object({ ...ZRange, total: Money, byKind: ZByKind });
export type TIncomeSums = z.infer<typeof ZIncomeSums>;

export const ZIncomeRecord = z.object({
  id: z.number(),
  kind: ContractKind,
  /** "2026-11-25", "2026-W48", "2026-11-H2", "2026-11" (the period's key within its kind). */
  periodKey: z.string(),
  from: Day,
  to: Day,
  amount: Money,
  status: SettlementStatus,
  paidAt: z.string().nullable(),
});
export type TIncomeRecord = z.infer<typeof ZIncomeRecord>;

export const ZAgentIncome = z.object({
  ...ZRange,
  thisMonth: ZIncomeSums,
  lastMonth: ZIncomeSums,
  /** The chosen range's. */
  range: ZIncomeSums,
  /** Every business day of the range, oldest first: paid income by the day its period ended. */
  days: z.array(ZByKind.extend({ day: Day })),
  /** The range's settlements, every status, latest period first; `kind` filters these only. */
  content: z.array(ZIncomeRecord),
  ...paged,
  currencySymbol: z.string(),
});
export type TAgentIncome = z.infer<typeof ZAgentIncome>;
export const ZAgentIncomeResponse = envelope(ZAgentIncome);

// ---- agentDownlineTransactionDetailsCopy ----

/**
 * The kinds of main-wallet movement the page filters by: the member's account record's
 * (wallet/transaction-history.ts) without play. A withdrawal is the money taken when it is asked for,
 * and given back if it is refused; a reversal undoes another movement.
 */
export const TEAM_TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'grant',
  'adjustment',
  'reverse',
] as const;
export const TeamTransactionType = z.enum(TEAM_TRANSACTION_TYPES);
export type TTeamTransactionType = z.infer<typeof TeamTransactionType>;

export const ZTeamTransactionsQuery = z
  .object({ ...rangeFields, account: Account, type: TeamTransactionType.optional(), page: Page })
  .superRefine(checkRange);
export type TTeamTransactionsQuery = z.input<typeof ZTeamTransactionsQuery>;

export const ZTeamTransaction = z.object({
  /** The posting's id: unique per row. */
  id: z.number(),
  /** When the movement was booked (ISO 8601). */
  time: z.string(),
  account: z.string(),
  /** Levels below the agent (1 = direct). */
  level: z.number().int(),
  /** One of TEAM_TRANSACTION_TYPES, or `other` for a kind the page does not name. */
  type: z.union([TeamTransactionType, z.literal('other')]),
  /** Signed: negative when money left the member's wallet. */
  amount: Money,
  balanceAfter: Money,
  memo: z.string().nullable(),
  entryId: z.number(),
  /** A transfer between members: the other party's account. */
  counterparty: z.string().nullable(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransaction>;

export const ZTeamTransactions = z.object({
  ...ZRange,
  /** Newest first. */
  content: z.array(ZTeamTransaction),
  ...paged,
  currencySymbol: z.string(),
});
export type TTeamTransactions = z.infer<typeof ZTeamTransactions>;
export const ZTeamTransactionsResponse = envelope(ZTeamTransactions);
