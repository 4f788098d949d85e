/**
 * Catalogue → Lottery at /admin/games/lottery (issue 20, ADR 081; `lottery.results`): the results
 * desk for the daily Vietnamese draws (/games/lottery), the issues and their settlement
 * (/games/lottery/issues) and the games' settings (/games/lottery/games), as tabs.
 */
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { type SectionView, ViewTabs } from '../../shared/view-tabs.tsx';

const VIEWS = [
  { path: '/games/lottery', label: 'lottery.view.desk', end: true },
  { path: '/games/lottery/issues', label: 'lottery.view.issues', end: false },
  { path: '/games/lottery/games', label: 'lottery.view.games', end: false },
] as const satisfies readonly SectionView[];

export const LotteryScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('lottery.results');
  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.lottery.title')}
        description={t('section.lottery.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.lottery.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <ViewTabs label={t('lottery.views')} views={VIEWS} brand="" align="self-start" />
          <Outlet />
        </>
      )}
    </div>
  );
};
