/**
 * Owns game categories, vendors and the catalogue (docs/decisions/024-game-catalogue.md). Builds the
 * menus the header and category pages are drawn from (only categories that have vendors, regrouped
 * as spec §4 says, JL first), the game lists, hot games and the members' favourites.
 */

import { MessageKey } from '@luckwell/contracts/envelope';
import {
  regroupCategory,
  SubCategory,
  type TGame,
  type TGameListQuery,
  type TSubCategory,
} from '@luckwell/contracts/games/catalogue';
import { GameCategory, type TGameCategory, type TGameMenu } from '@luckwell/contracts/games/game-menus';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createGamesRepository, type GameRow } from './games.repository.ts';

/** Spec §4 "Favourites": the toggle is throttled to one per second, here per member on the server too. */
export const FAVORITE_TOGGLE_LIMIT = { max: 1, windowSeconds: 1 };
const HOT_GAMES = 30;
/** How many recent games GCS_recentGame answers. */
export const RECENT_GAMES = 20;
/** How many games the game-maintenance page recommends. */
export const RECOMMENDED_GAMES = 12;

const categoryOf = (gameType: string): TGameCategory => GameCategory.catch('RNG').parse(gameType);

export const toGame = (row: GameRow): TGame => ({
  nodeId: row.id,
  vassalage: row.vassalage,
  gameCode: row.gameCode,
  gameType: categoryOf(row.gameType),
  gameName: row.gameName,
  nodeName: row.gameName,
  iconUrl: row.iconUrl,
  showIcon: row.iconUrl,
  isGame: row.isGame,
  subCategory: (SubCategory.safeParse(row.subCategory).data ?? null) as TSubCategory | null,
  hot: row.hot,
  new: row.isNew,
  jackpot: row.jackpot,
  rtp: row.rtp,
  maintenance: row.maintenance,
});

const page = <T>(content: T[], total: number, pageNum: number, pageSize: number) => ({
  content,
  pageNum,
  pageSize,
  totalPages: Math.ceil(total / pageSize),
  total,
});

type Deps = {
  limiter?: RateLimiter;
  /** How long a brand's catalogue is served from memory before it is reloaded (0: every call). */
  catalogueCacheMs?: number;
};

type Listed = { game: TGame; nameKey: string };
type Catalogue = { all: Listed[]; byType: Map<string, Listed[]>; games: readonly TGame[] };

