import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { vi } from './locales/vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('back-office translations', () => {
  it('has exactly the same keys in English and Vietnamese', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it('leaves no translation empty', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(vi)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(vi[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('carries the message keys the API answers with', () => {
    for (const key of [
      'in_not_found',
      'in_input_error',
      'in_system_error',
      'in_network_abnormal',
      'in_page_timeout',
    ]) {
      expect(en).toHaveProperty(key);
    }
  });
});
