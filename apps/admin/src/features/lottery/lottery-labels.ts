/**
 * How the lottery desk names things: games, provinces, tiers, products and statuses, draw intervals,
 * an issue's house result and its result in a few characters.
 */
import type { TLotteryAdminGame, TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { TLotteryDrawStatus, TLotteryTier } from '@luckwell/contracts/provider/lottery';
import type { VnRegion } from '@luckwell/games/lottery/vn';
import { VN_DRAW_TIMES, vnProvince } from '@luckwell/games/lottery/vn-schedule';
import i18next from 'i18next';
import type { BadgeTone } from '../../shared/badge.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';

/** A translation when the catalogue has one, else the code as the server sent it. */
const named = (key: string, fallback: string) =>
  i18next.exists(key) ? i18next.t(key as TranslationKey) : fallback;

export const gameName = (key: string) => named(`lottery.game.${key}`, key);
export const productName = (code: string) => named(`lottery.product.${code}`, code);
export const tierName = (tier: string) => named(`lottery.tier.${tier}`, tier);
/** The short mark a printed sheet gives a tier: ĐB, G1 … G8. */
export const tierMark = (tier: string) => named(`lottery.tierMark.${tier}`, tier);
export const rateTierName = (tier: string) => named(`lottery.rateTier.${tier}`, tier);

/** A province's name (a proper noun, the same in both languages), or its code. */
export const provinceName = (code: string | null) => (code ? (vnProvince(code)?.name ?? code) : null);

export const ISSUE_STATUSES: readonly TLotteryDrawStatus[] = [
  'selling',
  'awaiting_result',
  'awaiting_confirmation',
  'drawn',
  'settled',
  'cancelled',
];

export const STATUS_TONES: Record<TLotteryDrawStatus, BadgeTone> = {
  selling: 'violet',
  awaiting_result: 'gold',
  awaiting_confirmation: 'accent',
  drawn: 'neutral',
  settled: 'jade',
  cancelled: 'danger',
};

/** Issues that can still be cancelled (every slip refunded): not drawn yet. */
export const cancellable = (status: TLotteryDrawStatus) =>
  status === 'selling' || status === 'awaiting_result' || status === 'awaiting_confirmation';

/** The region of a game by its key, for the screens that have only an issue. */
export const regionOfKey = (key: string): VnRegion | null => {
  const match = /^vn-(north|central|south)$/.exec(key);
  if (match) return match[1] as VnRegion;
  return key.startsWith('vn-fast-') ? 'north' : null;
};

/** "45 s", "5 min", "daily 18:15": how often a game draws. */
export const intervalText = (game: Pick<TLotteryAdminGame, 'intervalSeconds' | 'region'>) => {
  if (game.intervalSeconds !== null) return durationText(game.intervalSeconds);
  const time = game.region ? VN_DRAW_TIMES[game.region] : null;
  if (!time) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return i18next.t('lottery.interval.daily', { time: `${pad(time.hour)}:${pad(time.minute)}` });
};

/** Seconds as an operator reads them: "45 s", "1 min", "15 min", "1 min 30 s". */
export const durationText = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return i18next.t('lottery.duration.seconds', { count: rest });
  if (rest === 0) return i18next.t('lottery.duration.minutes', { count: minutes });
  return i18next.t('lottery.duration.minutesSeconds', { minutes, seconds: rest });
};

/**
 * What the house kept of a settled issue: its stake less its payout (negative when the players
 * won); null before it is settled (nothing is paid yet) or once cancelled (every slip refunded).
 */
export const houseResult = (issue: Pick<TLotteryAdminIssue, 'stake' | 'payout' | 'status'>) =>
  issue.status === 'settled' ? fromMinorUnits(toMinorUnits(issue.stake) - toMinorUnits(issue.payout)) : null;

/** The colour of a house result: red when the players won, muted at nothing. */
export const houseTone = (house: string | null) =>
  house === null || house === '0.00' ? 'text-muted' : house.startsWith('-') ? 'text-danger' : 'text-jade';

/**
 * A result in a few characters for a list: a Vietnamese sheet's special prize, else the first
 * tier's numbers (five digits, ten cars, three dice, a 4D first prize).
 */
export const compactResult = (tiers: readonly TLotteryTier[] | null) => {
  if (!tiers || tiers.length === 0) return null;
  const special = tiers.find((tier) => tier.tier === 'special');
  if (special) return { mark: tierMark('special'), numbers: special.numbers };
  const first = tiers[0]!;
  return { mark: tiers.length > 1 ? tierMark(first.tier) : null, numbers: first.numbers.slice(0, 10) };
};
