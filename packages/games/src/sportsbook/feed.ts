/**
 * The sportsbook's feed (issue 23): what a fixtures-and-odds feed gives the book — fixtures, their
 * markets priced in `OddsMilli`, live scores — as a `FeedAdapter` a real vendor's adapter will
 * implement, and `createSimulatedFeed`, the demo's feed: a season of made-up fixtures whose prices
 * drift, whose matches are played "live" through the day and then finish.
 *
 * The simulated feed is a pure function of its seed and the time asked about: every draw comes from
 * the provably-fair stream (`verifier-stream.ts`, no Math.random, no clock) keyed by what it is
 * about — a team, a fixture, an hour of price drift — so the same seed and time always give the same
 * answer, whatever was asked before.
 *
 * The model, hidden from what the feed returns:
 * - Football: each team has an attack and a defence strength; a fixture's expected goals are
 *   base × attack × the opponent's defence (more at home). Goals arrive as a Poisson process at
 *   those rates over 90 minutes plus stoppage time, drawn once per fixture. Prices come from
 *   independent Poisson goals over the time left, added to the current score.
 * - E-sports: best of 3 maps; each team has a rating and each map is won independently with the
 *   logistic chance of the rating difference.
 * - Prices drift: the book's estimate of the rates moves by a small, smooth, deterministic amount
 *   (hourly anchors, interpolated every 5 minutes), less once a match is live.
 *
 * Prices: a selection that returns A of the stake at the odds and refunds B (a push, or the half of
 * a quarter line) on average is priced (1 − margin) × (1 − B) / A, floored to a thousandth (the
 * house's side). So a market's implied probabilities (1 / odds) sum to 1 / (1 − margin), plus at
 * most the flooring, on 1X2 and on every handicap or total line (the two sides of a line share
 * their pushes). Floats live only inside the model; a price is an integer checked by `oddsMilli`.
 * A market whose fair price would fall outside 1.010…501.000 is suspended, its prices clamped —
 * except a correct score's long shot, which is held at 501.000 (under its fair price, the house's
 * side) so that one unlikely score does not suspend the whole grid. Double chance's implied
 * probabilities sum to 2 / (1 − margin) (each result is in two of its selections); a map winner
 * refunds when its map is not played, so its two sides sum to 1 / (1 − margin).
 */
import type { RandomStream } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import { handicapOutcome, type Outcome, type QuarterLine } from './lines.ts';
import type { EventStatus, MapWinner, Score } from './markets.ts';
import { ODDS_SCALE, type OddsMilli, oddsMilli } from './odds.ts';

// Types a feed gives the book ------------------------------------------------------------------

export type Sport = 'football' | 'esports';
export type FixtureStatus = 'prematch' | 'live' | 'finished' | 'postponed' | 'abandoned';

export type Fixture = {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  /** Kick-off (first map), ISO 8601 in UTC. */
  startsAt: string;
  /** As it stands at the time asked about. */
  status: FixtureStatus;
};

/** Open takes bets; suspended shows prices but takes none (bet stop, a price out of range); closed is over. */
export type MarketStatus = 'open' | 'suspended' | 'closed';

type Priced<Name extends string, Key extends string> = {
  market: Name;
  status: MarketStatus;
  selections: Record<Key, OddsMilli>;
};

/** Goals of a side in a correct-score market's scores: 0 to 3. */
type GridGoals = 0 | 1 | 2 | 3;
/** A score a correct-score market may offer, home goals first ("2-1"). */
export type CorrectScoreKey = `${GridGoals}-${GridGoals}`;
/** The scores a correct-score market may offer, every one up to 3–3, in the contract's order. */
export const CORRECT_SCORES: readonly CorrectScoreKey[] = ([0, 1, 2, 3] as const).flatMap((away) =>
  ([0, 1, 2, 3] as const).map((home): CorrectScoreKey => `${home}-${away}`),
);

/**
 * A market as priced by the feed, named as its settlement in `markets.ts`. A line is the home
 * side's (handicap) or the total's, in quarters; football lines are on the full-time score, live
 * ones included (the "from the score when the bet was struck" Asian live convention is not used).
 * A map winner's `line` is its map's number (from 1), not quarters. A correct-score market prices
 * the scores still reachable from the score so far (a live market drops the others) and `other`.
 */
export type FeedMarket =
  | Priced<'matchResult', 'home' | 'draw' | 'away'>
  | (Priced<'asianHandicap', 'home' | 'away'> & { line: QuarterLine })
  | (Priced<'overUnder', 'over' | 'under'> & { line: QuarterLine })
  | Priced<'doubleChance', '1X' | '12' | 'X2'>
  | Priced<'oddEven', 'odd' | 'even'>
  | (Omit<Priced<'correctScore', CorrectScoreKey | 'other'>, 'selections'> & {
      selections: Partial<Record<CorrectScoreKey, OddsMilli>> & { other: OddsMilli };
    })
  | Priced<'esportsMatchWinner', 'home' | 'away'>
  | (Priced<'mapHandicap', 'home' | 'away'> & { line: QuarterLine })
  | (Priced<'totalMaps', 'over' | 'under'> & { line: QuarterLine })
  | (Priced<'mapWinner', 'home' | 'away'> & { line: number });

export type FootballPeriod = 'first_half' | 'half_time' | 'second_half';
export type Goal = {
  side: 'home' | 'away' /** Match clock, whole minutes elapsed (0 is the 1st minute). */;
  minute: number;
};

