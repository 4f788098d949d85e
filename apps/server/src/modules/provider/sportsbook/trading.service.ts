/**
 * The back office's trading desk (issue 23, ADR 089): the book's fixtures with their markets and
 * exposure; a trader's changes, each with a reason and audited in the same transaction as the change:
 *
 * - a fixture of the trader's own (`op-…`) with the sport's standard markets, open at even prices;
 * - a market added (kind and line), prices set or moved, a market suspended or reopened, its stake
 *   and liability limits — a market a trader touched is `traded`, and the feed no longer moves it;
 * - a trader's fixture put in play (or back), with its score;
 * - a result (any fixture): the final score, or the maps' winners; abandoned or postponed voids at
 *   once. The feed then leaves the fixture alone, and its markets and tickets are settled at once.
 *
 * A settled fixture takes no more changes to its markets (SPORTSBOOK_ALREADY_SETTLED); its result
 * can be corrected, which resettles its tickets with correction entries (ADR 090).
 */
import { randomBytes } from 'node:crypto';
import type {
  TTradingFixture,
  TTradingFixtureCreate,
  TTradingFixtureUpdate,
  TTradingMarketCreate,
  TTradingMarketUpdate,
  TTradingMemberLimitSet,
  TTradingResult,
} from '@luckwell/contracts/admin/trading';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import {
  SPORTSBOOK_MAX_MAPS,
  type TSportsbookMarketKind,
  type TSportsbookSport,
} from '@luckwell/contracts/provider/sportsbook';
import { ODDS_MILLI_MAX, ODDS_MILLI_MIN } from '@luckwell/games/sportsbook/odds';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, createAuditService } from '../../admin/audit.service.ts';
import { createMembersRepository } from '../../members/members.repository.ts';
import { createSeamlessRepository } from '../../seamless/seamless.repository.ts';
import { createSportsbookRepository, type FixtureRow, type MarketRow } from './sportsbook.repository.ts';
import {
  MARKET_KINDS,
  SPORTSBOOK_LIMITS,
  type SportsbookService,
  selectionsOf,
} from './sportsbook.service.ts';

type Options = {
  db: Database;
  audit: ReturnType<typeof createAuditService>;
  sportsbook: Pick<SportsbookService, 'settle' | 'restateFixture' | 'payCorrections'>;
  now?: () => Date;
};

const DAY = 86_400_000;

/** A new trader's fixture's markets: the sport's standard lines at even prices, for the trader to move. */
const STANDARD_MARKETS: Record<
  TSportsbookSport,
  { kind: TSportsbookMarketKind; line: number | null; selections: Record<string, number> }[]
> = {
  football: [
    { kind: 'matchResult', line: null, selections: { home: 2_600, draw: 3_200, away: 2_600 } },
    { kind: 'asianHandicap', line: 0, selections: { home: 1_900, away: 1_900 } },
    { kind: 'overUnder', line: 10, selections: { over: 1_900, under: 1_900 } },
  ],
  esports: [
    { kind: 'esportsMatchWinner', line: null, selections: { home: 1_850, away: 1_850 } },
    { kind: 'mapHandicap', line: -6, selections: { home: 1_900, away: 1_900 } },
    { kind: 'totalMaps', line: 10, selections: { over: 1_900, under: 1_900 } },
  ],
};

const fixtureNotFound = () =>
  new AppError(404, 'SPORTSBOOK_FIXTURE_NOT_FOUND', 'trading_err_fixture_not_found', 'params.id');
const marketNotFound = () =>
  new AppError(404, 'SPORTSBOOK_MARKET_NOT_FOUND', 'trading_err_market_not_found', 'params.id');
const alreadySettled = () =>
  new AppError(409, 'SPORTSBOOK_ALREADY_SETTLED', 'trading_err_already_settled', 'params.id');
const badResult = (field: string, reason: string) =>
  new AppError(400, 'SPORTSBOOK_BAD_RESULT', `trading_err_${reason}`, field);

/**
 * A price set for each of the kind's selections and nothing else, each in range; the refusal
 * otherwise. A correct score offers the scores it is given (at least one) and `other`; once it
 * exists (`offered`, its keys), a move prices exactly those — a score is never taken off a market
 * that may hold tickets on it.
 */
