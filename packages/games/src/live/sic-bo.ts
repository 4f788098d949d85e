/**
 * Sic bo (issue 21, docs/live-tables-maths.md): three dice, each `nextInt(6) + 1` of the round's
 * provably-fair stream, die 1 first; the 6³ = 216 ordered rolls are equally likely, and every edge
 * below is counted over all of them.
 *
 * Spots and what they pay (to 1):
 * - `small` (total 4–10) and `big` (11–17), 1:1; both lose on any triple.
 * - `odd` and `even` (of the total), 1:1; both lose on any triple.
 * - `total:4` … `total:17`: 4 and 17 pay 60, 5 and 16 30, 6 and 15 17, 7 and 14 12, 8 and 13 8,
 *   9, 10, 11 and 12 6. (3 and 18 are only triples: bet them as a specific triple.)
 * - `triple:n` (all three show n) 180; `any-triple` 30.
 * - `double:n` (at least two dice show n) 10.
 * - `combo:a-b`, a < b (both faces appear, on any two dice) 6.
 * - `single:n`: 1 if one die shows n, 2 if two do, 3 if all three do.
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

export type Die = 1 | 2 | 3 | 4 | 5 | 6;
export type SicBoRoll = {
  /** The dice in the order drawn. */
  dice: [Die, Die, Die];
  total: number;
  triple: boolean;
};

/** What each total 4–17 pays, to 1. */
export const SIC_BO_TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

export const SIC_BO_ODDS = { even: 1, triple: 180, anyTriple: 30, double: 10, combo: 6 } as const;

const FACES: readonly Die[] = [1, 2, 3, 4, 5, 6];

/** Every spot of the table, in layout order (52). */
export const SIC_BO_SPOTS: readonly string[] = [
  'small',
  'big',
  'odd',
  'even',
  ...Object.keys(SIC_BO_TOTAL_ODDS).map((total) => `total:${total}`),
  ...FACES.map((n) => `triple:${n}`),
  'any-triple',
  ...FACES.map((n) => `double:${n}`),
  ...FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `combo:${a}-${b}`)),
  ...FACES.map((n) => `single:${n}`),
];

const SPOT_SET = new Set(SIC_BO_SPOTS);

/** Refuses (EngineInputError `unknown_spot`) a spot the table does not have, `combo:2-1` included. */
export const checkSicBoSpot = (spot: string): string => {
  if (!SPOT_SET.has(spot)) throw new EngineInputError('unknown_spot', spot);
  return spot;
};

/** The roll of three dice. */
export const sicBoRoll = (dice: readonly [number, number, number]): SicBoRoll => {
  for (const die of dice)
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`bad die ${die}`);
  const [a, b, c] = dice as [Die, Die, Die];
  return { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
};

/** Draws a round's three dice: `nextInt(6) + 1` three times. */
export const rollSicBo = (stream: RandomStream): SicBoRoll =>
  sicBoRoll([stream.nextInt(6) + 1, stream.nextInt(6) + 1, stream.nextInt(6) + 1]);

/** The round of a set of seeds, as the table and the browser's verifier both draw it. */
export const rollSicBoFromSeeds = (seeds: Seeds): SicBoRoll => rollSicBo(createVerifierStream(seeds));

const showing = (roll: SicBoRoll, face: number) => roll.dice.filter((die) => die === face).length;

/** What one unit staked on `spot` returns on `roll`, stake included (0 when it loses). */
export const sicBoFactor = (roll: SicBoRoll, spot: string): Rational => {
  const [kind, arg = ''] = checkSicBoSpot(spot).split(':');
  const wins = (odds: number, won: boolean) => (won ? win(odds) : ZERO);
  switch (kind) {
    case 'small':
      return wins(1, !roll.triple && roll.total <= 10);
    case 'big':
      return wins(1, !roll.triple && roll.total >= 11);
    case 'odd':
      return wins(1, !roll.triple && roll.total % 2 === 1);
    case 'even':
      return wins(1, !roll.triple && roll.total % 2 === 0);
    case 'total':
      return wins(SIC_BO_TOTAL_ODDS[Number(arg)]!, roll.total === Number(arg));
    case 'triple':
      return wins(SIC_BO_ODDS.triple, roll.triple && roll.dice[0] === Number(arg));
    case 'any-triple':
      return wins(SIC_BO_ODDS.anyTriple, roll.triple);
    case 'double':
      return wins(SIC_BO_ODDS.double, showing(roll, Number(arg)) >= 2);
    case 'combo': {
      const [a, b] = arg.split('-').map(Number);
      return wins(SIC_BO_ODDS.combo, showing(roll, a!) > 0 && showing(roll, b!) > 0);
    }
    case 'single': {
      const count = showing(roll, Number(arg));
      return count > 0 ? win(count) : ZERO;
    }
    default:
      throw new EngineInputError('unknown_spot', spot);
  }
};

/** Settles a round's bets: stake × factor minor units, stake included (every sic bo factor is whole). */
export const settleSicBo = (roll: SicBoRoll, bets: readonly TableBet[]): SettledBet[] =>
  settleWith(bets, checkSicBoSpot, (spot) => sicBoFactor(roll, spot));

/** The 216 ordered rolls, each of weight 1. */
export const enumerateSicBo = (): Weighted<SicBoRoll>[] =>
  FACES.flatMap((a) =>
    FACES.flatMap((b) => FACES.map((c) => ({ outcome: sicBoRoll([a, b, c]), weight: 1n }))),
  );

/**
 * The exact house edge of every spot, over the 216 rolls. Spots that differ only by their face
 * (`triple:1` … `triple:6`) or mirror each other (`total:4` and `total:17`) have equal edges; the
 * table lists every spot.
 */
export const SIC_BO_HOUSE_EDGES: HouseEdgeTable = (() => {
  const rolls = enumerateSicBo();
  return Object.fromEntries(
    SIC_BO_SPOTS.map((spot) => [spot, houseEdge(edgeOver(rolls, (roll) => sicBoFactor(roll, spot)))]),
  );
})();
