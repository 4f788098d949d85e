import { bigint, index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A player's bet slip on a live round (ADR 082): one `placeBets` call, booked as one provider round
 * (one debit of its total, one credit of its payout). `request_id` is the client's idempotency key:
 * a replay answers the first slip and moves no money. Status: `pending` (claimed, the debit under
 * way), `placed`, `settled`, `refunded`.
 */
export const liveSlips = providerSchema.table(
  'live_slips',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id').notNull(),
    tableId: integer('table_id').notNull(),
    /** provider.rounds.id of the slip's round, once debited. */
    providerRoundId: integer('provider_round_id').unique(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    /** What the request asked for (table, spots and stakes): a replay must ask the same. */
    digest: varchar('digest', { length: 64 }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The answer a replay gets (the first answer's balance). */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('live_slips_request_key').on(t.brand, t.player, t.requestId),
    index('live_slips_round_idx').on(t.roundId),
    index('live_slips_player_idx').on(t.brand, t.player, t.id),
  ],
);
