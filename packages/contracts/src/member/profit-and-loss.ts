/**
 * GET /wps/member/profit: the member's profit and loss (spec §2 personal centre page
 * "personalProfit"). The specification names the page but not its call; the path is ours, beside the
 * betting record's `/wps/member/bets`. Days are business days of the brand (UTC+7, Vietnam: no
 * daylight saving), because the figures come from daily aggregates kept as rounds settle
 * (docs/decisions/049-bet-daily-aggregates.md); `from` and `to` are inclusive days.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Minutes east of UTC of the business day that rounds, deposits and withdrawals are counted in. */
export const BUSINESS_DAY_OFFSET_MINUTES = 420;
/** The longest range one call may ask for, in days (the presets are 7 and 30). */
export const PROFIT_RANGE_MAX_DAYS = 92;

const DAY_MS = 86_400_000;

/** The business day (yyyy-MM-dd) an instant falls on. */
export const businessDayOf = (at: Date | number) =>
  new Date(new Date(at).getTime() + BUSINESS_DAY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The preset "last `days` days": `days` business days ending today. */
export const lastDays = (days: number, now: Date | number = Date.now()) => {
  const to = businessDayOf(now);
  return { from: new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
};

const Day = z.iso.date();

export const ZProfitQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < PROFIT_RANGE_MAX_DAYS, {
    message: `at most ${PROFIT_RANGE_MAX_DAYS} days`,
    path: ['from'],
  });
export type TProfitQuery = z.input<typeof ZProfitQuery>;

/** What the member's settled rounds add up to. */
export const ZBetFigures = z.object({
  rounds: z.number().int(),
  stake: Money,
  validBet: Money,
  payout: Money,
  /** payout − stake: the member's view (positive: the member won). */
  winLoss: Money,
});

/** The cashier's figures: money in and out of the member's wallet other than play. */
export const ZCashFigures = z.object({
  deposits: Money,
  withdrawals: Money,
  /** Bonuses credited by the brand (promotion adjustments), net of any taken back. */
  bonuses: Money,
  rebates: Money,
  /** deposits − withdrawals. */
  netDeposits: Money,
});

export const ZProfitDay = ZBetFigures.extend({ ...ZCashFigures.shape, day: Day });
export type TProfitDay = z.infer<typeof ZProfitDay>;

export const ZProfitCategory = ZBetFigures.extend({
  /** The game category (spec gameType: RNG, LIVE, FISH, …). */
  category: z.string(),
});
export type TProfitCategory = z.infer<typeof ZProfitCategory>;

export const ZProfit = z.object({
  from: Day,
  to: Day,
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(ZProfitDay),
  /** Categories with any play in the range, by stake, largest first. */
  categories: z.array(ZProfitCategory),
  totals: ZBetFigures.extend(ZCashFigures.shape),
  currencySymbol: z.string(),
});
export type TProfit = z.infer<typeof ZProfit>;
export const ZProfitResponse = envelope(ZProfit);
