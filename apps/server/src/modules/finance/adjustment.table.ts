import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators } from '../admin/operator.table.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';

/**
 * A manual credit or debit of a member's wallet by an operator, with its reason. Up to the brand's
 * threshold it posts at once; above it, it waits `pending` until another operator approves (it
 * posts, under the key `adjustment:<id>`) or rejects it. The status moves once, by a conditional
 * update in the posting's transaction (docs/decisions/018-manual-adjustments.md).
 */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The member wallet it moves; the main wallet for now. */
    wallet: varchar('wallet', { length: 24 }).notNull().default('member_cash'),
    direction: varchar('direction', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    decidedBy: integer('decided_by').references(() => operators.id),
    decisionNote: text('decision_note'),
    entryId: bigint('entry_id', { mode: 'number' })
      .unique('wallet_adjustments_entry_uq')
      .references(() => journalEntries.id),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('wallet_adjustments_amount_ck', sql`${t.amount} > 0`),
    check('wallet_adjustments_direction_ck', sql`${t.direction} in ('credit', 'debit')`),
    check(
      'wallet_adjustments_status_ck',
      sql`${t.status} in ('pending', 'posted', 'rejected') and (${t.status} = 'posted') = (${t.entryId} is not null)`,
    ),
    // The two-person rule, held by the database too: nobody decides their own request.
    check(
      'wallet_adjustments_four_eyes_ck',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    index('wallet_adjustments_status_idx').on(t.status, t.id),
    index('wallet_adjustments_member_idx').on(t.memberId, t.id),
  ],
);
