import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { vi } from './locales/vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('has exactly the same keys in Vietnamese and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('leaves no translation empty', () => {
    for (const [key, text] of [...Object.entries(vi), ...Object.entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(vi) as (keyof typeof vi)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(vi[key]));
    }
  });

  it('carries the server message keys the API sends', () => {
    for (const key of [
      'in_success',
      'in_input_error',
      'in_not_found',
      'in_not_logged_in',
      'in_access_denied',
      'in_invalid_url',
      'in_system_maintenance',
      'in_access_restricted',
      'in_too_many_requests',
      'in_system_error',
      'in_payload_too_large',
      'in_network_abnormal',
      'in_page_timeout',
    ]) {
      expect(vi).toHaveProperty(key);
    }
  });
});
