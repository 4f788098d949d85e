/**
 * The demo's seamless vendors: every vendor of brand Luckwell (LW) gets the dev secret, which the
 * built-in test vendor (`/test-vendor/play`) signs with, so launching any demo game moves money
 * through the protocol end to end. Idempotent: a secret already set stays.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendors } from '../games/vendor.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createSeamlessRepository } from './seamless.repository.ts';

/** Not a secret: the demo's and the tests' shared key of the test vendor. Never seeded in production. */
export const TEST_VENDOR_SECRET = 'luckwell-dev-seamless-secret';

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