type SnapshotBase = {
  fixture: Fixture;
  /** The time the snapshot describes, ISO 8601. */
  at: string;
  /**
   * Live: live prices. Prematch: current prices. Finished, abandoned or postponed: the closing
   * (last prematch) prices, closed.
   */
  markets: readonly FeedMarket[];
  /** Goals or maps won so far (0–0 before the start); the final score once finished. */
  score: Score;
};

export type FootballSnapshot = SnapshotBase & {
  sport: 'football';
  /** Null unless live. */
  period: FootballPeriod | null;
  /** Match clock in whole minutes elapsed (45 through half-time, past 90 in stoppage); null unless live. */
  minute: number | null;
  goals: readonly Goal[];
};

export type EsportsSnapshot = SnapshotBase & {
  sport: 'esports';
  /** Winners of the maps completed, in order. */
  maps: readonly MapWinner[];
  /** The map being played or next up (from 1); null unless live. */
  currentMap: number | null;
};

export type FixtureSnapshot = FootballSnapshot | EsportsSnapshot;

export type FixtureRange = {
  /** Fixtures starting at or after this (ISO 8601)… */
  from: string;
  /** …and before this. */
  to: string;
  /** The time their status is given for. */
  at: string;
};

/**
 * What a feed does for the book. A vendor's adapter answers from the network (and may treat `at` as
 * "now"); the simulated feed answers from its seed.
 */
export type FeedAdapter = {
  fixtures: (range: FixtureRange) => Promise<readonly Fixture[]>;
  /** Undefined for an id the feed does not know. */
  snapshot: (fixtureId: string, at: string) => Promise<FixtureSnapshot | undefined>;
};

/**
 * The result `markets.ts` settles on, or null while the fixture is still to be decided (prematch or
 * live). Passes as `{ status, score }` to football markets and `{ status, maps }` to e-sports ones.
 */
export const resultOf = (
  snapshot: FixtureSnapshot,
): { status: EventStatus; score: Score; maps: readonly MapWinner[] } | null => {
  const { status } = snapshot.fixture;
  if (status === 'prematch' || status === 'live') return null;
  return { status, score: snapshot.score, maps: snapshot.sport === 'esports' ? snapshot.maps : [] };
};

// The simulated feed's setup ------------------------------------------------------------------------

export type FeedLeague = {
  /** Lowercase letters and digits: the fixture ids' prefix. */
  code: string;
  name: string;
  sport: Sport;
  teams: readonly string[];
};

/** Made-up leagues and teams (no real club's name), Vietnamese-market flavoured. */
export const DEFAULT_FEED_LEAGUES: readonly FeedLeague[] = [
  {
    code: 'spl',
    name: 'Sao Phương Nam Premier League',
    sport: 'football',
    teams: [
      'Bến Thành Rovers',
      'Hồ Tây Swans',
      'Hạ Long Mariners',
      'Đà Lạt Highlanders',
      'Phố Cổ Athletic',
      'Tây Nguyên Rangers',
      'Cửu Long Herons',
      'Hải Vân Wanderers',
      'Trường Sơn Albion',
      'Phú Quốc Pearls',
    ],
  },
  {
    code: 'dcl',
    name: 'Delta Coast League',
    sport: 'football',
    teams: [
      'Lotus Harbour',
      'Rạch Giá Dolphins',
      'Mũi Né Sandpipers',
      'Vũng Mây Town',
      'Cồn Phụng Orchard',
      'Bãi Sau Strikers',
      'Đồng Sen Lancers',
      'Ghềnh Đá Pilots',
    ],
  },
  {
    code: 'nhc',
    name: 'Northern Highlands Cup League',
    sport: 'football',
    teams: [
      'Sa Pa Eagles',
      'Tam Đảo Pines',
      'Mộc Châu Dairymen',
      'Ba Bể Otters',
      'Fansipan Climbers',
      'Hà Giang Riders',
      'Mai Châu Weavers',
      'Bản Giốc Falls',
    ],
  },
  {
    code: 'lka',
    name: 'Lotus Kings Arena',
    sport: 'esports',
    teams: [
      'Rồng Vàng Esports',
      'Mèo Đen Gaming',
      'Sao Băng Five',
      'Thủy Triều',
      'Bão Lửa',
      'Hổ Xám',
      'Phượng Hoàng Đỏ',
      'Sóng Bạc',
    ],
  },
];

export type SimulatedFeedOptions = {
  seed: string;
  leagues?: readonly FeedLeague[];
  /** The season's first day, YYYY-MM-DD (UTC). */
  startDay: string;
  /** Days in the season: every league plays a round of its double round robin each day. */
  seasonDays?: number;
  /** The book's margin in basis points: 500 keeps 5 % (implied probabilities sum to 1 / 0.95). */
  marginBp?: number;
};

export type SimulatedFeed = FeedAdapter & {
  leagues: readonly FeedLeague[];
  /** `fixtures`, synchronously: the simulation does no I/O. */
  fixturesAt: (range: FixtureRange) => Fixture[];
  /** `snapshot`, synchronously. */
  snapshotAt: (fixtureId: string, at: string) => FixtureSnapshot | undefined;
};

// Constants of the model ------------------------------------------------------------------------

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BASIS_POINTS = 10_000;

/** The feed's price range: a fair price outside it suspends the market. */
export const FEED_ODDS_MIN = 1_010;
export const FEED_ODDS_MAX = 501_000;

export const DEFAULT_SEASON_DAYS = 28;
export const DEFAULT_MARGIN_BP = 500;

