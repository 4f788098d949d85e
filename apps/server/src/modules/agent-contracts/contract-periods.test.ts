/** The settlement periods of each cycle (spec §9), on the business clock (UTC+7), and which has just closed. */
import { describe, expect, it } from 'vitest';
import {
  businessInstant,
  lastClosedPeriod,
  periodAt,
  periodOf,
  recentClosedPeriods,
} from './contract-periods.ts';

describe('contract periods', () => {
  it('cuts days, ISO weeks, half-months and months', () => {
    expect(periodOf('daily', '2026-11-25')).toMatchObject({
      key: '2026-11-25',
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(periodOf('weekly', '2026-11-26')).toMatchObject({
      key: '2026-W48',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(periodOf('weekly', '2026-11-23')).toEqual(periodOf('weekly', '2026-11-29'));
    // The week of 1 January 2027 (a Friday) is week 53 of 2026.
    expect(periodOf('weekly', '2027-01-01')).toMatchObject({
      key: '2026-W53',
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(periodOf('weekly', '2025-12-30').key).toBe('2026-W01');
    expect(periodOf('halfMonthly', '2026-11-15')).toMatchObject({
      key: '2026-11-H1',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(periodOf('halfMonthly', '2028-02-16')).toMatchObject({
      key: '2028-02-H2',
      from: '2028-02-16',
      to: '2028-02-29',
    });
    expect(periodOf('monthly', '2026-12-31')).toMatchObject({
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
    expect(periodOf('daily', '2026-11-25')).toMatchObject({
      start: new Date('2026-11-24T17:00:00Z'),
      end: new Date('2026-11-25T17:00:00Z'),
    });
    expect(periodOf('weekly', '2026-11-26').end).toEqual(new Date('2026-11-29T17:00:00Z'));
  });

  it('cuts hours and 5-minute slices on the business clock', () => {
    // 07:03 UTC is 14:03 in UTC+7.
    const at = new Date('2026-11-25T07:03:20Z');
    expect(periodAt('hourly', at)).toEqual({
      key: '2026-11-25T14',
      from: '2026-11-25',
      to: '2026-11-25',
      start: new Date('2026-11-25T07:00:00Z'),
      end: new Date('2026-11-25T08:00:00Z'),
    });
    expect(periodAt('fiveMinutes', at)).toEqual({
      key: '2026-11-25T14:00',
      from: '2026-11-25',
      to: '2026-11-25',
      start: new Date('2026-11-25T07:00:00Z'),
      end: new Date('2026-11-25T07:05:00Z'),
    });
    // 23:55 on the business clock belongs to that business day, 00:00 to the next.
    expect(periodAt('fiveMinutes', new Date('2026-11-25T16:59:59Z')).key).toBe('2026-11-25T23:55');
    expect(periodAt('hourly', new Date('2026-11-25T17:00:00Z')).key).toBe('2026-11-26T00');
    expect(businessInstant('2026-11-26', '00:30')).toEqual(new Date('2026-11-25T17:30:00Z'));
    expect(periodAt('daily', at)).toEqual(periodOf('daily', '2026-11-25'));
    expect(() => periodOf('hourly', '2026-11-25')).toThrow(/periodAt/);
  });

  it('names the hour and the slice that closed last', () => {
    expect(lastClosedPeriod('hourly', new Date('2026-11-25T07:59:59Z')).key).toBe('2026-11-25T13');
    expect(lastClosedPeriod('hourly', new Date('2026-11-25T08:00:00Z')).key).toBe('2026-11-25T14');
    expect(lastClosedPeriod('fiveMinutes', new Date('2026-11-25T07:04:59Z')).key).toBe('2026-11-25T13:55');
    expect(lastClosedPeriod('fiveMinutes', new Date('2026-11-25T17:00:10Z')).key).toBe('2026-11-25T23:55');
    expect(
      recentClosedPeriods('hourly', new Date('2026-11-25T17:30:00Z'), 3).map((period) => period.key),
    ).toEqual(['2026-11-25T21', '2026-11-25T22', '2026-11-25T23']);
    expect(recentClosedPeriods('weekly', new Date('2026-11-26T05:00:00Z'), 1)).toEqual([
      lastClosedPeriod('weekly', new Date('2026-11-26T05:00:00Z')),
    ]);
  });
});
