import type { TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * Every debit, credit and rollback a vendor sent, under its own transaction id: the first answer
 * (replayed for a retry), a digest of the request (a different request under a used id is a
 * duplicate), and the journal entry it booked. A rollback of a bet never seen leaves a `cancelled`
 * row under the bet's id, so the bet is refused when it arrives late.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    /** 'debit', 'credit' or 'rollback'. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** 'booked'; 'rolled_back' for a refunded bet; 'cancelled' for a bet refunded before it came. */
    status: varchar('status', { length: 16 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: varchar('round_id', { length: 100 }).notNull(),
    referenceTransactionId: varchar('reference_transaction_id', { length: 100 }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: varchar('currency', { length: 8 }).notNull(),
    requestDigest: varchar('request_digest', { length: 64 }).notNull(),
    response: jsonb('response').$type<TSeamlessResponse>(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.merchantId, t.vendor, t.transactionId),
    // A round's calls, for the back office's bet record detail.
    index('seamless_transactions_round_idx').on(t.merchantId, t.vendor, t.roundId),
  ],
);
