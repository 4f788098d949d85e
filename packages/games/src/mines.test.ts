import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actMines,
  cashOutMines,
  MINES_CELLS,
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  type MinesAction,
  type MinesState,
  minesMultiplier,
  minesView,
  placeMines,
  replayMines,
  startMines,
} from './mines.ts';
import { createRandomStream } from './rng.ts';

const seeds = { serverSeed: 'mines-server', clientSeed: 'mines-client', nonce: 3 };

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

/** Every way to choose `size` of the cells 0–24, ascending. */
const subsets = (size: number, from = 0): number[][] => {
  if (size === 0) return [[]];
  const all: number[][] = [];
  for (let first = from; first <= MINES_CELLS - size; first++) {
    for (const rest of subsets(size - 1, first + 1)) all.push([first, ...rest]);
  }
  return all;
};

const stateWithMines = (mineCells: number[]): MinesState => ({
  mines: mineCells.length,
  mineCells,
  revealed: [],
  hit: null,
  status: 'playing',
  multiplier: 0,
});

/** Plays "reveal these cells in order, cashing out after k safe ones" and returns the payout. */
const revealThenCashOut = (state: MinesState, order: number[], k: number): number => {
  let current = state;
  for (const cell of order.slice(0, k)) {
    current = actMines(current, { type: 'reveal', cell });
    if (current.status !== 'playing') return current.multiplier;
  }
  return cashOutMines(current);
};

describe('mines multipliers', () => {
  it('return 99 % less under one ten-thousandth of the stake, for every mine count and every number of reveals', () => {
    let checked = 0;
    for (let m = MINES_MIN; m <= MINES_MAX; m++) {
      for (let k = 1; k <= MINES_CELLS - m; k++) {
        // E = P(k safe) × M / 10,000 with P = C(25−m, k) / C(25, k).
        // Claim: RTP − P / 10,000 < E ≤ RTP, i.e. the floor costs less than one ten-thousandth × P.
        const survive = binomial(MINES_CELLS - m, k);
        const total = binomial(MINES_CELLS, k);
        const multiplier = BigInt(minesMultiplier(m, k));
        const rtpTimesTotal = MINES_RTP.numerator * total * 10_000n;
        expect(MINES_RTP.denominator * survive * multiplier).toBeLessThanOrEqual(rtpTimesTotal);
        expect(MINES_RTP.denominator * survive * (multiplier + 1n)).toBeGreaterThan(rtpTimesTotal);
        checked += 1;
      }
    }
    expect(checked).toBe(300);
  });

  it('publishes the familiar figures: 1 mine pays 1.0312× on the first cell, 24 mines 24.75×', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312);
    expect(minesMultiplier(3, 1)).toBe(11_250);
    expect(minesMultiplier(24, 1)).toBe(247_500);
    expect(minesMultiplier(1, 24)).toBe(247_500);
    expect(minesMultiplier(12, 13)).toBe(51_482_970_000);
    expect(() => minesMultiplier(3, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
  });

  it('grows with every safe reveal', () => {
    for (let m = MINES_MIN; m <= MINES_MAX; m++) {
      for (let k = 2; k <= MINES_CELLS - m; k++) {
        expect(minesMultiplier(m, k)).toBeGreaterThan(minesMultiplier(m, k - 1));
      }
    }
  });
});

describe('mines engine, played over every placement of the mines', () => {
  it.each([1, 2, 3, 22, 23, 24])(
    'returns 99 per cent less the floor with %i mines, whatever the cells and the stopping point',
    (m) => {
      const placements = subsets(m);
      expect(BigInt(placements.length)).toBe(binomial(MINES_CELLS, m));
      const orders = [
        Array.from({ length: MINES_CELLS }, (_, i) => i),
        Array.from({ length: MINES_CELLS }, (_, i) => (i * 7 + 3) % MINES_CELLS),
      ];
      for (const order of orders) {
        for (let k = 1; k <= MINES_CELLS - m; k++) {
          let total = 0n;
          for (const mineCells of placements)
            total += BigInt(revealThenCashOut(stateWithMines(mineCells), order, k));
          // Average over the equally likely placements: total / (placements × 10,000) ≤ 99 %, by < 10^-4.
          const stakes = BigInt(placements.length) * 10_000n;
          expect(total * 100n).toBeLessThanOrEqual(stakes * 99n);
          expect((total + BigInt(placements.length)) * 100n).toBeGreaterThan(stakes * 99n);
        }
      }
    },
  );
});

