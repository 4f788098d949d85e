/**
 * Statistical tests of the provably-fair stream (issue 6): chi-square uniformity, the Wald–Wolfowitz
 * runs test and lag-1 serial correlation, each at the 99 % level on 1,000,000 draws, with fixed seeds
 * so the verdict never changes between runs. Each statistic is also run on a deliberately broken
 * generator to show it fails there: a test that cannot fail proves nothing.
 *
 * Critical values: chi-square by the Wilson–Hilferty approximation
 * χ²_p(k) ≈ k (1 − 2/(9k) + z_p √(2/(9k)))³, within 0.5 % of the exact quantile for k ≥ 5 and
 * closer as k grows (checked against table values below); the normal statistics against the
 * two-sided 99 % quantile 2.5758.
 */
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandomStream } from './rng.ts';

const DRAWS = 1_000_000;
const Z_99_ONE_SIDED = 2.326_347_874;
const Z_99_TWO_SIDED = 2.575_829_304;
const seeds = { serverSeed: 'luckwell-rng-statistics', clientSeed: 'issue-6', nonce: 1 };

/** The chi-square quantile at the standard normal quantile z, by Wilson–Hilferty. */
const chiSquareCritical = (degrees: number, z = Z_99_ONE_SIDED): number => {
  const a = 2 / (9 * degrees);
  return degrees * (1 - a + z * Math.sqrt(a)) ** 3;
};

const chiSquare = (counts: ArrayLike<number>, total: number): number => {
  const expected = total / counts.length;
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += (counts[i]! - expected) ** 2 / expected;
  return sum;
};

const countDraws = (draw: () => number, cells: number, n = DRAWS): Float64Array => {
  const counts = new Float64Array(cells);
  for (let i = 0; i < n; i++) counts[draw()]! += 1;
  return counts;
};

/** Wald–Wolfowitz: runs above / below the sample median (values equal to it dropped); the z-score. */
const runsZ = (values: Float64Array): number => {
  const sorted = Float64Array.from(values).sort();
  const median = (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
  let above = 0;
  let below = 0;
  let runs = 0;
  let last = 0;
  for (const x of values) {
    if (x === median) continue;
    const side = x > median ? 1 : -1;
    if (side === 1) above += 1;
    else below += 1;
    if (side !== last) runs += 1;
    last = side;
  }
  const n = above + below;
  const mean = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  return (runs - mean) / Math.sqrt(variance);
};

/** Lag-1 serial correlation r; under independence r ≈ N(−1/n, 1/n). Returns its z-score. */
const serialCorrelationZ = (values: Float64Array): number => {
  const n = values.length;
  let mean = 0;
  for (const x of values) mean += x / n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    denominator += d * d;
    if (i + 1 < n) numerator += d * (values[i + 1]! - mean);
  }
  return (numerator / denominator + 1 / n) * Math.sqrt(n);
};

describe('the critical values', () => {
  it('are within 0.5 % of the chi-square tables at 99 %', () => {
    const table: [number, number][] = [
      [5, 15.086],
      [24, 42.98],
      [36, 58.619],
      [99, 134.642],
      [255, 310.457],
    ];
    for (const [degrees, exact] of table) {
      expect(Math.abs(chiSquareCritical(degrees) / exact - 1)).toBeLessThan(0.005);
    }
  });
});

describe('the random stream on 1,000,000 draws, at 99 %', { timeout: 20_000 }, () => {
  let floats: Float64Array;
  beforeAll(() => {
    const stream = createRandomStream({ ...seeds, nonce: 100 });
    floats = new Float64Array(DRAWS);
    for (let i = 0; i < DRAWS; i++) floats[i] = stream.nextFloat();
  });

  it('is uniform over nextInt(37), a bound that is not a power of two (chi-square)', () => {
    const stream = createRandomStream({ ...seeds, nonce: 37 });
    const counts = countDraws(() => stream.nextInt(37), 37);
    expect(chiSquare(counts, DRAWS)).toBeLessThan(chiSquareCritical(36));
  });

  it('is uniform over nextInt(10000), value by value and in 100 buckets of 100 (chi-square)', () => {
    const stream = createRandomStream({ ...seeds, nonce: 10_000 });
    const counts = countDraws(() => stream.nextInt(10_000), 10_000);
    expect(chiSquare(counts, DRAWS)).toBeLessThan(chiSquareCritical(9_999));
    const buckets = new Float64Array(100);
    counts.forEach((count, value) => {
      buckets[Math.floor(value / 100)]! += count;
    });
    expect(chiSquare(buckets, DRAWS)).toBeLessThan(chiSquareCritical(99));
  });

  it('has uniform raw 32-bit words: their top byte over 256 buckets (chi-square)', () => {
    const stream = createRandomStream({ ...seeds, nonce: 32 });
    const counts = countDraws(() => Math.floor(stream.nextInt(2 ** 32) / 2 ** 24), 256);
    expect(chiSquare(counts, DRAWS)).toBeLessThan(chiSquareCritical(255));
  });

  it('has as many runs above and below the median as chance gives (Wald–Wolfowitz)', () => {
    expect(Math.abs(runsZ(floats))).toBeLessThan(Z_99_TWO_SIDED);
  });

  it('has no lag-1 serial correlation between successive nextFloat draws', () => {
    expect(Math.abs(serialCorrelationZ(floats))).toBeLessThan(Z_99_TWO_SIDED);
  });

  it('keeps every float in [0, 1) with a mean of ½ (within 99 %)', () => {
    let sum = 0;
    let outside = 0;
    for (const x of floats) {
      if (!(x >= 0 && x < 1)) outside += 1;
      sum += x;
    }
    expect(outside).toBe(0);
    // The mean of n uniforms has standard deviation √(1/12n).
    expect(Math.abs(sum / DRAWS - 0.5)).toBeLessThan(Z_99_TWO_SIDED * Math.sqrt(1 / (12 * DRAWS)));
  });
});

