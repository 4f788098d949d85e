import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../shared/format-money.ts';
import { JACKPOT_MAX, JACKPOT_MIN, nextJackpot } from './jackpot-counter.tsx';

describe('jackpot counter', () => {
  it('adds between 1,000 and 1,500 each step', () => {
    expect(nextJackpot(JACKPOT_MIN, (min) => min)).toBe(JACKPOT_MIN + 1000_00);
    expect(nextJackpot(JACKPOT_MIN, (_, max) => max)).toBe(JACKPOT_MIN + 1500_00);
  });

  it('starts again from 51,101,996 once past 51,273,838', () => {
    expect(nextJackpot(JACKPOT_MAX - 10_00, (min) => min)).toBe(JACKPOT_MIN);
  });

  it('is shown as money with thousands separators, 2 decimals and the currency symbol', () => {
    expect(formatMinorUnits(JACKPOT_MIN, '₫')).toBe('₫51,101,996.00');
    expect(formatMinorUnits(JACKPOT_MAX + 5, '$')).toBe('$51,273,838.05');
  });
});
