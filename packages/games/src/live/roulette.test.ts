import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import type { RandomStream } from '../random-stream.ts';
import { createRandomStream } from '../rng.ts';
import { rational } from './bets.ts';
import {
  canonicalRouletteSpot,
  enumerateRoulette,
  parseRouletteSpot,
  RED_NUMBERS,
  ROULETTE_HOUSE_EDGES,
  ROULETTE_KINDS,
  ROULETTE_ODDS,
  ROULETTE_SPOTS,
  ROULETTE_WHEEL,
  rouletteColor,
  rouletteEdge,
  rouletteSpinAt,
  settleRoulette,
  spinRoulette,
  spinRouletteFromSeeds,
} from './roulette.ts';

/** The layout's geometry, independently: 0 spans the three columns of row 0, n sits at row ⌈n/3⌉. */
const cell = (n: number) => ({ row: Math.ceil(n / 3), column: (n + 2) % 3 });
const shareEdge = (a: number, b: number) => {
  if (a === 0 || b === 0) return a + b <= 3 && a !== b;
  const [p, q] = [cell(a), cell(b)];
  return Math.abs(p.row - q.row) + Math.abs(p.column - q.column) === 1;
};
const refuses = (spot: string, reason: string) => {
  try {
    parseRouletteSpot(spot);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    expect((error as EngineInputError).reason).toBe(reason);
    return;
  }
  throw new Error(`${spot} was accepted`);
};

const accepts = (spot: string) => {
  try {
    parseRouletteSpot(spot);
    return true;
  } catch {
    return false;
  }
};

describe('the wheel', () => {
  it('holds 0–36 once each in the European order', () => {
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(ROULETTE_WHEEL.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(ROULETTE_WHEEL.at(-1)).toBe(26);
  });

  it('alternates red and black around the wheel after the green zero', () => {
    expect(RED_NUMBERS).toHaveLength(18);
    const colors = ROULETTE_WHEEL.map(rouletteColor);
    expect(colors[0]).toBe('green');
    for (let i = 1; i < 37; i++) expect(colors[i]).toBe(i % 2 === 1 ? 'red' : 'black');
  });

  it('stops on the pocket nextInt(37) places clockwise from the zero', () => {
    const stream: RandomStream = {
      nextInt: (bound) => (bound === 37 ? 13 : -1),
      nextFloat: () => 0,
      position: () => 0,
    };
    expect(spinRoulette(stream)).toEqual({ wheelIndex: 13, number: 36, color: 'red' });
    const seeds = { serverSeed: 'roulette', clientSeed: 'table-4', nonce: 1 };
    expect(spinRouletteFromSeeds(seeds)).toEqual(spinRoulette(createRandomStream(seeds)));
    expect(() => rouletteSpinAt(37)).toThrow(RangeError);
  });
});

describe('roulette bet shapes', () => {
  it('accept exactly the splits of two numbers sharing an edge of the layout', () => {
    for (let a = 0; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) {
        if (shareEdge(a, b)) {
          expect(parseRouletteSpot(`split:${a}-${b}`).numbers).toEqual([a, b]);
          expect(parseRouletteSpot(`split:${b}-${a}`).numbers).toEqual([a, b]);
        } else refuses(`split:${a}-${b}`, 'bad_bet_shape');
      }
    }
  });

  it('accept exactly the rows and the two trios with zero as streets', () => {
    const accepted: string[] = [];
    for (let a = 0; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) {
        for (let c = b + 1; c <= 36; c++) {
          if (accepts(`street:${a}-${b}-${c}`)) accepted.push(`${a}-${b}-${c}`);
        }
      }
    }
    const rows = Array.from({ length: 12 }, (_, r) => `${3 * r + 1}-${3 * r + 2}-${3 * r + 3}`);
    expect(accepted).toEqual(['0-1-2', '0-2-3', ...rows]);
    refuses('street:2-3-4', 'bad_bet_shape');
  });

  it('accept exactly the squares of four numbers as corners', () => {
    let accepted = 0;
    for (let a = 1; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) {
        for (let c = b + 1; c <= 36; c++) {
          for (let d = c + 1; d <= 36; d++) {
            const cells = [a, b, c, d].map(cell);
            const rows = new Set(cells.map((x) => x.row));
            const columns = new Set(cells.map((x) => x.column));
            const square =
              rows.size === 2 &&
              columns.size === 2 &&
              Math.max(...rows) - Math.min(...rows) === 1 &&
              Math.max(...columns) - Math.min(...columns) === 1;
            if (!square) continue;
            expect(parseRouletteSpot(`corner:${d}-${c}-${b}-${a}`).numbers).toEqual([a, b, c, d]);
            accepted += 1;
          }
        }
      }
    }
    expect(accepted).toBe(22);
    expect(ROULETTE_SPOTS.filter((s) => s.startsWith('corner:'))).toHaveLength(22);
  });

  it('refuse shapes that do not lie on the layout', () => {
    for (const spot of [
      'split:3-4',
      'split:1-5',
      'split:1-1',
      'split:0-4',
      'split:1-2-3',
      'street:2-3-4',
      'street:1-2-2',
      'street:0-1-3',
      'corner:3-4-6-7',
      'corner:0-1-2-3',
      'six-line:2-3-4-5-6-7',
      'six-line:1-2-3-7-8-9',
      'straight:37',
      'straight:07',
      'straight:-1',
      'straight:',
      'straight',
      'straight:1:2',
      'straight:1.0',
    ]) {
      refuses(spot, 'bad_bet_shape');
    }
    for (const spot of [
      'dozen:4',
      'column:0',
      'green',
      'basket',
      '',
      'constructor',
      '__proto__',
      'first-four:0-1-2-3',
    ]) {
      refuses(spot, 'unknown_spot');
    }
  });

  it('spell each bet one canonical way, numbers ascending', () => {
    expect(canonicalRouletteSpot('split:20-17')).toBe('split:17-20');
    expect(canonicalRouletteSpot('corner:5-1-4-2')).toBe('corner:1-2-4-5');
    expect(canonicalRouletteSpot('dozen:2')).toBe('dozen:2');
    for (const spot of ROULETTE_SPOTS) expect(canonicalRouletteSpot(spot)).toBe(spot);
  });

  it('names 157 spots, each kind paying 36 / k − 1 to 1 on k numbers', () => {
    expect(ROULETTE_SPOTS).toHaveLength(157);
    const perKind = new Map<string, number>();
    for (const spot of ROULETTE_SPOTS) {
      const bet = parseRouletteSpot(spot);
      perKind.set(bet.kind, (perKind.get(bet.kind) ?? 0) + 1);
      expect(ROULETTE_ODDS[bet.kind]).toBe(36 / bet.numbers.length - 1);
    }
    expect(Object.fromEntries(perKind)).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 22,
      'six-line': 11,
      'first-four': 1,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
      dozen: 3,
      column: 3,
    });
  });
});

