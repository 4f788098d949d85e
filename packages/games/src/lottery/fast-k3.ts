/**
 * Fast lottery, k3 (快3): three dice, each 1–6 drawn independently; 6³ = 216 equally likely rolls.
 * The public API is `fast.ts`; this file holds the game's rules.
 *
 * Products (a bet's exact win probability p, its rate G / (2000 · p), see `fast.ts`):
 * - `sum_value` (和值): the sum of the dice, a value 4–17 (3 and 18 are only 1-1-1 and 6-6-6: bet
 *   those as `triple_specific`). A triple counts at its sum. `K3_SUM_ROLLS` counts the rolls per sum,
 *   p(s) = rolls(s) / 216, so each value has its own rate.
 * - `sum_big_small_odd_even`: big is a sum of 11–17, small 4–10, and a triple LOSES big and small
 *   (as in sic bo: the house's edge lives in the triples). Odd and even follow the sum whatever the
 *   dice, triples included. Of the 108 rolls summing 11–18, 6-6-6 (18), 4-4-4 (12) and 5-5-5 (15)
 *   are out: p(big) = 105/216, and by symmetry (d → 7 − d) p(small) = 105/216. Half the rolls have
 *   an odd sum: p(odd) = p(even) = 1/2. So big/small and odd/even carry different rates.
 * - `triple_any` (三同号通选): any of the six triples; the input is the single option "any".
 *   p = 6/216.
 * - `triple_specific` (三同号单选): a given triple, by its face ("6" is 6-6-6). p = 1/216.
 * - `pair_specific`: at least two dice show the face: exactly two in 3 · 5 = 15 rolls, three in 1:
 *   p = 16/216.
 * - `single_face` (multi-hit): pays once per die showing the face — 1, 2 or 3 hits. Its p is the
 *   expected hits per bet, 3 · 1/6 = 1/2, so the RTP is still exactly G/2000. A bet that shows its
 *   face on any die is one winning bet, whatever its hits.
 *
 * Draw: three `nextInt(6) + 1`, die 1 first; the result keeps the dice in draw order (settlement
 * never depends on it).
 */
import type { RandomStream } from '../random-stream.ts';
import type { FastGameRules, FastProductRules, PickSet } from './fast.ts';
import { fraction } from './types.ts';

/** The k3 products, in lobby order. */
export const K3_PRODUCTS = [
  'sum_value',
  'sum_big_small_odd_even',
  'triple_any',
  'triple_specific',
  'pair_specific',
  'single_face',
] as const;

/** A k3 product. */
export type K3Product = (typeof K3_PRODUCTS)[number];

const DICE = 3;
const FACES: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Rolls of three dice (of 216) per sum 3–18, counted by hand; Σ = 216. */
export const K3_SUM_ROLLS: Readonly<Record<number, number>> = {
  3: 1,
  4: 3,
  5: 6,
  6: 10,
  7: 15,
  8: 21,
  9: 25,
  10: 27,
  11: 27,
  12: 25,
  13: 21,
  14: 15,
  15: 10,
  16: 6,
  17: 3,
  18: 1,
};

const diceSum = (result: readonly number[]): number => result[0]! + result[1]! + result[2]!;
const isTriple = (result: readonly number[]): boolean => result[0] === result[1] && result[1] === result[2];
const showing = (result: readonly number[], face: number): number =>
  (result[0] === face ? 1 : 0) + (result[1] === face ? 1 : 0) + (result[2] === face ? 1 : 0);
const setSize = (sets: readonly PickSet[]): number => sets[0]!.length;

const sumValue: FastProductRules = {
  positions: 1,
  picks: Array.from({ length: 14 }, (_, index) => index + 4),
  ratedByOption: true,
  betCount: setSize,
  probability: (option) => fraction(K3_SUM_ROLLS[Number(option)] ?? 0, 216),
  hits: (sets, result) => (sets[0]!.includes(diceSum(result)) ? 1 : 0),
  sample: '10',
};

const sumBigSmallOddEven: FastProductRules = {
  positions: 1,
  picks: ['big', 'small', 'odd', 'even'],
  ratedByOption: true,
  betCount: setSize,
  probability: (option) => (option === 'big' || option === 'small' ? fraction(105, 216) : fraction(1, 2)),
  hits: (sets, result) => {
    const total = diceSum(result);
    const triple = isTriple(result);
    let hits = 0;
    for (const option of sets[0]!) {
      if (
        (option === 'big' && !triple && total >= 11) ||
        (option === 'small' && !triple && total <= 10) ||
        (option === 'odd' && total % 2 === 1) ||
        (option === 'even' && total % 2 === 0)
      ) {
        hits += 1;
      }
    }
    return hits;
  },
  sample: 'big',
};

const tripleAny: FastProductRules = {
  positions: 1,
  picks: ['any'],
  betCount: setSize,
  probability: () => fraction(6, 216),
  hits: (sets, result) => (isTriple(result) ? setSize(sets) : 0),
  sample: 'any',
};

const tripleSpecific: FastProductRules = {
  positions: 1,
  picks: FACES,
  betCount: setSize,
  probability: () => fraction(1, 216),
  hits: (sets, result) => (isTriple(result) && sets[0]!.includes(result[0]!) ? 1 : 0),
  sample: '6',
};

const pairSpecific: FastProductRules = {
  positions: 1,
  picks: FACES,
  betCount: setSize,
  probability: () => fraction(16, 216),
  hits: (sets, result) => {
    let hits = 0;
    for (const face of sets[0]!) if (showing(result, Number(face)) >= 2) hits += 1;
    return hits;
  },
  sample: '2',
};

const singleFace: FastProductRules = {
  positions: 1,
  picks: FACES,
  betCount: setSize,
  probability: () => fraction(1, 2),
  hits: (sets, result) => {
    let hits = 0;
    for (const face of sets[0]!) hits += showing(result, Number(face));
    return hits;
  },
  winningBets: (sets, result) => {
    let bets = 0;
    for (const face of sets[0]!) if (showing(result, Number(face)) > 0) bets += 1;
    return bets;
  },
  sample: '3',
};

/** k3's rules for `fast.ts`. */
export const K3_RULES: FastGameRules<K3Product> = {
  length: DICE,
  numbers: FACES,
  distinct: false,
  products: {
    sum_value: sumValue,
    sum_big_small_odd_even: sumBigSmallOddEven,
    triple_any: tripleAny,
    triple_specific: tripleSpecific,
    pair_specific: pairSpecific,
    single_face: singleFace,
  },
  draw: (stream: RandomStream) => {
    const result: number[] = [];
    for (let die = 0; die < DICE; die++) result.push(stream.nextInt(6) + 1);
    return result;
  },
  forEachResult: (visit) => {
    const result = [1, 1, 1];
    for (const first of FACES) {
      for (const second of FACES) {
        for (const third of FACES) {
          result[0] = first;
          result[1] = second;
          result[2] = third;
          visit(result);
        }
      }
    }
  },
};
