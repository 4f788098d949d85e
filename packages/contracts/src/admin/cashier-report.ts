/**
 * The cashier report (issue 4): deposits, withdrawals, manual adjustments and net per day for one
 * brand over a date range, from the journal (GET /admin-api/reports/cashier).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

const day = z.iso.date();

/** The longest range one report covers, so one request cannot walk years of journal. */
export const CASHIER_REPORT_MAX_DAYS = 92;

/**
 * A report's query: a brand and a range of days (inclusive, in the operator's time zone, at most
 * `maxDays`), with the zone's offset so days end at their midnight.
 */
export const dayRangeQuery = (maxDays: number) =>
  z
    .object({
      merchantCode: z.string().trim().toUpperCase().min(1).max(32),
      /** First day, inclusive (yyyy-MM-dd, in the operator's time zone). */
      from: day,
      /** Last day, inclusive. */
      to: day,
      /** Minutes east of UTC of the operator's time zone (Vietnam: 420), so days end at their midnight. */
      tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
    })
    .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['from'] })
    .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < maxDays, {
      message: `at most ${maxDays} days`,
      path: ['to'],
    });

/** GET /admin-api/reports/cashier?merchantCode=&from=&to=&tzOffset= */
export const ZCashierReportQuery = dayRangeQuery(CASHIER_REPORT_MAX_DAYS);
export type TCashierReportQuery = z.input<typeof ZCashierReportQuery>;
export type TCashierReportFilter = z.infer<typeof ZCashierReportQuery>;

/** Money into members' wallets is positive: deposits and credits; withdrawals are shown positive too. */
export const ZCashierReportDay = z.object({
  day,
  deposits: Money,
  withdrawals: Money,
  /** Manual adjustments, net: credits minus debits. */
  adjustments: Money,
  /** Deposits minus withdrawals: the cash the brand kept that day. */
  net: Money,
});
export type TCashierReportDay = z.infer<typeof ZCashierReportDay>;

export const ZCashierReport = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  from: day,
  to: day,
  /** Every day of the range, oldest first, zero where nothing moved. */
  days: z.array(ZCashierReportDay),
  totals: ZCashierReportDay.omit({ day: true }),
});
export type TCashierReport = z.infer<typeof ZCashierReport>;
export const ZCashierReportResponse = envelope(ZCashierReport);
