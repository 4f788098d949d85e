/**
 * The agent centre's default page, `agentTeamOverview` (spec §2 "Agent center pages", issue 16):
 * the team's size, then what it did today, yesterday, this week or this month (new members, active
 * players, first deposits, deposits, withdrawals, rounds, valid bet and the players' net win/loss),
 * and 30 days of it by day in two charts (GET /wps/agent/team/overview).
 */
import { TEAM_PERIODS, type TTeamOverview, type TTeamPeriod } from '@luckwell/contracts/agent/team';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { LoadFailed } from '../../shared/load-failed.tsx';
import { daysText, ReportFigure, signTone } from './report-parts.tsx';
import { useTeamOverview } from './team-api.ts';

/** The chart library is the page's bulk: the figures show while it loads. */
const TeamCharts = lazy(() => import('./team-charts.tsx').then((m) => ({ default: m.TeamCharts })));

type Period = TTeamOverview['periods'][number];

const Stat = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <div
    className="min-w-0 rounded-2xl border border-line bg-black/25 px-3 py-2.5 sm:px-4 sm:py-3"
    data-testid={testId}
  >
    <p className="text-[11px] leading-tight text-muted sm:text-xs">{label}</p>
    <p className="mt-1 text-xl font-bold text-ink tabular-nums sm:text-2xl">{value.toLocaleString('en')}</p>
  </div>
);

const Figures = ({ period, symbol }: { period: Period; symbol: string }) => {
  const { t } = useTranslation();
  const counts = [
    { key: 'newMembers', label: t('team_new'), value: period.newMembers.toLocaleString('en') },
    { key: 'activeMembers', label: t('team_active'), value: period.activeMembers.toLocaleString('en') },
    {
      key: 'firstDeposits',
      label: t('team_first_deposits'),
      value: period.firstDeposits.toLocaleString('en'),
    },
    { key: 'rounds', label: t('team_rounds'), value: period.rounds.toLocaleString('en') },
  ];
  const money = [
    {
      key: 'deposits',
      label: t('team_deposits'),
      value: formatMoney(period.deposits, symbol),
      tone: 'text-ink',
    },
    {
      key: 'withdrawals',
      label: t('team_withdrawals'),
      value: formatMoney(period.withdrawals, symbol),
      tone: 'text-ink',
    },
    {
      key: 'validBet',
      label: t('team_valid_bet'),
      value: formatMoney(period.validBet, symbol),
      tone: 'text-gold',
    },
    {
      key: 'winLoss',
      label: t('team_win_loss'),
      value: formatMoney(period.winLoss, symbol, { signed: true }),
      tone: signTone(period.winLoss),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-4" data-testid="team-figures">
      {[...counts.map((c) => ({ ...c, tone: 'text-ink' })), ...money].map((figure) => (
        <ReportFigure
          key={figure.key}
          label={figure.label}
          value={figure.value}
          tone={figure.tone}
          testId={`team-${figure.key}`}
        />
      ))}
    </dl>
  );
};

export const TeamOverviewPage = () => {
  const { t } = useTranslation();
  const overview = useTeamOverview();
  const [chosen, setChosen] = useState<TTeamPeriod>('today');
  const data = overview.data;

  const header = (
    <header>
      <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('team_title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('team_subtitle')}</p>
    </header>
  );

  if (!data) {
    return (
      <section className="grid gap-4" data-testid="team-overview">
        {header}
        {overview.isError ? (
          <LoadFailed query={overview} title={t('team_error')} />
        ) : (
          <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
            <Spinner label={t('team_loading')} size="lg" />
          </div>
        )}
      </section>
    );
  }

  const period = data.periods.find((p) => p.period === chosen) ?? data.periods[0];
  return (
    <section className="grid gap-4 sm:gap-5" data-testid="team-overview">
      {header}
      <div className="grid grid-cols-3 gap-2.5 sm:gap-3">
        <Stat label={t('team_size')} value={data.teamSize} testId="team-size" />
        <Stat label={t('team_direct')} value={data.directMembers} testId="team-direct" />
        <Stat label={t('team_sub_agents')} value={data.subAgents} testId="team-sub-agents" />
      </div>
      {data.teamSize === 0 ? (
        <EmptyState title={t('team_empty_title')} description={t('team_empty_body')} />
      ) : (
        <>
          <div className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">{t('team_period')}</legend>
                {TEAM_PERIODS.map((key) => (
                  <button
                    key={key}
                    type="button"
                    aria-pressed={key === chosen}
                    onClick={() => setChosen(key)}
                    className={`rounded-full border px-3.5 py-1.5 text-sm font-semibold transition ${
                      key === chosen
                        ? 'border-primary bg-primary/15 text-primary'
                        : 'border-line bg-black/20 text-muted hover:text-ink'
                    }`}
                  >
                    {t(`team_period_${key}`)}
                  </button>
                ))}
              </fieldset>
              {period && (
                <p className="text-xs text-muted" data-testid="team-range">
                  {daysText(t, period)}
                </p>
              )}
            </div>
            {period && <Figures period={period} symbol={data.currencySymbol} />}
          </div>
          <div className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
            <h2 className="mb-4 text-base font-bold text-ink sm:text-lg">{t('team_last_30')}</h2>
            <Suspense
              fallback={
                <div className="grid min-h-60 place-items-center">
                  <Spinner label={t('team_loading')} size="md" />
                </div>
              }
            >
              <TeamCharts days={data.days} currencySymbol={data.currencySymbol} />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
};
