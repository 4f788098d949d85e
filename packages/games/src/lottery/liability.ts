/**
 * Per-number liability caps (issue 20): how much the house may owe on one number of one product
 * before it stops taking bets on it (Thai "เลขอั้น" / "เลขปิด", 4D "sold out"). Pure: the server
 * keeps the live exposure per (product, number) and asks here before accepting a bet.
 *
 * Exposure of a number = what the house would pay if that number is drawn, in minor units: for
 * every open bet covering it, floor(unitStake × multiplier × worst rate × rate share), where the
 * worst rate is the most one number can return (`seaWorstRatePerNumber`: the highest 4D tier, the
 * sum of the 3D tiers, the iBox tier ÷ permutations) and the rate share is 1 at full rate or the
 * cap's reduced rate. A Box or "any order" pick covers each permutation, each at its full rate.
 *
 * A bet is decided as a whole (one ticket line, one rate) against every number it covers, in
 * ascending order of number:
 * - a number the operator closed, or whose exposure already reaches the cap → `number_closed`;
 * - at full rate, every number's exposure + the bet's ≤ cap (exactly at the cap fits) → accepted at
 *   rate share 1;
 * - otherwise, mode `close` → `cap_exceeded` naming the first number over; mode `reduce` → the bet
 *   at the reduced rate share if that fits on every number, else `cap_exceeded` (by the reduced
 *   exposure).
 * `remaining` is cap − the number's current exposure (never below 0). An accepted decision carries
 * the exposure to add, at the rate share it was accepted at.
 */
import {
  type SeaProduct,
  type SeaRates,
  type SeaSelection,
  seaBetCount,
  seaWorstRatePerNumber,
} from './sea.ts';
import { addFractions, type Fraction, fraction, multiplyFractions } from './types.ts';

/** A per-number cap: the most the house may owe on a number, and what happens past it. */
export type LiabilityCap = {
  /** Minor units, ≥ 0. */
  cap: bigint;
  /** `close`: refuse past the cap; `reduce`: accept at `reducedRate` while that fits. */
  mode: 'close' | 'reduce';
  /** The share of the product's rates a reduced bet is paid at, 0 < share < 1 (½ = half rate). Required for `reduce`. */
  reducedRate?: Fraction;
};

/** Why a bet was refused. */
export type LiabilityRefusal = 'number_closed' | 'cap_exceeded';

/** The decision on a bet: accepted at a rate share (with the exposure to add), or refused on a number. */
export type LiabilityDecision =
  | {
      accepted: true;
      /** The share of the product's rates the bet is paid at: 1, or the cap's reduced rate. */
      rate: Fraction;
      /** The exposure the bet adds per number at that rate share. */
      exposure: ReadonlyMap<string, bigint>;
    }
  | { accepted: false; reason: LiabilityRefusal; number: string; remaining: bigint };

/** A bet's exposure per number at a given rate share (1 = full rate), e.g. from `seaExposure`. */
export type ExposureAt = (rate: Fraction) => ReadonlyMap<string, bigint>;

/** The full rate share, 1. */
export const FULL_RATE: Fraction = fraction(1);

const checkAmount = (value: unknown, label: string): bigint => {
  if (typeof value !== 'bigint' || value < 0n) throw new RangeError(`bad ${label} ${String(value)}`);
  return value;
};

const checkShare = (rate: Fraction | undefined, allowOne: boolean): Fraction => {
  if (
    !rate ||
    typeof rate.num !== 'bigint' ||
    typeof rate.den !== 'bigint' ||
    rate.den <= 0n ||
    rate.num <= 0n ||
    (allowOne ? rate.num > rate.den : rate.num >= rate.den)
  ) {
    throw new RangeError(`bad rate share ${rate ? `${String(rate.num)}/${String(rate.den)}` : 'missing'}`);
  }
  return fraction(rate.num, rate.den);
};

