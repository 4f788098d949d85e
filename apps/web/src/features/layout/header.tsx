/** The site header (spec §2): logo to /index, navigation, language selector, visitor login or member bar. */
import { buttonClass } from '@luckwell/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogoLink } from '../../shared/brand-logo-link.tsx';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { useMediaQuery } from '../../shared/use-media-query.ts';
import { ensureBundle } from '../i18n/i18n.ts';
import { MainNav, MobileNavStrip } from './main-nav.tsx';
import { useNavItems } from './use-nav-items.ts';

/** The side menu loads when first opened: most visits never open it. */
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

/**
 * Desktop only: the inline sign-in form (from 1024 px) and the language selector (from 640 px; phones
 * have it in the side menu) load only on screens that show them.
 */
const HeaderLoginForm = lazy(() =>
  import('./header-login-form.tsx').then((m) => ({ default: m.HeaderLoginForm })),
);
const LanguageSelector = lazy(() =>
  import('../i18n/language-selector.tsx').then((m) => ({ default: m.LanguageSelector })),
);

/** Only a signed-in player needs the member bar: it loads then, with its translations. */
const MemberInfoBar = lazy(() =>
  Promise.all([import('./member-info-bar.tsx'), ensureBundle('auth')]).then(([m]) => ({
    default: m.MemberInfoBar,
  })),
);

export const Header = () => {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openAuth = useOverlayStore((state) => state.openAuth);
  const { items } = useNavItems();
  const [menuOpen, setMenuOpen] = useState(false);
  const desktop = useMediaQuery('(min-width: 1024px)');
  const tablet = useMediaQuery('(min-width: 640px)');
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <header className="sticky top-0 z-50 border-b border-line/60 bg-page/90 shadow-lg shadow-black/30 backdrop-blur-xl">
      <div className="mx-auto flex h-14 max-w-[1280px] items-center gap-2 px-3 sm:h-16 sm:px-4">
        {/* data-app-click: a tap on the server's page before the app has taken it over waits for it (index.html). */}
        <button
          type="button"
          data-app-click=""
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          aria-label={t('nav_menu')}
          aria-expanded={menuOpen}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-white/5 lg:hidden"
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <BrandLogoLink to="/index" />
        {isLogin && (
          <Suspense fallback={<span className="h-8 w-24 animate-pulse rounded-full bg-white/5" />}>
            <MemberInfoBar />
          </Suspense>
        )}
        {!isLogin && desktop && (
          <Suspense fallback={<span className="h-9 w-[26rem] animate-pulse rounded-full bg-white/5" />}>
            <HeaderLoginForm />
          </Suspense>
        )}
        {!isLogin && (
          <div className="flex items-center gap-1.5 lg:hidden">
            <button
              type="button"
              data-app-click=""
              className={`${buttonClass({ size: 'sm', variant: 'secondary' })} px-3 text-xs`}
              onClick={() => openAuth('login')}
            >
              {t('header_login')}
            </button>
            <button
              type="button"
              data-app-click=""
              className={`${buttonClass({ size: 'sm' })} px-3 text-xs`}
              onClick={() => openAuth('register')}
            >
              {t('header_register')}
            </button>
          </div>
        )}
        {tablet && (
          <div className="hidden sm:block">
            <Suspense fallback={<span className="block h-9 w-24 animate-pulse rounded-full bg-white/5" />}>
              <LanguageSelector />
            </Suspense>
          </div>
        )}
      </div>
      <MainNav items={items} />
      <MobileNavStrip items={items} />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={items} />
        </Suspense>
      )}
    </header>
  );
};
