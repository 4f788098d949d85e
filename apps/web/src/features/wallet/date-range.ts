/**
 * Date ranges of the account record (spec §9 "Date-range presets: last 7 and 30 days"): days are
 * the player's own calendar days, sent to the server as instants — `from` at local midnight,
 * `to` at the next midnight after the last day (exclusive).
 */
export type RangePreset = '7d' | '30d' | 'custom';

/** A calendar day as the date input gives it: yyyy-MM-dd. */
export type DayString = string;

const pad = (n: number) => String(n).padStart(2, '0');

export const toDayString = (date: Date): DayString =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const localMidnight = (day: DayString) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export const isDayString = (value: string): value is DayString =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && toDayString(localMidnight(value)) === value;

/** The first and last day of a preset, today included: last 7 days = today and the 6 before. */
export const presetDays = (preset: Exclude<RangePreset, 'custom'>, today = new Date()) => {
  const length = preset === '7d' ? 7 : 30;
  return { fromDay: toDayString(addDays(today, -(length - 1))), toDay: toDayString(today) };
};

/** The instants to ask the server for; undefined when the days are not a valid range. */
export const rangeQuery = (fromDay: DayString, toDay: DayString) => {
  if (!isDayString(fromDay) || !isDayString(toDay) || fromDay > toDay) return undefined;
  return {
    from: localMidnight(fromDay).toISOString(),
    to: addDays(localMidnight(toDay), 1).toISOString(),
  };
};

/** The row's time as the spec writes dates (§9: yyyy-MM-dd hh:mm:ss), in the player's time zone. */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${toDayString(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};
