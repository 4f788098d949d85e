/**
 * The back-office frame every section renders in: sidebar (a drawer below 1024 px), top bar and
 * the content outlet. Shown at /admin/preview until operator sign-in exists.
 */
import { Drawer } from '@luckwell/ui/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SidebarNav } from './sidebar-nav.tsx';
import { TopBar } from './top-bar.tsx';

export const AdminFrame = () => {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[272px_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh border-r border-line/70 bg-surface/60 lg:block">
        <SidebarNav />
      </aside>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label={t('shell.navLabel')}>
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      <div className="flex min-w-0 flex-col">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
};
