import { describe, expect, it } from 'vitest';
import { commitServerSeed, createRandomStream } from './rng.ts';

const seeds = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: 1 };

describe('provably-fair random stream', () => {
  it('replays the same outcomes from the same seeds', () => {
    const a = createRandomStream(seeds);
    const b = createRandomStream(seeds);
    const draws = Array.from({ length: 50 }, () => a.nextInt(37));
    expect(Array.from({ length: 50 }, () => b.nextInt(37))).toEqual(draws);
  });

  it('gives different outcomes for another nonce', () => {
    const a = createRandomStream(seeds);
    const b = createRandomStream({ ...seeds, nonce: 2 });
    expect(Array.from({ length: 20 }, () => a.nextInt(1000))).not.toEqual(
      Array.from({ length: 20 }, () => b.nextInt(1000)),
    );
  });

  it('is uniform: a chi-square test over 6 faces passes at the 0.1% level', () => {
    const stream = createRandomStream(seeds);
    const counts = new Array(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[stream.nextInt(6)] += 1;
    const expected = n / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.52); // chi-square critical value, 5 degrees of freedom, p = 0.001
  });

  it('keeps floats in [0, 1) and refuses impossible bounds', () => {
    const stream = createRandomStream(seeds);
    for (let i = 0; i < 1000; i++) {
      const x = stream.nextFloat();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(() => stream.nextInt(0)).toThrow(RangeError);
  });

  it('commits to the server seed by its SHA-256', () => {
    expect(commitServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('resuming a round', () => {
  it('continues from a position exactly where the stream left off', () => {
    const whole = createRandomStream(seeds);
    const first = Array.from({ length: 11 }, () => whole.nextInt(52));
    const rest = Array.from({ length: 20 }, () => whole.nextInt(52));
    const head = createRandomStream(seeds);
    expect(Array.from({ length: 11 }, () => head.nextInt(52))).toEqual(first);
    const resumed = createRandomStream(seeds, head.position());
    expect(Array.from({ length: 20 }, () => resumed.nextInt(52))).toEqual(rest);
  });
});
