/**
 * Categories and their vendors, which the header navigation and category pages are built from
 * (spec §2 "Navigation is built from categories that have vendors"). Served at /lgw/games/game_menus.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const GameCategory = z.enum([
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'JL',
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'LOTT',
  'ELOTT',
]);
export type TGameCategory = z.infer<typeof GameCategory>;
export const PrizeMode = z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']);

export const ZVendor = z.object({
  /** Vendor code, e.g. JL, BTI, DS88. */
  vassalage: z.string(),
  gameType: GameCategory,
  displayName: z.string(),
  logoUrl: z.string(),
  /** Vendor under maintenance: shown, but not launchable. */
  maintenance: z.boolean(),
});
export type TVendor = z.infer<typeof ZVendor>;

export const ZGameMenu = z.object({
  gameType: GameCategory,
  /** i18n key of the category's name, e.g. `cat_RNG`. */
  nameKey: z.string(),
  iconUrl: z.string(),
  vendors: z.array(ZVendor),
});
export type TGameMenu = z.infer<typeof ZGameMenu>;

export const ZGameMenusQuery = z.object({ prizeMode: PrizeMode.optional() });
export const ZGameMenusResponse = envelope(z.array(ZGameMenu));
