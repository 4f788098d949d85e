import { boolean, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** A brand's module flags (USERNAMEREG3, FREEPLAY3, …). */
export const whitelabelFlags = pgTable(
  'whitelabel_flags',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    flag: varchar('flag', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.flag] })],
);
