import { describe, expect, it } from 'vitest';
import { formatLine, type Outcome, parseLine } from './lines.ts';
import {
  asianHandicap,
  correctScore,
  doubleChance,
  EVENT_STATUSES,
  type EventStatus,
  esportsMatchWinner,
  type MapWinner,
  mapHandicap,
  mapWinner,
  matchResult,
  oddEven,
  overUnder,
  totalMaps,
} from './markets.ts';

const finished = (home: number, away: number) => ({ status: 'finished' as const, score: { home, away } });
const notFinished = EVENT_STATUSES.filter((status) => status !== 'finished');

/**
 * The expected result worked out apart from the engine: the line in goals (a float, exact for
 * quarters) is split into its two half-stakes — a quarter line on the half-goal lines either side,
 * any other line twice on itself — each half settled on the sign of (margin + half line), and the
 * two halves' returns at odds 3 (won 3, push 1, lost 0 per half) added and read back as a result.
 */
const expectedByHalves = (margin: number, lineGoals: number): Outcome => {
  const isQuarter = Math.abs((lineGoals * 4) % 2) === 1;
  const halves = isQuarter ? [lineGoals - 0.25, lineGoals + 0.25] : [lineGoals, lineGoals];
  const total = halves
    .map((half) => margin + half)
    .map((adjusted) => (adjusted > 0 ? 3 : adjusted === 0 ? 1 : 0))
    .reduce((sum: number, each) => sum + each, 0);
  const byReturn: Record<number, Outcome> = { 6: 'won', 4: 'half_won', 2: 'void', 1: 'half_lost', 0: 'lost' };
  const outcome = byReturn[total];
  if (!outcome) throw new Error(`impossible halves ${total}`);
  return outcome;
};

