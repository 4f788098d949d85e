import { FISH_SPECIES } from '@luckwell/games/fishing/species';
import { FISH_WEAPONS } from '@luckwell/games/fishing/weapons';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en.ts';
import { fishingEn } from '../i18n/locales/fishing.en.ts';
import { fishingVi } from '../i18n/locales/fishing.vi.ts';
import { providerVi } from '../i18n/locales/provider.vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the fishing bundle', () => {
  it('has the same keys and placeholders in both languages, none empty, none of another bundle', () => {
    expect(Object.keys(fishingEn).sort()).toEqual(Object.keys(fishingVi).sort());
    for (const key of Object.keys(fishingVi)) {
      expect(key, key).toMatch(/^fishing_/);
      expect(fishingVi[key]?.trim(), key).not.toBe('');
      expect(fishingEn[key]?.trim(), key).not.toBe('');
      expect(placeholders(fishingEn[key] ?? ''), key).toEqual(placeholders(fishingVi[key] ?? ''));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerVi)]);
    expect(Object.keys(fishingVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('words every species, weapon and refusal of the server', () => {
    for (const key of [
      ...FISH_SPECIES.map((s) => `fishing_species_${s.id.replace(/-/g, '_')}`),
      ...FISH_WEAPONS.map((w) => `fishing_weapon_${w.id.replace(/-/g, '_')}`),
      ...[
        'room_not_found',
        'unknown_weapon',
        'targets',
        'not_fishing',
        'insufficient_balance',
        'malformed',
        'not_joined',
      ].map((e) => `fishing_err_${e}`),
      ...['connecting', 'connected', 'reconnecting', 'closed', 'watching'].map((s) => `fishing_status_${s}`),
    ])
      expect(fishingVi, key).toHaveProperty(key);
    expect(placeholders(fishingVi.fishing_err_insufficient_balance ?? '')).toEqual(['available', 'price']);
  });
});
