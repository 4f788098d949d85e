/**
 * The demo brands' jackpot pools (docs/decisions/028-jackpot-pool.md): 0.5 % of every seamless bet,
 * a seed, and one hit per so much turnover on average. Opening a pool pays its first seed from the
 * brand's `jackpot_seed` account; a brand that has its pool keeps it as it is.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createJackpotService, type PoolSettings } from './jackpot.service.ts';

const DEMO_POOLS: Record<string, Omit<PoolSettings, 'merchantId' | 'currency'>> = {
  // VND: seeded at 50,000,000.00; one hit per 20,000,000,000.00 of bets on average.
  LW: { contributionPpm: 5_000, seedMinor: 50_000_000_00n, hitEveryMinor: 20_000_000_000_00n },
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
