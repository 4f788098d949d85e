/**
 * The house sportsbook's API (`/provider/sportsbook/*`, issue 23, ADR 089): fixtures and their
 * markets from the book (a feed's, moved by traders), tickets — singles and mix parlays — each
 * booked through the seamless protocol as one provider round (the stake debited when placed, the
 * return credited when settled or cashed out).
 *
 * Prices are decimal odds in thousandths (1850 is 1.850, stake included); lines are in quarters of
 * a goal or map (−3 is −0.75; a handicap line is the home side's). Stakes and returns are money
 * strings.
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZProviderStartRequest } from './house-games.ts';

export const SportsbookSport = z.enum(['football', 'esports']);
export type TSportsbookSport = z.infer<typeof SportsbookSport>;
export const SportsbookFixtureStatus = z.enum(['prematch', 'live', 'finished', 'postponed', 'abandoned']);
export type TSportsbookFixtureStatus = z.infer<typeof SportsbookFixtureStatus>;
export const SportsbookMarketKind = z.enum([
  'matchResult',
  'asianHandicap',
  'overUnder',
  'esportsMatchWinner',
  'mapHandicap',
  'totalMaps',
  'doubleChance',
  'oddEven',
  'correctScore',
  'mapWinner',
]);
export type TSportsbookMarketKind = z.infer<typeof SportsbookMarketKind>;
/** Open takes bets; suspended shows prices and takes none; closed is over. */
export const SportsbookMarketStatus = z.enum(['open', 'suspended', 'closed']);
export type TSportsbookMarketStatus = z.infer<typeof SportsbookMarketStatus>;
/**
 * The scores a correct-score market may offer, home goals first: every score up to 3–3. A market
 * offers all of them or a subset, plus `other` ("any other score": won when the final score is none
 * of the scores that market offers).
 */
// biome-ignore format: a grid of scores, home wins / draws / away wins
export const SPORTSBOOK_CORRECT_SCORES = [
  '0-0', '1-0', '2-0', '3-0', '0-1', '1-1', '2-1', '3-1',
  '0-2', '1-2', '2-2', '3-2', '0-3', '1-3', '2-3', '3-3',
] as const;
export type TSportsbookCorrectScore = (typeof SPORTSBOOK_CORRECT_SCORES)[number];
/**
 * A selection's key: home/draw/away for 1X2 and winners (map winners too), home/away for
 * handicaps, over/under for totals, 1X/12/X2 for double chance, odd/even for odd/even total goals,
 * a score ("2-1", home first) or `other` for correct score.
 */
export const SportsbookSelectionKey = z.enum([
  'home',
  'draw',
  'away',
  'over',
  'under',
  '1X',
  '12',
  'X2',
  'odd',
  'even',
  ...SPORTSBOOK_CORRECT_SCORES,
  'other',
]);
export type TSportsbookSelectionKey = z.infer<typeof SportsbookSelectionKey>;
/**
 * Each market kind's sport, its selections in the order shown, and the line it takes: none, a
 * handicap or a total in quarters, or — map winner — the map's number (1 is the first map), a
 * plain count, not quarters. A correct-score market offers some of its keys (`other` always).
 */
export const SPORTSBOOK_MARKET_KINDS: Readonly<
  Record<
    TSportsbookMarketKind,
    {
      sport: TSportsbookSport;
      keys: readonly TSportsbookSelectionKey[];
      line: 'none' | 'handicap' | 'total' | 'map';
    }
  >
