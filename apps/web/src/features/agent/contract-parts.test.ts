import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { settlementPeriod } from './contract-parts.tsx';

const t = ((key: string, values: { from: string; to: string }) =>
  `${key}:${values.from}/${values.to}`) as unknown as TFunction;

describe('the period a settlement paid for', () => {
  it('names the hour or the 5 minutes of a day, the day, or the days', () => {
    expect(settlementPeriod(t, { periodKey: '2026-11-25T14', from: '2026-11-25', to: '2026-11-25' })).toBe(
      '2026-11-25 14:00–15:00',
    );
    expect(settlementPeriod(t, { periodKey: '2026-11-25T23:55', from: '2026-11-25', to: '2026-11-25' })).toBe(
      '2026-11-25 23:55–00:00',
    );
    expect(settlementPeriod(t, { periodKey: '2026-11-25', from: '2026-11-25', to: '2026-11-25' })).toBe(
      '2026-11-25',
    );
    expect(settlementPeriod(t, { periodKey: '2026-W48', from: '2026-11-23', to: '2026-11-29' })).toBe(
      'ct_settle_period:2026-11-23/2026-11-29',
    );
  });
});
