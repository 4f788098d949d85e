/**
 * Home (spec §2 "Home sections in order"), in the specification's order: banners, notice marquee,
 * jackpot counter and help steps paint first; everything from the slots down loads as the player
 * scrolls near it (`home-below.ts`).
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shared/permission-store.ts';
import { ensureBundle } from '../i18n/i18n.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { HelpSteps } from './help-steps.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

type Below = typeof import('./home-below.ts');

/** One below-the-fold section; all of them come from the same chunk, with their translations. */
const below = (name: keyof Below) =>
  lazy(() =>
    Promise.all([import('./home-below.ts'), ensureBundle('home')]).then(([m]) => ({
      default: m[name] as ComponentType,
    })),
  );

const HomeSlots = below('HomeSlots');
const WinnerBoard = below('WinnerBoard');
const LiveSlider = below('LiveSlider');
const GameSlide = below('GameSlide');
const PromoBanners = below('PromoBanners');
const VideoSocial = below('VideoSocial');
const PartnerBanners = below('PartnerBanners');
const DescriptionBlocks = below('DescriptionBlocks');
const DownloadSection = below('DownloadSection');

/**
 * Renders its section once the player scrolls within a screen of it; until then a placeholder of
 * about the section's height keeps the page from jumping.
 */
const WhenNear = ({ children, minHeight }: { children: ReactNode; minHeight: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  // Never near on the server's render (ADR 075): its HTML holds the placeholder, as the browser's
  // first render does, and the section comes when the browser sees it near.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
        <WhenNear minHeight="24rem">
          <WinnerBoard />
        </WhenNear>
        <WhenNear minHeight="18rem">
          <LiveSlider />
        </WhenNear>
        <WhenNear minHeight="16rem">
          <GameSlide />
        </WhenNear>
        <WhenNear minHeight="10rem">
          <PromoBanners />
        </WhenNear>
        <WhenNear minHeight="16rem">
          <VideoSocial />
        </WhenNear>
        <WhenNear minHeight="8rem">
          <PartnerBanners />
        </WhenNear>
        <WhenNear minHeight="12rem">
          <DescriptionBlocks />
        </WhenNear>
        <WhenNear minHeight="14rem">
          <DownloadSection />
        </WhenNear>
      </div>
    </div>
  );
};
