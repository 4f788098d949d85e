/**
 * The progressive jackpot (spec §2 "jackpot counter", §9; docs/decisions/028-jackpot-pool.md):
 * `GET /relay/GCSGAME_getJackpot` answers the brand's pool as it stands, for the home page counter.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const ZJackpotValue = z
  .object({
    currency: z.string(),
    /** What the pool holds now: what a hit would pay. */
    amount: Money,
    /** The current cycle (1 for the pool's first). */
    cycle: z.number().int(),
    /** SHA-256 of the cycle's server seed, committed before its first bet; revealed when it is won. */
    seedHash: z.string(),
    /** The share of every bet that goes to the pool, in percent ("0.5000"). */
    sharePercent: z.string(),
    /** The turnover one hit takes on average: a bet of stake s hits with probability s / hitEvery. */
    hitEvery: Money,
    /** The last cycle's win, or null before the first. */
    lastHit: z
      .object({
        amount: Money,
        /** Masked, as on the winner board. */
        player: z.string(),
        cycle: z.number().int(),
        /** The revealed server seed of that cycle, to check the draw against its committed hash. */
        serverSeed: z.string(),
        at: z.string(),
      })
      .nullable(),
  })
  /** null when the brand runs no jackpot in its currency. */
  .nullable();
export type TJackpotValue = z.infer<typeof ZJackpotValue>;

export const ZJackpotResponse = envelope(ZJackpotValue);

/**
 * `GET /relay/GCSGAME_getJackpotHistory?page&size` (docs/decisions/035-jackpot-back-office.md): the
 * brand's won cycles, newest first, with everything a player needs to recompute each winning draw:
 * the revealed server seed, the hash published before the cycle, the client seed
 * (`<VENDOR>:<transactionId>`), the nonce (the cycle), the stake and the hit-every it was drawn with.
 */
export const ZJackpotHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZJackpotCycle = z.object({
  cycle: z.number().int(),
  /** Masked, as on the winner board. */
  player: z.string(),
  amount: Money,
  at: z.string(),
  gameCode: z.string(),
  serverSeed: z.string(),
  /** The SHA-256 published while the cycle ran; null for a hit recorded before it was kept. */
  seedHash: z.string().nullable(),
  /** The winning bet's client seed: `<VENDOR>:<transactionId>`. */
  clientSeed: z.string(),
  stake: Money,
  /** The turnover one hit took on average when the bet was drawn. */
  hitEvery: Money,
});
export type TJackpotCycle = z.infer<typeof ZJackpotCycle>;

export const ZJackpotHistory = z
  .object({
    currency: z.string(),
    /** The running cycle and its committed seed hash. */
    cycle: z.number().int(),
    seedHash: z.string(),
    hitEvery: Money,
    list: z.array(ZJackpotCycle),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  /** null when the brand runs no jackpot in its currency. */
  .nullable();
export type TJackpotHistory = z.infer<typeof ZJackpotHistory>;
export const ZJackpotHistoryResponse = envelope(ZJackpotHistory);
