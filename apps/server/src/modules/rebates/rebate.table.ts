import { sql } from 'drizzle-orm';
import { bigint, date, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A brand's own rebate rate for a game category (docs/decisions/062-rebates.md), in basis points
 * (120 = 1.20 %); null stops the category's rebate. Without a row the spec's default applies
 * (DEFAULT_REBATE_BASIS_POINTS, contracts).
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    category: varchar('category', { length: 16 }).notNull(),
    rateBp: integer('rate_bp'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.category] })],
);

/** A line of a rebate: a category's valid bet of the day, the rate it was paid at and what it paid. */
export type StoredRebateLine = {
  category: string;
  validBetMinor: string;
  rateBp: number;
  amountMinor: string;
};

/**
 * One member's rebate of one business day: written once (the key), then paid through the wallet
 * under `rebate:<day>:<member>`, so settling a day again, or on two servers at once, pays once.
 */
export const rebates = pgTable(
  'rebates',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<StoredRebateLine[]>().notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  // The member's page reads their days newest first: one range of this key.
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);

/** A brand's business day whose rebates were all paid: the scheduler's beat skips it. */
export const rebateDays = pgTable(
  'rebate_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    members: integer('members').notNull().default(0),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);
