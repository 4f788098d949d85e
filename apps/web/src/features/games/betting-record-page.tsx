/**
 * The personal centre's personalHistoryCopy page (spec §2 "betting record"): the member's own
 * rounds (GET /wps/member/bets), or in the agent centre (`scope="team"`, issue 16) the rounds of the
 * agent's team with each one's account (GET /wps/agent/team/bets), newest first, by period, category, provider and status, paged, with
 * the totals of the whole filter (stake, valid bet, payout, win/loss). A round of the house
 * provider has a Replay action, which shows its steps through the game recall that the app passes
 * in (`Replay`, composed in app/routes.tsx: features do not import each other).
 */
import type { TMemberBetRecord } from '@luckwell/contracts/games/member-bet-records';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Modal } from '@luckwell/ui/modal';
import { Spinner } from '@luckwell/ui/spinner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentType, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { formatMoney, isNegativeMoney } from '../../shared/format-money.ts';
import { useGameMenus } from '../../shared/game-menus.ts';
import { Pager } from '../../shared/pager.tsx';
import { useSessionStore } from '../../shared/session-store.ts';

const PAGE_SIZE = 10;
type Period = 'today' | '7d' | '30d';
const PERIODS: Period[] = ['today', '7d', '30d'];
/** The contract's BET_STATUSES, spelled here so the page does not pull the schemas (zod) in eagerly. */
const BET_STATUSES = ['open', 'settled', 'refunded'] as const;

const records = () => import('@luckwell/contracts/games/member-bet-records');
/** Whose rounds: the member's own, or (the agent centre) their team's, each with its account. */
type Scope = 'member' | 'team';
const SOURCES = {
  member: { path: '/wps/member/bets', schema: () => records().then((m) => m.ZMemberBetRecordsResponse) },
  team: { path: '/wps/agent/team/bets', schema: () => records().then((m) => m.ZTeamBetRecordsResponse) },
};
type Row = TMemberBetRecord & { account?: string };

/** From local midnight `days − 1` days ago to the next local midnight. */
const rangeOf = (period: Period, today = new Date()) => {
  const days = period === 'today' ? 1 : period === '7d' ? 7 : 30;
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
};

export type ReplayProps = { roundId: string };

