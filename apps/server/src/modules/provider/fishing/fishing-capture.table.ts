import { integer, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * Who captured a fish of a room (ADR 088): unique per (room, fish), so of two servers resolving hits
 * on the same fish at once exactly one insert stands and the other hit is refunded
 * (`already-captured`). Written in the transaction that resolves the shot.
 */
export const fishingCaptures = providerSchema.table(
  'fishing_captures',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull(),
    /** `slot.k` of the room's schedule. */
    fishId: varchar('fish_id', { length: 24 }).notNull(),
    speciesId: varchar('species_id', { length: 32 }).notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    /** The shot's nonce on the player's seed pair and the hit's index in the shot. */
    nonce: integer('nonce').notNull(),
    hitIndex: integer('hit_index').notNull(),
    /** The settlement round (fishing_batches.settlement_id) the capture is paid in. */
    settlementId: varchar('settlement_id', { length: 200 }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('fishing_captures_fish_key').on(t.roomId, t.fishId)],
);
