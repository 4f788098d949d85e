/**
 * The agent centre's `agentDownlineTransactionDetailsCopy`, the account details of the downlines
 * (spec §2 "Agent center pages", issue 16): the main-wallet movements of the team's members —
 * deposits, withdrawals, transfers, bonuses, salaries, dividends, adjustments — newest first, by
 * period, account and type, paged. Bets and wins are not here: the team bets page has them. A table
 * on a desktop, cards on a phone (GET /wps/agent/reports/transactions).
 */
import {
  TEAM_TRANSACTION_TYPES,
  type TTeamTransaction,
  type TTeamTransactionType,
} from '@luckwell/contracts/agent/team-reports';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isNegativeMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import {
  AccountSearch,
  ReportPending,
  ReportRange,
  ReportRows,
  reportFieldClass,
  signTone,
  useReportPeriod,
} from './report-parts.tsx';
import { useTeamTransactions } from './team-reports-api.ts';

const PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;

const COLUMNS = ['time', 'account', 'type', 'amount', 'balance', 'note'] as const;

export const TeamTransactionsPage = () => {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const { choice, choose, range, page, setPage } = useReportPeriod('today');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<TTeamTransactionType | ''>('');
  const transactions = useTeamTransactions(
    range && { ...range, page, ...(account ? { account } : {}), ...(type ? { type } : {}) },
  );
  const data = transactions.data;
  const money = (amount: string, signed = false) =>
    formatMoney(amount, data?.currencySymbol ?? '', { signed });
  /** A transfer names the other member (ADR 021); other movements show their note. */
  const note = (row: TTeamTransaction) =>
    row.counterparty
      ? t(isNegativeMoney(row.amount) ? 'atx_transfer_to' : 'atx_transfer_from', {
          account: row.counterparty,
        })
      : row.memo;
  const when = (iso: string) => formatWhen(iso, i18n.language);
  const typeBadge = (row: TTeamTransaction) => (
    <span className="rounded-full bg-white/5 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
      {t(`atx_type_${row.type}`)}
    </span>
  );

  const onSearch = (next: string) => {
    setAccount(next);
    setPage(1);
  };

  const body = () => {
    if (!range) return null;
    if (!data) {
      return <ReportPending query={transactions} loading={t('atx_loading')} failed={t('atx_error')} />;
    }
    if (data.content.length === 0) {
      return (
        <EmptyState
          title={t('atx_empty_title')}
          description={t(account || type ? 'atx_empty_filtered' : 'atx_empty_body')}
        />
      );
    }
    return (
      <div aria-busy={transactions.isFetching}>
        <p className="mb-3 text-xs text-muted tabular-nums" data-testid="transactions-total">
          {t('atx_total', { count: data.total })}
        </p>
        <ReportRows
          rows={data.content}
          columns={COLUMNS.map((column) => ({
            key: column,
            label: t(`atx_col_${column}`),
            end: column === 'amount' || column === 'balance',
          }))}
          caption={t('atx_title')}
          minWidth="min-w-[820px]"
          tableTestId="transactions-table"
          cardsTestId="transactions-cards"
          cells={(row) => (
            <>
              <td className="px-3 py-2.5 text-xs whitespace-nowrap text-muted">{when(row.time)}</td>
              <td className="px-3 py-2.5">
                <p className="font-semibold text-ink">{row.account}</p>
                <p className="text-xs text-muted">{t('dl_level', { level: row.level })}</p>
              </td>
              <td className="px-3 py-2.5">{typeBadge(row)}</td>
              <td
                className={`px-3 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums ${signTone(row.amount)}`}
              >
                {money(row.amount, true)}
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap text-ink tabular-nums">
                {money(row.balanceAfter)}
              </td>
              <td className="max-w-[16rem] truncate px-3 py-2.5 text-muted" title={note(row) ?? undefined}>
                {note(row) ?? '—'}
              </td>
            </>
          )}
          card={(row) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{row.account}</p>
                  <p className="text-xs text-muted">
                    {t('dl_level', { level: row.level })} · {when(row.time)}
                  </p>
                </div>
                <span className={`shrink-0 font-bold tabular-nums ${signTone(row.amount)}`}>
                  {money(row.amount, true)}
                </span>
              </div>
              <div className="mt-2 flex items-center justify-between gap-2 text-xs text-muted">
                {typeBadge(row)}
                <span className="tabular-nums">
                  {t('atx_balance_after', { amount: money(row.balanceAfter) })}
                </span>
              </div>
              {note(row) && <p className="mt-1.5 truncate text-xs text-muted">{note(row)}</p>}
            </>
          )}
        />
        <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('atx_paging')} />
      </div>
    );
  };

  return (
    <section className="grid gap-4 sm:gap-5" data-testid="team-transactions">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('atx_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('atx_subtitle')}</p>
      </header>
      <div className="grid gap-4 rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
        <ReportRange presets={PRESETS} value={choice} onChange={choose} shown={data} />
        <div className="grid gap-3 md:grid-cols-[minmax(0,14rem)_1fr] md:items-end">
          <label className="grid gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-type`}>
            {t('atx_type')}
            <select
              id={`${ids}-type`}
              className={reportFieldClass}
              value={type}
              onChange={(event) => {
                setType(event.target.value as TTeamTransactionType | '');
                setPage(1);
              }}
            >
              <option value="">{t('atx_type_all')}</option>
              {TEAM_TRANSACTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`atx_type_${value}`)}
                </option>
              ))}
            </select>
          </label>
          <AccountSearch onSearch={onSearch} besideFields />
        </div>
        {body()}
      </div>
    </section>
  );
};
