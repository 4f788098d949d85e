/**
 * /agent: the agent login page (spec §2): marketing text beside the agent login form; the
 * change-password modal is the site-wide one. A signed-in agent goes straight to /agentHome.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { BrandLogoLink } from '../../shared/brand-logo-link.tsx';
import { usePermission } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { LanguageSelector } from '../i18n/language-selector.tsx';

const POINTS = ['agent_point_1', 'agent_point_2', 'agent_point_3', 'agent_point_4'] as const;

export const AgentLoginPage = ({ loginForm }: { loginForm: ReactNode }) => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isAgent = useSessionStore((state) => state.isAgent);
  if (isLogin && isAgent) return <Navigate to="/agentHome" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line/60 bg-page/90">
        <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-3 px-4 sm:h-16">
          <BrandLogoLink to="/" />
          <span className="hidden text-sm font-semibold text-primary sm:inline">{t('agent_portal')}</span>
          <LanguageSelector />
        </div>
      </header>
      <main id="main" className="relative flex-1 overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-32 size-[28rem] rounded-full bg-primary/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] rounded-full bg-accent/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-[1200px] gap-8 px-4 py-8 sm:py-14 lg:grid-cols-[1.1fr_0.9fr] lg:items-center">
          <section>
            <p className="mb-3 inline-flex rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wider text-primary uppercase">
              {t('agent_badge', { name: brand.name })}
            </p>
            <h1 className="text-3xl leading-tight font-bold text-ink sm:text-4xl">{t('agent_headline')}</h1>
            <p className="mt-4 max-w-xl text-sm leading-relaxed text-muted sm:text-base">
              {t('agent_intro', { name: brand.name })}
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {POINTS.map((key) => (
                <li
                  key={key}
                  className="flex items-start gap-3 rounded-2xl border border-line bg-surface/70 p-4 text-sm text-ink"
                >
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold text-xs font-bold text-on-primary">
                    ✓
                  </span>
                  {t(key)}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-xs text-muted">{t('agent_support', { hours: brand.supportHours })}</p>
          </section>
          <section
            aria-labelledby="agent-login-title"
            className="rounded-3xl border border-line bg-surface/95 p-5 shadow-2xl shadow-black/50 sm:p-8"
          >
            <h2 id="agent-login-title" className="text-2xl font-bold text-gold">
              {t('agent_login_title')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">{t('agent_login_subtitle')}</p>
            {loginForm}
            <p className="mt-5 text-center text-sm text-muted">
              <Link to="/" className="font-semibold text-primary hover:underline">
                {t('agent_back_to_site')}
              </Link>
            </p>
          </section>
        </div>
      </main>
    </div>
  );
};
