/**
 * Players → Agents at /admin/agents (issue 16, ADR 056): one brand's agent network in three views —
 * the tree (/agents), each contract kind's rules (/agents/rules) and the settlements
 * (/agents/settlements). The brand is kept in the address (`brand`) and handed to the view below.
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

export type AgentsContext = { brand: string };

/** The brand the agents screen shows, for its views. */
export const useAgentsBrand = () => useOutletContext<AgentsContext>().brand;

const VIEWS = [
  { path: '/agents', label: 'agents.view.tree', end: true },
  { path: '/agents/rules', label: 'agents.view.rules', end: false },
  { path: '/agents/settlements', label: 'agents.view.settlements', end: false },
] as const satisfies readonly SectionView[];

export const AgentsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('agents.read');
  const brands = useBrands(allowed);
  const [params, setParams] = useSearchParams();
  const brand = pickedBrand(params.get('brand') ?? '', brands.data);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.agents.title')}
        description={t('agents.description')}
        crumbs={[{ label: t('shell.group.players') }, { label: t('section.agents.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <ViewTabs label={t('agents.views')} views={VIEWS} brand={brand} />
            <BrandSelect
              value={brand}
              // Another brand's members and periods are another tree: start again at its top.
              onChange={(code) => setParams(new URLSearchParams({ brand: code }))}
              className="md:w-72"
            />
          </div>
          {brands.isError ? (
            <LoadError error={brands.error} onRetry={() => void brands.refetch()} />
          ) : brand ? (
            <Outlet context={{ brand } satisfies AgentsContext} />
          ) : brands.isPending ? (
            <Loader label={t('common.loading')} className="min-h-40" />
          ) : (
            <EmptyState title={t('agents.noBrands.title')} description={t('agents.noBrands.body')} />
          )}
        </>
      )}
    </div>
  );
};
