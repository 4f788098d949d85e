import { bigint, boolean, integer, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A house card table (issue 21, ADR 084): Tiến Lên Miền Nam for every brand. Each hand at it seats
 * up to `seats` players, the empty seats taken by the house's bots once `wait_ms` has passed. A unit
 * (one card left, …) is worth `base_minor`; a seat puts up `escrow_units` units for a hand, the most
 * it can lose in it. The house rakes `rake_bps` hundredths of a percent of what a player wins in a
 * hand, at most `rake_cap_minor`.
 */
export const cardTables = providerSchema.table('card_tables', {
  id: serial('id').primaryKey(),
  /** `LWCARD-TL-1`: the table's public code, in the page path `/cardTable/<code>`. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** `tien_len`. */
  game: varchar('game', { length: 16 }).notNull(),
  seats: integer('seats').notNull(),
  baseMinor: bigint('base_minor', { mode: 'bigint' }).notNull(),
  escrowUnits: integer('escrow_units').notNull(),
  rakeBps: integer('rake_bps').notNull(),
  rakeCapMinor: bigint('rake_cap_minor', { mode: 'bigint' }).notNull(),
  /** A player's time to act; a bot acts after `bot_ms`. */
  turnMs: integer('turn_ms').notNull(),
  botMs: integer('bot_ms').notNull(),
  /** How long a new hand waits for more players before bots fill it. */
  waitMs: integer('wait_ms').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
