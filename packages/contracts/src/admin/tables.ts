/**
 * The back office's shared-tables desk (`/admin-api/tables/*`, issue 21, ADR 082 and 084): the
 * house's live tables with their round of the moment, and its card tables with the hands in play;
 * a live table's limits, timings and opening, a card table's opening and rake (each with a reason,
 * audited); cancelling a live round (every slip not yet resolved refunded).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import { LiveKind, LiveMode, LivePhase } from '../provider/live.ts';

/** A positive money amount ("0.00" and negatives refused). */
const PositiveMoney = Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'must be positive');
/** The reason every change carries to the audit log. */
export const TableReason = z.string().trim().min(1).max(200);

/** A live table's betting and dealing windows, in milliseconds. */
export const LIVE_BETTING_MS = { min: 5_000, max: 120_000 } as const;
export const LIVE_DEALING_MS = { min: 3_000, max: 60_000 } as const;

export const ZLiveTableRound = z.object({
  number: z.number().int(),
  phase: LivePhase,
  /** Slips placed on it (refunded ones included once it is cancelled) and what they staked. */
  slips: z.number().int(),
  stake: Money,
  cancelReason: z.string().nullable(),
});
export type TLiveTableRound = z.infer<typeof ZLiveTableRound>;

/** A brand's own stake limits at a live table (per spot per round, in the brand's currency). */
export const ZLiveBrandLimits = z.object({ brand: z.string(), minStake: Money, maxStake: Money });
export type TLiveBrandLimits = z.infer<typeof ZLiveBrandLimits>;

export const ZLiveTableAdmin = z.object({
  code: z.string(),
  name: z.string(),
  kind: LiveKind,
  mode: LiveMode.nullable(),
  enabled: z.boolean(),
  bettingMs: z.number().int(),
  dealingMs: z.number().int(),
  minStake: Money,
  maxStake: Money,
  /** Brands with limits of their own; every other brand plays `minStake`–`maxStake`. */
  brandLimits: z.array(ZLiveBrandLimits),
  /** The table's latest round; null before its first. */
  round: ZLiveTableRound.nullable(),
});
export type TLiveTableAdmin = z.infer<typeof ZLiveTableAdmin>;

export const ZCardTableAdmin = z.object({
  code: z.string(),
  name: z.string(),
  game: z.string(),
  seats: z.number().int(),
  /** What a unit is worth, and how many a seat puts up for a hand. */
  base: Money,
  escrowUnits: z.number().int(),
  /** Hundredths of a percent of what a player wins in a hand, at most `rakeCap`. */
  rakeBps: z.number().int(),
  rakeCap: Money,
  turnMs: z.number().int(),
  enabled: z.boolean(),
  handsWaiting: z.number().int(),
  handsPlaying: z.number().int(),
});
export type TCardTableAdmin = z.infer<typeof ZCardTableAdmin>;

/** GET /admin-api/tables */
export const ZTablesResponse = envelope(
  z.object({ serverTime: z.string(), live: z.array(ZLiveTableAdmin), cards: z.array(ZCardTableAdmin) }),
);

/** PUT /admin-api/tables/live/:table — what is left out stays as it is. */
export const ZLiveTableUpdateRequest = z.object({
  enabled: z.boolean().optional(),
  minStake: PositiveMoney.optional(),
  maxStake: PositiveMoney.optional(),
  bettingMs: z.number().int().min(LIVE_BETTING_MS.min).max(LIVE_BETTING_MS.max).optional(),
  dealingMs: z.number().int().min(LIVE_DEALING_MS.min).max(LIVE_DEALING_MS.max).optional(),
  reason: TableReason,
});
export type TLiveTableUpdateRequest = z.infer<typeof ZLiveTableUpdateRequest>;
export const ZLiveTableResponse = envelope(ZLiveTableAdmin);

/** PUT /admin-api/tables/live/:table/brands/:brand — `limits: null` puts the brand back on the table's. */
export const ZLiveBrandLimitsRequest = z.object({
  limits: z.object({ minStake: PositiveMoney, maxStake: PositiveMoney }).nullable(),
  reason: TableReason,
});
export type TLiveBrandLimitsRequest = z.infer<typeof ZLiveBrandLimitsRequest>;

/** PUT /admin-api/tables/cards/:table — what is left out stays as it is. */
export const ZCardTableUpdateRequest = z.object({
  enabled: z.boolean().optional(),
  /** 0–20 %. */
  rakeBps: z.number().int().min(0).max(2_000).optional(),
  rakeCap: Money.refine((value) => !value.startsWith('-'), 'must not be negative').optional(),
  reason: TableReason,
});
export type TCardTableUpdateRequest = z.infer<typeof ZCardTableUpdateRequest>;
export const ZCardTableResponse = envelope(ZCardTableAdmin);

/** POST /admin-api/tables/live/:table/rounds/:number/cancel */
export const ZLiveRoundCancelRequest = z.object({ reason: TableReason });
export const ZLiveRoundCancelled = z.object({
  table: z.string(),
  number: z.number().int(),
  /** Slips refunded now, and those whose refund the operator's wallet has not confirmed yet (retried). */
  refunded: z.number().int(),
  unfinished: z.number().int(),
  stake: Money,
});
export type TLiveRoundCancelled = z.infer<typeof ZLiveRoundCancelled>;
export const ZLiveRoundCancelResponse = envelope(ZLiveRoundCancelled);
