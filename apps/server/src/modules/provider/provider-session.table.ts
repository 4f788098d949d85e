import { index, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from './provider-schema.table.ts';

/**
 * A game client's session with the provider, opened with the operator's launch token. Keeps the
 * operator's session token (the provider needs it for every wallet call, including the sweep's
 * late credits) and gives the game client a token of its own, stored hashed.
 */
export const providerSessions = providerSchema.table(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    operatorToken: varchar('operator_token', { length: 128 }).notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    vendor: varchar('vendor', { length: 16 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    engine: varchar('engine', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_sessions_player_idx').on(t.brand, t.player)],
);
