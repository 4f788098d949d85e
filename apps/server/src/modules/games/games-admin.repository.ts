/**
 * The back office's queries on vendors and games: every game of a brand (enabled or not, its own
 * maintenance flag apart from its vendor's), searched and paged in SQL, and the writes of edits,
 * bulk changes and imports. Only this module's tables.
 */
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ExistingGame, PlannedGame } from './catalogue-import.ts';
import { games } from './game.table.ts';
import { containing } from './games.repository.ts';
import { vendors } from './vendor.table.ts';

export type AdminGameFilter = {
  q?: string | undefined;
  vassalage?: string | undefined;
  gameType?: string | undefined;
  subCategory?: string | undefined;
  flag?: 'hot' | 'new' | 'jackpot' | undefined;
  maintenance?: 'yes' | 'no' | undefined;
};

const adminGameColumns = {
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
  maintenance: games.maintenance,
  vendorMaintenance: sql<boolean>`coalesce(${vendors.maintenance}, false)`,
  enabled: games.enabled,
  sort: games.sort,
};
export type AdminGameRow = {
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
  vendorMaintenance: boolean;
  enabled: boolean;
  sort: number;
};

const vendorOfGame = and(
  eq(vendors.merchantId, games.merchantId),
  eq(vendors.vassalage, games.vassalage),
  eq(vendors.gameType, games.gameType),
);

export type GameChanges = Partial<
  Pick<
    typeof games.$inferInsert,
    'gameName' | 'iconUrl' | 'hot' | 'isNew' | 'jackpot' | 'maintenance' | 'sort' | 'rtp'
  >
>;

