/**
 * Fast lottery games (issue 20): the in-house games drawn every minute or so — `ssc` (five digits,
 * 时时彩 style), `pk10` (a 10-car race), `k3` (three dice) and `11x5` (five of eleven). Each game's
 * rules, products and exact probabilities are in its own file (`fast-ssc.ts`, `fast-pk10.ts`,
 * `fast-k3.ts`, `fast-11x5.ts`); this file is the one API over all four.
 *
 * Draw: `drawFast(game, stream)` sees only the game and the provably-fair stream, never a bet:
 * ssc five `nextInt(10)`; pk10 a Fisher–Yates shuffle of the cars (bounds 10, 9, …, 2); k3 three
 * `nextInt(6) + 1`; 11x5 a partial Fisher–Yates of the balls (bounds 11, 10, 9, 8, 7). A result is
 * an array of numbers in draw order: ssc positions 1–5, pk10 the finishing order (cars), k3 the
 * dice, 11x5 the balls in the order drawn. `validateFastResult` checks one from a replay or a feed.
 *
 * Selection input (`parseFastSelection`): picks are separated by commas or spaces; positional
 * products take one set per position separated by '|' ("1,2|3|4|5|6"), and the 定位胆-style ones
 * may leave a position empty ("7||||"). Numbers are written plainly ("7", "07"); options are words
 * (big, small, odd, even, dragon, tiger, tie, any; any case). The canonical selection keeps each set
 * sorted (numbers ascending, options in the product's order) and `formatFastSelection` writes it
 * back. Refusals are `LotteryInputError`s on field `selection`: `empty_selection`, `bad_number` (not
 * a number, or out of range), `bad_option` (a word the product does not know), `duplicate_number`
 * (a pick twice in one set, options included), `wrong_count` (wrong number of positions, a
 * straight's position left empty, fewer picks than the product needs, no bet at all — "1|1" for a
 * first-two straight), `too_many_numbers` (input over 1000 characters); an unknown game or product
 * is `unknown_game` / `unknown_product` on fields `game` / `product`.
 *
 * Prize groups and rates: the market prices every product by one prize group G (1700–1960, default
 * 1900; per prize mode `PRIZE_MODE_PRIZE_GROUPS`, an operator-configurable default). A 2-unit bet
 * that wins with probability p pays G / (1000 · p), so one unit staked returns per hit
 *
 *   rate = G / (2000 · p)        and every product's RTP is exactly G / 2000 (95 % at 1900).
 *
 * p is the exact chance one bet wins — a tie that beats dragon and tiger is a loss for them, a triple
 * loses k3 big/small — or, for the multi-hit k3 `single_face`, the expected hits per bet. Products
 * whose options differ in p (ssc dragon/tiger vs tie, pk10 top-two sums, k3 sums, k3 big/small vs
 * odd/even) give each option its own rate; `fastRate` is exact, from the exact p.
 *
 * Settlement: `settleFast` counts the hits of a line's bets against the result and returns them per
 * rate — the `wins` for `ticketReturn` (types.ts), which floors once. The cost is
 * `ticketCost(fastBetCount(...), unitStake, multiplier)`.
 *
 * RTP: `fastProductRtp` does not use p. It settles the selection against every equally likely result
 * (ssc all 10^5, k3 all 216, 11x5 all 55,440 ordered draws; pk10 every ordered tuple of cars at the
 * positions the selection reads, see `fast-pk10.ts`) and averages the return per bet staked, so
 * "the RTP is G/2000" checks the probabilities against the settlement rules. Each selection's
 * enumeration is done once and cached (per prize group only the rates change).
 *
 * History: `digitFrequency` and `missingStreaks` (hot/cold, 遗漏) and `missingTrend` (the trend
 * chart's rows) read results oldest first.
 */
import type { RandomStream } from '../random-stream.ts';
import { ELEVEN_FIVE_PRODUCTS, ELEVEN_FIVE_RULES, type ElevenFiveProduct } from './fast-11x5.ts';
import { K3_PRODUCTS, K3_RULES, type K3Product } from './fast-k3.ts';
import { PK10_PRODUCTS, PK10_RULES, type Pk10Product } from './fast-pk10.ts';
import { SSC_PRODUCTS, SSC_RULES, type SscProduct } from './fast-ssc.ts';
import { addFractions, type Fraction, fraction, LotteryInputError, multiplyFractions } from './types.ts';

