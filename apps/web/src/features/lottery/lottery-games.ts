/**
 * What the lottery pages know about the games without asking the server: which catalogue title
 * plays a game (and so which page and launch it takes), which game a page's title plays, the
 * lobby's groups, and how a rate, a position or a province is worded.
 */
import type { TLotteryDraw, TLotteryGroup, TLotteryProduct } from '@luckwell/contracts/provider/lottery';
import { LOTTERY_TITLES, lotteryGameOfTitle } from '@luckwell/games/lottery/games';
import { vnProvince } from '@luckwell/games/lottery/vn-schedule';
import type { TFunction } from 'i18next';

export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';

/** The vendor a page launches when its address names none (spec §2: by the vendor of the game). */
export const DEFAULT_VENDOR: Record<LotteryVariant, string> = {
  lottery: 'LWLOTTO',
  vnLottery: 'TCG_LOTTO_VN',
  seaLottery: 'TCG_SEA',
};

/** The lobby group each page shows (null: every group). */
export const VARIANT_GROUP: Record<LotteryVariant, TLotteryGroup | null> = {
  lottery: null,
  vnLottery: 'vn',
  seaLottery: 'sea',
};

export const GROUPS: readonly TLotteryGroup[] = ['fast', 'vn', 'sea'];

/** The catalogue title (vendor and game code) that plays a lottery game. */
export const titleOfGame = (key: string): { vendor: string; gameCode: string } | undefined => {
  for (const [vendor, games] of Object.entries(LOTTERY_TITLES)) {
    const index = games.indexOf(key);
    if (index >= 0) return { vendor, gameCode: `${vendor}-${String(index).padStart(4, '0')}` };
  }
  return undefined;
};

/** The game a page's title plays: the address's vendor, else the page's own. */
export const gameOfPage = (variant: LotteryVariant, vendor: string | null, gameCode: string) =>
  lotteryGameOfTitle(vendor || DEFAULT_VENDOR[variant], gameCode);

/** A province's name ("TP. Hồ Chí Minh"); the code when unknown. */
export const provinceName = (code: string | null) => (code ? (vnProvince(code)?.name ?? code) : '');

/** "20261127-0042" → "0042"; the whole issue when it has no sequence. */
export const issueShort = (issue: string) => issue.split('-')[1] ?? issue;

/** A Vietnamese product: priced the market's way ("1 ăn 3.478"). */
export const isVnProduct = (family: string) => family === 'vn';

/** A rate without trailing zeros: "3.478", "85", "10.687". */
export const rateText = (rate: string) => rate.replace(/\.?0+$/, '');

/** A rate tier's words: a prize tier, an option (big, dragon), a number (a sum), or per hit. */
export const tierLabel = (t: TFunction, tier: string) => {
  if (tier === 'hit') return t('lottery_rate_per_hit');
  if (/^\d+$/.test(tier)) return t('lottery_rate_number', { number: tier });
  return t(`lottery_tier_${tier}`, { defaultValue: t(`lottery_option_${tier}`, { defaultValue: tier }) });
};

/** A product's best rate, for a one-line summary. */
export const topRate = (product: TLotteryProduct) =>
  product.rates.reduce((best, { rate }) => (Number(rate) > Number(best) ? rate : best), '0');

/** A position's words: pk10 ranks and dragon-tiger pairs, else "position n". */
export const positionLabel = (t: TFunction, family: string, product: string, position: number) => {
  if (family === 'pk10' && product === 'dragon_tiger')
    return t('lottery_pair', { a: position, b: 11 - position });
  if (family === 'pk10') return t('lottery_rank', { n: position });
  return t('lottery_position', { n: position });
};

/** The issue's name as the page shows it: a province's, or the issue's number. */
export const drawLabel = (t: TFunction, draw: Pick<TLotteryDraw, 'issue' | 'province'>) =>
  draw.province
    ? t('lottery_issue_province', { province: provinceName(draw.province), issue: issueShort(draw.issue) })
    : t('lottery_issue', { issue: draw.issue });

/** A product's how-to sentence (11x5's "any n" share two, by whether n is under the five drawn). */
export const howtoText = (t: TFunction, family: string, code: string) => {
  const any = /^any_(\d)$/.exec(code);
  if (family === '11x5' && any && any[1] !== '1') {
    const n = Number(any[1]);
    return t(n <= 5 ? 'lottery_howto_11x5_any_in' : 'lottery_howto_11x5_any_cover', { n });
  }
  return t(`lottery_howto_${family}_${code}`, { defaultValue: '' });
};
