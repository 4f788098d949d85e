/**
 * When the Vietnamese lotteries draw (issue 20), in Vietnam time (UTC+7, no daylight saving).
 *
 * - south (miền Nam) 16:15, central (miền Trung) 17:15, north (miền Bắc) 18:15, every day.
 * - north: one result a day, drawn by the province of the weekday's rotation (Sunday Thái Bình,
 *   Monday Hà Nội, Tuesday Quảng Ninh, Wednesday Bắc Ninh, Thursday Hà Nội, Friday Hải Phòng,
 *   Saturday Nam Định).
 * - central and south: one result per province on the weekly rotation below (2–3 central, 3–4
 *   south provinces a day), each with the 18-number structure of `vn.ts`.
 *
 * Issue numbers are `yyyyMMdd-NNNN`: the Vietnam calendar day and a 1-based sequence (1…9999).
 *
 * Fast draws (xổ số nhanh) use the north's prize structure drawn in-house by `drawVn('north', …)`
 * every 45 s, 1, 3 or 5 minutes. A day's sequence counts from 00:00 Vietnam time: draw 1 is at
 * 00:00 + interval and the last (86400 / interval) at 24:00, which still belongs to that day. Sales
 * are continuous: an issue opens as the one before closes, and closes `closeSecondsBefore` its
 * draw.
 */
import { LotteryInputError } from './types.ts';
import type { VnRegion } from './vn.ts';

/** A province that draws, with a short code unique across regions and its Vietnamese name. */
export type VnProvince = { readonly code: string; readonly name: string; readonly region: VnRegion };

const province = (region: VnRegion, code: string, name: string): VnProvince => ({ code, name, region });

/** Every province on the schedule. */
export const VN_PROVINCES: readonly VnProvince[] = [
  // miền Bắc: the north's single daily result, drawn in turn by these.
  province('north', 'HN', 'Hà Nội'),
  province('north', 'QN', 'Quảng Ninh'),
  province('north', 'BN', 'Bắc Ninh'),
  province('north', 'HP', 'Hải Phòng'),
  province('north', 'ND', 'Nam Định'),
  province('north', 'TB', 'Thái Bình'),
  // miền Trung
  province('central', 'TTH', 'Thừa Thiên Huế'),
  province('central', 'PY', 'Phú Yên'),
  province('central', 'DLK', 'Đắk Lắk'),
  province('central', 'QNM', 'Quảng Nam'),
  province('central', 'DNG', 'Đà Nẵng'),
  province('central', 'KH', 'Khánh Hòa'),
  province('central', 'BDI', 'Bình Định'),
  province('central', 'QT', 'Quảng Trị'),
  province('central', 'QB', 'Quảng Bình'),
  province('central', 'GL', 'Gia Lai'),
  province('central', 'NT', 'Ninh Thuận'),
  province('central', 'QNG', 'Quảng Ngãi'),
  province('central', 'DNO', 'Đắk Nông'),
  province('central', 'KT', 'Kon Tum'),
  // miền Nam
  province('south', 'HCM', 'TP. Hồ Chí Minh'),
  province('south', 'DT', 'Đồng Tháp'),
  province('south', 'CM', 'Cà Mau'),
  province('south', 'BTR', 'Bến Tre'),
  province('south', 'VT', 'Vũng Tàu'),
  province('south', 'BL', 'Bạc Liêu'),
  province('south', 'DN', 'Đồng Nai'),
  province('south', 'CT', 'Cần Thơ'),
  province('south', 'ST', 'Sóc Trăng'),
  province('south', 'TN', 'Tây Ninh'),
  province('south', 'AG', 'An Giang'),
  province('south', 'BTH', 'Bình Thuận'),
  province('south', 'VL', 'Vĩnh Long'),
  province('south', 'BD', 'Bình Dương'),
  province('south', 'TV', 'Trà Vinh'),
  province('south', 'LA', 'Long An'),
  province('south', 'BP', 'Bình Phước'),
  province('south', 'HG', 'Hậu Giang'),
  province('south', 'TG', 'Tiền Giang'),
  province('south', 'KG', 'Kiên Giang'),
  province('south', 'DL', 'Đà Lạt'),
];

/** A province by its code, or undefined. */
export const vnProvince = (code: string): VnProvince | undefined => VN_PROVINCES.find((p) => p.code === code);

/**
 * Province codes drawing each weekday, indexed 0 = Sunday (Chủ nhật) … 6 = Saturday (Thứ bảy), in
 * the order the results are usually listed.
 */
