/**
 * The house sportsbook (issue 23, ADR 089): fixtures and markets written from a feed (the demo's
 * simulated one, `packages/games/src/sportsbook/feed.ts`), tickets booked through the seamless
 * protocol as provider rounds, settled by the pure engine (`markets.ts`, `settle.ts`).
 *
 * - `sync` writes the feed's fixtures in a window around now into the book: status, score and the
 *   prices of every market no trader has taken. A line the feed stops pricing is suspended.
 * - A ticket (a single, or a mix parlay of legs on different fixtures) is checked against the book
 *   — each market open, its fixture not started or live, the price against the member's acceptance,
 *   the stake within the limits and the market's liability — its stake debited, then checked again
 *   under the markets' locks, where the legs are written. A refusal then rolls the debit back.
 * - A ticket with a live leg waits `liveDelayMs` (`pending`) and is struck when its prices are
 *   checked again: at the price now if its acceptance allows the move, refused (its stake rolled
 *   back) if not.
 * - `settle` settles the markets of fixtures that are over on their result (void 48 hours after the
 *   start for an abandoned or postponed fixture), then every ticket whose result is known: a leg
 *   lost, or every leg settled. Payout by `singleReturn` / `parlayReturn`, one credit.
 * - Cash out buys an open ticket back at `cashOutValue` (the open legs at their price now, less the
 *   margin), final; refused if a leg lost or a market is not open, or if the offer fell below the
 *   one the member accepted.
 *
 * Every money move is conditional on the provider round's status (locked) and the ticket's, so two
 * servers settling, or a settlement and a cash-out at once, pay once.
 */
import { createHash } from 'node:crypto';
import type { TErrorCode } from '@luckwell/contracts/error-envelope';
import { ESPORTS_VENDORS } from '@luckwell/contracts/games/catalogue';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TOddsAcceptance,
  TSportsbookBook,
  TSportsbookClosedRecord,
  TSportsbookFixture,
  TSportsbookLeg,
  TSportsbookMarketKind,
  TSportsbookOutcome,
  TSportsbookPlacedRecord,
  TSportsbookPreferences,
  TSportsbookSelectionKey,
  TSportsbookSession,
  TSportsbookSport,
  TSportsbookTicket,
  TSportsbookTicketRequest,
  TSportsbookTickets,
  TSportsbookTicketValue,
} from '@luckwell/contracts/provider/sportsbook';
import { SPORTSBOOK_MARKET_KINDS, SPORTSBOOK_MAX_LEGS } from '@luckwell/contracts/provider/sportsbook';
import { MULTIPLIER_ONE } from '@luckwell/games/engine';
import { createSimulatedFeed, type FeedAdapter } from '@luckwell/games/sportsbook/feed';
import type { Outcome } from '@luckwell/games/sportsbook/lines';
import {
  asianHandicap,
  correctScore,
  doubleChance,
  type EventStatus,
  esportsMatchWinner,
  type MapWinner,
  mapHandicap,
  mapWinner,
  matchResult,
  oddEven,
  overUnder,
  totalMaps,
} from '@luckwell/games/sportsbook/markets';
import { formatOdds, type OddsMilli } from '@luckwell/games/sportsbook/odds';
import { cashOutValue, parlayOdds, parlayReturn } from '@luckwell/games/sportsbook/settle';
import { SPORTSBOOK_FAMILY } from '@luckwell/games/sportsbook/titles';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  closeBookedRound,
  correctSettledRound,
  createProviderRepository,
  lastBalanceOf,
  openBookedRound,
  type RoundRow,
} from '../provider.repository.ts';
import type { ProviderService } from '../provider.service.ts';
import {
  createSportsbookRepository,
  type FixtureRow,
  type LegRow,
  type MarketRow,
  SETTLED,
  STANDING,
  type TicketRow,
} from './sportsbook.repository.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const DAY = 24 * HOUR;

/** The book's limits (minor units): per ticket, and the defaults of a market the feed brings. */
export const SPORTSBOOK_LIMITS = {
  minStakeMinor: 1_000n,
  maxStakeMinor: 50_000_000n,
  liabilityMinor: 500_000_000n,
};
/** How long a ticket with a live leg waits before it is struck. */
export const LIVE_DELAY_MS = 5 * SECOND;
/** The cash-out offer keeps 5 % of the ticket's fair value. */
export const CASH_OUT_MARGIN_BP = 9_500;
/** An abandoned or postponed fixture not played within this of its start is settled void. */
export const VOID_AFTER_MS = 48 * HOUR;
/** The book holds the feed's fixtures from a day back to three days ahead. */
const SYNC_BACK_MS = DAY;
const SYNC_AHEAD_MS = 3 * DAY;
const TICKETS_SHOWN = 50;

/** The demo's feed: one long season from a fixed day, so every server and restart sees the same fixtures. */
export const demoFeed = () =>
  createSimulatedFeed({ seed: 'luckwell-demo-book', startDay: '2026-01-05', seasonDays: 3_650 });

/** The sport a sportsbook title opens on: e-sports for an e-sports vendor's title. */
export const sportOfVendor = (vendor: string): TSportsbookSport =>
  (ESPORTS_VENDORS as readonly string[]).includes(vendor.toUpperCase()) ? 'esports' : 'football';

const DEFAULT_PREFERENCES: TSportsbookPreferences = { oddsFormat: 'decimal', acceptance: 'higher' };

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const refusal = (status: number, code: TErrorCode, reason: string, field?: string) =>
  new AppError(status, code, `sportsbook_err_${reason}`, field);
const ticketNotFound = () => refusal(404, 'SPORTSBOOK_TICKET_NOT_FOUND', 'ticket_not_found', 'params.id');
const marketNotFound = (index: number) =>
  refusal(404, 'SPORTSBOOK_MARKET_NOT_FOUND', 'market_not_found', `body.legs.${index}.marketId`);
const marketClosed = (index: number) =>
  refusal(409, 'SPORTSBOOK_MARKET_CLOSED', 'market_closed', `body.legs.${index}.marketId`);
