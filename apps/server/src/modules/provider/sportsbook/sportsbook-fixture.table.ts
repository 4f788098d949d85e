import { index, integer, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A fixture of the book (ADR 089): a feed's (its id is the feed's) or a trader's (`op-…`). The feed
 * moves its status and score until a trader enters a result (`result_source` `operator`), which the
 * feed then leaves alone. `settled_at`: every market of it settled on the result standing then.
 */
export const sportsbookFixtures = providerSchema.table(
  'sportsbook_fixtures',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    /** `football` | `esports`. */
    sport: varchar('sport', { length: 16 }).notNull(),
    league: varchar('league', { length: 96 }).notNull(),
    home: varchar('home', { length: 96 }).notNull(),
    away: varchar('away', { length: 96 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** `prematch` | `live` | `finished` | `postponed` | `abandoned`. */
    status: varchar('status', { length: 16 }).notNull(),
    scoreHome: integer('score_home').notNull().default(0),
    scoreAway: integer('score_away').notNull().default(0),
    /** Football while live: the match clock in whole minutes. */
    minute: integer('minute'),
    /** E-sports: the winners of the maps completed, in order (`home` | `away`). */
    maps: jsonb('maps').$type<string[]>().notNull().default([]),
    /** `feed` | `operator`: who made the fixture. */
    source: varchar('source', { length: 16 }).notNull().default('feed'),
    /** Null while the feed's result stands; `operator` once a trader entered one. */
    resultSource: varchar('result_source', { length: 16 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sportsbook_fixtures_starts_idx').on(t.sport, t.startsAt),
    index('sportsbook_fixtures_unsettled_idx').on(t.status, t.settledAt),
  ],
);
