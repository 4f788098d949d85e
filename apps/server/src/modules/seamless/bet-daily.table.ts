import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * What a member's settled rounds add up to, per business day, game category and vendor: the
 * member's profit and loss and (later) the agent reports read these rows instead of the rounds
 * (docs/decisions/049-bet-daily-aggregates.md). A round is added in the transaction that settles it,
 * which can settle it only once; rounds settled before this table existed were added by its migration.
 * `day` is the business day of the settlement (BUSINESS_DAY_OFFSET_MINUTES, contracts).
 */
export const betDaily = pgTable(
  'bet_daily',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** The game's catalogue category (gameType) when the round settled; 'OTHER' if not in the catalogue. */
    category: varchar('category', { length: 16 }).notNull(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    rounds: integer('rounds').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winLossMinor: bigint('win_loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  // The key leads with member and day: a member's range is one index range scan.
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category, t.vendor] })],
);
