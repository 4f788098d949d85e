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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';
import { withdrawals } from './withdrawal.table.ts';

/**
 * A member's claim that a paid withdrawal did not arrive in full (partial or not received), for an
 * operator to investigate. One per withdrawal. A money correction is its own action (`credited_*`,
 * wallet key `withdraw-case:<id>`), booked at most once; resolving only records the outcome.
 */
export const withdrawalCases = pgTable(
  'withdrawal_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    claim: varchar('claim', { length: 16 }).notNull(),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }).notNull(),
    missingAmount: bigint('missing_amount', { mode: 'bigint' }).notNull(),
    proofMime: varchar('proof_mime', { length: 16 }),
    /** Base64 of the image; at most 5 MB decoded, checked by its magic bytes. */
    proofImage: text('proof_image'),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    resolutionNote: varchar('resolution_note', { length: 500 }),
    resolvedByName: varchar('resolved_by_name', { length: 64 }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    creditedAmount: bigint('credited_amount', { mode: 'bigint' }),
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_cases_withdrawal_uq').on(t.withdrawalId),
    index('withdrawal_cases_status_idx').on(t.status, t.id),
    check('withdrawal_cases_claim_ck', sql`${t.claim} in ('partial', 'not_received')`),
    check('withdrawal_cases_status_ck', sql`${t.status} in ('open', 'resolved')`),
  ],
);
