/**
 * The cashier report at /admin/reports: for one brand and a range of days, deposits, withdrawals,
 * net and manual adjustments per day, as a chart and as a table (the accessible alternative), with
 * totals. Days are the operator's local days.
 */
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { CashierChart } from './cashier-chart.tsx';
import { type CashierReportParams, useCashierReport, useFinanceSettings } from './finance-api.ts';

const SERIES = ['deposits', 'withdrawals', 'net', 'adjustments'] as const;

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

type Filters = { merchantCode: string; from: string; to: string };

export const CashierReportScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('reports.read');
  const brands = useFinanceSettings();
  const { applied, draft, filtered, set, submit, reset } = useUrlFilters<Filters>({
    merchantCode: '',
    from: '',
    to: '',
  });
  const today = new Date();
  const merchantCode = applied.merchantCode || brands.data?.[0]?.merchantCode || '';
  const query: CashierReportParams | null = merchantCode
    ? {
        merchantCode,
        from: applied.from || localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 13)),
        to: applied.to || localDay(today),
        tzOffset: -today.getTimezoneOffset(),
      }
    : null;
  const report = useCashierReport(allowed ? query : null);

  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader title={t('section.reports.title')} />
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader title={t('report.title')} description={t('report.description')} />
      <FilterForm
        label={t('report.filters')}
        submitLabel={t('report.show')}
        filtered={filtered}
        onSubmit={submit}
        onReset={reset}
        className="lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <SelectField
          label={t('report.brand')}
          value={draft.merchantCode || merchantCode}
          onChange={set('merchantCode')}
        >
          {(brands.data ?? []).map((b) => (
            <option key={b.merchantCode} value={b.merchantCode}>
              {b.merchantCode} · {b.currency}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('report.from')}
          type="date"
          value={draft.from || (query?.from ?? '')}
          onChange={set('from')}
        />
        <TextField
          label={t('report.to')}
          type="date"
          value={draft.to || (query?.to ?? '')}
          onChange={set('to')}
        />
      </FilterForm>

      {report.data && (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('report.totals')}>
          {SERIES.map((s) => (
            <li key={s} className="rounded-2xl border border-line/80 bg-surface/60 px-4 py-3.5">
              <p className="text-xs font-medium text-muted">{t(`report.series.${s}`)}</p>
              <p
                className={`mt-1 text-lg font-bold tabular-nums sm:text-xl ${
                  s === 'deposits'
                    ? 'text-jade'
                    : s === 'withdrawals'
                      ? 'text-danger'
                      : s === 'net'
                        ? 'text-gold'
                        : 'text-[#b3a1ff]'
                }`}
              >
                {formatMoney(report.data.totals[s])}
              </p>
              <p className="text-xs text-muted">{report.data.currency}</p>
            </li>
          ))}
        </ul>
      )}

      {report.data && (
        <section
          aria-label={t('report.chart')}
          className="rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
        >
          <CashierChart
            days={report.data.days}
            label={t('report.chartLabel', {
              brand: report.data.merchantCode,
              from: report.data.from,
              to: report.data.to,
              deposits: formatMoney(report.data.totals.deposits),
              withdrawals: formatMoney(report.data.totals.withdrawals),
              net: formatMoney(report.data.totals.net),
              currency: report.data.currency,
            })}
            legend={{
              deposits: t('report.series.deposits'),
              withdrawals: t('report.series.withdrawals'),
              net: t('report.series.net'),
              adjustments: t('report.series.adjustments'),
            }}
          />
        </section>
      )}

      <ResultsPanel
        query={report}
        label={t('report.table')}
        caption={t('report.table')}
        minWidth="min-w-[640px]"
        columns={[
          t('report.day'),
          ...SERIES.map((s) => ({ label: t(`report.series.${s}`), align: 'right' as const })),
        ]}
      >
        {(data) => (
          <>
            {data.days.map((day) => (
              <tr key={day.day} className="border-b border-line/40">
                <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap tabular-nums">
                  {day.day}
                </th>
                {SERIES.map((s) => (
                  <td key={s} className="px-4 py-2.5 text-right tabular-nums">
                    {formatMoney(day[s])}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="bg-white/[0.03] font-bold">
              <th scope="row" className="px-4 py-3 text-left">
                {t('report.total')}
              </th>
              {SERIES.map((s) => (
                <td key={s} className="px-4 py-3 text-right tabular-nums">
                  {formatMoney(data.totals[s])}
                </td>
              ))}
            </tr>
          </>
        )}
      </ResultsPanel>
    </div>
  );
};
