/**
 * i18next for the back office: EN (default) and VI, both bundled (the admin is small and
 * operators switch often). The choice is kept in local storage under `adminLang`, apart from the
 * player site's `lang`, so an operator testing the site in one language keeps the console in theirs.
 */
import type { TLanguage } from '@luckwell/contracts/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import { vi } from './locales/vi.ts';

export const ADMIN_LANGUAGE_KEY = 'adminLang';
export const ADMIN_LANGUAGES: readonly TLanguage[] = ['en', 'vi'];
const DEFAULT_LANGUAGE: TLanguage = 'en';

const isLanguage = (value: unknown): value is TLanguage => ADMIN_LANGUAGES.includes(value as TLanguage);

export const readStoredLanguage = (): TLanguage | null => {
  try {
    const stored = localStorage.getItem(ADMIN_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const initI18n = () => {
  if (i18next.isInitialized) return i18next;
  const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, vi: { translation: vi } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...ADMIN_LANGUAGES],
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
};

/** Switches the console language and remembers it under `adminLang`. */
export const setLanguage = async (language: TLanguage) => {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
};
