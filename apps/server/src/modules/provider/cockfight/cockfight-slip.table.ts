import { bigint, index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A player's bet on a fight (ADR 087): one `placeBet` call, booked as one provider round (one debit
 * of its stake, one credit of its payout, or a rollback when the fight is cancelled). `request_id`
 * is the client's idempotency key: a replay answers the first slip and moves no money. Status:
 * `pending` (claimed, the debit under way), `placed`, `won`, `lost`, `refunded`.
 */
export const cockfightSlips = providerSchema.table(
  'cockfight_slips',
  {
    id: serial('id').primaryKey(),
    fightId: integer('fight_id').notNull(),
    arenaId: integer('arena_id').notNull(),
    /** provider.rounds.id of the slip's round, once debited. */
    providerRoundId: integer('provider_round_id').unique(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    /** What the request asked for (arena, side, stake): a replay must ask the same. */
    digest: varchar('digest', { length: 64 }).notNull(),
    /** `meron` | `wala` | `draw`. */
    side: varchar('side', { length: 8 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The answer a replay gets (the first answer's balance). */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('cockfight_slips_request_key').on(t.brand, t.player, t.requestId),
    index('cockfight_slips_fight_idx').on(t.fightId),
  ],
);