// ——— Games, products and picks ———

/** A fast lottery game. */
export type FastGame = 'ssc' | 'pk10' | 'k3' | '11x5';

/** Every fast game. */
export const FAST_GAMES: readonly FastGame[] = ['ssc', 'pk10', 'k3', '11x5'];

type ProductOf = { ssc: SscProduct; pk10: Pk10Product; k3: K3Product; '11x5': ElevenFiveProduct };

/** A product of game G (all fast products when G is not narrowed). */
export type FastProduct<G extends FastGame = FastGame> = ProductOf[G];

/** Each game's products, in lobby order. */
export const FAST_PRODUCTS: { readonly [G in FastGame]: readonly FastProduct<G>[] } = {
  ssc: SSC_PRODUCTS,
  pk10: PK10_PRODUCTS,
  k3: K3_PRODUCTS,
  '11x5': ELEVEN_FIVE_PRODUCTS,
};

/** Big / small / odd / even options (what is big depends on the game and product). */
export type BigSmallOddEven = 'big' | 'small' | 'odd' | 'even';

/** One pick: a number (digit, car, face, sum, ball) or a named option. */
export type FastPick = number | BigSmallOddEven | 'dragon' | 'tiger' | 'tie' | 'any';

/** One set of picks (a position's, or the whole selection's). */
export type PickSet = readonly FastPick[];

/** A selection's sets: one per position for positional products, else exactly one. */
export type PickSets = readonly PickSet[];

/**
 * One product's rules, as a game file declares them (`fast-ssc.ts`, …). `fast.ts` does the parsing,
 * checks and money; the rules only say what a pick is, how many bets, what p is and what hits.
 */
export type FastProductRules = {
  /** How many sets: positions for positional products ('|' in the input), else 1. */
  readonly positions: number;
  /** What a set may hold, in canonical order. */
  readonly picks: readonly FastPick[];
  /** A position may be left empty (定位胆 style); a straight needs every position. */
  readonly emptyPositions?: boolean;
  /** Fewest picks in the set (any_n: n; a group: its size). */
  readonly minPicks?: number;
  /** Each option has its own p and rate (single-set products only). */
  readonly ratedByOption?: boolean;
  /** Bets in the (well-formed) sets. */
  readonly betCount: (sets: PickSets) => number;
  /** p of one bet on `option` (the option matters only when `ratedByOption`); expected hits if multi-hit. */
  readonly probability: (option: FastPick | undefined) => Fraction;
  /** Σ hits of the selection's bets against the result. */
  readonly hits: (sets: PickSets, result: readonly number[]) => number;
  /** Winning bets, when it differs from the hits (multi-hit). */
  readonly winningBets?: (sets: PickSets, result: readonly number[]) => number;
  /** The result positions the selection reads (pk10's partial enumeration). */
  readonly reads?: (sets: PickSets) => readonly number[];
  /** A representative one-bet input (`fastProductRtp`'s default). */
  readonly sample: string;
};

/** One game's rules, as its file declares them. */
export type FastGameRules<P extends string> = {
  /** Numbers in a result. */
  readonly length: number;
  /** The values a result number may take, ascending. */
  readonly numbers: readonly number[];
  /** A result's numbers are all different (pk10, 11x5). */
  readonly distinct: boolean;
  /** Every product's rules. */
  readonly products: { readonly [K in P]: FastProductRules };
  /** The draw, from the stream alone. */
  readonly draw: (stream: RandomStream) => number[];
  /**
   * Visits every equally likely result once, through one reused array (copy it to keep it). pk10
   * visits the ordered tuples at the positions `reads` names, the other cars in ascending order.
   */
  readonly forEachResult: (visit: (result: readonly number[]) => void, reads?: readonly number[]) => void;
};

type AnyRules = {
  readonly length: number;
  readonly numbers: readonly number[];
  readonly distinct: boolean;
  readonly products: Readonly<Record<string, FastProductRules>>;
  readonly draw: (stream: RandomStream) => number[];
  readonly forEachResult: (visit: (result: readonly number[]) => void, reads?: readonly number[]) => void;
};

