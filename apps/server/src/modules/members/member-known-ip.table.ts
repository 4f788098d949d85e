import { bigint, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './member.table.ts';

/** Addresses a member has signed in from; a new one needs a one-time code when the brand asks (spec §4). */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: varchar('ip', { length: 64 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);
