/**
 * The agent centre's `agentRevenueReport`, "my income" (spec §2 "Agent center pages", issue 16):
 * what the agent's own contracts paid — daily wages, dividends, hourly and real-time salary — this
 * month, last month and over a chosen period, by kind; a chart of the period by day; and each
 * period's settlement with its status, paged and filtered by kind. Contract income only: money a
 * downline transfers to the agent is not income here, and the page says so
 * (GET /wps/agent/reports/income).
 */
import { CONTRACT_KINDS, type TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import type { TIncomeSums } from '@luckwell/contracts/agent/team-reports';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import { SettlementStatusBadge, settlementPeriod } from './contract-parts.tsx';
import {
  chipClass,
  daysText,
  ReportPending,
  ReportRange,
  ReportRows,
  useReportPeriod,
} from './report-parts.tsx';
import { useAgentIncome } from './team-reports-api.ts';

/** The chart library is the page's bulk: the figures show while it loads. */
const IncomeChart = lazy(() => import('./income-chart.tsx').then((m) => ({ default: m.IncomeChart })));

const PRESETS = ['thisWeek', 'thisMonth', 'lastMonth'] as const;

const COLUMNS = ['period', 'kind', 'amount', 'status', 'paid_at'] as const;

const Sums = ({
  title,
  sums,
  symbol,
  testId,
}: {
  title: string;
  sums: TIncomeSums;
  symbol: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-2xl border border-line bg-black/25 p-4"
      data-testid={testId}
    >
      <h2 className="text-xs font-semibold text-muted">{title}</h2>
      <p className="mt-1 text-xl font-bold break-all text-gold tabular-nums sm:text-2xl">
        {formatMoney(sums.total, symbol)}
      </p>
      <p className="text-[11px] text-muted tabular-nums">{daysText(t, sums)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        {CONTRACT_KINDS.map((kind) => (
          <div key={kind} className="contents">
            <dt className="truncate text-muted">{t(`ct_menu_${kind}`)}</dt>
            <dd className="text-right text-ink tabular-nums">{formatMoney(sums.byKind[kind], symbol)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

export const AgentIncomePage = () => {
  const { t, i18n } = useTranslation();
  const { choice, choose, range, page, setPage } = useReportPeriod('thisMonth');
  const [kind, setKind] = useState<TContractKind | undefined>();
  const income = useAgentIncome(range && { ...range, page, ...(kind ? { kind } : {}) });
  const data = income.data;
  const symbol = data?.currencySymbol ?? '';

  const records = () => {
    if (!data) return null;
    if (data.content.length === 0) {
      return (
        <EmptyState
          title={t('inc_empty_title')}
          description={t(kind ? 'inc_empty_filtered' : 'inc_empty_body')}
        />
      );
    }
    return (
      <>
        <ReportRows
          rows={data.content}
          columns={COLUMNS.map((column) => ({
            key: column,
            label: t(`inc_col_${column}`),
            end: column === 'amount',
          }))}
          caption={t('inc_records')}
          minWidth="min-w-[720px]"
          tableTestId="income-table"
          cardsTestId="income-cards"
          cells={(record) => (
            <>
              <td className="px-3 py-2.5 text-ink tabular-nums">
                <p className="font-semibold">{settlementPeriod(t, record)}</p>
                <p className="text-xs text-muted">{record.periodKey}</p>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink">{t(`ct_menu_${record.kind}`)}</td>
              <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-gold tabular-nums">
                {formatMoney(record.amount, symbol)}
              </td>
              <td className="px-3 py-2.5">
                <SettlementStatusBadge status={record.status} nowrap />
              </td>
              <td className="px-3 py-2.5 text-xs text-muted">
                {record.paidAt ? formatWhen(record.paidAt, i18n.language) : '—'}
              </td>
            </>
          )}
          card={(record) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink tabular-nums">{settlementPeriod(t, record)}</p>
                  <p className="truncate text-xs text-muted">
                    {t(`ct_menu_${record.kind}`)} · {record.periodKey}
                  </p>
                </div>
                <span className="shrink-0 font-bold text-gold tabular-nums">
                  {formatMoney(record.amount, symbol)}
                </span>
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
                <SettlementStatusBadge status={record.status} nowrap />
                {record.paidAt && <span>{formatWhen(record.paidAt, i18n.language)}</span>}
              </div>
            </>
          )}
        />
        <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('inc_paging')} />
      </>
    );
  };

  return (
    <section className="grid gap-4 sm:gap-5" data-testid="agent-income">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('inc_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('inc_subtitle')}</p>
        <p
          className="mt-3 rounded-xl border border-sky-400/30 bg-sky-400/10 px-3.5 py-2.5 text-xs text-sky-200"
          data-testid="income-note"
        >
          {t('inc_note')}
        </p>
      </header>
      {data && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Sums
            title={t('inc_this_month')}
            sums={data.thisMonth}
            symbol={symbol}
            testId="income-this-month"
          />
          <Sums
            title={t('inc_last_month')}
            sums={data.lastMonth}
            symbol={symbol}
            testId="income-last-month"
          />
        </div>
      )}
      <div className="grid gap-4 rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
        <ReportRange presets={PRESETS} value={choice} onChange={choose} shown={data} />
        {range &&
          (!data ? (
            <ReportPending query={income} loading={t('inc_loading')} failed={t('inc_error')} />
          ) : (
            <div className="grid gap-5" aria-busy={income.isFetching}>
              <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
                <Sums title={t('inc_range_total')} sums={data.range} symbol={symbol} testId="income-range" />
                <figure className="min-w-0">
                  <figcaption className="mb-2 text-sm font-semibold text-ink">{t('inc_chart')}</figcaption>
                  <Suspense
                    fallback={
                      <div className="grid min-h-60 place-items-center">
                        <Spinner label={t('inc_loading')} size="md" />
                      </div>
                    }
                  >
                    <IncomeChart days={data.days} currencySymbol={symbol} />
                  </Suspense>
                </figure>
              </div>
              <p className="text-xs text-muted">{t('inc_paid_only')}</p>
              <section aria-label={t('inc_records')} className="grid gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-base font-bold text-ink">{t('inc_records')}</h2>
                  <fieldset className="flex flex-wrap gap-1.5">
                    <legend className="sr-only">{t('inc_kind')}</legend>
                    {[undefined, ...CONTRACT_KINDS].map((option) => (
                      <button
                        key={option ?? 'all'}
                        type="button"
                        aria-pressed={kind === option}
                        className={chipClass(kind === option)}
                        onClick={() => {
                          setKind(option);
                          setPage(1);
                        }}
                      >
                        {option ? t(`ct_menu_${option}`) : t('inc_kind_all')}
                      </button>
                    ))}
                  </fieldset>
                </div>
                {records()}
              </section>
            </div>
          ))}
      </div>
    </section>
  );
};
