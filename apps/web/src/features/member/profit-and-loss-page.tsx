/**
 * The personal centre's personalProfit page (spec §2 "profit and loss"): over the last 7 or 30
 * business days (spec §9 presets), what the member staked, the valid bet, the payouts and the net
 * win/loss, beside deposits, withdrawals, bonuses and rebates and net deposits; a chart per day,
 * then the figures by game category and by day (GET /wps/member/profit, ADR 049).
 */
import {
  lastDays,
  type TProfit,
  type TProfitDay,
  ZProfitResponse,
} from '@luckwell/contracts/member/profit-and-loss';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { formatMoney, isNegativeMoney } from '../../shared/format-money.ts';
import { useSessionStore } from '../../shared/session-store.ts';

type Preset = 7 | 30;
const PRESETS: Preset[] = [7, 30];

/** The page imports the contract anyway (its business-day presets), so the schema comes with it. */
const schema = async () => ZProfitResponse;
/** The chart library is the page's bulk: the figures show while it loads. */
const ProfitChart = lazy(() => import('./profit-chart.tsx').then((m) => ({ default: m.ProfitChart })));

/** Bonuses and rebates shown as one figure, as the issue lists them. */
const addMoney = (a: string, b: string) => {
  const cents = (m: string) => BigInt(m.replace('.', ''));
  const sum = cents(a) + cents(b);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

const tone = (amount: string) => (isNegativeMoney(amount) ? 'text-red-400' : 'text-emerald-400');

export const ProfitAndLossPage = () => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const [preset, setPreset] = useState<Preset>(7);
  const range = lastDays(preset);
  const profit = useQuery({
    queryKey: ['profitAndLoss', token, range.from, range.to],
    queryFn: ({ signal }) => apiGet('/wps/member/profit', schema, { signal, query: range }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const data = profit.data;
  const money = (amount: string, signed = false) =>
    formatMoney(amount, data?.currencySymbol ?? '', { signed });

  const figures = (totals: TProfit['totals']) =>
    [
      { key: 'stake', label: t('pnl_stake'), amount: totals.stake },
      { key: 'validBet', label: t('pnl_valid_bet'), amount: totals.validBet },
      { key: 'payout', label: t('pnl_payout'), amount: totals.payout },
      { key: 'winLoss', label: t('pnl_win_loss'), amount: totals.winLoss, signed: true },
      { key: 'deposits', label: t('pnl_deposits'), amount: totals.deposits },
      { key: 'withdrawals', label: t('pnl_withdrawals'), amount: totals.withdrawals },
      {
        key: 'bonuses',
        label: t('pnl_bonuses_rebates'),
        amount: addMoney(totals.bonuses, totals.rebates),
      },
      { key: 'netDeposits', label: t('pnl_net_deposits'), amount: totals.netDeposits, signed: true },
    ] as const;

  const body = () => {
    if (profit.isPending) {
      return (
        <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('pnl_loading')} size="lg" />
        </div>
      );
    }
    if (profit.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('pnl_error_title')}
          description={t(errorMessageKey(profit.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void profit.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    const played = data.days.filter((day) => day.rounds > 0 || hasCash(day)).reverse();
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5" aria-busy={profit.isFetching}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="pnl-totals">
          {figures(data.totals).map((figure) => (
            <div
              key={figure.key}
              className="grid gap-1 rounded-xl border border-line bg-black/20 p-3"
              data-testid={`pnl-${figure.key}`}
            >
              <dt className="text-xs text-muted">{figure.label}</dt>
              <dd
                className={`text-base font-bold tabular-nums sm:text-lg ${
                  'signed' in figure ? tone(figure.amount) : 'text-ink'
                }`}
              >
                {money(figure.amount, 'signed' in figure)}
              </dd>
            </div>
          ))}
        </dl>
        <section className="rounded-xl border border-line bg-black/20 p-3 text-muted">
          <h2 className="mb-2 text-sm font-semibold text-ink">{t('pnl_chart_title')}</h2>
          <Suspense fallback={<div className="h-64 sm:h-72" aria-hidden />}>
            <ProfitChart days={data.days} currencySymbol={data.currencySymbol} />
          </Suspense>
        </section>
        <section>
          <h2 className="mb-2 text-sm font-semibold text-ink">{t('pnl_by_category')}</h2>
          {data.categories.length === 0 ? (
            <EmptyState title={t('pnl_empty_title')} description={t('pnl_empty_body')} />
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line">
              <table className="w-full min-w-[32rem] text-sm" data-testid="pnl-categories">
                <thead className="bg-black/30 text-xs text-muted">
                  <tr>
                    <th className="px-3 py-2 text-left font-semibold">{t('pnl_category')}</th>
                    <th className="px-3 py-2 text-right font-semibold">{t('pnl_rounds')}</th>
                    <th className="px-3 py-2 text-right font-semibold">{t('pnl_stake')}</th>
                    <th className="px-3 py-2 text-right font-semibold">{t('pnl_valid_bet')}</th>
                    <th className="px-3 py-2 text-right font-semibold">{t('pnl_payout')}</th>
                    <th className="px-3 py-2 text-right font-semibold">{t('pnl_win_loss')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.categories.map((row) => (
                    <tr key={row.category} className="border-t border-line/60">
                      <td className="px-3 py-2 font-semibold">
                        {t(`cat_${row.category}`, { defaultValue: t('pnl_category_other') })}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.rounds}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(row.stake)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(row.validBet)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(row.payout)}</td>
                      <td className={`px-3 py-2 text-right font-semibold tabular-nums ${tone(row.winLoss)}`}>
                        {money(row.winLoss, true)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {played.length > 0 && (
          <section>
            <h2 className="mb-2 text-sm font-semibold text-ink">{t('pnl_by_day')}</h2>
            <ul className="grid gap-2" data-testid="pnl-days">
              {played.map((day) => (
                <li
                  key={day.day}
                  className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-black/20 p-3 text-sm sm:grid-cols-[7rem_repeat(4,minmax(0,1fr))]"
                >
                  <span className="col-span-2 font-semibold tabular-nums sm:col-span-1">{day.day}</span>
                  <DayFigure label={t('pnl_stake')} value={money(day.stake)} />
                  <DayFigure label={t('pnl_payout')} value={money(day.payout)} />
                  <DayFigure
                    label={t('pnl_win_loss')}
                    value={money(day.winLoss, true)}
                    className={tone(day.winLoss)}
                  />
                  <DayFigure label={t('pnl_net_deposits')} value={money(day.netDeposits, true)} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  };

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
      data-testid="profit-and-loss"
    >
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_personalProfit')}</h1>
          <p className="mt-1 text-sm text-muted">{t('pnl_subtitle')}</p>
        </div>
        <fieldset>
          <legend className="sr-only">{t('bet_range')}</legend>
          <div className="flex gap-2">
            {PRESETS.map((days) => (
              <button
                key={days}
                type="button"
                aria-pressed={preset === days}
                onClick={() => setPreset(days)}
                className="h-10 rounded-xl border border-line px-4 text-sm font-semibold text-muted transition aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-ink"
              >
                {t(`bet_range_${days}d`)}
              </button>
            ))}
          </div>
        </fieldset>
      </header>
      {data && (
        <p className="-mt-3 mb-4 text-xs text-muted tabular-nums" data-testid="pnl-range">
          {t('pnl_range', { from: data.from, to: data.to })}
        </p>
      )}
      {body()}
    </section>
  );
};

const hasCash = (day: TProfitDay) =>
  [day.deposits, day.withdrawals, day.bonuses, day.rebates].some((amount) => !/^-?0+\.00$/.test(amount));

const DayFigure = ({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string;
  className?: string;
}) => (
  <span className="grid sm:text-right">
    <span className="text-xs text-muted">{label}</span>
    <span className={`tabular-nums ${className}`}>{value}</span>
  </span>
);