export const createGamesAdminRepository = (db: Database) => ({
  vendorsOf: (merchantId: number) =>
    db
      .select()
      .from(vendors)
      .where(eq(vendors.merchantId, merchantId))
      .orderBy(asc(vendors.sort), asc(vendors.id)),

  vendor: async (id: number) => (await db.select().from(vendors).where(eq(vendors.id, id)))[0],

  /** Per vendor and category: games, and games closed by their own flag. */
  gameCounts: (merchantId: number) =>
    db
      .select({
        vassalage: games.vassalage,
        gameType: games.gameType,
        n: count(),
        closed: sql<number>`count(*) filter (where ${games.maintenance})`.mapWith(Number),
      })
      .from(games)
      .where(eq(games.merchantId, merchantId))
      .groupBy(games.vassalage, games.gameType),

  updateVendor: async (
    id: number,
    set: Partial<Pick<typeof vendors.$inferInsert, 'enabled' | 'maintenance' | 'displayName'>>,
  ) => (await db.update(vendors).set(set).where(eq(vendors.id, id)).returning())[0],

  /** One page of a brand's games in the list order (sort, id), with the number of matches. */
  searchGames: async (merchantId: number, filter: AdminGameFilter, limit: number, offset: number) => {
    const conditions: SQL[] = [eq(games.merchantId, merchantId)];
    if (filter.q) conditions.push(sql`${games.nameKey} like ${containing(filter.q)}`);
    if (filter.vassalage) conditions.push(eq(games.vassalage, filter.vassalage));
    if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
    if (filter.subCategory) conditions.push(eq(games.subCategory, filter.subCategory));
    if (filter.flag === 'hot') conditions.push(eq(games.hot, true));
    if (filter.flag === 'new') conditions.push(eq(games.isNew, true));
    if (filter.flag === 'jackpot') conditions.push(eq(games.jackpot, true));
    if (filter.maintenance) conditions.push(eq(games.maintenance, filter.maintenance === 'yes'));
    const where = and(...conditions);
    const [counted] = await db.select({ n: count() }).from(games).where(where);
    const rows = await db
      .select(adminGameColumns)
      .from(games)
      .leftJoin(vendors, vendorOfGame)
      .where(where)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows as AdminGameRow[], total: counted?.n ?? 0 };
  },

  game: async (id: number) =>
    (
      await db
        .select({ ...adminGameColumns, merchantId: games.merchantId })
        .from(games)
        .leftJoin(vendors, vendorOfGame)
        .where(eq(games.id, id))
    )[0] as (AdminGameRow & { merchantId: number }) | undefined,

  updateGame: async (id: number, set: GameChanges) => {
    const next = { ...set };
    if (set.gameName !== undefined) {
      const [row] = await db.select({ code: games.gameCode }).from(games).where(eq(games.id, id));
      Object.assign(next, { nameKey: `${set.gameName} ${row?.code ?? ''}`.toLowerCase() });
    }
    await db.update(games).set(next).where(eq(games.id, id));
  },

  /** Games of the brand among `ids` whose `column` is not yet `value`: the ones a bulk change touches. */
  gamesToFlip: (merchantId: number, ids: number[], column: 'maintenance' | 'hot', value: boolean) =>
    db
      .select({ id: games.id, gameCode: games.gameCode, vassalage: games.vassalage })
      .from(games)
      .where(
        and(
          eq(games.merchantId, merchantId),
          inArray(games.id, ids),
          sql`${games[column]} is distinct from ${value}`,
        ),
      )
      .orderBy(asc(games.id)),

  setFlag: (merchantId: number, ids: number[], column: 'maintenance' | 'hot', value: boolean) =>
    db
      .update(games)
      .set({ [column]: value })
      .where(and(eq(games.merchantId, merchantId), inArray(games.id, ids))),

  /** Serialises imports of one vendor of one brand until the transaction ends. */
  lockVendorImport: (merchantId: number, vendor: string) =>
    db.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue-import:${merchantId}:${vendor}`}))`),

  vendorGames: async (merchantId: number, vendor: string): Promise<ExistingGame[]> =>
    db
      .select({
        id: games.id,
        gameCode: games.gameCode,
        gameName: games.gameName,
        gameType: games.gameType,
        subCategory: games.subCategory,
        iconUrl: games.iconUrl,
        hot: games.hot,
        isNew: games.isNew,
        jackpot: games.jackpot,
        rtp: games.rtp,
        maintenance: games.maintenance,
        sort: games.sort,
        isGame: games.isGame,
      })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vendor))),

  maxSort: async (merchantId: number) => {
    const [row] = await db
      .select({ max: sql<number | null>`max(${games.sort})` })
      .from(games)
      .where(eq(games.merchantId, merchantId));
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max);
  },

  /**
   * Creates and updates of an import, each as one statement over a JSON parameter (thousands of
   * rows bind as one value; ADR 024 measured 17 parameters a row 3× slower).
   */
  writeImport: async (merchantId: number, vendor: string, planned: PlannedGame[]) => {
    const json = (list: PlannedGame[]) =>
      JSON.stringify(list.map((g) => ({ ...g, nameKey: `${g.gameName} ${g.gameCode}`.toLowerCase() })));
    const creates = planned.filter((g) => g.id === null);
    const updates = planned.filter((g) => g.id !== null);
    const columns = sql.raw(`("id" int, "gameCode" text, "gameName" text, "nameKey" text, "gameType" text,
        "subCategory" text, "iconUrl" text, hot boolean, "isNew" boolean, jackpot boolean, rtp text,
        maintenance boolean, sort int, "isGame" boolean)`);
    if (creates.length > 0) {
      await db.execute(sql`
        insert into ${games} (merchant_id, vassalage, game_type, game_code, game_name, name_key, icon_url,
          is_game, sub_category, hot, is_new, jackpot, rtp, maintenance, sort)
        select ${merchantId}, ${vendor}, x."gameType", x."gameCode", x."gameName", x."nameKey", x."iconUrl",
          x."isGame", x."subCategory", x.hot, x."isNew", x.jackpot, x.rtp::numeric, x.maintenance, x.sort
        from json_to_recordset(${json(creates)}::json) as x ${columns}`);
    }
    if (updates.length > 0) {
      await db.execute(sql`
        update ${games} g set game_type = x."gameType", game_name = x."gameName", name_key = x."nameKey",
          icon_url = x."iconUrl", is_game = x."isGame", sub_category = x."subCategory", hot = x.hot,
          is_new = x."isNew", jackpot = x.jackpot, rtp = x.rtp::numeric, maintenance = x.maintenance,
          sort = x.sort
        from json_to_recordset(${json(updates)}::json) as x ${columns}
        where g.id = x.id and g.merchant_id = ${merchantId} and g.vassalage = ${vendor}`);
    }
  },
});

export type GamesAdminRepository = ReturnType<typeof createGamesAdminRepository>;