const RULES: Readonly<Record<FastGame, AnyRules>> = {
  ssc: SSC_RULES,
  pk10: PK10_RULES,
  k3: K3_RULES,
  '11x5': ELEVEN_FIVE_RULES,
};

const gameRules = (game: FastGame): AnyRules => {
  if (typeof game !== 'string' || !Object.hasOwn(RULES, game)) {
    throw new LotteryInputError('unknown_game', 'game', `unknown fast game ${String(game)}`);
  }
  return RULES[game];
};

/** A product's rules (its positions, picks, fewest picks), for the lottery page's pick inputs. */
export const fastProductRules = (game: FastGame, product: string): FastProductRules => {
  const { products } = gameRules(game);
  if (typeof product !== 'string' || !Object.hasOwn(products, product)) {
    throw new LotteryInputError('unknown_product', 'product', `unknown ${game} product ${String(product)}`);
  }
  return products[product]!;
};

/** The picks a set of the product may hold, in canonical order (digits 0–9, 'big', …, sums 3–19). */
export const fastPicks = <G extends FastGame>(game: G, product: FastProduct<G>): readonly FastPick[] =>
  fastProductRules(game, product).picks;

/** How many sets a selection of the product has: its positions, or 1. */
export const fastPositions = <G extends FastGame>(game: G, product: FastProduct<G>): number =>
  fastProductRules(game, product).positions;

/** The values a result number of the game may take (ssc 0–9, pk10 1–10, k3 1–6, 11x5 1–11). */
export const fastNumbers = (game: FastGame): readonly number[] => gameRules(game).numbers;

// ——— Prize groups and rates ———

/** The lowest prize group a market may set. */
export const PRIZE_GROUP_MIN = 1700;
/** The highest prize group a market may set (98 % RTP). */
export const PRIZE_GROUP_MAX = 1960;
/** The prize group when nothing else is configured (95 % RTP). */
export const PRIZE_GROUP_DEFAULT = 1900;

/** The spec's prize modes. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/**
 * The default prize group per prize mode. An operator-configurable default: a market may store its
 * own group (within PRIZE_GROUP_MIN–MAX); these are what a new market starts with.
 */
export const PRIZE_MODE_PRIZE_GROUPS: Readonly<Record<PrizeMode, number>> = Object.freeze({
  LOTT: 1900,
  ZY: 1950,
  ELOTT: 1920,
  SEA: 1900,
});

const checkPrizeGroup = (prizeGroup: number): bigint => {
  if (!Number.isInteger(prizeGroup) || prizeGroup < PRIZE_GROUP_MIN || prizeGroup > PRIZE_GROUP_MAX) {
    throw new RangeError(`bad prize group ${String(prizeGroup)}: ${PRIZE_GROUP_MIN}–${PRIZE_GROUP_MAX}`);
  }
  return BigInt(prizeGroup);
};

const checkOption = (rules: FastProductRules, option: FastPick | undefined): void => {
  if (option === undefined ? rules.ratedByOption : !rules.picks.includes(option)) {
    throw new RangeError(`bad option ${String(option)}`);
  }
};

/**
 * The exact chance one bet on the product wins (expected hits for k3 single_face). `option` is the
 * pick (a sum, 'tie', …): required where options differ in chance, else optional and only checked.
 */
export const fastWinProbability = <G extends FastGame>(
  game: G,
  product: FastProduct<G>,
  option?: FastPick,
): Fraction => {
  const rules = fastProductRules(game, product);
  checkOption(rules, option);
  return rules.probability(option);
};

const rateOf = (rules: FastProductRules, option: FastPick | undefined, group: bigint): Fraction => {
  const p = rules.probability(option);
  return fraction(group * p.den, 2000n * p.num);
};

/**
 * What one unit staked returns per hit, exactly: G / (2000 · p). `option` as for
 * `fastWinProbability`. At G = 1900: ssc five_straight 95000, position_digit 9.5, dragon 19/9, tie
 * 9.5; k3 single_face 1.9 per die.
 */
export const fastRate = <G extends FastGame>(
  game: G,
  product: FastProduct<G>,
  option: FastPick | undefined,
  prizeGroup: number,
): Fraction => {
  const rules = fastProductRules(game, product);
  checkOption(rules, option);
  return rateOf(rules, option, checkPrizeGroup(prizeGroup));
};

// ——— Selections ———

