import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * A member's bet_daily rows summed per ISO week (`2026-W48`) and per month (`2026-11`)
 * (docs/decisions/060-bet-periods.md): the agent's user loss statements for this week, this month
 * and last month read one row per member of the team instead of a month of days. Kept by database
 * triggers on `bet_daily` (migration 0027) in the transaction that settles each round, like the team
 * rollups; recounted by `team_rollups_rebuild()`.
 */
export const betPeriods = pgTable(
  'bet_periods',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    rounds: integer('rounds').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winLossMinor: bigint('win_loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.period] }),
    // The loss statements' order: a big team's first page is the first rows of this index that are in
    // the team.
    index('bet_periods_rank_idx').on(t.merchantId, t.period, t.winLossMinor, t.memberId),
  ],
);
