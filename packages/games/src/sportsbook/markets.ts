/**
 * Market results (issue 23): for each market, every selection's `Outcome` from the event's final
 * result. Pure: the feed's result and the event's status come in, results go out.
 *
 * Status: only a `finished` event is settled on its result. Any other status voids every selection
 * of every market by rule: `abandoned` (stopped and not completed), `postponed` (postponed beyond
 * the book's window; a match replayed within the window is settled as `finished` on that result)
 * and `cancelled`. A finer rule — standing markets already decided when a match was abandoned
 * (first half, a completed map) — is not in this increment.
 *
 * Football results are goals, e-sports results the winners of the maps completed, in order.
 */
import { handicapOutcome, type Outcome, type QuarterLine } from './lines.ts';

export type EventStatus = 'finished' | 'abandoned' | 'postponed' | 'cancelled';
export const EVENT_STATUSES: readonly EventStatus[] = ['finished', 'abandoned', 'postponed', 'cancelled'];

/** Goals (or maps) of each side. */
export type Score = { home: number; away: number };

const assertCount = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad ${what} ${String(value)}`);
};

const assertScore = (score: Score) => {
  assertCount(score.home, 'home score');
  assertCount(score.away, 'away score');
};

/** Whether the event settles on its result; refuses a status it does not know. */
const settles = (status: EventStatus): boolean => {
  if (!EVENT_STATUSES.includes(status)) throw new RangeError(`bad event status ${String(status)}`);
  return status === 'finished';
};

const wonIf = (condition: boolean): Outcome => (condition ? 'won' : 'lost');

/** Every key of a selection record set to void. */
const allVoid = <Key extends string>(keys: readonly Key[]): Record<Key, Outcome> =>
  Object.fromEntries(keys.map((key) => [key, 'void'])) as Record<Key, Outcome>;

type Settled = { status: EventStatus; score: Score };

/** 1X2: home win, draw, away win. */
export const matchResult = ({ status, score }: Settled): Record<'home' | 'draw' | 'away', Outcome> => {
  if (!settles(status)) return allVoid(['home', 'draw', 'away']);
  assertScore(score);
  return {
    home: wonIf(score.home > score.away),
    draw: wonIf(score.home === score.away),
    away: wonIf(score.home < score.away),
  };
};

/** Double chance: 1X (home or draw), 12 (either side wins), X2 (draw or away). */
export const doubleChance = ({ status, score }: Settled): Record<'1X' | '12' | 'X2', Outcome> => {
  if (!settles(status)) return allVoid(['1X', '12', 'X2']);
  assertScore(score);
  return {
    '1X': wonIf(score.home >= score.away),
    '12': wonIf(score.home !== score.away),
    X2: wonIf(score.home <= score.away),
  };
};

/**
 * Correct score: one result per offered score, in the order given, and "any other" (won when the
 * final score is none of the offered ones). Refuses an offered score listed twice.
 */
export const correctScore = ({
  status,
  score,
  offered,
}: Settled & { offered: readonly Score[] }): { scores: Outcome[]; anyOther: Outcome } => {
  const keys = offered.map((each) => {
    assertScore(each);
    return `${each.home}-${each.away}`;
  });
  if (new Set(keys).size !== keys.length) throw new RangeError('an offered score is listed twice');
  if (!settles(status)) return { scores: offered.map(() => 'void'), anyOther: 'void' };
  assertScore(score);
  const scores = offered.map((each) => wonIf(each.home === score.home && each.away === score.away));
  return { scores, anyOther: wonIf(!scores.includes('won')) };
};

/** Odd/even total goals; no goals is even. */
export const oddEven = ({ status, score }: Settled): Record<'odd' | 'even', Outcome> => {
  if (!settles(status)) return allVoid(['odd', 'even']);
  assertScore(score);
  const odd = (score.home + score.away) % 2 === 1;
  return { odd: wonIf(odd), even: wonIf(!odd) };
};

/**
 * Asian handicap: `line` is the home side's line in quarters (−3 is home −0.75); the away
 * selection takes the opposite line. Whole lines push on a level adjusted result, quarter lines
 * split (lines.ts).
 */
export const asianHandicap = ({
  status,
  score,
  line,
}: Settled & { line: QuarterLine }): Record<'home' | 'away', Outcome> => {
  handicapOutcome({ margin: 0, line }); // refuses a bad line whatever the status
  if (!settles(status)) return allVoid(['home', 'away']);
  assertScore(score);
  const margin = score.home - score.away;
  return {
    home: handicapOutcome({ margin, line }),
    away: handicapOutcome({ margin: -margin, line: -line }),
  };
};

/** Over/under total goals on a positive line in quarters (10 is 2.5), with the same quarter rule. */
export const overUnder = ({
  status,
  score,
  line,
}: Settled & { line: QuarterLine }): Record<'over' | 'under', Outcome> => {
  handicapOutcome({ margin: 0, line });
  if (line <= 0) throw new RangeError(`bad total line ${line}: must be above 0`);
  if (!settles(status)) return allVoid(['over', 'under']);
  assertScore(score);
  const total = score.home + score.away;
  return {
    over: handicapOutcome({ margin: total, line: -line }),
    under: handicapOutcome({ margin: -total, line }),
  };
};

// E-sports -------------------------------------------------------------------------------------

export type MapWinner = 'home' | 'away';
/** An e-sports result: the winner of each map completed, in the order played. */
export type EsportsSettled = { status: EventStatus; maps: readonly MapWinner[] };

const mapScore = (maps: readonly MapWinner[]): Score => {
  let home = 0;
  for (const winner of maps) {
    if (winner !== 'home' && winner !== 'away') throw new RangeError(`bad map winner ${String(winner)}`);
    if (winner === 'home') home += 1;
  }
  return { home, away: maps.length - home };
};

/**
 * Match winner, two-way: void unless the match finished, and void on a level map count (a drawn
 * best-of-two), since there is no draw selection to win.
 */
export const esportsMatchWinner = ({ status, maps }: EsportsSettled): Record<'home' | 'away', Outcome> => {
  if (!settles(status)) return allVoid(['home', 'away']);
  const score = mapScore(maps);
  if (score.home === score.away) return allVoid(['home', 'away']);
  return { home: wonIf(score.home > score.away), away: wonIf(score.home < score.away) };
};

/** Map handicap: Asian handicap on maps won, home line in quarters (−6 is home −1.5). */
export const mapHandicap = ({ status, maps, line }: EsportsSettled & { line: QuarterLine }) =>
  asianHandicap({ status, score: settles(status) ? mapScore(maps) : { home: 0, away: 0 }, line });

/** Total maps over/under, on a positive line in quarters (10 is 2.5 maps). */
export const totalMaps = ({ status, maps, line }: EsportsSettled & { line: QuarterLine }) =>
  overUnder({ status, score: settles(status) ? mapScore(maps) : { home: 0, away: 0 }, line });

/** Map N winner (N from 1): void unless the match finished and map N was played. */
export const mapWinner = ({
  status,
  maps,
  map,
}: EsportsSettled & { map: number }): Record<'home' | 'away', Outcome> => {
  if (!Number.isSafeInteger(map) || map < 1) throw new RangeError(`bad map number ${String(map)}`);
  if (!settles(status)) return allVoid(['home', 'away']);
  mapScore(maps);
  const winner = maps[map - 1];
  if (winner === undefined) return allVoid(['home', 'away']);
  return { home: wonIf(winner === 'home'), away: wonIf(winner === 'away') };
};
