/**
 * Where each game category and vendor leads (spec §2 routes and "Game start behaviour").
 */
import type { TGameCategory, TVendor } from '@luckwell/contracts/games/game-menus';
import { lotteryPagePath } from '@luckwell/games/lottery/games';

export const CATEGORY_ROUTES: Record<TGameCategory, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  JL: '/jili',
  RNG: '/rng',
  FISH: '/fish',
  LIVE: '/live',
  PVP: '/pvp',
  LOTT: '/lott',
  ELOTT: '/elott',
};

/** Categories whose vendors open the game-list centre (spec §2 "Game start behaviour"). */
export const GAME_LIST_CATEGORIES: readonly TGameCategory[] = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];

/** The named route gameListCenter: vendor and category lower-cased. */
export const gameListCenterPath = (gameType: string, vassalage: string) =>
  `/gameListCenter/${gameType.toLowerCase()}/${vassalage.toLowerCase()}`;

/**
 * A lottery game's page (spec §2): by its vendor (TCG_LOTTO_VN /vnLottery, TCG_SEA /seaLottery,
 * else /lottery, `lotteryPagePath`), with the game code; /lottery carries the vendor too, since it
 * serves every other lottery vendor.
 */
export const lotteryGamePath = (vassalage: string, gameCode: string) => {
  const path = lotteryPagePath(vassalage);
  const query = new URLSearchParams({ gameCode });
  if (path === '/lottery') query.set('vendor', vassalage);
  return `${path}?${query}`;
};

/**
 * The route a vendor tile links to. A vendor that starts a game (lottery) links to its category
 * page; its click opens the game (`useVendorClick`), which needs the vendor's first game first.
 */
export const vendorPath = (vendor: Pick<TVendor, 'gameType' | 'vassalage'>) =>
  GAME_LIST_CATEGORIES.includes(vendor.gameType)
    ? gameListCenterPath(vendor.gameType, vendor.vassalage)
    : CATEGORY_ROUTES[vendor.gameType];

/**
 * Does clicking this vendor start a game (spec §2: lottery vendors open their lottery page; other
 * categories outside the game-list ones start directly), rather than open a list?
 */
export const startsGame = (vendor: Pick<TVendor, 'gameType'>) =>
  !GAME_LIST_CATEGORIES.includes(vendor.gameType) && vendor.gameType !== 'JL';
