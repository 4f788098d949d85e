import { describe, expect, it } from 'vitest';
import { northSheetText, northTiers } from './lottery-fixtures.ts';
import {
  checkSheet,
  digitsOf,
  emptySheet,
  failedInput,
  filledCount,
  pasteInto,
  resultRequest,
  sheetOf,
  sheetTiers,
} from './result-sheet.ts';

const layout = (region: 'north' | 'central' | 'south') =>
  sheetTiers(region).map(({ tier, digits, count }) => `${tier} ${count}×${digits}`);

describe('the result sheet', () => {
  it('lists the north as its printed sheet does: the special prize, then G1 to G7', () => {
    expect(layout('north')).toEqual([
      'special 1×5',
      'g1 1×5',
      'g2 2×5',
      'g3 6×5',
      'g4 4×4',
      'g5 6×4',
      'g6 3×3',
      'g7 4×2',
    ]);
  });

  it('lists a central or southern province from G8 down to its six-digit special prize', () => {
    const province = [
      'g8 1×2',
      'g7 1×3',
      'g6 3×4',
      'g5 1×4',
      'g4 7×5',
      'g3 2×5',
      'g2 1×5',
      'g1 1×5',
      'special 1×6',
    ];
    expect(layout('south')).toEqual(province);
    expect(layout('central')).toEqual(province);
  });

  it('keeps only digits, no more than the tier has', () => {
    expect(digitsOf('12a4 5-67', 5)).toBe('12456');
    expect(digitsOf('abc', 2)).toBe('');
  });

  it('spreads a pasted tier over its inputs, and a pasted sheet over the tiers below', () => {
    const tier = pasteInto('north', emptySheet('north'), { tier: 'g2', index: 0 }, '11111  22222');
    expect(tier.g2).toEqual(['11111', '22222']);
    expect(tier.g3).toEqual(['', '', '', '', '', '']);

    const sheet = pasteInto(
      'north',
      emptySheet('north'),
      { tier: 'special', index: 0 },
      northSheetText('27'),
    );
    expect(checkSheet('north', sheet)).toEqual({});
    expect(filledCount('north', sheet)).toBe(27);
    expect(sheet.special).toEqual(['12327']);
    expect(sheet.g7).toEqual(['71', '72', '73', '74']);
  });

  it('keeps a pasted number too long for its tier whole, so the check names it', () => {
    const sheet = pasteInto('north', sheetOf('north', northTiers()), { tier: 'g7', index: 3 }, '123');
    expect(sheet.g7).toEqual(['71', '72', '73', '123']);
    expect(checkSheet('north', sheet)).toEqual({ g7: [3] });
  });

  it('names every number that is empty or short, by tier', () => {
    const values = sheetOf('north', northTiers());
    values.g3![1] = '3000';
    values.special![0] = '';
    expect(checkSheet('north', values)).toEqual({ g3: [1], special: [0] });
  });

  it('builds the request with every tier in draw order', () => {
    const request = resultRequest('north', sheetOf('north', northTiers('09')));
    expect(request).toEqual({ tiers: northTiers('09') });
  });

  it('finds the input a refusal names', () => {
    expect(failedInput('north', 'body.tiers.g3.2')).toEqual({ tier: 'g3', index: 1 });
    expect(failedInput('north', 'body.tiers.g5')).toEqual({ tier: 'g5', index: null });
    expect(failedInput('north', 'body.tiers.g8')).toBeNull();
    expect(failedInput('south', 'body.tiers.g8.1')).toEqual({ tier: 'g8', index: 0 });
    expect(failedInput('north', 'body.tiers.region')).toBeNull();
    expect(failedInput('north', undefined)).toBeNull();
  });
});
