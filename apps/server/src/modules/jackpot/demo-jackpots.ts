/**
 * The demo brands' jackpot pools (docs/decisions/028-jackpot-pool.md): 0.5 % of every seamless bet,
 * a seed, and one hit per so much turnover on average. Opening a pool pays its first seed from the
 * brand's `jackpot_seed` account; a brand that has its pool keeps it as it is.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createJackpotService, type PoolSettings } from './jackpot.service.ts';

/**
 * Luckwell's first cycle has a fixed, public server seed so the demo's played rounds (ADR 029) win
 * it for real: with it, the draw of `ORIENT:demo-round-20-bet` (1,000,000.00 VND, cycle 1) hits at
 * the real odds (checked by demo-jackpots.test.ts). Found by trying `luckwell demo jackpot <n>` for
 * n = 0, 1, 2…; a real pool's seeds are random (docs/decisions/035-jackpot-back-office.md). Every
 * later cycle's seed is random, so nothing after the demo's hit is known in advance.
 */
export const DEMO_LW_FIRST_SEED = createHash('sha256').update('luckwell demo jackpot 1170').digest('hex');

const DEMO_POOLS: Record<string, Omit<PoolSettings, 'merchantId' | 'currency'> & { serverSeed?: string }> = {
  // VND: seeded at 50,000,000.00; one hit per 20,000,000,000.00 of bets on average.
  LW: {
    contributionPpm: 5_000,
    seedMinor: 50_000_000_00n,
    hitEveryMinor: 20_000_000_000_00n,
    serverSeed: DEMO_LW_FIRST_SEED,
  },
  // USD: seeded at 5,000.00; one hit per 2,000,000.00 of bets on average.
  JDG: { contributionPpm: 5_000, seedMinor: 5_000_00n, hitEveryMinor: 2_000_000_00n },
};

export const seedDemoJackpots = async (db: Database) => {
  const jackpot = createJackpotService({ db, settingsCacheMs: 0, readingCacheMs: 0 });
  for (const [code, settings] of Object.entries(DEMO_POOLS)) {
    const [brand] = await db.select().from(merchants).where(eq(merchants.code, code));
    if (brand) await jackpot.openPool({ ...settings, merchantId: brand.id, currency: brand.currencyCode });
  }
};