export const VN_WEEKLY_SCHEDULE: Readonly<Record<VnRegion, readonly (readonly string[])[]>> = {
  north: [['TB'], ['HN'], ['QN'], ['BN'], ['HN'], ['HP'], ['ND']],
  central: [
    ['KT', 'KH', 'TTH'], // Chủ nhật
    ['TTH', 'PY'], // Thứ hai
    ['DLK', 'QNM'], // Thứ ba
    ['DNG', 'KH'], // Thứ tư
    ['BDI', 'QT', 'QB'], // Thứ năm
    ['GL', 'NT'], // Thứ sáu
    ['DNG', 'QNG', 'DNO'], // Thứ bảy
  ],
  south: [
    ['TG', 'KG', 'DL'], // Chủ nhật
    ['HCM', 'DT', 'CM'], // Thứ hai
    ['BTR', 'VT', 'BL'], // Thứ ba
    ['DN', 'CT', 'ST'], // Thứ tư
    ['TN', 'AG', 'BTH'], // Thứ năm
    ['VL', 'BD', 'TV'], // Thứ sáu
    ['HCM', 'LA', 'BP', 'HG'], // Thứ bảy
  ],
};

/** Vietnam's offset from UTC, hours (no daylight saving). */
export const VN_UTC_OFFSET_HOURS = 7;
const OFFSET_MS = VN_UTC_OFFSET_HOURS * 3_600_000;
const DAY_SECONDS = 86_400;

/** Each region's draw time, Vietnam time, in the order of the day. */
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, { readonly hour: number; readonly minute: number }>> = {
  south: { hour: 16, minute: 15 },
  central: { hour: 17, minute: 15 },
  north: { hour: 18, minute: 15 },
};

const DAY_ORDER: readonly VnRegion[] = ['south', 'central', 'north'];

type CalendarDay = { year: number; month: number; day: number };

const DATE_PATTERN = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/** A Vietnam calendar day, 'YYYY-MM-DD' or 'YYYYMMDD', checked to exist. */
const parseDay = (dateYmd: string): CalendarDay => {
  const match = typeof dateYmd === 'string' ? DATE_PATTERN.exec(dateYmd) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (
      year >= 1970 &&
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month - 1 &&
      check.getUTCDate() === day
    ) {
      return { year, month, day };
    }
  }
  throw new LotteryInputError('bad_date', 'date', `bad date "${String(dateYmd)}": YYYY-MM-DD`);
};

/** 00:00 Vietnam time of a calendar day, as epoch milliseconds. */
const vnMidnight = ({ year, month, day }: CalendarDay): number => Date.UTC(year, month - 1, day) - OFFSET_MS;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const formatDay = ({ year, month, day }: CalendarDay, separator: string): string =>
  `${pad(year, 4)}${separator}${pad(month, 2)}${separator}${pad(day, 2)}`;

/** The Vietnam calendar day ('YYYY-MM-DD') of an instant. */
export const vnDateOf = (at: Date): string => {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('bad date');
  const local = new Date(ms + OFFSET_MS);
  return formatDay(
    { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
    '-',
  );
};

/** A scheduled draw: one region's result for one province. */
export type VnDraw = {
  readonly region: VnRegion;
  readonly province: string;
  readonly provinceName: string;
  /** The draw's instant (UTC). */
  readonly drawAt: Date;
};

/**
 * The draws of a Vietnam calendar day ('YYYY-MM-DD' or 'YYYYMMDD'), in the order of the day: the
 * south's provinces at 16:15, the central's at 17:15, the north's one result at 18:15.
 */
export const vnDrawsOn = (dateYmd: string): VnDraw[] => {
  const day = parseDay(dateYmd);
  const midnight = vnMidnight(day);
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return DAY_ORDER.flatMap((region) => {
    const { hour, minute } = VN_DRAW_TIMES[region];
    const drawAt = midnight + (hour * 60 + minute) * 60_000;
    return (VN_WEEKLY_SCHEDULE[region][weekday] ?? []).map((code) => ({
      region,
      province: code,
      provinceName: vnProvince(code)?.name ?? code,
      drawAt: new Date(drawAt),
    }));
  });
};

/** Highest sequence an issue number holds. */
export const MAX_ISSUE_SEQ = 9999;

/** An issue number 'yyyyMMdd-NNNN' from a Vietnam calendar day and a sequence 1…9999. */
export const issueNumber = (dateYmd: string, seq: number): string => {
  const day = parseDay(dateYmd);
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > MAX_ISSUE_SEQ) {
    throw new RangeError(`bad issue sequence ${String(seq)}: 1…${MAX_ISSUE_SEQ}`);
  }
  return `${formatDay(day, '')}-${pad(seq, 4)}`;
};

const ISSUE_PATTERN = /^(\d{8})-(\d{4})$/;

/**
 * An issue number's day ('YYYY-MM-DD') and sequence; a `LotteryInputError` (field `issue`,
 * reason `bad_issue`) for anything else, including an impossible date or sequence 0000.
 */
