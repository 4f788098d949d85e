import { describe, expect, it } from 'vitest';
import { moneyText, multiplierText } from './money-text.ts';

describe('game client texts', () => {
  it('shows multipliers from ten-thousandths without float rounding', () => {
    expect(multiplierText(19_800)).toBe('1.98×');
    expect(multiplierText(10_102)).toBe('1.0102×');
    expect(multiplierText(990_000)).toBe('99.00×');
    expect(multiplierText(0)).toBe('0.00×');
    expect(multiplierText(33_333)).toBe('3.3333×');
  });

  it('shows money with the currency code', () => {
    expect(moneyText('1234567.5', 'VND')).toBe('1,234,567.50 VND');
  });
});