export const createGamesService = (db: Database, deps: Deps = {}) => {
  const repository = createGamesRepository(db);
  const cacheMs = deps.catalogueCacheMs ?? 30_000;

  /**
   * A brand's catalogue in memory (docs/decisions/024-game-catalogue.md): ten thousand games are a
   * few MB, and filtering them in process answers the list in well under a millisecond where the
   * same LIKE search in SQL scans thousands of rows per call. Reloaded in the background when older
   * than `cacheMs` (the stale copy answers meanwhile); concurrent first loads share one query.
   */
  const catalogues = new Map<number, { value: Catalogue; loadedAt: number; reloading?: Promise<unknown> }>();
  const firstLoads = new Map<number, Promise<Catalogue>>();
  /** Bumped by `invalidateCatalogue`: a load that started before a change never stores its copy. */
  const generations = new Map<number, number>();
  const loadCatalogue = async (merchantId: number): Promise<Catalogue> => {
    const generation = generations.get(merchantId) ?? 0;
    const rows = await repository.allGames(merchantId);
    const all = rows.map((row) => ({ game: toGame(row), nameKey: row.nameKey }));
    const byType = new Map<string, Listed[]>();
    for (const listed of all) {
      const list = byType.get(listed.game.gameType) ?? [];
      list.push(listed);
      byType.set(listed.game.gameType, list);
    }
    const value = { all, byType, games: all.map((listed) => listed.game) };
    if ((generations.get(merchantId) ?? 0) === generation) {
      catalogues.set(merchantId, { value, loadedAt: Date.now() });
    }
    return value;
  };

  /**
   * Forgets this server's copy of a brand's catalogue after an operator changed it, so the next list
   * reads the table (docs/decisions/030-back-office-catalogue.md). Other servers reload within
   * `cacheMs`.
   */
  const invalidateCatalogue = (merchantId: number) => {
    generations.set(merchantId, (generations.get(merchantId) ?? 0) + 1);
    catalogues.delete(merchantId);
    firstLoads.delete(merchantId);
  };
  const catalogueOf = async (merchantId: number): Promise<Catalogue> => {
    if (cacheMs === 0) return loadCatalogue(merchantId);
    const entry = catalogues.get(merchantId);
    if (entry) {
      if (Date.now() - entry.loadedAt > cacheMs && !entry.reloading) {
        entry.reloading = loadCatalogue(merchantId).catch(() => {
          entry.reloading = undefined;
        });
      }
      return entry.value;
    }
    let first = firstLoads.get(merchantId);
    if (!first) {
      const loading = loadCatalogue(merchantId).finally(() => {
        if (firstLoads.get(merchantId) === loading) firstLoads.delete(merchantId);
      });
      first = loading;
      firstLoads.set(merchantId, loading);
    }
    return first;
  };

  const gameMenus = async (merchant: Pick<Merchant, 'id'>): Promise<TGameMenu[]> => {
    const [categories, vendorRows] = await Promise.all([
      repository.listCategories(merchant.id),
      repository.listVendors(merchant.id),
    ]);
    const placed = vendorRows.flatMap((v) => {
      const parsed = GameCategory.safeParse(v.gameType);
      return parsed.success ? [{ ...v, gameType: regroupCategory(v.vassalage, parsed.data) }] : [];
    });
    // A vendor regrouped into a category the brand did not list still gets that category (spec §4).
    const order = categories.map((c) => ({ gameType: c.gameType, iconUrl: c.iconUrl }));
    for (const v of placed) {
      if (!order.some((c) => c.gameType === v.gameType)) {
        order.push({ gameType: v.gameType, iconUrl: `/img/categories/${v.gameType}.svg` });
      }
    }
    // JL is placed first.
    order.sort((a, b) => Number(b.gameType === 'JL') - Number(a.gameType === 'JL'));
    return order.flatMap((category) => {
      const gameType = GameCategory.safeParse(category.gameType);
      if (!gameType.success) return [];
      const vendors = placed
        .filter((v) => v.gameType === gameType.data)
        .map((v) => ({
          vassalage: v.vassalage,
          gameType: gameType.data,
          displayName: v.displayName,
          logoUrl: v.logoUrl,
          maintenance: v.maintenance,
        }));
      if (vendors.length === 0) return [];
      return [
        { gameType: gameType.data, nameKey: `cat_${gameType.data}`, iconUrl: category.iconUrl, vendors },
      ];
    });
  };

  /** The brand's enabled vendors, one row per vendor and category, in the brand's order. */
  const vendors = (merchantId: number) => repository.listVendors(merchantId);

  /** One page of the list in the catalogue's order (sort, id): pages never overlap or skip. */
  const gameList = async (merchant: Merchant, query: TGameListQuery) => {
    const { pageNum, pageSize, gameType, vassalage, subCategory } = query;
    const search = query.search?.toLowerCase();
    const catalogue = await catalogueOf(merchant.id);
    const base = gameType ? (catalogue.byType.get(gameType) ?? []) : catalogue.all;
    const matches =
      vassalage || subCategory || search
        ? base.filter(
            (l) =>
              (!vassalage || l.game.vassalage === vassalage) &&
              (!subCategory || l.game.subCategory === subCategory) &&
              (!search || l.nameKey.includes(search)),
          )
        : base;
    const start = (pageNum - 1) * pageSize;
    return page(
      matches.slice(start, start + pageSize).map((l) => l.game),
      matches.length,
      pageNum,
      pageSize,
    );
  };

  const hotGames = async (merchant: Merchant, vassalage?: string, gameType?: TGameCategory) =>
    (await catalogueOf(merchant.id)).all
      .filter(
        (l) =>
          l.game.hot &&
          (!vassalage || l.game.vassalage === vassalage) &&
          (!gameType || l.game.gameType === gameType),
      )
      .slice(0, HOT_GAMES)
      .map((l) => l.game);

  const vassGameTypes = async (merchant: Merchant, vassalage: string) => {
    const rows = await repository.vendorGameTypes(merchant.id, vassalage);
    const byType = new Map<TGameCategory, { subCategories: Set<TSubCategory>; gameCount: number }>();
    for (const row of rows) {
      const gameType = categoryOf(row.gameType);
      const entry = byType.get(gameType) ?? { subCategories: new Set(), gameCount: 0 };
      entry.gameCount += row.n;
      const sub = SubCategory.safeParse(row.subCategory);
      // BG (bingo) only when the brand's languages include TY (spec §3).
      if (sub.success && (sub.data !== 'BG' || merchant.languages.includes('TY')))
        entry.subCategories.add(sub.data);
      byType.set(gameType, entry);
    }
    return [...byType].map(([gameType, e]) => ({
      gameType,
      subCategories: SubCategory.options.filter((s) => e.subCategories.has(s)),
      gameCount: e.gameCount,
    }));
  };

  const gameVendors = async (merchant: Merchant) => {
    const [rows, counts] = await Promise.all([
      repository.listVendors(merchant.id),
      repository.gameCounts(merchant.id),
    ]);
    return rows.flatMap((v) => {
      const parsed = GameCategory.safeParse(v.gameType);
      if (!parsed.success) return [];
      return [
        {
          vassalage: v.vassalage,
          gameType: regroupCategory(v.vassalage, parsed.data),
          displayName: v.displayName,
          logoUrl: v.logoUrl,
          maintenance: v.maintenance,
          gameCount: counts.find((c) => c.vassalage === v.vassalage && c.gameType === v.gameType)?.n ?? 0,
        },
      ];
    });
  };

  const favorites = async (merchant: Merchant, memberId: number) =>
    (await repository.favorites(merchant.id, memberId)).map((f) => ({
      ...f,
      gameType: categoryOf(f.gameType),
    }));

  const favoriteList = async (merchant: Merchant, memberId: number, pageNum: number, pageSize: number) => {
    const { rows, total } = await repository.favoritePage(
      merchant.id,
      memberId,
      pageSize,
      (pageNum - 1) * pageSize,
    );
    return page(rows.map(toGame), total, pageNum, pageSize);
  };

  const throttleToggle = async (memberId: number) => {
    if (!deps.limiter) return;
    const hit = await deps.limiter.hit(`favorite-toggle:${memberId}`, FAVORITE_TOGGLE_LIMIT);
    if (!hit.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.rateLimited).with({
        retryAfterSeconds: hit.retryAfterSeconds,
      });
    }
  };

  const gameOf = async (merchant: Merchant, nodeId: number) => {
    const game = await repository.findGame(merchant.id, nodeId);
    if (!game) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'nodeId');
    return game;
  };

  /** Adds a favourite; one that is already a favourite stays as it is (spec §4). */
  const addFavorite = async (merchant: Merchant, memberId: number, nodeId: number) => {
    const game = await gameOf(merchant, nodeId);
    await throttleToggle(memberId);
    await repository.addFavorite(memberId, game.id);
    return { nodeId: game.id, favorite: true };
  };

  const removeFavorite = async (merchant: Merchant, memberId: number, nodeId: number) => {
    const game = await gameOf(merchant, nodeId);
    await throttleToggle(memberId);
    await repository.removeFavorite(memberId, game.id);
    return { nodeId: game.id, favorite: false };
  };

  /**
   * The launch's view of the catalogue (docs/decisions/026-demo-playable-games.md): a game by brand,
   * vendor and code, or undefined when the brand does not list it (unknown, disabled, or its vendor
   * disabled). `maintenance` is the game's or its vendor's.
   */
  const findLaunchable = async (merchantId: number, vassalage: string, gameCode: string) => {
    const row = await repository.findByCode(merchantId, vassalage.toUpperCase(), gameCode);
    if (!row) return undefined;
    return {
      nodeId: row.id,
      vendor: row.vassalage,
      gameCode: row.gameCode,
      gameName: row.gameName,
      engine: row.engine,
      maintenance: row.maintenance,
      jackpot: row.jackpot,
    };
  };

  /** A launch moves the game to the front of the member's recent games. */
  const recordLaunch = async (memberId: number, nodeId: number, at = new Date()) => {
    await repository.recordLaunch(memberId, nodeId, at);
  };

  /** The member's recently launched games, newest first, each once; a visitor has none. */
  const recentGames = async (merchant: Merchant, memberId: number | undefined): Promise<TGame[]> => {
    if (memberId === undefined) return [];
    return (await repository.recentGames(merchant.id, memberId, RECENT_GAMES)).map(toGame);
  };

  /**
   * What the game-maintenance page offers instead of a game that cannot start (spec §2 "System
   * pages"): playable games (not under maintenance) of the same vendor and category first, then of
   * the same category, then the brand's hot games, each once, never the game itself.
   */
  const recommendedGames = async (
    merchant: Merchant,
    query: { vassalage?: string; gameCode?: string; gameType?: TGameCategory },
    limit = RECOMMENDED_GAMES,
  ): Promise<TGame[]> => {
    const catalogue = await catalogueOf(merchant.id);
    const target = query.gameCode
      ? catalogue.all.find(
          (l) =>
            l.game.gameCode === query.gameCode && (!query.vassalage || l.game.vassalage === query.vassalage),
        )?.game
      : undefined;
    const gameType = target?.gameType ?? query.gameType;
    const vassalage = target?.vassalage ?? query.vassalage;
    const sameType = gameType ? (catalogue.byType.get(gameType) ?? []) : [];
    const picked: TGame[] = [];
    const seen = new Set<number>(target ? [target.nodeId] : []);
    const take = (candidates: Iterable<Listed>, accept: (game: TGame) => boolean) => {
      for (const { game } of candidates) {
        if (picked.length >= limit) return;
        if (game.maintenance || seen.has(game.nodeId) || !accept(game)) continue;
        seen.add(game.nodeId);
        picked.push(game);
      }
    };
    take(sameType, (game) => game.vassalage === vassalage);
    take(sameType, () => true);
    take(catalogue.all, (game) => game.hot);
    take(catalogue.all, () => true);
    return picked;
  };

  return {
    /** The brand's enabled games as listed (the copy in memory; the same array until it is reloaded). */
    catalogueGames: async (merchantId: number) => (await catalogueOf(merchantId)).games,
    gameMenus,
    vendors,
    gameList,
    hotGames,
    vassGameTypes,
    gameVendors,
    favorites,
    favoriteList,
    addFavorite,
    removeFavorite,
    recentGames,
    invalidateCatalogue,
    findLaunchable,
    recordLaunch,
    recommendedGames,
  };
};

export type GamesService = ReturnType<typeof createGamesService>;
