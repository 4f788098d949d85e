import { bigint, index, integer, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A player's bet on a crash game: the crash side of a provider round (`rounds`, which carries the
 * stake, the operator's transaction ids and the money's status). One bet per player per game.
 */
export const crashBets = providerSchema.table(
  'crash_bets',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    /** provider.rounds.id of the bet's round. */
    roundId: integer('round_id').notNull().unique(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** Hundredths, or null. */
    autoCashOut: integer('auto_cash_out'),
    /** The tick a manual cash-out executed at, or null. */
    cashOutTick: integer('cash_out_tick'),
    /** What it cashed out at (hundredths), once known; null while in or when lost. */
    cashedOutAt: integer('cashed_out_at'),
    /** The tick it cashed out at (the auto target's or the manual request's), or null. */
    cashedOutTick: integer('cashed_out_tick'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** Set when the bet's outcome is fixed (cashed out or lost); its credit follows. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crash_bets_game_player_key').on(t.gameId, t.brand, t.player),
    index('crash_bets_game_idx').on(t.gameId),
  ],
);
