import { bigint, index, integer, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One spot of a slip: what the engine settles. `payout` is floor(stake × factor), stake included,
 * 0 for a loss. Status: `placed`, `won`, `push` (stake back or part of it), `lost`, `refunded`.
 */
export const liveBets = providerSchema.table(
  'live_bets',
  {
    id: serial('id').primaryKey(),
    slipId: integer('slip_id').notNull(),
    roundId: integer('round_id').notNull(),
    providerRoundId: integer('provider_round_id').notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    spot: varchar('spot', { length: 48 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: varchar('status', { length: 16 }).notNull().default('placed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_bets_round_player_idx').on(t.roundId, t.brand, t.player),
    index('live_bets_slip_idx').on(t.slipId),
  ],
);
