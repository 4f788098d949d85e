import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * One game launch: a one-time launch token (hashed) bound to member, vendor, game and currency,
 * which the vendor's `authenticate` exchanges once for the session token (hashed) of its later calls.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    launchTokenHash: varchar('launch_token_hash', { length: 64 }).notNull().unique(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    /** Set when `authenticate` used the launch token; it never works again. */
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    sessionTokenHash: varchar('session_token_hash', { length: 64 }).unique(),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_sessions_member_idx').on(t.merchantId, t.memberId)],
);
