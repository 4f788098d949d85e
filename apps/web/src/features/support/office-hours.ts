/** The desk's office hours as the reader's language writes them ("Mon–Fri, 09:00–18:00 (UTC+07:00)"). */
import type { TOfficeHours } from '@luckwell/contracts/support/chat';
import type { TFunction } from 'i18next';

/** 1 January 2024 was a Monday: day n of the week (1 Monday … 7 Sunday) is 2024-01-0n. */
const weekday = (day: number, locale: string) =>
  new Date(Date.UTC(2024, 0, day)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' });

/** Runs of following days: [1,2,3,5] → [[1,3],[5,5]]. */
const runs = (days: readonly number[]) => {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const result: [number, number][] = [];
  for (const day of sorted) {
    const last = result.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else result.push([day, day]);
  }
  return result;
};

export const formatOfficeHours = (t: TFunction, hours: TOfficeHours, language: string) => {
  const locale = language === 'en' ? 'en-GB' : 'vi-VN';
  const everyDay = new Set(hours.days).size === 7;
  if (everyDay && hours.from === '00:00' && hours.to === '24:00') return t('sup_hours_always');
  const days = everyDay
    ? t('sup_hours_every_day')
    : runs(hours.days)
        .map(([first, last]) =>
          first === last
            ? weekday(first, locale)
            : `${weekday(first, locale)}${last === first + 1 ? ', ' : '–'}${weekday(last, locale)}`,
        )
        .join(', ');
  return t('sup_hours', { days, from: hours.from, to: hours.to, offset: hours.utcOffset });
};
