/**
 * The back office's sign-in page: brand art and promise on the left (wide screens), the form on
 * the right, a language switch on top. Reached at /admin/login.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../shared/brand-logo.tsx';
import { Icon } from '../../shared/icons.tsx';
import { LanguageSelector } from '../../shared/language-selector.tsx';
import { LoginForm } from './login-form.tsx';

const POINTS = ['login.hero.point1', 'login.hero.point2', 'login.hero.point3'] as const;

export const LoginScreen = () => {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <aside className="relative hidden overflow-hidden border-r border-line/60 lg:block">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-cover bg-top"
          style={{
            backgroundImage:
              "linear-gradient(180deg, rgba(7,11,26,0.05) 0%, rgba(7,11,26,0.3) 38%, rgba(7,11,26,0.9) 62%, rgba(7,11,26,0.98) 100%), url('/img/banners/login.svg'), radial-gradient(ellipse at 50% 35%, #3a2a0e 0%, #0f1730 55%, #070b1a 100%)",
          }}
        />
        <div className="relative flex h-full flex-col justify-end gap-5 p-10 xl:p-14">
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-primary/40 bg-page/60 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-primary uppercase backdrop-blur">
            <Icon name="sparkle" className="size-3.5" />
            {t('app.backOffice')}
          </p>
          <h2 className="max-w-md text-3xl leading-tight font-bold text-ink xl:text-4xl">
            {t('login.hero.title')}
          </h2>
          <p className="max-w-md text-base leading-relaxed text-ink/75">{t('login.hero.body')}</p>
          <ul className="flex max-w-md flex-col gap-2.5">
            {POINTS.map((key) => (
              <li key={key} className="flex items-center gap-3 text-sm text-ink/85">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
                  <Icon name="check" className="size-3.5" />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </aside>

      <div className="flex min-w-0 flex-col px-5 py-5 sm:px-10">
        <header className="flex items-center justify-between gap-3">
          <BrandLogo className="h-10 sm:h-12" />
          <LanguageSelector />
        </header>

        <main className="flex flex-1 items-center justify-center py-10">
          <section
            aria-labelledby="login-title"
            className="w-full max-w-[420px] rounded-3xl border border-line bg-surface/85 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8"
          >
            <div className="mb-7 flex flex-col gap-2">
              <span className="grid size-12 place-items-center rounded-2xl bg-primary/12 text-primary ring-1 ring-primary/30">
                <Icon name="operators" className="size-6" />
              </span>
              <h1 id="login-title" className="text-gold mt-2 text-3xl font-bold">
                {t('login.title')}
              </h1>
              <p className="text-sm text-muted">{t('login.subtitle')}</p>
            </div>
            <LoginForm />
            <div className="mt-6 flex flex-col items-center gap-3 border-t border-line/70 pt-5 text-center">
              <Link
                to="/preview"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                {t('login.previewLink')}
                <Icon name="chevronRight" className="size-4" />
              </Link>
              <p className="flex items-center gap-1.5 text-xs text-muted">
                <Icon name="lock" className="size-3.5" />
                {t('login.secureNote')}
              </p>
            </div>
          </section>
        </main>

        <footer className="text-center text-xs text-muted/80">
          {t('login.footer')} · © {new Date().getFullYear()}
        </footer>
      </div>
    </div>
  );
};
