import {
  bigint,
  boolean,
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
 * A brand's mission (docs/decisions/068-missions-and-leaderboards.md). `target` is minor units for
 * valid_bet and deposit, a count for rounds and login_streak. Never deleted: switched off.
 */
export const missions = pgTable('missions', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  title: jsonb('title').$type<Words>().notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  category: varchar('category', { length: 16 }),
  period: varchar('period', { length: 8 }).notNull(),
  target: bigint('target', { mode: 'bigint' }).notNull(),
  rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mission's reward claimed for one period (`period_key`: the business day, the ISO week, or
 * `once`): one row per member, mission and period, paid under `mission:<id>`.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    periodKey: varchar('period_key', { length: 10 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.missionId, t.memberId, t.periodKey)],
);

/** A brand's leaderboard: `prizes` in minor units (as text: jsonb) from the first rank. */
export const leaderboards = pgTable('leaderboards', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  title: jsonb('title').$type<Words>().notNull(),
  metric: varchar('metric', { length: 16 }).notNull(),
  period: varchar('period', { length: 8 }).notNull(),
  prizes: jsonb('prizes').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** Periods that ended before it existed are never paid. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A closed period's prize for a rank: written once when the period is settled, then paid under
 * `leaderboard:<leaderboard>:<period>:<rank>`. `value` is minor units of valid bet, or the
 * multiplier in hundredths.
 */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id),
    periodKey: varchar('period_key', { length: 10 }).notNull(),
    rank: integer('rank').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.leaderboardId, t.periodKey, t.rank] })],
);

/** A leaderboard's period whose prizes were all written: the beat does not settle it again. */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    leaderboardId: integer('leaderboard_id').notNull(),
    periodKey: varchar('period_key', { length: 10 }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leaderboardId, t.periodKey] })],
);
