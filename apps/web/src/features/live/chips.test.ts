import { describe, expect, it } from 'vitest';
import {
  chipLabel,
  chipValues,
  doubleUp,
  minorOf,
  moneyOf,
  placeChip,
  rebet,
  slipOf,
  stakeOf,
  undoStep,
} from './chips.ts';

describe('live chips', () => {
  it('stacks chips per spot, undoes the last step whole and sends each spot once', () => {
    let steps = placeChip([], 'player', 1_000);
    steps = placeChip(steps, 'player', 5_000);
    steps = placeChip(steps, 'tie', 1_000);
    expect(slipOf(steps)).toEqual([
      { spot: 'player', stake: '60.00' },
      { spot: 'tie', stake: '10.00' },
    ]);
    steps = undoStep(steps);
    expect(slipOf(steps)).toEqual([{ spot: 'player', stake: '60.00' }]);
    steps = doubleUp(steps, []);
    expect(stakeOf(steps)).toBe(12_000);
    expect(slipOf(undoStep(steps))).toEqual([{ spot: 'player', stake: '60.00' }]);
  });

  it('re-bets the last round as one step and doubles the confirmed bets when nothing is laid', () => {
    const last = [
      { spot: 'banker', amount: 2_000 },
      { spot: 'banker-pair', amount: 1_000 },
    ];
    expect(rebet([], [])).toEqual([]);
    const again = rebet([], last);
    expect(again).toHaveLength(1);
    expect(slipOf(again)).toEqual([
      { spot: 'banker', stake: '20.00' },
      { spot: 'banker-pair', stake: '10.00' },
    ]);
    expect(slipOf(doubleUp([], last))).toEqual(slipOf(again));
    expect(doubleUp([], [])).toEqual([]);
  });

  it('reads and writes money in minor units and names the chips of a table', () => {
    expect(minorOf('1234.5')).toBe(123_450);
    expect(minorOf('x')).toBe(0);
    expect(moneyOf(123_405)).toBe('1234.05');
    expect(chipValues('10.00', '50000.00')).toEqual([1_000, 5_000, 10_000, 50_000, 100_000, 500_000]);
    expect(chipValues('10.00', '200.00')).toEqual([1_000, 5_000, 10_000]);
    expect([1_000, 50_000, 500_000, 250_000_000].map(chipLabel)).toEqual(['10', '500', '5K', '2.5M']);
  });
});
