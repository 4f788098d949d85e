import { sql } from 'drizzle-orm';
import { index, integer, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from './provider-schema.table.ts';

/**
 * A player's provably-fair seed pair (docs/provably-fair.md): the server seed (secret until the
 * player rotates it), its SHA-256 shown before play, the player's client seed, and the nonce the
 * next round takes. One active pair per player (brand + operator account); rotated pairs keep
 * their revealed seed so old rounds can be verified.
 */
export const seedPairs = providerSchema.table(
  'seed_pairs',
  {
    id: serial('id').primaryKey(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated: from then on the server seed is shown. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seed_pairs_active_idx').on(t.brand, t.player).where(sql`${t.revealedAt} is null`),
    index('seed_pairs_player_idx').on(t.brand, t.player),
  ],
);