/** Prices move at most once per bucket; drift anchors are an hour (12 buckets) apart. */
export const PRICE_BUCKET_MS = 5 * MINUTE;
const DRIFT_ANCHOR_BUCKETS = 12;
/** The most the book's log goal rate (football) or map logit (e-sports) is off the truth. */
const DRIFT = { prematch: { football: 0.06, esports: 0.2 }, live: { football: 0.02, esports: 0.08 } };

/** Kick-offs, in minutes after midnight UTC: 07:30 to 21:30 in Vietnam for football, 08:00 to 22:00 for e-sports. */
const KICK_OFF_SLOTS: Record<Sport, readonly number[]> = {
  football: Array.from({ length: 15 }, (_, i) => 30 + 60 * i),
  esports: Array.from({ length: 8 }, (_, i) => 60 + 120 * i),
};

/** Per thousand fixtures. */
const POSTPONED_PER_MILLE = 15;
const ABANDONED_PER_MILLE = 10;
/** A postponement is announced this long before kick-off; until then the fixture trades. */
const POSTPONEMENT_NOTICE_MS = 3 * HOUR;
/** After a goal, live football markets take no bets for this long. */
const BET_STOP_MS = 90 * SECOND;

const HOME_GOALS_BASE = 1.35;
const AWAY_GOALS_BASE = 1.05;
const HALF_MS = 45 * MINUTE;
const HALF_TIME_MS = 15 * MINUTE;
/** The stoppage time the pricing model expects; the actual one (1–7 minutes) is hidden. */
const EXPECTED_STOPPAGE_MINUTES = 4;
/** Goals per side beyond which the Poisson tail is dropped (and the rest renormalised). */
const MAX_REMAINING_GOALS = 12;

const MAPS_TO_WIN = 2;
const MAP_BREAK_MS = 8 * MINUTE;

/** Main-line candidates, in quarters. */
const HANDICAP_SPAN = 20;
const TOTAL_SPAN = 40;
/** Best of 3: the favourite −1.5 maps, and 2.5 total maps. */
const MAP_HANDICAP_LINE = 6;
const TOTAL_MAPS_LINE = 10;

// Hidden draws --------------------------------------------------------------------------------

type FootballTeam = { attack: number; defence: number };
type EsportsTeam = { rating: number };

type Fate = 'plays' | 'postponed' | 'abandoned';

type Scheduled = {
  fixture: Omit<Fixture, 'status'>;
  startMs: number;
  league: FeedLeague;
  homeIndex: number;
  awayIndex: number;
};

type FootballPlay = {
  sport: 'football';
  fate: Fate;
  stoppageMinutes: number;
  /** Goals in match-clock milliseconds, in order. */
  goals: readonly { side: 'home' | 'away'; clockMs: number }[];
  /** Real milliseconds from kick-off to the end (or abandonment). */
  endMs: number;
};

type EsportsPlay = {
  sport: 'esports';
  fate: Fate;
  /** Each map played: when it ends (real milliseconds from the start) and who won it. */
  maps: readonly { endsMs: number; winner: MapWinner }[];
  endMs: number;
};

const ID_PATTERN = /^([a-z0-9]+)-(\d{8})-(\d+)$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const parseTime = (iso: string, what: string): number => {
  const ms = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(ms)) throw new RangeError(`bad ${what} time ${String(iso)}`);
  return ms;
};

const parseDay = (text: string): number => {
  const match = DAY_PATTERN.exec(text);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || !Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    throw new RangeError(`bad start day "${text}": YYYY-MM-DD`);
  }
  return ms;
};

const compactDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10).replaceAll('-', '');

/** A uniform float in [−1, 1). */
const signed = (stream: RandomStream) => 2 * stream.nextFloat() - 1;

/** Exponential waiting time with the given mean. */
const exponential = (stream: RandomStream, mean: number) => -Math.log(1 - stream.nextFloat()) * mean;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * A round of a double round robin by the circle method: team 0 stays, the others rotate; an odd
 * league's extra slot is a bye. The second half of each double round swaps home and away.
 */
const roundPairings = (teamCount: number, round: number): [number, number][] => {
  const n = teamCount % 2 === 0 ? teamCount : teamCount + 1;
  const rounds = n - 1;
  const turn = round % rounds;
  const secondLeg = Math.floor(round / rounds) % 2 === 1;
  const order = [0, ...Array.from({ length: rounds }, (_, i) => 1 + ((i + turn) % rounds))];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    let home = order[i]!;
    let away = order[n - 1 - i]!;
    if ((i + turn) % 2 === 1) [home, away] = [away, home];
    if (secondLeg) [home, away] = [away, home];
    if (home < teamCount && away < teamCount) pairs.push([home, away]);
  }
  return pairs;
};

// Pricing -------------------------------------------------------------------------------------

/** A selection's expected share of the stake paid at the odds (`won`) and refunded (`refunded`). */
type Expectation = { won: number; refunded: number };

/** A final-result distribution summarised by one number per result (margin or total). */
type Distribution = ReadonlyMap<number, number>;

const expectation = (distribution: Distribution, outcomeOf: (value: number) => Outcome): Expectation => {
  let won = 0;
  let refunded = 0;
  for (const [value, p] of distribution) {
    switch (outcomeOf(value)) {
      case 'won':
        won += p;
        break;
      case 'half_won':
        won += p / 2;
        refunded += p / 2;
        break;
      case 'void':
        refunded += p;
        break;
      case 'half_lost':
        refunded += p / 2;
        break;
      case 'lost':
        break;
    }
  }
  return { won, refunded };
};

type Price = { odds: OddsMilli; inRange: boolean };

