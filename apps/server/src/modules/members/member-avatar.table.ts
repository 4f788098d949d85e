import { bigint, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './member.table.ts';

/**
 * An avatar a member uploaded (issue 15): png or jpg, at most 5 MB, served publicly at
 * `/media/avatars/<key>` under a random key (an <img> cannot send the session's token), so an upload
 * is never guessable and can be cached for good. The member's `icon_url` points at the newest one.
 */
export const memberAvatars = pgTable('member_avatars', {
  key: varchar('key', { length: 64 }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  mime: varchar('mime', { length: 16 }).notNull(),
  /** Base64 of the image. */
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
