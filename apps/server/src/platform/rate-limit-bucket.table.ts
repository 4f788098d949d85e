import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every server process (DESIGN.md §1: no limiter state in memory):
 * one row per key (`login:ip:1.2.3.4`), counted and reset atomically by one upsert.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
