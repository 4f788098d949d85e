import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A bank account a member withdraws to (spec §4 "Account link choice"): never edited once bound;
 * only an operator removes one (`removed_at`), which keeps the row for the requests that used it.
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    accountNumber: varchar('account_number', { length: 32 }).notNull(),
    accountName: varchar('account_name', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('member_bank_accounts_member_idx').on(t.memberId),
    uniqueIndex('member_bank_accounts_live_uq')
      .on(t.memberId, sql`lower(${t.bankName})`, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);
