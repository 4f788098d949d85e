import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSimulatedFeed,
  DEFAULT_FEED_LEAGUES,
  FEED_ODDS_MAX,
  FEED_ODDS_MIN,
  type FeedMarket,
  type Fixture,
  type FixtureSnapshot,
  PRICE_BUCKET_MS,
  resultOf,
} from './feed.ts';
import { OUTCOMES } from './lines.ts';
import {
  asianHandicap,
  correctScore,
  doubleChance,
  esportsMatchWinner,
  mapHandicap,
  mapWinner,
  matchResult,
  oddEven,
  overUnder,
  totalMaps,
} from './markets.ts';
import { isOddsMilli, ODDS_SCALE } from './odds.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START_DAY = '2025-03-01';
const START_MS = Date.parse(`${START_DAY}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString();

const feed = createSimulatedFeed({ seed: 'demo-season', startDay: START_DAY });
const SEASON_END_MS = START_MS + 28 * DAY;

const fixturesOfDay = (day: number, at = SEASON_END_MS + DAY, from = feed) =>
  from.fixturesAt({ from: iso(START_MS + day * DAY), to: iso(START_MS + (day + 1) * DAY), at: iso(at) });

const season = feed.fixturesAt({ from: iso(START_MS), to: iso(SEASON_END_MS), at: iso(SEASON_END_MS + DAY) });

const snapshot = (fixture: Fixture, atMs: number): FixtureSnapshot => {
  const found = feed.snapshotAt(fixture.id, iso(atMs));
  if (!found) throw new Error(`no snapshot of ${fixture.id}`);
  return found;
};

const prices = (market: FeedMarket): number[] => Object.values(market.selections);

/** Every market's outcomes from markets.ts on a result, keyed as the feed keys its selections. */
const outcomesOf = (market: FeedMarket, result: NonNullable<ReturnType<typeof resultOf>>) => {
  switch (market.market) {
    case 'matchResult':
      return matchResult(result);
    case 'asianHandicap':
      return asianHandicap({ ...result, line: market.line });
    case 'overUnder':
      return overUnder({ ...result, line: market.line });
    case 'doubleChance':
      return doubleChance(result);
    case 'oddEven':
      return oddEven(result);
    case 'correctScore': {
      const keys = Object.keys(market.selections).filter((key) => key !== 'other');
      const offered = keys.map((key) => ({ home: Number(key[0]), away: Number(key[2]) }));
      const { scores, anyOther } = correctScore({ ...result, offered });
      return { ...Object.fromEntries(keys.map((key, i) => [key, scores[i]!])), other: anyOther };
    }
    case 'esportsMatchWinner':
      return esportsMatchWinner(result);
    case 'mapHandicap':
      return mapHandicap({ ...result, line: market.line });
    case 'totalMaps':
      return totalMaps({ ...result, line: market.line });
    case 'mapWinner':
      return mapWinner({ ...result, map: market.line });
  }
};

/** The implied probabilities an open market sums to at the margin: double chance counts each result twice. */
const overroundOf = (market: FeedMarket, margin = 0.05) =>
  (market.market === 'doubleChance' ? 2 : 1) / (1 - margin);

/** The market's implied probabilities summed: 1 / odds each. */
const booked = (market: FeedMarket) => prices(market).reduce((sum, odds) => sum + ODDS_SCALE / odds, 0);

/** Samples a live match every minute from a minute before the start until it is over. */
const playThrough = (fixture: Fixture): FixtureSnapshot[] => {
  const startMs = Date.parse(fixture.startsAt);
  const samples: FixtureSnapshot[] = [];
  for (let atMs = startMs - MINUTE; atMs <= startMs + 4 * HOUR; atMs += MINUTE) {
    const each = snapshot(fixture, atMs);
    samples.push(each);
    if (each.fixture.status !== 'prematch' && each.fixture.status !== 'live') break;
  }
  return samples;
};

describe('the simulated sportsbook feed', () => {
  it('plays a season: every league a round a day, each team once, kick-offs through the day', () => {
    const day = fixturesOfDay(3);
    const perDay = DEFAULT_FEED_LEAGUES.reduce((sum, league) => sum + Math.floor(league.teams.length / 2), 0);
    expect(day).toHaveLength(perDay);
    for (const league of DEFAULT_FEED_LEAGUES) {
      const teams = day
        .filter((each) => each.league === league.name)
        .flatMap((each) => [each.home, each.away]);
      expect(new Set(teams).size).toBe(teams.length);
    }
    expect(new Set(day.map((each) => each.startsAt.slice(11, 13))).size).toBeGreaterThan(5);
    expect(season).toHaveLength(28 * perDay);
    expect(new Set(season.map((each) => each.id)).size).toBe(season.length);
    expect(fixturesOfDay(-1)).toEqual([]);
    expect(fixturesOfDay(28)).toEqual([]);
    expect(feed.snapshotAt('spl-20250228-0', iso(START_MS))).toBeUndefined();
    expect(feed.snapshotAt('nope', iso(START_MS))).toBeUndefined();
  });

  it('gives the same fixtures and snapshots for the same seed and time, and others for another seed', () => {
    const again = createSimulatedFeed({ seed: 'demo-season', startDay: START_DAY });
    const other = createSimulatedFeed({ seed: 'another-season', startDay: START_DAY });
    const at = START_MS + 2 * DAY + 9 * HOUR;
    const day = fixturesOfDay(2, at);
    expect(fixturesOfDay(2, at, again)).toEqual(day);
    expect(day.some((each) => each.status === 'live')).toBe(true);
    for (const fixture of day) {
      // Asked in a different order, after other questions: the answer does not change.
      expect(again.snapshotAt(fixture.id, iso(at))).toEqual(snapshot(fixture, at));
    }
    const otherDay = fixturesOfDay(2, at, other);
    const pricesOf = (from: typeof feed, list: Fixture[]) =>
      list.map((each) => from.snapshotAt(each.id, iso(at))?.markets.map(prices));
    expect(otherDay.map((each) => each.startsAt)).not.toEqual(day.map((each) => each.startsAt));
    expect(pricesOf(other, otherDay)).not.toEqual(pricesOf(feed, day));
  });

  it('prices every selection as a valid OddsMilli and keeps each open book at the 5 % margin', () => {
    let open = 0;
    for (const fixture of season) {
      const startMs = Date.parse(fixture.startsAt);
      for (const atMs of [startMs - 2 * DAY, startMs - 1, startMs + 30 * MINUTE, startMs + 80 * MINUTE]) {
        for (const market of snapshot(fixture, atMs).markets) {
          for (const odds of prices(market)) {
            expect(isOddsMilli(odds)).toBe(true);
            expect(odds).toBeGreaterThanOrEqual(FEED_ODDS_MIN);
            expect(odds).toBeLessThanOrEqual(FEED_ODDS_MAX);
          }
          if (market.status !== 'open') continue;
          open += 1;
          const overround = overroundOf(market);
          // At the margin, plus at most the flooring of each price to a thousandth (a correct
          // score's long shots held at the cap only add to it).
          expect(booked(market)).toBeGreaterThanOrEqual(overround - 1e-9);
          if (market.market !== 'correctScore')
            expect(booked(market)).toBeLessThanOrEqual(overround + 0.001 * prices(market).length);
        }
      }
    }
    expect(open).toBeGreaterThan(season.length * 6);
  });

  it('prices the main lines near an even chance and the favourite shorter in 1X2', () => {
    for (const fixture of fixturesOfDay(5)) {
      const { markets } = snapshot(fixture, Date.parse(fixture.startsAt) - HOUR);
      for (const market of markets) {
        if (market.market === 'asianHandicap' || market.market === 'overUnder') {
          // Two sides of a main line within a goal's quarter of each other: both well under 2.5.
          for (const odds of prices(market)) expect(odds).toBeLessThan(2_500);
        }
        if (market.market === 'asianHandicap') {
          const result = markets.find((each) => each.market === 'matchResult');
          if (result?.market !== 'matchResult') throw new Error('no 1X2');
          // The side giving goals is the one shorter to win.
          if (market.line < 0) expect(result.selections.home).toBeLessThan(result.selections.away);
          if (market.line > 0) expect(result.selections.home).toBeGreaterThan(result.selections.away);
        }
      }
    }
  });

  it('prices double chance, odd/even and correct score from the same goal model as 1X2', () => {
    const again = createSimulatedFeed({ seed: 'demo-season', startDay: START_DAY });
    for (const fixture of fixturesOfDay(5).filter((each) => each.sport === 'football')) {
      const atMs = Date.parse(fixture.startsAt) - HOUR;
      const { markets } = snapshot(fixture, atMs);
      expect(again.snapshotAt(fixture.id, iso(atMs))?.markets).toEqual(markets);
      expect(markets.map((market) => market.market)).toEqual([
        'matchResult',
        'asianHandicap',
        'overUnder',
        'doubleChance',
        'oddEven',
        'correctScore',
      ]);
      const implied = (odds: number) => (ODDS_SCALE / odds) * 0.95;
      const [result, chance, parity, scores] = [markets[0]!, markets[3]!, markets[4]!, markets[5]!];
      if (result.market !== 'matchResult' || chance.market !== 'doubleChance') throw new Error('order');
      if (parity.market !== 'oddEven' || scores.market !== 'correctScore') throw new Error('order');
      const { home, draw, away } = result.selections;
      // 1X is home or draw: its chance is theirs summed (each within the flooring).
      expect(implied(chance.selections['1X'])).toBeCloseTo(implied(home) + implied(draw), 2);
      expect(implied(chance.selections['12'])).toBeCloseTo(implied(home) + implied(away), 2);
      expect(implied(chance.selections.X2)).toBeCloseTo(implied(draw) + implied(away), 2);
      expect(booked(parity)).toBeCloseTo(1 / 0.95, 2);
      // Every score up to 3–3 and any other; the draws' chances add up to the draw's.
      expect(Object.keys(scores.selections)).toHaveLength(17);
      const draws = ['0-0', '1-1', '2-2', '3-3'] as const;
      const drawn = draws.reduce((sum, key) => sum + implied(scores.selections[key]!), 0);
      expect(drawn).toBeLessThanOrEqual(implied(draw) + 0.005);
      expect(drawn).toBeGreaterThan(implied(draw) * 0.9);
      if (home < away) expect(scores.selections['1-0']!).toBeLessThan(scores.selections['0-1']!);
    }
  });

  it('drops the scores a live match can no longer end on from its correct score', () => {
    const fixture = season.find((each) => {
      if (each.sport !== 'football' || each.status !== 'finished') return false;
      const final = snapshot(each, SEASON_END_MS);
      return final.sport === 'football' && final.goals[0]?.side === 'home' && final.goals[0].minute < 60;
    })!;
    const final = snapshot(fixture, SEASON_END_MS);
    if (final.sport !== 'football') throw new Error('football');
    const goalMs = final.goals[0]!.minute * MINUTE + (final.goals[0]!.minute >= 45 ? 15 * MINUTE : 0);
    const live = snapshot(fixture, Date.parse(fixture.startsAt) + goalMs + 3 * MINUTE);
    expect(live.score.home).toBeGreaterThanOrEqual(1);
    const scores = live.markets.find((market) => market.market === 'correctScore')!;
    const keys = Object.keys(scores.selections);
    expect(keys).toContain('other');
    for (const key of keys.filter((each) => each !== 'other')) {
      expect(Number(key[0])).toBeGreaterThanOrEqual(live.score.home);
      expect(Number(key[2])).toBeGreaterThanOrEqual(live.score.away);
    }
    expect(keys).not.toContain('0-0');
  });

  it('prices each map winner of the series until its map is played', () => {
    const esports = fixturesOfDay(7).filter((each) => each.sport === 'esports' && each.status === 'finished');
    expect(esports.length).toBeGreaterThan(2);
    for (const fixture of esports) {
      const prematch = snapshot(fixture, Date.parse(fixture.startsAt) - HOUR).markets;
      const maps = prematch.filter((market) => market.market === 'mapWinner');
      expect(maps.map((market) => market.market === 'mapWinner' && market.line)).toEqual([1, 2, 3]);
      // Each map at the same chance, a map not played refunded: the same prices for every map.
      for (const market of maps) {
        expect(market.selections).toEqual(maps[0]!.selections);
        expect(booked(market)).toBeCloseTo(1 / 0.95, 2);
      }
      for (const sample of playThrough(fixture)) {
        if (sample.sport !== 'esports' || sample.fixture.status !== 'live') continue;
        const lines = sample.markets.flatMap((market) =>
          market.market === 'mapWinner' ? [market.line] : [],
        );
        // Maps played are gone; map 3 stays only while the series can still reach it.
        expect(lines[0]).toBe(sample.maps.length + 1);
        expect(Math.max(...lines)).toBe(3);
      }
    }
  });

  it('lets prices drift a little between 5-minute buckets, and not within one', () => {
    const fixture = fixturesOfDay(10)[0]!;
    const startMs = Date.parse(fixture.startsAt);
    const homePrice = (atMs: number) => {
      const market = snapshot(fixture, atMs).markets[0]!;
      return prices(market)[0]!;
    };
    const bucketStart = startMs - 20 * HOUR - ((startMs - 20 * HOUR) % PRICE_BUCKET_MS);
    expect(homePrice(bucketStart + PRICE_BUCKET_MS - 1)).toBe(homePrice(bucketStart));
    const series = Array.from({ length: 48 }, (_, i) => homePrice(bucketStart + i * PRICE_BUCKET_MS));
    expect(new Set(series).size).toBeGreaterThan(10);
    for (let i = 1; i < series.length; i++) {
      expect(Math.abs(series[i]! / series[i - 1]! - 1)).toBeLessThan(0.03);
    }
  });

  it('plays a match live: scores, minutes and maps only ever go up, then it finishes on the last live score', () => {
    const played = fixturesOfDay(7).filter((each) => each.status === 'finished');
    expect(played.length).toBeGreaterThan(10);
    for (const fixture of played) {
      const samples = playThrough(fixture);
      expect(samples[0]!.fixture.status).toBe('prematch');
      const live = samples.filter((each) => each.fixture.status === 'live');
      const last = samples.at(-1)!;
      expect(last.fixture.status).toBe('finished');
      if (fixture.sport === 'football') {
        // 90 minutes and stoppage, with 15 of half-time when the clock stands at 45.
        expect(live.length).toBeGreaterThanOrEqual(105);
        const halfTime = live.filter((each) => each.sport === 'football' && each.period === 'half_time');
        expect(halfTime.length).toBeGreaterThanOrEqual(14);
        expect(halfTime.every((each) => each.sport === 'football' && each.minute === 45)).toBe(true);
      }
      for (let i = 1; i < live.length; i++) {
        const [before, after] = [live[i - 1]!, live[i]!];
        expect(after.score.home).toBeGreaterThanOrEqual(before.score.home);
        expect(after.score.away).toBeGreaterThanOrEqual(before.score.away);
        if (before.sport === 'football' && after.sport === 'football') {
          expect(after.minute!).toBeGreaterThanOrEqual(before.minute!);
        }
        if (before.sport === 'esports' && after.sport === 'esports') {
          expect(after.maps.slice(0, before.maps.length)).toEqual(before.maps);
        }
      }
      const lastLive = snapshot(fixture, Date.parse(last.at) - 1);
      expect(lastLive.fixture.status).toBe('live');
      if (last.sport === 'football' && lastLive.sport === 'football') {
        expect(last.score).toEqual(lastLive.score);
        expect(last.goals).toEqual(lastLive.goals);
        expect(last.goals).toHaveLength(last.score.home + last.score.away);
      }
      if (last.sport === 'esports' && lastLive.sport === 'esports') {
        // The deciding map ends the match: the final result is the last live one and that map.
        expect(last.maps.slice(0, -1)).toEqual(lastLive.maps);
        expect(Math.max(last.score.home, last.score.away)).toBe(2);
        expect(last.maps.length).toBeLessThanOrEqual(3);
      }
      expect(last.markets.every((market) => market.status === 'closed')).toBe(true);
    }
  });

  it('stops bets for a moment after a goal, then prices the rest of the match from the new score', () => {
    const fixture = season.find((each) => {
      if (each.sport !== 'football' || each.status !== 'finished') return false;
      const final = snapshot(each, SEASON_END_MS);
      return final.sport === 'football' && final.goals.length > 0 && final.goals[0]!.minute < 40;
    })!;
    const kickOffMs = Date.parse(fixture.startsAt);
    const before = snapshot(fixture, kickOffMs);
    let atMs = kickOffMs;
    while (snapshot(fixture, atMs).score.home + snapshot(fixture, atMs).score.away === 0) atMs += 10_000;
    const justAfter = snapshot(fixture, atMs);
    expect(justAfter.markets.every((market) => market.status === 'suspended')).toBe(true);
    const later = snapshot(fixture, atMs + 2 * MINUTE);
    if (later.score.home + later.score.away === 1) {
      expect(later.markets[0]!.status).toBe('open');
      // A home goal shortens the home price, an away goal lengthens it.
      const [was, now] = [prices(before.markets[0]!)[0]!, prices(later.markets[0]!)[0]!];
      if (later.score.home === 1) expect(now).toBeLessThan(was);
      else expect(now).toBeGreaterThan(was);
    }
  });

  it('postpones or abandons a small share; those settle void, and abandoned scores stop where play stopped', () => {
    const postponed = season.filter((each) => each.status === 'postponed');
    const abandoned = season.filter((each) => each.status === 'abandoned');
    expect(postponed.length).toBeGreaterThan(0);
    expect(abandoned.length).toBeGreaterThan(0);
    expect(postponed.length + abandoned.length).toBeLessThan(season.length * 0.06);
    for (const fixture of postponed) {
      const startMs = Date.parse(fixture.startsAt);
      expect(snapshot(fixture, startMs - 4 * HOUR).fixture.status).toBe('prematch');
      const now = snapshot(fixture, startMs + HOUR);
      expect(now.fixture.status).toBe('postponed');
      expect(now.score).toEqual({ home: 0, away: 0 });
    }
    for (const fixture of [...postponed, ...abandoned]) {
      const final = snapshot(fixture, SEASON_END_MS + DAY);
      const result = resultOf(final);
      expect(result?.status).toBe(fixture.status);
      const market = final.markets[0]!;
      expect(market.status).toBe('closed');
      const outcomes = final.sport === 'football' ? matchResult(result!) : esportsMatchWinner(result!);
      expect(Object.values(outcomes).every((outcome) => outcome === 'void')).toBe(true);
    }
    for (const fixture of abandoned) {
      const samples = playThrough(fixture);
      const last = samples.at(-1)!;
      expect(last.fixture.status).toBe('abandoned');
      expect(last.score).toEqual(snapshot(fixture, Date.parse(last.at) - 1).score);
      expect(snapshot(fixture, SEASON_END_MS).score).toEqual(last.score);
    }
  });

  it("settles a day's finished fixtures with markets.ts: every selection gets an outcome", () => {
    const day = fixturesOfDay(12);
    expect(resultOf(snapshot(day[0]!, Date.parse(day[0]!.startsAt) - 1))).toBeNull();
    let settled = 0;
    for (const fixture of day) {
      const final = snapshot(fixture, START_MS + 13 * DAY + 12 * HOUR);
      const result = resultOf(final);
      if (result?.status !== 'finished') continue;
      settled += 1;
      for (const market of final.markets) {
        const outcomes = outcomesOf(market, result);
        expect(Object.keys(outcomes).sort()).toEqual(Object.keys(market.selections).sort());
        for (const outcome of Object.values(outcomes)) expect(OUTCOMES).toContain(outcome);
        if (['matchResult', 'esportsMatchWinner', 'oddEven', 'correctScore'].includes(market.market)) {
          expect(Object.values(outcomes).filter((outcome) => outcome === 'won')).toHaveLength(1);
        }
      }
    }
    expect(settled).toBeGreaterThan(10);
  });

  it('answers the same through the FeedAdapter interface', async () => {
    const at = iso(START_MS + 6 * DAY + 10 * HOUR);
    const range = { from: iso(START_MS + 6 * DAY), to: iso(START_MS + 7 * DAY), at };
    const list = await feed.fixtures(range);
    expect(list).toEqual(feed.fixturesAt(range));
    expect(await feed.snapshot(list[0]!.id, at)).toEqual(feed.snapshotAt(list[0]!.id, at));
  });

  it('refuses a bad start day, season length, margin, league or time', () => {
    expect(() => createSimulatedFeed({ seed: 's', startDay: '2025-02-30' })).toThrow(RangeError);
    expect(() => createSimulatedFeed({ seed: 's', startDay: START_DAY, seasonDays: 0 })).toThrow(RangeError);
    expect(() => createSimulatedFeed({ seed: 's', startDay: START_DAY, marginBp: 5_000 })).toThrow(
      RangeError,
    );
    expect(() =>
      createSimulatedFeed({
        seed: 's',
        startDay: START_DAY,
        leagues: [{ code: 'Bad Code', name: 'x', sport: 'football', teams: ['a', 'b'] }],
      }),
    ).toThrow(RangeError);
    expect(() => feed.snapshotAt(season[0]!.id, 'yesterday')).toThrow(RangeError);
  });

  it('prices every selection as a valid OddsMilli for any seed and time (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 24 }),
        fc.integer({ min: -DAY, max: 4 * DAY }),
        fc.integer({ min: 0, max: 4_999 }),
        (seed, offsetMs, marginBp) => {
          const random = createSimulatedFeed({
            seed,
            startDay: START_DAY,
            seasonDays: 3,
            marginBp,
          });
          const at = iso(START_MS + offsetMs);
          const day = Math.max(0, Math.min(2, Math.floor(offsetMs / DAY)));
          for (const fixture of fixturesOfDay(day, START_MS + offsetMs, random)) {
            for (const market of random.snapshotAt(fixture.id, at)!.markets) {
              for (const odds of prices(market)) {
                expect(isOddsMilli(odds) && odds >= FEED_ODDS_MIN).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
