/**
 * The agent centre's `palStatementsAgentCopy`, the user loss statements (spec §2 "Agent center
 * pages", issue 16): for a period, each member of the team who played — their level, rounds, valid
 * bet, stake, payout and win/loss, biggest loser first — with the team's totals; searched by the
 * start of an account, paged. A table on a desktop, cards on a phone (GET /wps/agent/reports/loss).
 */
import type { TTeamLoss, TTeamLossRow } from '@luckwell/contracts/agent/team-reports';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isNegativeMoney } from '../../shared/format-money.ts';
import { Pager } from '../../shared/pager.tsx';
import { type RangeChoice, ReportFigure, ReportPending, ReportRange, rangeQuery } from './report-parts.tsx';
import { useTeamLoss } from './team-reports-api.ts';

const PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;

const tone = (amount: string) => (isNegativeMoney(amount) ? 'text-red-400' : 'text-emerald-400');

const COLUMNS = ['account', 'level', 'rounds', 'valid_bet', 'stake', 'payout', 'win_loss'] as const;

export const TeamLossPage = () => {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<RangeChoice>({ period: 'today' });
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const range = rangeQuery(choice);
  const loss = useTeamLoss(range && { ...range, page, ...(account ? { account } : {}) });
  const data = loss.data;
  const money = (amount: string, signed = false) =>
    formatMoney(amount, data?.currencySymbol ?? '', { signed });

  const choose = (next: RangeChoice) => {
    setChoice(next);
    setPage(1);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setAccount(search.trim());
    setPage(1);
  };

  const totals = (sums: TTeamLoss['totals']) => (
    <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-6" data-testid="loss-totals">
      <ReportFigure
        label={t('loss_players')}
        value={sums.players.toLocaleString('en')}
        testId="loss-players"
      />
      <ReportFigure label={t('loss_rounds')} value={sums.rounds.toLocaleString('en')} testId="loss-rounds" />
      <ReportFigure label={t('loss_valid_bet')} value={money(sums.validBet)} tone="text-gold" />
      <ReportFigure label={t('loss_stake')} value={money(sums.stake)} />
      <ReportFigure label={t('loss_payout')} value={money(sums.payout)} />
      <ReportFigure
        label={t('loss_win_loss')}
        value={money(sums.winLoss, true)}
        tone={tone(sums.winLoss)}
        testId="loss-win-loss"
      />
    </dl>
  );

  const cell = (row: TTeamLossRow, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'account':
        return <span className="font-semibold text-ink">{row.account}</span>;
      case 'level':
        return t('dl_level', { level: row.level });
      case 'rounds':
        return row.rounds.toLocaleString('en');
      case 'valid_bet':
        return money(row.validBet);
      case 'stake':
        return money(row.stake);
      case 'payout':
        return money(row.payout);
      case 'win_loss':
        return <span className={`font-semibold ${tone(row.winLoss)}`}>{money(row.winLoss, true)}</span>;
    }
  };

  const body = () => {
    if (!range) return null;
    if (!data) return <ReportPending query={loss} loading={t('loss_loading')} failed={t('loss_error')} />;
    return (
      <div className="grid gap-4" aria-busy={loss.isFetching}>
        <section aria-label={t('loss_totals')} className="grid gap-2">
          <h2 className="text-sm font-semibold text-ink">{t('loss_totals')}</h2>
          {totals(data.totals)}
          <p className="text-xs text-muted">{t('loss_sign_note')}</p>
        </section>
        {data.content.length === 0 ? (
          <EmptyState
            title={t('loss_empty_title')}
            description={t(account ? 'loss_empty_filtered' : 'loss_empty_body')}
          />
        ) : (
          <>
            <div className="hidden overflow-x-auto lg:block">
              <table className="w-full min-w-[760px] text-left text-sm" data-testid="loss-table">
                <caption className="sr-only">{t('loss_title')}</caption>
                <thead className="text-xs text-muted">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={`border-b border-line px-3 py-2 font-semibold ${
                          column === 'account' || column === 'level' ? '' : 'text-right'
                        }`}
                      >
                        {t(`loss_col_${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((row) => (
                    <tr key={row.id} className="border-b border-line/50 last:border-0">
                      {COLUMNS.map((column) => (
                        <td
                          key={column}
                          className={`px-3 py-2.5 whitespace-nowrap tabular-nums ${
                            column === 'account' || column === 'level' ? 'text-ink' : 'text-right text-ink'
                          }`}
                        >
                          {cell(row, column)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid gap-2.5 lg:hidden" data-testid="loss-cards">
              {data.content.map((row) => (
                <li key={row.id} className="rounded-xl border border-line/70 bg-black/20 p-3.5">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-ink">{row.account}</p>
                      <p className="text-xs text-muted">
                        {t('dl_level', { level: row.level })} ·{' '}
                        {t('loss_rounds_n', { rounds: row.rounds.toLocaleString('en') })}
                      </p>
                    </div>
                    <span className={`shrink-0 font-bold tabular-nums ${tone(row.winLoss)}`}>
                      {money(row.winLoss, true)}
                    </span>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    <dt className="text-muted">{t('loss_col_valid_bet')}</dt>
                    <dd className="text-right tabular-nums text-gold">{money(row.validBet)}</dd>
                    <dt className="text-muted">{t('loss_col_stake')}</dt>
                    <dd className="text-right tabular-nums text-ink">{money(row.stake)}</dd>
                    <dt className="text-muted">{t('loss_col_payout')}</dt>
                    <dd className="text-right tabular-nums text-ink">{money(row.payout)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('loss_paging')} />
          </>
        )}
      </div>
    );
  };

  return (
    <section className="grid gap-4 sm:gap-5" data-testid="team-loss">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('loss_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('loss_subtitle')}</p>
      </header>
      <div className="grid gap-4 rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
        <ReportRange presets={PRESETS} value={choice} onChange={choose} shown={data} />
        <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1.5 text-xs font-semibold text-ink/90">
            {t('dl_search')}
            <input
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              maxLength={64}
              autoComplete="off"
              className="h-10 w-full min-w-40 rounded-xl border border-line bg-black/30 px-3.5 text-sm text-ink focus:border-primary focus:outline-none"
            />
          </label>
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            {t('dl_search_go')}
          </button>
        </form>
        {body()}
      </div>
    </section>
  );
};
