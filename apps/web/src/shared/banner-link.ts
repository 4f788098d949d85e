/** What a banner click does, by its linkage type (spec §2 "Banner click opens its link"). */
import type { TBanner } from '@luckwell/contracts/content/announcements';
import { useSafeNavigate } from './safe-navigate.ts';

export const bannerIsClickable = (banner: Pick<TBanner, 'linkageType' | 'link'>) =>
  banner.linkageType !== 'NONE' && Boolean(banner.link);

export const useBannerClick = () => {
  const navigate = useSafeNavigate();
  return (banner: Pick<TBanner, 'linkageType' | 'link'>) => {
    if (!bannerIsClickable(banner) || !banner.link) return;
    if (banner.linkageType === 'INTERNAL') navigate(banner.link);
    else window.open(banner.link, '_blank', 'noopener');
  };
};