export const parseIssueNumber = (issue: string): { date: string; seq: number } => {
  const match = typeof issue === 'string' ? ISSUE_PATTERN.exec(issue) : null;
  const seq = Number(match?.[2]);
  if (!match || seq < 1) throw new LotteryInputError('bad_issue', 'issue', `bad issue "${String(issue)}"`);
  try {
    return { date: formatDay(parseDay(match[1]!), '-'), seq };
  } catch {
    throw new LotteryInputError('bad_issue', 'issue', `bad issue "${issue}"`);
  }
};

/** Fast draws' intervals in seconds: 45 s, 1, 3 and 5 minutes (each divides a day). */
export const FAST_VN_INTERVALS = [45, 60, 180, 300] as const;
/** One of the fast draws' intervals, seconds. */
export type FastVnInterval = (typeof FAST_VN_INTERVALS)[number];

/** A fast issue's number and its sales window: on sale from opensAt (inclusive) to closesAt (exclusive). */
export type FastVnIssue = {
  readonly issue: string;
  readonly seq: number;
  readonly opensAt: Date;
  readonly closesAt: Date;
  readonly drawAt: Date;
};

const assertFast = (intervalSeconds: number, closeSecondsBefore: number): void => {
  if (!(FAST_VN_INTERVALS as readonly number[]).includes(intervalSeconds)) {
    throw new RangeError(
      `bad fast interval ${String(intervalSeconds)}: one of ${FAST_VN_INTERVALS.join(', ')}`,
    );
  }
  if (
    !Number.isSafeInteger(closeSecondsBefore) ||
    closeSecondsBefore < 0 ||
    closeSecondsBefore >= intervalSeconds
  ) {
    throw new RangeError(`bad close ${String(closeSecondsBefore)}: 0…${intervalSeconds - 1} seconds`);
  }
};

/** The issue drawn at `drawLocalSeconds` (seconds since the epoch, shifted to Vietnam time). */
const fastIssueOf = (
  intervalSeconds: number,
  drawLocalSeconds: number,
  closeSecondsBefore: number,
): FastVnIssue => {
  // A draw at exactly 24:00 is the day's last issue, so the day is that of the second before it.
  const dayIndex = Math.floor((drawLocalSeconds - 1) / DAY_SECONDS);
  const seq = (drawLocalSeconds - dayIndex * DAY_SECONDS) / intervalSeconds;
  const dayStart = new Date(dayIndex * DAY_SECONDS * 1000);
  const date = formatDay(
    { year: dayStart.getUTCFullYear(), month: dayStart.getUTCMonth() + 1, day: dayStart.getUTCDate() },
    '',
  );
  const drawMs = drawLocalSeconds * 1000 - OFFSET_MS;
  return {
    issue: `${date}-${pad(seq, 4)}`,
    seq,
    opensAt: new Date(drawMs - (intervalSeconds + closeSecondsBefore) * 1000),
    closesAt: new Date(drawMs - closeSecondsBefore * 1000),
    drawAt: new Date(drawMs),
  };
};

/**
 * The fast issue on sale at `at` for a draw every `intervalSeconds` (45, 60, 180 or 300): the first
 * whose sales close (`closeSecondsBefore` its draw, 0 ≤ close < interval) after `at`. It opened
 * when the issue before it closed, so some issue is always on sale.
 */
export const fastIssueAt = (intervalSeconds: number, at: Date, closeSecondsBefore = 0): FastVnIssue => {
  assertFast(intervalSeconds, closeSecondsBefore);
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('bad date');
  const localSeconds = Math.floor((ms + OFFSET_MS) / 1000);
  const index = Math.floor((localSeconds + closeSecondsBefore) / intervalSeconds) + 1;
  return fastIssueOf(intervalSeconds, index * intervalSeconds, closeSecondsBefore);
};

/**
 * A fast issue's window from its number: drawAt = 00:00 Vietnam time of its day + seq × interval.
 * A `LotteryInputError` (`bad_issue`) for a malformed number or a sequence past the day's last.
 */
export const fastIssueTimes = (
  intervalSeconds: number,
  issue: string,
  closeSecondsBefore = 0,
): FastVnIssue => {
  assertFast(intervalSeconds, closeSecondsBefore);
  const { date, seq } = parseIssueNumber(issue);
  if (seq > DAY_SECONDS / intervalSeconds) {
    throw new LotteryInputError(
      'bad_issue',
      'issue',
      `${issue}: a day has ${DAY_SECONDS / intervalSeconds} issues`,
    );
  }
  const midnightLocalSeconds = (vnMidnight(parseDay(date)) + OFFSET_MS) / 1000;
  return fastIssueOf(intervalSeconds, midnightLocalSeconds + seq * intervalSeconds, closeSecondsBefore);
};
