/**
 * The exact maths of `blackjack.ts`: the expected return of every decision under its rules, the
 * basic strategy that maximises it, and the house edge that strategy leaves. The deck is infinite
 * (each card an independent 1/13 chance per rank), so a hand's future depends only on its total and
 * whether it is soft, and a finite recursion over those states gives every expectation as an exact
 * fraction (bigint numerator and denominator, no rounding anywhere). docs/card-games-rules.md
 * publishes the results; blackjack-strategy.test.ts re-derives them and plays them through the engine.
 *
 * Expectations are in first stakes, net of the stake: +1 a won hand, +1.5 a blackjack, −2 a lost
 * double. The house edge is minus the round's expectation under the best play, per first stake.
 */
import { type BlackjackAction, type BlackjackState, cardPoints, DEALER_STANDS_ON } from './blackjack.ts';
import { cardRank } from './deck.ts';

/** An exact fraction; the denominator is positive and the pair is in lowest terms. */
export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const fraction = (numerator: bigint, denominator = 1n): Fraction => {
  if (denominator === 0n) throw new RangeError('division by zero');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
};

const add = (a: Fraction, b: Fraction) =>
  fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const sub = (a: Fraction, b: Fraction) => add(a, { numerator: -b.numerator, denominator: b.denominator });
const mul = (a: Fraction, b: Fraction) => fraction(a.numerator * b.numerator, a.denominator * b.denominator);
const compare = (a: Fraction, b: Fraction) => {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
};
const max = (...values: Fraction[]) =>
  values.reduce((best, value) => (compare(value, best) > 0 ? value : best));
const ZERO = fraction(0n);
const ONE = fraction(1n);
const sum = (values: Fraction[]) => values.reduce(add, ZERO);

/** A fraction as a decimal string, truncated toward zero to `digits` places. */
export const fractionToDecimal = ({ numerator, denominator }: Fraction, digits: number): string => {
  const negative = numerator < 0n;
  const scaled = ((negative ? -numerator : numerator) * 10n ** BigInt(digits)) / denominator;
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const decimals = digits > 0 ? `.${text.slice(-digits)}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${decimals}`;
};

/** Card points 1 (ace) … 10, each with its chance on the infinite deck: 1/13, or 4/13 for 10. */
const POINTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const chance = (points: number) => fraction(points === 10 ? 4n : 1n, 13n);

const best = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's final total, 17 … 21 (indexes 0–4) or bust (index 5), as chances. */
type DealerOutcomes = Fraction[];

const dealerMemo = new Map<string, DealerOutcomes>();
const dealerFrom = (hard: number, ace: boolean): DealerOutcomes => {
  const key = `${hard}:${ace}`;
  const known = dealerMemo.get(key);
  if (known) return known;
  const total = best(hard, ace);
  let outcomes: DealerOutcomes;
  if (total > 21) outcomes = [ZERO, ZERO, ZERO, ZERO, ZERO, ONE];
  else if (total >= DEALER_STANDS_ON)
    outcomes = [17, 18, 19, 20, 21, 22].map((t) => (t === total ? ONE : ZERO));
  else {
    outcomes = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
    for (const points of POINTS) {
      const next = dealerFrom(hard + points, ace || points === 1);
      outcomes = outcomes.map((value, i) => add(value, mul(chance(points), next[i]!)));
    }
  }
  dealerMemo.set(key, outcomes);
  return outcomes;
};

/** The chance the dealer holds a blackjack, given the up card's points. */
export const dealerBlackjackChance = (up: number): Fraction =>
  up === 1 ? fraction(4n, 13n) : up === 10 ? fraction(1n, 13n) : ZERO;

/** The dealer's final totals given the up card's points, once the peek has found no blackjack. */
export const dealerOutcomes = (up: number): DealerOutcomes => {
  const holes = POINTS.filter((hole) => !(up === 1 && hole === 10) && !(up === 10 && hole === 1));
  const left = sub(ONE, dealerBlackjackChance(up));
  let outcomes: DealerOutcomes = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
  for (const hole of holes) {
    const weight = mul(chance(hole), { numerator: left.denominator, denominator: left.numerator });
    const next = dealerFrom(up + hole, up === 1 || hole === 1);
    outcomes = outcomes.map((value, i) => add(value, mul(weight, next[i]!)));
  }
  return outcomes;
};

export type Expectations = {
  stand: Fraction;
  hit: Fraction;
  /** Only on a hand's first two cards. */
  double: Fraction;
};

