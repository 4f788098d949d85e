/** The site header (spec §2): logo to /index, navigation, language selector, visitor login. */
import { buttonClass } from '@luckwell/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImageUrl } from '../../shared/image-url.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { LanguageSelector } from '../i18n/language-selector.tsx';
import { HeaderLoginForm } from './header-login-form.tsx';
import { MainNav, MobileNavStrip } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useNavItems } from './use-nav-items.ts';

export const Header = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openAuth = useOverlayStore((state) => state.openAuth);
  const { items } = useNavItems();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-50 border-b border-line/60 bg-page/90 shadow-lg shadow-black/30 backdrop-blur-xl">
      <div className="mx-auto flex h-14 max-w-[1280px] items-center gap-2 px-3 sm:h-16 sm:px-4">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label={t('nav_menu')}
          aria-expanded={menuOpen}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-white/5 lg:hidden"
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link
          to="/index"
          className="mr-auto flex min-w-0 shrink items-center"
          aria-label={t('logo_home', { name: brand.name })}
        >
          <img
            src={imageUrl(brand.logoUrl)}
            alt={brand.name}
            width={180}
            height={48}
            className="h-8 w-auto max-w-[8.5rem] object-contain object-left sm:h-10 sm:max-w-[12rem]"
          />
        </Link>
        {!isLogin && <HeaderLoginForm />}
        {!isLogin && (
          <div className="flex items-center gap-1.5 lg:hidden">
            <button
              type="button"
              className={`${buttonClass({ size: 'sm', variant: 'secondary' })} px-3 text-xs`}
              onClick={() => openAuth('login')}
            >
              {t('header_login')}
            </button>
            <button
              type="button"
              className={`${buttonClass({ size: 'sm' })} px-3 text-xs`}
              onClick={() => openAuth('register')}
            >
              {t('header_register')}
            </button>
          </div>
        )}
        <div className="hidden sm:block">
          <LanguageSelector />
        </div>
      </div>
      <MainNav items={items} />
      <MobileNavStrip items={items} />
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={items} />
    </header>
  );
};