const sortedEntries = (exposure: ReadonlyMap<string, bigint>): [string, bigint][] =>
  [...exposure.entries()]
    .map(([number, amount]): [string, bigint] => [number, checkAmount(amount, `exposure of ${number}`)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The first number (ascending) where current + added exceeds the cap, or undefined when all fit. */
const firstOver = (
  current: ReadonlyMap<string, bigint>,
  added: [string, bigint][],
  cap: bigint,
): string | undefined => added.find(([number, amount]) => (current.get(number) ?? 0n) + amount > cap)?.[0];

/**
 * Decides a bet against a per-number cap (rules in the header). `current` is the exposure already
 * held per number of this product (missing = 0); `added` gives the bet's exposure at a rate share;
 * `closed` the numbers an operator closed by hand.
 */
export const decideLiability = ({
  current,
  added,
  limit,
  closed,
}: {
  current: ReadonlyMap<string, bigint>;
  added: ExposureAt;
  limit: LiabilityCap;
  closed?: ReadonlySet<string>;
}): LiabilityDecision => {
  const cap = checkAmount(limit.cap, 'cap');
  if (limit.mode !== 'close' && limit.mode !== 'reduce')
    throw new RangeError(`bad mode ${String(limit.mode)}`);
  const reduced = limit.mode === 'reduce' ? checkShare(limit.reducedRate, false) : undefined;
  const held = (number: string): bigint => checkAmount(current.get(number) ?? 0n, `exposure of ${number}`);
  const remaining = (number: string): bigint => (cap > held(number) ? cap - held(number) : 0n);
  const refuse = (reason: LiabilityRefusal, number: string): LiabilityDecision => ({
    accepted: false,
    reason,
    number,
    remaining: remaining(number),
  });

  const full = added(FULL_RATE);
  const fullEntries = sortedEntries(full);
  for (const [number] of fullEntries) {
    if (closed?.has(number) || held(number) >= cap) return refuse('number_closed', number);
  }
  const over = firstOver(current, fullEntries, cap);
  if (over === undefined) return { accepted: true, rate: FULL_RATE, exposure: full };
  if (!reduced) return refuse('cap_exceeded', over);
  const cut = added(reduced);
  const overReduced = firstOver(current, sortedEntries(cut), cap);
  if (overReduced === undefined) return { accepted: true, rate: reduced, exposure: cut };
  return refuse('cap_exceeded', overReduced);
};

/**
 * A SEA bet's exposure per covered number in minor units: floor(unitStake × multiplier × worst
 * rate × rate share) for each number (see the header), the picks' amounts on the same number summed
 * before the one floor. Pass it to `decideLiability` as `(rate) => seaExposure({ …, rate })`.
 */
export const seaExposure = ({
  product,
  selection,
  unitStake,
  multiplier,
  rates,
  rate = FULL_RATE,
}: {
  product: SeaProduct;
  selection: SeaSelection;
  unitStake: bigint;
  multiplier: number;
  rates: SeaRates;
  rate?: Fraction;
}): Map<string, bigint> => {
  if (typeof unitStake !== 'bigint' || unitStake <= 0n)
    throw new RangeError(`bad unit stake ${String(unitStake)}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 1)
    throw new RangeError(`bad multiplier ${multiplier}`);
  const share = checkShare(rate, true);
  seaBetCount(product, selection); // refuses a malformed selection
  const owed = new Map<string, Fraction>();
  for (const pick of selection.picks) {
    const worst = seaWorstRatePerNumber(product, pick, rates);
    for (const number of worst.numbers) {
      owed.set(number, addFractions(owed.get(number) ?? fraction(0), worst.rate));
    }
  }
  const stake = unitStake * BigInt(multiplier);
  const exposure = new Map<string, bigint>();
  for (const [number, perUnit] of owed) {
    const amount = multiplyFractions(perUnit, share);
    exposure.set(number, (stake * amount.num) / amount.den);
  }
  return exposure;
};

/**
 * A settlement's wins at an accepted rate share: each (hits, rate) with its rate × share, for
 * `ticketReturn` on a bet `decideLiability` accepted at a reduced rate.
 */
export const winsAtRate = (
  wins: readonly { hits: number; rate: Fraction }[],
  share: Fraction,
): { hits: number; rate: Fraction }[] => {
  const checked = checkShare(share, true);
  return wins.map(({ hits, rate }) => ({ hits, rate: multiplyFractions(rate, checked) }));
};
