import { integer, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A card table's shoe (ADR 082): its shuffle is `shoeFromSeeds` of (server seed, client seed
 * `<table>:shoe:<number>`, nonce 0). The seed's SHA-256 is published before the shoe's first bet;
 * the seed itself once the shoe has ended (the cut card came out), so every round of it can be
 * recomputed.
 */
export const liveShoes = providerSchema.table(
  'live_shoes',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id').notNull(),
    number: integer('number').notNull(),
    /** Secret until `revealed_at`. */
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [unique('live_shoes_table_number_key').on(t.tableId, t.number)],
);
