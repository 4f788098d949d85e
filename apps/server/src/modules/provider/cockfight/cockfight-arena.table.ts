import { bigint, boolean, integer, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A house cockfight arena (issue 22, ADR 087), shared by every brand like the live tables. `auto`
 * arenas run a simulated schedule on the clock (`packages/games/src/cockfight/arena.ts` timings and
 * seeded results); `manual` arenas move only when an operator opens, calls, closes and enters the
 * result of a real fight. The odds config prices Meron and Wala (`parimutuel` with `cut_bps`, or
 * `fixed` with posted prices in thousandths); the limits bound each player's stake per side per
 * fight (minor units). The server holding the lease (a conditional update) advances its fights.
 */
export const cockfightArenas = providerSchema.table('cockfight_arenas', {
  id: serial('id').primaryKey(),
  /** `LWCF-1`: the arena's public code. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** `auto` | `manual`. */
  mode: varchar('mode', { length: 8 }).notNull(),
  /** `parimutuel` | `fixed`. */
  oddsMode: varchar('odds_mode', { length: 16 }).notNull(),
  /** Parimutuel: the operator's cut in basis points (500 = 5 %). */
  cutBps: integer('cut_bps'),
  /** Fixed: the posted Meron and Wala prices in thousandths (1900 = 1.900×). */
  meronMilli: integer('meron_milli'),
  walaMilli: integer('wala_milli'),
  minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
  maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
  /** Auto arenas: the phases' lengths (OPEN, LAST_CALL, CLOSED, the result shown). */
  openMs: integer('open_ms').notNull().default(0),
  lastCallMs: integer('last_call_ms').notNull().default(0),
  closedMs: integer('closed_ms').notNull().default(0),
  resultMs: integer('result_ms').notNull().default(0),
  streamUrl: varchar('stream_url', { length: 300 }),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseHolder: varchar('lease_holder', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
