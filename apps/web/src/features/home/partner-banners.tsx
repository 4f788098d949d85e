/** Partner banners (spec §2: group w_model, up to 3). */
import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from '../../shared/announcements.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { BannerCard } from './banner-card.tsx';
import { SectionTitle } from './section-title.tsx';

export const PARTNER_BANNER_LIMIT = 3;

export const PartnerBanners = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const { banners } = useBanners('w_model');
  const shown = banners.slice(0, PARTNER_BANNER_LIMIT);
  if (shown.length === 0) return null;
  if (shown.length === 1 && shown[0]) {
    return (
      <section aria-labelledby="partner-title" className="mx-auto max-w-[1280px] px-4">
        <SectionTitle
          id="partner-title"
          title={t('home_partners_title')}
          subtitle={t('home_partners_subtitle')}
        />
        <div className="grid gap-4 lg:grid-cols-[1.5fr_1fr]">
          <BannerCard banner={shown[0]} aspect="aspect-[2/1]" width={800} height={400} />
          <div className="flex flex-col justify-center gap-4 rounded-2xl border border-line bg-surface/90 p-6 shadow-xl shadow-black/30">
            <p className="text-xs font-bold tracking-[0.25em] text-primary uppercase">
              {t('home_partners_badge')}
            </p>
            <p className="text-xl font-bold text-ink">{shown[0].title}</p>
            <p className="text-sm leading-relaxed text-muted">
              {t('home_partners_text', { name: brand.name })}
            </p>
            <Link to="/sponsor" className={`${buttonClass({ variant: 'secondary' })} self-start`}>
              {t('home_partners_cta')}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="partner-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle
        id="partner-title"
        title={t('home_partners_title')}
        subtitle={t('home_partners_subtitle')}
      />
      <div className={`grid gap-4 sm:grid-cols-2 ${shown.length > 2 ? 'lg:grid-cols-3' : ''}`}>
        {shown.map((banner) => (
          <BannerCard key={banner.id} banner={banner} aspect="aspect-[2/1]" width={800} height={400} />
        ))}
      </div>
    </section>
  );
};
