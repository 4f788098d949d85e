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
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { paymentMethods } from './payment-method.table.ts';

/**
 * A deposit request (issue 4 "depositv2"). `status` only leaves `pending` by one conditional update:
 * to `approved` (the wallet is credited in the same transaction under key `deposit:<id>`,
 * `credit_entry_id` keeps the entry), `rejected` (an operator, with a reason), or for gateway
 * deposits `cancelled` (the provider said so) or `expired` (no payment by `expires_at`).
 * The receipt image is kept in the row (docs/decisions/016-deposits.md).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    methodId: bigint('method_id', { mode: 'number' })
      .notNull()
      .references(() => paymentMethods.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Bank: the member's transfer reference. Gateway: the provider's payment id once known. */
    reference: varchar('reference', { length: 64 }),
    receiptMime: varchar('receipt_mime', { length: 16 }),
    receiptImage: text('receipt_image'),
    /** Gateway: no payment after this instant is credited. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    decidedBy: integer('decided_by'),
    decidedByName: varchar('decided_by_name', { length: 64 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposits_member_idx').on(t.memberId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
    check(
      'deposits_status_ck',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled', 'expired')`,
    ),
    check('deposits_kind_ck', sql`${t.kind} in ('bank', 'gateway')`),
    check('deposits_amount_ck', sql`${t.amount} > 0`),
  ],
);
