import { describe, expect, it } from 'vitest';
import { formatDateTime, isDayString, presetDays, rangeQuery, toDayString } from './date-range.ts';

describe('account record date ranges', () => {
  const today = new Date(2026, 2, 5, 15, 30); // 5 March 2026, afternoon

  it('counts today as the last of the 7 or 30 days', () => {
    expect(presetDays('7d', today)).toEqual({ fromDay: '2026-02-27', toDay: '2026-03-05' });
    expect(presetDays('30d', today)).toEqual({ fromDay: '2026-02-04', toDay: '2026-03-05' });
  });

  it('asks from local midnight of the first day to the midnight after the last', () => {
    const range = rangeQuery('2026-03-01', '2026-03-05');
    expect(range?.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(range?.to).toBe(new Date(2026, 2, 6).toISOString());
  });

  it('refuses a range that ends before it starts, or a day that does not exist', () => {
    expect(rangeQuery('2026-03-05', '2026-03-01')).toBeUndefined();
    expect(rangeQuery('2026-02-30', '2026-03-01')).toBeUndefined();
    expect(isDayString('2026-3-1')).toBe(false);
    expect(rangeQuery('2026-03-05', '2026-03-05')).toBeDefined();
  });

  it('writes times as yyyy-MM-dd hh:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 9, 7, 5, 3).toISOString())).toBe('2026-01-09 07:05:03');
    expect(toDayString(today)).toBe('2026-03-05');
  });
});
