import { describe, expect, it } from 'vitest';
import type { ArenaOutcome } from './arena.ts';
import {
  beadRoad,
  bigRoad,
  bigRoadStreaks,
  outcomeLetter,
  type TrendResult,
  trendCounts,
  trendText,
} from './trend.ts';

const LETTERS: Record<string, ArenaOutcome> = { M: 'MERON', W: 'WALA', D: 'DRAW', C: 'CANCELLED' };

/** Fights 1, 2, … with outcomes written as letters: 'MMWD' is Meron, Meron, Wala, Draw. */
const history = (letters: string): TrendResult[] =>
  [...letters].map((letter, i) => ({ fightNumber: i + 1, outcome: LETTERS[letter]! }));

const SHOE = 'MMWDWWWWWWWMCDM';

describe('the bead road', () => {
  it('fills columns of six top to bottom, left to right, every fight included', () => {
    const grid = beadRoad(history(SHOE));
    expect(trendText(grid, (cell) => outcomeLetter(cell.outcome))).toBe(
      ['MWC', 'MWD', 'WWM', 'DW.', 'WW.', 'WM.'].join('\n'),
    );
    expect(grid[2]![0]).toEqual({ fightNumber: 13, outcome: 'CANCELLED' });
  });

  it('is empty with no fights, and one column for six', () => {
    expect(beadRoad([])).toEqual([]);
    expect(beadRoad(history('MWMWMW'))).toHaveLength(1);
    expect(beadRoad(history('MWMWMWD'))).toHaveLength(2);
  });
});

describe('the big road', () => {
  it('starts a column when the winner changes, counts draws on the win before, skips cancelled fights', () => {
    const streaks = bigRoadStreaks(history(SHOE));
    expect(
      streaks.map((streak) => streak.map((cell) => `${outcomeLetter(cell.winner)}${cell.fightNumber}`)),
    ).toEqual([
      ['M1', 'M2'],
      ['W3', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11'],
      ['M12', 'M15'],
    ]);
    expect(streaks[1]![0]!.draws).toBe(1); // fight 4
    expect(streaks[2]![0]!.draws).toBe(1); // fight 14, after the cancelled 13
    expect(streaks.flat().reduce((sum, cell) => sum + cell.draws, 0)).toBe(2);
  });

  it('turns a streak longer than six right along the bottom row (the dragon tail)', () => {
    expect(trendText(bigRoad(history(SHOE)), (cell) => outcomeLetter(cell.winner))).toBe(
      ['MWM.', 'MWM.', '.W..', '.W..', '.W..', '.WWW'].join('\n'),
    );
  });

  it('counts draws before the first win on that first win', () => {
    const streaks = bigRoadStreaks(history('DDCMD'));
    expect(streaks).toEqual([[{ winner: 'MERON', fightNumber: 4, draws: 3 }]]);
  });

  it('is empty while no side has won', () => {
    expect(bigRoad(history('DDC'))).toEqual([]);
  });
});

describe('the counts', () => {
  it('counts every outcome', () => {
    expect(trendCounts(history(SHOE))).toEqual({ MERON: 4, WALA: 8, DRAW: 2, CANCELLED: 1 });
  });
});
