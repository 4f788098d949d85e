/**
 * How the trading desk reads the book: a fixture's group and status tone, each sport's market
 * kinds and their selections, a line in quarters as a trader writes it (a handicap is the home
 * side's; the away side takes the opposite), a price in thousandths, and what a trader types turned
 * into what the server takes — or left as typed, for the server to refuse at its field.
 */
import type { TTradingFixture, TTradingMarket } from '@luckwell/contracts/admin/trading';
import {
  SPORTSBOOK_MARKET_KINDS,
  type TSportsbookFixtureStatus,
  type TSportsbookMarketKind,
  type TSportsbookMarketStatus,
  type TSportsbookOutcome,
  type TSportsbookSelectionKey,
  type TSportsbookSport,
} from '@luckwell/contracts/provider/sportsbook';
import i18next from 'i18next';
import type { BadgeTone } from '../../shared/badge.tsx';

export const SPORTS = ['football', 'esports'] as const satisfies readonly TSportsbookSport[];

/** Each kind's selections and the line it takes (the contract's table). */
export const KINDS = SPORTSBOOK_MARKET_KINDS;

export const kindsOf = (sport: TSportsbookSport) =>
  (Object.keys(KINDS) as TSportsbookMarketKind[]).filter((kind) => KINDS[kind].sport === sport);

export type FixtureGroup = 'live' | 'upcoming' | 'finished';
export const GROUPS = ['live', 'upcoming', 'finished'] as const satisfies readonly FixtureGroup[];

export const groupOf = (status: TSportsbookFixtureStatus): FixtureGroup =>
  status === 'live' ? 'live' : status === 'prematch' ? 'upcoming' : 'finished';

export const STATUS_TONES: Record<TSportsbookFixtureStatus, BadgeTone> = {
  prematch: 'neutral',
  live: 'jade',
  finished: 'violet',
  postponed: 'gold',
  abandoned: 'danger',
};

export const MARKET_TONES: Record<TSportsbookMarketStatus, BadgeTone> = {
  open: 'jade',
  suspended: 'gold',
  closed: 'neutral',
};

export const OUTCOME_TONES: Record<TSportsbookOutcome, BadgeTone> = {
  won: 'jade',
  half_won: 'jade',
  void: 'neutral',
  half_lost: 'danger',
  lost: 'danger',
};

/** Quarters as goals or maps: -3 → "-0.75", 10 → "2.5"; a handicap carries its sign (+0.5, 0). */
export const lineText = (quarters: number, signed = false) => {
  const text = String(quarters / 4);
  return signed && quarters > 0 ? `+${text}` : text;
};

/** "-0.75" / "2,5" → quarters (-3, 10), or the text as typed for the server to refuse at its field. */
export const quartersOf = (typed: string): number => {
  const plain = typed.trim().replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d{1,2}(\.\d{1,2})?$/.test(plain)) return plain as unknown as number;
  const quarters = Number(plain) * 4;
  return (Number.isInteger(quarters) ? quarters : plain) as number;
};

/** 1900 → "1.900". */
export const priceOf = (milli: number) => (milli / 1000).toFixed(3);

/** "1.9" / "1.900" → 1900 thousandths, or the text as typed for the server to refuse at its field. */
export const milliOf = (typed: string): number => {
  const plain = typed.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(plain)) return plain as unknown as number;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
};

/** A score as typed → 0–99, or the text for the server to refuse. */
export const goalsOf = (typed: string): number => {
  const plain = typed.trim();
  return (/^\d{1,2}$/.test(plain) ? Number(plain) : plain) as number;
};

type Teams = Pick<TTradingFixture, 'home' | 'away'>;

/**
 * A selection as a trader reads it: "Arsenal -0.75", "Chelsea +0.75", "Draw", "Over 2.5",
 * "1X (home or draw)", "Odd", a correct score's "2-1" (home goals first), "Any other score".
 */
export const selectionText = (
  fixture: Teams,
  market: Pick<TTradingMarket, 'kind' | 'line'>,
  key: TSportsbookSelectionKey,
) => {
  const line = market.line ?? 0;
  const takes = KINDS[market.kind].line;
  if (key === 'draw') return i18next.t('trading.selection.draw');
  if (key === 'over' || key === 'under')
    return i18next.t(`trading.selection.${key}`, { line: lineText(line) });
  if (key === '1X' || key === '12' || key === 'X2' || key === 'odd' || key === 'even' || key === 'other')
    return i18next.t(`trading.selection.${key}`);
  if (key !== 'home' && key !== 'away') return key; // a correct score, "2-1"
  const team = fixture[key];
  if (takes !== 'handicap') return team;
  return `${team} ${lineText(key === 'home' ? line : -line, true)}`;
};

/** A market's name with its line: "Asian handicap -0.75", "Over/under 2.5", "1X2", "Map 2 winner". */
export const marketText = (market: Pick<TTradingMarket, 'kind' | 'line'>) => {
  const kind = i18next.t(`trading.kind.${market.kind}`);
  if (market.line === null) return kind;
  // A map winner's line is its map's number, not quarters: "Map 2 winner".
  if (KINDS[market.kind].line === 'map') return i18next.t('trading.kind.mapWinnerOf', { map: market.line });
  return `${kind} ${lineText(market.line, KINDS[market.kind].line === 'handicap')}`;
};

/** A fixture that takes changes: not yet settled. */
export const tradable = (fixture: TTradingFixture) => fixture.settledAt === null;

/** A trader's own fixture, before or during play: it can go in play or back. */
export const playable = (fixture: TTradingFixture) =>
  tradable(fixture) &&
  fixture.source === 'operator' &&
  (fixture.status === 'prematch' || fixture.status === 'live');

/** The value of a datetime-local input (local time) → an ISO instant, or the text as typed. */
export const instantOf = (local: string) => {
  const at = new Date(local);
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : local;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value for an instant, in local time: the next whole hour by default. */
export const localInputOf = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
