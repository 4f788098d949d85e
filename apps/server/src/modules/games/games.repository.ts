import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameCategories } from './game-category.table.ts';
import { vendors } from './vendor.table.ts';

export const createGamesRepository = (db: Database) => ({
  listCategories: (merchantId: number) =>
    db
      .select()
      .from(gameCategories)
      .where(and(eq(gameCategories.merchantId, merchantId), eq(gameCategories.enabled, true)))
      .orderBy(asc(gameCategories.sort)),

  listVendors: (merchantId: number) =>
    db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.enabled, true)))
      .orderBy(asc(vendors.sort), asc(vendors.id)),
});
