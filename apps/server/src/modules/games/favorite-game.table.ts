import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { games } from './game.table.ts';

/** A member's favourite game (spec §3 "Favourite": nodeId, kept per member with vendor and gameType). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favorite_games_recent').on(t.memberId, t.createdAt),
  ],
);
