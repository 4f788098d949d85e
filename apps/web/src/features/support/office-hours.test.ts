import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, initI18n, setLanguage } from '../i18n/i18n.ts';
import { formatOfficeHours } from './office-hours.ts';

const hours = (days: number[], from = '09:00', to = '18:00') => ({ days, from, to, utcOffset: '+07:00' });

describe('office hours as the window says them', () => {
  beforeAll(async () => {
    initI18n();
    await setLanguage('en');
    await ensureBundle('support');
  });

  it('names runs of days by their first and last, and lone days alone', () => {
    const t = i18next.t.bind(i18next);
    expect(formatOfficeHours(t, hours([1, 2, 3, 4, 5]), 'en')).toBe('Mon–Fri, 09:00–18:00 (UTC+07:00)');
    expect(formatOfficeHours(t, hours([6, 1, 3]), 'en')).toBe('Mon, Wed, Sat, 09:00–18:00 (UTC+07:00)');
    expect(formatOfficeHours(t, hours([6, 7]), 'en')).toBe('Sat, Sun, 09:00–18:00 (UTC+07:00)');
  });

  it('says every day, or around the clock, when the desk never closes', () => {
    const t = i18next.t.bind(i18next);
    expect(formatOfficeHours(t, hours([1, 2, 3, 4, 5, 6, 7], '08:00', '24:00'), 'en')).toBe(
      'Every day, 08:00–24:00 (UTC+07:00)',
    );
    expect(formatOfficeHours(t, hours([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00'), 'en')).toBe(
      'Around the clock, every day',
    );
  });
});