> = {
  matchResult: { sport: 'football', keys: ['home', 'draw', 'away'], line: 'none' },
  asianHandicap: { sport: 'football', keys: ['home', 'away'], line: 'handicap' },
  overUnder: { sport: 'football', keys: ['over', 'under'], line: 'total' },
  esportsMatchWinner: { sport: 'esports', keys: ['home', 'away'], line: 'none' },
  mapHandicap: { sport: 'esports', keys: ['home', 'away'], line: 'handicap' },
  totalMaps: { sport: 'esports', keys: ['over', 'under'], line: 'total' },
  doubleChance: { sport: 'football', keys: ['1X', '12', 'X2'], line: 'none' },
  oddEven: { sport: 'football', keys: ['odd', 'even'], line: 'none' },
  correctScore: { sport: 'football', keys: [...SPORTSBOOK_CORRECT_SCORES, 'other'], line: 'none' },
  mapWinner: { sport: 'esports', keys: ['home', 'away'], line: 'map' },
};
/** The most maps a series has (best of 7): a map winner's highest map number. */
export const SPORTSBOOK_MAX_MAPS = 7;
/** What a ticket accepts when the price moved before it is struck: nothing, any move, or a better price. */
export const OddsAcceptance = z.enum(['none', 'any', 'higher']);
export type TOddsAcceptance = z.infer<typeof OddsAcceptance>;
export const SportsbookOddsFormat = z.enum(['decimal', 'hk', 'malay', 'indo']);
export type TSportsbookOddsFormat = z.infer<typeof SportsbookOddsFormat>;
/** A settled selection: half_won and half_lost are the two halves of a quarter line. */
export const SportsbookOutcome = z.enum(['won', 'half_won', 'void', 'half_lost', 'lost']);
export type TSportsbookOutcome = z.infer<typeof SportsbookOutcome>;

const OddsMilli = z.number().int().min(1_001).max(1_000_000);

export const ZSportsbookSelection = z.object({
  key: SportsbookSelectionKey,
  oddsMilli: OddsMilli,
});
export type TSportsbookSelection = z.infer<typeof ZSportsbookSelection>;

export const ZSportsbookMarket = z.object({
  id: z.number().int(),
  kind: SportsbookMarketKind,
  /**
   * Quarters of a goal or map: the home side's handicap, or the total's line; map winner: the map's
   * number (from 1); null for the others.
   */
  line: z.number().int().nullable(),
  status: SportsbookMarketStatus,
  selections: z.array(ZSportsbookSelection),
  /** The most one ticket may stake on this market. */
  maxStake: Money,
});
export type TSportsbookMarket = z.infer<typeof ZSportsbookMarket>;

export const ZSportsbookFixture = z.object({
  id: z.string(),
  sport: SportsbookSport,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: SportsbookFixtureStatus,
  /** Goals (football) or maps won (e-sports) so far; the final score once finished. */
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  /** Football while live: the match clock in whole minutes; null otherwise. */
  minute: z.number().int().nullable(),
  markets: z.array(ZSportsbookMarket),
});
export type TSportsbookFixture = z.infer<typeof ZSportsbookFixture>;

export const ZSportsbookBook = z.object({
  serverTime: z.string(),
  sport: SportsbookSport,
  /** Live first, then by kick-off; finished ones of the last day at the end. */
  fixtures: z.array(ZSportsbookFixture),
  limits: z.object({ minStake: Money, maxStake: Money, maxLegs: z.number().int() }),
  /** How long a ticket with a live leg waits before it is struck (its prices checked again). */
  liveDelayMs: z.number().int(),
});
export type TSportsbookBook = z.infer<typeof ZSportsbookBook>;
export const ZSportsbookBookQuery = z.object({ sport: SportsbookSport.default('football') });

export const ZSportsbookPreferences = z.object({
  oddsFormat: SportsbookOddsFormat,
  acceptance: OddsAcceptance,
});
export type TSportsbookPreferences = z.infer<typeof ZSportsbookPreferences>;

export const ZSportsbookSessionRequest = ZProviderStartRequest;
export const ZSportsbookSession = z.object({
  token: z.string(),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The sport the title opens on (an e-sports vendor's title opens e-sports). */
  sport: SportsbookSport,
  preferences: ZSportsbookPreferences,
  /** The member's own stake limit, when a trader set one (ADR 090); the markets' apply besides. */
  maxStake: Money.nullable(),
});
export type TSportsbookSession = z.infer<typeof ZSportsbookSession>;

const RequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const PositiveMoney = Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'must be positive');

export const SPORTSBOOK_MAX_LEGS = 10;

export const ZSportsbookTicketRequest = z.object({
  /** The client's idempotency key: a repeat answers the first ticket and moves no money. */
  requestId: RequestId,
  stake: PositiveMoney,
  acceptance: OddsAcceptance,
  /** One leg is a single; two or more a mix parlay (one leg per fixture). */
  legs: z
    .array(
      z.object({
        marketId: z.number().int().positive(),
        selection: SportsbookSelectionKey,
        /** The price the member saw. */
        oddsMilli: OddsMilli,
      }),
    )
    .min(1)
    .max(SPORTSBOOK_MAX_LEGS),
});
export type TSportsbookTicketRequest = z.infer<typeof ZSportsbookTicketRequest>;

