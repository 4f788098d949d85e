import { describe, expect, it } from 'vitest';
import {
  baccaratRoads,
  beadRoad,
  bigEyeBoy,
  bigRoad,
  bigRoadStreaks,
  cockroachPig,
  derivedMarks,
  layOutRoad,
  type RoadResult,
  roadText,
  smallRoad,
} from './roads.ts';

/** Results from letters: B banker, P player, T tie; lower case marks a player pair. */
const shoe = (letters: string): RoadResult[] =>
  [...letters.replace(/\s/g, '')].map((letter) => ({
    winner: ({ B: 'banker', P: 'player', T: 'tie' } as const)[letter.toUpperCase() as 'B' | 'P' | 'T'],
    playerPair: letter !== letter.toUpperCase(),
    bankerPair: false,
  }));

const side = ({ winner }: { winner: string }) => winner[0]!.toUpperCase();
const color = (mark: 'red' | 'blue') => (mark === 'red' ? 'r' : 'b');

// Streaks: B, PP (tie after the second P), BBB, P, eight B (a dragon tail along the bottom row),
// seven P (turns right at row 4, above the tail), BB, P.
const RESULTS = shoe('B pP T BBB P BBBBBBBB PPPPPPP BB P');

describe('the bead road', () => {
  it('shows every round, ties included, down six rows then across', () => {
    expect(roadText(beadRoad(RESULTS), side)).toBe(
      ['BBBPB', 'PPBPP', 'PBBP.', 'TBBP.', 'BBPP.', 'BBPB.'].join('\n'),
    );
    expect(beadRoad(RESULTS)[0]![1]).toEqual({ winner: 'player', playerPair: true, bankerPair: false });
  });
});

describe('the big road', () => {
  it('stacks streaks in columns, bends long ones right, and starts each streak in the next column', () => {
    expect(roadText(bigRoad(RESULTS), side)).toBe(
      [
        'BPBPBPBP', //
        '.PB.BPB.',
        '..B.BP..',
        '....BP..',
        '....BPPP',
        '....BBB.',
      ].join('\n'),
    );
  });

  it('marks a tie on the cell of the win before it, and keeps each win’s pairs', () => {
    const grid = bigRoad(RESULTS);
    expect(grid[1]![0]).toEqual({ winner: 'player', ties: 0, playerPair: true, bankerPair: false });
    expect(grid[1]![1]).toEqual({ winner: 'player', ties: 1, playerPair: false, bankerPair: false });
    expect(bigRoad(shoe('B T T T'))[0]![0]!.ties).toBe(3);
  });

  it('counts ties before the first win on the first win’s cell', () => {
    expect(bigRoad(shoe('T T P'))).toEqual([
      [{ winner: 'player', ties: 2, playerPair: false, bankerPair: false }, null, null, null, null, null],
    ]);
    expect(bigRoad(shoe('T'))).toEqual([]);
  });

  it('keeps a dragon tail in its streak when counting columns', () => {
    expect(bigRoadStreaks(RESULTS).map((streak) => streak.length)).toEqual([1, 2, 3, 1, 8, 7, 2, 1]);
  });

  it('turns a streak right as soon as the cell below it is taken, row after row', () => {
    // Three long streaks: the second turns above the first's tail, the third above the second's.
    const grid = layOutRoad([Array(8).fill('a'), Array(7).fill('b'), Array(6).fill('c'), ['d']]);
    expect(roadText(grid, (x) => x)).toBe(['abcd.', 'abc..', 'abc..', 'abccc', 'abbb.', 'aaa..'].join('\n'));
  });
});

describe('the derived roads', () => {
  // Big road columns 1, 2, 3, 1, 8, 7, 2, 1 long (by hand, column c row r):
  //   big eye boy (k = 1) starts at column 1 row 1 — column 0 ends at row 0: blue;
  //   column 2: row 0 compares 2 with 1, blue; row 1 finds column 1's row 1, red; row 2 finds
  //   column 1 ending at row 1, blue; column 3 row 0: 3 ≠ 2, blue; column 4 row 0: 1 ≠ 3, blue, row 1:
  //   column 3 ends at row 0, blue, rows 2–7 past its end, red; column 5 row 0: 8 ≠ 1, blue, rows
  //   1–6 within column 4, red; column 6: 7 ≠ 8 blue, row 1 red; column 7: 2 ≠ 7 blue.
  it('big eye boy compares each column with the one before it', () => {
    expect(derivedMarks([1, 2, 3, 1, 8, 7, 2, 1], 1).map(color).join('')).toBe('bbrbbbbrrrrrrbrrrrrrbrb');
    expect(roadText(bigEyeBoy(RESULTS), color)).toBe(
      ['brbrbrbrb', 'b.br.r...', '..br.r...', '..br.r...', '...r.r...', '...r.r...'].join('\n'),
    );
  });

  it('small road compares two columns back, starting at column 2 row 1', () => {
    expect(derivedMarks([1, 2, 3, 1, 8, 7, 2, 1], 2).map(color).join('')).toBe('brbbrrbrrrrbbrrrrrbrb');
    expect(roadText(smallRoad(RESULTS), color)).toBe(
      ['brbrbrbrbrb', '..br.rbr...', '.....r.r...', '.....r.r...', '.......r...', '...........'].join('\n'),
    );
  });

  it('cockroach pig compares three columns back, starting at column 4 row 0', () => {
    expect(derivedMarks([1, 2, 3, 1, 8, 7, 2, 1], 3).map(color).join('')).toBe('rrbrrrrrbrrbrrrbbb');
    expect(roadText(cockroachPig(RESULTS), color)).toBe(
      ['rbrbrbrb', 'r.r.r.rb', '..r...rb', '..r.....', '..r.....', '........'].join('\n'),
    );
  });

  it('stay empty until the big road has enough columns', () => {
    const roads = baccaratRoads(shoe('B P'));
    expect(roads.bigEyeBoy).toEqual([]);
    expect(roads.small).toEqual([]);
    expect(roads.cockroach).toEqual([]);
    expect(roadText(baccaratRoads(shoe('B PP')).bigEyeBoy, color)).toBe(
      ['b', '.', '.', '.', '.', '.'].join('\n'),
    );
  });

  it('call a steady shoe red: a banker and player chop in columns of one', () => {
    const chop = shoe('BPBPBPBP');
    expect(roadText(bigEyeBoy(chop), color).split('\n')[0]).toBe('r');
    expect(bigEyeBoy(chop)[0]!.every((mark) => mark === 'red' || mark === null)).toBe(true);
    expect(derivedMarks([1, 1, 1, 1, 1, 1, 1, 1], 1)).toEqual(Array(6).fill('red'));
  });
});