const pricesRefusal = (
  kind: TSportsbookMarketKind,
  selections: Partial<Record<string, number>>,
  offered?: readonly string[],
) => {
  const kindKeys: readonly string[] = MARKET_KINDS[kind].keys;
  const keys =
    kind !== 'correctScore'
      ? kindKeys
      : (offered ?? kindKeys.filter((key) => key === 'other' || selections[key] !== undefined));
  const badSelection = (key: string) =>
    new AppError(400, 'SPORTSBOOK_BAD_PRICES', 'trading_err_bad_selection', `body.selections.${key}`);
  for (const key of Object.keys(selections)) if (!keys.includes(key)) return badSelection(key);
  if (kind === 'correctScore' && keys.length < 2)
    return new AppError(400, 'SPORTSBOOK_BAD_PRICES', 'trading_err_scores_required', 'body.selections.other');
  for (const key of keys) {
    const price = selections[key];
    if (price === undefined || price < ODDS_MILLI_MIN || price > ODDS_MILLI_MAX)
      return new AppError(
        400,
        'SPORTSBOOK_BAD_PRICES',
        'trading_err_bad_price',
        `body.selections.${key}`,
      ).with({
        params: { min: (ODDS_MILLI_MIN / 1000).toFixed(3), max: (ODDS_MILLI_MAX / 1000).toFixed(3) },
      });
  }
  return undefined;
};

/**
 * A line the kind takes: none for 1X2, winners, double chance, odd/even and correct score, any for
 * handicaps, above 0 for totals, a map's number (1 to 7) for a map winner.
 */
const lineRefusal = (kind: TSportsbookMarketKind, line: number | null) => {
  const takes = MARKET_KINDS[kind].line;
  const fits =
    takes === 'none'
      ? line === null
      : takes === 'handicap'
        ? line !== null
        : takes === 'map'
          ? line !== null && line >= 1 && line <= SPORTSBOOK_MAX_MAPS
          : line !== null && line > 0;
  return fits ? undefined : new AppError(400, 'SPORTSBOOK_BAD_LINE', 'trading_err_bad_line', 'body.line');
};

