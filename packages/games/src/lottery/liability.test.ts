import { describe, expect, it } from 'vitest';
import {
  decideLiability,
  type ExposureAt,
  FULL_RATE,
  type LiabilityCap,
  seaExposure,
  winsAtRate,
} from './liability.ts';
import { DEFAULT_SEA_RATES, parseSeaSelection, type SeaProduct, settleSea } from './sea.ts';
import { type Fraction, fraction, LotteryInputError, ticketReturn } from './types.ts';

/** A bet whose full-rate exposure is `full` per number; at a share it is floor(full × share). */
const bet =
  (full: Record<string, bigint>): ExposureAt =>
  (rate: Fraction) =>
    new Map(Object.entries(full).map(([number, amount]) => [number, (amount * rate.num) / rate.den]));

const held = (entries: Record<string, bigint>) => new Map(Object.entries(entries));
const close = (cap: bigint): LiabilityCap => ({ cap, mode: 'close' });
const reduce = (cap: bigint, reducedRate: Fraction = fraction(1, 2)): LiabilityCap => ({
  cap,
  mode: 'reduce',
  reducedRate,
});

const exposure = (product: SeaProduct, picks: string, unitStake: bigint, multiplier = 1, rate?: Fraction) =>
  Object.fromEntries(
    seaExposure({
      product,
      selection: parseSeaSelection(product, picks),
      unitStake,
      multiplier,
      rates: DEFAULT_SEA_RATES,
      ...(rate ? { rate } : {}),
    }),
  );

describe('SEA exposure per number', () => {
  it('is unit × multiplier × the most one number returns, floored per number', () => {
    // 4D big straight: the first prize, 2500. 1.00 × 2 → 5,000.00 on 1234.
    expect(exposure('4d_big', '1234', 100n, 2)).toEqual({ '1234': 500_000n });
    expect(exposure('4d_small', '1234 0001', 100n)).toEqual({ '1234': 350_000n, '0001': 350_000n });
    // iBox 1123: 12 orders, each 2500 / 12 per unit: floor(100 × 2500 / 12) = 20,833.
    const ibox = exposure('4d_ibox_big', '1123', 100n);
    expect(Object.keys(ibox)).toHaveLength(12);
    expect(new Set(Object.values(ibox))).toEqual(new Set([20_833n]));
    // Box 1123: 12 full bets.
    const box = exposure('4d_box_big', '1123', 100n);
    expect(Object.keys(box)).toHaveLength(12);
    expect(box['3211']).toBe(250_000n);
    expect(exposure('4d_box_big', '1111', 100n)).toEqual({ '1111': 250_000n });
    // 3D: one ending can end all three top prizes: 660 + 200 + 100.
    expect(exposure('3d', '234', 10n)).toEqual({ '234': 9_600n });
    // Thai: one tier; 3 top any covers each order of the digits at the full rate.
    expect(exposure('2d_bottom', '05', 10n)).toEqual({ '05': 900n });
    expect(exposure('3d_top_straight', '456', 10n)).toEqual({ '456': 9_000n });
    expect(exposure('3d_top_any', '112', 10n)).toEqual({ '112': 1_500n, '121': 1_500n, '211': 1_500n });
    expect(exposure('3d_top_any', '111', 10n)).toEqual({ '111': 1_500n });
  });

  it('applies a rate share before the one floor', () => {
    expect(exposure('4d_big', '1234', 1n, 1, fraction(1, 3))).toEqual({ '1234': 833n }); // 2500 / 3
    expect(exposure('4d_ibox_big', '1123', 1n, 1, fraction(1, 2))).toMatchObject({ '1123': 104n }); // 2500 / 24
  });

  it('refuses a bad stake, multiplier, share or selection', () => {
    const base = {
      product: '4d_big' as const,
      selection: { picks: ['1234'] },
      unitStake: 100n,
      multiplier: 1,
      rates: DEFAULT_SEA_RATES,
    };
    expect(() => seaExposure({ ...base, unitStake: 0n })).toThrow(RangeError);
    expect(() => seaExposure({ ...base, multiplier: 0 })).toThrow(RangeError);
    expect(() => seaExposure({ ...base, rate: fraction(3, 2) })).toThrow(RangeError);
    expect(() => seaExposure({ ...base, selection: { picks: ['1234', '1234'] } })).toThrow(LotteryInputError);
  });
});

