import { describe, expect, it } from 'vitest';
import { isWithinHours } from './support.service.ts';

const weekdays = { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', utcOffset: '+07:00' };

describe('office hours', () => {
  it("are read in the brand's offset: Monday 12:00–21:00 at +07:00 is 05:00–14:00 UTC", () => {
    // 2026-11-23 is a Monday.
    expect(isWithinHours(weekdays, new Date('2026-11-23T04:59:00Z'))).toBe(false);
    expect(isWithinHours(weekdays, new Date('2026-11-23T05:00:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, new Date('2026-11-23T13:59:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, new Date('2026-11-23T14:00:00Z'))).toBe(false);
  });

  it('take the day in the offset too: Friday 23:30 UTC is Saturday in Vietnam, a closed day', () => {
    expect(isWithinHours({ ...weekdays, from: '00:00', to: '24:00' }, new Date('2026-11-27T23:30:00Z'))).toBe(
      false,
    );
    expect(isWithinHours({ ...weekdays, from: '00:00', to: '24:00' }, new Date('2026-11-27T16:59:00Z'))).toBe(
      true,
    );
  });

  it('run to the end of the day when they end at 23:59 or 24:00, and handle offsets west of UTC', () => {
    const allDay = { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59', utcOffset: '-03:30' };
    expect(isWithinHours(allDay, new Date('2026-11-24T03:29:30Z'))).toBe(true);
    expect(isWithinHours({ ...allDay, to: '24:00' }, new Date('2026-11-24T03:29:30Z'))).toBe(true);
    expect(isWithinHours({ ...allDay, to: '23:00' }, new Date('2026-11-24T03:29:30Z'))).toBe(false);
  });
});