describe('roulette bets', () => {
  it('pay a winning bet its odds plus the stake, and lose every outside bet on zero', () => {
    const on = (number: number) => rouletteSpinAt(ROULETTE_WHEEL.indexOf(number));
    const bets = [
      { spot: 'straight:17', stake: 10 },
      { spot: 'split:17-20', stake: 10 },
      { spot: 'street:16-17-18', stake: 10 },
      { spot: 'corner:16-17-19-20', stake: 10 },
      { spot: 'six-line:13-14-15-16-17-18', stake: 10 },
      { spot: 'black', stake: 10 },
      { spot: 'odd', stake: 10 },
      { spot: 'low', stake: 10 },
      { spot: 'dozen:2', stake: 10 },
      { spot: 'column:2', stake: 10 },
      { spot: 'first-four', stake: 10 },
    ];
    expect(settleRoulette(on(17), bets).map(({ payout }) => payout)).toEqual([
      360, 180, 120, 90, 60, 20, 20, 20, 30, 30, 0,
    ]);
    const zero = settleRoulette(on(0), [
      ...['red', 'black', 'odd', 'even', 'low', 'high', 'dozen:1', 'column:3'].map((spot) => ({
        spot,
        stake: 10,
      })),
      { spot: 'first-four', stake: 10 },
      { spot: 'split:0-2', stake: 10 },
      { spot: 'street:0-2-3', stake: 10 },
    ]);
    expect(zero.map(({ payout }) => payout)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 90, 180, 120]);
  });

  it('refuse a bad shape before settling anything', () => {
    expect(() => settleRoulette(rouletteSpinAt(0), [{ spot: 'split:1-5', stake: 10 }])).toThrow(
      EngineInputError,
    );
  });
});

describe('the roulette house edge', () => {
  it('is exactly 1/37 on every one of the 157 spots, over the 37 pockets', () => {
    expect(enumerateRoulette()).toHaveLength(37);
    for (const spot of ROULETTE_SPOTS) expect(rouletteEdge(spot), spot).toEqual(rational(1n, 37n));
  });

  it('is published as 2.70 % for every kind of bet', () => {
    expect(Object.keys(ROULETTE_HOUSE_EDGES)).toEqual([...ROULETTE_KINDS]);
    for (const { edge, percent } of Object.values(ROULETTE_HOUSE_EDGES)) {
      expect(edge).toEqual(rational(1n, 37n));
      expect(percent).toBe('2.70');
    }
  });
});
