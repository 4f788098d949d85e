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

/**
 * The language the visitor chose: a link's `?lang=vi|en` (shared links and search results open in
 * their language; it is remembered like a choice in the selector), else the stored choice.
 */
export const readStoredLanguage = (): TLanguage | null => {
  try {
    const linked = new URLSearchParams(window.location.search).get('lang');
    if (isLanguage(linked)) {
      for (const key of LANGUAGE_STORAGE_KEYS) localStorage.setItem(key, linked);
      return linked;
    }
    const stored = localStorage.getItem('lang') ?? localStorage.getItem('hisLang');
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

/**
 * The `lang` cookie tells the server which language to render the home page in (ADR 075): the
 * stored choice lives in local storage, which the server never sees.
 */
const LANGUAGE_COOKIE = 'lang';

const storeLanguage = (language: TLanguage) => {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) localStorage.setItem(key, language);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; one fixed name and value.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // Private mode, or the server rendering: the choice lasts for this page only.
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

/**
 * Translations that only lazily loaded screens use (the sign-in popups, member bar, dialogs) ship as
 * their own bundles, merged into the one namespace when a screen first asks for them, so they cost
 * the first page load nothing. Once asked for, a bundle follows every language switch.
 */
const BUNDLES = {
  auth: {
    vi: () => import('./locales/auth.vi.ts').then((m) => m.authVi),
    en: () => import('./locales/auth.en.ts').then((m) => m.authEn),
  },
  member: {
    vi: () => import('./locales/member.vi.ts').then((m) => m.memberVi),
    en: () => import('./locales/member.en.ts').then((m) => m.memberEn),
  },
  withdraw: {
    vi: () => import('./locales/withdraw.vi.ts').then((m) => m.withdrawVi),
    en: () => import('./locales/withdraw.en.ts').then((m) => m.withdrawEn),
  },
  wallets: {
    vi: () => import('./locales/wallets.vi.ts').then((m) => m.walletsVi),
    en: () => import('./locales/wallets.en.ts').then((m) => m.walletsEn),
  },
  transfer: {
    vi: () => import('./locales/transfer.vi.ts').then((m) => m.transferVi),
    en: () => import('./locales/transfer.en.ts').then((m) => m.transferEn),
  },
  home: {
    vi: () => import('./locales/home.vi.ts').then((m) => m.homeVi),
    en: () => import('./locales/home.en.ts').then((m) => m.homeEn),
  },
  deposit: {
    vi: () => import('./locales/deposit.vi.ts').then((m) => m.depositVi),
    en: () => import('./locales/deposit.en.ts').then((m) => m.depositEn),
  },
  provider: {
    vi: () => import('./locales/provider.vi.ts').then((m) => m.providerVi),
    en: () => import('./locales/provider.en.ts').then((m) => m.providerEn),
  },
  fairness: {
    vi: () => import('./locales/fairness.vi.ts').then((m) => m.fairnessVi),
    en: () => import('./locales/fairness.en.ts').then((m) => m.fairnessEn),
  },
  minis: {
    vi: () => import('./locales/minis.vi.ts').then((m) => m.minisVi),
    en: () => import('./locales/minis.en.ts').then((m) => m.minisEn),
  },
  crash: {
    vi: () => import('./locales/crash.vi.ts').then((m) => m.crashVi),
    en: () => import('./locales/crash.en.ts').then((m) => m.crashEn),
  },
  lottery: {
    vi: () => import('./locales/lottery.vi.ts').then((m) => m.lotteryVi),
    en: () => import('./locales/lottery.en.ts').then((m) => m.lotteryEn),
  },
  live: {
    vi: () => import('./locales/live.vi.ts').then((m) => m.liveVi),
    en: () => import('./locales/live.en.ts').then((m) => m.liveEn),
  },
  blackjack: {
    vi: () => import('./locales/blackjack.vi.ts').then((m) => m.blackjackVi),
    en: () => import('./locales/blackjack.en.ts').then((m) => m.blackjackEn),
  },
  cards: {
    vi: () => import('./locales/cards.vi.ts').then((m) => m.cardsVi),
    en: () => import('./locales/cards.en.ts').then((m) => m.cardsEn),
  },
  cockfight: {
    vi: () => import('./locales/cockfight.vi.ts').then((m) => m.cockfightVi),
    en: () => import('./locales/cockfight.en.ts').then((m) => m.cockfightEn),
  },
  sportsbook: {
    vi: () => import('./locales/sportsbook.vi.ts').then((m) => m.sportsbookVi),
    en: () => import('./locales/sportsbook.en.ts').then((m) => m.sportsbookEn),
  },
  fishing: {
    vi: () => import('./locales/fishing.vi.ts').then((m) => m.fishingVi),
    en: () => import('./locales/fishing.en.ts').then((m) => m.fishingEn),
  },
  slots: {
    vi: () => import('./locales/slots.vi.ts').then((m) => m.slotsVi),
    en: () => import('./locales/slots.en.ts').then((m) => m.slotsEn),
  },
  agent: {
    vi: () => import('./locales/agent.vi.ts').then((m) => m.agentVi),
    en: () => import('./locales/agent.en.ts').then((m) => m.agentEn),
  },
  soon: {
    vi: () => import('./locales/soon.vi.ts').then((m) => m.soonVi),
    en: () => import('./locales/soon.en.ts').then((m) => m.soonEn),
  },
  promotions: {
    vi: () => import('./locales/promotions.vi.ts').then((m) => m.promotionsVi),
    en: () => import('./locales/promotions.en.ts').then((m) => m.promotionsEn),
  },
  pointMall: {
    vi: () => import('./locales/point-mall.vi.ts').then((m) => m.pointMallVi),
    en: () => import('./locales/point-mall.en.ts').then((m) => m.pointMallEn),
  },
  saferPlay: {
    vi: () => import('./locales/safer-play.vi.ts').then((m) => m.saferPlayVi),
    en: () => import('./locales/safer-play.en.ts').then((m) => m.saferPlayEn),
  },
  support: {
    vi: () => import('./locales/support.vi.ts').then((m) => m.supportVi),
    en: () => import('./locales/support.en.ts').then((m) => m.supportEn),
  },
} satisfies Record<string, Record<TLanguage, () => Promise<Record<string, string>>>>;
export type BundleName = keyof typeof BUNDLES;

const wantedBundles = new Set<BundleName>();
const loadedBundles = new Map<string, Promise<void>>();

const loadBundle = (name: BundleName, language: TLanguage) => {
  const key = `${name}:${language}`;
  let loading = loadedBundles.get(key);
  if (!loading) {
    loading = BUNDLES[name][language]().then((strings) => {
      i18next.addResourceBundle(language, 'translation', strings, true, false);
    });
    loading.catch(() => loadedBundles.delete(key));
    loadedBundles.set(key, loading);
  }
  return loading;
};

const currentLanguage = (): TLanguage => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

/** Loads a bundle for the current language (and, from now on, for every language switched to). */
export const ensureBundle = async (name: BundleName) => {
  wantedBundles.add(name);
  await loadBundle(name, currentLanguage());
};

/** Makes sure a language's translations, and the bundles already asked for, are loaded. */
export const ensureLanguage = async (language: TLanguage) => {
  const bundles = [...wantedBundles].map((name) => loadBundle(name, language));
  // A lazily loaded bundle may have created the language's namespace first: look for a main key.
  if (i18next.getResource(language, 'translation', 'app_loading') === undefined) {
    i18next.addResourceBundle(language, 'translation', await LOADERS[language](), true, false);
  }
  await Promise.all(bundles);
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
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18next.changeLanguage(language);
};
