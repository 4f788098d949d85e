import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** ALTCHA challenges already redeemed, so one solved proof of work cannot be replayed. */
export const humanCheckUses = pgTable('human_check_uses', {
  nonce: varchar('nonce', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
