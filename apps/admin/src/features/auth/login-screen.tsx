/**
 * The back office's sign-in page: brand art and promise on the left (wide screens), the form on
 * the right, a language switch on top. Reached at /admin/login; a tab already signed in goes on to
 * the console.
 */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { readToken } from '../../shared/api-client.ts';
import { Icon } from '../../shared/icons.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { LoginForm } from './login-form.tsx';

const POINTS = ['login.hero.point1', 'login.hero.point2', 'login.hero.point3'] as const;

export const LoginScreen = () => {
  const { t } = useTranslation();
  // Already signed in in this tab: the console checks the session and sends them back here if it ended.
  if (readToken()) return <Navigate to="/dashboard" replace />;
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

      <AuthFrame
        id="login-title"
        icon="operators"
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        width="max-w-[420px]"
        className="min-w-0"
        footer={
          <footer className="text-center text-xs text-muted/80">
            {t('login.footer')} · © {new Date().getFullYear()}
          </footer>
        }
      >
        <LoginForm />
        <div className="mt-6 flex flex-col items-center gap-3 border-t border-line/70 pt-5 text-center">
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <Icon name="lock" className="size-3.5" />
            {t('login.secureNote')}
          </p>
        </div>
      </AuthFrame>
    </div>
  );
};
