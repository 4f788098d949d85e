import { index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One round of a live table (ADR 082). Its timeline is the row: betting from `betting_at` to
 * `deals_at`, the result shown at `result_at`; the next round opens once this one is settled or
 * cancelled. Status: `betting` → `dealing` (the outcome is fixed and stored) → `settled` (every bet
 * paid or closed); `cancelled` refunds every bet. The unique (table, number) makes the next round's
 * insert happen once however many servers try.
 *
 * Card games deal from the table's shoe at `position`; sic bo and roulette draw from the round's
 * own seed (client seed `<table>:<number>`, nonce 0), its hash shown from the start and the seed once
 * settled.
 */
export const liveRounds = providerSchema.table(
  'live_rounds',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id').notNull(),
    number: integer('number').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('betting'),
    bettingAt: timestamp('betting_at', { withTimezone: true }).notNull(),
    dealsAt: timestamp('deals_at', { withTimezone: true }).notNull(),
    resultAt: timestamp('result_at', { withTimezone: true }).notNull(),
    dealtAt: timestamp('dealt_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Card games: the shoe and the position of the round's first card. */
    shoeId: integer('shoe_id'),
    shoeNumber: integer('shoe_number'),
    position: integer('position'),
    /** The outcome as the public state shows it (card codes, dice, pocket), once dealt. */
    outcome: jsonb('outcome'),
    /** The committed hash: the shoe's for card games, the round's own seed's otherwise. */
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    /** Sic bo and roulette: the round's own seed, secret until `revealed_at`; null for card games. */
    serverSeed: varchar('server_seed', { length: 64 }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('live_rounds_table_number_key').on(t.tableId, t.number),
    index('live_rounds_table_status_idx').on(t.tableId, t.status),
    index('live_rounds_shoe_idx').on(t.shoeId),
  ],
);
