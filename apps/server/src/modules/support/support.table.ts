import type { TOfficeHours } from '@luckwell/contracts/support/chat';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators } from '../admin/operator.table.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A live-chat conversation between a member or a visitor and the brand's support desk (issue 19,
 * ADR 078). A member holds at most one that is not closed; a visitor is known by the hash of the
 * chat token the server gave them (the token itself is never stored).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').references(() => members.id),
    visitorName: varchar('visitor_name', { length: 40 }),
    visitorContact: varchar('visitor_contact', { length: 80 }),
    /** sha256 of a visitor's chat token, hex. */
    visitorTokenHash: varchar('visitor_token_hash', { length: 64 }).unique(),
    language: varchar('language', { length: 8 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('waiting'),
    outOfHours: boolean('out_of_hours').notNull().default(false),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: varchar('close_reason', { length: 300 }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The newest desk line the customer has read; the newest customer line the desk has read. */
    customerReadUpTo: integer('customer_read_up_to'),
    deskReadUpTo: integer('desk_read_up_to'),
  },
  (t) => [
    check('support_conversations_status_ck', sql`${t.status} in ('waiting', 'open', 'closed')`),
    check(
      'support_conversations_who_ck',
      sql`(${t.memberId} is not null) <> (${t.visitorTokenHash} is not null)`,
    ),
    index('support_conversations_queue_ix').on(t.status, t.merchantId, t.lastMessageAt),
    uniqueIndex('support_conversations_member_open_ux')
      .on(t.memberId)
      .where(sql`${t.status} <> 'closed' and ${t.memberId} is not null`),
  ],
);

/** One line of a conversation: the customer's, an operator's, or the desk's own notice. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    sender: varchar('sender', { length: 10 }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    body: text('body').notNull(),
    /** An attached picture: `support/<key>-<width>.webp` in the media storage. */
    imageKey: varchar('image_key', { length: 32 }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** A system line's event: claimed, transferred, closed, outOfHours. */
    event: varchar('event', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_sender_ck', sql`${t.sender} in ('customer', 'operator', 'system')`),
    index('support_messages_conversation_ix').on(t.conversationId, t.id),
  ],
);

/** A brand's ready answers, per language. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: varchar('title', { length: 60 }).notNull(),
    body: text('body').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_canned_replies_merchant_ix').on(t.merchantId)],
);

/** A brand's desk settings; a brand without a row is open around the clock. */
export const supportSettings = pgTable('support_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  hours: jsonb('hours').$type<TOfficeHours>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
