/**
 * The periods contracts settle (spec §9: cycles daily, weekly, half-monthly, monthly), in business
 * days (BUSINESS_DAY_OFFSET_MINUTES): weeks run Monday to Sunday and are keyed by their ISO week,
 * half-months are the 1st–15th and the 16th to the month's end.
 */
import type { TContractCycle } from '@luckwell/contracts/agent/agent-contracts';
import { BUSINESS_DAY_OFFSET_MINUTES, businessDayOf } from '@luckwell/contracts/member/profit-and-loss';

export type ContractPeriod = {
  /** Unique within a kind: "2026-11-25", "2026-W48", "2026-11-H2", "2026-11". */
  key: string;
  /** The first and last business day, inclusive. */
  from: string;
  to: string;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);

const isoWeek = (monday: string) => {
  // The ISO week-year is the year of the week's Thursday.
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

/** The period of `cycle` that business day `day` (YYYY-MM-DD) falls in. */
export const periodOf = (cycle: TContractCycle, day: string): ContractPeriod => {
  const month = day.slice(0, 7);
  const monthEnd = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  switch (cycle) {
    case 'daily':
      return { key: day, from: day, to: day };
    case 'weekly': {
      // 1970-01-01 was a Thursday: day number + 3 mod 7 counts from Monday.
      const monday = addDays(day, -((dayNumber(day) + 3) % 7));
      return { key: isoWeek(monday), from: monday, to: addDays(monday, 6) };
    }
    case 'halfMonthly':
      return Number(day.slice(8, 10)) <= 15
        ? { key: `${month}-H1`, from: `${month}-01`, to: `${month}-15` }
        : { key: `${month}-H2`, from: `${month}-16`, to: monthEnd };
    case 'monthly':
      return { key: month, from: `${month}-01`, to: monthEnd };
  }
};

/** The latest period of `cycle` that has ended by `now`: yesterday's for daily wages. */
export const lastClosedPeriod = (cycle: TContractCycle, now: Date): ContractPeriod =>
  periodOf(cycle, addDays(periodOf(cycle, businessDayOf(now)).from, -1));

/** The instant a period ends: the start of the business day after its last. */
export const periodEnd = (period: ContractPeriod): Date =>
  new Date(Date.parse(`${addDays(period.to, 1)}T00:00:00Z`) - BUSINESS_DAY_OFFSET_MINUTES * 60_000);
