/**
 * Catalogue & marketing → Content at /admin/content (issue 19): one brand's announcements (the
 * notice marquee, popups, promotion teasers and help; /content) and its banners (the carousels and
 * the sign-in pages' pictures; /content/banners), as tabs. The brand is kept in the address
 * (`brand`) and handed to the view below; `content.manage` reads and changes both.
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

type ContentContext = { brand: string };

/** The brand the content section shows, for its views. */
export const useContentBrand = () => useOutletContext<ContentContext>().brand;

const VIEWS = [
  { path: '/content', label: 'content.view.announcements', end: true },
  { path: '/content/banners', label: 'content.view.banners', end: false },
  { path: '/content/help', label: 'content.view.help', end: false },
  { path: '/content/links', label: 'content.view.links', end: false },
] as const satisfies readonly SectionView[];

export const ContentScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('content.manage');
  const brands = useBrands(allowed);
  const [params, setParams] = useSearchParams();
  const brand = pickedBrand(params.get('brand') ?? '', brands.data);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.content.title')}
        description={t('content.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.content.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <ViewTabs label={t('content.views')} views={VIEWS} brand={brand} align="self-start md:self-end" />
            <BrandSelect
              value={brand}
              onChange={(code) => setParams(new URLSearchParams({ brand: code }))}
              className="md:w-72"
            />
          </div>
          {brands.isError ? (
            <LoadError error={brands.error} onRetry={() => void brands.refetch()} />
          ) : brand ? (
            <Outlet context={{ brand } satisfies ContentContext} />
          ) : (
            <Loader label={t('common.loading')} className="min-h-40" />
          )}
        </>
      )}
    </div>
  );
};
