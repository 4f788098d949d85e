/**
 * The honest "not available yet" panel for routes whose screens arrive with a later release.
 * It names what is coming so a player knows what the page will be.
 */
import { buttonClass } from '@luckwell/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ComingSoonProps = {
  /** Page title (already translated). */
  title: ReactNode;
  /** What this page will offer (already translated). */
  features?: string[];
  image?: string;
  children?: ReactNode;
};

export const ComingSoon = ({ title, features = [], image, children }: ComingSoonProps) => {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-3xl border border-line bg-surface/90 shadow-2xl shadow-black/40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-accent/10 blur-3xl"
      />
      <div className="relative grid gap-8 p-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wider text-primary uppercase">
            <span className="size-1.5 animate-pulse rounded-full bg-primary" aria-hidden="true" />
            {t('soon_badge')}
          </p>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-sm leading-relaxed text-muted sm:text-base">{t('soon_body')}</p>
          {features.length > 0 && (
            <>
              <h2 className="mt-6 text-sm font-semibold text-ink">{t('soon_whats_coming')}</h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-muted">
                    <svg
                      viewBox="0 0 20 20"
                      className="mt-0.5 size-4 shrink-0 text-primary"
                      aria-hidden="true"
                    >
                      <path
                        d="M4 10.5l4 4 8-9"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
            </>
          )}
          {children}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/index" className={buttonClass()}>
              {t('soon_back_home')}
            </Link>
          </div>
        </div>
        {image && (
          <img
            src={image}
            alt=""
            width={320}
            height={240}
            className="mx-auto w-full max-w-72 rounded-2xl object-cover shadow-xl shadow-black/50 md:w-72"
          />
        )}
      </div>
    </section>
  );
};
