import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * One catalogue game of a brand (spec §3 "Game"); `id` is the spec's nodeId. `gameType` is the
 * regrouped category (ESPORTS/COCKFIGHT/JL already split out, spec §4). `nameKey` is the lower-cased
 * name and code the search runs on. See docs/decisions/024-game-catalogue.md.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vassalage: varchar('vassalage', { length: 32 }).notNull(),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    gameName: text('game_name').notNull(),
    nameKey: text('name_key').notNull(),
    iconUrl: text('icon_url').notNull(),
    isGame: boolean('is_game').notNull().default(true),
    subCategory: varchar('sub_category', { length: 4 }),
    hot: boolean('hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    jackpot: boolean('jackpot').notNull().default(false),
    rtp: numeric('rtp', { precision: 5, scale: 2 }),
    /** The house engine (and its configuration) that plays this game; null for third-party games. */
    engine: varchar('engine', { length: 32 }),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull(),
  },
  (t) => [
    unique().on(t.merchantId, t.vassalage, t.gameCode),
    // The list's order within a category, and within a vendor of a category (keyset-friendly: sort, id).
    index('games_list_by_type').on(t.merchantId, t.gameType, t.sort, t.id).where(sql`${t.enabled}`),
    index('games_list_by_vendor')
      .on(t.merchantId, t.vassalage, t.gameType, t.sort, t.id)
      .where(sql`${t.enabled}`),
    index('games_hot').on(t.merchantId, t.sort).where(sql`${t.enabled} and ${t.hot}`),
  ],
);
