import { text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The columns every sign-in session table shares (members and operators): the SHA-256 of an opaque
 * token, where it was issued, and when it ends — by expiry or by revocation.
 */
export const sessionColumns = () => ({
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  ip: varchar('ip', { length: 64 }).notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
