import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  isOddsMilli,
  ODDS_FORMATS,
  ODDS_MILLI_MAX,
  ODDS_MILLI_MIN,
  type OddsFormat,
  type OddsMilli,
  oddsMilli,
  parseOdds,
} from './odds.ts';

const show = (odds: number) =>
  Object.fromEntries(ODDS_FORMATS.map((format) => [format, formatOdds(oddsMilli(odds), format)]));

describe('sportsbook odds', () => {
  it('shows even money as 2.000 decimal and 1.00 in HK, Malay and Indonesian', () => {
    expect(show(2000)).toEqual({ decimal: '2.000', hk: '1.00', malay: '1.00', indo: '1.00' });
  });

  it('shows a short price as a negative Indonesian and a long one as a negative Malay', () => {
    expect(show(1500)).toEqual({ decimal: '1.500', hk: '0.50', malay: '0.50', indo: '-2.00' });
    expect(show(3000)).toEqual({ decimal: '3.000', hk: '2.00', malay: '-0.50', indo: '2.00' });
    expect(show(1950)).toEqual({ decimal: '1.950', hk: '0.95', malay: '0.95', indo: '-1.05' });
    expect(show(2250)).toEqual({ decimal: '2.250', hk: '1.25', malay: '-0.80', indo: '1.25' });
    expect(show(1250)).toEqual({ decimal: '1.250', hk: '0.25', malay: '0.25', indo: '-4.00' });
  });

  it('reads each format back to the price, and the edge cases of each', () => {
    const cases: [string, OddsFormat, number][] = [
      ['2.00', 'decimal', 2000],
      ['1.00', 'hk', 2000],
      ['1.00', 'malay', 2000],
      ['-1.00', 'malay', 2000],
      ['1.00', 'indo', 2000],
      ['-1.00', 'indo', 2000],
      ['0.50', 'malay', 1500],
      ['-2.00', 'indo', 1500],
      ['-0.50', 'malay', 3000],
      ['2.00', 'indo', 3000],
      ['1.95', 'decimal', 1950],
      ['0.95', 'hk', 1950],
      ['−0.80', 'malay', 2250], // U+2212 minus, as a feed may send it
      ['+1.25', 'indo', 2250],
      ['-0.3', 'malay', 4333], // HK 3.3333… rounds to the nearest thousandth
      ['-0.33', 'malay', 4030], // HK 3.030303…
      ['-1.05', 'indo', 1952], // HK 0.952380…
      ['1000', 'decimal', ODDS_MILLI_MAX],
      ['1.001', 'decimal', ODDS_MILLI_MIN],
      ['1.9505', 'decimal', 1950], // an exact tie goes to the lower price
      ['1.95051', 'decimal', 1951],
    ];
    for (const [text, format, odds] of cases)
      expect([text, format, parseOdds(text, format)]).toEqual([text, format, odds]);
  });

  it('refuses text that is not a price in its format', () => {
    const refused: [string, OddsFormat][] = [
      ['', 'decimal'],
      ['abc', 'decimal'],
      ['1.95x', 'decimal'],
      ['1e3', 'decimal'],
      ['1,95', 'decimal'],
      ['.95', 'hk'],
      ['1.', 'decimal'],
      ['1.00', 'decimal'], // returns only the stake
      ['0.9', 'decimal'],
      ['-1.5', 'decimal'],
      ['1.0004', 'decimal'], // rounds to 1.000
      ['1000.001', 'decimal'], // above the cap
      ['0', 'hk'],
      ['-0.5', 'hk'],
      ['0', 'malay'],
      ['1.01', 'malay'],
      ['-1.01', 'malay'],
      ['-0.0009', 'malay'], // HK 1111: above the cap
      ['0.99', 'indo'],
      ['-0.5', 'indo'],
      ['0', 'indo'],
      ['1'.repeat(40), 'decimal'],
    ];
    for (const [text, format] of refused)
      expect(() => parseOdds(text, format), `${format} "${text}"`).toThrow(RangeError);
  });

  it('refuses a price that is not an integer of thousandths in 1.001…1000.000', () => {
    for (const bad of [1000, 1_000_001, 1950.5, Number.NaN, -2000, 0]) {
      expect(isOddsMilli(bad)).toBe(false);
      expect(() => oddsMilli(bad)).toThrow(RangeError);
      expect(() => formatOdds(bad as OddsMilli, 'decimal')).toThrow(RangeError);
    }
    expect(isOddsMilli(1001)).toBe(true);
    expect(() => formatOdds(1000n, 'decimal')).toThrow(RangeError);
    expect(formatOdds(9_765_625n, 'decimal')).toBe('9765.625');
  });

  it('never shows a price as zero, nor one it cannot read back: the extremes get more decimals', () => {
    expect(show(1001)).toEqual({ decimal: '1.001', hk: '0.001', malay: '0.001', indo: '-1000.00' });
    expect(show(1005)).toEqual({ decimal: '1.005', hk: '0.005', malay: '0.005', indo: '-200.00' });
    expect(show(1006)).toEqual({ decimal: '1.006', hk: '0.006', malay: '0.006', indo: '-166.67' });
    expect(show(1010)).toEqual({ decimal: '1.010', hk: '0.01', malay: '0.01', indo: '-100.00' });
    expect(show(101_000)).toEqual({ decimal: '101.000', hk: '100.00', malay: '-0.01', indo: '100.00' });
    expect(show(150_000)).toEqual({ decimal: '150.000', hk: '149.00', malay: '-0.007', indo: '149.00' });
    // Malay −1/999 = −0.001001001…: −0.001 would read back as 1001.000, above the cap.
    expect(show(ODDS_MILLI_MAX)).toEqual({
      decimal: '1000.000',
      hk: '999.00',
      malay: '-0.001001001',
      indo: '999.00',
    });
    expect(parseOdds('-0.001001001', 'malay')).toBe(ODDS_MILLI_MAX);
  });

  it('reads Decimal back exactly for every price, and HK for every price in whole hundredths', () => {
    for (let odds = ODDS_MILLI_MIN; odds <= 20_000; odds++) {
      const price = oddsMilli(odds);
      expect(parseOdds(formatOdds(price, 'decimal'), 'decimal')).toBe(odds);
      if (odds % 10 === 0) {
        expect(parseOdds(formatOdds(price, 'hk'), 'hk')).toBe(odds);
        if (odds <= 2000) expect(parseOdds(formatOdds(price, 'malay'), 'malay')).toBe(odds);
        if (odds >= 2000) expect(parseOdds(formatOdds(price, 'indo'), 'indo')).toBe(odds);
      }
    }
  });

  it('shows the same display again after reading a display back (display → price → display)', () => {
    // Malay and HK at two decimals for every value from 0.01 to 1.00 and back; Indonesian from
    // −3.00 to −1.00 (further out, one thousandth of a price moves the display by more than 0.01).
    for (let hundredths = 1; hundredths <= 100; hundredths++) {
      for (const sign of [1, -1]) {
        const text = `${sign < 0 ? '-' : ''}${(hundredths / 100).toFixed(2)}`;
        expect(formatOdds(parseOdds(text, 'malay'), 'malay')).toBe(text === '-1.00' ? '1.00' : text);
      }
      const hk = (hundredths / 100).toFixed(2);
      expect(formatOdds(parseOdds(hk, 'hk'), 'hk')).toBe(hk);
    }
    for (let hundredths = 100; hundredths <= 300; hundredths++) {
      const text = `-${(hundredths / 100).toFixed(2)}`;
      expect(formatOdds(parseOdds(text, 'indo'), 'indo')).toBe(text === '-1.00' ? '1.00' : text);
    }
  });

  it('reads any display back to a valid price close to it, and shows that price the same way (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: ODDS_MILLI_MIN, max: ODDS_MILLI_MAX }),
        fc.constantFrom(...ODDS_FORMATS),
        (odds, format) => {
          const shown = formatOdds(oddsMilli(odds), format);
          const back = parseOdds(shown, format);
          expect(isOddsMilli(back)).toBe(true);
          // Above 667.000 a Malay display grows digits until it reads back under the cap, so the
          // digits it needs depend on the price: it reads back, but not always to the same display.
          if (odds > 650_000) return;
          // Malay and Indo −1.00 (a price within half a hundredth of even money) is even money, 1.00.
          expect(formatOdds(back, format)).toBe(shown === '-1.00' ? '1.00' : shown);
          if (odds > 50_000) return;
          // A display off by up to half a hundredth moves HK by that much, and a negative Malay or
          // Indo display (−1/HK) by up to 0.005 × HK² / (1 − 0.005 × HK); plus the thousandth's rounding.
          const hk = (odds - 1000) / 1000;
          const slope = format === 'hk' || hk < 1 ? 1 : (hk * hk) / (1 - 0.005 * hk);
          const tolerance = format === 'decimal' ? 0 : Math.ceil(5 * slope) + 1;
          expect(Math.abs(back - odds)).toBeLessThanOrEqual(tolerance);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('orders every display like the prices: a higher price never reads back lower', () => {
    for (const format of ODDS_FORMATS) {
      let previous = 0;
      for (let odds = ODDS_MILLI_MIN; odds <= 12_000; odds += 7) {
        const back = parseOdds(formatOdds(oddsMilli(odds), format), format);
        expect(back).toBeGreaterThanOrEqual(previous);
        previous = back;
      }
    }
  });
});
