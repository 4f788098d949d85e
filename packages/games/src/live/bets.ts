/**
 * What the live tables (issue 21, docs/live-tables-maths.md) share: a bet on a table spot, the exact
 * return factor a spot earns on a result, the payout of a stake at that factor, and the house-edge
 * tables the lobby publishes. A game file (`baccarat.ts`, `sic-bo.ts`, …) owns its spots and the
 * function from (result, spot) to a factor; settling and the edge enumeration both call that one
 * function, so what the table pays and what the lobby publishes cannot disagree.
 *
 * A factor is what one unit staked returns, stake included: 2 for an even-money win, 1 for a push,
 * 1/2 for "lose half", 0 for a loss. A payout is floor(stake × factor) minor units: one floor at the
 * end, so a player is never paid a fraction of a minor unit more than owed and at most one less
 * (only factors with a denominator — the commissioned banker's 39/20, a half — ever floor).
 */
import { EngineInputError } from '../engine.ts';

/** An exact fraction of bigints, always reduced, denominator positive. */
export type Rational = { num: bigint; den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num / den, reduced. */
export const rational = (num: bigint, den = 1n): Rational => {
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
};

export const addRational = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const subtractRational = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const multiplyRational = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.num, a.den * b.den);
export const equalRational = (a: Rational, b: Rational): boolean => a.num * b.den === b.num * a.den;

export const ZERO: Rational = { num: 0n, den: 1n };
export const ONE: Rational = { num: 1n, den: 1n };
/** The factor of a win at `odds`:1 — the stake back plus `odds` times it. */
export const win = (odds: number | Rational): Rational =>
  typeof odds === 'number' ? rational(BigInt(odds) + 1n) : addRational(odds, ONE);
/** Player and banker bets on a baccarat tie: the stake comes back. */
export const PUSH = ONE;
/** Dragon and tiger bets on a tie: half the stake comes back. */
export const HALF: Rational = { num: 1n, den: 2n };

/**
 * `value` as a percentage with `decimals` decimals, rounded half away from zero: 53/5000 → "1.06".
 * Exact: the rounding is done on the fraction, never on a float.
 */
export const percentString = (value: Rational, decimals = 2): string => {
  const scale = 10n ** BigInt(decimals);
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const scaled = (2n * magnitude * 100n * scale + value.den) / (2n * value.den);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  const text = decimals > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative && scaled !== 0n ? `-${text}` : text;
};

/** A bet on one spot of a table, `stake` in the currency's minor units. */
export type TableBet = { spot: string; stake: number };

/** A settled bet: what the table returns for it, stake included (0 for a loss). */
export type SettledBet = { spot: string; stake: number; payout: number };

/** A spot's published house edge: the exact fraction of each unit staked the house keeps on average. */
export type HouseEdge = { edge: Rational; percent: string };
/** The lobby's table: spot (or family of spots) → its house edge. */
export type HouseEdgeTable = Record<string, HouseEdge>;

export const houseEdge = (edge: Rational): HouseEdge => ({ edge, percent: percentString(edge) });

/** Refuses (EngineInputError `bad_stake`) anything but a positive safe integer of minor units. */
export const checkStake = (stake: unknown): number => {
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake <= 0) {
    throw new EngineInputError(
      'bad_stake',
      `a stake is a positive whole number of minor units, got ${String(stake)}`,
    );
  }
  return stake;
};

/** floor(stake × factor) minor units. */
export const payoutOf = (stake: number, factor: Rational): number => {
  const paid = (BigInt(checkStake(stake)) * factor.num) / factor.den;
  if (paid > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`payout ${paid} is beyond a safe integer`);
  return Number(paid);
};

/**
 * Settles `bets` in order with a game's factor function: the same shape for every table, so a server
 * settles a round for many players with one call. `validSpot` is checked for every bet first, so a
 * bad bet refuses the whole call rather than half-settling it.
 */
export const settleWith = (
  bets: readonly TableBet[],
  checkSpot: (spot: string) => void,
  factorOf: (spot: string) => Rational,
): SettledBet[] => {
  for (const bet of bets) {
    checkSpot(bet.spot);
    checkStake(bet.stake);
  }
  return bets.map(({ spot, stake }) => ({ spot, stake, payout: payoutOf(stake, factorOf(spot)) }));
};

/** A weighted outcome of an enumeration: `weight` equally likely elementary cases. */
export type Weighted<T> = { outcome: T; weight: bigint };

/**
 * The exact house edge of a spot over a complete enumeration: 1 − Σ weight × factor / Σ weight, the
 * expected loss per unit staked (a push returns the stake and counts as no loss).
 */
export const edgeOver = <T>(outcomes: readonly Weighted<T>[], factor: (outcome: T) => Rational): Rational => {
  let total = 0n;
  // Σ weight × num, kept per denominator (a table has one or two) so no step needs a gcd.
  const byDenominator = new Map<bigint, bigint>();
  for (const { outcome, weight } of outcomes) {
    total += weight;
    const { num, den } = factor(outcome);
    if (num !== 0n) byDenominator.set(den, (byDenominator.get(den) ?? 0n) + weight * num);
  }
  let returned = ZERO;
  for (const [den, num] of byDenominator) returned = addRational(returned, rational(num, den));
  return subtractRational(ONE, multiplyRational(returned, rational(1n, total)));
};
