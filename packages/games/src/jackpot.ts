/**
 * The progressive jackpot's arithmetic and its draw (docs/decisions/028-jackpot-pool.md). Pure:
 * money is bigint minor units, the draw is the provably-fair stream of `rng.ts`.
 */
import { createRandomStream } from './rng.ts';

/** Contribution rates are parts per million of the stake: 5,000 ppm is 0.5 %. */
export const PPM = 1_000_000;

/**
 * The pool's share of a stake: floor(stake × rate / 1,000,000) minor units. The remainder below one
 * minor unit stays with the house, so the bet's money is split exactly and nothing is created or lost.
 */
export const jackpotShare = (stakeMinor: bigint, ratePpm: number): bigint => {
  if (!Number.isInteger(ratePpm) || ratePpm < 0 || ratePpm > PPM) throw new RangeError(`bad rate ${ratePpm}`);
  if (stakeMinor <= 0n) return 0n;
  return (stakeMinor * BigInt(ratePpm)) / BigInt(PPM);
};

/** A uniform bigint in [0, bound), 1 ≤ bound < 2^64, by rejection sampling over 64-bit draws. */
const uniformBelow = (nextInt: (bound: number) => number, bound: bigint): bigint => {
  const space = 2n ** 64n;
  const limit = space - (space % bound);
  for (;;) {
    const word = (BigInt(nextInt(2 ** 32)) << 32n) | BigInt(nextInt(2 ** 32));
    if (word < limit) return word % bound;
  }
};

export type JackpotDrawInput = {
  /** The pool cycle's server seed, committed by its SHA-256 before the cycle's first bet. */
  serverSeed: string;
  /** The bet's identity (vendor and transaction id): the client seed. */
  betId: string;
  /** The pool's cycle number: the nonce. */
  cycle: number;
  stakeMinor: bigint;
  /** The turnover one hit takes on average: a bet hits with probability stake / hitEvery. */
  hitEveryMinor: bigint;
};

/**
 * Whether a bet wins the pool. Exactly stake / hitEvery (1 at or above it): a bigger bet has a
 * proportionally bigger chance, so splitting a stake neither helps nor hurts. The same inputs always
 * give the same answer, so a replayed bet draws the same, and once the cycle's seed is revealed
 * anyone can recompute every draw of it.
 */
export const jackpotDraw = ({ serverSeed, betId, cycle, stakeMinor, hitEveryMinor }: JackpotDrawInput) => {
  if (stakeMinor <= 0n || hitEveryMinor <= 0n) return false;
  if (stakeMinor >= hitEveryMinor) return true;
  const { nextInt } = createRandomStream({ serverSeed, clientSeed: betId, nonce: cycle });
  return uniformBelow(nextInt, hitEveryMinor) < stakeMinor;
};
