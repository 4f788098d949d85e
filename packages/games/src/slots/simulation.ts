/**
 * A simulation's verdict on published maths: the mean round return with its confidence interval
 * from the per-round variance (central limit theorem), and the same for the two frequencies.
 * Used by simulation.test.ts (short) and the bench's slot-sim scenario (10 million rounds a model).
 */
import { MULTIPLIER_ONE, type SimulationStats } from './engine.ts';
import type { SlotModel } from './types.ts';

/** Two-sided normal quantiles. */
export const Z99 = 2.5758293035489;
export const Z999 = 3.2905267314919;

export type Interval = { estimate: number; low: number; high: number; published: number; inside: boolean };

const interval = (estimate: number, standardError: number, z: number, published: number): Interval => {
  const low = estimate - z * standardError;
  const high = estimate + z * standardError;
  return { estimate, low, high, published, inside: low <= published && published <= high };
};

export const verdict = (model: SlotModel, stats: SimulationStats, z = Z99) => {
  const n = stats.rounds;
  const mean = stats.totalWin / n / MULTIPLIER_ONE;
  const variance = (stats.sumSquares / n / MULTIPLIER_ONE ** 2 - mean * mean) * (n / (n - 1));
  const proportion = (hits: number, published: string) => {
    const p = hits / n;
    return interval(p, Math.sqrt((p * (1 - p)) / n), z, Number(published));
  };
  return {
    rtp: interval(mean, Math.sqrt(variance / n), z, Number(model.published.rtp)),
    standardDeviation: Math.sqrt(variance),
    hitFrequency: proportion(stats.baseHits, model.published.hitFrequency),
    freeSpinsFrequency: proportion(stats.freeSpinRounds, model.published.freeSpinsFrequency),
  };
};
