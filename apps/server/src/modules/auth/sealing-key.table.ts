import type { JsonWebKey } from 'node:crypto';
import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** The key pair browsers seal sign-in payloads to; one current key per brand, shared by every server. */
export const sealingKeys = pgTable('sealing_keys', {
  kid: varchar('kid', { length: 32 }).primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  publicKey: text('public_key').notNull(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
