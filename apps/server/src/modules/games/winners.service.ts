/**
 * The winner board (spec §3 "Winner board item", §7 `GCSGAME_getRankList`;
 * docs/decisions/029-winner-board.md): the biggest of the brand's latest winning rounds — real
 * settled rounds from the seamless wallet's bet records, jackpot wins included — with the game from
 * the catalogue and the player's masked name. Built per brand for every category at once and kept in
 * memory briefly: every visitor's home page asks for it.
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TRankCategory, TWinnerItem } from '@luckwell/contracts/games/rank-list';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { publicNamesOf } from '../members/public-name.ts';
import { recentWinningRounds } from '../seamless/winning-rounds.ts';

/** How many of the latest winning rounds the board picks its biggest from. */
export const RECENT_WINS = 2_000;
/** The most a board lists (the relay's `limitNum` maximum). */
export const BOARD_MAX = 50;

type Options = {
  db: Database;
  /** The brand's enabled games (the catalogue held in memory). */
  gamesOf: (merchantId: number) => Promise<readonly TGame[]>;
  /** How long a brand's boards are answered from memory (0: built on every call). */
  cacheMs?: number;
  recent?: number;
};

type Boards = Map<TRankCategory, TWinnerItem[]>;

export const createWinnersService = ({ db, gamesOf, cacheMs = 30_000, recent = RECENT_WINS }: Options) => {
  /** Games by `<vendor>:<code>`, built once per catalogue copy. */
  const indexes = new WeakMap<readonly TGame[], Map<string, TGame>>();
  const indexOf = (games: readonly TGame[]) => {
    let index = indexes.get(games);
    if (!index) {
      index = new Map(games.map((game) => [`${game.vassalage}:${game.gameCode}`, game]));
      indexes.set(games, index);
    }
    return index;
  };

  const build = async (merchantId: number): Promise<Boards> => {
    const [rounds, games] = await Promise.all([
      recentWinningRounds(db, merchantId, recent),
      gamesOf(merchantId),
    ]);
    const index = indexOf(games);
    // A win on a game no longer in the catalogue (disabled, removed) is left out: the board's items start games.
    const wins = rounds
      .flatMap((round) => {
        const game = index.get(`${round.vendor}:${round.gameCode}`);
        return game ? [{ round, game }] : [];
      })
      .sort(
        (a, b) =>
          (a.round.payoutMinor < b.round.payoutMinor
            ? 1
            : a.round.payoutMinor > b.round.payoutMinor
              ? -1
              : 0) || b.round.settledAt.getTime() - a.round.settledAt.getTime(),
      );
    const picked = new Map<TRankCategory, typeof wins>([['ALL', wins.slice(0, BOARD_MAX)]]);
    for (const win of wins) {
      const list = picked.get(win.game.gameType) ?? [];
      if (list.length < BOARD_MAX) list.push(win);
      picked.set(win.game.gameType, list);
    }
    const names = await publicNamesOf(
      db,
      merchantId,
      [...picked.values()].flatMap((list) => list.map((win) => win.round.memberId)),
    );
    const boards: Boards = new Map();
    for (const [category, list] of picked) {
      boards.set(
        category,
        list.map(({ round, game }) => {
          const name = names.get(round.memberId) ?? { player: '***', customerName: '***' };
          return {
            vo: {
              winAmount: fromMinorUnits(round.payoutMinor),
              currency: round.currency,
              player: name.player,
              customerName: name.customerName,
              game: game.gameName,
              nodeId: game.nodeId,
              vassalage: game.vassalage,
              gameCode: game.gameCode,
              gameType: game.gameType,
              iconUrl: game.iconUrl,
              winTime: round.settledAt.toISOString(),
            },
          };
        }),
      );
    }
    return boards;
  };

  const cache = new Map<number, { boards: Promise<Boards>; at: number }>();
  const boardsOf = (merchantId: number): Promise<Boards> => {
    const cached = cache.get(merchantId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.boards;
    const boards = build(merchantId);
    if (cacheMs > 0) {
      cache.set(merchantId, { boards, at: Date.now() });
      // A failed build is not kept: the next call tries again.
      boards.catch(() => cache.delete(merchantId));
    }
    return boards;
  };

  /** The biggest recent wins of a brand, of one category or all, at most `limit` (≤ 50). */
  const rankList = async (merchantId: number, category: TRankCategory, limit: number) => ({
    list: ((await boardsOf(merchantId)).get(category) ?? []).slice(0, Math.min(limit, BOARD_MAX)),
  });

  return { rankList };
};

export type WinnersService = ReturnType<typeof createWinnersService>;
