import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, readStoredLanguage, resolveLanguage, setLanguage } from './i18n.ts';

describe('language choice', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('defaults to Vietnamese', () => {
    initI18n();
    expect(readStoredLanguage()).toBeNull();
    expect(resolveLanguage(null, { languages: ['vi', 'en'], defaultLanguage: 'vi' })).toBe('vi');
  });

  it('stores the chosen language under lang and hisLang', async () => {
    initI18n();
    await setLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
    expect(i18next.language).toBe('en');
    expect(i18next.t('header_login')).toBe('Log in');
    await setLanguage('vi');
    expect(localStorage.getItem('lang')).toBe('vi');
    expect(localStorage.getItem('hisLang')).toBe('vi');
    expect(i18next.t('header_login')).toBe('Đăng nhập');
  });

  it("falls back to the brand's default when the stored language is not offered", () => {
    localStorage.setItem('lang', 'vi');
    expect(resolveLanguage(readStoredLanguage(), { languages: ['en'], defaultLanguage: 'en' })).toBe('en');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('lang', 'klingon');
    expect(readStoredLanguage()).toBeNull();
  });

  it('opens a ?lang= link in its language and remembers it; ignores a ?lang= that is not one', () => {
    localStorage.setItem('lang', 'vi');
    window.history.replaceState(null, '', '/?lang=en');
    expect(readStoredLanguage()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
    window.history.replaceState(null, '', '/?lang=klingon');
    expect(readStoredLanguage()).toBe('en');
    window.history.replaceState(null, '', '/');
  });
});
