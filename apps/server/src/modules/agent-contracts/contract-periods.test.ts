/** The settlement periods of each cycle (spec §9), in business days (UTC+7), and which has just closed. */
import { describe, expect, it } from 'vitest';
import { lastClosedPeriod, periodEnd, periodOf } from './contract-periods.ts';

describe('contract periods', () => {
  it('cuts days, ISO weeks, half-months and months', () => {
    expect(periodOf('daily', '2026-11-25')).toEqual({
      key: '2026-11-25',
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(periodOf('weekly', '2026-11-26')).toEqual({
      key: '2026-W48',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(periodOf('weekly', '2026-11-23')).toEqual(periodOf('weekly', '2026-11-29'));
    // The week of 1 January 2027 (a Friday) is week 53 of 2026.
    expect(periodOf('weekly', '2027-01-01')).toEqual({
      key: '2026-W53',
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(periodOf('weekly', '2025-12-30').key).toBe('2026-W01');
    expect(periodOf('halfMonthly', '2026-11-15')).toEqual({
      key: '2026-11-H1',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(periodOf('halfMonthly', '2028-02-16')).toEqual({
      key: '2028-02-H2',
      from: '2028-02-16',
      to: '2028-02-29',
    });
    expect(periodOf('monthly', '2026-12-31')).toEqual({
      key: '2026-12',
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('names the period that closed last, by the business day', () => {
    // 16:59 UTC on the 25th is 23:59 on the 25th in UTC+7; 17:00 is already the 26th.
    expect(lastClosedPeriod('daily', new Date('2026-11-25T16:59:00Z')).key).toBe('2026-11-24');
    expect(lastClosedPeriod('daily', new Date('2026-11-25T17:00:00Z')).key).toBe('2026-11-25');
    expect(lastClosedPeriod('weekly', new Date('2026-11-26T05:00:00Z')).key).toBe('2026-W47');
    expect(lastClosedPeriod('halfMonthly', new Date('2026-11-10T05:00:00Z')).key).toBe('2026-10-H2');
    expect(lastClosedPeriod('monthly', new Date('2026-01-10T05:00:00Z')).key).toBe('2025-12');
    expect(periodEnd(periodOf('daily', '2026-11-25')).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });
});
