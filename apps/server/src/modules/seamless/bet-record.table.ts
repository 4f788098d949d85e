import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * One round of one member at one vendor, written with the money that moves in it: the stake
 * (bets less refunds), the payout, and once the round is settled its valid bet and win/loss
 * (payout − stake, the member's view). Betting records, rebates, agent salaries and missions
 * aggregate the settled rows.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    roundId: varchar('round_id', { length: 100 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The part of the stake paid from the bonus wallet: that share of the payout goes back to it (ADR 063). */
    bonusStakeMinor: bigint('bonus_stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winLossMinor: bigint('win_loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** 'open' while bets may come; 'settled' when the round closed; 'refunded' when every bet was. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique().on(t.merchantId, t.vendor, t.roundId),
    index('bet_records_member_settled_idx').on(t.merchantId, t.memberId, t.settledAt),
    index('bet_records_settled_idx').on(t.merchantId, t.settledAt),
    // The back office's search lists a brand's rounds newest first and filters by time placed.
    index('bet_records_placed_idx').on(t.merchantId, t.placedAt),
  ],
);
