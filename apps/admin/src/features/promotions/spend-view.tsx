/**
 * Catalogue & marketing → Promotions → Spend at /admin/promotions/spend (issue 17 "reports with
 * charts", ADR 072): what engagement cost the brand over the last 7, 30 or 90 days — a stacked bar
 * per day by source (bonuses net of returns, rebates, VIP, referral, missions and leaderboards, red
 * envelopes, the wheel, points exchanged), each source's total, and each promotion's bonuses paid,
 * released and returned with its conversion and its daily paid line. Days are the operator's.
 */
import { SPEND_SOURCES, type TSpendSource } from '@luckwell/contracts/admin/promotion-report';
import { Loader } from '@luckwell/ui/loader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../shared/filter-chips.tsx';
import { formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useSpendReport } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';
import { SOURCE_COLOURS, Sparkline, SpendChart } from './spend-chart.tsx';

const RANGES = ['7', '30', '90'] as const;
type Range = (typeof RANGES)[number];

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const SpendView = () => {
  const { t, i18n } = useTranslation();
  const brand = usePromotionsBrand();
  const [range, setRange] = useState<Range>('30');
  const today = new Date();
  const report = useSpendReport({
    merchantCode: brand,
    from: localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - Number(range) + 1)),
    to: localDay(today),
    tzOffset: -today.getTimezoneOffset(),
  });
  const data = report.data;
  const money = (amount: string) => `${data?.currencySymbol ?? ''}${formatMoney(amount)}`;
  // Sources that paid nothing in the range stay out of the chart and the legend.
  const shown: TSpendSource[] = data ? SPEND_SOURCES.filter((source) => data.totals[source] !== '0.00') : [];

  return (
    <section aria-labelledby="spend-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="spend-title" className="text-lg font-bold text-ink">
            {t('spend.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted">{t('spend.body')}</p>
        </div>
        <FilterChips
          label={t('spend.range')}
          values={RANGES}
          value={range}
          onChange={setRange}
          text={(value) => t('spend.days', { count: Number(value) })}
        />
      </div>
      {report.isPending ? (
        <Loader label={t('common.loading')} className="min-h-40" />
      ) : report.isError || !data ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <div className="rounded-2xl border border-line bg-surface/80 p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm text-muted">{t('spend.total')}</p>
              <p className="text-2xl font-bold text-ink tabular-nums" data-testid="spend-total">
                {money(data.totals.total)}
              </p>
            </div>
            {shown.length === 0 ? (
              <p className="mt-4 rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
                {t('spend.empty')}
              </p>
            ) : (
              <>
                <div className="mt-3">
                  <SpendChart
                    days={data.days}
                    sources={shown}
                    label={t('spend.chart', { total: money(data.totals.total), days: data.days.length })}
                  />
                </div>
                <ul
                  className="mt-3 grid gap-2 sm:grid-cols-3 lg:grid-cols-5"
                  aria-label={t('spend.bySource')}
                >
                  {shown.map((source) => (
                    <li
                      key={source}
                      className="flex items-center justify-between gap-2 rounded-xl border border-line/70 bg-page/40 px-3 py-2"
                    >
                      <span className="flex items-center gap-2 text-xs text-ink/85">
                        <span
                          aria-hidden="true"
                          className={`size-2.5 rounded-sm ${SOURCE_COLOURS[source].swatch}`}
                        />
                        {t(`spend.source.${source}`)}
                      </span>
                      <span className="text-sm font-semibold text-ink tabular-nums">
                        {money(data.totals[source])}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <ResultsPanel
            query={report}
            caption={t('spend.promotions')}
            minWidth="min-w-[860px]"
            columns={[
              t('spend.col.promotion'),
              { label: t('spend.col.members'), align: 'right' },
              { label: t('spend.col.paid'), align: 'right' },
              { label: t('spend.col.released'), align: 'right' },
              { label: t('spend.col.returned'), align: 'right' },
              t('spend.col.conversion'),
              t('spend.col.daily'),
            ]}
            empty={{
              when: (value) => value.promotions.length === 0,
              title: t('spend.promotions.empty'),
              description: t('spend.promotions.emptyBody'),
            }}
          >
            {(value) =>
              value.promotions.map((line) => {
                const title = i18n.language === 'vi' ? line.title.vi : line.title.en;
                const conversion = line.conversion === null ? null : Number(line.conversion);
                return (
                  <tr key={line.id} className="border-b border-line/30 align-middle last:border-0">
                    <td className="px-4 py-3">
                      <p className="font-semibold text-ink">{title}</p>
                      <p className="text-xs text-muted">{t(`promotions.kind.${line.kind}`)}</p>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{line.members.toLocaleString('en')}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{money(line.paid)}</td>
                    <td className="px-4 py-3 text-right text-jade tabular-nums">{money(line.released)}</td>
                    <td className="px-4 py-3 text-right text-muted tabular-nums">{money(line.returned)}</td>
                    <td className="px-4 py-3 text-sm tabular-nums">
                      {conversion === null ? t('promotions.conversion.none') : `${conversion.toFixed(1)}%`}
                    </td>
                    <td className="px-4 py-3">
                      <Sparkline values={line.daily} label={t('spend.sparkline', { title })} />
                    </td>
                  </tr>
                );
              })
            }
          </ResultsPanel>
        </>
      )}
    </section>
  );
};
