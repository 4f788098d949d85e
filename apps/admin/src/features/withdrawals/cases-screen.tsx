/** Cashier → Withdrawal cases at /admin/cashier/withdrawal-cases: members' claims, open first. */
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useCases } from './withdrawals-api.ts';

const COLUMNS = ['id', 'withdrawal', 'member', 'claim', 'amounts', 'status', 'opened'] as const;

export const CasesScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('cashier.withdrawals');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters({ status: '' });
  const cases = useCases({
    ...(applied.status ? { status: applied.status as 'open' | 'resolved' } : {}),
    page,
  });
  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.withdrawalCases.title')}
        description={t('section.withdrawalCases.description')}
        crumbs={[{ label: t('section.cashier.title') }, { label: t('section.withdrawalCases.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('case.results')}
            submitLabel={t('wd.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-[minmax(0,16rem)_auto]"
          >
            <SelectField label={t('case.statusLabel')} value={draft.status} onChange={set('status')}>
              <option value="">{t('common.all')}</option>
              <option value="open">{t('case.status.open')}</option>
              <option value="resolved">{t('case.status.resolved')}</option>
            </SelectField>
          </FilterForm>
          <ResultsPanel
            query={cases}
            label={t('case.results')}
            caption={t('case.results')}
            minWidth="min-w-[860px]"
            columns={COLUMNS.map((c) => t(`case.col.${c}`))}
            empty={{
              when: (d) => d.content.length === 0,
              title: t('case.empty.title'),
              description: t('case.empty.body'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((c) => (
                <tr key={c.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
                  <td className="px-4 py-3 font-mono font-semibold">#{c.id}</td>
                  <td className="px-4 py-3">
                    <Link
                      to={`/cashier/withdrawals/${c.withdrawalId}`}
                      className="font-mono font-semibold text-primary hover:underline"
                    >
                      #{c.withdrawalId}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block font-semibold text-ink">{c.memberAccount}</span>
                    <span className="text-xs text-muted">{c.merchantCode}</span>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={c.claim === 'not_received' ? 'danger' : 'accent'}>
                      {t(`case.claim.${c.claim}`)}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 text-xs whitespace-nowrap tabular-nums">
                    <span className="text-ink/85">{formatMoney(c.amount)}</span>
                    <span className="text-muted"> / </span>
                    <span className="text-ink/85">{formatMoney(c.receivedAmount)}</span>
                    <span className="text-muted"> / </span>
                    <span className="font-semibold text-danger">{formatMoney(c.missingAmount)}</span>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={c.status === 'open' ? 'gold' : 'jade'} dot>
                      {t(`case.status.${c.status}`)}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink/70 tabular-nums">
                    {formatDateTime(c.createdAt)}
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
        </>
      )}
    </div>
  );
};
