import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favoriteGames } from './favorite-game.table.ts';
import { games } from './game.table.ts';
import { gameCategories } from './game-category.table.ts';
import { recentGames } from './recent-game.table.ts';
import { vendors } from './vendor.table.ts';

export type GameFilter = {
  gameType?: string;
  vassalage?: string;
  subCategory?: string;
  search?: string;
};

/** `%text%` for LIKE with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns a list answers with; a vendor under maintenance puts its games under maintenance. */
const gameColumns = {
  id: games.id,
  vassalage: games.vassalage,
  gameType: games.gameType,
  gameCode: games.gameCode,
  gameName: games.gameName,
  iconUrl: games.iconUrl,
  isGame: games.isGame,
  subCategory: games.subCategory,
  hot: games.hot,
  isNew: games.isNew,
  jackpot: games.jackpot,
  rtp: games.rtp,
  maintenance: sql<boolean>`(${games.maintenance} or ${vendors.maintenance})`.as('maintenance'),
};
export type GameRow = {
  id: number;
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameName: string;
  iconUrl: string;
  isGame: boolean;
  subCategory: string | null;
  hot: boolean;
  isNew: boolean;
  jackpot: boolean;
  rtp: string | null;
  maintenance: boolean;
};

/** Games of enabled vendors only: the join also brings the vendor's maintenance flag. */
const vendorJoin = and(
  eq(vendors.merchantId, games.merchantId),
  eq(vendors.vassalage, games.vassalage),
  eq(vendors.gameType, games.gameType),
  eq(vendors.enabled, true),
);

export const createGamesRepository = (db: Database) => ({
  listCategories: (merchantId: number) =>
    db
      .select()
      .from(gameCategories)
      .where(and(eq(gameCategories.merchantId, merchantId), eq(gameCategories.enabled, true)))
      .orderBy(asc(gameCategories.sort)),

  listVendors: (merchantId: number) =>
    db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.enabled, true)))
      .orderBy(asc(vendors.sort), asc(vendors.id)),

  /**
   * The list in SQL: what the in-process catalogue answers, computed by the database (the bench's
   * baseline, and the reference the service's tests compare against).
   * One page of a filtered list in the catalogue's order (sort, id — unique, so pages never overlap
   * or skip), with the total number of matches counted in the same statement.
   */
  listGames: async (merchantId: number, filter: GameFilter, limit: number, offset: number) => {
    const conditions: SQL[] = [eq(games.merchantId, merchantId), eq(games.enabled, true)];
    if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
    if (filter.vassalage) conditions.push(eq(games.vassalage, filter.vassalage));
    if (filter.subCategory) conditions.push(eq(games.subCategory, filter.subCategory));
    if (filter.search) conditions.push(sql`${games.nameKey} like ${containing(filter.search)}`);
    const rows = await db
      .select({ ...gameColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(and(...conditions))
      .orderBy(asc(games.sort), asc(games.id))
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) return { rows: rows as GameRow[], total: rows[0]?.total ?? 0 };
    // Past the last page: the window count has no row to ride on.
    const [counted] = await db
      .select({ n: count() })
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(and(...conditions));
    return { rows: [] as GameRow[], total: counted?.n ?? 0 };
  },

  /** Every enabled game of a brand's enabled vendors, in the list order, for the in-process catalogue. */
  allGames: async (merchantId: number) =>
    (await db
      .select({ ...gameColumns, nameKey: games.nameKey })
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true)))
      .orderBy(asc(games.sort), asc(games.id))) as (GameRow & { nameKey: string })[],

  findGame: async (merchantId: number, id: number) => {
    const [row] = await db
      .select(gameColumns)
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, id), eq(games.enabled, true)));
    return row as GameRow | undefined;
  },

  /**
   * A game by what a launch names it with: brand, vendor (vassalage) and game code. Only enabled
   * games of enabled vendors; `maintenance` is the game's or its vendor's.
   */
  findByCode: async (merchantId: number, vassalage: string, gameCode: string) => {
    const [row] = await db
      .select({ ...gameColumns, engine: games.engine })
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(
        and(
          eq(games.merchantId, merchantId),
          eq(games.vassalage, vassalage),
          eq(games.gameCode, gameCode),
          eq(games.enabled, true),
        ),
      );
    return row as (GameRow & { engine: string | null }) | undefined;
  },

  /** Moves a game to the front of the member's recent games (one row per member and game). */
  recordLaunch: (memberId: number, gameId: number, at: Date) =>
    db
      .insert(recentGames)
      .values({ memberId, gameId, launchedAt: at })
      .onConflictDoUpdate({
        target: [recentGames.memberId, recentGames.gameId],
        set: { launchedAt: at, launches: sql`${recentGames.launches} + 1` },
      }),

  /** The member's recently launched games that are still listed, newest first. */
  recentGames: async (merchantId: number, memberId: number, limit: number) =>
    (await db
      .select(gameColumns)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(vendors, vendorJoin)
      .where(
        and(eq(recentGames.memberId, memberId), eq(games.merchantId, merchantId), eq(games.enabled, true)),
      )
      .orderBy(desc(recentGames.launchedAt), desc(games.id))
      .limit(limit)) as GameRow[],

  /** Per category and sub-category, how many games a vendor has. */
  vendorGameTypes: (merchantId: number, vassalage: string) =>
    db
      .select({ gameType: games.gameType, subCategory: games.subCategory, n: count() })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.enabled, true)))
      .groupBy(games.gameType, games.subCategory),

  gameCounts: (merchantId: number) =>
    db
      .select({ vassalage: games.vassalage, gameType: games.gameType, n: count() })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true)))
      .groupBy(games.vassalage, games.gameType),

  favorites: (merchantId: number, memberId: number) =>
    db
      .select({ nodeId: games.id, vassalage: games.vassalage, gameType: games.gameType })
      .from(favoriteGames)
      .innerJoin(games, eq(games.id, favoriteGames.gameId))
      .where(and(eq(favoriteGames.memberId, memberId), eq(games.merchantId, merchantId)))
      .orderBy(desc(favoriteGames.createdAt), desc(games.id)),

  favoritePage: async (merchantId: number, memberId: number, limit: number, offset: number) => {
    const where = and(
      eq(favoriteGames.memberId, memberId),
      eq(games.merchantId, merchantId),
      eq(games.enabled, true),
    );
    const rows = await db
      .select(gameColumns)
      .from(favoriteGames)
      .innerJoin(games, eq(games.id, favoriteGames.gameId))
      .innerJoin(vendors, vendorJoin)
      .where(where)
      .orderBy(desc(favoriteGames.createdAt), desc(games.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await db
      .select({ n: count() })
      .from(favoriteGames)
      .innerJoin(games, eq(games.id, favoriteGames.gameId))
      .innerJoin(vendors, vendorJoin)
      .where(where);
    return { rows: rows as GameRow[], total: counted?.n ?? 0 };
  },

  addFavorite: (memberId: number, gameId: number) =>
    db.insert(favoriteGames).values({ memberId, gameId }).onConflictDoNothing(),

  removeFavorite: (memberId: number, gameId: number) =>
    db
      .delete(favoriteGames)
      .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, gameId))),
});
