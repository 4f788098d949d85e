/**
 * Fast lottery, pk10 (10-car race): the result is the finishing order, a permutation of the cars
 * 1–10 (result[0] is the car in position 1, the winner). The public API is `fast.ts`; this file holds
 * the game's rules.
 *
 * Products (a bet's exact win probability p, its rate G / (2000 · p), see `fast.ts`):
 * - `position_car` (定位胆): car n finishes at position p. Ten position sets, a position may be left
 *   empty ("1,2|||||||||10" is three bets). Every car is equally likely at every position: p = 1/10.
 * - `top2_sum` (冠亚和): the sum of the cars in positions 1 and 2, a value 3–19. The first two are an
 *   ordered pair of distinct cars, 10 · 9 = 90 equally likely; `TOP2_SUM_PAIRS` counts the pairs per
 *   sum (11: 1+10, 2+9, 3+8, 4+7, 5+6, each either way round = 10), so p(s) = pairs(s) / 90 and each
 *   value has its own rate.
 * - `position_big_small_odd_even`: the car at a position is big (6–10) or small (1–5), odd or even.
 *   Ten position sets of options. p = 1/2.
 * - `dragon_tiger`: position i against position 11 − i, i = 1–5: dragon when the car at i is the
 *   higher number, tiger when the car at 11 − i is. Cars are distinct, so there is no tie. Five sets
 *   (one per pairing, "dragon||tiger||" is two bets). p = 1/2.
 *
 * Draw (Fisher–Yates): the cars 1–10 in order; for i = 9 down to 1, j = nextInt(i + 1) and swap the
 * cars at i and j — nine draws, bounds 10, 9, …, 2. The array is the finishing order.
 *
 * RTP enumeration: a uniform permutation makes every ordered tuple of distinct cars at the positions
 * a product reads equally likely, so `forEachResult` visits each such tuple once (the other
 * positions filled with the remaining cars in ascending order) instead of all 10! orders.
 */
import type { RandomStream } from '../random-stream.ts';
import type { FastGameRules, FastPick, FastProductRules, PickSets } from './fast.ts';
import { bigSmallOddEvenHits } from './fast-options.ts';
import { fraction } from './types.ts';

/** The pk10 products, in lobby order. */
export const PK10_PRODUCTS = [
  'position_car',
  'top2_sum',
  'position_big_small_odd_even',
  'dragon_tiger',
] as const;

/** A pk10 product. */
export type Pk10Product = (typeof PK10_PRODUCTS)[number];

const CARS = 10;
const CAR_NUMBERS: readonly number[] = Array.from({ length: CARS }, (_, index) => index + 1);
const BIG_SMALL_ODD_EVEN: readonly FastPick[] = ['big', 'small', 'odd', 'even'];

/** Ordered pairs of distinct cars (first, second) per sum of the top two, counted by hand; Σ = 90. */
export const TOP2_SUM_PAIRS: Readonly<Record<number, number>> = {
  3: 2,
  4: 2,
  5: 4,
  6: 4,
  7: 6,
  8: 6,
  9: 8,
  10: 8,
  11: 10,
  12: 8,
  13: 8,
  14: 6,
  15: 6,
  16: 4,
  17: 4,
  18: 2,
  19: 2,
};

const carAt = (result: readonly number[], index: number): number => result[index]!;
const totalSize = (sets: PickSets): number => sets.reduce((total, set) => total + set.length, 0);
const filledPositions = (sets: PickSets): number[] =>
  sets.flatMap((set, index) => (set.length > 0 ? [index] : []));

const positionCar: FastProductRules = {
  positions: CARS,
  picks: CAR_NUMBERS,
  emptyPositions: true,
  betCount: totalSize,
  probability: () => fraction(1, 10),
  hits: (sets, result) => {
    let hits = 0;
    for (let index = 0; index < CARS; index++) if (sets[index]!.includes(carAt(result, index))) hits += 1;
    return hits;
  },
  reads: filledPositions,
  sample: '1|||||||||',
};

const top2Sum: FastProductRules = {
  positions: 1,
  picks: Object.keys(TOP2_SUM_PAIRS).map(Number),
  ratedByOption: true,
  betCount: (sets) => sets[0]!.length,
  probability: (option) => fraction(TOP2_SUM_PAIRS[Number(option)] ?? 0, 90),
  hits: (sets, result) => (sets[0]!.includes(carAt(result, 0) + carAt(result, 1)) ? 1 : 0),
  reads: () => [0, 1],
  sample: '11',
};

const positionBigSmallOddEven: FastProductRules = {
  positions: CARS,
  picks: BIG_SMALL_ODD_EVEN,
  emptyPositions: true,
  betCount: totalSize,
  probability: () => fraction(1, 2),
  hits: (sets, result) => {
    let hits = 0;
    for (let index = 0; index < CARS; index++) {
      const car = carAt(result, index);
      hits += bigSmallOddEvenHits(sets[index]!, car >= 6, car % 2 === 1);
    }
    return hits;
  },
  reads: filledPositions,
  sample: 'big|||||||||',
};

const dragonTiger: FastProductRules = {
  positions: 5,
  picks: ['dragon', 'tiger'],
  emptyPositions: true,
  betCount: totalSize,
  probability: () => fraction(1, 2),
  hits: (sets, result) => {
    let hits = 0;
    for (let index = 0; index < 5; index++) {
      const outcome = carAt(result, index) > carAt(result, CARS - 1 - index) ? 'dragon' : 'tiger';
      if (sets[index]!.includes(outcome)) hits += 1;
    }
    return hits;
  },
  reads: (sets) => filledPositions(sets).flatMap((index) => [index, CARS - 1 - index]),
  sample: 'dragon||||',
};

/** pk10's rules for `fast.ts`. */
export const PK10_RULES: FastGameRules<Pk10Product> = {
  length: CARS,
  numbers: CAR_NUMBERS,
  distinct: true,
  products: {
    position_car: positionCar,
    top2_sum: top2Sum,
    position_big_small_odd_even: positionBigSmallOddEven,
    dragon_tiger: dragonTiger,
  },
  draw: (stream: RandomStream) => {
    const cars = [...CAR_NUMBERS];
    for (let index = CARS - 1; index >= 1; index--) {
      const swap = stream.nextInt(index + 1);
      [cars[index], cars[swap]] = [cars[swap]!, cars[index]!];
    }
    return cars;
  },
  forEachResult: (visit, reads = CAR_NUMBERS.map((_, index) => index)) => {
    const positions = [...new Set(reads)];
    const result = new Array<number>(CARS).fill(0);
    const used = new Array<boolean>(CARS + 1).fill(false);
    const place = (depth: number): void => {
      if (depth === positions.length) {
        const rest = CAR_NUMBERS.filter((car) => !used[car]);
        let next = 0;
        for (let index = 0; index < CARS; index++)
          if (!positions.includes(index)) result[index] = rest[next++]!;
        visit(result);
        return;
      }
      for (const car of CAR_NUMBERS) {
        if (used[car]) continue;
        used[car] = true;
        result[positions[depth]!] = car;
        place(depth + 1);
        used[car] = false;
      }
    };
    place(0);
  },
};
