/** demo_bettor's rounds fall on the business day they are meant for, whatever the hour of the start. */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { describe, expect, it } from 'vitest';
import { bettorRoundAt } from './demo-rounds.ts';

describe("demo_bettor's rounds", () => {
  // 17:05 UTC is 00:05 of the next business day (UTC+7); 16:50 UTC is 23:50 of this one.
  for (const start of ['2026-11-26T17:05:00Z', '2026-11-26T16:50:00Z', '2026-11-26T05:00:00Z']) {
    it(`are on today and the days before, never later than the start (${start})`, () => {
      const now = Date.parse(start);
      const today = businessDayOf(new Date(now));
      for (let n = 0; n < 16; n++) {
        for (const daysAgo of [0, 1, 2, 28]) {
          const at = bettorRoundAt(now, daysAgo, n);
          const day = new Date(Date.parse(today) - daysAgo * 86_400_000).toISOString().slice(0, 10);
          expect(businessDayOf(at), `${daysAgo} days ago, round ${n}`).toBe(day);
          expect(at.getTime()).toBeLessThanOrEqual(now);
        }
      }
    });
  }
});
