/** Promo banners (spec §2, group w_activity), linking to the promotions page. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from '../../shared/announcements.ts';
import { BannerCard } from './banner-card.tsx';
import { SectionTitle } from './section-title.tsx';

export const PromoBanners = () => {
  const { t } = useTranslation();
  const { banners, isPending } = useBanners('w_activity');
  if (!isPending && banners.length === 0) return null;
  return (
    <section aria-labelledby="promo-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle
        id="promo-title"
        title={t('home_promo_title')}
        subtitle={t('home_promo_subtitle')}
        action={
          <Link to="/promotions" className="shrink-0 text-sm font-semibold text-primary hover:underline">
            {t('home_view_all')}
          </Link>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((i) => (
              <div key={i} className="aspect-[2/1] animate-pulse rounded-2xl bg-surface" />
            ))
          : banners
              .slice(0, 6)
              .map((banner) => (
                <BannerCard key={banner.id} banner={banner} aspect="aspect-[2/1]" width={800} height={400} />
              ))}
      </div>
    </section>
  );
};
