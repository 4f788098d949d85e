/**
 * Home (spec §2 "Home sections in order"), in the specification's order. The winner board and the
 * live slider are still to come.
 */
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shared/permission-store.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { DescriptionBlocks } from './description-blocks.tsx';
import { DownloadSection } from './download-section.tsx';
import { GameSlide } from './game-slide.tsx';
import { HelpSteps } from './help-steps.tsx';
import { HomeSlots } from './home-slots.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';
import { PartnerBanners } from './partner-banners.tsx';
import { PromoBanners } from './promo-banners.tsx';
import { VideoSocial } from './video-social.tsx';

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
        <HomeSlots />
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
