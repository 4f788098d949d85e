/**
 * The analytics tag (spec §4: loaded after the permission call, before the app renders). The script
 * is async: a blocked or failed tag never delays or breaks the site.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const loadAnalytics = (gtagId: string | null) => {
  if (!gtagId || typeof document === 'undefined' || document.getElementById('lw-gtag')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag's queue expects the arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', gtagId, { send_page_view: false });
  const script = document.createElement('script');
  script.id = 'lw-gtag';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
  script.onerror = () => script.remove();
  document.head.append(script);
};

/** Spec §9 page tracking keys by route. */
const PAGE_KEYS: Record<string, string> = {
  '/': 'home',
  '/index': 'home',
  '/home': 'home',
  '/index.html': 'home',
  '/promotions': 'promotions',
  '/rng': 'rng',
  '/jili': 'rng',
  '/live': 'live',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/sports': 'sports',
  '/esports': 'esports',
  '/elott': 'elott',
  '/lott': 'lott',
  '/down': 'download',
  '/pointmall': 'shop',
  '/help': 'help',
  '/register': 'register',
  '/login': 'login',
  '/cockfight': 'cockfight',
};

export const trackPage = (pathname: string) => {
  const key = PAGE_KEYS[pathname.toLowerCase()];
  if (key && window.gtag) window.gtag('event', 'page_view', { page_title: key, page_path: pathname });
};
