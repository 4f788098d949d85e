import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../shared/format-money.ts';
import { moneyToMinorUnits, nextPollDelay, rollFigure } from './jackpot-counter.tsx';

describe('jackpot counter', () => {
  it('reads the pool again every 3 to 5 seconds', () => {
    expect(nextPollDelay(() => 0)).toBe(3000);
    expect(nextPollDelay(() => 0.999_999)).toBe(5000);
    for (let i = 0; i < 100; i++) {
      const delay = nextPollDelay();
      expect(delay).toBeGreaterThanOrEqual(3000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });

  it('rolls up to a bigger reading and ends exactly on it', () => {
    expect(rollFigure(5_000_000_00, 5_000_150_00, 0)).toBe(5_000_000_00);
    const half = rollFigure(5_000_000_00, 5_000_150_00, 0.5);
    expect(half).toBeGreaterThan(5_000_000_00);
    expect(half).toBeLessThan(5_000_150_00);
    expect(rollFigure(5_000_000_00, 5_000_150_00, 1)).toBe(5_000_150_00);
  });

  it('shows a won pool dropping to its seed at once, never counting down', () => {
    expect(rollFigure(9_876_543_21, 5_000_000_00, 0)).toBe(5_000_000_00);
  });

  it("turns the server's money string into minor units without floating point", () => {
    expect(moneyToMinorUnits('50242250.75')).toBe(50_242_250_75);
    expect(moneyToMinorUnits('0.05')).toBe(5);
    expect(moneyToMinorUnits('oops')).toBe(0);
  });

  it('is shown as money with thousands separators, 2 decimals and the currency symbol', () => {
    expect(formatMinorUnits(moneyToMinorUnits('51101996.00'), '₫')).toBe('₫51,101,996.00');
    expect(formatMinorUnits(moneyToMinorUnits('5000.05'), '$')).toBe('$5,000.05');
  });
});