/** A member's picks for one product, canonical: every set sorted, no duplicates. */
export type FastSelection = {
  readonly game: FastGame;
  readonly product: FastProduct;
  readonly sets: PickSets;
};

const MAX_INPUT = 1000;

const selectionError = (reason: string, message = reason): LotteryInputError =>
  new LotteryInputError(reason, 'selection', `selection: ${message}`);

const NUMBER_TOKEN = /^[0-9]{1,2}$/;

const readPick = (picks: readonly FastPick[], token: string): FastPick => {
  if (typeof picks[0] === 'number') {
    const value = Number(token);
    if (!NUMBER_TOKEN.test(token) || !picks.includes(value)) throw selectionError('bad_number', `"${token}"`);
    return value;
  }
  const option = picks.find((pick) => pick === token.toLowerCase());
  if (option === undefined) throw selectionError('bad_option', `"${token}"`);
  return option;
};

/** Checks sets against the rules and sorts them; the shared half of parsing and re-checking. */
const canonicalSets = (rules: FastProductRules, sets: readonly (readonly unknown[])[]): PickSets => {
  if (sets.length !== rules.positions) throw selectionError('wrong_count', `${rules.positions} positions`);
  const canonical = sets.map((set) => {
    const seen = new Set<unknown>();
    for (const pick of set) {
      if (!rules.picks.includes(pick as FastPick)) {
        throw selectionError(typeof rules.picks[0] === 'number' ? 'bad_number' : 'bad_option', String(pick));
      }
      if (seen.has(pick)) throw selectionError('duplicate_number', `${String(pick)} twice`);
      seen.add(pick);
    }
    return rules.picks.filter((pick) => seen.has(pick));
  });
  if (canonical.every((set) => set.length === 0)) throw selectionError('empty_selection');
  if (!rules.emptyPositions && canonical.some((set) => set.length === 0)) {
    throw selectionError('wrong_count', 'every position needs a pick');
  }
  if (rules.minPicks !== undefined && canonical[0]!.length < rules.minPicks) {
    throw selectionError('wrong_count', `at least ${rules.minPicks} picks`);
  }
  if (rules.betCount(canonical) < 1) throw selectionError('wrong_count', 'no bet');
  return canonical;
};

/**
 * The member's input as a canonical selection ("1,2|3|4|5|6", "7||||", "big,odd", "01 02 03",
 * "any"). Refuses with a `LotteryInputError` (reasons in the header).
 */
export const parseFastSelection = <G extends FastGame>(
  game: G,
  product: FastProduct<G>,
  input: string,
): FastSelection => {
  const rules = fastProductRules(game, product);
  if (typeof input !== 'string' || input.replace(/[\s,|]/g, '') === '')
    throw selectionError('empty_selection');
  if (input.length > MAX_INPUT) throw selectionError('too_many_numbers');
  const sets = input.split('|').map((segment) =>
    segment
      .split(/[\s,]+/)
      .filter((token) => token !== '')
      .map((token) => readPick(rules.picks, token)),
  );
  return Object.freeze({ game, product, sets: canonicalSets(rules, sets) });
};

/** A selection as canonical input text, which `parseFastSelection` reads back to the same selection. */
export const formatFastSelection = (selection: FastSelection): string =>
  selection.sets.map((set) => set.join(',')).join('|');

/** A selection built elsewhere (stored, sent) checked against the game and product, canonical. */
const checkSelection = (game: FastGame, product: string, selection: FastSelection): PickSets => {
  const rules = fastProductRules(game, product);
  if (selection?.game !== game || selection.product !== product) {
    throw new RangeError(`selection is for ${String(selection?.game)} ${String(selection?.product)}`);
  }
  if (!Array.isArray(selection.sets) || !selection.sets.every((set) => Array.isArray(set))) {
    throw selectionError('wrong_count', 'sets');
  }
  return canonicalSets(rules, selection.sets);
};

/** How many bets the selection is: the slip's count × unit × multiplier = cost (`ticketCost`). */
export const fastBetCount = <G extends FastGame>(
  game: G,
  product: FastProduct<G>,
  selection: FastSelection,
): number => fastProductRules(game, product).betCount(checkSelection(game, product, selection));

// ——— Draw and results ———