type Player = {
  /** Expectations of a hand of `hard` points (aces as 1), `ace` when it holds one. */
  hand: (hard: number, ace: boolean) => Expectations;
  /** The best of stand and hit (a hand past its first two cards). */
  play: (hard: number, ace: boolean) => Fraction;
  /** The best of stand, hit and double (a hand's first two cards). */
  firstTwo: (hard: number, ace: boolean) => Fraction;
  /** A pair of `points` split into two hands, both played best. */
  split: (points: number) => Fraction;
};

const playerMemo = new Map<number, Player>();
const playerAgainst = (up: number): Player => {
  const known = playerMemo.get(up);
  if (known) return known;
  const dealer = dealerOutcomes(up);
  const stand = (total: number): Fraction => {
    if (total > 21) return fraction(-1n);
    let value = dealer[5]!;
    for (let t = 17; t <= 21; t++) {
      const p = dealer[t - 17]!;
      if (total > t) value = add(value, p);
      if (total < t) value = sub(value, p);
    }
    return value;
  };
  const playMemo = new Map<string, Fraction>();
  const play = (hard: number, ace: boolean): Fraction => {
    const total = best(hard, ace);
    if (total >= 21) return stand(total);
    const key = `${hard}:${ace}`;
    const known = playMemo.get(key);
    if (known) return known;
    const value = max(stand(total), hit(hard, ace));
    playMemo.set(key, value);
    return value;
  };
  const hit = (hard: number, ace: boolean) =>
    sum(POINTS.map((points) => mul(chance(points), play(hard + points, ace || points === 1))));
  const double = (hard: number, ace: boolean) =>
    mul(
      fraction(2n),
      sum(POINTS.map((points) => mul(chance(points), stand(best(hard + points, ace || points === 1))))),
    );
  const handMemo = new Map<string, Expectations>();
  const hand = (hard: number, ace: boolean): Expectations => {
    const key = `${hard}:${ace}`;
    const known = handMemo.get(key) ?? {
      stand: stand(best(hard, ace)),
      hit: best(hard, ace) >= 21 ? fraction(-1n) : hit(hard, ace),
      double: double(hard, ace),
    };
    handMemo.set(key, known);
    return known;
  };
  const firstTwo = (hard: number, ace: boolean) => {
    const { stand, hit, double } = hand(hard, ace);
    return max(stand, hit, double);
  };
  // A split ace takes one card and stands; any other split hand is a first-two-cards hand again.
  const splitHand = (points: number) =>
    sum(
      POINTS.map((card) =>
        mul(chance(card), points === 1 ? stand(best(1 + card, true)) : firstTwo(points + card, card === 1)),
      ),
    );
  const split = (points: number) => mul(fraction(2n), splitHand(points));
  const player = { hand, play, firstTwo, split };
  playerMemo.set(up, player);
  return player;
};

const points = (face: number) => Math.min(face, 10);

/**
 * The expectation of a deal before anyone acts, the player's two cards and the dealer's up card by
 * face (1 ace … 13 king), the hole card still unknown: a dealer blackjack settles at once (a push
 * against a player's blackjack), a player blackjack pays 1.5, else the player's best choice.
 */
export const dealExpectation = (first: number, second: number, upFace: number): Fraction => {
  const up = points(upFace);
  const [a, b] = [points(first), points(second)];
  const blackjack = a + b === 11 && (a === 1 || b === 1);
  const dealerBlackjack = dealerBlackjackChance(up);
  const onDealerBlackjack = blackjack ? ZERO : fraction(-1n);
  let played: Fraction;
  if (blackjack) played = fraction(3n, 2n);
  else {
    const player = playerAgainst(up);
    played = player.firstTwo(a + b, a === 1 || b === 1);
    if (first === second) played = max(played, player.split(a));
  }
  return add(mul(dealerBlackjack, onDealerBlackjack), mul(sub(ONE, dealerBlackjack), played));
};

let roundMemo: Fraction | undefined;
/** The round's expectation under the best play: −(house edge), per first stake. */
export const blackjackExpectation = (): Fraction => {
  if (roundMemo) return roundMemo;
  const faces = Array.from({ length: 13 }, (_, i) => i + 1);
  const each = fraction(1n, 13n * 13n * 13n);
  roundMemo = mul(
    each,
    sum(faces.flatMap((a) => faces.flatMap((b) => faces.map((up) => dealExpectation(a, b, up))))),
  );
  return roundMemo;
};

/**
 * The house edge under basic strategy, as derived by `blackjackHouseEdge` (the test re-derives it):
 * 0.570388012273589…% of each first stake, so the return to player is 99.429611987726…%.
 */
export const BLACKJACK_HOUSE_EDGE: Fraction = {
  numerator: 40_248_916_821_673_328_324_125_295n,
  denominator: 7_056_410_014_866_816_666_030_739_693n,
};

