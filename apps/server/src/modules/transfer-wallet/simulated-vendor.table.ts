import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * The simulated transfer vendor's own books (docs/decisions/027-transfer-vendor-adapter.md): what a
 * third-party vendor that keeps each player's balance holds on its side. Nothing else reads these
 * tables; our books learn of them only through the adapter's answers, as with a real vendor.
 */
export const simVendorWallets = pgTable(
  'sim_vendor_wallets',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.vendor, t.memberId, t.currency] }),
    check('sim_vendor_wallets_balance_ck', sql`${t.balanceMinor} >= 0`),
  ],
);

/** Every transfer the vendor was asked for, by our reference: a repeat gets the first answer. */
export const simVendorTransfers = pgTable(
  'sim_vendor_transfers',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    reference: varchar('reference', { length: 160 }).notNull(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 'deposit' (to the vendor) or 'withdraw' (from it). */
    direction: varchar('direction', { length: 8 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    ok: boolean('ok').notNull(),
    reason: varchar('reason', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.reference] })],
);

/** The rounds players played at the vendor, in the order the vendor settled them (`id` is the cursor). */
export const simVendorRounds = pgTable(
  'sim_vendor_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    roundId: varchar('round_id', { length: 100 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.merchantId, t.vendor, t.roundId)],
);
