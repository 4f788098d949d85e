/**
 * European roulette (issue 21, docs/live-tables-maths.md): one zero, 37 pockets. A spin is
 * `ROULETTE_WHEEL[nextInt(37)]` of the round's provably-fair stream: the stream picks a pocket by its
 * place on the wheel, clockwise from the zero, so the same draw tells the wheel where to stop.
 *
 * The layout has 0 at the head and 1–36 in 12 rows of three (row r holds 3r − 2, 3r − 1, 3r; the
 * columns are 1, 4, … 34 / 2, 5, … 35 / 3, 6, … 36). A bet covering k numbers pays 36 / k − 1 to 1:
 * - inside: `straight:n` 35; `split:a-b` 17 (two numbers sharing an edge, 0-1, 0-2 and 0-3
 *   included); `street:a-b-c` 11 (a row, or the trios 0-1-2 and 0-2-3); `corner:a-b-c-d` 8 (four
 *   numbers meeting at a corner); `first-four` 8 (0-1-2-3); `six-line:a-…-f` 5 (two adjacent rows);
 * - outside: `red`, `black`, `odd`, `even`, `low` (1–18), `high` (19–36) 1:1; `dozen:1|2|3`
 *   (1–12, 13–24, 25–36) and `column:1|2|3` 2:1. The zero loses every outside bet (no la partage).
 * So every bet returns 36/37 of its stake on average: a house edge of exactly 1/37 on each.
 * Inside spots list their numbers separated by `-`, in any order; any other shape is refused.
 */
import { EngineInputError } from '../engine.ts';
import type { RandomStream, Seeds } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import {
  edgeOver,
  type HouseEdgeTable,
  houseEdge,
  type Rational,
  type SettledBet,
  settleWith,
  type TableBet,
  type Weighted,
  win,
  ZERO,
} from './bets.ts';

/** The pockets clockwise from the zero, as on a European wheel. */
export const ROULETTE_WHEEL: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
const RED = new Set(RED_NUMBERS);

export type RouletteColor = 'green' | 'red' | 'black';
export const rouletteColor = (n: number): RouletteColor => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

export type RouletteSpin = {
  /** The pocket's place on the wheel, 0–36 clockwise from the zero. */
  wheelIndex: number;
  number: number;
  color: RouletteColor;
};

/** The spin whose pocket is `wheelIndex` places clockwise from the zero. */
export const rouletteSpinAt = (wheelIndex: number): RouletteSpin => {
  const number = ROULETTE_WHEEL[wheelIndex];
  if (!Number.isInteger(wheelIndex) || number === undefined)
    throw new RangeError(`bad wheel index ${wheelIndex}`);
  return { wheelIndex, number, color: rouletteColor(number) };
};

/** Draws a spin: the pocket `nextInt(37)` places clockwise from the zero. */
export const spinRoulette = (stream: RandomStream): RouletteSpin => rouletteSpinAt(stream.nextInt(37));

/** The spin of a set of seeds, as the table and the browser's verifier both draw it. */
export const spinRouletteFromSeeds = (seeds: Seeds): RouletteSpin =>
  spinRoulette(createVerifierStream(seeds));

export const ROULETTE_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'first-four',
  'six-line',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const;
export type RouletteKind = (typeof ROULETTE_KINDS)[number];

/** What each kind of bet pays, to 1. */
export const ROULETTE_ODDS: Readonly<Record<RouletteKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  'first-four': 8,
  'six-line': 5,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

