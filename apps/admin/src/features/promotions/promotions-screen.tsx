/**
 * Catalogue & marketing → Promotions at /admin/promotions (issue 17): one brand's promotions and
 * their bonuses (/promotions, ADR 063), red envelopes, the wheel and the points mall (ADR 064, 065),
 * its rebates (/promotions/rebates, ADR 062), its VIP ranks (/promotions/vip, ADR 066) and its
 * referral programme (/promotions/referral, ADR 067), its missions and leaderboards (/promotions/missions,
 * ADR 068), the review queue of applications (/promotions/applications, ADR 070) and what engagement
 * costs (/promotions/spend, ADR 072). The brand is
 * kept in the address (`brand`) and handed to the view below.
 */
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useSearchParams } from 'react-router';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { type SectionView, ViewTabs } from '../../shared/view-tabs.tsx';

type PromotionsContext = { brand: string };

/** The brand the promotions section shows, for its views. */
export const usePromotionsBrand = () => useOutletContext<PromotionsContext>().brand;

const VIEWS = [
  { path: '/promotions', label: 'promotions.view.list', end: true },
  { path: '/promotions/applications', label: 'applications.view', end: false },
  { path: '/promotions/spend', label: 'spend.view', end: false },
  { path: '/promotions/red-envelopes', label: 'envelopes.view', end: false },
  { path: '/promotions/wheel', label: 'wheel.view', end: false },
  { path: '/promotions/points', label: 'points.view', end: false },
  { path: '/promotions/rebates', label: 'rebates.view.rebates', end: false },
  { path: '/promotions/vip', label: 'vip.view', end: false },
  { path: '/promotions/referral', label: 'referral.view', end: false },
  { path: '/promotions/missions', label: 'missions.view', end: false },
] as const satisfies readonly SectionView[];

export const PromotionsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('promotions.read');
  const brands = useBrands(allowed);
  const [params, setParams] = useSearchParams();
  const brand = pickedBrand(params.get('brand') ?? '', brands.data);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.promotions.title')}
        description={t('promotions.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.promotions.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          {/* Ten views: the brand sits above them until the screen is wide enough for both on one row. */}
          <div className="flex flex-col-reverse gap-4 2xl:flex-row 2xl:items-end 2xl:justify-between">
            <ViewTabs
              label={t('rebates.views')}
              views={VIEWS}
              brand={brand}
              align="self-start 2xl:self-end"
            />
            <BrandSelect
              value={brand}
              onChange={(code) => setParams(new URLSearchParams({ brand: code }))}
              className="md:w-72"
            />
          </div>
          {brands.isError ? (
            <LoadError error={brands.error} onRetry={() => void brands.refetch()} />
          ) : brand ? (
            <Outlet context={{ brand } satisfies PromotionsContext} />
          ) : (
            <Loader label={t('common.loading')} className="min-h-40" />
          )}
        </>
      )}
    </div>
  );
};
