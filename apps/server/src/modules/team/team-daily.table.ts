import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Each agent's team, summed per business day (issue 16, ADR 057): what the team's members joined,
 * bet, deposited and withdrew, for every agent above them (types 1, 2, 41, 42; depth > 0 in the
 * closure table), so an agent's overview reads about 31 days × 8 rows however big the team is. Kept
 * by database triggers (migration 0025) on `bet_daily`, `members`, `deposits` and `withdrawals`, in
 * the transaction of each change, whoever writes it. `shard` is the member's id mod 8: the rows of a
 * big team's day are eight, so members settling at once rarely wait on one row. `players` counts
 * the members whose first round of the day this was; sums over shards are the team's.
 */
export const teamDaily = pgTable(
  'team_daily',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    merchantId: integer('merchant_id').notNull(),
    joined: integer('joined').notNull().default(0),
    players: integer('players').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winLossMinor: bigint('win_loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositsMinor: bigint('deposits_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    firstDeposits: integer('first_deposits').notNull().default(0),
    withdrawalsMinor: bigint('withdrawals_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.shard] })],
);

/**
 * How many of an agent's team played in an ISO week (`2026-W48`) or a month (`2026-11`): a member
 * counts once however many days they played, so these cannot be summed from the days. Kept by the
 * same trigger as `team_daily`'s bets.
 */
export const teamPeriodPlayers = pgTable(
  'team_period_players',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    shard: smallint('shard').notNull(),
    players: integer('players').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.period, t.shard] })],
);