describe('per-number liability caps', () => {
  it('accepts a bet that lands exactly on the cap, at full rate', () => {
    const decision = decideLiability({
      current: held({ '1234': 400n }),
      added: bet({ '1234': 600n }),
      limit: close(1000n),
    });
    expect(decision).toEqual({ accepted: true, rate: FULL_RATE, exposure: new Map([['1234', 600n]]) });
  });

  it('refuses one minor unit over the cap, with what remains', () => {
    expect(
      decideLiability({ current: held({ '1234': 400n }), added: bet({ '1234': 601n }), limit: close(1000n) }),
    ).toEqual({ accepted: false, reason: 'cap_exceeded', number: '1234', remaining: 600n });
  });

  it('closes a number whose exposure reached the cap (or passed a lowered one)', () => {
    expect(
      decideLiability({ current: held({ '1234': 1000n }), added: bet({ '1234': 1n }), limit: close(1000n) }),
    ).toEqual({ accepted: false, reason: 'number_closed', number: '1234', remaining: 0n });
    expect(
      decideLiability({ current: held({ '1234': 1500n }), added: bet({ '1234': 1n }), limit: reduce(1000n) }),
    ).toEqual({ accepted: false, reason: 'number_closed', number: '1234', remaining: 0n });
    // A cap of 0 closes every number.
    expect(
      decideLiability({ current: held({}), added: bet({ '0001': 1n }), limit: close(0n) }),
    ).toMatchObject({
      reason: 'number_closed',
    });
  });

  it('refuses a number an operator closed, whatever room is left', () => {
    expect(
      decideLiability({
        current: held({}),
        added: bet({ '1234': 1n, '5678': 1n }),
        limit: reduce(1000n),
        closed: new Set(['5678']),
      }),
    ).toEqual({ accepted: false, reason: 'number_closed', number: '5678', remaining: 1000n });
  });

  it('reduce: past the cap at full rate, accepts at the reduced rate when that fits', () => {
    // 400 held; the bet is 1,000 at full rate (1,400 > 1,000) and 500 at half (900 ≤ 1,000).
    expect(
      decideLiability({
        current: held({ '1234': 400n }),
        added: bet({ '1234': 1000n }),
        limit: reduce(1000n),
      }),
    ).toEqual({ accepted: true, rate: fraction(1, 2), exposure: new Map([['1234', 500n]]) });
    // Exactly at the cap at half rate: 400 + 600.
    expect(
      decideLiability({
        current: held({ '1234': 400n }),
        added: bet({ '1234': 1200n }),
        limit: reduce(1000n),
      }),
    ).toMatchObject({ accepted: true, rate: fraction(1, 2) });
    // Still at full rate while that fits.
    expect(
      decideLiability({
        current: held({ '1234': 400n }),
        added: bet({ '1234': 600n }),
        limit: reduce(1000n),
      }),
    ).toMatchObject({ accepted: true, rate: FULL_RATE });
  });

  it('reduce: refuses when even the reduced rate does not fit', () => {
    // Half of 1,202 is 601: 400 + 601 > 1,000.
    expect(
      decideLiability({
        current: held({ '1234': 400n }),
        added: bet({ '1234': 1202n }),
        limit: reduce(1000n),
      }),
    ).toEqual({ accepted: false, reason: 'cap_exceeded', number: '1234', remaining: 600n });
  });

  it('decides a bet on several numbers as a whole, naming the first number (ascending) that fails', () => {
    const current = held({ '1234': 900n, '5678': 900n, '0001': 0n });
    expect(
      decideLiability({ current, added: bet({ '5678': 200n, '0001': 100n }), limit: close(1000n) }),
    ).toEqual({
      accepted: false,
      reason: 'cap_exceeded',
      number: '5678',
      remaining: 100n,
    });
    expect(
      decideLiability({ current, added: bet({ '5678': 200n, '1234': 200n }), limit: close(1000n) }),
    ).toMatchObject({ number: '1234' });
    // One number over at full rate puts the whole line at half rate.
    const decision = decideLiability({
      current,
      added: bet({ '5678': 200n, '0001': 100n }),
      limit: reduce(1000n),
    });
    expect(decision).toEqual({
      accepted: true,
      rate: fraction(1, 2),
      exposure: new Map([
        ['5678', 100n],
        ['0001', 50n],
      ]),
    });
  });

  it('refuses a malformed cap', () => {
    const args = { current: held({}), added: bet({ '1234': 1n }) };
    expect(() => decideLiability({ ...args, limit: { cap: 1000n, mode: 'reduce' } })).toThrow(RangeError);
    expect(() => decideLiability({ ...args, limit: reduce(1000n, fraction(1)) })).toThrow(RangeError);
    expect(() => decideLiability({ ...args, limit: reduce(1000n, fraction(0)) })).toThrow(RangeError);
    expect(() => decideLiability({ ...args, limit: close(-1n) })).toThrow(RangeError);
    expect(() => decideLiability({ ...args, limit: { cap: 1000n, mode: 'open' as 'close' } })).toThrow(
      RangeError,
    );
    expect(() =>
      decideLiability({ current: held({ '1234': -1n }), added: args.added, limit: close(10n) }),
    ).toThrow(RangeError);
  });

  it('works end to end on a SEA bet: a 4D big cap of 5,000.00 on one number', () => {
    const selection = parseSeaSelection('4d_big', '1234');
    const added: ExposureAt = (rate) =>
      seaExposure({
        product: '4d_big',
        selection,
        unitStake: 100n,
        multiplier: 2,
        rates: DEFAULT_SEA_RATES,
        rate,
      });
    // 1.00 × 2 on 1234 owes 5,000.00 if it comes first: exactly the cap.
    expect(decideLiability({ current: held({}), added, limit: close(500_000n) })).toMatchObject({
      accepted: true,
    });
    expect(decideLiability({ current: held({ '1234': 1n }), added, limit: close(500_000n) })).toEqual({
      accepted: false,
      reason: 'cap_exceeded',
      number: '1234',
      remaining: 499_999n,
    });
    // Reduced to half rate, it is accepted and paid at half: 1234 first returns 2,500.00.
    const decision = decideLiability({ current: held({ '1234': 1n }), added, limit: reduce(500_000n) });
    expect(decision).toMatchObject({ accepted: true, rate: fraction(1, 2) });
    if (!decision.accepted) throw new Error('expected acceptance');
    expect(decision.exposure.get('1234')).toBe(250_000n);
    const result = {
      kind: '4d' as const,
      first: '1234',
      second: '5678',
      third: '9012',
      starters: Array.from({ length: 10 }, (_, i) => `000${i}`),
      consolation: Array.from({ length: 10 }, (_, i) => `100${i}`),
    };
    const { wins } = settleSea('4d_big', selection, result, DEFAULT_SEA_RATES);
    expect(ticketReturn(100n, 2, winsAtRate(wins, decision.rate))).toBe(250_000n);
    expect(ticketReturn(100n, 2, winsAtRate(wins, FULL_RATE))).toBe(500_000n);
  });
});
