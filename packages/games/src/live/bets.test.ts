import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import {
  checkStake,
  edgeOver,
  equalRational,
  payoutOf,
  percentString,
  rational,
  settleWith,
  win,
  ZERO,
} from './bets.ts';

describe('exact fractions', () => {
  it('are kept reduced with a positive denominator', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(rational(0n, 7n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('print as percentages rounded half away from zero, on the fraction itself', () => {
    expect(percentString(rational(1n, 37n))).toBe('2.70');
    expect(percentString(rational(1n, 8n))).toBe('12.50');
    expect(percentString(rational(1n, 20_000n))).toBe('0.01');
    expect(percentString(rational(1n, 20_001n))).toBe('0.00');
    expect(percentString(rational(-1n, 37n), 4)).toBe('-2.7027');
    expect(percentString(rational(3n, 2n), 0)).toBe('150');
  });

  it('make a win at n:1 return n + 1 times the stake', () => {
    expect(equalRational(win(8), rational(9n))).toBe(true);
    expect(equalRational(win(rational(19n, 20n)), rational(39n, 20n))).toBe(true);
  });
});

describe('payouts', () => {
  it('floor the stake times the factor once, to a whole minor unit', () => {
    expect(payoutOf(15, rational(39n, 20n))).toBe(29);
    expect(payoutOf(20, rational(39n, 20n))).toBe(39);
    expect(payoutOf(7, rational(1n, 2n))).toBe(3);
    expect(payoutOf(7, ZERO)).toBe(0);
  });

  it('refuse a stake that is not a positive whole number of minor units', () => {
    for (const stake of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '10']) {
      expect(() => checkStake(stake)).toThrow(EngineInputError);
    }
    expect(checkStake(1)).toBe(1);
  });

  it('refuse a payout beyond a safe integer rather than round it', () => {
    expect(() => payoutOf(Number.MAX_SAFE_INTEGER, win(1))).toThrow(RangeError);
  });

  it('settle nothing when one bet of the batch is bad', () => {
    const checkSpot = (spot: string) => {
      if (spot !== 'a') throw new EngineInputError('unknown_spot');
    };
    const factor = () => win(1);
    expect(settleWith([{ spot: 'a', stake: 5 }], checkSpot, factor)).toEqual([
      { spot: 'a', stake: 5, payout: 10 },
    ]);
    expect(() =>
      settleWith(
        [
          { spot: 'a', stake: 5 },
          { spot: 'b', stake: 5 },
        ],
        checkSpot,
        factor,
      ),
    ).toThrow(EngineInputError);
    expect(() => settleWith([{ spot: 'a', stake: 0 }], checkSpot, factor)).toThrow(EngineInputError);
  });
});

describe('the house edge over an enumeration', () => {
  it('is one less the expected return, a push counting as no loss', () => {
    // A coin that pays 1:1 on heads and pushes on an edge landing one time in 10.
    const outcomes = [
      { outcome: 'heads', weight: 4n },
      { outcome: 'tails', weight: 5n },
      { outcome: 'edge', weight: 1n },
    ];
    const edge = edgeOver(outcomes, (o) => (o === 'heads' ? win(1) : o === 'edge' ? rational(1n) : ZERO));
    expect(edge).toEqual(rational(1n, 10n));
  });
});