describe('sportsbook markets', () => {
  it('settles 1X2, double chance and odd/even on the final score', () => {
    expect(matchResult(finished(2, 1))).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(matchResult(finished(1, 1))).toEqual({ home: 'lost', draw: 'won', away: 'lost' });
    expect(matchResult(finished(0, 3))).toEqual({ home: 'lost', draw: 'lost', away: 'won' });
    expect(doubleChance(finished(2, 1))).toEqual({ '1X': 'won', '12': 'won', X2: 'lost' });
    expect(doubleChance(finished(0, 0))).toEqual({ '1X': 'won', '12': 'lost', X2: 'won' });
    expect(doubleChance(finished(1, 2))).toEqual({ '1X': 'lost', '12': 'won', X2: 'won' });
    expect(oddEven(finished(0, 0))).toEqual({ odd: 'lost', even: 'won' });
    expect(oddEven(finished(2, 1))).toEqual({ odd: 'won', even: 'lost' });
    expect(oddEven(finished(2, 2))).toEqual({ odd: 'lost', even: 'won' });
  });

  it('settles correct score on the offered scores, and "any other" when none of them is the result', () => {
    const offered = [
      { home: 1, away: 0 },
      { home: 1, away: 1 },
      { home: 0, away: 1 },
    ];
    expect(correctScore({ ...finished(1, 1), offered })).toEqual({
      scores: ['lost', 'won', 'lost'],
      anyOther: 'lost',
    });
    expect(correctScore({ ...finished(4, 2), offered })).toEqual({
      scores: ['lost', 'lost', 'lost'],
      anyOther: 'won',
    });
    expect(() => correctScore({ ...finished(1, 0), offered: [...offered, { home: 1, away: 0 }] })).toThrow(
      RangeError,
    );
  });

  it('voids every selection of every market when the event did not finish', () => {
    for (const status of notFinished) {
      const score = { home: 3, away: 0 };
      expect(matchResult({ status, score })).toEqual({ home: 'void', draw: 'void', away: 'void' });
      expect(doubleChance({ status, score })).toEqual({ '1X': 'void', '12': 'void', X2: 'void' });
      expect(oddEven({ status, score })).toEqual({ odd: 'void', even: 'void' });
      expect(correctScore({ status, score, offered: [{ home: 3, away: 0 }] })).toEqual({
        scores: ['void'],
        anyOther: 'void',
      });
      expect(asianHandicap({ status, score, line: -3 })).toEqual({ home: 'void', away: 'void' });
      expect(overUnder({ status, score, line: 10 })).toEqual({ over: 'void', under: 'void' });
      const maps: MapWinner[] = ['home', 'home'];
      expect(esportsMatchWinner({ status, maps })).toEqual({ home: 'void', away: 'void' });
      expect(mapHandicap({ status, maps, line: -6 })).toEqual({ home: 'void', away: 'void' });
      expect(totalMaps({ status, maps, line: 10 })).toEqual({ over: 'void', under: 'void' });
      expect(mapWinner({ status, maps, map: 1 })).toEqual({ home: 'void', away: 'void' });
    }
  });

  it('refuses an unknown status, a negative or fractional score, and a line not in quarters', () => {
    expect(() => matchResult({ status: 'delayed' as EventStatus, score: { home: 1, away: 0 } })).toThrow(
      RangeError,
    );
    expect(() => matchResult(finished(-1, 0))).toThrow(RangeError);
    expect(() => oddEven(finished(1.5, 0))).toThrow(RangeError);
    expect(() => asianHandicap({ ...finished(1, 0), line: 0.5 })).toThrow(RangeError);
    expect(() => overUnder({ ...finished(1, 0), line: 0 })).toThrow(RangeError);
    expect(() => overUnder({ ...finished(1, 0), line: -2 })).toThrow(RangeError);
    expect(() => overUnder({ status: 'abandoned', score: { home: 0, away: 0 }, line: 9.5 })).toThrow(
      RangeError,
    );
    expect(() => mapWinner({ status: 'finished', maps: ['home'], map: 0 })).toThrow(RangeError);
    expect(() => esportsMatchWinner({ status: 'finished', maps: ['draw' as MapWinner] })).toThrow(RangeError);
  });

  it('settles every Asian handicap quarter line from −2.5 to +2.5 against goal differences −3…+3', () => {
    let rows = 0;
    for (let quarters = -10; quarters <= 10; quarters++) {
      const lineGoals = quarters / 4;
      for (let difference = -3; difference <= 3; difference++) {
        const score = difference >= 0 ? { home: difference + 1, away: 1 } : { home: 0, away: -difference };
        const result = asianHandicap({ status: 'finished', score, line: parseLine(String(lineGoals)) });
        const expected = {
          home: expectedByHalves(difference, lineGoals),
          away: expectedByHalves(-difference, -lineGoals),
        };
        expect({ line: formatLine(quarters), difference, ...result }).toEqual({
          line: formatLine(quarters),
          difference,
          ...expected,
        });
        rows += 1;
      }
    }
    expect(rows).toBe(21 * 7);
  });

  it('settles the classic Asian handicap and total cases', () => {
    const ah = (home: number, away: number, line: string) =>
      asianHandicap({ ...finished(home, away), line: parseLine(line) });
    const ou = (home: number, away: number, line: string) =>
      overUnder({ ...finished(home, away), line: parseLine(line) });
    expect(ah(1, 1, '-0.25')).toEqual({ home: 'half_lost', away: 'half_won' });
    expect(ah(1, 1, '+0.25')).toEqual({ home: 'half_won', away: 'half_lost' });
    expect(ah(2, 1, '-0.75')).toEqual({ home: 'half_won', away: 'half_lost' });
    expect(ah(3, 1, '-0.75')).toEqual({ home: 'won', away: 'lost' });
    expect(ah(1, 1, '-0.75')).toEqual({ home: 'lost', away: 'won' });
    expect(ah(2, 1, '-1')).toEqual({ home: 'void', away: 'void' });
    expect(ah(0, 0, '0')).toEqual({ home: 'void', away: 'void' });
    expect(ah(2, 1, '-1.25')).toEqual({ home: 'half_lost', away: 'half_won' });
    expect(ah(2, 1, '-0.5')).toEqual({ home: 'won', away: 'lost' });
    expect(ah(0, 1, '+1.5')).toEqual({ home: 'won', away: 'lost' });
    expect(ou(1, 1, '2.25')).toEqual({ over: 'half_lost', under: 'half_won' });
    expect(ou(2, 1, '2.75')).toEqual({ over: 'half_won', under: 'half_lost' });
    expect(ou(2, 1, '3')).toEqual({ over: 'void', under: 'void' });
    expect(ou(2, 1, '2.5')).toEqual({ over: 'won', under: 'lost' });
    expect(ou(1, 1, '2.5')).toEqual({ over: 'lost', under: 'won' });
    expect(ou(0, 0, '0.25')).toEqual({ over: 'half_lost', under: 'half_won' });
  });

  it('settles every total line from 0.5 to 4.5 in quarter steps against totals 0…6', () => {
    let rows = 0;
    for (let quarters = 2; quarters <= 18; quarters++) {
      const lineGoals = quarters / 4;
      for (let total = 0; total <= 6; total++) {
        const score = { home: Math.ceil(total / 2), away: Math.floor(total / 2) };
        const result = overUnder({ status: 'finished', score, line: parseLine(String(lineGoals)) });
        // Over L is the total given −L; under L is −total given +L.
        const expected = {
          over: expectedByHalves(total, -lineGoals),
          under: expectedByHalves(-total, lineGoals),
        };
        expect({ line: lineGoals, total, ...result }).toEqual({ line: lineGoals, total, ...expected });
        rows += 1;
      }
    }
    expect(rows).toBe(17 * 7);
  });

  it('settles e-sports match winner, map handicap, total maps and map N winner', () => {
    const done = (maps: MapWinner[]) => ({ status: 'finished' as const, maps });
    expect(esportsMatchWinner(done(['home', 'away', 'home']))).toEqual({ home: 'won', away: 'lost' });
    expect(esportsMatchWinner(done(['away', 'away']))).toEqual({ home: 'lost', away: 'won' });
    expect(esportsMatchWinner(done(['home', 'away']))).toEqual({ home: 'void', away: 'void' });
    expect(mapHandicap({ ...done(['home', 'away', 'home']), line: parseLine('-1.5') })).toEqual({
      home: 'lost',
      away: 'won',
    });
    expect(mapHandicap({ ...done(['home', 'home']), line: parseLine('-1.5') })).toEqual({
      home: 'won',
      away: 'lost',
    });
    expect(mapHandicap({ ...done(['home', 'away', 'home']), line: parseLine('-1') })).toEqual({
      home: 'void',
      away: 'void',
    });
    expect(mapHandicap({ ...done(['home', 'away', 'home']), line: parseLine('-0.75') })).toEqual({
      home: 'half_won',
      away: 'half_lost',
    });
    expect(totalMaps({ ...done(['home', 'away', 'home']), line: parseLine('2.5') })).toEqual({
      over: 'won',
      under: 'lost',
    });
    expect(totalMaps({ ...done(['home', 'home']), line: parseLine('2.5') })).toEqual({
      over: 'lost',
      under: 'won',
    });
    expect(mapWinner({ ...done(['home', 'away']), map: 2 })).toEqual({ home: 'lost', away: 'won' });
    expect(mapWinner({ ...done(['home', 'home']), map: 3 })).toEqual({ home: 'void', away: 'void' });
  });
});
