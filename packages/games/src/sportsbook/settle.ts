/**
 * Sportsbook payouts (issue 23): what a single, a parlay (mix parlay) and a cash-out return, in
 * minor units (bigint). Each is one exact fraction of bigints floored once at the end, so the member
 * never gets a fraction of a minor unit more than owed and at most one minor unit less; the ledger
 * posts the stake in and this return out, and the house keeps the difference, so nothing is lost
 * or created (DESIGN.md §4).
 *
 * A selection's effective factor — what one unit staked returns — is, with odds in thousandths,
 * kept over a common denominator of 2000 (half of one unit of odds):
 *   won       odds                 → 2·odds / 2000
 *   half_won  (odds + 1) / 2       → (odds + 1000) / 2000   (half paid at the odds, half refunded)
 *   void      1                    → 2000 / 2000
 *   half_lost 1/2                  → 1000 / 2000             (half refunded)
 *   lost      0
 */
import type { Outcome } from './lines.ts';
import { ODDS_SCALE, type OddsMilli, oddsMilli } from './odds.ts';

/** The common denominator of every effective factor: 2 × 1000 thousandths. */
export const FACTOR_DENOMINATOR = 2n * BigInt(ODDS_SCALE);
/** Basis points in one: a margin of 9500 keeps 5 %. */
export const BASIS_POINTS = 10_000;

/** An exact non-negative fraction. */
export type Fraction = { num: bigint; den: bigint };

export type Leg = { odds: OddsMilli; outcome: Outcome };

const assertStake = (stake: bigint) => {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError(`bad stake ${String(stake)}`);
};

/** A selection's effective factor over FACTOR_DENOMINATOR (the numerator only). */
const factorNumerator = ({ odds, outcome }: Leg): bigint => {
  const milli = BigInt(oddsMilli(odds));
  switch (outcome) {
    case 'won':
      return 2n * milli;
    case 'half_won':
      return milli + BigInt(ODDS_SCALE);
    case 'void':
      return FACTOR_DENOMINATOR;
    case 'half_lost':
      return BigInt(ODDS_SCALE);
    case 'lost':
      return 0n;
    default:
      throw new RangeError(`bad outcome ${String(outcome)}`);
  }
};

/** What one unit staked on a settled selection returns, exactly. */
export const effectiveFactor = (leg: Leg): Fraction => ({
  num: factorNumerator(leg),
  den: FACTOR_DENOMINATOR,
});

/**
 * A single's return in minor units: won stake × odds; half_won stake/2 × odds + stake/2; void the
 * stake; half_lost stake/2; lost 0 — floor(stake × factor), one floor at the end.
 */
export const singleReturn = ({ stake, odds, outcome }: { stake: bigint } & Leg): bigint => {
  assertStake(stake);
  return (stake * factorNumerator({ odds, outcome })) / FACTOR_DENOMINATOR;
};

/**
 * A parlay's effective factor: the product of its legs' factors, exact (0 when a leg is lost;
 * 1 when every leg is void). Refuses an empty ticket.
 */
export const parlayFactor = (legs: readonly Leg[]): Fraction => {
  if (legs.length === 0) throw new RangeError('a parlay needs at least one leg');
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    num *= factorNumerator(leg);
    den *= FACTOR_DENOMINATOR;
  }
  return { num, den };
};

/** A parlay's return in minor units: floor(stake × Π leg factors), one floor at the end. */
export const parlayReturn = ({ stake, legs }: { stake: bigint; legs: readonly Leg[] }): bigint => {
  assertStake(stake);
  const { num, den } = parlayFactor(legs);
  return (stake * num) / den;
};

/**
 * The ticket's combined price for display, in thousandths: Π odds, floored to a thousandth, so it
 * never shows more than the ticket pays. May exceed a single price's cap; format it with
 * `formatOdds`. Payouts use `parlayReturn`, never this rounded figure.
 */
export const parlayOdds = (odds: readonly OddsMilli[]): bigint => {
  if (odds.length === 0) throw new RangeError('a parlay needs at least one leg');
  let num = 1n;
  let den = 1n;
  for (const each of odds) {
    num *= BigInt(oddsMilli(each));
    den *= BigInt(ODDS_SCALE);
  }
  return (num * BigInt(ODDS_SCALE)) / den;
};

export type OpenLeg = {
  /** The price the leg was taken at. */
  odds: OddsMilli;
  /** The leg's price now: the book's estimate of 1 / (chance it wins). */
  currentOdds: OddsMilli;
};

/**
 * What the house offers to buy a ticket back for, in minor units, or null when a settled leg is
 * lost (nothing to buy back). Priced as the ticket's return if every open leg wins, discounted by
 * the open legs' current chance of winning, less a margin:
 *
 *   floor(stake × Π settled factors × Π (taken odds / current odds of open legs) × marginBp / 10000)
 *
 * so an open leg whose price has shortened (more likely now) raises the offer and one that has
 * drifted lowers it. With no open leg it is the settled return times the margin. One floor at the
 * end. `marginBp` is in basis points, 0…10000 (9500 keeps 5 %).
 */
export const cashOutValue = ({
  stake,
  settled,
  open,
  marginBp,
}: {
  stake: bigint;
  settled: readonly Leg[];
  open: readonly OpenLeg[];
  marginBp: number;
}): bigint | null => {
  assertStake(stake);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > BASIS_POINTS) {
    throw new RangeError(`bad margin ${String(marginBp)}: basis points 0…10000`);
  }
  let num = stake * BigInt(marginBp);
  let den = BigInt(BASIS_POINTS);
  for (const leg of settled) {
    const factor = factorNumerator(leg);
    if (factor === 0n) return null;
    num *= factor;
    den *= FACTOR_DENOMINATOR;
  }
  for (const leg of open) {
    num *= BigInt(oddsMilli(leg.odds));
    den *= BigInt(oddsMilli(leg.currentOdds));
  }
  return num / den;
};
