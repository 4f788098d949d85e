/**
 * Cashier → Withdrawals at /admin/cashier/withdrawals: the queue of every brand, pending first by
 * default, filtered by status, member confirmation, member and brand; each row opens the request.
 */
import type { TAdminWithdrawalQuery } from '@luckwell/contracts/admin/withdrawals';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { CONFIRMATION_TONES, STATUS_TONES } from './labels.ts';
import { useWithdrawalQueue } from './withdrawals-api.ts';

type Filters = { status: string; confirmation: string; q: string; merchantCode: string };
const NO_FILTERS: Filters = { status: '', confirmation: '', q: '', merchantCode: '' };
const COLUMNS = ['id', 'member', 'amount', 'bank', 'status', 'confirmation', 'created'] as const;
const STATUSES = ['pending', 'paid', 'rejected'] as const;
const CONFIRMATIONS = ['none', 'received', 'partial', 'not_received', 'auto_received'] as const;

const queryOf = (f: Filters, page: number): TAdminWithdrawalQuery => ({
  ...(f.status ? { status: f.status as TAdminWithdrawalQuery['status'] } : {}),
  ...(f.confirmation ? { confirmation: f.confirmation as TAdminWithdrawalQuery['confirmation'] } : {}),
  ...(f.q.trim() ? { q: f.q.trim() } : {}),
  ...(f.merchantCode.trim() ? { merchantCode: f.merchantCode.trim().toUpperCase() } : {}),
  page,
  pageSize: 20,
});

export const WithdrawalsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('cashier.withdrawals');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const queue = useWithdrawalQueue(queryOf(applied, page));
  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.withdrawals.title')}
        description={t('section.withdrawals.description')}
        crumbs={[{ label: t('section.cashier.title') }, { label: t('section.withdrawals.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('wd.filterLabel')}
            submitLabel={t('wd.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.8fr)_auto]"
          >
            <SelectField label={t('wd.statusLabel')} value={draft.status} onChange={set('status')}>
              <option value="">{t('common.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`wd.status.${s}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('wd.confirmationLabel')}
              value={draft.confirmation}
              onChange={set('confirmation')}
            >
              <option value="">{t('common.all')}</option>
              {CONFIRMATIONS.map((c) => (
                <option key={c} value={c}>
                  {t(`wd.confirmation.${c}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('wd.search')}
              type="search"
              icon="search"
              placeholder={t('wd.searchPlaceholder')}
              value={draft.q}
              onChange={set('q')}
            />
            <TextField
              label={t('members.brand')}
              placeholder="LW"
              value={draft.merchantCode}
              maxLength={32}
              onChange={set('merchantCode')}
            />
          </FilterForm>
          <ResultsPanel
            query={queue}
            label={t('wd.results')}
            caption={t('wd.results')}
            minWidth="min-w-[880px]"
            columns={COLUMNS.map((c) => t(`wd.col.${c}`))}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('wd.empty.title'),
              description: t(filtered ? 'wd.empty.filtered' : 'wd.empty.none'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((w) => (
                <tr key={w.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
                  <td className="px-4 py-3">
                    <Link
                      to={`/cashier/withdrawals/${w.id}`}
                      className="font-mono font-semibold text-primary hover:underline"
                    >
                      #{w.id}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block font-semibold text-ink">{w.memberAccount}</span>
                    <span className="text-xs text-muted">{w.merchantCode}</span>
                  </td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-gold tabular-nums">
                    {formatMoney(w.amount)} <span className="text-xs text-muted">{w.currency}</span>
                  </td>
                  <td className="max-w-56 px-4 py-3 text-xs">
                    <span className="block truncate text-ink/85">{w.bankName}</span>
                    <span className="block truncate font-mono text-muted">{w.accountNumber}</span>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[w.status]} dot>
                      {t(`wd.status.${w.status}`)}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    {w.status === 'paid' ? (
                      <Badge tone={CONFIRMATION_TONES[w.confirmation ?? 'none']}>
                        {t(`wd.confirmation.${w.confirmation ?? 'none'}` as TranslationKey)}
                      </Badge>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink/70 tabular-nums">
                    {formatDateTime(w.createdAt)}
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
