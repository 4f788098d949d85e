import { describe, expect, it } from 'vitest';
import { fromMinorUnits, Money, toMinorUnits } from './money.ts';

describe('Money', () => {
  it('round-trips decimal strings through minor units without floats', () => {
    for (const s of ['0.00', '0.01', '1234.50', '-7.05', '9999999999999999.99']) {
      expect(fromMinorUnits(toMinorUnits(s))).toBe(s);
    }
  });

  it('refuses strings that are not two-decimal amounts', () => {
    for (const s of ['1', '1.5', '1.555', 'abc', '1e3', '']) {
      expect(Money.safeParse(s).success).toBe(false);
      expect(() => toMinorUnits(s)).toThrow(RangeError);
    }
  });
});
