/**
 * The winner board (spec §3 "Winner board item", §7 `GCSGAME_getRankList`;
 * docs/decisions/029-winner-board.md): the brand's biggest recent wins, built from settled rounds.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import { GameCategory } from './game-menus.ts';

export const RankCategory = z.union([z.literal('ALL'), GameCategory]);
export type TRankCategory = z.infer<typeof RankCategory>;

export const ZRankListQuery = z.object({
  gameCategory: z.preprocess((v) => (v === '' || v === undefined ? 'ALL' : v), RankCategory),
  /** Accepted as the spec's call sends it; game names are not translated. */
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});
export type TRankListQuery = z.infer<typeof ZRankListQuery>;

export const ZWinnerVo = z.object({
  /** What the round paid the member (the web app shows thousands separators and 2 decimals). */
  winAmount: Money,
  currency: z.string(),
  /** The masked account ("de***r"). */
  player: z.string(),
  /** The masked display name, shown on the board. */
  customerName: z.string(),
  /** The game's name. */
  game: z.string(),
  /** What starting the game from the board needs, and its icon. */
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: GameCategory,
  iconUrl: z.string(),
  /** When the round settled (ISO 8601). */
  winTime: z.string(),
});
export type TWinnerVo = z.infer<typeof ZWinnerVo>;

export const ZWinnerItem = z.object({ vo: ZWinnerVo });
export type TWinnerItem = z.infer<typeof ZWinnerItem>;

export const ZRankListValue = z.object({ list: z.array(ZWinnerItem) });
export type TRankListValue = z.infer<typeof ZRankListValue>;

export const ZRankListResponse = envelope(ZRankListValue);
