import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A message of the platform-information inbox (spec §2 `messageV2`; ADR 048), sent once to an
 * audience: the whole brand, every agent of the brand (the agent centre's announcements, issue 16),
 * one agent's team (every member below `target_member_id`) or one member (`target_member_id`). Who read or removed it is in `member_message_states`, one row per member
 * who did, so a brand-wide message is one row however many members the brand has.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    audience: varchar('audience', { length: 16 }).notNull(),
    targetMemberId: bigint('target_member_id', { mode: 'number' }).references(() => members.id),
    category: varchar('category', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    sentByOperatorId: integer('sent_by_operator_id'),
    sentByName: varchar('sent_by_name', { length: 64 }),
    /** The feedback this message answers (category `feedback`). */
    feedbackId: bigint('feedback_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_messages_merchant_idx').on(t.merchantId, t.createdAt),
    index('member_messages_target_idx').on(t.targetMemberId),
    check('member_messages_audience_ck', sql`${t.audience} in ('brand', 'agents', 'team', 'member')`),
    check(
      'member_messages_target_ck',
      sql`(${t.audience} in ('brand', 'agents')) = (${t.targetMemberId} is null)`,
    ),
    check(
      'member_messages_category_ck',
      sql`${t.category} in ('notice', 'promotion', 'account', 'feedback')`,
    ),
  ],
);

/** One member's reading of one message: read, or removed from their inbox. */
export const memberMessageStates = pgTable(
  'member_message_states',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => memberMessages.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('member_message_states_member_idx').on(t.memberId),
  ],
);

/** A member's feedback (spec §3 "Feedback: question type, content, contact info") and its answer. */
export const memberFeedback = pgTable(
  'member_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    questionType: varchar('question_type', { length: 16 }).notNull(),
    content: varchar('content', { length: 140 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    reply: text('reply'),
    repliedByOperatorId: integer('replied_by_operator_id'),
    repliedByName: varchar('replied_by_name', { length: 64 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_feedback_member_idx').on(t.memberId, t.createdAt),
    index('member_feedback_status_idx').on(t.status, t.createdAt),
    check('member_feedback_status_ck', sql`${t.status} in ('open', 'replied', 'closed')`),
  ],
);
