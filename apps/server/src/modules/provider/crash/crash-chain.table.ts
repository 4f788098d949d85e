import { integer, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A crash hash chain (docs/mini-games-maths.md, ADR 039): the secret terminating seed, the
 * commitment SHA-256(game 1's hash) published before game 1, the public salt, and its length. One
 * chain is played at a time, game 1 first; when it runs out the next chain is made.
 */
export const crashChains = providerSchema.table('crash_chains', {
  id: serial('id').primaryKey(),
  /** Secret: every game hash derives from it; never sent to a browser. */
  seed: varchar('seed', { length: 64 }).notNull(),
  commitment: varchar('commitment', { length: 64 }).notNull().unique(),
  salt: varchar('salt', { length: 64 }).notNull(),
  length: integer('length').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
