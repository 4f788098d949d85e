import { boolean, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** A game vendor (vassalage) in one category of a brand. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vassalage: varchar('vassalage', { length: 32 }).notNull(),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    displayName: text('display_name').notNull(),
    logoUrl: text('logo_url').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull(),
  },
  (t) => [unique().on(t.merchantId, t.vassalage, t.gameType)],
);
