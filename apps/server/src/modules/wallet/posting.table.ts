import { bigint, bigserial, index, pgTable } from 'drizzle-orm/pg-core';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';

/** One line of a journal entry: an amount (minor units, signed) on one account, and its balance after. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('postings_account_idx').on(t.accountId, t.id), index('postings_entry_idx').on(t.entryId)],
);
