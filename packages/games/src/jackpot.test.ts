import { describe, expect, it } from 'vitest';
import { jackpotDraw, jackpotShare } from './jackpot.ts';

describe('jackpot share', () => {
  it('takes floor(stake × rate) in minor units, leaving the remainder to the house', () => {
    expect(jackpotShare(100_000n, 5_000)).toBe(500n); // 1,000.00 at 0.5 % → 5.00
    expect(jackpotShare(199n, 5_000)).toBe(0n); // 1.99 at 0.5 % is under a cent
    expect(jackpotShare(12_345n, 5_000)).toBe(61n); // 61.725 cents → 61
    expect(jackpotShare(0n, 5_000)).toBe(0n);
    expect(jackpotShare(100_000n, 0)).toBe(0n);
    expect(jackpotShare(100_000n, 1_000_000)).toBe(100_000n);
  });

  it('never splits a stake into more than it was: share + house part = stake', () => {
    for (const stake of [1n, 7n, 99n, 100n, 12_345n, 999_999_999n, 2n ** 62n]) {
      for (const rate of [1, 333, 5_000, 12_345, 999_999]) {
        const share = jackpotShare(stake, rate);
        expect(share).toBeGreaterThanOrEqual(0n);
        expect(share).toBeLessThanOrEqual(stake);
        // The exact share lies in [share, share + 1): floor, never rounding money up.
        expect(share * 1_000_000n).toBeLessThanOrEqual(stake * BigInt(rate));
        expect((share + 1n) * 1_000_000n).toBeGreaterThan(stake * BigInt(rate));
      }
    }
  });

  it('refuses a rate that is not parts per million in 0..1,000,000', () => {
    expect(() => jackpotShare(100n, -1)).toThrow(RangeError);
    expect(() => jackpotShare(100n, 0.5)).toThrow(RangeError);
    expect(() => jackpotShare(100n, 1_000_001)).toThrow(RangeError);
  });
});

describe('jackpot draw', () => {
  const base = { serverSeed: 'cycle-seed', cycle: 1, hitEveryMinor: 1_000n };

  it('is the same for the same bet, so a replayed bet draws the same', () => {
    for (let i = 0; i < 50; i++) {
      const input = { ...base, betId: `NOVA:bet-${i}`, stakeMinor: 300n };
      expect(jackpotDraw(input)).toBe(jackpotDraw(input));
    }
  });

  it('always hits at or above the hit-every turnover and never on nothing', () => {
    expect(jackpotDraw({ ...base, betId: 'x', stakeMinor: 1_000n })).toBe(true);
    expect(jackpotDraw({ ...base, betId: 'x', stakeMinor: 5_000n })).toBe(true);
    expect(jackpotDraw({ ...base, betId: 'x', stakeMinor: 0n })).toBe(false);
    expect(jackpotDraw({ ...base, betId: 'x', stakeMinor: 10n, hitEveryMinor: 0n })).toBe(false);
  });

  it('hits with probability stake / hit-every (within 4 standard deviations over 40,000 bets)', () => {
    const n = 40_000;
    const p = 0.05; // 50 / 1,000
    let hits = 0;
    for (let i = 0; i < n; i++) {
      if (jackpotDraw({ ...base, betId: `TEST:${i}`, stakeMinor: 50n })) hits += 1;
    }
    const sd = Math.sqrt(n * p * (1 - p));
    expect(Math.abs(hits - n * p)).toBeLessThan(4 * sd);
  });

  it('draws anew in another cycle', () => {
    const draws = (cycle: number) =>
      Array.from({ length: 200 }, (_, i) =>
        jackpotDraw({ ...base, cycle, betId: `b${i}`, stakeMinor: 500n }),
      );
    expect(draws(2)).not.toEqual(draws(1));
  });

  it('handles hit-every amounts beyond 32 bits', () => {
    const big = { ...base, hitEveryMinor: 2_000_000_000_000n };
    expect(jackpotDraw({ ...big, betId: 'a', stakeMinor: 1n })).toBe(false);
    expect(jackpotDraw({ ...big, betId: 'a', stakeMinor: 2_000_000_000_000n })).toBe(true);
  });
});
