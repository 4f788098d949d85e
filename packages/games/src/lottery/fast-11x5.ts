/**
 * Fast lottery, 11x5 (11选5): five distinct numbers drawn in order from 1–11; 11 · 10 · 9 · 8 · 7 =
 * 55,440 equally likely ordered draws (C(11, 5) = 462 sets). The public API is `fast.ts`; this file
 * holds the game's rules.
 *
 * Products (a bet's exact win probability p, its rate G / (2000 · p), see `fast.ts`):
 * - `any_1` … `any_8` (任选 n): pick n numbers. Picking k ≥ n numbers is C(k, n) bets, one per
 *   n-subset. For n ≤ 5 a bet wins when all its n numbers are among the five drawn:
 *   p = C(11 − n, 5 − n) / 462 (the other 5 − n drawn from the 11 − n not picked). For n ≥ 6 a bet
 *   wins when the five drawn are all among its n: p = C(n, 5) / 462. With k picks of which m are
 *   drawn, the winning bets are C(m, n) (n ≤ 5), or C(k − 5, n − 5) when m = 5 (n ≥ 6).
 * - `first3_straight` (前三直选): the first three drawn, in order. Three position sets
 *   ("1,2|3|4"); a bet is a combination of three different numbers, one per set. p = 1/990.
 * - `first3_group` (前三组选): the first three in any order; k ≥ 3 picks are C(k, 3) bets.
 *   p = 3!/990 = 1/165.
 * - `first2_straight`, `first2_group`: the same for the first two: p = 1/110 and 2/110 = 1/55.
 *
 * Draw (partial Fisher–Yates): the balls 1–11 in order; for i = 0 to 4, j = i + nextInt(11 − i) and
 * swap the balls at i and j — five draws, bounds 11, 10, 9, 8, 7. The first five balls, in that
 * order, are the result.
 */
import type { RandomStream } from '../random-stream.ts';
import type { FastGameRules, FastProductRules, PickSets } from './fast.ts';
import { fraction } from './types.ts';

/** The 11x5 products, in lobby order. */
export const ELEVEN_FIVE_PRODUCTS = [
  'any_1',
  'any_2',
  'any_3',
  'any_4',
  'any_5',
  'any_6',
  'any_7',
  'any_8',
  'first3_straight',
  'first3_group',
  'first2_straight',
  'first2_group',
] as const;

/** An 11x5 product. */
export type ElevenFiveProduct = (typeof ELEVEN_FIVE_PRODUCTS)[number];

const BALLS = 11;
const DRAWN = 5;
const NUMBERS: readonly number[] = Array.from({ length: BALLS }, (_, index) => index + 1);
const SETS = 462;

/** C(n, k), 0 when k > n. */
const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let index = 1; index <= k; index++) value = (value * (n - k + index)) / index;
  return value;
};

/** How many of the picks are among the first `count` numbers of the result. */
const matches = (picks: readonly unknown[], result: readonly number[], count: number): number => {
  let found = 0;
  for (let index = 0; index < count; index++) if (picks.includes(result[index])) found += 1;
  return found;
};

const anyN = (n: number): FastProductRules => ({
  positions: 1,
  picks: NUMBERS,
  minPicks: n,
  betCount: (sets) => choose(sets[0]!.length, n),
  probability: () => fraction(n <= DRAWN ? choose(BALLS - n, DRAWN - n) : choose(n, DRAWN), SETS),
  hits: (sets, result) => {
    const picks = sets[0]!;
    const found = matches(picks, result, DRAWN);
    if (n <= DRAWN) return choose(found, n);
    return found === DRAWN ? choose(picks.length - DRAWN, n - DRAWN) : 0;
  },
  sample: NUMBERS.slice(0, n).join(' '),
});

/** Bets of a straight: the ways to take one number per set, all different. */
const straightCount = (sets: PickSets, depth = 0, taken: readonly number[] = []): number => {
  if (depth === sets.length) return 1;
  let count = 0;
  for (const pick of sets[depth]!) {
    const number = Number(pick);
    if (!taken.includes(number)) count += straightCount(sets, depth + 1, [...taken, number]);
  }
  return count;
};

const straight = (size: number, p: number): FastProductRules => ({
  positions: size,
  picks: NUMBERS,
  betCount: (sets) => straightCount(sets),
  probability: () => fraction(1, p),
  hits: (sets, result) => (sets.every((set, index) => set.includes(result[index]!)) ? 1 : 0),
  sample: NUMBERS.slice(0, size).join('|'),
});

const group = (size: number, p: number): FastProductRules => ({
  positions: 1,
  picks: NUMBERS,
  minPicks: size,
  betCount: (sets) => choose(sets[0]!.length, size),
  probability: () => fraction(1, p),
  hits: (sets, result) => (matches(sets[0]!, result, size) === size ? 1 : 0),
  sample: NUMBERS.slice(0, size).join(' '),
});

/** 11x5's rules for `fast.ts`. */
export const ELEVEN_FIVE_RULES: FastGameRules<ElevenFiveProduct> = {
  length: DRAWN,
  numbers: NUMBERS,
  distinct: true,
  products: {
    any_1: anyN(1),
    any_2: anyN(2),
    any_3: anyN(3),
    any_4: anyN(4),
    any_5: anyN(5),
    any_6: anyN(6),
    any_7: anyN(7),
    any_8: anyN(8),
    first3_straight: straight(3, 990),
    first3_group: group(3, 165),
    first2_straight: straight(2, 110),
    first2_group: group(2, 55),
  },
  draw: (stream: RandomStream) => {
    const balls = [...NUMBERS];
    for (let index = 0; index < DRAWN; index++) {
      const swap = index + stream.nextInt(BALLS - index);
      [balls[index], balls[swap]] = [balls[swap]!, balls[index]!];
    }
    return balls.slice(0, DRAWN);
  },
  forEachResult: (visit) => {
    const result = new Array<number>(DRAWN).fill(0);
    const used = new Array<boolean>(BALLS + 1).fill(false);
    const place = (depth: number): void => {
      if (depth === DRAWN) {
        visit(result);
        return;
      }
      for (const ball of NUMBERS) {
        if (used[ball]) continue;
        used[ball] = true;
        result[depth] = ball;
        place(depth + 1);
        used[ball] = false;
      }
    };
    place(0);
  },
};
