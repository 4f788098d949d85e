/**
 * Home (spec §2 "Home sections in order"), in the specification's order. The live slider is still
 * to come.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shared/permission-store.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { DescriptionBlocks } from './description-blocks.tsx';
import { DownloadSection } from './download-section.tsx';
import { GameSlide } from './game-slide.tsx';
import { HelpSteps } from './help-steps.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';
import { PartnerBanners } from './partner-banners.tsx';
import { PromoBanners } from './promo-banners.tsx';
import { VideoSocial } from './video-social.tsx';
import { WinnerBoard } from './winner-board.tsx';

/**
 * Below the fold: its tiles, launch code and hot-games call load when the player scrolls near it,
 * not with the first paint (DESIGN.md §8 home JS budget).
 */
const HomeSlots = lazy(() => import('./home-slots.tsx').then((m) => ({ default: m.HomeSlots })));

const WhenNear = ({ children, minHeight }: { children: ReactNode; minHeight: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} aria-hidden="true" style={{ minHeight }} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
};

export const HomePage = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  return (
    <div className="pb-4">
      <h1 className="sr-only">{t('home_h1', { name: brand.name })}</h1>
      <BannerCarousel />
      <div className="relative z-10 -mt-4 space-y-10 sm:-mt-8 sm:space-y-14">
        <NoticeMarquee />
        <JackpotCounter />
        <HelpSteps />
        <WhenNear minHeight="20rem">
          <HomeSlots />
        </WhenNear>
        <WinnerBoard />
        <GameSlide />
        <PromoBanners />
        <VideoSocial />
        <PartnerBanners />
        <DescriptionBlocks />
        <DownloadSection />
      </div>
    </div>
  );
};
