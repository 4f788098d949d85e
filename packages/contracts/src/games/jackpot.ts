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