/** The published return to player under basic strategy, truncated to hundredths of a percent. */
export const BLACKJACK_RTP = '99.42';

/** The house edge under basic strategy, exactly: what the house keeps of each first stake. */
export const blackjackHouseEdge = (): Fraction => {
  const { numerator, denominator } = blackjackExpectation();
  return { numerator: -numerator, denominator };
};

/**
 * - `H` hit, `S` stand, `P` split;
 * - `D` double on a hand's first two cards, otherwise hit;
 * - `Ds` double on a hand's first two cards, otherwise stand.
 */
export type StrategyCode = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Up cards in the table's column order. */
export const UP_CARDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;

export type BasicStrategy = {
  /** Hard totals 4 … 20 (a hard 21 stands by itself): one code per up card of `UP_CARDS`. */
  hard: Record<number, StrategyCode[]>;
  /** Soft totals 13 … 20 (A-2 … A-9; soft 21 stands by itself). */
  soft: Record<number, StrategyCode[]>;
  /** Pairs by card points, 1 (A-A) … 10 (two tens of the same rank). */
  pairs: Record<number, StrategyCode[]>;
};

/** What standing, hitting and doubling `hard` points (aces as 1) expect against the up card's points. */
export const handExpectations = (hard: number, ace: boolean, up: number): Expectations =>
  playerAgainst(up).hand(hard, ace);

const code = ({ stand, hit, double }: Expectations): StrategyCode => {
  const hitOrStand = compare(hit, stand) > 0 ? 'H' : 'S';
  if (compare(double, max(stand, hit)) > 0) return hitOrStand === 'H' ? 'D' : 'Ds';
  return hitOrStand;
};

const codeMemo = new Map<string, StrategyCode>();
/** The code for a hand of `hard` points (aces as 1) against the up card's points. */
export const strategyCode = (hard: number, ace: boolean, up: number): StrategyCode => {
  const key = `${hard}:${ace}:${up}`;
  const known = codeMemo.get(key) ?? code(playerAgainst(up).hand(hard, ace));
  codeMemo.set(key, known);
  return known;
};

/** The code for a pair of `pairPoints` against the up card's points. */
export const pairCode = (pairPoints: number, up: number): StrategyCode => {
  const key = `pair:${pairPoints}:${up}`;
  const known = codeMemo.get(key);
  if (known) return known;
  const player = playerAgainst(up);
  const [hard, ace] = [pairPoints * 2, pairPoints === 1];
  const split = compare(player.split(pairPoints), player.firstTwo(hard, ace)) > 0;
  const found = split ? 'P' : strategyCode(hard, ace, up);
  codeMemo.set(key, found);
  return found;
};

let strategyMemo: BasicStrategy | undefined;
/** The basic strategy of these rules, derived from the exact expectations. */
export const basicStrategy = (): BasicStrategy => {
  if (strategyMemo) return strategyMemo;
  const row = (codeFor: (up: number) => StrategyCode) => UP_CARDS.map(codeFor);
  const hard: Record<number, StrategyCode[]> = {};
  for (let total = 4; total <= 20; total++) hard[total] = row((up) => strategyCode(total, false, up));
  const soft: Record<number, StrategyCode[]> = {};
  for (let total = 13; total <= 20; total++) soft[total] = row((up) => strategyCode(total - 10, true, up));
  const pairs: Record<number, StrategyCode[]> = {};
  for (let pair = 1; pair <= 10; pair++) pairs[pair] = row((up) => pairCode(pair, up));
  strategyMemo = { hard, soft, pairs };
  return strategyMemo;
};

/** The basic strategy's action for the round's current hand (a blackjack bot, or a hint). */
export const basicStrategyAction = (state: BlackjackState): BlackjackAction => {
  const hand = state.hands[state.active]!;
  const up = cardPoints(state.dealer[0]!);
  const hard = hand.cards.reduce((total, card) => total + cardPoints(card), 0);
  const ace = hand.cards.some((card) => cardPoints(card) === 1);
  const firstTwo = hand.cards.length === 2;
  const pair = state.hands.length === 1 && firstTwo && cardRank(hand.cards[0]!) === cardRank(hand.cards[1]!);
  let strategy = strategyCode(hard, ace, up);
  if (pair) strategy = pairCode(hard / 2, up);
  if (strategy === 'P') return 'split';
  if (strategy === 'D' || strategy === 'Ds') return firstTwo ? 'double' : strategy === 'D' ? 'hit' : 'stand';
  return strategy === 'H' ? 'hit' : 'stand';
};
