/**
 * i18next set-up (spec §1, §3): EN and VI, VI the default; the player's choice is kept in local
 * storage under both `lang` and `hisLang`. The brand's own language list has the last word.
 * Vietnamese ships with the first load; English is fetched the first time it is needed.
 */
import type { TLanguage } from '@luckwell/contracts/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from './locales/vi.ts';

export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

/** contracts' `Language` and `DEFAULT_LANGUAGE`, restated without zod to keep it off the first load. */
export const LANGUAGES: readonly TLanguage[] = ['vi', 'en'];
export const DEFAULT_LANGUAGE: TLanguage = 'vi';
const isLanguage = (value: unknown): value is TLanguage => LANGUAGES.includes(value as TLanguage);

export const readStoredLanguage = (): TLanguage | null => {
  try {
    const stored = localStorage.getItem('lang') ?? localStorage.getItem('hisLang');
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

const storeLanguage = (language: TLanguage) => {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) localStorage.setItem(key, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
};

/** The stored language if the brand offers it, else the brand's default. */
export const resolveLanguage = (
  stored: TLanguage | null,
  brand: { languages: readonly TLanguage[]; defaultLanguage: TLanguage },
): TLanguage => (stored && brand.languages.includes(stored) ? stored : brand.defaultLanguage);

const LOADERS: Record<TLanguage, () => Promise<Record<string, string>>> = {
  vi: async () => vi,
  en: () => import('./locales/en.ts').then((m) => m.en),
};

/** Makes sure a language's translations are loaded. */
export const ensureLanguage = async (language: TLanguage) => {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await LOADERS[language]());
};

export const initI18n = () => {
  if (i18next.isInitialized) return i18next;
  const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  void i18next.use(initReactI18next).init({
    resources: { vi: { translation: vi } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (language !== DEFAULT_LANGUAGE) void setLanguage(language).catch(() => undefined);
  return i18next;
};

/** Switches the site language and remembers it under `lang` and `hisLang`. */
export const setLanguage = async (language: TLanguage) => {
  storeLanguage(language);
  await ensureLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
};
