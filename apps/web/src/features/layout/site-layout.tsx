/** The site frame every player page renders in: header, content, footer, right bar. */
import { Loader } from '@luckwell/ui/loader';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RightBar } from './right-bar.tsx';

export const SiteLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[200] rounded-full bg-gold px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip_to_content')}
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content that arrives after the
          first paint (the lobby's games, the home page's sections) never pushes it out of view. */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Loader label={t('app_loading')} className="min-h-[60vh]" />}>
          {children}
        </Suspense>
      </main>
      <Footer />
      <RightBar />
    </div>
  );
};
