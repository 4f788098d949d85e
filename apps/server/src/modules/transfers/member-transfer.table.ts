import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * One transfer between two members of an agent tree (issue 4): to the sender's upline, or from an
 * agent to a member of their downline. The money moves in one wallet entry (key
 * `transfer:<merchant>:<sender>:<request_key>`, kind `transfer`); this row claims the client's request
 * key first, so a repeated request finds it and moves nothing (docs/decisions/021-member-transfers.md).
 */
export const memberTransfers = pgTable(
  'member_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    direction: varchar('direction', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** The client's idempotency key (body `requestId` or the `Idempotency-Key` header). */
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    /** The wallet entry; null only inside the transaction that creates the row. */
    entryId: bigint('entry_id', { mode: 'number' }),
    /** The sender's main wallet right after the transfer. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_transfers_request_uq').on(t.merchantId, t.senderId, t.requestKey),
    index('member_transfers_sender_idx').on(t.senderId, t.id),
    index('member_transfers_recipient_idx').on(t.recipientId, t.id),
    check('member_transfers_direction_ck', sql`${t.direction} in ('upline', 'downline')`),
    check('member_transfers_amount_ck', sql`${t.amount} > 0`),
    check('member_transfers_parties_ck', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/**
 * What each member has sent per UTC day: raised by one conditional upsert in the transfer's
 * transaction, which refuses to pass the daily limit even when transfers race.
 */
export const transferDailyTotals = pgTable(
  'transfer_daily_totals',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
