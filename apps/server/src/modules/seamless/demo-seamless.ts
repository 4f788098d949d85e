/**
 * The demo's seamless vendors: every vendor of brand Luckwell (LW) gets the dev secret, which the
 * house provider signs with when it plays as that vendor (the demo game aggregator, ADR 045) and the
 * protocol test vendor (`/test-vendor/play`) signs with, so every demo round moves money through the
 * protocol end to end. Idempotent: a secret already set stays.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendors } from '../games/vendor.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createSeamlessRepository } from './seamless.repository.ts';

/** Not a secret: the demo's and the tests' shared key of the test vendor. Never seeded in production. */
export const TEST_VENDOR_SECRET = 'luckwell-dev-seamless-secret';

/**
 * The protocol test vendor's page (`test-vendor.routes.ts`): for operators and tests, never a
 * player's launch URL (ADR 045). Harnesses that launch through a bare seamless service use it.
 */
export const TEST_VENDOR_PATH = '/test-vendor/play';

export const seedDemoSeamless = async (db: Database) => {
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return;
  const repository = createSeamlessRepository(db);
  const rows = await db
    .select({ vassalage: vendors.vassalage })
    .from(vendors)
    .where(eq(vendors.merchantId, lw.id));
  for (const vendor of new Set(rows.map((row) => row.vassalage))) {
    await repository.upsertSecret(lw.id, vendor, TEST_VENDOR_SECRET);
  }
};