export const BettingRecordPage = ({
  Replay,
  scope = 'member',
}: {
  Replay?: ComponentType<ReplayProps>;
  scope?: Scope;
}) => {
  const { t } = useTranslation();
  const ids = useId();
  const token = useSessionStore((state) => state.token);
  const [period, setPeriod] = useState<Period>('7d');
  const [vendor, setVendor] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [replaying, setReplaying] = useState<Row | null>(null);
  const [accountInput, setAccountInput] = useState('');
  const [account, setAccount] = useState('');
  const menus = useGameMenus();
  const categories = useMemo(
    () => [...new Set((menus.data ?? []).map((menu) => menu.gameType))],
    [menus.data],
  );
  const vendors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const menu of menus.data ?? []) for (const v of menu.vendors) seen.set(v.vassalage, v.displayName);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [menus.data]);
  const query = {
    ...rangeOf(period),
    vendor: vendor || undefined,
    category: category || undefined,
    status: status || undefined,
    page,
    size: PAGE_SIZE,
    ...(scope === 'team' && account ? { account } : {}),
  };
  const source = SOURCES[scope];
  const records = useQuery({
    queryKey: ['betRecords', scope, token, period, vendor, category, status, account, page],
    queryFn: ({ signal }) => apiGet(source.path, source.schema, { signal, query }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const data = records.data;
  const money = (amount: string, signed = false) =>
    formatMoney(amount, data?.currencySymbol ?? '', { signed });
  const statusText = (status: string) => t(`bet_status_${status}`, { defaultValue: status });
  const fieldClass =
    'h-10 w-full min-w-0 rounded-xl border border-line bg-black/30 px-3 text-sm text-ink outline-none transition focus:border-primary';

  const body = () => {
    if (records.isPending) {
      return (
        <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('bet_loading')} size="lg" />
        </div>
      );
    }
    if (records.isError) {
      return (
        <EmptyState
          tone="error"
          title={t('bet_error_title')}
          description={t(errorMessageKey(records.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void records.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    if (!data || data.list.length === 0) {
      return <EmptyState title={t('bet_empty_title')} description={t('bet_empty_body')} />;
    }
    return (
      <ul className="grid gap-2" data-testid="bet-records" aria-busy={records.isFetching}>
        {data.list.map((row) => (
          <li
            key={`${row.vendor}:${row.roundId}`}
            className="grid gap-2 rounded-xl border border-line bg-black/20 p-3 text-sm md:grid-cols-[10rem_1fr_repeat(3,8rem)_6rem] md:items-center"
          >
            <span className="text-xs text-muted tabular-nums">{new Date(row.placedAt).toLocaleString()}</span>
            <span className="min-w-0 truncate font-semibold">
              {'account' in row && row.account ? (
                <span className="mr-1.5 text-primary" data-testid="bet-account">
                  {row.account}
                </span>
              ) : null}
              {row.gameName ?? row.gameCode}{' '}
              <span className="text-xs font-normal text-muted">{row.vendor}</span>
            </span>
            <span className="tabular-nums md:text-right">
              <span className="text-xs text-muted md:hidden">{t('bet_col_stake')} </span>
              {money(row.stake)}
            </span>
            <span className="tabular-nums md:text-right">
              <span className="text-xs text-muted md:hidden">{t('bet_col_payout')} </span>
              {money(row.payout)}
            </span>
            <span
              className={`font-semibold tabular-nums md:text-right ${
                row.status !== 'settled'
                  ? 'text-muted'
                  : isNegativeMoney(row.winLoss)
                    ? 'text-red-400'
                    : 'text-emerald-400'
              }`}
            >
              {row.status === 'settled' ? money(row.winLoss, true) : statusText(row.status)}
            </span>
            <span className="md:text-right">
              {row.replayable && Replay ? (
                <button
                  type="button"
                  onClick={() => setReplaying(row)}
                  className="rounded-full border border-primary/60 px-3 py-1 text-xs font-semibold text-primary hover:bg-primary/10"
                >
                  {t('bet_replay')}
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
      data-testid="betting-record"
    >
      <header className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-ink sm:text-2xl">
            {t(scope === 'team' ? 'team_bets_title' : 'mc_page_personalHistoryCopy')}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {t(scope === 'team' ? 'team_bets_subtitle' : 'bet_subtitle')}
          </p>
        </div>
        {data && data.total > 0 && (
          <p className="text-sm text-muted tabular-nums">
            {t('bet_total', {
              count: data.total,
              stake: money(data.totalStake),
              winLoss: money(data.totalWinLoss, true),
            })}
          </p>
        )}
      </header>
      {scope === 'team' && (
        <form
          className="mb-3 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setAccount(accountInput.trim());
            setPage(1);
          }}
        >
          <label
            className="grid min-w-0 flex-1 gap-1.5 text-xs font-semibold text-muted"
            htmlFor={`${ids}-account`}
          >
            {t('team_bets_account')}
            <input
              id={`${ids}-account`}
              className={fieldClass}
              value={accountInput}
              maxLength={64}
              autoComplete="off"
              placeholder={t('team_bets_account_all')}
              onChange={(event) => setAccountInput(event.target.value)}
            />
          </label>
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            {t('dl_search_go')}
          </button>
        </form>
      )}
      <div className="mb-5 grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,11rem))_1fr] lg:items-end">
        <label className="grid gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-category`}>
          {t('bet_filter_category')}
          <select
            id={`${ids}-category`}
            className={fieldClass}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('bet_vendor_all')}</option>
            {categories.map((code) => (
              <option key={code} value={code}>
                {t(`cat_${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-vendor`}>
          {t('bet_filter_vendor')}
          <select
            id={`${ids}-vendor`}
            className={fieldClass}
            value={vendor}
            onChange={(event) => {
              setVendor(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('bet_vendor_all')}</option>
            {vendors.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-status`}>
          {t('bet_filter_status')}
          <select
            id={`${ids}-status`}
            className={fieldClass}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('bet_vendor_all')}</option>
            {BET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusText(value)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="grid gap-1.5 sm:col-span-3 lg:col-span-1">
          <legend className="mb-1.5 text-xs font-semibold text-muted">{t('bet_range')}</legend>
          <div className="grid grid-cols-3 gap-2 sm:flex">
            {PERIODS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={period === value}
                onClick={() => {
                  setPeriod(value);
                  setPage(1);
                }}
                className="h-10 rounded-xl border border-line px-4 text-sm font-semibold text-muted transition aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-ink"
              >
                {t(`bet_range_${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {data && data.total > 0 && (
        <dl
          className="mb-3 grid grid-cols-2 gap-2 rounded-xl border border-primary/30 bg-primary/5 p-3 text-sm sm:grid-cols-4"
          data-testid="bet-totals"
          aria-label={t('bet_totals')}
        >
          {(
            [
              ['stake', data.totalStake, false],
              ['validBet', data.totalValidBet, false],
              ['payout', data.totalPayout, false],
              ['winLoss', data.totalWinLoss, true],
            ] as const
          ).map(([key, amount, signed]) => (
            <div key={key} className="grid gap-0.5" data-testid={`bet-total-${key}`}>
              <dt className="text-xs text-muted">{t(`bet_total_${key}`)}</dt>
              <dd
                className={`font-semibold tabular-nums ${
                  signed ? (isNegativeMoney(amount) ? 'text-red-400' : 'text-emerald-400') : 'text-ink'
                }`}
              >
                {money(amount, signed)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {body()}
      {data && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('tx_paging')} />}
      {replaying && Replay && (
        <Modal open onClose={() => setReplaying(null)} title={t('bet_replay_title')}>
          <Replay roundId={replaying.roundId} />
        </Modal>
      )}
    </section>
  );
};
