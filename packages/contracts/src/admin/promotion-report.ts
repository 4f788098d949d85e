/**
 * What engagement costs (issue 17 "reports with charts"; docs/decisions/072-engagement-spend-report.md):
 * per day of a range, for one brand, the money its promotion account paid out by source — bonuses
 * (less bonuses returned), rebates, VIP rewards, referral rewards, missions and leaderboards, red
 * envelopes, the prize wheel, points exchanged for cash — and each promotion's bonuses paid,
 * released and returned with its conversion (GET /admin-api/promotions/report).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { PromotionKind } from '../member/promotions.ts';
import { Money } from '../money.ts';
import { dayRangeQuery } from './cashier-report.ts';

const day = z.iso.date();

export const SPEND_REPORT_MAX_DAYS = 92;

/** Where engagement money went; `other` is anything else the promotion account paid (kept so totals add up). */
export const SPEND_SOURCES = [
  'bonus',
  'rebate',
  'vip',
  'referral',
  'missions',
  'envelopes',
  'wheel',
  'points',
  'other',
] as const;
export const SpendSource = z.enum(SPEND_SOURCES);
export type TSpendSource = z.infer<typeof SpendSource>;

/** GET /admin-api/promotions/report?merchantCode=&from=&to=&tzOffset= */
export const ZSpendReportQuery = dayRangeQuery(SPEND_REPORT_MAX_DAYS);
export type TSpendReportQuery = z.input<typeof ZSpendReportQuery>;
export type TSpendReportFilter = z.infer<typeof ZSpendReportQuery>;

/** Spend by source, and all of it. */
export const ZSpendBySource = z.object({
  bonus: Money,
  rebate: Money,
  vip: Money,
  referral: Money,
  missions: Money,
  envelopes: Money,
  wheel: Money,
  points: Money,
  other: Money,
  total: Money,
});
export type TSpendBySource = z.infer<typeof ZSpendBySource>;
export const ZSpendDay = ZSpendBySource.extend({ day });
export type TSpendDay = z.infer<typeof ZSpendDay>;

/** One promotion's bonuses in the range: paid (by day too), released to main wallets, returned. */
export const ZPromotionSpend = z.object({
  id: z.number().int(),
  title: z.object({ vi: z.string(), en: z.string() }),
  kind: PromotionKind,
  /** Members paid a bonus of it in the range. */
  members: z.number().int(),
  paid: Money,
  released: Money,
  returned: Money,
  /** released ÷ paid as a percentage with one decimal; null when nothing was paid. */
  conversion: z.string().nullable(),
  /** Bonus paid each day of the range, oldest first. */
  daily: z.array(Money),
});
export type TPromotionSpend = z.infer<typeof ZPromotionSpend>;

export const ZSpendReport = z.object({
  merchantCode: z.string(),
  currencySymbol: z.string(),
  from: day,
  to: day,
  /** Every day of the range, oldest first, zero where nothing was paid. */
  days: z.array(ZSpendDay),
  totals: ZSpendBySource,
  /** Promotions that paid or took back anything in the range, most paid first. */
  promotions: z.array(ZPromotionSpend),
});
export type TSpendReport = z.infer<typeof ZSpendReport>;
export const ZSpendReportResponse = envelope(ZSpendReport);
