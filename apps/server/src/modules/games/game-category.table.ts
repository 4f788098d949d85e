import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** The game categories a brand shows, in its order (SPORTS, RNG, JL, FISH, LIVE, …). */
export const gameCategories = pgTable(
  'game_categories',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    iconUrl: text('icon_url').notNull(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameType] })],
);
