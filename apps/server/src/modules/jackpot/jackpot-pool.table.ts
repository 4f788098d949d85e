import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A brand's progressive jackpot in one currency (docs/decisions/028-jackpot-pool.md): its settings
 * (the share of each bet it takes, its seed, how much turnover one hit takes on average) and the
 * current cycle with the cycle's server seed, whose SHA-256 is published before the cycle's first bet
 * and which is revealed when the cycle is won. The money itself is in the ledger (`jackpot#<n>`).
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: varchar('currency', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The share of every bet that goes to the pool, in parts per million (5,000 = 0.5 %). */
    contributionPpm: integer('contribution_ppm').notNull(),
    /** What the pool starts each cycle with, paid from the brand's `jackpot_seed` account. */
    seedMinor: bigint('seed_minor', { mode: 'bigint' }).notNull(),
    /** A bet of stake s hits with probability s / hitEvery: one hit per this much turnover on average. */
    hitEveryMinor: bigint('hit_every_minor', { mode: 'bigint' }).notNull(),
    cycle: integer('cycle').notNull().default(1),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [unique('jackpot_pools_brand_currency_uq').on(t.merchantId, t.currency)],
);
