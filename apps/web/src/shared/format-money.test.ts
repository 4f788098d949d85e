import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, isNegativeMoney, minorUnitsToMoney } from './format-money.ts';

describe('money on screen', () => {
  it('groups thousands and shows exactly two decimals, without floating point', () => {
    expect(formatMoney('1234567.5', '₫')).toBe('₫1,234,567.50');
    expect(formatMoney('100000000000000.01', '$')).toBe('$100,000,000,000,000.01');
    expect(formatMoney('0', '₫')).toBe('₫0.00');
    expect(formatMoney('-42.10', '₫')).toBe('-₫42.10');
    // Beyond 2^53 a float would have lost the last cents.
    expect(formatMoney('9007199254740993.99', '₫')).toBe('₫9,007,199,254,740,993.99');
  });

  it('marks credits with a plus when asked, and never signs zero', () => {
    expect(formatMoney('35.50', '₫', { signed: true })).toBe('+₫35.50');
    expect(formatMoney('-20.00', '₫', { signed: true })).toBe('-₫20.00');
    expect(formatMoney('0.00', '₫', { signed: true })).toBe('₫0.00');
    expect(formatMoney('-0.00', '₫')).toBe('₫0.00');
  });

  it('leaves out zero cents only when asked for a whole amount', () => {
    expect(formatMoney('2000000.00', '₫', { trimCents: true })).toBe('₫2,000,000');
    expect(formatMoney('80', '$', { trimCents: true })).toBe('$80');
    expect(formatMoney('12.50', '$', { trimCents: true })).toBe('$12.50');
  });

  it('shows a value that is not money as given rather than a wrong number', () => {
    expect(formatMoney('abc', '₫')).toBe('₫abc');
  });

  it('turns integer minor units into the wire string by integer arithmetic', () => {
    expect(minorUnitsToMoney(5110199600)).toBe('51101996.00');
    expect(minorUnitsToMoney(-7)).toBe('-0.07');
    expect(minorUnitsToMoney(9007199254740993n)).toBe('90071992547409.93');
    expect(formatMinorUnits(123456789, '$')).toBe('$1,234,567.89');
  });

  it('tells a debit from a credit', () => {
    expect(isNegativeMoney('-20.00')).toBe(true);
    expect(isNegativeMoney('20.00')).toBe(false);
    expect(isNegativeMoney('-0.00')).toBe(false);
  });
});
