import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { promotions, type Words } from '../promotions/promotion.table.ts';

/**
 * A brand's points rules (docs/decisions/065-points-and-the-mall.md): how much valid bet earns one
 * point, what one point is worth in cash when exchanged, and the least a member may exchange.
 * Points are kept in minor units (hundredths of a point) in the member's `member_points` wallet.
 */
export const pointsSettings = pgTable('points_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(true),
  /** Valid bet (minor units of money) that earns one whole point. */
  validBetPerPointMinor: bigint('valid_bet_per_point_minor', { mode: 'bigint' }).notNull(),
  /** Money (minor units) one whole point exchanges for; null: no exchange. */
  cashPerPointMinor: bigint('cash_per_point_minor', { mode: 'bigint' }),
  /** The fewest points (minor units) one exchange takes. */
  minExchangeMinor: bigint('min_exchange_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A closed business day whose points were all credited: the beat skips it. */
export const pointsDays = pgTable(
  'points_days',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    members: integer('members').notNull().default(0),
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/** A good of the mall, bought with points and sent by the operator. `stock` null is unlimited. */
export const mallItems = pgTable(
  'mall_items',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: jsonb('name').$type<Words>().notNull(),
    description: jsonb('description').$type<Words>().notNull(),
    imageUrl: varchar('image_url', { length: 500 }),
    /** Points (minor units) per piece. */
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull(),
    /** What the good is worth, shown to the member and used in reports. */
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Bonus money (docs/decisions/073-bonus-goods.md): redeeming pays `value_minor` at once under
     * this promotion's wagering terms; null: goods the operator sends.
     */
    bonusPromotionId: integer('bonus_promotion_id').references(() => promotions.id),
  },
  (t) => [index('mall_items_merchant_idx').on(t.merchantId, t.sort)],
);

/**
 * A redemption: its points are spent from the member's points wallet when it is made
 * (`redeem:<id>`, back to the issuer); the operator sends the good, or rejects the order and the
 * points come back (`redeem-refund:<id>`) with the stock. (Not a wallet hold: held accounts are
 * pending withdrawals of money.)
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id),
    quantity: integer('quantity').notNull(),
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull(),
    /** 'in_process', 'approved', 'rejected' (spec §4 "Redeem history status"). */
    status: varchar('status', { length: 12 }).notNull().default('in_process'),
    receiverName: varchar('receiver_name', { length: 64 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    receivingAddress: varchar('receiving_address', { length: 300 }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    /** The operator's shipment or payment reference, and the account paid from. */
    transactionReference: varchar('transaction_reference', { length: 100 }),
    paidAccount: varchar('paid_account', { length: 100 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 64 }),
  },
  (t) => [
    index('mall_orders_member_idx').on(t.merchantId, t.memberId, t.id),
    index('mall_orders_status_idx').on(t.merchantId, t.status, t.id),
  ],
);
