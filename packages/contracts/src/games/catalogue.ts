/**
 * The game catalogue relays (spec §3 "Game", "Hot game", "Favourite"; §7 "Game lists",
 * "Favourites"; docs/decisions/024-game-catalogue.md): GCSGAME_gameList, GCSGAME_hotGamesV2,
 * GCSGAME_getVassGameType, GCSGAME_gameVendor, GCS_recentGame and the MCSFE favourites.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { GameCategory, type TGameCategory } from './game-menus.ts';

/** Sub-category filters (spec §3): scratch/music, jackpot, table games, arcade, bingo. */
export const SubCategory = z.enum(['SC', 'JP', 'TG', 'AC', 'BG']);
export type TSubCategory = z.infer<typeof SubCategory>;

export const ZGame = z.object({
  /** The catalogue id the favourites and launch refer to. */
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: GameCategory,
  gameName: z.string(),
  /** Same as gameName (the spec's older field name). */
  nodeName: z.string(),
  iconUrl: z.string(),
  /** Same as iconUrl (the spec's older field name). */
  showIcon: z.string(),
  /** false for a vendor lobby entry that opens the vendor's own lobby rather than one game. */
  isGame: z.boolean(),
  subCategory: SubCategory.nullable(),
  hot: z.boolean(),
  new: z.boolean(),
  jackpot: z.boolean(),
  /** Return to player in percent, as a decimal string ("96.50"); null when the vendor publishes none. */
  rtp: z.string().nullable(),
  /** Not launchable now (its engine is not built yet, or the operator closed it). */
  maintenance: z.boolean(),
});
export type TGame = z.infer<typeof ZGame>;

const pageNum = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(60);

/** A query string value that is empty means "no filter" (the web app sends `vassalage=`). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const ZGameListQuery = z.object({
  gameType: optional(GameCategory),
  vassalage: optional(z.string().trim().toUpperCase().max(32)),
  subCategory: optional(SubCategory),
  /** Case-insensitive text anywhere in the game's name or code. */
  search: optional(z.string().trim().max(64)),
  pageNum,
  pageSize,
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

export const ZGameListResponse = envelope(ZPage(ZGame));

export const ZHotGamesQuery = z.object({
  vassalage: optional(z.string().trim().toUpperCase().max(32)),
  /** Ours (the spec's call has none): only this category's hot games, e.g. LIVE for the home slider. */
  gameType: optional(GameCategory),
  language: z.string().max(8).optional(),
  platform: z.string().max(64).optional(),
  isPlatform: z.string().max(4).optional(),
  merchantCode: z.string().max(32).optional(),
});
export const ZHotGamesResponse = envelope(z.array(ZGame));

export const ZVassGameTypeQuery = z.object({ vassalage: z.string().trim().toUpperCase().min(1).max(32) });
/** The categories a vendor's games are in, each with the sub-categories that have games. */
export const ZVassGameTypeResponse = envelope(
  z.array(
    z.object({ gameType: GameCategory, subCategories: z.array(SubCategory), gameCount: z.number().int() }),
  ),
);

export const ZGameVendorQuery = z.object({ merchantCode: z.string().max(32).optional() });
export const ZGameVendorResponse = envelope(
  z.array(
    z.object({
      vassalage: z.string(),
      gameType: GameCategory,
      displayName: z.string(),
      logoUrl: z.string(),
      maintenance: z.boolean(),
      gameCount: z.number().int(),
    }),
  ),
);

export const ZRecentGamesResponse = envelope(z.array(ZGame));

/**
 * GCSGAME_recommendGames (ours; the spec's game-maintenance page "recommends other games" without
 * naming a call): playable games like the one that cannot start — same vendor and category first.
 */
export const ZRecommendGamesQuery = z.object({
  vassalage: optional(z.string().trim().toUpperCase().max(32)),
  gameCode: optional(z.string().trim().max(64)),
  gameType: optional(GameCategory),
});
export type TRecommendGamesQuery = z.infer<typeof ZRecommendGamesQuery>;
export const ZRecommendGamesResponse = envelope(z.array(ZGame));

export const ZFavoriteGamesResponse = envelope(
  z.array(z.object({ nodeId: z.number().int(), vassalage: z.string(), gameType: GameCategory })),
);
export const ZFavoriteGamesListQuery = z.object({ pageNum, pageSize });
export const ZFavoriteGamesListResponse = envelope(ZPage(ZGame));
export const ZAddFavoriteGameRequest = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: z.string().trim().toUpperCase().max(32).optional(),
  gameType: GameCategory.optional(),
});
export const ZRemoveFavoriteGameQuery = z.object({ nodeId: z.coerce.number().int().positive() });
export const ZFavoriteToggleResponse = envelope(
  z.object({ nodeId: z.number().int(), favorite: z.boolean() }),
);

/** E-sports and cockfight vendors (spec §3), split out of SPORTS (spec §4 "Category regrouping"). */
export const ESPORTS_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_VENDORS = ['DS88', 'DIG'] as const;
/** JL vendors: the JL family (JL, JILI, JL_…), split out of RNG into JL. */
export const isJlVendor = (vassalage: string) => /^(JL|JILI)(_|$)/i.test(vassalage);

/** The category a vendor is shown under once regrouped (spec §4 "Category regrouping"). */
export const regroupCategory = (vassalage: string, gameType: TGameCategory): TGameCategory => {
  const code = vassalage.toUpperCase();
  if (gameType === 'SPORTS' && (ESPORTS_VENDORS as readonly string[]).includes(code)) return 'ESPORTS';
  if (gameType === 'SPORTS' && (COCKFIGHT_VENDORS as readonly string[]).includes(code)) return 'COCKFIGHT';
  if (gameType === 'RNG' && isJlVendor(code)) return 'JL';
  return gameType;
};

/** Spec §4 "Prize mode": ELOTT when TCG_LOTTO_VN or LOTT is a vendor under ELOTT; otherwise LOTT. */
export const prizeModeOf = (menus: { gameType: string; vendors: { vassalage: string }[] }[]) =>
  menus.some(
    (m) =>
      m.gameType === 'ELOTT' &&
      m.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT'),
  )
    ? ('ELOTT' as const)
    : ('LOTT' as const);
