import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from './merchant.table.ts';
import { merchantDomains } from './merchant-domain.table.ts';

export type MerchantRow = typeof merchants.$inferSelect;

export const createMerchantsRepository = (db: Database) => ({
  findByHost: async (host: string): Promise<MerchantRow | undefined> => {
    const rows = await db
      .select({ merchant: merchants })
      .from(merchantDomains)
      .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
      .where(eq(merchantDomains.host, host))
      .limit(1);
    return rows[0]?.merchant;
  },

  listDomains: (merchantId: number) =>
    db
      .select({ host: merchantDomains.host, isMain: merchantDomains.isMain })
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantId, merchantId))
      .orderBy(merchantDomains.id),
});