describe('mines rounds', () => {
  it('places the mines by a Fisher–Yates shuffle of the stream, the first m cells of it', () => {
    const { nextInt } = createRandomStream(seeds);
    const cells = Array.from({ length: 25 }, (_, i) => i);
    for (let i = 24; i >= 1; i--) {
      const j = nextInt(i + 1);
      [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    }
    expect(placeMines(5, seeds)).toEqual(cells.slice(0, 5).sort((a, b) => a - b));
    // The same shuffle for every mine count: more mines only add cells.
    expect(placeMines(24, seeds)).toEqual(expect.arrayContaining(placeMines(5, seeds)));
  });

  it('places a single mine uniformly over the 25 cells (chi-square, 99 %)', () => {
    const counts = new Array(MINES_CELLS).fill(0);
    const rounds = 25_000;
    for (let nonce = 0; nonce < rounds; nonce++) counts[placeMines(1, { ...seeds, nonce })[0]!] += 1;
    const expected = rounds / MINES_CELLS;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(42.98); // chi-square, 24 degrees of freedom, p = 0.01
  });

  it('pays the table multiplier after each safe reveal and cashes out at it', () => {
    const start = startMines({ mines: 3 }, seeds);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((cell) => !start.mineCells.includes(cell));
    const one = actMines(start, { type: 'reveal', cell: safe[0]! });
    const two = actMines(one, { type: 'reveal', cell: safe[1]! });
    expect(one.multiplier).toBe(minesMultiplier(3, 1));
    expect(two).toMatchObject({
      status: 'playing',
      revealed: [safe[0], safe[1]],
      multiplier: minesMultiplier(3, 2),
    });
    expect(actMines(two, { type: 'cashOut' })).toMatchObject({
      status: 'won',
      multiplier: minesMultiplier(3, 2),
    });
    expect(cashOutMines(two)).toBe(minesMultiplier(3, 2));
  });

  it('loses everything on a mine and shows the mines only once the round has ended', () => {
    const start = startMines({ mines: 3 }, seeds);
    expect(minesView(start).mineCells).toBeNull();
    const lost = actMines(start, { type: 'reveal', cell: start.mineCells[1]! });
    expect(lost).toMatchObject({ status: 'lost', multiplier: 0, hit: start.mineCells[1] });
    expect(minesView(lost).mineCells).toEqual(start.mineCells);
  });

  it('cashes out by itself once every safe cell is revealed', () => {
    const start = startMines({ mines: 24 }, seeds);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((cell) => !start.mineCells.includes(cell))!;
    expect(actMines(start, { type: 'reveal', cell: safe })).toMatchObject({
      status: 'won',
      multiplier: 247_500,
    });
  });

  it('refuses a cash-out before the first reveal, a cell twice, a cell off the grid, and play after the end', () => {
    const start = startMines({ mines: 3 }, seeds);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((cell) => !start.mineCells.includes(cell))!;
    const one = actMines(start, { type: 'reveal', cell: safe });
    expect(() => actMines(start, { type: 'cashOut' })).toThrow(RangeError);
    expect(() => actMines(one, { type: 'reveal', cell: safe })).toThrow(RangeError);
    expect(() => actMines(one, { type: 'reveal', cell: 25 })).toThrow(RangeError);
    expect(() => actMines(one, { type: 'reveal', cell: 1.5 })).toThrow(RangeError);
    const won = actMines(one, { type: 'cashOut' });
    expect(() => actMines(won, { type: 'reveal', cell: start.mineCells[0]! })).toThrow(RangeError);
    expect(() => startMines({ mines: 0 }, seeds)).toThrow(RangeError);
    expect(() => startMines({ mines: 25 }, seeds)).toThrow(RangeError);
  });

  it('replays a round from its seeds and actions, through a JSON round trip of every state', () => {
    const start = startMines({ mines: 5 }, seeds);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((cell) => !start.mineCells.includes(cell));
    const actions: MinesAction[] = [
      { type: 'reveal', cell: safe[3]! },
      { type: 'reveal', cell: safe[0]! },
      { type: 'cashOut' },
    ];
    let stored = JSON.stringify(start);
    for (const action of actions) stored = JSON.stringify(actMines(JSON.parse(stored) as MinesState, action));
    expect(replayMines({ mines: 5 }, seeds, actions)).toEqual(JSON.parse(stored));
    expect(replayMines({ mines: 5 }, seeds, actions).multiplier).toBe(minesMultiplier(5, 2));
  });

  it('never reads a stake: the same seeds and cells pay the same multiplier whatever is staked', () => {
    const small = startMines({ mines: 4, stake: 1 } as { mines: number }, seeds);
    const large = startMines({ mines: 4, stake: 1e9 } as { mines: number }, seeds);
    expect(large).toEqual(small);
  });

  it('replays any round the same way, whatever the seeds, mine count and clicks (property)', () => {
    const round = fc.record({
      serverSeed: fc.string(),
      clientSeed: fc.string(),
      nonce: fc.nat(),
      mines: fc.integer({ min: MINES_MIN, max: MINES_MAX }),
      clicks: fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 30 }),
      cashOut: fc.boolean(),
    });
    fc.assert(
      fc.property(round, ({ mines, clicks, cashOut, ...roundSeeds }) => {
        let state = startMines({ mines }, roundSeeds);
        const actions: MinesAction[] = [];
        for (const cell of new Set(clicks)) {
          if (state.status !== 'playing') break;
          actions.push({ type: 'reveal', cell });
          state = actMines(JSON.parse(JSON.stringify(state)) as MinesState, { type: 'reveal', cell });
        }
        if (cashOut && state.status === 'playing' && state.revealed.length > 0) {
          actions.push({ type: 'cashOut' });
          state = actMines(state, { type: 'cashOut' });
        }
        expect(new Set(state.mineCells).size).toBe(mines);
        expect(replayMines({ mines }, roundSeeds, actions)).toEqual(state);
        const expected =
          state.status === 'lost' || state.revealed.length === 0
            ? 0
            : minesMultiplier(mines, state.revealed.length);
        expect(state.multiplier).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
