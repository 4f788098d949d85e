import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handicapOutcome, OUTCOMES, type Outcome } from './lines.ts';
import { formatOdds, ODDS_MILLI_MAX, ODDS_MILLI_MIN, type OddsMilli, oddsMilli } from './odds.ts';
import {
  cashOutValue,
  effectiveFactor,
  type Leg,
  parlayFactor,
  parlayOdds,
  parlayReturn,
  singleReturn,
} from './settle.ts';

const odds = (milli: number): OddsMilli => oddsMilli(milli);
const leg = (milli: number, outcome: Outcome): Leg => ({ odds: odds(milli), outcome });

describe('sportsbook settlement', () => {
  it('returns a single by its outcome: 100.00 at 1.95', () => {
    const returns = Object.fromEntries(
      OUTCOMES.map((outcome) => [outcome, singleReturn({ stake: 10_000n, odds: odds(1950), outcome })]),
    );
    expect(returns).toEqual({ won: 19_500n, half_won: 14_750n, void: 10_000n, half_lost: 5_000n, lost: 0n });
  });

  it('floors once, never paying a fraction of a minor unit more than owed', () => {
    // 0.01 at 1.95 is owed 0.0195: pays 0.01. Half won on 0.01 at 1.95 is owed 0.01475: pays 0.01.
    expect(singleReturn({ stake: 1n, odds: odds(1950), outcome: 'won' })).toBe(1n);
    expect(singleReturn({ stake: 1n, odds: odds(1950), outcome: 'half_won' })).toBe(1n);
    expect(singleReturn({ stake: 1n, odds: odds(1950), outcome: 'half_lost' })).toBe(0n);
    // 0.03 half won at 1.951: 0.015 × 1.951 + 0.015 = 0.044265 → 0.04 (two floors would also give 0.04,
    // but 0.01 half-won at 1.001 shows the one floor: 0.005 × 1.001 + 0.005 = 0.010005 → 0.01, where
    // flooring each half first would pay 0.00).
    expect(singleReturn({ stake: 3n, odds: odds(1951), outcome: 'half_won' })).toBe(4n);
    expect(singleReturn({ stake: 1n, odds: odds(1001), outcome: 'half_won' })).toBe(1n);
    expect(singleReturn({ stake: 333n, odds: odds(2345), outcome: 'won' })).toBe(780n); // 780.885
  });

  it('refuses a stake that is not a positive bigint, a bad price and an unknown outcome', () => {
    expect(() => singleReturn({ stake: 0n, odds: odds(2000), outcome: 'won' })).toThrow(RangeError);
    expect(() => singleReturn({ stake: -5n, odds: odds(2000), outcome: 'won' })).toThrow(RangeError);
    expect(() => singleReturn({ stake: 100 as unknown as bigint, odds: odds(2000), outcome: 'won' })).toThrow(
      RangeError,
    );
    expect(() => singleReturn({ stake: 100n, odds: 1000 as OddsMilli, outcome: 'won' })).toThrow(RangeError);
    expect(() => singleReturn({ stake: 100n, odds: odds(2000), outcome: 'push' as Outcome })).toThrow(
      RangeError,
    );
    expect(() => parlayReturn({ stake: 100n, legs: [] })).toThrow(RangeError);
  });

  it('multiplies a parlay: 100.00 at 1.90 × 2.00 with the second leg half won returns 285.00', () => {
    expect(parlayReturn({ stake: 10_000n, legs: [leg(1900, 'won'), leg(2000, 'half_won')] })).toBe(28_500n);
    expect(parlayReturn({ stake: 10_000n, legs: [leg(1900, 'won'), leg(2000, 'won')] })).toBe(38_000n);
    expect(parlayFactor([leg(1900, 'won'), leg(2000, 'half_won')])).toEqual({
      num: 3800n * 3000n,
      den: 2000n * 2000n,
    });
  });

  it('treats a void leg as 1, a half-lost leg as 1/2 and a lost leg as the ticket lost', () => {
    const stake = 10_000n;
    expect(parlayReturn({ stake, legs: [leg(1900, 'won'), leg(2500, 'void'), leg(1800, 'won')] })).toBe(
      34_200n,
    );
    expect(parlayReturn({ stake, legs: [leg(1900, 'won'), leg(2500, 'half_lost')] })).toBe(9_500n);
    expect(parlayReturn({ stake, legs: [leg(1900, 'won'), leg(2500, 'void'), leg(1800, 'half_lost')] })).toBe(
      9_500n,
    );
    expect(parlayReturn({ stake, legs: [leg(1900, 'void'), leg(2500, 'void')] })).toBe(stake);
    expect(parlayReturn({ stake, legs: [leg(1900, 'won'), leg(5000, 'lost'), leg(1800, 'won')] })).toBe(0n);
    // 1.95 half won × 1.87 half won × 2.10 half lost: 1.475 × 1.435 × 0.5 = 1.0583125 → 105.83.
    expect(
      parlayReturn({ stake, legs: [leg(1950, 'half_won'), leg(1870, 'half_won'), leg(2100, 'half_lost')] }),
    ).toBe(10_583n);
    // The same at 0.07: owed 0.074081875, pays 0.07.
    expect(
      parlayReturn({
        stake: 7n,
        legs: [leg(1950, 'half_won'), leg(1870, 'half_won'), leg(2100, 'half_lost')],
      }),
    ).toBe(7n);
  });

  it('settles a one-leg parlay as the single', () => {
    for (const outcome of OUTCOMES) {
      expect(parlayReturn({ stake: 12_345n, legs: [leg(1777, outcome)] })).toBe(
        singleReturn({ stake: 12_345n, odds: odds(1777), outcome }),
      );
    }
  });

  it('shows the combined price floored to a thousandth', () => {
    expect(parlayOdds([odds(1900), odds(2000)])).toBe(3800n);
    expect(parlayOdds([odds(1333), odds(1333), odds(1333)])).toBe(2368n); // 2.368593037
    expect(
      formatOdds(
        parlayOdds([odds(5000), odds(5000), odds(5000), odds(5000), odds(5000), odds(5000)]),
        'decimal',
      ),
    ).toBe('15625.000');
    expect(() => parlayOdds([])).toThrow(RangeError);
  });

  it('prices a cash-out from the settled factors and the open legs’ taken over current prices, less the margin', () => {
    // 100.00 on 1.90 (won) × 2.00 (open, now 1.50): 100 × 1.9 × 2/1.5 × 0.95 = 240.666… → 240.66.
    expect(
      cashOutValue({
        stake: 10_000n,
        settled: [leg(1900, 'won')],
        open: [{ odds: odds(2000), currentOdds: odds(1500) }],
        marginBp: 9_500,
      }),
    ).toBe(24_066n);
    // Unchanged prices and no settled leg: the stake less the margin.
    expect(
      cashOutValue({
        stake: 10_000n,
        settled: [],
        open: [{ odds: odds(2000), currentOdds: odds(2000) }],
        marginBp: 9_500,
      }),
    ).toBe(9_500n);
    // A half-won settled leg counts at (odds + 1) / 2; a drifting open leg lowers the offer.
    expect(
      cashOutValue({
        stake: 10_000n,
        settled: [leg(2000, 'half_won')],
        open: [{ odds: odds(1800), currentOdds: odds(3600) }],
        marginBp: 10_000,
      }),
    ).toBe(7_500n);
    expect(
      cashOutValue({
        stake: 10_000n,
        settled: [leg(1900, 'won'), leg(2000, 'lost')],
        open: [{ odds: odds(2000), currentOdds: odds(1100) }],
        marginBp: 9_500,
      }),
    ).toBeNull();
    for (const marginBp of [-1, 10_001, 95.5]) {
      expect(() => cashOutValue({ stake: 100n, settled: [], open: [], marginBp })).toThrow(RangeError);
    }
  });

  it('never pays a single more than stake × odds or less than nothing, and returns the stake on void (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: ODDS_MILLI_MIN, max: ODDS_MILLI_MAX }),
        fc.constantFrom(...OUTCOMES),
        (stake, milli, outcome) => {
          const paid = singleReturn({ stake, odds: odds(milli), outcome });
          expect(paid >= 0n).toBe(true);
          expect(paid * 1000n <= stake * BigInt(milli)).toBe(true);
          if (outcome === 'void') expect(paid).toBe(stake);
          // Exactly the owed amount, less under one minor unit.
          const { num, den } = effectiveFactor({ odds: odds(milli), outcome });
          expect(paid * den <= stake * num && stake * num < (paid + 1n) * den).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('settles a quarter line as the average of its two half-stakes within one minor unit (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: ODDS_MILLI_MIN, max: 50_000 }),
        fc.integer({ min: -6, max: 6 }),
        fc.integer({ min: -20, max: 19 }).map((n) => 2 * n + 1),
        (stake, milli, margin, line) => {
          const paid = (outcome: Outcome) => singleReturn({ stake, odds: odds(milli), outcome });
          const quarter = paid(handicapOutcome({ margin, line }));
          const halves =
            paid(handicapOutcome({ margin, line: line - 1 })) +
            paid(handicapOutcome({ margin, line: line + 1 }));
          const difference = 2n * quarter - halves;
          expect(difference >= -2n && difference <= 2n).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never offers a cash-out above what the ticket would pay if every open leg won (property)', () => {
    const legArb = fc.record({
      odds: fc.integer({ min: ODDS_MILLI_MIN, max: 20_000 }),
      outcome: fc.constantFrom(...OUTCOMES),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(legArb, { maxLength: 4 }),
        fc.array(
          fc.record({
            odds: fc.integer({ min: ODDS_MILLI_MIN, max: 20_000 }),
            current: fc.integer({ min: ODDS_MILLI_MIN, max: 20_000 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (stake, settled, open, marginBp) => {
          const settledLegs = settled.map((each) => leg(each.odds, each.outcome));
          const value = cashOutValue({
            stake,
            settled: settledLegs,
            open: open.map((each) => ({ odds: odds(each.odds), currentOdds: odds(each.current) })),
            marginBp,
          });
          if (settled.some((each) => each.outcome === 'lost')) {
            expect(value).toBeNull();
            return;
          }
          const ifAllWin = parlayReturn({
            stake,
            legs: [...settledLegs, ...open.map((each) => leg(each.odds, 'won'))],
          });
          expect(value !== null && value >= 0n && value <= ifAllWin).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
