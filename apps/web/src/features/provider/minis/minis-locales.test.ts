import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { minisEn } from '../../i18n/locales/minis.en.ts';
import { minisVi } from '../../i18n/locales/minis.vi.ts';
import { providerEn } from '../../i18n/locales/provider.en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the minis bundle (plinko, mines, hi-lo)', () => {
  it('has the same keys in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(minisEn).sort()).toEqual(Object.keys(minisVi).sort());
    for (const key of Object.keys(minisVi) as (keyof typeof minisVi)[]) {
      expect(minisVi[key].trim(), key).not.toBe('');
      expect(minisEn[key].trim(), key).not.toBe('');
      expect(placeholders(minisEn[key]), key).toEqual(placeholders(minisVi[key]));
    }
  });

  it('repeats no key of the first-load or provider bundles (they share one namespace)', () => {
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerEn)]);
    expect(Object.keys(minisEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('translates every reason the plinko, mines and hi-lo engines may refuse an action with', () => {
    for (const reason of [
      'bad_mines',
      'bad_cell',
      'cell_revealed',
      'nothing_to_cash_out',
      'bad_action',
      'no_skips_left',
      'bad_rows',
      'bad_risk',
      'no_round',
    ]) {
      expect(minisEn).toHaveProperty(`provider_err_${reason}`);
    }
  });
});