/** A fast result: the numbers in draw order (ssc digits, pk10 finishing order, k3 dice, 11x5 balls). */
export type FastResult = readonly number[];

/**
 * The result from the provably-fair stream alone — never a bet. The order the stream is read
 * in is fixed (header): ssc 5 × nextInt(10); pk10 Fisher–Yates, nextInt(10), nextInt(9), …,
 * nextInt(2); k3 3 × nextInt(6) + 1; 11x5 partial Fisher–Yates, nextInt(11), …, nextInt(7).
 */
export const drawFast = (game: FastGame, stream: RandomStream): FastResult =>
  Object.freeze(gameRules(game).draw(stream));

const resultError = (reason: string, field = 'result'): LotteryInputError =>
  new LotteryInputError(reason, field, `${field}: ${reason}`);

/**
 * A result from a replay or a feed checked and copied: an array of the game's length (`wrong_count`),
 * each an integer in the game's range (`bad_number` on `result.<index>`), pk10 and 11x5 all
 * different (`duplicate_number`, so pk10's is a permutation); not an array is `bad_result`.
 */
export const validateFastResult = (game: FastGame, input: unknown): FastResult => {
  const rules = gameRules(game);
  if (!Array.isArray(input)) throw resultError('bad_result');
  if (input.length !== rules.length) throw resultError('wrong_count');
  const seen = new Set<number>();
  const result = input.map((value: unknown, index) => {
    if (typeof value !== 'number' || !rules.numbers.includes(value)) {
      throw resultError('bad_number', `result.${index}`);
    }
    if (rules.distinct && seen.has(value)) throw resultError('duplicate_number', `result.${index}`);
    seen.add(value);
    return value;
  });
  return Object.freeze(result);
};

// ——— Settlement ———

/** A settled line: its hits per rate (for `ticketReturn`) and how many of its bets won. */
export type FastSettlement = {
  readonly wins: { hits: number; rate: Fraction }[];
  readonly winningBets: number;
};

type AddHits = (option: FastPick | undefined, hits: number) => void;

/** The hits of a selection per rate option (undefined: the product's one rate). */
const tallyOf = (
  rules: FastProductRules,
  sets: PickSets,
): ((result: readonly number[], add: AddHits) => void) => {
  if (rules.ratedByOption) {
    const singles = sets[0]!.map((option) => ({ option, sets: [[option]] }));
    return (result, add) => {
      for (const single of singles) {
        const hits = rules.hits(single.sets, result);
        if (hits > 0) add(single.option, hits);
      }
    };
  }
  return (result, add) => {
    const hits = rules.hits(sets, result);
    if (hits > 0) add(undefined, hits);
  };
};

/**
 * What a line won against the result at the prize group: `wins` (hits per rate, equal rates merged,
 * none when it lost) for `ticketReturn(unitStake, multiplier, wins)`, and `winningBets` — the bets
 * that won (k3 single_face: a bet with two dice on its face is one winning bet with 2 hits).
 */
export const settleFast = <G extends FastGame>(
  game: G,
  product: FastProduct<G>,
  selection: FastSelection,
  result: FastResult,
  prizeGroup: number,
): FastSettlement => {
  const rules = fastProductRules(game, product);
  const sets = checkSelection(game, product, selection);
  const drawn = validateFastResult(game, result);
  const group = checkPrizeGroup(prizeGroup);
  const wins: { hits: number; rate: Fraction }[] = [];
  let hitsTotal = 0;
  tallyOf(rules, sets)(drawn, (option, hits) => {
    hitsTotal += hits;
    const rate = rateOf(rules, option, group);
    const same = wins.find((win) => win.rate.num === rate.num && win.rate.den === rate.den);
    if (same) same.hits += hits;
    else wins.push({ hits, rate });
  });
  return { wins, winningBets: rules.winningBets ? rules.winningBets(sets, drawn) : hitsTotal };
};

// ——— RTP by enumeration ———

type Enumerated = { hits: Map<FastPick | undefined, number>; results: number; bets: number };

const enumerated = new Map<string, Enumerated>();

/**
 * The exact RTP of a selection (default: the product's representative one-bet input) at the prize
 * group — the mean return per unit staked over every equally likely result, settled by the same
 * rules as `settleFast`. It never uses the product's p, so it checks `fastRate`: it is G/2000 for
 * every product and option. Enumerated once per selection and cached; pk10 enumerates only the
 * positions the selection reads (a selection on all ten positions is 10! results — slow).
 */
