import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A back-office account. Operators run the platform, so they are not scoped to one brand. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull().unique(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; pending until confirmed with a code, then enabled. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpPendingSecret: varchar('totp_pending_secret', { length: 64 }),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Last accepted TOTP step, so one code cannot be used twice. */
    totpLastStep: varchar('totp_last_step', { length: 16 }),
    disabled: boolean('disabled').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operators_role_ck', sql`${t.role} in ('owner', 'finance', 'support', 'content', 'risk')`)],
);
