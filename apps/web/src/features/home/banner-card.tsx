/** A clickable banner tile with its title overlaid (promo and partner banners). */
import type { TBanner } from '@luckwell/contracts/content/announcements';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { bannerIsClickable, useBannerClick } from '../../shared/banner-link.ts';
import { useImageUrl } from '../../shared/image-url.ts';

type BannerCardProps = { banner: TBanner; aspect: string; width: number; height: number };

export const BannerCard = ({ banner, aspect, width, height }: BannerCardProps) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const onClick = useBannerClick();
  const clickable = bannerIsClickable(banner);
  const body = (
    <>
      <SafeImage
        src={imageUrl(banner.url)}
        alt=""
        fallbackLabel={banner.title}
        width={width}
        height={height}
        decoding="async"
        className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
      />
      <span
        className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/10 to-transparent"
        aria-hidden="true"
      />
      <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-4">
        <span className="text-base leading-snug font-bold text-white drop-shadow sm:text-lg">
          {banner.title}
        </span>
        {clickable && (
          <span className="shrink-0 rounded-full bg-gold px-3 py-1.5 text-xs font-bold text-on-primary">
            {t('banner_cta_more')}
          </span>
        )}
      </span>
    </>
  );
  const frame = `group relative block w-full overflow-hidden rounded-2xl border border-line text-left shadow-xl shadow-black/40 ${aspect}`;
  return clickable ? (
    <button
      type="button"
      onClick={() => onClick(banner)}
      className={`${frame} transition hover:border-primary/70`}
    >
      {body}
    </button>
  ) : (
    <div className={frame}>{body}</div>
  );
};