/** (1 − margin) × (1 − refunded) / won, floored to a thousandth and held to the feed's range. */
const priceOf = ({ won, refunded }: Expectation, marginBp: number): Price => {
  const fair =
    won > 1e-12 ? (((BASIS_POINTS - marginBp) / BASIS_POINTS) * Math.max(0, 1 - refunded)) / won : Infinity;
  const milli = Number.isFinite(fair) ? Math.floor(fair * ODDS_SCALE) : FEED_ODDS_MAX + 1;
  const inRange = milli >= FEED_ODDS_MIN && milli <= FEED_ODDS_MAX;
  return { odds: oddsMilli(Math.min(FEED_ODDS_MAX, Math.max(FEED_ODDS_MIN, milli))), inRange };
};

/** Final scores' probabilities summarised as margins (home − away) and totals. */
const summarise = (finals: readonly { home: number; away: number; p: number }[]) => {
  const margins = new Map<number, number>();
  const totals = new Map<number, number>();
  let sum = 0;
  for (const { p } of finals) sum += p;
  for (const { home, away, p } of finals) {
    margins.set(home - away, (margins.get(home - away) ?? 0) + p / sum);
    totals.set(home + away, (totals.get(home + away) ?? 0) + p / sum);
  }
  return { margins, totals };
};

const poisson = (mean: number): number[] => {
  const pmf = [Math.exp(-mean)];
  for (let k = 1; k <= MAX_REMAINING_GOALS; k++) pmf.push((pmf[k - 1]! * mean) / k);
  return pmf;
};

