import { bigint, bigserial, boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './member.table.ts';

/** Every sign-in attempt on a known account: the operator's "last logins with IP". */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: text('user_agent'),
    /** The browser's lasting id (X-Device-Id) when it sent one: shared devices hold referral rewards. */
    deviceId: varchar('device_id', { length: 64 }),
    success: boolean('success').notNull(),
    /** Why it failed (bad_password, locked, not_member, …) or how it passed (password, sms, ip_code). */
    reason: varchar('reason', { length: 32 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_logins_member_at_idx').on(t.memberId, t.at)],
);