const oddsChanged = (index: number, odds: number) =>
  refusal(409, 'SPORTSBOOK_ODDS_CHANGED', 'odds_changed', `body.legs.${index}.oddsMilli`).with({
    params: { odds: formatOdds(odds as OddsMilli, 'decimal') },
  });
const stakeOutOfRange = (maxMinor: bigint) =>
  refusal(409, 'SPORTSBOOK_STAKE_OUT_OF_RANGE', 'stake_out_of_range', 'body.stake').with({
    params: {
      min: fromMinorUnits(SPORTSBOOK_LIMITS.minStakeMinor),
      max: fromMinorUnits(maxMinor),
    },
  });
const liabilityReached = (index: number) =>
  refusal(409, 'SPORTSBOOK_LIABILITY_REACHED', 'liability_reached', `body.legs.${index}.marketId`);
const badParlay = () => refusal(409, 'SPORTSBOOK_BAD_PARLAY', 'bad_parlay', 'body.legs');
const requestReused = () => refusal(409, 'SPORTSBOOK_REQUEST_REUSED', 'request_reused', 'body.requestId');
const cashOutUnavailable = () =>
  refusal(409, 'SPORTSBOOK_CASH_OUT_UNAVAILABLE', 'cash_out_unavailable', 'params.id');
const cashOutChanged = (offerMinor: bigint) =>
  refusal(409, 'SPORTSBOOK_CASH_OUT_CHANGED', 'cash_out_changed', 'body.offer').with({
    params: { offer: fromMinorUnits(offerMinor) },
  });
const notSportsbook = () => new AppError(409, 'PROVIDER_BAD_ACTION', 'sportsbook_err_not_sportsbook');

/** Does the acceptance take a price that moved from `asked` to `now`? */
export const accepts = (acceptance: TOddsAcceptance, asked: number, now: number) =>
  now === asked || acceptance === 'any' || (acceptance === 'higher' && now > asked);

/** Each market kind's sport, selections and line (the contract's table). */
export const MARKET_KINDS = SPORTSBOOK_MARKET_KINDS;

/** A market's prices in its kind's order (home, draw, away; over, under), not the database's. */
export const selectionsOf = (market: Pick<MarketRow, 'kind' | 'selections'>) =>
  (MARKET_KINDS[market.kind as TSportsbookMarketKind]?.keys ?? Object.keys(market.selections)).flatMap(
    (key) => {
      // A score a correct score no longer offers is kept at 0 (suspended) and not shown.
      const oddsMilli = market.selections[key];
      return !oddsMilli ? [] : [{ key: key as TSportsbookSelectionKey, oddsMilli }];
    },
  );

