/**
 * Fast lottery, ssc (时时彩 style): five positions, each a digit 0–9 drawn independently, read left
 * to right as positions 1–5. The public API is `fast.ts`; this file holds the game's rules.
 *
 * Products (a bet's exact win probability p, its rate G / (2000 · p), see `fast.ts`):
 * - `five_straight`: all five digits in order. The input is five position sets, "1,2|3|4|5|6";
 *   every combination is a bet, so the count is the product of the set sizes (2·1·1·1·1 = 2).
 *   p = 1/100000.
 * - `position_digit` (定位胆): a digit at a position. Five sets, a position may be left empty
 *   ("7||||3" is two bets: 7 at position 1, 3 at position 5). p = 1/10.
 * - `position_big_small_odd_even`: per position big (5–9), small (0–4), odd, even. Five sets of
 *   options ("big,odd||||small" is three bets). p = 1/2.
 * - `sum_big_small_odd_even`: the sum of the five digits, 0–45: big ≥ 23, small ≤ 22, odd, even.
 *   The sum S and 45 − S are equally likely (replace every digit d by 9 − d) and exactly one of them
 *   is ≥ 23, so p(big) = p(small) = 1/2; the sum's parity is the parity of position 5 plus that of
 *   the rest, so p(odd) = p(even) = 1/2.
 * - `dragon_tiger`: position 1 against position 5: dragon when 1 is higher, tiger when 5 is higher,
 *   tie when equal. Tie is its own option; dragon and tiger both lose on a tie. Of the 100 pairs,
 *   10 are ties and the other 90 split evenly: p(dragon) = p(tiger) = 45/100, p(tie) = 10/100 — so
 *   each option has its own rate.
 *
 * Draw: five `nextInt(10)`, position 1 first.
 */
import type { RandomStream } from '../random-stream.ts';
import type { FastGameRules, FastPick, FastProductRules, PickSets } from './fast.ts';
import { bigSmallOddEvenHits } from './fast-options.ts';
import { fraction } from './types.ts';

/** The ssc products, in lobby order. */
export const SSC_PRODUCTS = [
  'five_straight',
  'position_digit',
  'position_big_small_odd_even',
  'sum_big_small_odd_even',
  'dragon_tiger',
] as const;

/** An ssc product. */
export type SscProduct = (typeof SSC_PRODUCTS)[number];

const POSITIONS = 5;
const DIGITS: readonly number[] = Array.from({ length: 10 }, (_, digit) => digit);
const BIG_SMALL_ODD_EVEN: readonly FastPick[] = ['big', 'small', 'odd', 'even'];

const sizes = (sets: PickSets): number[] => sets.map((set) => set.length);
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const digitAt = (result: readonly number[], index: number): number => result[index]!;

const fiveStraight: FastProductRules = {
  positions: POSITIONS,
  picks: DIGITS,
  betCount: (sets) => sizes(sets).reduce((product, size) => product * size, 1),
  probability: () => fraction(1, 100_000),
  hits: (sets, result) => (sets.every((set, index) => set.includes(digitAt(result, index))) ? 1 : 0),
  sample: '1|2|3|4|5',
};

const positionDigit: FastProductRules = {
  positions: POSITIONS,
  picks: DIGITS,
  emptyPositions: true,
  betCount: (sets) => sum(sizes(sets)),
  probability: () => fraction(1, 10),
  hits: (sets, result) => {
    let hits = 0;
    for (let index = 0; index < POSITIONS; index++)
      if (sets[index]!.includes(digitAt(result, index))) hits += 1;
    return hits;
  },
  sample: '7||||',
};

const positionBigSmallOddEven: FastProductRules = {
  positions: POSITIONS,
  picks: BIG_SMALL_ODD_EVEN,
  emptyPositions: true,
  betCount: (sets) => sum(sizes(sets)),
  probability: () => fraction(1, 2),
  hits: (sets, result) => {
    let hits = 0;
    for (let index = 0; index < POSITIONS; index++) {
      const digit = digitAt(result, index);
      hits += bigSmallOddEvenHits(sets[index]!, digit >= 5, digit % 2 === 1);
    }
    return hits;
  },
  sample: 'big||||',
};

const sumBigSmallOddEven: FastProductRules = {
  positions: 1,
  picks: BIG_SMALL_ODD_EVEN,
  betCount: (sets) => sets[0]!.length,
  probability: () => fraction(1, 2),
  hits: (sets, result) => {
    const total = sum(result);
    return bigSmallOddEvenHits(sets[0]!, total >= 23, total % 2 === 1);
  },
  sample: 'big',
};

const dragonTiger: FastProductRules = {
  positions: 1,
  picks: ['dragon', 'tiger', 'tie'],
  ratedByOption: true,
  betCount: (sets) => sets[0]!.length,
  probability: (option) => (option === 'tie' ? fraction(10, 100) : fraction(45, 100)),
  hits: (sets, result) => {
    const first = digitAt(result, 0);
    const fifth = digitAt(result, 4);
    const outcome = first > fifth ? 'dragon' : first < fifth ? 'tiger' : 'tie';
    return sets[0]!.includes(outcome) ? 1 : 0;
  },
  sample: 'dragon',
};

/** ssc's rules for `fast.ts`. */
export const SSC_RULES: FastGameRules<SscProduct> = {
  length: POSITIONS,
  numbers: DIGITS,
  distinct: false,
  products: {
    five_straight: fiveStraight,
    position_digit: positionDigit,
    position_big_small_odd_even: positionBigSmallOddEven,
    sum_big_small_odd_even: sumBigSmallOddEven,
    dragon_tiger: dragonTiger,
  },
  draw: (stream: RandomStream) => {
    const result: number[] = [];
    for (let index = 0; index < POSITIONS; index++) result.push(stream.nextInt(10));
    return result;
  },
  // Every one of the 10^5 results once, in counting order, through one reused array.
  forEachResult: (visit) => {
    const result = [0, 0, 0, 0, 0];
    for (let count = 0; count < 100_000; count++) {
      let rest = count;
      for (let index = POSITIONS - 1; index >= 0; index--) {
        result[index] = rest % 10;
        rest = Math.floor(rest / 10);
      }
      visit(result);
    }
  },
};
