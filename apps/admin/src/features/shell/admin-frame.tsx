/**
 * The back-office frame every section renders in: sidebar (a drawer below 1024 px), top bar and
 * the content outlet, with a reminder while the operator's two-step sign-in is off.
 */
import { Drawer } from '@luckwell/ui/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Icon } from '../../shared/icons.tsx';
import { useMe } from '../../shared/operator-session.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { TopBar } from './top-bar.tsx';

const TwoStepReminder = () => {
  const { t } = useTranslation();
  const me = useMe().data;
  const { pathname } = useLocation();
  if (!me || me.operator.totpEnabled || pathname === '/security') return null;
  return (
    <div className="mx-auto mb-6 flex w-full max-w-6xl items-start gap-3 rounded-2xl border border-accent/35 bg-accent/[0.08] px-4 py-3 text-sm sm:items-center">
      <Icon name="shieldCheck" className="size-5 shrink-0 text-accent" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="min-w-0 text-ink/90">{t('shell.twoStepReminder')}</p>
        <Link to="/two-step" className="shrink-0 font-semibold text-primary hover:underline">
          {t('shell.twoStepAction')}
        </Link>
      </div>
    </div>
  );
};

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
          <TwoStepReminder />
          <Outlet />
        </main>
      </div>
    </div>
  );
};
