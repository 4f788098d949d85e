/**
 * The personal centre's `missionLeaderboard` page (issue 17, ADR 068): today's, this week's and the
 * one-off missions, each with its progress bar and a claim button once complete; and the
 * leaderboards with their prizes, this period's top places, the member's own place and the last
 * period's winners. Two tabs; the missions tab carries the claimable count like the menu.
 */
import type { TLeaderboard, TMission, TMissionPeriod } from '@luckwell/contracts/member/missions';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { Tabs } from '@luckwell/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { badgeText } from '../../shared/unread-count.ts';
import { useClaimMission, useLeaderboards, useMissions } from './missions-api.ts';

const PERIODS: readonly TMissionPeriod[] = ['daily', 'weekly', 'once'];
type Money = (amount: string) => string;

const Loading = ({ label }: { label: string }) => (
  <div className="grid min-h-64 place-items-center">
    <Spinner label={label} size="lg" />
  </div>
);

const MissionCard = ({ mission, money }: { mission: TMission; money: Money }) => {
  const { t } = useTranslation();
  const claim = useClaimMission();
  const isMoney = mission.kind === 'valid_bet' || mission.kind === 'deposit';
  const shown = (value: string) => (isMoney ? money(value) : value);
  const percent = Math.min(100, Math.round((Number(mission.progress) / Number(mission.target)) * 100));
  const what = t(`ms_kind_${mission.kind}`, {
    category: mission.category ? t(`cat_${mission.category}`) : t('ms_any_game'),
  });
  return (
    <li
      className={`grid gap-2 rounded-xl border p-3 sm:p-4 ${mission.state === 'claimable' ? 'border-gold/50 bg-gold/10' : 'border-line bg-black/20'}`}
      data-testid={`mission-${mission.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{mission.title}</p>
          <p className="text-xs text-muted">{what}</p>
        </div>
        <span className="shrink-0 text-sm font-bold text-gold tabular-nums">+{money(mission.reward)}</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-black/40"
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-gold"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted tabular-nums">
          {shown(mission.progress)} / {shown(mission.target)}
        </span>
        {mission.state === 'claimed' ? (
          <span className="rounded-full bg-emerald-500/15 px-3 py-1 text-xs font-semibold text-emerald-300">
            {t('ms_claimed')}
          </span>
        ) : (
          <button
            type="button"
            className={buttonClass({
              size: 'sm',
              variant: mission.state === 'claimable' ? 'primary' : 'secondary',
            })}
            disabled={mission.state !== 'claimable' || claim.isPending}
            onClick={() => claim.mutate(mission.id)}
          >
            {mission.state === 'claimable' ? t('ms_claim') : t('ms_in_progress')}
          </button>
        )}
      </div>
      {claim.isError && (
        <p role="alert" className="text-xs text-red-300">
          {t(errorMessageKey(claim.error))}
        </p>
      )}
    </li>
  );
};

const MissionsPanel = () => {
  const { t } = useTranslation();
  const missions = useMissions();
  const data = missions.data;
  const money = (amount: string) => formatMoney(amount, data?.currencySymbol ?? '').replace(/\.00$/, '');
  if (missions.isPending) return <Loading label={t('ms_loading')} />;
  if (missions.isError || !data) {
    return (
      <EmptyState
        tone="error"
        title={t('ms_error_title')}
        description={t(errorMessageKey(missions.error))}
        action={
          <button
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={() => void missions.refetch()}
          >
            {t('common_retry')}
          </button>
        }
      />
    );
  }
  if (data.missions.length === 0) {
    return <EmptyState title={t('ms_empty_title')} description={t('ms_empty_body')} />;
  }
  return (
    <div className="grid gap-5" data-testid="missions-panel">
      {PERIODS.map((period) => {
        const list = data.missions.filter((mission) => mission.period === period);
        if (list.length === 0) return null;
        return (
          <section key={period} aria-labelledby={`missions-${period}`}>
            <h2 id={`missions-${period}`} className="mb-1 text-sm font-semibold text-ink">
              {t(`ms_period_${period}`)}
            </h2>
            <p className="mb-2 text-xs text-muted">{t(`ms_period_${period}_note`)}</p>
            <ul className="grid gap-2 md:grid-cols-2">
              {list.map((mission) => (
                <MissionCard key={mission.id} mission={mission} money={money} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};

const Board = ({ board, money }: { board: TLeaderboard; money: Money }) => {
  const { t, i18n } = useTranslation();
  const value = (text: string) => (board.metric === 'valid_bet' ? money(text) : `×${text}`);
  const ends = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(board.endsAt));
  const rows = (list: TLeaderboard['standings'], testId: string) => (
    <ol className="grid gap-1" data-testid={testId}>
      {list.map((entry) => (
        <li
          key={`${entry.rank}-${entry.account}`}
          className="grid grid-cols-[2rem_1fr_auto] items-center gap-2 rounded-lg bg-black/20 px-3 py-2 text-sm"
        >
          <span className={`font-bold tabular-nums ${entry.rank <= 3 ? 'text-gold' : 'text-muted'}`}>
            #{entry.rank}
          </span>
          <span className="min-w-0 truncate text-ink">
            {entry.account}
            {entry.prize && <span className="ml-2 text-xs text-gold">+{money(entry.prize)}</span>}
          </span>
          <span className="font-semibold text-ink tabular-nums">{value(entry.value)}</span>
        </li>
      ))}
    </ol>
  );
  return (
    <section
      className="grid content-start gap-3 rounded-2xl border border-line bg-black/20 p-4"
      aria-labelledby={`board-${board.id}`}
      data-testid={`leaderboard-${board.id}`}
    >
      <div>
        <h2 id={`board-${board.id}`} className="font-bold text-ink">
          {board.title}
        </h2>
        <p className="text-xs text-muted">{t('lb_ends', { when: ends })}</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {board.prizes.map((prize, at) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a prize is the prize of its place
            key={at}
            className="rounded-full bg-gold/15 px-2.5 py-1 text-xs font-semibold text-gold"
          >
            {t('lb_prize', { rank: at + 1, amount: money(prize) })}
          </li>
        ))}
      </ul>
      {board.standings.length === 0 ? (
        <p className="rounded-lg bg-black/20 px-3 py-4 text-center text-sm text-muted">{t('lb_empty')}</p>
      ) : (
        rows(board.standings, `standings-${board.id}`)
      )}
      <p className="text-xs text-muted" data-testid={`mine-${board.id}`}>
        {board.mine
          ? t('lb_mine', { rank: board.mine.rank, value: value(board.mine.value) })
          : t('lb_mine_none')}
      </p>
      {board.lastWinners.length > 0 && (
        <div>
          <h3 className="mb-1 text-xs font-semibold text-muted">{t('lb_last_winners')}</h3>
          {rows(board.lastWinners, `winners-${board.id}`)}
        </div>
      )}
      <p className="text-xs text-muted">
        {t(board.metric === 'valid_bet' ? 'lb_rule_valid_bet' : 'lb_rule_multiplier')}
      </p>
    </section>
  );
};

const LeaderboardsPanel = () => {
  const { t } = useTranslation();
  const boards = useLeaderboards();
  const data = boards.data;
  const money = (amount: string) => formatMoney(amount, data?.currencySymbol ?? '').replace(/\.00$/, '');
  if (boards.isPending) return <Loading label={t('lb_loading')} />;
  if (boards.isError || !data) {
    return (
      <EmptyState
        tone="error"
        title={t('lb_error_title')}
        description={t(errorMessageKey(boards.error))}
        action={
          <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void boards.refetch()}>
            {t('common_retry')}
          </button>
        }
      />
    );
  }
  if (data.leaderboards.length === 0) {
    return <EmptyState title={t('lb_none_title')} description={t('lb_none_body')} />;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {data.leaderboards.map((board) => (
        <Board key={board.id} board={board} money={money} />
      ))}
    </div>
  );
};

export const MissionsPage = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'missions' | 'leaderboards'>('missions');
  const claimable = useMissions().data?.claimable ?? 0;
  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
      data-testid="missions-page"
    >
      <header className="mb-5">
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_missionLeaderboard')}</h1>
        <p className="mt-1 text-sm text-muted">{t('ms_intro')}</p>
      </header>
      <Tabs
        label={t('ms_tabs_label')}
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'missions',
            label: (
              <span className="whitespace-nowrap">
                {t('ms_tab_missions')}
                {claimable > 0 && (
                  <>
                    <span
                      aria-hidden="true"
                      className="ml-1.5 inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-500 px-1.5 align-middle text-[11px] leading-none font-bold text-white"
                    >
                      {badgeText(claimable)}
                    </span>
                    <span className="sr-only">, {t('ms_claimable', { count: claimable })}</span>
                  </>
                )}
              </span>
            ),
          },
          {
            value: 'leaderboards',
            label: <span className="whitespace-nowrap">{t('ms_tab_leaderboards')}</span>,
          },
        ]}
      >
        {tab === 'missions' ? <MissionsPanel /> : <LeaderboardsPanel />}
      </Tabs>
    </section>
  );
};