/** The line among the candidates whose first side is nearest an even chance (ties: the first). */
const mainLine = (
  candidates: readonly QuarterLine[],
  sideOf: (line: QuarterLine) => Expectation,
): QuarterLine => {
  let best = candidates[0]!;
  let bestDistance = Infinity;
  for (const line of candidates) {
    const { won, refunded } = sideOf(line);
    if (refunded >= 1) continue;
    const distance = Math.abs(won / (1 - refunded) - 0.5);
    if (distance < bestDistance) {
      best = line;
      bestDistance = distance;
    }
  }
  return best;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

type Pricing = { marginBp: number; suspended: boolean };

const statusOf = (prices: readonly Price[], suspended: boolean): MarketStatus =>
  suspended || prices.some((price) => !price.inRange) ? 'suspended' : 'open';

/** A long shot held at the cap counts as in range (the cap is under its fair price); a too-short price does not. */
const capped = (price: Price): Price => ({
  ...price,
  inRange: price.inRange || price.odds === FEED_ODDS_MAX,
});

/**
 * Correct score from the final scores' distribution: each grid score still reachable (a chance
 * above 0), and `other` with the rest of the chance.
 */
const correctScoreMarket = (
  finals: readonly { home: number; away: number; p: number }[],
  pricing: Pricing,
): FeedMarket => {
  let sum = 0;
  for (const { p } of finals) sum += p;
  const chances = new Map<string, number>();
  for (const { home, away, p } of finals) chances.set(`${home}-${away}`, p / sum);
  const selections: Partial<Record<CorrectScoreKey, OddsMilli>> = {};
  const prices: Price[] = [];
  let rest = 1;
  for (const key of CORRECT_SCORES) {
    const chance = chances.get(key) ?? 0;
    if (chance <= 0) continue;
    rest -= chance;
    const price = capped(priceOf({ won: chance, refunded: 0 }, pricing.marginBp));
    selections[key] = price.odds;
    prices.push(price);
  }
  const other = capped(priceOf({ won: Math.max(0, rest), refunded: 0 }, pricing.marginBp));
  return {
    market: 'correctScore',
    status: statusOf([...prices, other], pricing.suspended),
    selections: { ...selections, other: other.odds },
  };
};

/** The handicap and total markets of a distribution: home line, then total line. */
const lineMarkets = (
  { margins, totals }: ReturnType<typeof summarise>,
  lines: { handicap: readonly QuarterLine[]; total: readonly QuarterLine[] },
) => {
  const homeSide = (line: QuarterLine) => expectation(margins, (margin) => handicapOutcome({ margin, line }));
  const awaySide = (line: QuarterLine) =>
    expectation(margins, (margin) => handicapOutcome({ margin: -margin, line: -line }));
  const overSide = (line: QuarterLine) =>
    expectation(totals, (total) => handicapOutcome({ margin: total, line: -line }));
  const underSide = (line: QuarterLine) =>
    expectation(totals, (total) => handicapOutcome({ margin: -total, line }));
  const handicapLine = mainLine(lines.handicap, homeSide);
  const totalLine = mainLine(lines.total, overSide);
  return {
    handicap: { line: handicapLine, home: homeSide(handicapLine), away: awaySide(handicapLine) },
    total: { line: totalLine, over: overSide(totalLine), under: underSide(totalLine) },
  };
};

const footballMarkets = ({
  score,
  homeRate,
  awayRate,
  pricing,
}: {
  score: Score;
  /** Expected goals over the time left. */
  homeRate: number;
  awayRate: number;
  pricing: Pricing;
}): FeedMarket[] => {
  const homePmf = poisson(homeRate);
  const awayPmf = poisson(awayRate);
  const finals = homePmf.flatMap((ph, h) =>
    awayPmf.map((pa, a) => ({ home: score.home + h, away: score.away + a, p: ph * pa })),
  );
  const summary = summarise(finals);
  const outcome = (side: (margin: number) => boolean) =>
    expectation(summary.margins, (margin) => (side(margin) ? 'won' : 'lost'));
  const margin = score.home - score.away;
  const total = score.home + score.away;
  const { handicap, total: totals } = lineMarkets(summary, {
    handicap: range(-4 * margin - HANDICAP_SPAN, -4 * margin + HANDICAP_SPAN),
    total: range(4 * total + 1, 4 * total + TOTAL_SPAN),
  });
  const price = (side: Expectation) => priceOf(side, pricing.marginBp);
  const oneXTwo = [outcome((m) => m > 0), outcome((m) => m === 0), outcome((m) => m < 0)].map(price);
  const ah = [price(handicap.home), price(handicap.away)];
  const ou = [price(totals.over), price(totals.under)];
  const doubleChance = [outcome((m) => m >= 0), outcome((m) => m !== 0), outcome((m) => m <= 0)].map(price);
  const parity = (odd: boolean) =>
    expectation(summary.totals, (goals) => ((goals % 2 === 1) === odd ? 'won' : 'lost'));
  const oddEven = [price(parity(true)), price(parity(false))];
  return [
    {
      market: 'matchResult',
      status: statusOf(oneXTwo, pricing.suspended),
      selections: { home: oneXTwo[0]!.odds, draw: oneXTwo[1]!.odds, away: oneXTwo[2]!.odds },
    },
    {
      market: 'asianHandicap',
      status: statusOf(ah, pricing.suspended),
      line: handicap.line,
      selections: { home: ah[0]!.odds, away: ah[1]!.odds },
    },
    {
      market: 'overUnder',
      status: statusOf(ou, pricing.suspended),
      line: totals.line,
      selections: { over: ou[0]!.odds, under: ou[1]!.odds },
    },
    {
      market: 'doubleChance',
      status: statusOf(doubleChance, pricing.suspended),
      selections: { '1X': doubleChance[0]!.odds, '12': doubleChance[1]!.odds, X2: doubleChance[2]!.odds },
    },
    {
      market: 'oddEven',
      status: statusOf(oddEven, pricing.suspended),
      selections: { odd: oddEven[0]!.odds, even: oddEven[1]!.odds },
    },
    correctScoreMarket(finals, pricing),
  ];
};

/** The final map scores of a best of 3 from the maps won so far, each map won by home with chance p. */
const bestOfFinals = (score: Score, p: number): { home: number; away: number; p: number }[] => {
  if (score.home >= MAPS_TO_WIN || score.away >= MAPS_TO_WIN) return [{ ...score, p: 1 }];
  return [
    ...bestOfFinals({ home: score.home + 1, away: score.away }, p).map((each) => ({
      ...each,
      p: each.p * p,
    })),
    ...bestOfFinals({ home: score.home, away: score.away + 1 }, p).map((each) => ({
      ...each,
      p: each.p * (1 - p),
    })),
  ];
};

const esportsMarkets = ({
  score,
  mapChance,
  pricing,
}: {
  score: Score;
  /** The home side's chance of winning a map. */
  mapChance: number;
  pricing: Pricing;
}): FeedMarket[] => {
  const finals = bestOfFinals(score, mapChance);
  const summary = summarise(finals);
  const outcome = (side: (margin: number) => boolean) =>
    expectation(summary.margins, (margin) => (side(margin) ? 'won' : 'lost'));
  const price = (side: Expectation) => priceOf(side, pricing.marginBp);
  const homeMatch = outcome((m) => m > 0);
  const winner = [price(homeMatch), price(outcome((m) => m < 0))];
  // The favourite (by its current chance of the match) gives 1.5 maps.
  const { handicap, total } = lineMarkets(summary, {
    handicap: [homeMatch.won >= 0.5 ? -MAP_HANDICAP_LINE : MAP_HANDICAP_LINE],
    total: [TOTAL_MAPS_LINE],
  });
  const mh = [price(handicap.home), price(handicap.away)];
  const tm = [price(total.over), price(total.under)];
  return [
    {
      market: 'esportsMatchWinner',
      status: statusOf(winner, pricing.suspended),
      selections: { home: winner[0]!.odds, away: winner[1]!.odds },
    },
    {
      market: 'mapHandicap',
      status: statusOf(mh, pricing.suspended),
      line: handicap.line,
      selections: { home: mh[0]!.odds, away: mh[1]!.odds },
    },
    {
      market: 'totalMaps',
      status: statusOf(tm, pricing.suspended),
      line: total.line,
      selections: { over: tm[0]!.odds, under: tm[1]!.odds },
    },
    ...mapWinnerMarkets(score, finals, mapChance, pricing),
  ];
};

/**
 * Map N winner for each map not yet completed that the series may still reach: each map is won by
 * home with the map chance; a map never played refunds (void), so a price is (1 − margin) / chance.
 */
const mapWinnerMarkets = (
  score: Score,
  finals: readonly { home: number; away: number; p: number }[],
  mapChance: number,
  pricing: Pricing,
): FeedMarket[] => {
  const markets: FeedMarket[] = [];
  for (let map = score.home + score.away + 1; map <= 2 * MAPS_TO_WIN - 1; map++) {
    let played = 0;
    for (const final of finals) if (final.home + final.away >= map) played += final.p;
    if (played <= 0) continue;
    const sides = [mapChance, 1 - mapChance].map((chance) =>
      priceOf({ won: played * chance, refunded: 1 - played }, pricing.marginBp),
    );
    markets.push({
      market: 'mapWinner',
      status: statusOf(sides, pricing.suspended),
      line: map,
      selections: { home: sides[0]!.odds, away: sides[1]!.odds },
    });
  }
  return markets;
};

const closed = (markets: readonly FeedMarket[]): FeedMarket[] =>
  markets.map((market) => ({ ...market, status: 'closed' as const }));

// The feed ------------------------------------------------------------------------------------

const assertLeagues = (leagues: readonly FeedLeague[]) => {
  if (leagues.length === 0) throw new RangeError('a feed needs at least one league');
  const codes = new Set<string>();
  for (const league of leagues) {
    if (!/^[a-z0-9]+$/.test(league.code) || codes.has(league.code)) {
      throw new RangeError(`bad or repeated league code "${league.code}"`);
    }
    codes.add(league.code);
    if (league.sport !== 'football' && league.sport !== 'esports') {
      throw new RangeError(`bad sport ${String(league.sport)}`);
    }
    if (league.teams.length < 2 || new Set(league.teams).size !== league.teams.length) {
      throw new RangeError(`league "${league.code}" needs at least two teams, each named once`);
    }
  }
};

/**
 * The demo's feed: a season of `seasonDays` days from `startDay`, every league playing one round of
 * its double round robin a day at kick-offs spread through the day, deterministic from `seed`.
 */
export const createSimulatedFeed = ({
  seed,
  leagues = DEFAULT_FEED_LEAGUES,
  startDay,
  seasonDays = DEFAULT_SEASON_DAYS,
  marginBp = DEFAULT_MARGIN_BP,
}: SimulatedFeedOptions): SimulatedFeed => {
  if (typeof seed !== 'string') throw new RangeError('the seed must be a string');
  assertLeagues(leagues);
  const seasonStartMs = parseDay(startDay);
  if (!Number.isSafeInteger(seasonDays) || seasonDays < 1) {
    throw new RangeError(`bad season length ${seasonDays}`);
  }
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= BASIS_POINTS / 2) {
    throw new RangeError(`bad margin ${String(marginBp)}: basis points 0…4999`);
  }
  const byCode = new Map(leagues.map((league) => [league.code, league]));

  const streamFor = (label: string) =>
    createVerifierStream({ serverSeed: seed, clientSeed: label, nonce: 0 });

  // Draws are pure functions of the seed and their label; the caches only save recomputing them.
  const footballTeams = new Map<string, FootballTeam>();
  const footballTeam = (league: FeedLeague, index: number): FootballTeam => {
    const key = `${league.code}:${index}`;
    let team = footballTeams.get(key);
    if (!team) {
      const stream = streamFor(`team:${key}`);
      team = { attack: 0.75 + 0.6 * stream.nextFloat(), defence: 0.75 + 0.6 * stream.nextFloat() };
      footballTeams.set(key, team);
    }
    return team;
  };
  const esportsTeams = new Map<string, EsportsTeam>();
  const esportsTeam = (league: FeedLeague, index: number): EsportsTeam => {
    const key = `${league.code}:${index}`;
    let team = esportsTeams.get(key);
    if (!team) {
      team = { rating: signed(streamFor(`team:${key}`)) };
      esportsTeams.set(key, team);
    }
    return team;
  };

  /** The true expected goals over 90 minutes. */
  const goalRates = ({ league, homeIndex, awayIndex }: Scheduled) => {
    const home = footballTeam(league, homeIndex);
    const away = footballTeam(league, awayIndex);
    return {
      home: HOME_GOALS_BASE * home.attack * away.defence,
      away: AWAY_GOALS_BASE * away.attack * home.defence,
    };
  };

  /** The true logit of the home side's chance of a map. */
  const mapLogit = ({ league, homeIndex, awayIndex }: Scheduled) =>
    esportsTeam(league, homeIndex).rating - esportsTeam(league, awayIndex).rating;

  const scheduleOfDay = (league: FeedLeague, day: number): Scheduled[] => {
    if (day < 0 || day >= seasonDays) return [];
    const dayMs = seasonStartMs + day * DAY;
    return roundPairings(league.teams.length, day).map(([homeIndex, awayIndex], index) => {
      const id = `${league.code}-${compactDay(dayMs)}-${index}`;
      const slots = KICK_OFF_SLOTS[league.sport];
      const startMs = dayMs + slots[streamFor(`kick-off:${id}`).nextInt(slots.length)]! * MINUTE;
      return {
        fixture: {
          id,
          sport: league.sport,
          league: league.name,
          home: league.teams[homeIndex]!,
          away: league.teams[awayIndex]!,
          startsAt: new Date(startMs).toISOString(),
        },
        startMs,
        league,
        homeIndex,
        awayIndex,
      };
    });
  };

  const scheduledById = (id: string): Scheduled | undefined => {
    const match = typeof id === 'string' ? ID_PATTERN.exec(id) : null;
    const league = match && byCode.get(match[1]!);
    if (!match || !league) return undefined;
    const digits = match[2]!;
    const dayMs = Date.UTC(
      Number(digits.slice(0, 4)),
      Number(digits.slice(4, 6)) - 1,
      Number(digits.slice(6)),
    );
    if (!Number.isFinite(dayMs)) return undefined;
    const day = (dayMs - seasonStartMs) / DAY;
    if (!Number.isInteger(day)) return undefined;
    return scheduleOfDay(league, day).find((each) => each.fixture.id === id);
  };

  const fateOf = (stream: RandomStream): Fate => {
    const roll = stream.nextInt(1000);
    return roll < POSTPONED_PER_MILLE
      ? 'postponed'
      : roll < POSTPONED_PER_MILLE + ABANDONED_PER_MILLE
        ? 'abandoned'
        : 'plays';
  };

  const plays = new Map<string, FootballPlay | EsportsPlay>();
  /** How the fixture is played out, drawn once from its own stream. */
  const playOf = (scheduled: Scheduled): FootballPlay | EsportsPlay => {
    const { id } = scheduled.fixture;
    const cached = plays.get(id);
    if (cached) return cached;
    const stream = streamFor(`play:${id}`);
    const fate = fateOf(stream);
    let play: FootballPlay | EsportsPlay;
    if (scheduled.league.sport === 'football') {
      const stoppageMinutes = 1 + stream.nextInt(7);
      const clockEndMs = (90 + stoppageMinutes) * MINUTE;
      const rates = goalRates(scheduled);
      const goals: { side: 'home' | 'away'; clockMs: number }[] = [];
      for (const side of ['home', 'away'] as const) {
        // A Poisson process: exponential gaps with mean 90 minutes / expected goals.
        for (let clock = exponential(stream, (90 * MINUTE) / rates[side]); clock < clockEndMs; ) {
          // Whole seconds, so no goal falls in the last millisecond before a whistle.
          goals.push({ side, clockMs: Math.floor(clock / SECOND) * SECOND });
          clock += exponential(stream, (90 * MINUTE) / rates[side]);
        }
      }
      goals.sort((a, b) => a.clockMs - b.clockMs);
      const fullMs = clockEndMs + HALF_TIME_MS;
      const endMs =
        fate === 'abandoned'
          ? 10 * MINUTE + stream.nextInt((fullMs - 20 * MINUTE) / SECOND) * SECOND
          : fullMs;
      play = { sport: 'football', fate, stoppageMinutes, goals, endMs };
    } else {
      const chance = logistic(mapLogit(scheduled));
      const maps: { endsMs: number; winner: MapWinner }[] = [];
      let score = { home: 0, away: 0 };
      for (let startsMs = 0; score.home < MAPS_TO_WIN && score.away < MAPS_TO_WIN; ) {
        const endsMs = startsMs + (28 + stream.nextInt(18)) * MINUTE;
        const winner: MapWinner = stream.nextFloat() < chance ? 'home' : 'away';
        maps.push({ endsMs, winner });
        score = { ...score, [winner]: score[winner] + 1 };
        startsMs = endsMs + MAP_BREAK_MS;
      }
      const fullMs = maps.at(-1)!.endsMs;
      const endMs =
        fate === 'abandoned' ? 5 * MINUTE + stream.nextInt((fullMs - 10 * MINUTE) / SECOND) * SECOND : fullMs;
      play = { sport: 'esports', fate, maps, endMs };
    }
    plays.set(id, play);
    return play;
  };

  const statusAt = (scheduled: Scheduled, atMs: number): FixtureStatus => {
    const play = playOf(scheduled);
    const elapsed = atMs - scheduled.startMs;
    if (play.fate === 'postponed') return elapsed >= -POSTPONEMENT_NOTICE_MS ? 'postponed' : 'prematch';
    if (elapsed < 0) return 'prematch';
    if (elapsed < play.endMs) return 'live';
    return play.fate === 'abandoned' ? 'abandoned' : 'finished';
  };

  /**
   * The book's error on the model's scale at a time: two values in [−amplitude, amplitude] drawn at
   * hourly anchors and interpolated at the time's 5-minute bucket, so prices move a little, smoothly.
   */
  const driftAt = (id: string, atMs: number, amplitude: number): [number, number] => {
    const bucket = Math.floor(atMs / PRICE_BUCKET_MS);
    const anchor = Math.floor(bucket / DRIFT_ANCHOR_BUCKETS);
    const weight = (bucket - anchor * DRIFT_ANCHOR_BUCKETS) / DRIFT_ANCHOR_BUCKETS;
    const at = (which: number) => {
      const stream = streamFor(`drift:${id}:${which}`);
      return [signed(stream), signed(stream)] as const;
    };
    const [a, b] = [at(anchor), at(anchor + 1)];
    return [
      amplitude * (a[0] * (1 - weight) + b[0] * weight),
      amplitude * (a[1] * (1 - weight) + b[1] * weight),
    ];
  };

  const prematchMarkets = (scheduled: Scheduled, atMs: number): FeedMarket[] => {
    const pricing = { marginBp, suspended: false };
    const { id } = scheduled.fixture;
    if (scheduled.league.sport === 'football') {
      const rates = goalRates(scheduled);
      const [dh, da] = driftAt(id, atMs, DRIFT.prematch.football);
      return footballMarkets({
        score: { home: 0, away: 0 },
        homeRate: rates.home * Math.exp(dh),
        awayRate: rates.away * Math.exp(da),
        pricing,
      });
    }
    const [d] = driftAt(id, atMs, DRIFT.prematch.esports);
    return esportsMarkets({
      score: { home: 0, away: 0 },
      mapChance: logistic(mapLogit(scheduled) + d),
      pricing,
    });
  };

  /** Closing prices: the last prematch bucket (before the postponement notice, if postponed). */
  const closingMarkets = (scheduled: Scheduled): FeedMarket[] => {
    const postponed = playOf(scheduled).fate === 'postponed';
    return closed(
      prematchMarkets(scheduled, scheduled.startMs - (postponed ? POSTPONEMENT_NOTICE_MS : 0) - 1),
    );
  };

  const footballSnapshot = (scheduled: Scheduled, play: FootballPlay, atMs: number): FootballSnapshot => {
    const status = statusAt(scheduled, atMs);
    const fixture = { ...scheduled.fixture, status };
    const base = { sport: 'football' as const, fixture, at: new Date(atMs).toISOString() };
    const notStarted = { ...base, score: { home: 0, away: 0 }, period: null, minute: null, goals: [] };
    if (status === 'prematch') return { ...notStarted, markets: prematchMarkets(scheduled, atMs) };
    if (status === 'postponed') return { ...notStarted, markets: closingMarkets(scheduled) };
    const elapsed = Math.min(atMs - scheduled.startMs, play.endMs);
    const period: FootballPeriod =
      elapsed < HALF_MS ? 'first_half' : elapsed < HALF_MS + HALF_TIME_MS ? 'half_time' : 'second_half';
    const clockMs =
      period === 'first_half' ? elapsed : period === 'half_time' ? HALF_MS : elapsed - HALF_TIME_MS;
    // Finished: every goal. Live or abandoned: the goals before the clock (a goal due at the moment
    // of abandonment never happened).
    const scored = status === 'finished' ? play.goals : play.goals.filter((goal) => goal.clockMs < clockMs);
    const goals = scored.map(({ side, clockMs: ms }) => ({ side, minute: Math.floor(ms / MINUTE) }));
    const score = {
      home: goals.filter((goal) => goal.side === 'home').length,
      away: goals.filter((goal) => goal.side === 'away').length,
    };
    if (status !== 'live') {
      return { ...base, score, period: null, minute: null, goals, markets: closingMarkets(scheduled) };
    }
    const rates = goalRates(scheduled);
    const [dh, da] = driftAt(scheduled.fixture.id, atMs, DRIFT.live.football);
    const left = Math.max(90 + EXPECTED_STOPPAGE_MINUTES - clockMs / MINUTE, 0.5) / 90;
    // The bet stop runs on real time: half-time does not stretch it.
    const lastGoal = scored.at(-1);
    const sinceGoal = lastGoal
      ? elapsed - (lastGoal.clockMs < HALF_MS ? lastGoal.clockMs : lastGoal.clockMs + HALF_TIME_MS)
      : Infinity;
    const markets = footballMarkets({
      score,
      homeRate: rates.home * Math.exp(dh) * left,
      awayRate: rates.away * Math.exp(da) * left,
      pricing: { marginBp, suspended: sinceGoal < BET_STOP_MS },
    });
    return { ...base, score, period, minute: Math.floor(clockMs / MINUTE), goals, markets };
  };

  const esportsSnapshot = (scheduled: Scheduled, play: EsportsPlay, atMs: number): EsportsSnapshot => {
    const status = statusAt(scheduled, atMs);
    const fixture = { ...scheduled.fixture, status };
    const base = { sport: 'esports' as const, fixture, at: new Date(atMs).toISOString() };
    if (status === 'prematch') {
      return {
        ...base,
        score: { home: 0, away: 0 },
        maps: [],
        currentMap: null,
        markets: prematchMarkets(scheduled, atMs),
      };
    }
    if (status === 'postponed') {
      return {
        ...base,
        score: { home: 0, away: 0 },
        maps: [],
        currentMap: null,
        markets: closingMarkets(scheduled),
      };
    }
    const elapsed = Math.min(atMs - scheduled.startMs, play.endMs);
    const completed = play.maps.filter((map) =>
      status === 'live' || status === 'abandoned' ? map.endsMs <= elapsed && map.endsMs < play.endMs : true,
    );
    // Finished: every map counts (the last one ends the match).
    const maps = (status === 'finished' ? play.maps : completed).map((map) => map.winner);
    const score = {
      home: maps.filter((winner) => winner === 'home').length,
      away: maps.filter((winner) => winner === 'away').length,
    };
    if (status !== 'live')
      return { ...base, score, maps, currentMap: null, markets: closingMarkets(scheduled) };
    const [d] = driftAt(scheduled.fixture.id, atMs, DRIFT.live.esports);
    const markets = esportsMarkets({
      score,
      mapChance: logistic(mapLogit(scheduled) + d),
      pricing: { marginBp, suspended: false },
    });
    return { ...base, score, maps, currentMap: maps.length + 1, markets };
  };

  const snapshotAt = (fixtureId: string, at: string): FixtureSnapshot | undefined => {
    const atMs = parseTime(at, 'snapshot');
    const scheduled = scheduledById(fixtureId);
    if (!scheduled) return undefined;
    const play = playOf(scheduled);
    return play.sport === 'football'
      ? footballSnapshot(scheduled, play, atMs)
      : esportsSnapshot(scheduled, play, atMs);
  };

  const fixturesAt = ({ from, to, at }: FixtureRange): Fixture[] => {
    const fromMs = parseTime(from, 'from');
    const toMs = parseTime(to, 'to');
    const atMs = parseTime(at, 'status');
    // Kick-offs fall on their round's UTC day, so only the days the range touches are built.
    const firstDay = Math.max(0, Math.floor((fromMs - seasonStartMs) / DAY));
    const lastDay = Math.min(seasonDays - 1, Math.floor((toMs - seasonStartMs) / DAY));
    const found: Fixture[] = [];
    for (let day = firstDay; day <= lastDay; day++) {
      for (const league of leagues) {
        for (const scheduled of scheduleOfDay(league, day)) {
          if (scheduled.startMs < fromMs || scheduled.startMs >= toMs) continue;
          found.push({ ...scheduled.fixture, status: statusAt(scheduled, atMs) });
        }
      }
    }
    return found.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
  };

  return {
    leagues,
    fixturesAt,
    snapshotAt,
    fixtures: async (range) => fixturesAt(range),
    snapshot: async (fixtureId, at) => snapshotAt(fixtureId, at),
  };
};
