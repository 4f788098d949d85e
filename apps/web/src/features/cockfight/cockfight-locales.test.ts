import { describe, expect, it } from 'vitest';
import { cockfightEn } from '../i18n/locales/cockfight.en.ts';
import { cockfightVi } from '../i18n/locales/cockfight.vi.ts';
import { en } from '../i18n/locales/en.ts';
import { providerVi } from '../i18n/locales/provider.vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the cockfight bundle', () => {
  it('has the same keys and placeholders in both languages, none empty, none of another bundle', () => {
    expect(Object.keys(cockfightEn).sort()).toEqual(Object.keys(cockfightVi).sort());
    for (const key of Object.keys(cockfightVi)) {
      expect(key, key).toMatch(/^cockfight_/);
      expect(cockfightVi[key]?.trim(), key).not.toBe('');
      expect(cockfightEn[key]?.trim(), key).not.toBe('');
      expect(placeholders(cockfightEn[key] ?? ''), key).toEqual(placeholders(cockfightVi[key] ?? ''));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerVi)]);
    expect(Object.keys(cockfightVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('words every side, status and bet status the page shows', () => {
    for (const key of [
      ...['meron', 'wala', 'draw'].map((side) => `cockfight_side_${side}`),
      ...['open', 'last_call', 'closed', 'result', 'cancelled'].map((s) => `cockfight_status_${s}`),
      ...['placed', 'won', 'lost', 'refunded'].map((s) => `cockfight_bet_${s}`),
      ...['meron', 'wala', 'draw', 'cancelled'].map((o) => `cockfight_outcome_${o}`),
    ])
      expect(cockfightVi, key).toHaveProperty(key);
  });
});