export const fastProductRtp = <G extends FastGame>(
  game: G,
  product: FastProduct<G>,
  input: string | undefined,
  prizeGroup: number,
): Fraction => {
  const rules = fastProductRules(game, product);
  const group = checkPrizeGroup(prizeGroup);
  const selection = parseFastSelection(game, product, input ?? rules.sample);
  const key = `${game}:${product}:${formatFastSelection(selection)}`;
  let counted = enumerated.get(key);
  if (!counted) {
    const hits = new Map<FastPick | undefined, number>();
    const add: AddHits = (option, count) => hits.set(option, (hits.get(option) ?? 0) + count);
    const tally = tallyOf(rules, selection.sets);
    let results = 0;
    gameRules(game).forEachResult((result) => {
      results += 1;
      tally(result, add);
    }, rules.reads?.(selection.sets));
    counted = { hits, results, bets: rules.betCount(selection.sets) };
    enumerated.set(key, counted);
  }
  let returned = fraction(0);
  for (const [option, count] of counted.hits) {
    returned = addFractions(returned, multiplyFractions(rateOf(rules, option, group), fraction(count)));
  }
  return multiplyFractions(returned, fraction(1, counted.results * counted.bets));
};

// ——— History: hot/cold and trends ———

/** How often a number came up. */
export type NumberCount = { number: number; count: number };

/** A number's missing streaks (遗漏): draws since it last came up, and the longest such run. */
export type MissingStreak = { number: number; current: number; longest: number };

const positionIndex = (rules: AnyRules, position: number | undefined): number | undefined => {
  if (position === undefined) return undefined;
  if (!Number.isInteger(position) || position < 1 || position > rules.length) {
    throw new RangeError(`bad position ${String(position)}: 1–${rules.length}`);
  }
  return position - 1;
};

/** The numbers each result shows, at the position (1-based) or anywhere. */
const shown = (game: FastGame, results: readonly FastResult[], position: number | undefined): number[][] => {
  const index = positionIndex(gameRules(game), position);
  return results.map((each) => {
    const result = validateFastResult(game, each);
    return index === undefined ? [...result] : [result[index]!];
  });
};

/**
 * How often each number came up in the results (hot/cold), ascending by number: at a position
 * (1-based: ssc digit 1–5, pk10 place 1–10, k3 die 1–3, 11x5 ball 1–5) or, without one, every
 * appearance (a k3 pair counts twice). pk10 without a position counts every car once per draw, so
 * pass one.
 */
export const digitFrequency = (
  game: FastGame,
  results: readonly FastResult[],
  position?: number,
): NumberCount[] => {
  const counts = new Map(gameRules(game).numbers.map((number) => [number, 0]));
  for (const numbers of shown(game, results, position)) {
    for (const number of numbers) counts.set(number, counts.get(number)! + 1);
  }
  return [...counts].map(([number, count]) => ({ number, count }));
};

/**
 * The trend chart's rows (走势图), one per result in order: per number (ascending), 0 when the
 * result shows it (at the position, if given), else the draws since it last did — counting from
 * before the history when it has not yet come up.
 */
export const missingTrend = (
  game: FastGame,
  results: readonly FastResult[],
  position?: number,
): number[][] => {
  const { numbers } = gameRules(game);
  const running = numbers.map(() => 0);
  return shown(game, results, position).map((showing) => {
    numbers.forEach((number, index) => {
      running[index] = showing.includes(number) ? 0 : running[index]! + 1;
    });
    return [...running];
  });
};

/**
 * Per number (ascending): `current`, the draws since it last came up (0 when the latest result shows
 * it; the history's length when it never did), and `longest`, the longest run without it in the
 * history. Results oldest first; at the position (1-based) or anywhere in the result.
 */
export const missingStreaks = (
  game: FastGame,
  results: readonly FastResult[],
  position?: number,
): MissingStreak[] => {
  const rows = missingTrend(game, results, position);
  return gameRules(game).numbers.map((number, index) => ({
    number,
    current: rows.at(-1)?.[index] ?? 0,
    longest: rows.reduce((longest, row) => Math.max(longest, row[index]!), 0),
  }));
};
