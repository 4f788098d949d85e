/**
 * /promotions: today the operator's promotion banners and teasers; joining, claiming and the
 * rewards flow arrive with the promotions release.
 */
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, useBanners } from '../../shared/announcements.ts';
import { bannerIsClickable, useBannerClick } from '../../shared/banner-link.ts';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { useImageUrl } from '../../shared/image-url.ts';
import { htmlToText } from '../../shared/operator-html.tsx';

export const PromotionsPage = () => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const onBannerClick = useBannerClick();
  const { banners } = useBanners('w_activity');
  const { data } = useAnnouncements();
  const teasers = data?.promotion ?? [];

  return (
    <div className="mx-auto max-w-[1280px] space-y-10 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('page_promotions')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted sm:text-base">{t('promo_subtitle')}</p>
      </header>
      {(banners.length > 0 || teasers.length > 0) && (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {banners.map((banner) => (
            <li key={`b-${banner.id}`}>
              <button
                type="button"
                disabled={!bannerIsClickable(banner)}
                onClick={() => onBannerClick(banner)}
                className="group block w-full overflow-hidden rounded-2xl border border-line bg-surface/90 text-left shadow-xl shadow-black/40 transition enabled:hover:border-primary/60"
              >
                <SafeImage
                  src={imageUrl(banner.url)}
                  alt=""
                  fallbackLabel={banner.title}
                  width={800}
                  height={400}
                  loading="lazy"
                  className="aspect-[2/1] w-full object-cover"
                />
                <span className="block p-4 font-semibold text-ink">{banner.title}</span>
              </button>
            </li>
          ))}
          {teasers.map((teaser) => (
            <li
              key={`p-${teaser.id}`}
              className="rounded-2xl border border-line bg-surface/90 p-5 shadow-xl shadow-black/40"
            >
              <p className="text-xs font-bold tracking-wider text-primary uppercase">{t('promo_teaser')}</p>
              <h2 className="mt-2 text-lg font-bold text-ink">{teaser.title}</h2>
              <p className="mt-2 line-clamp-4 text-sm leading-relaxed text-muted">
                {htmlToText(teaser.content)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ComingSoon
        title={t('soon_promotions_title')}
        features={[
          t('feat_promotions_1'),
          t('feat_promotions_2'),
          t('feat_promotions_3'),
          t('feat_promotions_4'),
        ]}
      />
    </div>
  );
};