/** A search term with LIKE's wildcards taken literally. */
const literal = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export const createTradingService = ({ db, audit, sportsbook, now = () => new Date() }: Options) => {
  const repository = createSportsbookRepository(db);
  const inTx = <T>(work: (book: ReturnType<typeof createSportsbookRepository>, tx: Database) => Promise<T>) =>
    audit.transaction((tx) => work(createSportsbookRepository(tx), tx));

  const views = async (fixtures: FixtureRow[]): Promise<TTradingFixture[]> => {
    const markets = await repository.marketsOf(fixtures.map((f) => f.id));
    const exposure = await repository.exposureOf(markets.map((m) => m.id));
    return fixtures.map((fixture) => ({
      id: fixture.id,
      sport: fixture.sport as TSportsbookSport,
      league: fixture.league,
      home: fixture.home,
      away: fixture.away,
      startsAt: fixture.startsAt.toISOString(),
      status: fixture.status as TTradingFixture['status'],
      score: { home: fixture.scoreHome, away: fixture.scoreAway },
      maps: fixture.maps as ('home' | 'away')[],
      source: fixture.source === 'operator' ? 'operator' : 'feed',
      resultSource: fixture.resultSource === 'operator' ? 'operator' : null,
      settledAt: fixture.settledAt?.toISOString() ?? null,
      markets: markets
        .filter((m) => m.fixtureId === fixture.id)
        .map((market) => ({
          id: market.id,
          kind: market.kind as TSportsbookMarketKind,
          line: market.line,
          status: market.status as TTradingFixture['markets'][number]['status'],
          selections: selectionsOf(market),
          maxStake: fromMinorUnits(market.maxStakeMinor),
          liabilityLimit: fromMinorUnits(market.liabilityMinor),
          traded: market.traded,
          result: market.result as TTradingFixture['markets'][number]['result'],
          exposure: exposure
            .filter((e) => e.marketId === market.id)
            .map((e) => ({
              selection: e.selection as TTradingFixture['markets'][number]['exposure'][number]['selection'],
              tickets: e.tickets,
              stake: fromMinorUnits(BigInt(e.stakeMinor)),
              liability: fromMinorUnits(BigInt(e.liabilityMinor)),
            })),
        })),
    }));
  };
  const viewOf = async (id: string) => {
    const fixture = await repository.fixtureById(id);
    if (!fixture) throw fixtureNotFound();
    return (await views([fixture]))[0]!;
  };

  /** A sport's fixtures from a day back (and any live), with markets and exposure. */
  const list = async (sport: TSportsbookSport, q?: string) => ({
    serverTime: now().toISOString(),
    fixtures: await views(
      await repository.tradingFixtures(sport, new Date(now().getTime() - DAY), q ? literal(q) : undefined),
    ),
  });

  /** A trader's fixture, with the sport's standard markets open at even prices. */
  const createFixture = async (actor: Actor, input: TTradingFixtureCreate) => {
    const startsAt = new Date(input.startsAt);
    if (startsAt <= now())
      throw new AppError(400, 'VALIDATION_FAILED', 'trading_err_start_past', 'body.startsAt');
    if (input.home === input.away)
      throw new AppError(400, 'VALIDATION_FAILED', 'trading_err_same_teams', 'body.away');
    const id = `op-${randomBytes(6).toString('hex')}`;
    await inTx(async (book, tx) => {
      const fixture = await book.insertFixture({
        id,
        sport: input.sport,
        league: input.league,
        home: input.home,
        away: input.away,
        startsAt,
        status: 'prematch',
        source: 'operator',
        updatedAt: now(),
      });
      for (const [sort, market] of STANDARD_MARKETS[input.sport].entries()) {
        await book.insertMarket({
          fixtureId: id,
          kind: market.kind,
          line: market.line,
          key: `${market.kind}:${market.line ?? ''}`,
          status: 'open',
          selections: market.selections,
          maxStakeMinor: SPORTSBOOK_LIMITS.maxStakeMinor,
          liabilityMinor: SPORTSBOOK_LIMITS.liabilityMinor,
          traded: true,
          sort,
          updatedAt: now(),
        });
      }
      await audit.record(tx, actor, {
        action: 'sportsbook.fixture.create',
        target: { type: 'sportsbook_fixture', id },
        before: null,
        after: {
          sport: fixture.sport,
          league: fixture.league,
          home: fixture.home,
          away: fixture.away,
          startsAt: fixture.startsAt.toISOString(),
          reason: input.reason,
        },
      });
    });
    return viewOf(id);
  };

  /** The fixture under lock, refused once settled. */
  const openFixture = async (book: ReturnType<typeof createSportsbookRepository>, id: string) => {
    const fixture = await book.lockFixture(id);
    if (!fixture) throw fixtureNotFound();
    if (fixture.settledAt) throw alreadySettled();
    return fixture;
  };

  const createMarket = async (actor: Actor, fixtureId: string, input: TTradingMarketCreate) => {
    const refused = lineRefusal(input.kind, input.line) ?? pricesRefusal(input.kind, input.selections);
    if (refused) throw refused;
    await inTx(async (book, tx) => {
      const fixture = await openFixture(book, fixtureId);
      if (MARKET_KINDS[input.kind].sport !== fixture.sport)
        throw new AppError(400, 'VALIDATION_FAILED', 'trading_err_kind_of_sport', 'body.kind');
      const existing = await book.marketsOf([fixtureId]);
      const market = await book.insertMarket({
        fixtureId,
        kind: input.kind,
        line: input.line,
        key: `${input.kind}:${input.line ?? ''}`,
        status: 'open',
        selections: input.selections as Record<string, number>,
        maxStakeMinor: SPORTSBOOK_LIMITS.maxStakeMinor,
        liabilityMinor: SPORTSBOOK_LIMITS.liabilityMinor,
        traded: true,
        sort: existing.length,
        updatedAt: now(),
      });
      if (!market)
        throw new AppError(409, 'SPORTSBOOK_MARKET_EXISTS', 'trading_err_market_exists', 'body.line');
      await audit.record(tx, actor, {
        action: 'sportsbook.market.create',
        target: { type: 'sportsbook_market', id: String(market.id) },
        before: null,
        after: {
          fixture: fixtureId,
          kind: input.kind,
          line: input.line,
          selections: input.selections,
          reason: input.reason,
        },
      });
    });
    return viewOf(fixtureId);
  };

  const settingsOf = (market: MarketRow) => ({
    status: market.status,
    selections: market.selections,
    maxStake: fromMinorUnits(market.maxStakeMinor),
    liabilityLimit: fromMinorUnits(market.liabilityMinor),
  });

  /** Prices set or moved, a market suspended or reopened, its limits: the feed no longer moves it. */
  const updateMarket = async (actor: Actor, marketId: number, input: TTradingMarketUpdate) => {
    const fixtureId = await inTx(async (book, tx) => {
      const market = await book.lockMarket(marketId);
      if (!market) throw marketNotFound();
      await openFixture(book, market.fixtureId);
      if (market.result || market.status === 'closed') throw alreadySettled();
      if (input.selections) {
        // A score the feed took off (priced 0, ADR 090) stays off: the trader prices the ones shown.
        const refused = pricesRefusal(
          market.kind as TSportsbookMarketKind,
          input.selections,
          Object.keys(market.selections).filter((key) => (market.selections[key] ?? 0) > 0),
        );
        if (refused) throw refused;
      }
      const limit = (value: string | undefined, field: string) => {
        if (value === undefined) return undefined;
        const minor = toMinorUnits(value);
        if (minor < SPORTSBOOK_LIMITS.minStakeMinor)
          throw new AppError(400, 'VALIDATION_FAILED', 'trading_err_limit_too_low', field).with({
            params: { min: fromMinorUnits(SPORTSBOOK_LIMITS.minStakeMinor) },
          });
        return minor;
      };
      const updated = await book.updateMarket(market.id, {
        selections: input.selections
          ? { ...market.selections, ...(input.selections as Record<string, number>) }
          : market.selections,
        status: input.status ?? market.status,
        maxStakeMinor: limit(input.maxStake, 'body.maxStake') ?? market.maxStakeMinor,
        liabilityMinor: limit(input.liabilityLimit, 'body.liabilityLimit') ?? market.liabilityMinor,
        traded: true,
        updatedAt: now(),
      });
      await audit.record(tx, actor, {
        action: 'sportsbook.market.update',
        target: { type: 'sportsbook_market', id: String(market.id) },
        before: settingsOf(market),
        after: { ...settingsOf(updated), reason: input.reason },
      });
      return market.fixtureId;
    });
    return viewOf(fixtureId);
  };

  /** A trader's fixture put in play (or back before kick-off), with its score so far. */
  const updateFixture = async (actor: Actor, id: string, input: TTradingFixtureUpdate) => {
    await inTx(async (book, tx) => {
      const fixture = await openFixture(book, id);
      if (fixture.source !== 'operator')
        throw new AppError(409, 'SPORTSBOOK_FEED_FIXTURE', 'trading_err_feed_fixture', 'params.id');
      if (!['prematch', 'live'].includes(fixture.status)) throw alreadySettled();
      const updated = await book.updateFixture(id, {
        status: input.status,
        scoreHome: input.score?.home ?? fixture.scoreHome,
        scoreAway: input.score?.away ?? fixture.scoreAway,
        // Put in play: it has started; back before kick-off keeps the start time.
        startsAt: input.status === 'live' && fixture.startsAt > now() ? now() : fixture.startsAt,
        updatedAt: now(),
      });
      await audit.record(tx, actor, {
        action: 'sportsbook.fixture.update',
        target: { type: 'sportsbook_fixture', id },
        before: { status: fixture.status, score: { home: fixture.scoreHome, away: fixture.scoreAway } },
        after: {
          status: updated.status,
          score: { home: updated.scoreHome, away: updated.scoreAway },
          reason: input.reason,
        },
      });
    });
    return viewOf(id);
  };

  /**
   * A fixture's result, audited, then settled at once: its markets by the engine's rules and every
   * ticket whose result is then known. The feed leaves the fixture alone afterwards. On a settled
   * fixture it is a correction (ADR 090): refused if it changes nothing, else its markets and
   * tickets are settled again and each ticket's difference paid or taken back.
   */
  const enterResult = async (actor: Actor, id: string, input: TTradingResult) => {
    const corrected = await inTx(async (book, tx) => {
      const fixture = await book.lockFixture(id);
      if (!fixture) throw fixtureNotFound();
      let score = { home: fixture.scoreHome, away: fixture.scoreAway };
      let maps = fixture.maps;
      if (input.status === 'finished') {
        if (fixture.sport === 'esports') {
          if (!input.maps?.length) throw badResult('body.maps', 'maps_required');
          maps = input.maps;
          const home = maps.filter((m) => m === 'home').length;
          score = { home, away: maps.length - home };
        } else {
          if (!input.score) throw badResult('body.score', 'score_required');
          if (input.maps?.length) throw badResult('body.maps', 'maps_not_football');
          score = input.score;
        }
      }
      const correcting = fixture.settledAt !== null;
      const before = {
        status: fixture.status,
        score: { home: fixture.scoreHome, away: fixture.scoreAway },
        maps: fixture.maps,
      };
      if (
        correcting &&
        input.status === fixture.status &&
        (input.status !== 'finished' ||
          (score.home === before.score.home &&
            score.away === before.score.away &&
            JSON.stringify(maps) === JSON.stringify(before.maps)))
      )
        throw badResult('body.status', 'result_unchanged');
      await book.updateFixture(id, {
        status: input.status,
        scoreHome: score.home,
        scoreAway: score.away,
        maps,
        minute: null,
        resultSource: 'operator',
        updatedAt: now(),
      });
      await audit.record(tx, actor, {
        action: correcting ? 'sportsbook.result.correct' : 'sportsbook.result.enter',
        target: { type: 'sportsbook_fixture', id },
        before,
        after: { status: input.status, score, maps, reason: input.reason },
      });
      // A correction's markets and tickets commit with it (the fixture is locked).
      return correcting ? sportsbook.restateFixture(tx, id) : [];
    });
    await sportsbook.payCorrections(corrected);
    await sportsbook.settle();
    return viewOf(id);
  };

  const limitView = (row: Awaited<ReturnType<typeof repository.memberLimits>>[number]) => ({
    brand: row.brand,
    player: row.player,
    maxStake: fromMinorUnits(row.maxStakeMinor),
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
  });
  const memberLimits = async () => ({ limits: (await repository.memberLimits()).map(limitView) });

  /**
   * Sets a member's own stake limit (at least the book's minimum stake), or lifts it; audited. The
   * member must be an account of that brand.
   */
  const setMemberLimit = async (actor: Actor, input: TTradingMemberLimitSet) => {
    const members = createMembersRepository(db);
    const merchantId = await createSeamlessRepository(db).merchantIdOf(input.brand);
    const member =
      merchantId === undefined ? undefined : await members.findByAccount(merchantId, input.player);
    if (!member)
      throw new AppError(404, 'SPORTSBOOK_MEMBER_NOT_FOUND', 'trading_err_member_not_found', 'body.player');
    const maxStakeMinor = input.maxStake === null ? null : toMinorUnits(input.maxStake);
    if (maxStakeMinor !== null && maxStakeMinor < SPORTSBOOK_LIMITS.minStakeMinor)
      throw new AppError(400, 'VALIDATION_FAILED', 'trading_err_limit_below_min', 'body.maxStake').with({
        params: { min: fromMinorUnits(SPORTSBOOK_LIMITS.minStakeMinor) },
      });
    await inTx(async (book, tx) => {
      const before = await book.memberLimitOf(input.brand, member.account);
      if (maxStakeMinor === null) await book.liftMemberLimit(input.brand, member.account);
      else
        await book.setMemberLimit({
          brand: input.brand,
          player: member.account,
          maxStakeMinor,
          reason: input.reason,
          updatedAt: now(),
        });
      await audit.record(tx, actor, {
        action: 'sportsbook.limit.set',
        merchantId,
        target: { type: 'member', id: String(member.id) },
        before: { maxStake: before ? fromMinorUnits(before.maxStakeMinor) : null },
        after: { maxStake: input.maxStake, reason: input.reason },
      });
    });
    return memberLimits();
  };

  return {
    list,
    createFixture,
    createMarket,
    updateMarket,
    updateFixture,
    enterResult,
    memberLimits,
    setMemberLimit,
  };
};

export type TradingService = ReturnType<typeof createTradingService>;
