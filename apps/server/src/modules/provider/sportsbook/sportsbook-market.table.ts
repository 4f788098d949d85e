import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A market of a fixture (ADR 089): its kind and line (quarters; `key` is both, one row each), its
 * prices by selection in thousandths, and its status. The feed moves the prices of a market no
 * trader has taken (`traded`); a trader's move takes it. `result`: each selection's outcome once
 * settled.
 */
export const sportsbookMarkets = providerSchema.table(
  'sportsbook_markets',
  {
    id: serial('id').primaryKey(),
    fixtureId: varchar('fixture_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    line: integer('line'),
    /** `<kind>:<line>`: one market per kind and line of a fixture. */
    key: varchar('key', { length: 40 }).notNull(),
    /** `open` | `suspended` | `closed`. */
    status: varchar('status', { length: 16 }).notNull(),
    selections: jsonb('selections').$type<Record<string, number>>().notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    /** The most the house may lose on any one selection of the market. */
    liabilityMinor: bigint('liability_minor', { mode: 'bigint' }).notNull(),
    traded: boolean('traded').notNull().default(false),
    result: jsonb('result').$type<Record<string, string>>(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sportsbook_markets_key').on(t.fixtureId, t.key),
    index('sportsbook_markets_fixture_idx').on(t.fixtureId),
  ],
);
