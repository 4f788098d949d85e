import { describe, expect, it } from 'vitest';
import { blackjackEn } from '../../i18n/locales/blackjack.en.ts';
import { blackjackVi } from '../../i18n/locales/blackjack.vi.ts';
import { en } from '../../i18n/locales/en.ts';
import { minisVi } from '../../i18n/locales/minis.vi.ts';
import { providerEn } from '../../i18n/locales/provider.en.ts';
import { providerVi } from '../../i18n/locales/provider.vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the blackjack bundle', () => {
  it('has the same keys and placeholders in both languages, none empty, none of another bundle', () => {
    expect(Object.keys(blackjackEn).sort()).toEqual(Object.keys(blackjackVi).sort());
    for (const key of Object.keys(blackjackVi) as (keyof typeof blackjackVi)[]) {
      expect(blackjackVi[key].trim(), key).not.toBe('');
      expect(blackjackEn[key].trim(), key).not.toBe('');
      expect(placeholders(blackjackEn[key]), key).toEqual(placeholders(blackjackVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerVi), ...Object.keys(minisVi)]);
    expect(Object.keys(blackjackVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('words every blackjack refusal the server can send, in both languages', () => {
    for (const reason of [
      'extra_stake_insufficient_funds',
      'extra_stake_refused',
      'cannot_double',
      'cannot_split',
      'round_started',
      'round_open',
      'round_finished',
    ]) {
      expect(providerVi).toHaveProperty(`provider_err_${reason}`);
      expect(providerEn).toHaveProperty(`provider_err_${reason}`);
    }
  });
});
