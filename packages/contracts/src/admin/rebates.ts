/**
 * The back office's rebates (issue 17, ADR 062), under /admin-api/rebates: a brand's rates per game
 * category (`promotions.read`; changed with a reason under `promotions.manage`, audited) and the
 * rebates paid per business day.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZRebateRate } from '../member/rebates.ts';
import { Money } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);

/** GET /admin-api/rebates/rates?merchantCode= and /admin-api/rebates/days?merchantCode= */
export const ZAdminRebatesQuery = z.object({ merchantCode: MerchantCode });
export type TAdminRebatesQuery = z.input<typeof ZAdminRebatesQuery>;

export const ZAdminRebateRates = z.object({
  merchantCode: z.string(),
  /** Every category, in the spec's order; a null rate pays nothing. */
  rates: z.array(ZRebateRate),
});
export type TAdminRebateRates = z.infer<typeof ZAdminRebateRates>;
export const ZAdminRebateRatesResponse = envelope(ZAdminRebateRates);

/** PUT /admin-api/rebates/rates */
export const ZAdminUpdateRebateRatesRequest = z.object({
  merchantCode: MerchantCode,
  rates: z
    .array(ZRebateRate)
    .min(1)
    .max(20)
    .refine((rates) => new Set(rates.map((rate) => rate.category)).size === rates.length, {
      message: 'each category at most once',
    }),
  /** Why, for the audit log. */
  reason: z.string().trim().min(3).max(500),
});
export type TAdminUpdateRebateRatesRequest = z.input<typeof ZAdminUpdateRebateRatesRequest>;

export const ADMIN_REBATE_DAYS = 30;

/** A settled business day: how many members were paid and how much, newest first. */
export const ZAdminRebateDay = z.object({
  day: z.iso.date(),
  members: z.number().int(),
  amount: Money,
  settledAt: z.iso.datetime(),
});
export const ZAdminRebateDays = z.object({
  days: z.array(ZAdminRebateDay),
  /** Over the days listed. */
  total: Money,
  currencySymbol: z.string(),
});
export type TAdminRebateDays = z.infer<typeof ZAdminRebateDays>;
export const ZAdminRebateDaysResponse = envelope(ZAdminRebateDays);
