/**
 * Lottery engines (issue 20): what every lottery family shares. A family (Vietnamese `vn`,
 * Southeast-Asian `sea`, fast `ssc` / `pk10` / `k3` / `11x5`) is a set of pure functions:
 *
 * - `draw(stream)`: the result from the provably-fair stream alone. It never sees a bet, so
 *   nothing about open tickets can steer a draw.
 * - `parseSelection(product, input)`: the member's picks as typed ("12 34 56", "1234") into a
 *   canonical selection, or a `LotteryInputError` naming the field and a stable reason.
 * - `betCount(product, selection)`: how many bets the selection is (a multi-select or a
 *   permutation box is several), so the slip shows count × unit × multiplier = total.
 * - `settleSelection(product, selection, result, rates)`: how many units of the product's rate each
 *   bet wins (multi-hit lô counts every appearance); the money is `ticketReturn`.
 * - `productRtp(product, rates)`: the exact return to player as a fraction, by combinatorics, no
 *   simulation; published beside the product.
 *
 * Money: a ticket's cost is betCount × unitStake × multiplier minor units (bigint). A win is the
 * gross amount paid back (the stake is already spent): floor(unitStake × multiplier × Σ hits ×
 * rate), floored once. A rate is an exact fraction of the unit stake per hit.
 */

/** An exact non-negative fraction of bigints. */
export type Fraction = { num: bigint; den: bigint };

export const fraction = (num: bigint | number, den: bigint | number = 1n): Fraction => {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n || n < 0n) throw new RangeError(`bad fraction ${n}/${d}`);
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
};

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y > 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};

export const addFractions = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);

export const multiplyFractions = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.num, a.den * b.den);

/** A fraction as a decimal string with `digits` decimals, rounded down (for display: "97.50"). */
export const formatFraction = (value: Fraction, digits = 2): string => {
  const scale = 10n ** BigInt(digits);
  const scaled = (value.num * scale) / value.den;
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${part}` : `${whole}`;
};

/** A selection the engine refuses: the member's mistake, shown translated (a 4xx). */
export class LotteryInputError extends Error {
  constructor(
    /** A short stable reason (`number_out_of_range`, `too_few_numbers`, …). */
    readonly reason: string,
    /** The failing field of the bet (`selection`, `product`). */
    readonly field = 'selection',
    message = reason,
  ) {
    super(message);
    this.name = 'LotteryInputError';
  }
}

/**
 * What a ticket line pays back in minor units: floor(unitStake × multiplier × hits × rate), one
 * floor at the end. `hits` is Σ over the line's bets of the winning units (an appearance, a prize
 * tier); a rate differs per tier, so pass every (hits, rate) pair the line won.
 */
export const ticketReturn = (
  unitStake: bigint,
  multiplier: number,
  wins: readonly { hits: number; rate: Fraction }[],
): bigint => {
  if (unitStake <= 0n) throw new RangeError(`bad unit stake ${unitStake}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 1)
    throw new RangeError(`bad multiplier ${multiplier}`);
  let total: Fraction = fraction(0n);
  for (const { hits, rate } of wins) {
    if (!Number.isSafeInteger(hits) || hits < 0) throw new RangeError(`bad hits ${hits}`);
    total = addFractions(total, fraction(rate.num * BigInt(hits), rate.den));
  }
  return (unitStake * BigInt(multiplier) * total.num) / total.den;
};

/** A ticket line's cost in minor units: betCount × unitStake × multiplier. */
export const ticketCost = (betCount: number, unitStake: bigint, multiplier: number): bigint => {
  if (!Number.isSafeInteger(betCount) || betCount < 1) throw new RangeError(`bad bet count ${betCount}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 1)
    throw new RangeError(`bad multiplier ${multiplier}`);
  return BigInt(betCount) * unitStake * BigInt(multiplier);
};
