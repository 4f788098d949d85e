import { index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One hand at a card table (ADR 084). Status: `waiting` (players sit until `due_at`) → `playing`
 * (the rules engine's state in `state`; the seat to act is played for at `due_at`) → `finished` (who
 * pays whom fixed in `settlement`, every seat's provider round moved to `settling`) → `settled`
 * (every credit confirmed). Every change happens under the row's lock (`select … for update`), so
 * any server may act on it and none keeps it in memory; `version` counts the changes.
 *
 * The deal is the Fisher–Yates shuffle of (server seed, client seed `<table>:<number>`, nonce 0):
 * the seed's hash is shown from the first moment, the seed itself once the hand is finished.
 */
export const cardHands = providerSchema.table(
  'card_hands',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id').notNull(),
    number: integer('number').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('waiting'),
    /** Waiting: when the hand starts. Playing: the turn's deadline. Finished: when to retry credits. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    state: jsonb('state'),
    /** Once finished: each seat's delta and rake in minor units, as strings. */
    settlement: jsonb('settlement'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('card_hands_table_number_key').on(t.tableId, t.number),
    index('card_hands_due_idx').on(t.status, t.dueAt),
  ],
);
