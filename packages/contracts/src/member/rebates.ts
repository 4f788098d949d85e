/**
 * Rebates (issue 17 "Rebates, VIP, points"; docs/decisions/062-rebates.md): a share of each business
 * day's valid bet, per game category, paid to the member's main wallet the next day. The member's
 * rewards centre (`/member?page=rewardCenter`) shows the rates and what was paid; the back office
 * sets a brand's rates.
 */
import { z } from 'zod';
import { Rate } from '../agent/agent-contracts.ts';
import { envelope } from '../envelope.ts';
import { GameCategory, type TGameCategory } from '../games/game-menus.ts';
import { Money } from '../money.ts';

/**
 * The rates a brand pays until its operator sets its own (spec §9 "Rebate display"), in basis points
 * (hundredths of a percent). A category without one (PVP, cockfight, JL) pays no rebate.
 */
export const DEFAULT_REBATE_BASIS_POINTS: Partial<Record<TGameCategory, number>> = {
  LOTT: 100,
  ELOTT: 100,
  FISH: 100,
  RNG: 120,
  LIVE: 80,
  SPORTS: 100,
  ESPORTS: 100,
};

/** The order the rates are listed in: the spec's. */
export const REBATE_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'PVP',
  'FISH',
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'JL',
] as const satisfies readonly TGameCategory[];

export const REBATES_PAGE_SIZE = 10;

/** A category's rate; null: this category pays no rebate. */
export const ZRebateRate = z.object({ category: GameCategory, rate: Rate.nullable() });
export type TRebateRate = z.infer<typeof ZRebateRate>;

/** GET /wps/member/rebates?page= */
export const ZRebatesQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export type TRebatesQuery = z.input<typeof ZRebatesQuery>;

export const ZRebateLine = z.object({
  category: GameCategory,
  validBet: Money,
  rate: Rate,
  amount: Money,
});
export type TRebateLine = z.infer<typeof ZRebateLine>;

/** One business day's rebate, paid the day after. */
export const ZRebate = z.object({
  day: z.iso.date(),
  validBet: Money,
  amount: Money,
  paidAt: z.iso.datetime(),
  lines: z.array(ZRebateLine),
});
export type TRebate = z.infer<typeof ZRebate>;

export const ZRebates = z.object({
  rates: z.array(ZRebateRate),
  /** Paid this calendar month of business days, and ever. */
  thisMonth: Money,
  total: Money,
  content: z.array(ZRebate),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** How many days were paid. */
  days: z.number().int(),
  currencySymbol: z.string(),
});
export type TRebates = z.infer<typeof ZRebates>;
export const ZRebatesResponse = envelope(ZRebates);
