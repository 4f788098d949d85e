/**
 * Players → Live support at /admin/support (issue 19, `support.chat`): the console where the desk
 * answers players' and visitors' chats (/support) and the desk's settings — office hours and canned
 * replies per brand (/support/settings) — as tabs. The header carries how many wait for an operator.
 */
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { type SectionView, ViewTabs } from '../../shared/view-tabs.tsx';
import { useSupportQueue } from './support-api.ts';

const VIEWS = [
  { path: '/support', label: 'support.view.console', end: true },
  { path: '/support/settings', label: 'support.view.settings', end: false },
] as const satisfies readonly SectionView[];

/** "3 waiting": every brand's conversations no operator has claimed yet. */
const WaitingCount = () => {
  const { t } = useTranslation();
  const waiting = useSupportQueue('waiting', '').data?.waiting;
  if (waiting === undefined) return null;
  return (
    <output
      aria-live="polite"
      className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold ${
        waiting > 0 ? 'border-accent/50 bg-accent/12 text-accent' : 'border-jade/40 bg-jade/10 text-jade'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full bg-current ${waiting > 0 ? 'animate-pulse' : ''}`}
      />
      {waiting > 0 ? t('support.waitingCount', { count: waiting }) : t('support.waitingNone')}
    </output>
  );
};

export const SupportScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('support.chat');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-[1600px] animate-fade-in flex-col gap-5">
      <PageHeader
        title={t('section.support.title')}
        description={t('support.description')}
        crumbs={[{ label: t('shell.group.players') }, { label: t('section.support.title') }]}
        actions={allowed ? <WaitingCount /> : undefined}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <ViewTabs
            label={t('support.views')}
            views={VIEWS}
            brand={params.get('brand') ?? ''}
            align="self-start"
          />
          <Outlet />
        </>
      )}
    </div>
  );
};
