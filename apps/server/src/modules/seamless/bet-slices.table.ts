import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/** A slice's length: real-time salary settles each one, hourly salary twelve (spec §9). */
export const BET_SLICE_MINUTES = 5;
/** How long slices are kept: longer than any sub-day period can wait to be settled or looked at again. */
export const BET_SLICE_KEEP_DAYS = 40;

/**
 * What a member's settled rounds add up to per 5-minute slice of the clock: what hourly and
 * real-time salary settle from (docs/decisions/058-bet-slices.md), as bet_daily is for days. A round
 * is added in the transaction that settles it, with its bet_daily row.
 */
export const betSlices = pgTable(
  'bet_slices',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The instant the slice starts (a multiple of 5 minutes). */
    sliceStart: timestamp('slice_start', { withTimezone: true }).notNull(),
    rounds: integer('rounds').notNull().default(0),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winLossMinor: bigint('win_loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    // Leads with member then time: a team's hour is one range scan per member, as for bet_daily.
    primaryKey({ columns: [t.merchantId, t.memberId, t.sliceStart] }),
    // Rows arrive in time order: a block range index finds the expired ones for next to nothing.
    index('bet_slices_start_brin').using('brin', t.sliceStart),
  ],
);
