import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from './provider-schema.table.ts';

/**
 * One round of a house game. Status: `pending` (created, the debit not confirmed), `open` (debit
 * booked, a multi-step round waiting for the player), `settling` (outcome known, the credit not
 * yet confirmed), `settled`, `resettling` (a settled round's corrected payout not yet confirmed by the operator,
 * ADR 090), `refunded` (the debit was rolled back), `rejected` (the operator
 * refused the debit). The outcome is replayable from the seed pair, the nonce and the steps'
 * actions; `position` is how far the round's random stream has been read.
 */
export const providerRounds = providerSchema.table(
  'rounds',
  {
    id: serial('id').primaryKey(),
    roundId: uuid('round_id').notNull().unique(),
    sessionId: integer('session_id').notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    vendor: varchar('vendor', { length: 16 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    engine: varchar('engine', { length: 32 }).notNull(),
    config: jsonb('config'),
    currency: varchar('currency', { length: 8 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    multiplier: integer('multiplier').notNull().default(0),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'bigint' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    seedPairId: integer('seed_pair_id'),
    nonce: integer('nonce'),
    clientSeed: varchar('client_seed', { length: 64 }),
    position: integer('position').notNull().default(0),
    state: jsonb('state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A sweep working on the round holds it until then, so two servers never both settle it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    index('provider_rounds_history_idx').on(t.brand, t.player, t.gameCode, t.id),
    index('provider_rounds_unfinished_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('pending', 'open', 'settling', 'resettling')`),
  ],
);
