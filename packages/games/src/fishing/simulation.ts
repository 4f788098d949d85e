/**
 * Fishing (docs/fishing-maths.md), the RTP simulation behind simulation.test.ts: many shots of one
 * weapon through the engine's own draw (`drawMultiplier`), with the mean return and its confidence
 * interval from the per-shot variance.
 *
 * Ten million shots through HMAC-SHA256 would take minutes, so the simulation reads its 32-bit words
 * from sfc32, a fast deterministic generator, and turns them into integers by the very rejection
 * sampling of `random-stream.ts`. `drawMultiplier` only ever calls `nextInt`, so with uniform words the
 * outcome distribution is the same as on the provably-fair stream; simulation.test.ts also runs the
 * HMAC stream itself on a shorter run and checks that the two agree. Test tooling, never used to play.
 */
import { captureRule, drawMultiplier, type UniformSource } from './capture.ts';
import { FISH_SPECIES, type Species } from './species.ts';
import type { Weapon } from './weapons.ts';

/** Two-sided normal quantiles. */
export const Z99 = 2.5758293035489;
export const Z999 = 3.2905267314919;

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) with random-stream.ts's `nextInt`. */
export const createFastStream = (seed: number): UniformSource => {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const nextWord = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) nextWord();
  return {
    nextInt: (bound: number): number => {
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % bound;
      }
    },
  };
};

export type SimulationStats = {
  shots: number;
  hits: number;
  /** Σ per-shot win, in units of stakePerHit. */
  totalWin: number;
  /** Σ per-shot cost (hits), in units of stakePerHit. */
  totalCost: number;
  sumWinSquares: number;
  sumCostSquares: number;
  sumWinCost: number;
};

/**
 * `shots` shots of `weapon`. A shot hits h fish (1 for a cannon, uniform in 1…maxHits for a net or
 * lightning), each of a species drawn uniformly from `targets`, and costs h stakes.
 */
export const simulateWeapon = (
  weapon: Weapon,
  shots: number,
  source: UniformSource,
  targets: readonly Species[] = FISH_SPECIES,
): SimulationStats => {
  const rules = targets.map((species) => captureRule(weapon, species));
  const kinds = rules.length;
  const maxHits = weapon.maxHits;
  let hits = 0;
  let totalWin = 0;
  let totalCost = 0;
  let sumWinSquares = 0;
  let sumCostSquares = 0;
  let sumWinCost = 0;
  for (let shot = 0; shot < shots; shot++) {
    const h = maxHits === 1 ? 1 : 1 + source.nextInt(maxHits);
    let win = 0;
    for (let i = 0; i < h; i++) win += drawMultiplier(source, rules[source.nextInt(kinds)]!);
    hits += h;
    totalWin += win;
    totalCost += h;
    sumWinSquares += win * win;
    sumCostSquares += h * h;
    sumWinCost += win * h;
  }
  return { shots, hits, totalWin, totalCost, sumWinSquares, sumCostSquares, sumWinCost };
};

export type RtpVerdict = {
  rtp: number;
  published: number;
  standardError: number;
  low: number;
  high: number;
  inside: boolean;
};

/**
 * The ratio estimate R = Σ win / Σ cost with its delta-method standard error,
 * sqrt(Var(win − R·cost) / n) / mean(cost): for a cannon (cost 1) the plain per-shot standard error.
 */
export const rtpVerdict = (stats: SimulationStats, publishedBasisPoints: number, z = Z99): RtpVerdict => {
  const n = stats.shots;
  const rtp = stats.totalWin / stats.totalCost;
  const meanCost = stats.totalCost / n;
  const residualSquares =
    stats.sumWinSquares / n - 2 * rtp * (stats.sumWinCost / n) + rtp * rtp * (stats.sumCostSquares / n);
  const standardError = Math.sqrt((residualSquares * n) / (n - 1) / n) / meanCost;
  const published = publishedBasisPoints / 10_000;
  const low = rtp - z * standardError;
  const high = rtp + z * standardError;
  return { rtp, published, standardError, low, high, inside: low <= published && published <= high };
};
