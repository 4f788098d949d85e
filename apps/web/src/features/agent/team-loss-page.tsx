/**
 * The agent centre's `palStatementsAgentCopy`, the user loss statements (spec §2 "Agent center
 * pages", issue 16): for a period, each member of the team who played — their level, rounds, valid
 * bet, stake, payout and win/loss, biggest loser first — with the team's totals; searched by the
 * start of an account, paged. A table on a desktop, cards on a phone (GET /wps/agent/reports/loss).
 */
import type { TTeamLoss, TTeamLossRow } from '@luckwell/contracts/agent/team-reports';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { Pager } from '../../shared/pager.tsx';
import {
  AccountSearch,
  ReportFigure,
  ReportPending,
  ReportRange,
  ReportRows,
  signTone,
  useReportPeriod,
} from './report-parts.tsx';
import { useTeamLoss } from './team-reports-api.ts';

const PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;

const COLUMNS = ['account', 'level', 'rounds', 'valid_bet', 'stake', 'payout', 'win_loss'] as const;

/** The account and level read left; the figures right. */
const atStart = (column: (typeof COLUMNS)[number]) => column === 'account' || column === 'level';

export const TeamLossPage = () => {
  const { t } = useTranslation();
  const { choice, choose, range, page, setPage } = useReportPeriod('today');
  const [account, setAccount] = useState('');
  const loss = useTeamLoss(range && { ...range, page, ...(account ? { account } : {}) });
  const data = loss.data;
  const money = (amount: string, signed = false) =>
    formatMoney(amount, data?.currencySymbol ?? '', { signed });

  const onSearch = (next: string) => {
    setAccount(next);
    setPage(1);
  };

  const totals = (sums: TTeamLoss['totals']) => (
    <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3" data-testid="loss-totals">
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
        tone={signTone(sums.winLoss)}
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
        return <span className={`font-semibold ${signTone(row.winLoss)}`}>{money(row.winLoss, true)}</span>;
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
            <ReportRows
              rows={data.content}
              columns={COLUMNS.map((column) => ({
                key: column,
                label: t(`loss_col_${column}`),
                end: !atStart(column),
              }))}
              caption={t('loss_title')}
              minWidth="min-w-[760px]"
              tableTestId="loss-table"
              cardsTestId="loss-cards"
              cells={(row) =>
                COLUMNS.map((column) => (
                  <td
                    key={column}
                    className={`px-3 py-2.5 whitespace-nowrap tabular-nums ${
                      atStart(column) ? 'text-ink' : 'text-right text-ink'
                    }`}
                  >
                    {cell(row, column)}
                  </td>
                ))
              }
              card={(row) => (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-ink">{row.account}</p>
                      <p className="text-xs text-muted">
                        {t('dl_level', { level: row.level })} ·{' '}
                        {t('loss_rounds_n', { rounds: row.rounds.toLocaleString('en') })}
                      </p>
                    </div>
                    <span className={`shrink-0 font-bold tabular-nums ${signTone(row.winLoss)}`}>
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
                </>
              )}
            />
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
        <AccountSearch onSearch={onSearch} />
        {body()}
      </div>
    </section>
  );
};
