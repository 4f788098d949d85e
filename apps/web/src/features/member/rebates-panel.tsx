/**
 * The rewards centre's rebates (issue 17, ADR 062): the brand's rebate rate for each game category,
 * what the member was paid this month and in all, and each day's rebate, newest first, opening to
 * its categories (GET /wps/member/rebates). Rebates are paid the day after the play.
 */
import { type TRebate, ZRebatesResponse } from '@luckwell/contracts/member/rebates';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { Pager } from '../../shared/pager.tsx';
import { useSessionStore } from '../../shared/session-store.ts';

const schema = async () => ZRebatesResponse;

const RebateDay = ({ rebate, money }: { rebate: TRebate; money: (amount: string) => string }) => {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-line bg-black/20">
      <details className="group">
        <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 p-3 text-sm [&::-webkit-details-marker]:hidden">
          <span className="font-semibold text-ink tabular-nums">{rebate.day}</span>
          <span className="row-span-2 text-right text-base font-bold text-gold tabular-nums">
            +{money(rebate.amount)}
          </span>
          <span className="text-xs text-muted">
            {t('rw_day_valid_bet', { amount: money(rebate.validBet) })}
            <span className="ml-2 text-primary group-open:hidden">{t('rw_show_lines')}</span>
            <span className="ml-2 hidden text-primary group-open:inline">{t('rw_hide_lines')}</span>
          </span>
        </summary>
        <ul className="grid gap-1.5 border-t border-line/60 px-3 py-2 text-sm">
          {rebate.lines.map((line) => (
            <li key={line.category} className="flex items-center justify-between gap-3">
              <span className="min-w-0">
                <span className="font-semibold text-ink">{t(`cat_${line.category}`)}</span>
                <span className="ml-2 text-xs text-muted tabular-nums">
                  {t('rw_line', { validBet: money(line.validBet), rate: line.rate })}
                </span>
              </span>
              <span className="font-semibold text-ink tabular-nums">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
};

export const RebatesPanel = () => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const [page, setPage] = useState(1);
  const rebates = useQuery({
    queryKey: ['rebates', token, page],
    queryFn: ({ signal }) => apiGet('/wps/member/rebates', schema, { signal, query: { page: String(page) } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const data = rebates.data;
  const money = (amount: string) => formatMoney(amount, data?.currencySymbol ?? '');

  const body = () => {
    if (rebates.isPending) {
      return (
        <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('rw_loading')} size="lg" />
        </div>
      );
    }
    if (rebates.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('rw_error_title')}
          description={t(errorMessageKey(rebates.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void rebates.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5" aria-busy={rebates.isFetching}>
        <dl className="grid grid-cols-2 gap-2" data-testid="rebate-sums">
          {[
            { key: 'thisMonth', label: t('rw_this_month'), amount: data.thisMonth },
            { key: 'total', label: t('rw_total'), amount: data.total },
          ].map((sum) => (
            <div key={sum.key} className="grid gap-1 rounded-xl border border-line bg-black/20 p-3">
              <dt className="text-xs text-muted">{sum.label}</dt>
              <dd className="text-lg font-bold text-gold tabular-nums sm:text-xl">{money(sum.amount)}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="rebate-rates">
          <h2 id="rebate-rates" className="mb-1 text-sm font-semibold text-ink">
            {t('rw_rates_title')}
          </h2>
          <p className="mb-3 text-xs text-muted">{t('rw_rates_note')}</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {data.rates.map((rate) => (
              <li
                key={rate.category}
                className="grid gap-0.5 rounded-xl border border-line bg-black/20 px-3 py-2"
                data-testid={`rebate-rate-${rate.category}`}
              >
                <span className="truncate text-xs text-muted">{t(`cat_${rate.category}`)}</span>
                <span
                  className={`text-base font-bold tabular-nums ${rate.rate === null ? 'text-muted' : 'text-ink'}`}
                >
                  {rate.rate === null ? t('rw_no_rate') : `${rate.rate}%`}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rebate-history">
          <h2 id="rebate-history" className="mb-2 text-sm font-semibold text-ink">
            {t('rw_history_title')}
          </h2>
          {data.content.length === 0 ? (
            <EmptyState title={t('rw_empty_title')} description={t('rw_empty_body')} />
          ) : (
            <>
              <ul className="grid gap-2" data-testid="rebate-days">
                {data.content.map((rebate) => (
                  <RebateDay key={rebate.day} rebate={rebate} money={money} />
                ))}
              </ul>
              <Pager
                page={data.pageNum}
                totalPages={data.totalPages}
                onPage={setPage}
                label={t('rw_pages')}
              />
            </>
          )}
        </section>
      </div>
    );
  };

  return (
    <div className="grid gap-4" data-testid="rebates-panel">
      <p className="text-sm text-muted">{t('rw_subtitle')}</p>
      {body()}
    </div>
  );
};