/** A parsed bet: its kind and the numbers it covers, ascending. */
export type RouletteBet = { kind: RouletteKind; numbers: readonly number[] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** The numbers 1–36 where `keep` holds. */
const numbersWhere = (keep: (n: number) => boolean) => range(1, 36).filter(keep);

/** Every legal inside shape per kind, as its ascending key (`0-1-2`), built from the layout. */
const INSIDE_SHAPES: ReadonlyMap<RouletteKind, ReadonlySet<string>> = (() => {
  const straight = range(0, 36).map((n) => [n]);
  const split = [
    [0, 1],
    [0, 2],
    [0, 3],
    ...numbersWhere((n) => n % 3 !== 0).map((n) => [n, n + 1]),
    ...numbersWhere((n) => n <= 33).map((n) => [n, n + 3]),
  ];
  const rows = range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
  const street = [[0, 1, 2], [0, 2, 3], ...rows];
  const corner = numbersWhere((n) => n % 3 !== 0 && n <= 32).map((n) => [n, n + 1, n + 3, n + 4]);
  const sixLine = range(0, 10).map((r) => [...rows[r]!, ...rows[r + 1]!]);
  const shapes = (list: number[][]) => new Set(list.map(key));
  return new Map<RouletteKind, ReadonlySet<string>>([
    ['straight', shapes(straight)],
    ['split', shapes(split)],
    ['street', shapes(street)],
    ['corner', shapes(corner)],
    ['six-line', shapes(sixLine)],
  ]);
})();

/** The spots named without numbers: the outside bets and the first four. */
const FIXED_SPOTS: ReadonlyMap<string, readonly number[]> = new Map(
  Object.entries({
    red: RED_NUMBERS,
    black: numbersWhere((n) => !RED.has(n)),
    odd: numbersWhere((n) => n % 2 === 1),
    even: numbersWhere((n) => n % 2 === 0),
    low: range(1, 18),
    high: range(19, 36),
    'dozen:1': range(1, 12),
    'dozen:2': range(13, 24),
    'dozen:3': range(25, 36),
    'column:1': numbersWhere((n) => n % 3 === 1),
    'column:2': numbersWhere((n) => n % 3 === 2),
    'column:3': numbersWhere((n) => n % 3 === 0),
    'first-four': [0, 1, 2, 3],
  }),
);

const NUMBER = /^(0|[1-9]\d?)$/;

/**
 * The bet a spot names. Refuses with EngineInputError: `unknown_spot` for a kind the table does not
 * have, `bad_bet_shape` for numbers that are not a legal shape of their kind (a split of numbers that
 * do not share an edge, a corner that is not a square, a repeated number, …).
 */
export const parseRouletteSpot = (spot: string): RouletteBet => {
  const fixed = FIXED_SPOTS.get(spot);
  if (fixed) return { kind: spot.split(':')[0] as RouletteKind, numbers: fixed };
  const [kind, list, ...rest] = spot.split(':');
  const shapes = INSIDE_SHAPES.get(kind as RouletteKind);
  if (!shapes) throw new EngineInputError('unknown_spot', spot);
  const parts = (list ?? '').split('-');
  if (rest.length > 0 || !parts.every((part) => NUMBER.test(part)))
    throw new EngineInputError('bad_bet_shape', spot);
  const numbers = parts.map(Number).sort((a, b) => a - b);
  if (!shapes.has(key(numbers))) throw new EngineInputError('bad_bet_shape', spot);
  return { kind: kind as RouletteKind, numbers };
};

/** A spot's canonical spelling, numbers ascending (`split:20-17` → `split:17-20`): one key per bet. */
export const canonicalRouletteSpot = (spot: string): string => {
  const bet = parseRouletteSpot(spot);
  return FIXED_SPOTS.has(spot) ? spot : `${bet.kind}:${bet.numbers.join('-')}`;
};

/** Every legal spot in its canonical spelling (numbers ascending): 157 of them. */
export const ROULETTE_SPOTS: readonly string[] = [
  ...[...INSIDE_SHAPES].flatMap(([kind, shapes]) => [...shapes].map((shape) => `${kind}:${shape}`)),
  ...FIXED_SPOTS.keys(),
];

/** What one unit staked on `bet` returns on `spin`, stake included. */
export const rouletteFactor = (spin: RouletteSpin, bet: RouletteBet): Rational =>
  bet.numbers.includes(spin.number) ? win(ROULETTE_ODDS[bet.kind]) : ZERO;

/** Settles a spin's bets: stake × factor minor units, stake included (every roulette factor is whole). */
export const settleRoulette = (spin: RouletteSpin, bets: readonly TableBet[]): SettledBet[] =>
  settleWith(bets, parseRouletteSpot, (spot) => rouletteFactor(spin, parseRouletteSpot(spot)));

/** The 37 pockets, each of weight 1. */
export const enumerateRoulette = (): Weighted<RouletteSpin>[] =>
  ROULETTE_WHEEL.map((_, wheelIndex) => ({ outcome: rouletteSpinAt(wheelIndex), weight: 1n }));

/** The exact house edge of a spot, over the 37 pockets. */
export const rouletteEdge = (spot: string): Rational => {
  const bet = parseRouletteSpot(spot);
  return edgeOver(enumerateRoulette(), (spin) => rouletteFactor(spin, bet));
};

/**
 * The lobby's table, one row per kind of bet (`dozen`, not `dozen:1`), each the edge of a
 * representative spot; the tests check every one of the 157 spots has it.
 */
export const ROULETTE_HOUSE_EDGES: HouseEdgeTable = Object.fromEntries(
  ROULETTE_KINDS.map((kind) => {
    const spot = ROULETTE_SPOTS.find((s) => s === kind || s.startsWith(`${kind}:`))!;
    return [kind, houseEdge(rouletteEdge(spot))];
  }),
);
