/**
 * The back office's lottery desk (`/admin-api/lottery/*`, issue 20, ADR 081): games and their
 * settings (`lottery.manage`), issues with their sales and payouts, result entry with a second
 * operator's confirmation, cancelling an issue, and the liability board (`lottery.results`).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import { LotteryDrawStatus, ZLotteryDraw, ZLotteryGame, ZLotteryTier } from '../provider/lottery.ts';

export const LiabilityMode = z.enum(['close', 'reduce']);
export const ZLotteryAdminGame = ZLotteryGame.extend({
  /** Liability cap per number and product per issue. */
  cap: Money,
  /** At the cap: `close` refuses the number; `reduce` sells it at `reducedPercent` of its rates while that fits. */
  liabilityMode: LiabilityMode,
  reducedPercent: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TLotteryAdminGame = z.infer<typeof ZLotteryAdminGame>;
export const ZLotteryAdminGamesResponse = envelope(z.object({ games: z.array(ZLotteryAdminGame) }));

export const ZLotterySettingsRequest = z.object({
  enabled: z.boolean(),
  /** Sales close this many seconds before the draw. */
  closeSeconds: z.number().int().min(0).max(86_400),
  /** A fast game's prize group; ignored for a game without one. */
  prizeGroup: z.number().int().min(1700).max(1960).nullable(),
  cap: Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'must be positive'),
  liabilityMode: LiabilityMode.default('close'),
  reducedPercent: z.number().int().min(1).max(99).default(50),
  /**
   * A Vietnamese or SEA game's rates, each the gross return num / den per unit per hit of a product's
   * tier (a Vietnamese product: payout / price per point). Absent: unchanged; a product or tier left
   * out returns to its market default. Refused when a product would return 100 % or more.
   */
  rates: z
    .array(
      z.object({
        product: z.string().max(32),
        tier: z.string().max(16),
        num: z.number().int().min(1).max(100_000_000),
        den: z.number().int().min(1).max(100_000_000),
      }),
    )
    .max(100)
    .optional(),
});
export type TLotterySettingsRequest = z.infer<typeof ZLotterySettingsRequest>;
export const ZLotteryAdminGameResponse = envelope(ZLotteryAdminGame);

export const ZLotteryIssuesQuery = z.object({
  game: z.string().max(32).optional(),
  status: LotteryDrawStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TLotteryIssuesQuery = z.infer<typeof ZLotteryIssuesQuery>;

export const ZLotteryAdminIssue = ZLotteryDraw.extend({
  tickets: z.number().int(),
  /** What its tickets cost, and what they paid (settled lines). */
  stake: Money,
  payout: Money,
  /** The entered (unconfirmed) result of an operator-drawn issue, for the confirming operator. */
  enteredResult: z.array(ZLotteryTier).nullable(),
  enteredBy: z.string().nullable(),
  enteredAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type TLotteryAdminIssue = z.infer<typeof ZLotteryAdminIssue>;
export const ZLotteryIssuesResponse = envelope(z.object({ issues: z.array(ZLotteryAdminIssue) }));
export const ZLotteryIssueResponse = envelope(ZLotteryAdminIssue);

export const ZLotteryResultRequest = z.object({
  tiers: z.array(z.object({ tier: z.string().max(16), numbers: z.array(z.string().max(8)).max(30) })).max(12),
});
export type TLotteryResultRequest = z.infer<typeof ZLotteryResultRequest>;

export const ZLotteryCancelRequest = z.object({ reason: z.string().trim().min(1).max(200) });
export type TLotteryCancelRequest = z.infer<typeof ZLotteryCancelRequest>;

export const ZLotteryLiabilityRow = z.object({
  product: z.string(),
  number: z.string(),
  exposure: Money,
  stake: Money,
  tickets: z.number().int(),
  /** Exposure as a share of the cap, in percent (two decimals, rounded down). */
  capShare: z.string(),
});
export const ZLotteryLiabilityResponse = envelope(
  z.object({ issue: ZLotteryAdminIssue, cap: Money, rows: z.array(ZLotteryLiabilityRow) }),
);
export type TLotteryLiability = z.infer<typeof ZLotteryLiabilityResponse>['value'];
