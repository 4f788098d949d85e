/**
 * The home sections below the fold, as one lazily loaded chunk: their code, images and calls wait
 * until the player scrolls near them instead of weighing on the first paint (DESIGN.md §8 home JS
 * budget). `home-page.tsx` places each where the specification orders it.
 */
export { DescriptionBlocks } from './description-blocks.tsx';
export { DownloadSection } from './download-section.tsx';
export { GameSlide } from './game-slide.tsx';
export { HomeSlots } from './home-slots.tsx';
export { LiveSlider } from './live-slider.tsx';
export { PartnerBanners } from './partner-banners.tsx';
export { PromoBanners } from './promo-banners.tsx';
export { VideoSocial } from './video-social.tsx';
export { WinnerBoard } from './winner-board.tsx';
