import { bigint, bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A one-time code sent by SMS or email: registration, SMS login, forgot password, or the second
 * step of a login from an unregistered IP. Stored hashed; a few wrong tries burn it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** The full phone number (+84…) or email address the code went to. */
    destination: varchar('destination', { length: 255 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.merchantId, t.purpose, t.destination, t.createdAt)],
);
