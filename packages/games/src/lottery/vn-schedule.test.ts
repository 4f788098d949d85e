import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './types.ts';
import { VN_REGIONS } from './vn.ts';
import {
  FAST_VN_INTERVALS,
  fastIssueAt,
  fastIssueTimes,
  issueNumber,
  parseIssueNumber,
  VN_DRAW_TIMES,
  VN_PROVINCES,
  VN_WEEKLY_SCHEDULE,
  vnDateOf,
  vnDrawsOn,
  vnProvince,
} from './vn-schedule.ts';

const reason = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof LotteryInputError) return `${error.field}:${error.reason}`;
    throw error;
  }
  throw new Error('expected a LotteryInputError');
};

/** An instant given in Vietnam time ('2024-01-01T00:00:00'). */
const vn = (local: string) => new Date(`${local}+07:00`);

const summary = (dateYmd: string) =>
  vnDrawsOn(dateYmd).map(({ region, province, drawAt }) => `${region}:${province}@${drawAt.toISOString()}`);

describe('the provinces and their weekly rotation', () => {
  it('lists unique codes, each scheduled in its own region, and every province drawing', () => {
    const codes = VN_PROVINCES.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    const scheduled = new Set<string>();
    for (const region of VN_REGIONS) {
      expect(VN_WEEKLY_SCHEDULE[region]).toHaveLength(7);
      for (const day of VN_WEEKLY_SCHEDULE[region]) {
        expect(new Set(day).size).toBe(day.length);
        for (const code of day) {
          expect(vnProvince(code)?.region, code).toBe(region);
          scheduled.add(code);
        }
      }
    }
    expect([...scheduled].sort()).toEqual([...codes].sort());
    // One north result a day; 2–3 central, 3–4 south provinces.
    expect(VN_WEEKLY_SCHEDULE.north.every((day) => day.length === 1)).toBe(true);
    expect(VN_WEEKLY_SCHEDULE.central.every((day) => day.length >= 2 && day.length <= 3)).toBe(true);
    expect(VN_WEEKLY_SCHEDULE.south.every((day) => day.length >= 3 && day.length <= 4)).toBe(true);
    expect(vnProvince('HCM')?.name).toBe('TP. Hồ Chí Minh');
    expect(vnProvince('XX')).toBeUndefined();
    expect(VN_DRAW_TIMES.north).toEqual({ hour: 18, minute: 15 });
  });

  it('gives a Monday’s draws: south 16:15, central 17:15, north 18:15 Vietnam time', () => {
    // 2024-01-01 was a Monday.
    expect(summary('2024-01-01')).toEqual([
      'south:HCM@2024-01-01T09:15:00.000Z',
      'south:DT@2024-01-01T09:15:00.000Z',
      'south:CM@2024-01-01T09:15:00.000Z',
      'central:TTH@2024-01-01T10:15:00.000Z',
      'central:PY@2024-01-01T10:15:00.000Z',
      'north:HN@2024-01-01T11:15:00.000Z',
    ]);
    expect(vnDrawsOn('20240101')[0]).toEqual({
      region: 'south',
      province: 'HCM',
      provinceName: 'TP. Hồ Chí Minh',
      drawAt: new Date('2024-01-01T09:15:00Z'),
    });
  });

  it('follows the rotation through the week', () => {
    const provinces = (dateYmd: string) =>
      vnDrawsOn(dateYmd)
        .map((draw) => draw.province)
        .join(' ');
    expect(provinces('2024-01-02')).toBe('BTR VT BL DLK QNM QN'); // Tuesday
    expect(provinces('2024-01-03')).toBe('DN CT ST DNG KH BN'); // Wednesday
    expect(provinces('2024-01-04')).toBe('TN AG BTH BDI QT QB HN'); // Thursday
    expect(provinces('2024-01-05')).toBe('VL BD TV GL NT HP'); // Friday
    expect(provinces('2024-01-06')).toBe('HCM LA BP HG DNG QNG DNO ND'); // Saturday
    expect(provinces('2024-01-07')).toBe('TG KG DL KT KH TTH TB'); // Sunday
    expect(provinces('2024-02-29')).toBe('TN AG BTH BDI QT QB HN'); // a leap day, Thursday
  });

  it('refuses a date that does not exist', () => {
    expect(reason(() => vnDrawsOn('2024-02-30'))).toBe('date:bad_date');
    expect(reason(() => vnDrawsOn('2023-02-29'))).toBe('date:bad_date');
    expect(reason(() => vnDrawsOn('2024-1-1'))).toBe('date:bad_date');
    expect(reason(() => vnDrawsOn('yesterday'))).toBe('date:bad_date');
  });

  it('reads the Vietnam calendar day of an instant', () => {
    expect(vnDateOf(new Date('2024-01-01T16:59:59.999Z'))).toBe('2024-01-01');
    expect(vnDateOf(new Date('2024-01-01T17:00:00Z'))).toBe('2024-01-02');
    expect(() => vnDateOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('issue numbers', () => {
  it('formats and parses yyyyMMdd-NNNN', () => {
    expect(issueNumber('2024-01-01', 7)).toBe('20240101-0007');
    expect(issueNumber('20241231', 9999)).toBe('20241231-9999');
    expect(parseIssueNumber('20240101-0007')).toEqual({ date: '2024-01-01', seq: 7 });
    expect(parseIssueNumber(issueNumber('2024-02-29', 1440))).toEqual({ date: '2024-02-29', seq: 1440 });
    expect(() => issueNumber('2024-01-01', 0)).toThrow(RangeError);
    expect(() => issueNumber('2024-01-01', 10_000)).toThrow(RangeError);
    expect(() => issueNumber('2024-01-01', 1.5)).toThrow(RangeError);
    expect(reason(() => issueNumber('2024-13-01', 1))).toBe('date:bad_date');
    for (const bad of [
      '20240101-0000',
      '20240230-0001',
      '2024-01-01-0001',
      '20240101-1',
      '20240101-00001',
      '',
    ]) {
      expect(
        reason(() => parseIssueNumber(bad)),
        bad,
      ).toBe('issue:bad_issue');
    }
  });
});

describe('fast draws', () => {
  it('offers 45 s, 1, 3 and 5 minute draws', () => {
    expect(FAST_VN_INTERVALS).toEqual([45, 60, 180, 300]);
  });

  it('numbers a day’s draws from 00:00 Vietnam time, the first at 00:00 + interval', () => {
    expect(fastIssueAt(60, vn('2024-01-01T00:00:00'))).toEqual({
      issue: '20240101-0001',
      seq: 1,
      opensAt: vn('2024-01-01T00:00:00'),
      closesAt: vn('2024-01-01T00:01:00'),
      drawAt: vn('2024-01-01T00:01:00'),
    });
    expect(fastIssueAt(45, vn('2024-01-01T00:00:44.999')).issue).toBe('20240101-0001');
    expect(fastIssueAt(45, vn('2024-01-01T00:00:45')).issue).toBe('20240101-0002');
    // 18:17 with 5-minute draws: the 18:20 draw, 18:20 = 66,000 s = 220 × 300.
    expect(fastIssueAt(300, vn('2024-01-01T18:17:00'))).toMatchObject({
      issue: '20240101-0220',
      drawAt: vn('2024-01-01T18:20:00'),
    });
    expect(fastIssueAt(180, vn('2024-01-01T12:00:00')).issue).toBe('20240101-0241');
  });

  it('keeps the draw at 24:00 as the day’s last issue, then starts the next day at 1', () => {
    expect(fastIssueAt(60, vn('2024-01-01T23:59:30'))).toMatchObject({
      issue: '20240101-1440',
      drawAt: vn('2024-01-02T00:00:00'),
    });
    expect(fastIssueAt(45, vn('2024-01-01T23:59:59')).issue).toBe('20240101-1920');
    expect(fastIssueAt(300, vn('2024-01-01T23:59:59')).issue).toBe('20240101-0288');
    expect(fastIssueAt(60, vn('2024-01-02T00:00:00')).issue).toBe('20240102-0001');
    expect(fastIssueAt(60, vn('2024-12-31T23:59:59')).issue).toBe('20241231-1440');
  });

  it('closes sales before the draw and opens the next issue at once', () => {
    // 1-minute draws closing 10 s early: issue 1 sells 23:59:50 … 00:00:50, issue 2 from 00:00:50.
    expect(fastIssueAt(60, vn('2024-01-01T00:00:49'), 10)).toEqual({
      issue: '20240101-0001',
      seq: 1,
      opensAt: vn('2023-12-31T23:59:50'),
      closesAt: vn('2024-01-01T00:00:50'),
      drawAt: vn('2024-01-01T00:01:00'),
    });
    expect(fastIssueAt(60, vn('2024-01-01T00:00:50'), 10)).toMatchObject({
      issue: '20240101-0002',
      opensAt: vn('2024-01-01T00:00:50'),
      closesAt: vn('2024-01-01T00:01:50'),
    });
    // The last issue of the day, drawn at 24:00, closes at 23:59:50; the next day's first then opens.
    expect(fastIssueAt(60, vn('2024-01-01T23:59:49'), 10).issue).toBe('20240101-1440');
    expect(fastIssueAt(60, vn('2024-01-01T23:59:50'), 10).issue).toBe('20240102-0001');
  });

  it('agrees with fastIssueTimes and sells without gaps', () => {
    let at = vn('2024-03-09T22:50:00').getTime();
    for (const interval of FAST_VN_INTERVALS) {
      for (const close of [0, 5, interval - 1]) {
        let previous = fastIssueAt(interval, new Date(at), close);
        for (let step = 0; step < 200; step += 1) {
          const current = fastIssueAt(interval, previous.closesAt, close);
          expect(current.opensAt).toEqual(previous.closesAt);
          expect(current.drawAt.getTime() - previous.drawAt.getTime()).toBe(interval * 1000);
          expect(fastIssueTimes(interval, current.issue, close)).toEqual(current);
          const inside = new Date(current.opensAt.getTime() + 1234);
          if (inside < current.closesAt) expect(fastIssueAt(interval, inside, close)).toEqual(current);
          previous = current;
        }
      }
      at += 7_777_777;
    }
  });

  it('refuses an unknown interval, a bad close and an issue past the day’s last', () => {
    expect(() => fastIssueAt(30, new Date())).toThrow(RangeError);
    expect(() => fastIssueAt(60, new Date(), 60)).toThrow(RangeError);
    expect(() => fastIssueAt(60, new Date(), -1)).toThrow(RangeError);
    expect(() => fastIssueAt(60, new Date(Number.NaN))).toThrow(RangeError);
    expect(fastIssueTimes(60, '20240101-1440').drawAt).toEqual(vn('2024-01-02T00:00:00'));
    expect(reason(() => fastIssueTimes(60, '20240101-1441'))).toBe('issue:bad_issue');
    expect(reason(() => fastIssueTimes(300, '20240101-0289'))).toBe('issue:bad_issue');
  });
});
