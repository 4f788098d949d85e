/**
 * The back office's jackpot (issue 5, docs/decisions/035-jackpot-back-office.md), under
 * /admin-api/jackpot: GET /pools and GET /hits (`jackpot.view`); PUT /pools/:id (a pool's share,
 * seed and hit-every) and POST /hits/:id/pay (pay a pending hit now) (`jackpot.manage`), both
 * audited. Amounts are two-decimal strings (docs/decisions/005); the share is a percentage on the
 * wire with up to four decimals (stored in parts per million: 0.5 % = 5,000 ppm).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money, toMinorUnits } from '../money.ts';

/** The largest share a brand may give its pool. */
export const JACKPOT_SHARE_MAX_PERCENT = 5;
/** A typo guard on seed and hit-every: 1,000,000,000,000,000.00. */
const AMOUNT_MAX = 100_000_000_000_000_000n;

/** "0.5" → 5,000 ppm; a percentage has at most four decimals, so the ppm are whole. */
export const percentToPpm = (percent: string): number => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
};
/** 5,000 ppm → "0.5000". */
export const ppmToPercent = (ppm: number): string =>
  `${Math.floor(ppm / 10_000)}.${String(ppm % 10_000).padStart(4, '0')}`;

const minorOf = (money: string) => {
  try {
    return toMinorUnits(money);
  } catch {
    return null;
  }
};

export const SharePercent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'a percentage with at most four decimals')
  .refine((v) => percentToPpm(v) <= JACKPOT_SHARE_MAX_PERCENT * 10_000, 'between 0 and 5 %');

const Amount = Money.refine((v) => {
  const minor = minorOf(v);
  return minor === null || (minor >= 0n && minor <= AMOUNT_MAX);
}, 'not negative, at most 1,000,000,000,000,000.00');

export const JackpotHitStatus = z.enum(['pending', 'paid']);
export type TJackpotHitStatus = z.infer<typeof JackpotHitStatus>;

export const ZAdminJackpotPool = z.object({
  id: z.number(),
  merchantId: z.number(),
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  /** What the pool holds now (the sum of its ledger shards): what a hit would pay. */
  amount: Money,
  cycle: z.number(),
  /** SHA-256 of the current cycle's server seed, as published to players. */
  seedHash: z.string(),
  cycleStartedAt: z.string(),
  /** The share of every bet, in percent with four decimals ("0.5000"); stored as `contributionPpm`. */
  sharePercent: z.string(),
  contributionPpm: z.number(),
  /** What each cycle starts from. */
  seedAmount: Money,
  /** The turnover one hit takes on average: a bet of stake s hits with probability s / hitEvery. */
  hitEvery: Money,
  hits: z.number(),
  pendingHits: z.number(),
  updatedAt: z.string(),
});
export type TAdminJackpotPool = z.infer<typeof ZAdminJackpotPool>;
/** GET /admin-api/jackpot/pools */
export const ZAdminJackpotPoolListResponse = envelope(z.array(ZAdminJackpotPool));
export const ZAdminJackpotPoolResponse = envelope(ZAdminJackpotPool);

export const ZAdminJackpotIdParams = z.object({ id: z.coerce.number().int().positive() });

/** PUT /admin-api/jackpot/pools/:id: the next bets draw and share with these. */
export const ZUpdateJackpotPoolRequest = z
  .object({
    sharePercent: SharePercent,
    seedAmount: Amount,
    hitEvery: Amount.refine((v) => (minorOf(v) ?? 1n) > 0n, 'must be positive'),
  })
  .superRefine((body, context) => {
    const [seed, every] = [minorOf(body.seedAmount), minorOf(body.hitEvery)];
    if (seed !== null && every !== null && every <= seed) {
      context.addIssue({ code: 'custom', path: ['hitEvery'], message: 'must be more than the seed' });
    }
  });
export type TUpdateJackpotPoolRequest = z.input<typeof ZUpdateJackpotPoolRequest>;

export const ZAdminJackpotHit = z.object({
  id: z.number(),
  poolId: z.number(),
  merchantCode: z.string(),
  currency: z.string(),
  cycle: z.number(),
  memberId: z.number(),
  /** Operators see the member's username. */
  account: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** The winning bet: the vendor's transaction id and its stake. */
  transactionId: z.string(),
  stake: Money,
  /** What was paid; null while pending. */
  amount: Money.nullable(),
  status: JackpotHitStatus,
  hitAt: z.string(),
  paidAt: z.string().nullable(),
  /** The cycle's revealed server seed. */
  serverSeed: z.string(),
});
export type TAdminJackpotHit = z.infer<typeof ZAdminJackpotHit>;
export const ZAdminJackpotHitResponse = envelope(ZAdminJackpotHit);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GET /admin-api/jackpot/hits: newest first. */
export const ZAdminJackpotHitQuery = z.object({
  /** A brand code (`LW`, any case); every brand when absent. */
  merchant: optional(z.string().trim().toUpperCase().max(32)),
  status: optional(JackpotHitStatus),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** What the console sends. */
export type TAdminJackpotHitQuery = {
  merchant?: string;
  status?: TJackpotHitStatus;
  page?: number;
  pageSize?: number;
};
export type TAdminJackpotHitFilter = z.infer<typeof ZAdminJackpotHitQuery>;

export const ZAdminJackpotHitPage = z.object({
  content: z.array(ZAdminJackpotHit),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAdminJackpotHitPage = z.infer<typeof ZAdminJackpotHitPage>;
export const ZAdminJackpotHitPageResponse = envelope(ZAdminJackpotHitPage);
