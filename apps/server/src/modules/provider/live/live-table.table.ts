import { bigint, boolean, integer, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A live-style house table (issue 21, ADR 082): shared by every brand, like crash's one table. Its
 * kind picks the rule engine (`packages/games/src/live/*`); its timings make every round's timeline;
 * its limits bound each player's stake per spot per round (minor units). The server holding the
 * lease (a conditional update on `lease_until`/`lease_holder`) deals and settles its rounds.
 */
export const liveTables = providerSchema.table('live_tables', {
  id: serial('id').primaryKey(),
  /** `LWLIVE-BAC-1`: the table's public code, in the page path `/liveTable/<code>`. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** `baccarat` | `dragon_tiger` | `sic_bo` | `roulette`. */
  kind: varchar('kind', { length: 16 }).notNull(),
  /** Baccarat only: `commission` | `no_commission`. */
  mode: varchar('mode', { length: 16 }),
  /** Card games: decks in the shoe. */
  decks: integer('decks').notNull().default(8),
  bettingMs: integer('betting_ms').notNull(),
  /** From the close of betting to the result: the deal or spin the client animates. */
  dealingMs: integer('dealing_ms').notNull(),
  minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
  maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseHolder: varchar('lease_holder', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A brand's own limits at a live table (issue 21: "table limits per brand"): a brand without a row
 * plays the table's limits. Per spot per round, minor units of the brand's currency.
 */
export const liveTableLimits = providerSchema.table(
  'live_table_limits',
  {
    tableId: integer('table_id')
      .notNull()
      .references(() => liveTables.id),
    /** The operator's brand code, as the provider's sessions carry it. */
    brand: varchar('brand', { length: 32 }).notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.brand] })],
);
