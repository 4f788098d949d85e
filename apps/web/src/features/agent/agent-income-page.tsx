/**
 * The agent centre's `agentRevenueReport`, "my income" (spec §2 "Agent center pages", issue 16):
 * what the agent's own contracts paid — daily wages, dividends, hourly and real-time salary — this
 * month, last month and over a chosen period, by kind; a chart of the period by day; and each
 * period's settlement with its status, paged and filtered by kind. Contract income only: money a
 * downline transfers to the agent is not income here, and the page says so
 * (GET /wps/agent/reports/income).
 */
import { CONTRACT_KINDS, type TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import type { TIncomeRecord, TIncomeSums } from '@luckwell/contracts/agent/team-reports';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import { chipClass, type RangeChoice, ReportPending, ReportRange, rangeQuery } from './report-parts.tsx';
import { useAgentIncome } from './team-reports-api.ts';

/** The chart library is the page's bulk: the figures show while it loads. */
const IncomeChart = lazy(() => import('./income-chart.tsx').then((m) => ({ default: m.IncomeChart })));

const PRESETS = ['thisWeek', 'thisMonth', 'lastMonth'] as const;

const STATUS_TONE: Record<TIncomeRecord['status'], string> = {
  pending: 'bg-sky-400/15 text-sky-300',
  paid: 'bg-emerald-400/15 text-emerald-300',
  insufficientBalance: 'bg-red-400/15 text-red-300',
  nothingDue: 'bg-white/10 text-muted',
};

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
      <p className="text-[11px] text-muted tabular-nums">
        {sums.from === sums.to ? sums.from : t('team_range', { from: sums.from, to: sums.to })}
      </p>
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
  const [choice, setChoice] = useState<RangeChoice>({ period: 'thisMonth' });
  const [kind, setKind] = useState<TContractKind | undefined>();
  const [page, setPage] = useState(1);
  const range = rangeQuery(choice);
  const income = useAgentIncome(range && { ...range, page, ...(kind ? { kind } : {}) });
  const data = income.data;
  const symbol = data?.currencySymbol ?? '';
  const period = (record: TIncomeRecord) =>
    record.from === record.to ? record.from : t('ct_settle_period', { from: record.from, to: record.to });

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
    const status = (record: TIncomeRecord) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[record.status]}`}
      >
        {t(`ct_settle_status_${record.status}`)}
      </span>
    );
    return (
      <>
        <div className="hidden overflow-x-auto lg:block">
          <table className="w-full min-w-[720px] text-left text-sm" data-testid="income-table">
            <caption className="sr-only">{t('inc_records')}</caption>
            <thead className="text-xs text-muted">
              <tr>
                {(['period', 'kind', 'amount', 'status', 'paid_at'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`border-b border-line px-3 py-2 font-semibold ${column === 'amount' ? 'text-right' : ''}`}
                  >
                    {t(`inc_col_${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.content.map((record) => (
                <tr key={record.id} className="border-b border-line/50 last:border-0">
                  <td className="px-3 py-2.5 text-ink tabular-nums">
                    <p className="font-semibold">{period(record)}</p>
                    <p className="text-xs text-muted">{record.periodKey}</p>
                  </td>
                  <td className="px-3 py-2.5 whitespace-nowrap text-ink">{t(`ct_menu_${record.kind}`)}</td>
                  <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-gold tabular-nums">
                    {formatMoney(record.amount, symbol)}
                  </td>
                  <td className="px-3 py-2.5">{status(record)}</td>
                  <td className="px-3 py-2.5 text-xs text-muted">
                    {record.paidAt ? formatWhen(record.paidAt, i18n.language) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="grid gap-2.5 lg:hidden" data-testid="income-cards">
          {data.content.map((record) => (
            <li key={record.id} className="rounded-xl border border-line/70 bg-black/20 p-3.5">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink tabular-nums">{period(record)}</p>
                  <p className="truncate text-xs text-muted">
                    {t(`ct_menu_${record.kind}`)} · {record.periodKey}
                  </p>
                </div>
                <span className="shrink-0 font-bold text-gold tabular-nums">
                  {formatMoney(record.amount, symbol)}
                </span>
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
                {status(record)}
                {record.paidAt && <span>{formatWhen(record.paidAt, i18n.language)}</span>}
              </div>
            </li>
          ))}
        </ul>
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
        <ReportRange
          presets={PRESETS}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setPage(1);
          }}
          shown={data}
        />
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
