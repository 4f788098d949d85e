import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { memberBankAccounts } from './bank-account.table.ts';

/**
 * A withdrawal request (issue 4). Its amount sits in the member's held account from the moment it is
 * made (`hold_id`, wallet key `withdraw:<id>`) until an operator pays it (settle) or rejects it
 * (release). `status` only moves pending → paid | rejected, each by a conditional update.
 * Once paid, `confirmation` records the member's answer or `auto_received` after the deadline.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The wallet hold; null only inside the transaction that creates the request. */
    holdId: bigint('hold_id', { mode: 'number' }),
    paymentReference: varchar('payment_reference', { length: 64 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    decidedBy: integer('decided_by'),
    decidedByName: varchar('decided_by_name', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmation: varchar('confirmation', { length: 16 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_unconfirmed_idx')
      .on(t.confirmDeadline)
      .where(sql`${t.status} = 'paid' and ${t.confirmation} is null`),
    check('withdrawals_status_ck', sql`${t.status} in ('pending', 'paid', 'rejected')`),
    check(
      'withdrawals_confirmation_ck',
      sql`${t.confirmation} is null or ${t.confirmation} in ('received', 'partial', 'not_received', 'auto_received')`,
    ),
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
  ],
);
