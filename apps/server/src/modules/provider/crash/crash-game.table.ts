import { integer, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One shared crash game. Its whole timeline derives from this row and the clock (ADR 039): betting
 * from `betting_at`, running from `starts_at` (the curve's time zero), crashed at `crashes_at`, the
 * next game's betting from `ends_at`. Any server computes the phase and the multiplier from it; the
 * unique `number` makes the next game's insert happen once however many servers try.
 */
export const crashGames = providerSchema.table(
  'crash_games',
  {
    id: serial('id').primaryKey(),
    /** The game's number on the site, across chains: the next game is the one after the latest. */
    number: integer('number').notNull().unique(),
    chainId: integer('chain_id').notNull(),
    /** 1-based position in the chain: its hash hashed `chainGame` times is the chain's commitment. */
    chainGame: integer('chain_game').notNull(),
    /** Secret until the game crashes. */
    hash: varchar('hash', { length: 64 }).notNull(),
    /** Hundredths (100 = 1.00×); secret until the game crashes. */
    crashPoint: integer('crash_point').notNull(),
    crashTick: integer('crash_tick').notNull(),
    bettingAt: timestamp('betting_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    crashesAt: timestamp('crashes_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set once every bet of the game is settled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The server settling the game holds it until then (a conditional update takes it). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseHolder: varchar('lease_holder', { length: 64 }),
  },
  (t) => [unique('crash_games_chain_game_key').on(t.chainId, t.chainGame)],
);
