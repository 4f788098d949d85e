import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { games } from './game.table.ts';

/**
 * A game a member has launched (spec §1 "recent games", §7 GCS_recentGame): one row per member and
 * game, moved to the front by every launch, so the list is distinct by construction.
 */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_latest').on(t.memberId, t.launchedAt),
  ],
);
