/**
 * How the sportsbook page words its numbers: a price in the member's format, a handicap or total
 * line, money with the session's currency, and stakes typed as text to minor units (bigint) and back.
 * Prices and money never become floats.
 */
import type {
  TSportsbookFixture,
  TSportsbookMarket,
  TSportsbookMarketKind,
  TSportsbookOddsFormat,
  TSportsbookOutcome,
  TSportsbookSelectionKey,
  TSportsbookTicketStatus,
} from '@luckwell/contracts/provider/sportsbook';
import { formatLine } from '@luckwell/games/sportsbook/lines';
import { formatOdds, isOddsMilli } from '@luckwell/games/sportsbook/odds';
import type { TFunction } from 'i18next';
import { formatMoney, minorUnitsToMoney } from '../../shared/format-money.ts';

/** A single price (thousandths) as the format shows it; a bad value shows as a dash. */
export const priceText = (odds: number, format: TSportsbookOddsFormat) =>
  isOddsMilli(odds) ? formatOdds(odds, format) : '—';

/** A combined (parlay) price in thousandths, which may exceed a single price's cap. */
export const combinedText = (odds: bigint | number, format: TSportsbookOddsFormat) => {
  const value = BigInt(odds);
  return value >= 1001n ? formatOdds(value, format) : '—';
};

const HANDICAPS: readonly TSportsbookMarketKind[] = ['asianHandicap', 'mapHandicap'];
const TOTALS: readonly TSportsbookMarketKind[] = ['overUnder', 'totalMaps'];

/** The line a selection is taken at: a handicap's side (the away side's is the opposite), a total's line. */
export const selectionLine = (
  kind: TSportsbookMarketKind,
  line: number | null,
  selection: TSportsbookSelectionKey,
): string | null => {
  if (line === null) return null;
  if (HANDICAPS.includes(kind)) return formatLine(selection === 'away' ? -line : line);
  if (TOTALS.includes(kind)) return formatLine(line).replace(/^\+/, '');
  return null;
};

/** A correct-score selection's score ("2-1"), or null for any other selection. */
export const scoreOf = (selection: TSportsbookSelectionKey) => {
  const match = /^(\d)-(\d)$/.exec(selection);
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
};

/** A selection's own name: "Draw", "1X", "Odd", a correct score's "2-1", or a map winner's team. */
export const selectionName = (
  t: TFunction,
  kind: TSportsbookMarketKind,
  selection: TSportsbookSelectionKey,
  teams?: Pick<TSportsbookFixture, 'home' | 'away'>,
) => {
  if (scoreOf(selection)) return selection;
  if (kind === 'mapWinner' && teams && (selection === 'home' || selection === 'away'))
    return teams[selection];
  return t(`sportsbook_sel_${selection}`);
};

/**
 * "Home -0.75", "Over 2.5", "Draw", "1X", "2-1", "Any other score": a selection with its line, in
 * the reader's words; a map winner names the team when the fixture's teams are given.
 */
export const selectionText = (
  t: TFunction,
  kind: TSportsbookMarketKind,
  line: number | null,
  selection: TSportsbookSelectionKey,
  teams?: Pick<TSportsbookFixture, 'home' | 'away'>,
) => {
  const shown = selectionLine(kind, line, selection);
  const name = selectionName(t, kind, selection, teams);
  return shown === null ? name : `${name} ${shown}`;
};

/** The side a selection backs, for a button's name: the team, or the match for a draw or a total. */
export const selectionSide = (
  fixture: Pick<TSportsbookFixture, 'home' | 'away'>,
  selection: TSportsbookSelectionKey,
) =>
  selection === 'home'
    ? fixture.home
    : selection === 'away'
      ? fixture.away
      : `${fixture.home} – ${fixture.away}`;

/** A market's name: "Asian handicap", "Correct score"; a map winner's with its map, "Map 2 winner". */
export const marketName = (
  t: TFunction,
  market: Pick<TSportsbookMarket, 'kind'> & { line?: number | null },
) =>
  market.kind === 'mapWinner' && typeof market.line === 'number'
    ? t('sportsbook_market_mapWinner_n', { map: market.line })
    : t(`sportsbook_market_${market.kind}`);

/** Money with the session's currency after it: "1,250.00 VND". */
export const moneyText = (amount: string, currency: string) =>
  `${formatMoney(amount, '')} ${currency}`.trim();

/** A typed stake ("50", "12.5", "1,000") as minor units; null when it is not an amount. */
export const stakeMinor = (text: string): bigint | null => {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
};
/** A wire money string ("5000.00") as minor units. */
export const moneyMinor = (amount: string) => stakeMinor(amount.replace(/^-/, '')) ?? 0n;
export const minorMoney = (minor: bigint) => minorUnitsToMoney(minor);

/** A kick-off in the reader's language and time zone: "28/11 19:30" or "Today 19:30". */
export const kickOffText = (iso: string, lang: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(lang === 'en' ? 'en-GB' : 'vi-VN', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
};

/** Same local calendar day. */
export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A ticket's status badge (My bets and the betting record's replay alike). */
export const TICKET_STATUS_TONE: Record<TSportsbookTicketStatus, string> = {
  pending: 'bg-amber-400/80 text-amber-950',
  open: 'bg-sky-500/80 text-sky-950',
  won: 'bg-emerald-500 text-emerald-950',
  lost: 'bg-rose-900/70 text-rose-100',
  void: 'bg-slate-500/70 text-slate-50',
  cashed_out: 'bg-gold text-on-primary',
  refused: 'bg-rose-600/80 text-white',
};
/** A leg's outcome badge; `open` while its market is still to settle. */
export const LEG_OUTCOME_TONE: Record<TSportsbookOutcome | 'open', string> = {
  won: 'bg-emerald-500 text-emerald-950',
  half_won: 'bg-emerald-500/60 text-emerald-50',
  void: 'bg-slate-500/70 text-slate-50',
  half_lost: 'bg-rose-700/60 text-rose-50',
  lost: 'bg-rose-900/70 text-rose-100',
  open: 'border border-sky-400/60 text-sky-200',
};
