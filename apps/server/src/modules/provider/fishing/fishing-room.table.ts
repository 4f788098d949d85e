import { integer, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A house fishing room (issue 22, ADR 088), shared by every brand. Its fish schedule is a pure
 * function of `room_seed` and `opened_at` (`packages/games/src/fishing/room.ts`), so every server
 * (and every client) draws the same fish at the same moment without sharing memory. The seed is
 * public: it decides where fish swim, never whether a hit captures (that is the player's own seed pair).
 */
export const fishingRooms = providerSchema.table('fishing_rooms', {
  id: serial('id').primaryKey(),
  /** `LWFISH-R1`: the room's public code. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  roomSeed: varchar('room_seed', { length: 64 }).notNull(),
  /** SHA-256 of the room seed. */
  seedHash: varchar('seed_hash', { length: 64 }).notNull(),
  /** The schedule's origin: spawn slot 0 starts here. */
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  seats: integer('seats').notNull().default(6),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
