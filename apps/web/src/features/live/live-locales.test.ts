import { ROULETTE_KINDS } from '@luckwell/games/live/roulette';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en.ts';
import { liveEn } from '../i18n/locales/live.en.ts';
import { liveVi } from '../i18n/locales/live.vi.ts';
import { providerEn } from '../i18n/locales/provider.en.ts';
import { providerVi } from '../i18n/locales/provider.vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the live bundle', () => {
  it('has the same keys and placeholders in both languages, none empty, none of another bundle', () => {
    expect(Object.keys(liveEn).sort()).toEqual(Object.keys(liveVi).sort());
    for (const key of Object.keys(liveVi) as (keyof typeof liveVi)[]) {
      expect(liveVi[key].trim(), key).not.toBe('');
      expect(liveEn[key].trim(), key).not.toBe('');
      expect(placeholders(liveEn[key]), key).toEqual(placeholders(liveVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerVi)]);
    expect(Object.keys(liveVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('names every table, every roulette kind of bet, and the server words every live refusal in both languages', () => {
    for (const code of ['LWLIVE-BAC-1', 'LWLIVE-BAC-2', 'LWLIVE-DT-1', 'LWLIVE-SB-1', 'LWLIVE-RO-1'])
      expect(liveVi).toHaveProperty(`live_table_${code}`);
    for (const kind of ROULETTE_KINDS) expect(liveVi).toHaveProperty(`live_bet_${kind.replace(/-/g, '_')}`);
    for (const reason of [
      'betting_closed',
      'unknown_spot',
      'bad_bet_shape',
      'stake_out_of_range',
      'request_reused',
    ]) {
      expect(providerVi).toHaveProperty(`live_err_${reason}`);
      expect(providerEn).toHaveProperty(`live_err_${reason}`);
    }
  });
});
