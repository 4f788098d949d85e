import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Words } from '../promotions/promotion.table.ts';

/**
 * A brand's VIP rank (docs/decisions/066-vip-ranks.md): level 0 is every member; a level is reached
 * when the window's valid bet and deposits both reach its thresholds. No rows: the brand has no VIP.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Words>().notNull(),
    minValidBetMinor: bigint('min_valid_bet_minor', { mode: 'bigint' }).notNull(),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' }).notNull(),
    levelUpBonusMinor: bigint('level_up_bonus_minor', { mode: 'bigint' }).notNull(),
    monthlyBonusMinor: bigint('monthly_bonus_minor', { mode: 'bigint' }).notNull(),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'bigint' }).notNull(),
    /** Basis points added to each category's rebate rate. */
    rebateExtraBp: integer('rebate_extra_bp').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.level] })],
);

/**
 * A member's rank. `highest` is the highest level ever held: its level-up bonus, and every one below
 * it, has been paid, so falling and rising again pays nothing twice. `reviewedMonth` is the last
 * monthly review (yyyy-MM) that looked at the member.
 */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    merchantId: integer('merchant_id').notNull(),
    level: integer('level').notNull(),
    highest: integer('highest').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    reviewedMonth: varchar('reviewed_month', { length: 7 }),
  },
  (t) => [index('member_vip_merchant_level_idx').on(t.merchantId, t.level)],
);

/**
 * A VIP bonus: written once (member × kind × period), then paid through the wallet under
 * `vip:<kind>:<period>:<member>`, so a review run twice, or on two servers at once, pays once.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The level for a level-up, yyyy-MM for a monthly bonus, yyyy for a birthday. */
    period: varchar('period', { length: 8 }).notNull(),
    level: integer('level').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique().on(t.memberId, t.kind, t.period),
    index('vip_rewards_merchant_idx').on(t.merchantId, t.id),
  ],
);

/** A brand's monthly review that ran to the end: the beat does not run it again. */
export const vipReviews = pgTable(
  'vip_reviews',
  {
    merchantId: integer('merchant_id').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    members: integer('members').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month] })],
);
