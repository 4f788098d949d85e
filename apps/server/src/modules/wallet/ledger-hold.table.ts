import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';

/**
 * Money set aside from a member's wallet (a withdrawal waiting for payment…): the hold entry moved
 * `amount` from `source_account_id` into the member's `member_held` account; it stays `open` until
 * exactly one later entry either releases it back to the source or settles it out to a brand
 * account. The row is the lock that makes "released or settled once" hold under concurrency
 * (docs/decisions/014-holds-and-reversals.md).
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    sourceAccountId: bigint('source_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    heldAccountId: bigint('held_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' })
      .notNull()
      .unique('ledger_holds_hold_entry_uq')
      .references(() => journalEntries.id),
    resolveEntryId: bigint('resolve_entry_id', { mode: 'number' })
      .unique('ledger_holds_resolve_entry_uq')
      .references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('ledger_holds_amount_ck', sql`${t.amount} > 0`),
    check(
      'ledger_holds_status_ck',
      sql`(${t.status} = 'open') = (${t.resolveEntryId} is null) and ${t.status} in ('open', 'released', 'settled')`,
    ),
    index('ledger_holds_held_account_idx').on(t.heldAccountId, t.status),
  ],
);
