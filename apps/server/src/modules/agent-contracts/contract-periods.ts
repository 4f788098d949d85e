/**
 * The periods contracts settle (spec §9: real-time salary every 5 minutes, hourly salary every hour,
 * daily wages each day, dividends daily, weekly, half-monthly or monthly), on the business clock
 * (BUSINESS_DAY_OFFSET_MINUTES): weeks run Monday to Sunday and are keyed by their ISO week,
 * half-months are the 1st–15th and the 16th to the month's end, hours and 5-minute slices are keyed
 * by the business day and the time they start.
 */
import {
  isSubDayCycle,
  SUB_DAY_MINUTES,
  type TContractCycle,
} from '@luckwell/contracts/agent/agent-contracts';
import { BUSINESS_DAY_OFFSET_MINUTES, businessDayOf } from '@luckwell/contracts/member/profit-and-loss';

export type ContractPeriod = {
  /**
   * Unique within a kind: "2026-11-25T14:05" (5 minutes), "2026-11-25T14" (an hour), "2026-11-25",
   * "2026-W48", "2026-11-H2", "2026-11".
   */
  key: string;
  /** The first and last business day, inclusive (the same day for hours and 5-minute slices). */
  from: string;
  to: string;
  /** The instants it starts and ends (exclusive). */
  start: Date;
  end: Date;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_DAY_OFFSET_MINUTES * MINUTE_MS;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);
/** The instant business day `day` starts. */
const dayStart = (day: string) => new Date(dayNumber(day) * DAY_MS - OFFSET_MS);

const isoWeek = (monday: string) => {
  // The ISO week-year is the year of the week's Thursday.
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

const ofDays = (key: string, from: string, to: string): ContractPeriod => ({
  key,
  from,
  to,
  start: dayStart(from),
  end: dayStart(addDays(to, 1)),
});

/** The period of a daily or longer `cycle` that business day `day` (YYYY-MM-DD) falls in. */
export const periodOf = (cycle: TContractCycle, day: string): ContractPeriod => {
  const month = day.slice(0, 7);
  const monthEnd = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  switch (cycle) {
    case 'fiveMinutes':
    case 'hourly':
      throw new Error(`a ${cycle} period is found by its time: periodAt`);
    case 'daily':
      return ofDays(day, day, day);
    case 'weekly': {
      // 1970-01-01 was a Thursday: day number + 3 mod 7 counts from Monday.
      const monday = addDays(day, -((dayNumber(day) + 3) % 7));
      return ofDays(isoWeek(monday), monday, addDays(monday, 6));
    }
    case 'halfMonthly':
      return Number(day.slice(8, 10)) <= 15
        ? ofDays(`${month}-H1`, `${month}-01`, `${month}-15`)
        : ofDays(`${month}-H2`, `${month}-16`, monthEnd);
    case 'monthly':
      return ofDays(month, `${month}-01`, monthEnd);
  }
};

/** The period of `cycle` that instant `at` falls in. */
export const periodAt = (cycle: TContractCycle, at: Date): ContractPeriod => {
  if (!isSubDayCycle(cycle)) return periodOf(cycle, businessDayOf(at));
  const length = SUB_DAY_MINUTES[cycle] * MINUTE_MS;
  // On the business clock, slices start on the hour and every 5 minutes from it.
  const clockStart = Math.floor((at.getTime() + OFFSET_MS) / length) * length;
  const clock = new Date(clockStart).toISOString();
  const day = clock.slice(0, 10);
  const start = new Date(clockStart - OFFSET_MS);
  return {
    key: cycle === 'hourly' ? `${day}T${clock.slice(11, 13)}` : `${day}T${clock.slice(11, 16)}`,
    from: day,
    to: day,
    start,
    end: new Date(start.getTime() + length),
  };
};

/** The instant business day `day` shows `time` (HH:MM) on the business clock. */
export const businessInstant = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}:00Z`) - OFFSET_MS);

/** The latest period of `cycle` that has ended by `now`: yesterday's for daily wages, the last hour's for hourly salary. */
export const lastClosedPeriod = (cycle: TContractCycle, now: Date): ContractPeriod =>
  periodAt(cycle, new Date(periodAt(cycle, now).start.getTime() - 1));

/** The last `count` periods of `cycle` that have ended by `now`, oldest first. */
export const recentClosedPeriods = (cycle: TContractCycle, now: Date, count: number): ContractPeriod[] => {
  const periods = [lastClosedPeriod(cycle, now)];
  while (periods.length < count) periods.unshift(lastClosedPeriod(cycle, periods[0]!.start));
  return periods;
};