export const ZSportsbookLeg = z.object({
  fixtureId: z.string(),
  sport: SportsbookSport,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  fixtureStatus: SportsbookFixtureStatus,
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  marketId: z.number().int(),
  kind: SportsbookMarketKind,
  line: z.number().int().nullable(),
  selection: SportsbookSelectionKey,
  /** The price the leg was struck at. */
  oddsMilli: OddsMilli,
  /** Null until the leg's market is settled. */
  outcome: SportsbookOutcome.nullable(),
});
export type TSportsbookLeg = z.infer<typeof ZSportsbookLeg>;

/**
 * pending: a live ticket waiting its delay (stake held); open: struck, waiting results; won, lost,
 * void: settled (won paid more than the stake, void returned it, lost less — a half-lost line pays
 * half back); cashed_out: bought back; refused: not struck (the price moved against the acceptance),
 * the stake returned.
 */
export const SportsbookTicketStatus = z.enum([
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
  'refused',
]);
export type TSportsbookTicketStatus = z.infer<typeof SportsbookTicketStatus>;

export const ZSportsbookTicket = z.object({
  id: z.string(),
  /** The provider round the ticket is booked as. */
  roundId: z.string(),
  placedAt: z.string(),
  kind: z.enum(['single', 'parlay']),
  stake: Money,
  /** The combined price: the legs' product, floored to a thousandth (may exceed a single price's cap). */
  oddsMilli: z.number().int(),
  acceptance: OddsAcceptance,
  status: SportsbookTicketStatus,
  /** What it returns if every open leg wins (settled legs at their outcome). */
  potentialReturn: Money,
  /** What it paid (settled or cashed out); null while open. */
  payout: Money.nullable(),
  /** The house's offer to buy it back now; null when none (a leg lost, a market suspended, not open). */
  cashOut: Money.nullable(),
  /** Why a refused ticket was not struck (an i18n key). */
  refusal: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** When a corrected result last changed what it pays (resettlement, ADR 090); null if never. */
  correctedAt: z.string().nullable(),
  legs: z.array(ZSportsbookLeg),
});
export type TSportsbookTicket = z.infer<typeof ZSportsbookTicket>;

export const ZSportsbookTicketValue = z.object({ ticket: ZSportsbookTicket, balance: Money });
export type TSportsbookTicketValue = z.infer<typeof ZSportsbookTicketValue>;

export const ZSportsbookTicketsQuery = z.object({ status: z.enum(['open', 'settled']).default('open') });
export const ZSportsbookTickets = z.object({
  tickets: z.array(ZSportsbookTicket),
  /** The balance as the book last saw it (its latest debit or credit); null before any ticket. */
  balance: Money.nullable(),
});
export type TSportsbookTickets = z.infer<typeof ZSportsbookTickets>;

export const ZSportsbookCashOutRequest = z.object({
  /** The offer the member accepted: refused (with the new one) if the offer now is lower. */
  offer: PositiveMoney,
});
export type TSportsbookCashOutRequest = z.infer<typeof ZSportsbookCashOutRequest>;

/**
 * A ticket's records on its provider round (game recall, the betting record's replay). The placing
 * step names each leg so it reads without the book; a round recorded before the names were added
 * carries only the fixture id, the market key (`kind:line`, the line in quarters), the selection and
 * the price (thousandths). The closing step (`status`: won, lost, void or cashed_out) carries the
 * payout and `cashOut` in minor units, and, when recorded, each leg's outcome and price struck.
 */
export type TSportsbookRecordLeg = {
  fixture: string;
  market: string;
  selection: string;
  odds: number;
  league?: string | null;
  home?: string | null;
  away?: string | null;
  startsAt?: string | null;
  kind?: string;
  line?: number | null;
};
export type TSportsbookPlacedRecord = { ticket: number; legs: TSportsbookRecordLeg[] };
export type TSportsbookClosedRecord = {
  ticket: number;
  status: string;
  payout: string;
  outcomes?: (TSportsbookOutcome | null)[];
  odds?: number[];
  cashOut?: string;
  /** A correction step (resettlement, ADR 090): what the round paid before it. */
  correction?: true;
  previous?: string;
};
