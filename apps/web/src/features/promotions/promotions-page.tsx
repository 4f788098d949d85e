/**
 * /promotions (issue 17, ADR 063): the brand's promotions with the reader's statuses — a card each
 * to join a deposit bonus or claim a no-deposit bonus — how bonus money works, then the operator's
 * promotion banners (w_activity) and teasers.
 */
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { SafeImage } from '@luckwell/ui/safe-image';
import { Spinner } from '@luckwell/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements, useBanners } from '../../shared/announcements.ts';
import { bannerIsClickable, useBannerClick } from '../../shared/banner-link.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { htmlToText } from '../../shared/operator-html.tsx';
import { useSessionStore } from '../../shared/session-store.ts';
import { PromotionCard } from './promotion-card.tsx';
import { usePromotions } from './promotions-api.ts';

const HOW_STEPS = ['pr_how_1', 'pr_how_2', 'pr_how_3', 'pr_how_4'] as const;

/** The operator's promotion banners and teasers (announcements), as they were before promotions. */
const MoreOffers = () => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const onBannerClick = useBannerClick();
  const { banners } = useBanners('w_activity');
  const { data } = useAnnouncements();
  const teasers = data?.promotion ?? [];
  if (banners.length === 0 && teasers.length === 0) return null;
  return (
    <section aria-labelledby="more-offers" className="space-y-4">
      <h2 id="more-offers" className="text-xl font-bold text-ink">
        {t('pr_more_title')}
      </h2>
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
            <p className="text-xs font-bold tracking-wider text-primary uppercase">{t('pr_teaser')}</p>
            <h3 className="mt-2 text-lg font-bold text-ink">{teaser.title}</h3>
            <p className="mt-2 line-clamp-4 text-sm leading-relaxed text-muted">
              {htmlToText(teaser.content)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
};

const HowBonusWorks = () => {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="how-bonus-works"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-20 size-56 rounded-full bg-primary/10 blur-3xl"
      />
      <h2 id="how-bonus-works" className="relative mb-4 text-lg font-bold text-ink">
        {t('pr_how_title')}
      </h2>
      <ol className="relative grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_STEPS.map((key, index) => (
          <li key={key} className="flex gap-3 rounded-xl border border-line/70 bg-black/20 p-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-gold text-sm font-bold text-on-primary"
            >
              {index + 1}
            </span>
            <span className="text-sm leading-relaxed text-ink/85">{t(key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
};

export const PromotionsPage = () => {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const promotions = usePromotions();
  const data = promotions.data;

  const body = () => {
    if (promotions.isPending) {
      return (
        <div className="grid min-h-72 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('pr_loading')} size="lg" />
        </div>
      );
    }
    if (promotions.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('pr_error_title')}
          description={t(errorMessageKey(promotions.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void promotions.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    if (data.list.length === 0) {
      return <EmptyState title={t('pr_empty_title')} description={t('pr_empty_body')} />;
    }
    return (
      <>
        <ul
          aria-label={t('pr_list_label')}
          aria-busy={promotions.isFetching}
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        >
          {data.list.map((promotion) => (
            <li key={promotion.id} className="flex">
              <PromotionCard promotion={promotion} symbol={data.currencySymbol} />
            </li>
          ))}
        </ul>
        <HowBonusWorks />
      </>
    );
  };

  return (
    <div className="mx-auto max-w-[1280px] space-y-8 px-4 py-8 sm:space-y-10 sm:py-12 lg:pr-24 min-[1480px]:pr-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('page_promotions')}</h1>
          <p className="mt-2 max-w-2xl text-sm text-muted sm:text-base">{t('promo_subtitle')}</p>
        </div>
        {isLogin && (
          <Link to="/member?page=bonusDetails" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {t('pr_my_bonus')}
          </Link>
        )}
      </header>
      {body()}
      <MoreOffers />
    </div>
  );
};
