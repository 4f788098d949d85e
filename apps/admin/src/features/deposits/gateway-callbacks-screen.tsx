/**
 * Cashier → Gateway callbacks at /admin/cashier/gateway-callbacks: every notification a payment
 * gateway sent, with its signature check and what became of it (credited, duplicate, late, forged…).
 */
import type { TGatewayCallbackQuery } from '@luckwell/contracts/admin/deposits';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useGatewayCallbacks } from './deposits-api.ts';
import { CALLBACK_OUTCOMES, OUTCOME_TONES } from './labels.ts';

type Filters = { outcome: string };
const NO_FILTERS: Filters = { outcome: '' };
const COLUMNS = ['id', 'received', 'provider', 'deposit', 'signature', 'outcome', 'payload'] as const;

export const GatewayCallbacksScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('cashier.deposits');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const query: TGatewayCallbackQuery = {
    ...(applied.outcome ? { outcome: applied.outcome as TGatewayCallbackQuery['outcome'] } : {}),
    page,
    pageSize: 20,
  };
  const callbacks = useGatewayCallbacks(query);
  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.gatewayCallbacks.title')}
        description={t('section.gatewayCallbacks.description')}
        crumbs={[{ label: t('section.cashier.title') }, { label: t('section.gatewayCallbacks.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('cb.outcomeLabel')}
            submitLabel={t('dep.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-[minmax(0,18rem)_auto]"
          >
            <SelectField label={t('cb.outcomeLabel')} value={draft.outcome} onChange={set('outcome')}>
              <option value="">{t('common.all')}</option>
              {CALLBACK_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {t(`cb.outcome.${o}`)}
                </option>
              ))}
            </SelectField>
          </FilterForm>
          <ResultsPanel
            query={callbacks}
            label={t('cb.results')}
            caption={t('cb.results')}
            minWidth="min-w-[960px]"
            columns={COLUMNS.map((c) => t(`cb.col.${c}`))}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('cb.empty.title'),
              description: t('cb.empty.body'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((c) => (
                <tr
                  key={c.id}
                  className="border-b border-line/40 align-top last:border-b-0 hover:bg-white/[0.025]"
                >
                  <td className="px-4 py-3 font-mono text-ink">#{c.id}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink/70 tabular-nums">
                    {formatDateTime(c.receivedAt)}
                    {c.ip && <span className="block text-xs text-muted">{c.ip}</span>}
                  </td>
                  <td className="px-4 py-3 font-mono text-ink/85">{c.provider}</td>
                  <td className="px-4 py-3 font-mono text-ink/85">{c.depositId ? `#${c.depositId}` : '—'}</td>
                  <td className="px-4 py-3">
                    <Badge tone={c.signatureValid ? 'jade' : 'danger'}>
                      {t(c.signatureValid ? 'cb.signature.valid' : 'cb.signature.invalid')}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={OUTCOME_TONES[c.outcome]} dot>
                      {t(`cb.outcome.${c.outcome}`)}
                    </Badge>
                  </td>
                  <td className="max-w-80 px-4 py-3">
                    <code className="line-clamp-3 font-mono text-xs break-all text-muted">{c.payload}</code>
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
