import {
  type AnyPgColumn,
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * One movement of money: two or more postings summing to zero, under a unique idempotency key. A
 * reversal names the entry it undoes; the unique constraint lets an entry be reversed only once.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    memo: text('memo'),
    meta: jsonb('meta'),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references(
      (): AnyPgColumn => journalEntries.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_entries_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    unique('journal_entries_reverses_uq').on(t.reversesEntryId),
  ],
);
