/**
 * The personal centre's transactionHistory page (spec §2 "account record"): the member's own
 * wallet movements, newest first, with a type filter, the date-range presets of spec §9 (last 7
 * and 30 days) or a custom range, and paging. A table on wide screens, cards on a phone.
 */
import type { TTransactionRow, TTransactionType } from '@luckwell/contracts/wallet/transaction-history';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isNegativeMoney } from '../../shared/format-money.ts';
import { Pager } from '../../shared/pager.tsx';
import { formatDateTime, presetDays, type RangePreset, rangeQuery } from './date-range.ts';
import { TRANSACTION_TYPES, useTransactionHistory } from './transaction-history-api.ts';

export const PAGE_SIZE = 10;

const PRESETS: RangePreset[] = ['7d', '30d', 'custom'];
/** Kinds a row may carry that are not filters: holds, and a resettled bet's win corrected (ADR 090). */
const KNOWN_TYPES = new Set<string>([...TRANSACTION_TYPES, 'hold', 'release', 'reverse', 'win_correction']);

const fieldClass =
  'h-10 w-full min-w-0 rounded-xl border border-line bg-black/30 px-3 text-sm text-ink outline-none transition focus:border-primary [color-scheme:dark]';

export const TransactionHistoryPage = () => {
  const { t } = useTranslation();
  const ids = useId();
  const initial = presetDays('7d');
  const [type, setType] = useState<TTransactionType | ''>('');
  const [preset, setPreset] = useState<RangePreset>('7d');
  const [fromDay, setFromDay] = useState(initial.fromDay);
  const [toDay, setToDay] = useState(initial.toDay);
  const [page, setPage] = useState(1);

  const range = useMemo(() => rangeQuery(fromDay, toDay), [fromDay, toDay]);
  const filter = range && { ...range, type: type || undefined, page, size: PAGE_SIZE };
  const history = useTransactionHistory(filter);
  const data = history.data;

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    setPage(1);
    if (next !== 'custom') {
      const days = presetDays(next);
      setFromDay(days.fromDay);
      setToDay(days.toDay);
    }
  };

  const typeLabel = (value: string) => (KNOWN_TYPES.has(value) ? t(`tx_type_${value}`) : t('tx_type_other'));
  const money = (amount: string, signed = false) =>
    formatMoney(amount, data?.currencySymbol ?? '', { signed });
  /** A transfer between members names the other party (ADR 021); other rows show their memo. */
  const note = (row: TTransactionRow) =>
    row.counterparty
      ? t(row.amount.startsWith('-') ? 'tx_transfer_to' : 'tx_transfer_from', { account: row.counterparty })
      : row.memo;
  const amountClass = (row: TTransactionRow) =>
    isNegativeMoney(row.amount) ? 'text-red-400' : 'text-emerald-400';

  const body = () => {
    if (!range) {
      return (
        <p className="rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm text-red-300">
          {t('tx_range_invalid')}
        </p>
      );
    }
    if (history.isPending) {
      return (
        <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('tx_loading')} size="lg" />
        </div>
      );
    }
    if (history.isError) {
      return (
        <EmptyState
          tone="error"
          title={t('tx_error_title')}
          description={t(errorMessageKey(history.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void history.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    if (!data || data.list.length === 0) {
      return (
        <EmptyState
          title={t('tx_empty_title')}
          description={t('tx_empty_body')}
          image="/img/home/help-deposit.svg"
        />
      );
    }
    return (
      <div
        className={history.isFetching ? 'opacity-60 transition' : 'transition'}
        aria-busy={history.isFetching}
      >
        <table className="hidden w-full text-left text-sm md:table" data-testid="tx-table">
          <thead className="text-xs tracking-wide text-muted uppercase">
            <tr className="border-b border-line">
              <th className="px-3 py-3 font-semibold">{t('tx_col_time')}</th>
              <th className="px-3 py-3 font-semibold">{t('tx_col_type')}</th>
              <th className="px-3 py-3 text-right font-semibold">{t('tx_col_amount')}</th>
              <th className="px-3 py-3 text-right font-semibold">{t('tx_col_balance')}</th>
              <th className="px-3 py-3 font-semibold">{t('tx_col_memo')}</th>
              <th className="px-3 py-3 font-semibold">{t('tx_col_ref')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id} className="border-b border-line/60 last:border-0 hover:bg-white/[0.03]">
                <td className="px-3 py-3 whitespace-nowrap text-muted tabular-nums">
                  {formatDateTime(row.time)}
                </td>
                <td className="px-3 py-3">
                  <span className="rounded-full bg-white/5 px-2.5 py-1 text-xs font-semibold text-ink">
                    {typeLabel(row.type)}
                  </span>
                </td>
                <td
                  className={`px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums ${amountClass(row)}`}
                >
                  {money(row.amount, true)}
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {money(row.balanceAfter)}
                </td>
                <td className="max-w-[16rem] truncate px-3 py-3 text-muted" title={note(row) ?? undefined}>
                  {note(row) ?? '—'}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-muted tabular-nums">#{row.entryId}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="grid gap-2 md:hidden" data-testid="tx-cards">
          {data.list.map((row) => (
            <li key={row.id} className="rounded-xl border border-line bg-black/20 p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="rounded-full bg-white/5 px-2.5 py-0.5 text-xs font-semibold text-ink">
                  {typeLabel(row.type)}
                </span>
                <span className={`font-semibold tabular-nums ${amountClass(row)}`}>
                  {money(row.amount, true)}
                </span>
              </div>
              <div className="mt-2 flex items-center justify-between gap-3 text-xs text-muted tabular-nums">
                <span>{formatDateTime(row.time)}</span>
                <span>{t('tx_balance_after', { amount: money(row.balanceAfter) })}</span>
              </div>
              {(note(row) || row.entryId) && (
                <div className="mt-1 flex items-center justify-between gap-3 text-xs text-muted">
                  <span className="truncate">{note(row) ?? ''}</span>
                  <span className="shrink-0">{t('tx_ref', { id: row.entryId })}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  const totalPages = data?.totalPages ?? 0;

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
      data-testid="transaction-history"
    >
      <header className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_transactionHistory')}</h1>
          <p className="mt-1 text-sm text-muted">{t('tx_subtitle')}</p>
        </div>
        {data && data.total > 0 && (
          <p className="text-sm text-muted tabular-nums">{t('tx_total', { count: data.total })}</p>
        )}
      </header>

      <div className="mb-5 grid gap-3 md:grid-cols-[minmax(0,14rem)_1fr] md:items-end">
        <label className="grid gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-type`}>
          {t('tx_filter_type')}
          <select
            id={`${ids}-type`}
            className={fieldClass}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TTransactionType | '');
              setPage(1);
            }}
          >
            <option value="">{t('tx_type_all')}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`tx_type_${value}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-xs font-semibold text-muted">{t('tx_range')}</legend>
          <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
            {PRESETS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={preset === value}
                onClick={() => choosePreset(value)}
                className={`h-10 rounded-xl border px-2 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
                  preset === value
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-line bg-black/20 text-muted hover:border-primary/60 hover:text-ink'
                }`}
              >
                {t(`tx_range_${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
        {preset === 'custom' && (
          <div className="grid grid-cols-2 gap-3 md:col-span-2 md:max-w-md">
            <label className="grid min-w-0 gap-1.5 text-xs font-semibold text-muted">
              {t('tx_from')}
              <input
                type="date"
                className={fieldClass}
                value={fromDay}
                max={toDay}
                onChange={(event) => {
                  setFromDay(event.target.value);
                  setPage(1);
                }}
              />
            </label>
            <label className="grid min-w-0 gap-1.5 text-xs font-semibold text-muted">
              {t('tx_to')}
              <input
                type="date"
                className={fieldClass}
                value={toDay}
                min={fromDay}
                onChange={(event) => {
                  setToDay(event.target.value);
                  setPage(1);
                }}
              />
            </label>
          </div>
        )}
      </div>

      {body()}

      {range && data && <Pager page={page} totalPages={totalPages} onPage={setPage} label={t('tx_paging')} />}
    </section>
  );
};