describe('the same statistics on broken generators', { timeout: 20_000 }, () => {
  it('fail a modulo-biased generator: a byte mod 37, and 16 bits mod 10000', () => {
    const stream = createRandomStream({ ...seeds, nonce: 200 });
    const byte = new Float64Array(37);
    const sixteen = new Float64Array(10_000);
    for (let i = 0; i < DRAWS; i++) {
      const word = stream.nextInt(2 ** 32);
      byte[(word >>> 24) % 37]! += 1;
      sixteen[(word & 0xffff) % 10_000]! += 1;
    }
    expect(chiSquare(byte, DRAWS)).toBeGreaterThan(chiSquareCritical(36));
    expect(chiSquare(sixteen, DRAWS)).toBeGreaterThan(chiSquareCritical(9_999));
  });

  it('fail a generator that repeats its last value one time in a hundred, though it stays uniform', () => {
    const stream = createRandomStream({ ...seeds, nonce: 300 });
    const sticky = new Float64Array(DRAWS);
    sticky[0] = stream.nextFloat();
    for (let i = 1; i < DRAWS; i++) {
      // One draw in a hundred repeats the last value; the others are rescaled to stay uniform on [0, 1).
      const u = stream.nextFloat();
      sticky[i] = u < 0.01 ? sticky[i - 1]! : (u - 0.01) / 0.99;
    }
    expect(Math.abs(serialCorrelationZ(sticky))).toBeGreaterThan(Z_99_TWO_SIDED);
    expect(Math.abs(runsZ(sticky))).toBeGreaterThan(Z_99_TWO_SIDED);
    // Its values are still uniform: only the tests of order catch it.
    const counts = new Float64Array(100);
    for (const x of sticky) counts[Math.floor(x * 100)]! += 1;
    expect(chiSquare(counts, DRAWS)).toBeLessThan(chiSquareCritical(99));
  });
});

describe('known sequences', () => {
  const known = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: 42 };
  const words = (round: number): number[] => {
    const block = createHmac('sha256', known.serverSeed).update(`client-seed:42:${round}`).digest();
    return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(4 * i));
  };

  it('reads HMAC-SHA256(server seed, "client:nonce:round") as big-endian 32-bit words, in order', () => {
    const stream = createRandomStream(known);
    const drawn = Array.from({ length: 24 }, () => stream.nextInt(2 ** 32));
    expect(drawn).toEqual([...words(0), ...words(1), ...words(2)]);
  });

  it('builds a float from two words: (w0 × 2^20 + (w1 >>> 12)) / 2^52', () => {
    const [w0, w1] = words(0) as [number, number];
    expect(createRandomStream(known).nextFloat()).toBe((w0 * 2 ** 20 + (w1 >>> 12)) / 2 ** 52);
  });

  it('rejects the words at or above the largest multiple of the bound, and takes the rest modulo it', () => {
    const bound = 2 ** 31 + 1; // about half of all words are rejected
    const limit = 2 ** 32 - (2 ** 32 % bound);
    const expected = [...words(0), ...words(1), ...words(2), ...words(3)]
      .filter((word) => word < limit)
      .map((word) => word % bound)
      .slice(0, 8);
    const stream = createRandomStream(known);
    expect(Array.from({ length: 8 }, () => stream.nextInt(bound))).toEqual(expected);
  });

  it('gives this fixed sequence for these seeds (a change to the stream shows here first)', () => {
    const stream = createRandomStream(known);
    expect(Array.from({ length: 12 }, () => stream.nextInt(37))).toEqual([
      22, 10, 30, 28, 25, 2, 2, 19, 18, 28, 12, 6,
    ]);
    expect(Array.from({ length: 3 }, () => stream.nextFloat())).toEqual([
      0.44235697970188426, 0.7313423055235024, 0.5623485604194276,
    ]);
  });
});
