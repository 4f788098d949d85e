import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  pgTable,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * An account of the books (DESIGN.md §4): one of a member's wallets (`member_cash`, `member_bonus`,
 * `member_points`, `member_play`, `member_held`), or one of the brand's own accounts (house per
 * vendor, cashier clearing, promotions, commission, play-money issuer). Balances are integer minor
 * units; a member wallet can never go below zero — the database refuses it, and refuses to mark a
 * member wallet as allowed to go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    currency: varchar('currency', { length: 8 }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_uq').on(t.merchantId, t.kind, t.memberId, t.currency).nullsNotDistinct(),
    check('ledger_accounts_balance_ck', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_member_ck', sql`(${t.kind} like 'member_%') = (${t.memberId} is not null)`),
    check('ledger_accounts_member_protected_ck', sql`not (${t.allowNegative} and ${t.kind} like 'member_%')`),
  ],
);
