/**
 * The lottery games on offer (issue 20): each is a family's engine on a schedule. Fast games are
 * drawn in-house on a fixed interval from midnight Vietnam time; the three Vietnamese regions draw
 * once a day at their official time and their result is entered by an operator and confirmed by a
 * second one (or a results feed); the Southeast-Asian games draw in-house on their own schedule.
 *
 * A catalogue title (vendor + game code) names its lottery game by `lotteryGameOfTitle`: the demo's
 * house vendor LWLOTTO carries the fast games, TCG_LOTTO_VN the Vietnamese regions and TCG_SEA the
 * Southeast-Asian ones (their page routes: /lottery, /vnLottery, /seaLottery, spec §2).
 */

/** The catalogue's engine family of every lottery title: its game is `lotteryGameOfTitle`'s. */
export const LOTTERY_FAMILY = 'lotto';

export type LotteryFamily = 'vn' | 'ssc' | 'pk10' | 'k3' | '11x5' | 'sea4d' | 'thai';
export type VnRegion = 'north' | 'central' | 'south';
/** The lobby's groups: by region and speed (issue 20 "Lottery lobby (by region and speed)"). */
export type LotteryGroup = 'fast' | 'vn' | 'sea';

export type LotteryGame = {
  key: string;
  family: LotteryFamily;
  group: LotteryGroup;
  /** The Vietnamese region whose prize structure it draws (fast Vietnamese draws: the north's). */
  region?: VnRegion;
  /** Seconds between in-house draws; absent for a once-a-day draw. */
  intervalSeconds?: number;
  /** Who fixes the result: the provably-fair in-house draw, or an operator (two-person rule). */
  drawnBy: 'house' | 'operator';
  /** Default: sales close this many seconds before the draw. */
  closeSeconds: number;
  /** The catalogue title's name (the web shows `lottery_game_${key}` translated). */
  name: string;
};

const fast = (
  key: string,
  family: LotteryFamily,
  intervalSeconds: number,
  name: string,
  extra: Partial<LotteryGame> = {},
): LotteryGame => ({
  key,
  family,
  group: 'fast',
  intervalSeconds,
  drawnBy: 'house',
  closeSeconds: intervalSeconds <= 60 ? 5 : 15,
  name,
  ...extra,
});

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  fast('vn-fast-45', 'vn', 45, 'VN Fast 45s', { region: 'north' }),
  fast('vn-fast-60', 'vn', 60, 'VN Fast 1 min', { region: 'north' }),
  fast('vn-fast-180', 'vn', 180, 'VN Fast 3 min', { region: 'north' }),
  fast('vn-fast-300', 'vn', 300, 'VN Fast 5 min', { region: 'north' }),
  fast('ssc-60', 'ssc', 60, 'Lucky 5D 1 min'),
  fast('pk10-60', 'pk10', 60, 'Speed Racing 1 min'),
  fast('k3-60', 'k3', 60, 'Fast 3 Dice 1 min'),
  fast('11x5-60', '11x5', 60, 'Lucky 11 Pick 5 1 min'),
  {
    key: 'vn-north',
    family: 'vn',
    group: 'vn',
    region: 'north',
    drawnBy: 'operator',
    closeSeconds: 15 * 60,
    name: 'Northern Lottery',
  },
  {
    key: 'vn-central',
    family: 'vn',
    group: 'vn',
    region: 'central',
    drawnBy: 'operator',
    closeSeconds: 15 * 60,
    name: 'Central Lottery',
  },
  {
    key: 'vn-south',
    family: 'vn',
    group: 'vn',
    region: 'south',
    drawnBy: 'operator',
    closeSeconds: 15 * 60,
    name: 'Southern Lottery',
  },
  { ...fast('sea-4d', 'sea4d', 300, '4D Lotto 5 min'), group: 'sea' },
  { ...fast('thai-300', 'thai', 300, 'Thai Lotto 5 min'), group: 'sea' },
];

const BY_KEY = new Map(LOTTERY_GAMES.map((game) => [game.key, game]));

/** A lottery game by key, or undefined. */
export const lotteryGame = (key: string): LotteryGame | undefined => BY_KEY.get(key);

/** The lottery games a vendor's catalogue titles carry, in title order (`VENDOR-0000`, …). */
export const LOTTERY_TITLES: Readonly<Record<string, readonly string[]>> = {
  LWLOTTO: [
    'vn-fast-60',
    'vn-fast-45',
    'vn-fast-180',
    'vn-fast-300',
    'ssc-60',
    'pk10-60',
    'k3-60',
    '11x5-60',
  ],
  TCG_LOTTO_VN: ['vn-north', 'vn-south', 'vn-central'],
  TCG_SEA: ['sea-4d', 'thai-300'],
};

/**
 * The lottery game a catalogue title plays: the vendor's n-th title (`VENDOR-000n`) its n-th game,
 * any other code the vendor's first game (an imported catalogue's lobby entry).
 */
export const lotteryGameOfTitle = (vendor: string, gameCode: string): LotteryGame | undefined => {
  const titles = LOTTERY_TITLES[vendor.toUpperCase()] ?? LOTTERY_TITLES.LWLOTTO!;
  const index = /-(\d{4})$/.exec(gameCode);
  const key = titles[index ? Number(index[1]) : 0] ?? titles[0]!;
  return lotteryGame(key);
};

/**
 * The site page a lottery vendor's titles open (spec §2 "Lottery variants route by the vendor of the
 * first game"): TCG_LOTTO_VN /vnLottery, TCG_SEA /seaLottery, any other /lottery.
 */
export const lotteryPagePath = (vendor: string) => {
  const code = vendor.toUpperCase();
  if (code === 'TCG_LOTTO_VN') return '/vnLottery';
  if (code === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
};