/** Rows grouped by a key, in their order (Map.groupBy is not in Node 20). */
const groupBy = <Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key) => {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

const keyOf = (kind: string, line: number | null) => `${kind}:${line ?? ''}`;
const eventStatusOf = (status: string): EventStatus =>
  status === 'finished' ? 'finished' : status === 'postponed' ? 'postponed' : 'abandoned';

/**
 * Correct score: every score the market ever offered (its keys — one the feed stopped pricing is
 * kept at 0, suspended: ADR 090), in the kind's order, and `other`, won when the final score is none
 * of them. A grid score it never offered has no legs; it is settled lost (void when the fixture is).
 */
const correctScoreResult = (
  status: EventStatus,
  score: { home: number; away: number },
  market: MarketRow,
): Record<string, Outcome> => {
  const grid = MARKET_KINDS.correctScore.keys.filter((key) => key !== 'other');
  const offered = grid.filter((key) => market.selections[key] !== undefined);
  const scoreOf = (key: string) => {
    const [home, away] = key.split('-').map(Number);
    return { home: home!, away: away! };
  };
  const { scores, anyOther } = correctScore({ status, score, offered: offered.map(scoreOf) });
  const never = grid.filter((key) => !offered.includes(key));
  return {
    ...Object.fromEntries(never.map((key) => [key, status === 'finished' ? 'lost' : 'void'])),
    ...Object.fromEntries(offered.map((key, index) => [key, scores[index]!])),
    other: anyOther,
  };
};

/** Each selection's outcome of a market on its fixture's result (a map winner's line is its map). */
export const marketResult = (fixture: FixtureRow, market: MarketRow): Record<string, Outcome> => {
  const status = eventStatusOf(fixture.status);
  const score = { home: fixture.scoreHome, away: fixture.scoreAway };
  const maps = fixture.maps as MapWinner[];
  const line = market.line ?? 0;
  switch (market.kind) {
    case 'matchResult':
      return matchResult({ status, score });
    case 'asianHandicap':
      return asianHandicap({ status, score, line });
    case 'overUnder':
      return overUnder({ status, score, line });
    case 'esportsMatchWinner':
      return esportsMatchWinner({ status, maps });
    case 'mapHandicap':
      return mapHandicap({ status, maps, line });
    case 'totalMaps':
      return totalMaps({ status, maps, line });
    case 'doubleChance':
      return doubleChance({ status, score });
    case 'oddEven':
      return oddEven({ status, score });
    case 'correctScore':
      return correctScoreResult(status, score, market);
    case 'mapWinner':
      return mapWinner({ status, maps, map: line });
    default:
      throw new Error(`sportsbook: no settlement for market kind ${market.kind}`);
  }
};

/** Does the fixture take bets at `at`: not started yet, or live? */
const takesBets = (fixture: FixtureRow, at: Date) =>
  fixture.status === 'live' || (fixture.status === 'prematch' && fixture.startsAt > at);

type Options = {
  db: Database;
  provider: Pick<
    ProviderService,
    'openSession' | 'sessionOf' | 'debitRound' | 'settle' | 'resettle' | 'refund' | 'walletBalance'
  >;
  feed?: FeedAdapter;
  now?: () => Date;
  log?: Log;
  liveDelayMs?: number;
};

export const createSportsbookService = ({
  db,
  provider,
  feed = demoFeed(),
  now = () => new Date(),
  log,
  liveDelayMs = LIVE_DELAY_MS,
}: Options) => {
  const repository = createSportsbookRepository(db);
  const rounds = createProviderRepository(db, now);
  const inTx = <T>(
    work: (tx: {
      book: ReturnType<typeof createSportsbookRepository>;
      rounds: ReturnType<typeof createProviderRepository>;
    }) => Promise<T>,
  ) =>
    db.transaction((raw) =>
      work({
        book: createSportsbookRepository(raw as unknown as Database),
        rounds: createProviderRepository(raw as unknown as Database, now),
      }),
    );

  // The book from the feed ---------------------------------------------------------------------

  /** Writes the feed's fixtures around `at` and their markets into the book. */
  const sync = async (at = now()) => {
    const list = await feed.fixtures({
      from: new Date(at.getTime() - SYNC_BACK_MS).toISOString(),
      to: new Date(at.getTime() + SYNC_AHEAD_MS).toISOString(),
      at: at.toISOString(),
    });
    const fixtures: Parameters<typeof repository.upsertFixtures>[0] = [];
    const markets: Parameters<typeof repository.upsertMarkets>[0] = [];
    const priced: string[] = [];
    for (const fixture of list) {
      const snapshot = await feed.snapshot(fixture.id, at.toISOString());
      if (!snapshot) continue;
      fixtures.push({
        id: fixture.id,
        sport: fixture.sport,
        league: fixture.league,
        home: fixture.home,
        away: fixture.away,
        startsAt: new Date(fixture.startsAt),
        status: snapshot.fixture.status,
        scoreHome: snapshot.score.home,
        scoreAway: snapshot.score.away,
        minute: snapshot.sport === 'football' ? snapshot.minute : null,
        maps: snapshot.sport === 'esports' ? [...snapshot.maps] : [],
        updatedAt: at,
      });
      snapshot.markets.forEach((market, sort) => {
        const line = 'line' in market ? market.line : null;
        const key = keyOf(market.market, line);
        priced.push(`${fixture.id}|${key}`);
        markets.push({
          fixtureId: fixture.id,
          kind: market.market,
          line,
          key,
          status: market.status,
          selections: { ...market.selections },
          maxStakeMinor: SPORTSBOOK_LIMITS.maxStakeMinor,
          liabilityMinor: SPORTSBOOK_LIMITS.liabilityMinor,
          sort,
          updatedAt: at,
        });
      });
    }
    await repository.upsertFixtures(fixtures);
    await repository.upsertMarkets(markets);
    await repository.suspendUnpriced(
      fixtures.map((f) => f.id),
      priced,
      at,
    );
    return fixtures.length;
  };

  /** The book written once on this server before its first answer (a fresh server's first visitor sees it). */
  let firstSync: Promise<unknown> | undefined;
  const synced = () => {
    firstSync ??= sync().catch((error) => {
      firstSync = undefined;
      throw error;
    });
    return firstSync;
  };

  const fixtureView = (fixture: FixtureRow, markets: MarketRow[]): TSportsbookFixture => ({
    id: fixture.id,
    sport: fixture.sport as TSportsbookSport,
    league: fixture.league,
    home: fixture.home,
    away: fixture.away,
    startsAt: fixture.startsAt.toISOString(),
    status: fixture.status as TSportsbookFixture['status'],
    score: { home: fixture.scoreHome, away: fixture.scoreAway },
    minute: fixture.status === 'live' ? fixture.minute : null,
    markets: markets.map((market) => ({
      id: market.id,
      kind: market.kind as TSportsbookFixture['markets'][number]['kind'],
      line: market.line,
      status: market.status as TSportsbookFixture['markets'][number]['status'],
      selections: selectionsOf(market),
      maxStake: fromMinorUnits(market.maxStakeMinor),
    })),
  });

  const STATUS_ORDER: Record<string, number> = { live: 0, prematch: 1 };

  /** A sport's book: live fixtures first, then by kick-off; those over in the last day at the end. */
  const book = async (sport: TSportsbookSport): Promise<TSportsbookBook> => {
    await synced();
    const at = now();
    const fixtures = await repository.fixturesOf(
      sport,
      new Date(at.getTime() - SYNC_BACK_MS),
      new Date(at.getTime() + SYNC_AHEAD_MS),
    );
    const markets = await repository.marketsOf(fixtures.map((f) => f.id));
    const byFixture = groupBy(markets, (m) => m.fixtureId);
    const ordered = [...fixtures].sort((a, b) => {
      const rank = (STATUS_ORDER[a.status] ?? 2) - (STATUS_ORDER[b.status] ?? 2);
      if (rank !== 0) return rank;
      const time = a.startsAt.getTime() - b.startsAt.getTime();
      return (STATUS_ORDER[a.status] ?? 2) === 2 ? -time : time;
    });
    return {
      serverTime: at.toISOString(),
      sport,
      fixtures: ordered.map((f) => fixtureView(f, byFixture.get(f.id) ?? [])),
      limits: {
        minStake: fromMinorUnits(SPORTSBOOK_LIMITS.minStakeMinor),
        maxStake: fromMinorUnits(SPORTSBOOK_LIMITS.maxStakeMinor),
        maxLegs: SPORTSBOOK_MAX_LEGS,
      },
      liveDelayMs,
    };
  };

  // Sessions and preferences ------------------------------------------------------------------

  const sportsbookSession = async (token: string | undefined) => {
    const session = await provider.sessionOf(token);
    if (session.engine !== SPORTSBOOK_FAMILY) throw notSportsbook();
    return session;
  };

  const memberMaxStakeOf = async (brand: string, player: string) => {
    const limit = await repository.memberLimitOf(brand, player);
    return limit ? fromMinorUnits(limit.maxStakeMinor) : null;
  };

  const preferencesOf = async (brand: string, player: string): Promise<TSportsbookPreferences> => {
    const row = await repository.preferencesOf(brand, player);
    return row
      ? {
          oddsFormat: row.oddsFormat as TSportsbookPreferences['oddsFormat'],
          acceptance: row.acceptance as TOddsAcceptance,
        }
      : DEFAULT_PREFERENCES;
  };

  const savePreferences = async (token: string | undefined, input: TSportsbookPreferences) => {
    const session = await sportsbookSession(token);
    await repository.savePreferences({
      brand: session.brand,
      player: session.player,
      oddsFormat: input.oddsFormat,
      acceptance: input.acceptance,
      updatedAt: now(),
    });
    return preferencesOf(session.brand, session.player);
  };

  /** Opens a sportsbook title's session from the operator's one-time launch token. */
  const startSession = async (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TSportsbookSession> => {
    const { token, auth, vendor, gameCode, game, player } = await provider.openSession(input, (found) =>
      found.engine === SPORTSBOOK_FAMILY ? SPORTSBOOK_FAMILY : undefined,
    );
    return {
      token,
      player: auth.user,
      currency: auth.currency,
      balance: fromMinorUnits(toMinorUnits(auth.balance ?? '0.00')),
      vendor,
      gameCode,
      gameName: game.gameName,
      sport: sportOfVendor(vendor),
      preferences: await preferencesOf(player.brand, player.player),
      maxStake: await memberMaxStakeOf(player.brand, player.player),
    };
  };

  // Tickets -----------------------------------------------------------------------------------

  type Quote = {
    legs: { market: MarketRow; selection: string; oddsMilli: number }[];
    potentialMinor: bigint;
  };

  /** What a ticket would return if every leg won. */
  const potentialOf = (stakeMinor: bigint, odds: number[]) =>
    parlayReturn({
      stake: stakeMinor,
      legs: odds.map((each) => ({ odds: each as OddsMilli, outcome: 'won' as const })),
    });

  /**
   * The ticket checked against the book as it stands: each leg's market open on a fixture taking
   * bets, its price against the acceptance (struck at the price now when it allows a move), the stake
   * within the limits, and every leg's market within its liability. A refusal, or the quote.
   */
  const quote = async (
    book: ReturnType<typeof createSportsbookRepository>,
    markets: MarketRow[],
    input: Pick<TSportsbookTicketRequest, 'legs' | 'acceptance'>,
    stakeMinor: bigint,
    at: Date,
    memberMaxMinor?: bigint,
  ): Promise<AppError | Quote> => {
    const byId = new Map(markets.map((m) => [m.id, m]));
    const fixtures = new Map(
      (await book.fixturesByIds([...new Set(markets.map((m) => m.fixtureId))])).map((f) => [f.id, f]),
    );
    const legs: Quote['legs'] = [];
    for (const [index, leg] of input.legs.entries()) {
      const market = byId.get(leg.marketId);
      const fixture = market && fixtures.get(market.fixtureId);
      if (!market || !fixture) return marketNotFound(index);
      const price = market.selections[leg.selection];
      if (price === undefined) return marketNotFound(index);
      if (!price || market.status !== 'open' || !takesBets(fixture, at)) return marketClosed(index);
      if (!accepts(input.acceptance, leg.oddsMilli, price)) return oddsChanged(index, price);
      legs.push({ market, selection: leg.selection, oddsMilli: price });
    }
    // The least of the book's, each market's and the member's own (a trader's, ADR 090) limits.
    let maxMinor = SPORTSBOOK_LIMITS.maxStakeMinor;
    if (memberMaxMinor !== undefined && memberMaxMinor < maxMinor) maxMinor = memberMaxMinor;
    for (const leg of legs) if (leg.market.maxStakeMinor < maxMinor) maxMinor = leg.market.maxStakeMinor;
    if (stakeMinor < SPORTSBOOK_LIMITS.minStakeMinor || stakeMinor > maxMinor)
      return stakeOutOfRange(maxMinor);
    const potentialMinor = potentialOf(
      stakeMinor,
      legs.map((l) => l.oddsMilli),
    );
    for (const [index, leg] of legs.entries()) {
      const standing = await book.liabilityOf(leg.market.id, leg.selection);
      if (standing + potentialMinor - stakeMinor > leg.market.liabilityMinor) return liabilityReached(index);
    }
    return { legs, potentialMinor };
  };

  /** The open legs' markets and fixtures of some tickets, for their views and cash-out offers. */
  const contextOf = async (legs: LegRow[]) => {
    const markets = await repository.marketsByIds([...new Set(legs.map((l) => l.marketId))]);
    const fixtures = await repository.fixturesByIds([...new Set(legs.map((l) => l.fixtureId))]);
    return {
      markets: new Map(markets.map((m) => [m.id, m])),
      fixtures: new Map(fixtures.map((f) => [f.id, f])),
    };
  };
  type Context = Awaited<ReturnType<typeof contextOf>>;

  /** The house's offer for an open ticket now, or null: a leg lost, a market not taking bets, nothing open. */
  const offerOf = (ticket: TicketRow, legs: LegRow[], context: Context, at: Date) => {
    if (ticket.status !== 'open') return null;
    const settled: { odds: OddsMilli; outcome: Outcome }[] = [];
    const open: { odds: OddsMilli; currentOdds: OddsMilli }[] = [];
    for (const leg of legs) {
      if (leg.outcome) {
        settled.push({ odds: leg.oddsMilli as OddsMilli, outcome: leg.outcome as Outcome });
        continue;
      }
      const market = context.markets.get(leg.marketId);
      const fixture = context.fixtures.get(leg.fixtureId);
      const price = market?.selections[leg.selection];
      if (!market || !fixture || !price || market.status !== 'open' || !takesBets(fixture, at)) return null;
      open.push({ odds: leg.oddsMilli as OddsMilli, currentOdds: price as OddsMilli });
    }
    if (!open.length) return null;
    const value = cashOutValue({ stake: ticket.stakeMinor, settled, open, marginBp: CASH_OUT_MARGIN_BP });
    return value && value > 0n ? value : null;
  };

  const ticketView = (ticket: TicketRow, legs: LegRow[], context: Context, at: Date): TSportsbookTicket => {
    const legViews = legs.map((leg): TSportsbookLeg => {
      const fixture = context.fixtures.get(leg.fixtureId)!;
      const market = context.markets.get(leg.marketId)!;
      return {
        fixtureId: fixture.id,
        sport: fixture.sport as TSportsbookSport,
        league: fixture.league,
        home: fixture.home,
        away: fixture.away,
        startsAt: fixture.startsAt.toISOString(),
        fixtureStatus: fixture.status as TSportsbookLeg['fixtureStatus'],
        score: { home: fixture.scoreHome, away: fixture.scoreAway },
        marketId: market.id,
        kind: market.kind as TSportsbookLeg['kind'],
        line: market.line,
        selection: leg.selection as TSportsbookLeg['selection'],
        oddsMilli: leg.oddsMilli,
        outcome: (leg.outcome as Outcome | null) ?? null,
      };
    });
    const potential = parlayReturn({
      stake: ticket.stakeMinor,
      legs: legs.map((leg) => ({
        odds: leg.oddsMilli as OddsMilli,
        outcome: (leg.outcome as Outcome | null) ?? 'won',
      })),
    });
    const offer = offerOf(ticket, legs, context, at);
    return {
      id: String(ticket.id),
      roundId: (ticket.answer as { roundId?: string } | null)?.roundId ?? '',
      placedAt: ticket.createdAt.toISOString(),
      kind: ticket.kind === 'parlay' ? 'parlay' : 'single',
      stake: fromMinorUnits(ticket.stakeMinor),
      oddsMilli: Number(parlayOdds(legs.map((l) => l.oddsMilli as OddsMilli))),
      acceptance: ticket.acceptance as TOddsAcceptance,
      status: ticket.status === 'claimed' ? 'pending' : (ticket.status as TSportsbookTicket['status']),
      potentialReturn: fromMinorUnits(potential),
      payout: ticket.payoutMinor === null ? null : fromMinorUnits(ticket.payoutMinor),
      cashOut: offer === null ? null : fromMinorUnits(offer),
      refusal: ticket.refusal,
      settledAt: ticket.settledAt?.toISOString() ?? null,
      correctedAt: ticket.correctedAt?.toISOString() ?? null,
      legs: legViews,
    };
  };

  const viewsOf = async (tickets: TicketRow[], at = now()) => {
    const legs = await repository.legsOf(tickets.map((t) => t.id));
    const context = await contextOf(legs);
    const byTicket = groupBy(legs, (l) => l.ticketId);
    return tickets.map((t) => ticketView(t, byTicket.get(t.id) ?? [], context, at));
  };
  const viewOf = async (ticket: TicketRow) => (await viewsOf([ticket]))[0]!;

  const balanceOf = async (brand: string, player: string) =>
    (await lastBalanceOf(db, brand, player, SPORTSBOOK_FAMILY)) ?? 0n;

  /** A replayed request: the first ticket as it stands now, or a refusal. */
  const replay = async (ticket: TicketRow, digest: string): Promise<TSportsbookTicketValue> => {
    if (ticket.digest !== digest) throw requestReused();
    if (ticket.status === 'claimed')
      throw new AppError(409, 'PROVIDER_BAD_ACTION', 'sportsbook_err_request_pending');
    return {
      ticket: await viewOf(ticket),
      balance: fromMinorUnits(await balanceOf(ticket.brand, ticket.player)),
    };
  };

  /**
   * Places a ticket: checked against the book, its request id claimed, its stake debited, then
   * checked again under the markets' locks, where its legs are written at the prices struck. A
   * ticket with a live leg is `pending` until its delay is over.
   */
  const placeTicket = async (
    token: string | undefined,
    input: TSportsbookTicketRequest,
  ): Promise<TSportsbookTicketValue> => {
    const session = await sportsbookSession(token);
    const stakeMinor = toMinorUnits(input.stake);
    const digest = sha256Hex(
      JSON.stringify([
        String(stakeMinor),
        input.acceptance,
        input.legs.map((l) => [l.marketId, l.selection, l.oddsMilli]),
      ]),
    );
    const earlier = await repository.ticketByRequest(session.brand, session.player, input.requestId);
    if (earlier) return replay(earlier, digest);

    const markets = await repository.marketsByIds([...new Set(input.legs.map((l) => l.marketId))]);
    const fixturesOfLegs = input.legs.map((leg) => markets.find((m) => m.id === leg.marketId)?.fixtureId);
    if (input.legs.length > 1 && new Set(fixturesOfLegs).size !== input.legs.length) throw badParlay();
    const at = now();
    const memberMaxMinor = (await repository.memberLimitOf(session.brand, session.player))?.maxStakeMinor;
    const first = await quote(repository, markets, input, stakeMinor, at, memberMaxMinor);
    if (first instanceof AppError) throw first;

    const claim = await repository.claimTicket({
      brand: session.brand,
      player: session.player,
      currency: session.currency,
      requestId: input.requestId,
      digest,
      kind: input.legs.length > 1 ? 'parlay' : 'single',
      stakeMinor,
      acceptance: input.acceptance,
      potentialMinor: first.potentialMinor,
    });
    if (!claim)
      return replay(
        (await repository.ticketByRequest(session.brand, session.player, input.requestId))!,
        digest,
      );

    let debited: Awaited<ReturnType<typeof provider.debitRound>>;
    try {
      debited = await provider.debitRound(
        session,
        SPORTSBOOK_FAMILY,
        { ticket: claim.id, legs: input.legs.length },
        stakeMinor,
      );
    } catch (error) {
      await repository.releaseTicket(claim.id);
      throw error;
    }
    const { round: booked, afterDebit } = debited;
    const placed = await inTx(async (tx) => {
      const locked = await tx.book.lockMarkets(markets.map((m) => m.id));
      const struck = await quote(tx.book, locked, input, stakeMinor, now(), memberMaxMinor);
      if (struck instanceof AppError) return struck;
      const fixtures = await tx.book.fixturesByIds([...new Set(locked.map((m) => m.fixtureId))]);
      const live = fixtures.some((f) => f.status === 'live');
      await tx.book.insertLegs(
        struck.legs.map((leg, seq) => ({
          ticketId: claim.id,
          seq,
          fixtureId: leg.market.fixtureId,
          marketId: leg.market.id,
          selection: leg.selection,
          oddsMilli: leg.oddsMilli,
        })),
      );
      const ticket = await tx.book.moveTicket(claim.id, ['claimed'], {
        status: live ? 'pending' : 'open',
        strikeAt: live ? new Date(now().getTime() + liveDelayMs) : null,
        potentialMinor: struck.potentialMinor,
        providerRoundId: booked.id,
        answer: { roundId: booked.roundId },
      });
      await openBookedRound(tx.rounds, booked, {
        game: SPORTSBOOK_FAMILY,
        action: { stake: input.stake, acceptance: input.acceptance, legs: input.legs },
        // Self-describing: game recall shows the ticket from its record alone, without the book.
        record: {
          ticket: claim.id,
          legs: struck.legs.map((leg) => {
            const played = fixtures.find((f) => f.id === leg.market.fixtureId);
            return {
              fixture: leg.market.fixtureId,
              market: leg.market.key,
              selection: leg.selection,
              odds: leg.oddsMilli,
              league: played?.league ?? null,
              home: played?.home ?? null,
              away: played?.away ?? null,
              startsAt: played?.startsAt.toISOString() ?? null,
              kind: leg.market.kind,
              line: leg.market.line,
            };
          }),
        } satisfies TSportsbookPlacedRecord,
        state: { ticket: claim.id },
        balanceBeforeMinor: afterDebit + stakeMinor,
      });
      return ticket!;
    });
    if (placed instanceof AppError) {
      await provider
        .refund(booked, session)
        .catch((error) =>
          log?.error({ err: error, roundId: booked.roundId }, 'sportsbook: refund failed; the sweep retries'),
        );
      await repository.releaseTicket(claim.id);
      throw placed;
    }
    return { ticket: await viewOf(placed), balance: fromMinorUnits(afterDebit) };
  };

  const sessionFor = (round: RoundRow) => rounds.sessionById(round.sessionId);

  /** Rolls a ticket's stake back (a live ticket refused at its strike): its round refunded, the ticket refused. */
  const refuseTicket = async (ticket: TicketRow, reason: string, at: Date) => {
    const round = await repository.roundById(ticket.providerRoundId!);
    if (!round) return false;
    let current: RoundRow | undefined = round;
    if (round.status === 'open') {
      const session = await sessionFor(round);
      if (!session) return false;
      current = await provider.refund(round, session, ['open']);
    }
    if (current?.status !== 'refunded') return false;
    await repository.moveTicket(ticket.id, ['pending'], {
      status: 'refused',
      refusal: `sportsbook_err_${reason}`,
      payoutMinor: ticket.stakeMinor,
      settledAt: at,
    });
    return true;
  };

  /**
   * Strikes live tickets whose delay is over: each leg's market must still be open on a live or
   * upcoming fixture and its price acceptable; the legs are struck at the price now. Otherwise the
   * ticket is refused and its stake rolled back.
   */
  const strikeDue = async (player?: { brand: string; player: string }) => {
    const at = now();
    for (const ticket of await repository.dueTickets(at, player)) {
      try {
        const legs = await repository.legsOf([ticket.id]);
        const context = await contextOf(legs);
        let reason: string | undefined;
        for (const leg of legs) {
          const market = context.markets.get(leg.marketId);
          const fixture = context.fixtures.get(leg.fixtureId);
          const price = market?.selections[leg.selection];
          if (!market || !fixture || !price || market.status !== 'open' || !takesBets(fixture, at))
            reason = 'market_closed';
          else if (!accepts(ticket.acceptance as TOddsAcceptance, leg.oddsMilli, price))
            reason ??= 'odds_changed';
        }
        if (reason) {
          await refuseTicket(ticket, reason, at);
          continue;
        }
        await inTx(async (tx) => {
          const moved = await tx.book.moveTicket(ticket.id, ['pending'], {
            status: 'open',
            potentialMinor: potentialOf(
              ticket.stakeMinor,
              legs.map((leg) => context.markets.get(leg.marketId)!.selections[leg.selection]!),
            ),
          });
          if (!moved) return;
          for (const leg of legs) {
            const price = context.markets.get(leg.marketId)!.selections[leg.selection]!;
            if (price !== leg.oddsMilli) await tx.book.setLegOdds(leg.id, price);
          }
        });
      } catch (error) {
        log?.error({ err: error, ticket: ticket.id }, 'sportsbook: striking a live ticket failed');
      }
    }
  };

  /**
   * Pays a corrected ticket's difference (ADR 090): under its round's lock, a settled round that paid
   * other than the ticket now pays gets a correction step and moves to `resettling`; the operator's
   * resettle call follows (the provider's sweep retries it). The round as it stands after.
   */
  const payCorrection = async (ticket: TicketRow) => {
    const corrected = await inTx(async (tx) => {
      const locked = await tx.rounds.lockRound(ticket.providerRoundId!);
      const current = await tx.book.ticketById(ticket.id);
      if (locked?.status !== 'settled' || current?.payoutMinor == null) return locked;
      if (current.payoutMinor === locked.payoutMinor) return locked;
      const legs = await tx.book.legsOf([ticket.id]);
      const record: TSportsbookClosedRecord = {
        ticket: ticket.id,
        status: current.status,
        payout: String(current.payoutMinor),
        outcomes: legs.map((l) => l.outcome as TSportsbookOutcome | null),
        odds: legs.map((l) => l.oddsMilli),
        correction: true,
        previous: String(locked.payoutMinor),
      };
      const round = await correctSettledRound(tx.rounds, locked, {
        record,
        multiplier: Number((current.payoutMinor * BigInt(MULTIPLIER_ONE)) / locked.stakeMinor),
        payoutMinor: current.payoutMinor,
      });
      if (!round) throw new Error(`sportsbook: round ${locked.roundId} moved under us`);
      return round;
    });
    if (corrected?.status !== 'resettling') return corrected;
    const session = await sessionFor(corrected);
    return session ? provider.resettle(corrected, session) : corrected;
  };

  /**
   * A settled fixture's corrected result (ADR 090), in the transaction that wrote it (`raw`, the
   * fixture locked by the caller), so the result and what it settles commit together: its markets
   * settled again on it, then every standing or settled ticket on it, each under its round's lock (a
   * settlement racing this one has either committed — and is corrected here — or waits and sees the
   * new legs). A settled ticket that now pays otherwise is marked corrected with what it pays; one
   * lost on this fixture whose other legs are still to play is open again. A cash-out stays as it was
   * bought back. The tickets to pay (`payCorrections`, after the commit; the sweep pays any left).
   */
  const restateFixture = async (raw: Database, fixtureId: string) => {
    const at = now();
    const tx = {
      book: createSportsbookRepository(raw),
      rounds: createProviderRepository(raw, now),
    };
    const fixture = await tx.book.fixtureById(fixtureId);
    if (!fixture?.settledAt) return [];
    for (const market of await tx.book.marketsOf([fixture.id]))
      await tx.book.settleMarket(market, marketResult(fixture, market), at);
    const corrected: TicketRow[] = [];
    const tickets = await tx.book.ticketsOn(fixture.id, ['open', 'won', 'lost', 'void']);
    tickets.sort((a, b) => (a.providerRoundId ?? 0) - (b.providerRoundId ?? 0));
    for (const { id, providerRoundId } of tickets) {
      await tx.rounds.lockRound(providerRoundId!);
      const ticket = await tx.book.ticketById(id);
      // Still standing: settled by the sweep on its new legs when they decide it.
      if (!ticket || !['won', 'lost', 'void'].includes(ticket.status)) continue;
      const legs = await tx.book.legsOf([ticket.id]);
      const settlement = settlementOf(ticket, legs);
      const status = settlement?.status ?? 'open';
      const payoutMinor = settlement?.payoutMinor ?? null;
      if (status === ticket.status && payoutMinor === ticket.payoutMinor) continue;
      const row = await tx.book.moveTicket(ticket.id, [ticket.status], {
        status,
        payoutMinor,
        settledAt: payoutMinor === null ? null : at,
        correctedAt: at,
      });
      if (!row) continue;
      if (row.status !== 'open') {
        corrected.push(row);
        continue;
      }
      // Open again: its round (paid) records why, for the betting record's replay; nothing moves yet.
      const record: TSportsbookClosedRecord = {
        ticket: ticket.id,
        status: 'open',
        payout: String(ticket.payoutMinor ?? 0n),
        outcomes: legs.map((l) => l.outcome as TSportsbookOutcome | null),
        odds: legs.map((l) => l.oddsMilli),
        correction: true,
        previous: String(ticket.payoutMinor ?? 0n),
      };
      await tx.rounds.insertStep({
        roundId: providerRoundId!,
        seq: await tx.rounds.stepCount(providerRoundId!),
        action: { correct: true },
        record,
        multiplier: 0,
        finished: false,
      });
    }
    return corrected;
  };

  /** Pays the difference of each corrected ticket (a failure is left to the sweep). */
  const payCorrections = async (tickets: TicketRow[]) => {
    for (const ticket of tickets) {
      try {
        await payCorrection(ticket);
      } catch (error) {
        log?.error({ err: error, ticket: ticket.id }, 'sportsbook: a correction failed; the sweep retries');
      }
    }
  };

  /** A fixture's corrected result restated in a transaction of its own, its differences paid. */
  const resettleFixture = async (fixtureId: string) => {
    const corrected = await db.transaction(async (raw) => {
      await createSportsbookRepository(raw as unknown as Database).lockFixture(fixtureId);
      return restateFixture(raw as unknown as Database, fixtureId);
    });
    await payCorrections(corrected);
    return { tickets: corrected.length };
  };

  /** What closing a ticket pays, decided on its legs as they stand under its round's lock. */
  type Closing = { payoutMinor: bigint; status: string; record: object };

  /**
   * Closes a ticket — settled on its legs, or cashed out — deciding what it pays on its legs read
   * under its round's lock (a corrected result committed before is seen; one after corrects it), then
   * credits it. Undefined when the ticket or its round was no longer open, or `decide` declines.
   */
  const closeTicket = async (ticket: TicketRow, decide: (legs: LegRow[]) => Closing | undefined) => {
    const at = now();
    const closed = await inTx(async (tx) => {
      const locked = await tx.rounds.lockRound(ticket.providerRoundId!);
      const reopened = locked?.status === 'settled' && ticket.correctedAt !== null;
      if (locked?.status !== 'open' && !reopened) return undefined;
      const closing = decide(await tx.book.legsOf([ticket.id]));
      if (!closing) return undefined;
      const { payoutMinor, status } = closing;
      const moved = await tx.book.moveTicket(ticket.id, ['open'], { status, payoutMinor, settledAt: at });
      if (!moved) return undefined;
      // A ticket reopened by a corrected result (ADR 090): its round was paid; the difference follows.
      if (reopened) return { ticket: moved, round: locked!, reopened };
      const round = await closeBookedRound(tx.rounds, locked!, {
        action: { close: status },
        record: { ticket: ticket.id, status, payout: String(payoutMinor), ...closing.record },
        multiplier: Number((payoutMinor * BigInt(MULTIPLIER_ONE)) / locked!.stakeMinor),
        payoutMinor,
        state: { ticket: ticket.id },
      });
      if (!round) throw new Error(`sportsbook: round ${locked!.roundId} moved under us`);
      return { ticket: moved, round, reopened };
    });
    if (!closed) return undefined;
    if (closed.reopened) return { ticket: closed.ticket, round: await payCorrection(closed.ticket) };
    const session = await sessionFor(closed.round);
    const credited = session ? await provider.settle(closed.round, session) : closed.round;
    return { ticket: closed.ticket, round: credited };
  };

  const settledStatusOf = (stakeMinor: bigint, payoutMinor: bigint) =>
    payoutMinor > stakeMinor ? 'won' : payoutMinor === stakeMinor ? 'void' : 'lost';

  /** What a ticket's legs pay once its result is known (a leg lost, or every leg settled). */
  const settlementOf = (ticket: TicketRow, legs: LegRow[]) => {
    const lost = legs.some((l) => l.outcome === 'lost');
    if (!lost && legs.some((l) => l.outcome === null)) return undefined;
    const payoutMinor = lost
      ? 0n
      : parlayReturn({
          stake: ticket.stakeMinor,
          legs: legs.map((l) => ({ odds: l.oddsMilli as OddsMilli, outcome: l.outcome as Outcome })),
        });
    return { payoutMinor, status: settledStatusOf(ticket.stakeMinor, payoutMinor) };
  };

  /** Settles a ticket whose result is known; false if not (yet, or any more). */
  const settleTicket = async (ticket: TicketRow) => {
    const closed = await closeTicket(ticket, (legs) => {
      const settlement = settlementOf(ticket, legs);
      return (
        settlement && {
          ...settlement,
          record: {
            outcomes: legs.map((l) => l.outcome),
            // The prices struck: a live ticket's may differ from the placing step's.
            odds: legs.map((l) => l.oddsMilli),
          },
        }
      );
    });
    return closed !== undefined;
  };

  /**
   * Settles what is over: the markets of every fixture finished (or void 48 hours after the start of
   * an abandoned or postponed one), then every open ticket whose result is known.
   */
  const settle = async () => {
    const at = now();
    const settledFixtures: string[] = [];
    for (const found of await repository.unsettledFixtures(new Date(at.getTime() - VOID_AFTER_MS))) {
      try {
        // Settled on the fixture as it stands under its lock: a trader's result entered meanwhile
        // settles it instead (and one entered after is a correction).
        const settled = await inTx(async (tx) => {
          const fixture = await tx.book.lockFixture(found.id);
          if (!fixture || fixture.settledAt || fixture.status === 'live' || fixture.status === 'prematch')
            return false;
          for (const market of await tx.book.marketsOf([fixture.id])) {
            if (market.result) continue;
            await tx.book.settleMarket(market, marketResult(fixture, market), at);
          }
          await tx.book.markFixtureSettled(fixture.id, at);
          return true;
        });
        if (settled) settledFixtures.push(found.id);
      } catch (error) {
        log?.error({ err: error, fixture: found.id }, 'sportsbook: settling a fixture failed');
      }
    }
    let tickets = 0;
    for (const ticket of await repository.decidedTickets()) {
      try {
        if (await settleTicket(ticket)) tickets += 1;
      } catch (error) {
        log?.error({ err: error, ticket: ticket.id }, 'sportsbook: settling a ticket failed');
      }
    }
    // Corrections whose round is settled but not yet resettled (a failure before the round moved).
    for (const { ticket } of await repository.unpaidCorrections()) {
      try {
        await payCorrection(ticket);
      } catch (error) {
        log?.error({ err: error, ticket: ticket.id }, 'sportsbook: a correction failed');
      }
    }
    return { fixtures: settledFixtures.length, tickets };
  };

  /** A member's open or settled tickets, newest first (their live tickets due struck first). */
  const tickets = async (
    token: string | undefined,
    status: 'open' | 'settled',
  ): Promise<TSportsbookTickets> => {
    const session = await sportsbookSession(token);
    await strikeDue({ brand: session.brand, player: session.player });
    const rows = await repository.ticketsOf(
      session.brand,
      session.player,
      status === 'open' ? STANDING : SETTLED,
      TICKETS_SHOWN,
    );
    // The wallet now (a return visit shows it before any ticket); the last round's if it cannot be asked.
    const balance =
      (await provider.walletBalance(session)) ??
      (await lastBalanceOf(db, session.brand, session.player, SPORTSBOOK_FAMILY));
    return {
      tickets: await viewsOf(rows),
      balance: balance === undefined ? null : fromMinorUnits(balance),
    };
  };

  /** Buys an open ticket back at the house's offer now, if it is not below the one the member accepted. */
  const cashOut = async (
    token: string | undefined,
    id: number,
    input: { offer: string },
  ): Promise<TSportsbookTicketValue> => {
    const session = await sportsbookSession(token);
    const ticket = await repository.ticketById(id);
    if (!ticket || ticket.brand !== session.brand || ticket.player !== session.player) throw ticketNotFound();
    const legs = await repository.legsOf([ticket.id]);
    const offerMinor = offerOf(ticket, legs, await contextOf(legs), now());
    if (offerMinor === null) throw cashOutUnavailable();
    if (offerMinor < toMinorUnits(input.offer)) throw cashOutChanged(offerMinor);
    // Bought back only on the legs the offer was made on: one settled meanwhile withdraws it.
    const outcomes = legs.map((l) => l.outcome);
    const closed = await closeTicket(ticket, (current) =>
      current.length === legs.length && current.every((l, i) => l.outcome === outcomes[i])
        ? {
            payoutMinor: offerMinor,
            status: 'cashed_out',
            record: { cashOut: String(offerMinor), outcomes, odds: current.map((l) => l.oddsMilli) },
          }
        : undefined,
    );
    if (!closed) throw cashOutUnavailable();
    return {
      ticket: await viewOf(closed.ticket),
      balance: fromMinorUnits(
        closed.round?.balanceAfterMinor ?? (await balanceOf(session.brand, session.player)),
      ),
    };
  };

  /** The beat (every server, on a timer): the feed written, live tickets struck, what is over settled. */
  const sweep = async () => {
    await sync();
    await strikeDue();
    return settle();
  };

  return {
    sync,
    book,
    startSession,
    savePreferences,
    placeTicket,
    tickets,
    cashOut,
    strikeDue,
    settle,
    restateFixture,
    payCorrections,
    resettleFixture,
    sweep,
  };
};

export type SportsbookService = ReturnType<typeof createSportsbookService>;
