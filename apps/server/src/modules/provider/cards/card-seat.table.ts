import { bigint, index, integer, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A seat of a hand (ADR 084): a player's, whose escrow is one provider round (debited on sitting,
 * credited with escrow + winnings − rake when the hand is settled), or a house bot's (no money moves:
 * the house is its bank). `request_id` makes a repeated sit answer the first seat.
 */
export const cardSeats = providerSchema.table(
  'card_seats',
  {
    id: serial('id').primaryKey(),
    handId: integer('hand_id').notNull(),
    seat: integer('seat').notNull(),
    /** `player` | `bot`. */
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    brand: varchar('brand', { length: 16 }),
    player: varchar('player', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    sessionId: integer('session_id'),
    providerRoundId: integer('provider_round_id'),
    escrowMinor: bigint('escrow_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('card_seats_hand_seat_key').on(t.handId, t.seat),
    unique('card_seats_hand_player_key').on(t.handId, t.brand, t.player),
    index('card_seats_player_idx').on(t.brand, t.player, t.handId),
  ],
);
