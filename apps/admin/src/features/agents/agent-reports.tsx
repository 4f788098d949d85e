/**
 * An agent's reports in the back office (issue 16 "agent reports"), opened from the tree: the team
 * figures of the agent centre's overview for today, yesterday, this week and this month, and the
 * user loss statements of a preset period, biggest loser first with the team's totals. The same
 * answers the agent sees (`/admin-api/agents/:id/team` and `/loss`).
 */

import type { TTeamFigures } from '@luckwell/contracts/agent/team';
import { REPORT_PERIODS, type TReportPeriod } from '@luckwell/contracts/agent/team-reports';
import { Loader } from '@luckwell/ui/loader';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table.tsx';
import { FilterChips } from '../../shared/filter-chips.tsx';
import { formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useAgentLoss, useAgentTeam } from './agents-api.ts';

const FIGURES = [
  'newMembers',
  'activeMembers',
  'firstDeposits',
  'deposits',
  'withdrawals',
  'rounds',
  'validBet',
  'winLoss',
] as const satisfies readonly (keyof TTeamFigures)[];
const MONEY = new Set<keyof TTeamFigures>(['deposits', 'withdrawals', 'validBet', 'winLoss']);

/** Win/loss is the players': a loss is the house's gain, shown in red as on the agent's pages. */
const winLossTone = (value: string) => (value.startsWith('-') ? 'text-danger' : 'text-ink');

const cell = 'px-3 py-2';

const TeamFigures = ({ agentId }: { agentId: number }) => {
  const { t } = useTranslation();
  const team = useAgentTeam(agentId);
  if (team.isPending) return <Loader label={t('common.loading')} className="min-h-32" />;
  if (team.isError) return <LoadError error={team.error} onRetry={() => void team.refetch()} />;
  const { teamSize, directMembers, subAgents, periods } = team.data;
  const sizes: [string, number][] = [
    [t('agents.reports.teamSize'), teamSize],
    [t('agents.reports.directMembers'), directMembers],
    [t('agents.reports.subAgents'), subAgents],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2">
        {sizes.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line/60 bg-page/40 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-hidden rounded-2xl border border-line/70">
        <DataTable
          caption={t('agents.reports.figures')}
          columns={[
            t('agents.reports.figure'),
            ...periods.map((span) => ({
              label: t(`agents.reports.period.${span.period}`),
              align: 'right' as const,
            })),
          ]}
          minWidth="min-w-[560px]"
          cellPadding={cell}
        >
          {FIGURES.map((figure) => (
            <tr key={figure} className="border-b border-line/30 last:border-0">
              <th scope="row" className={`${cell} font-medium text-muted`}>
                {t(`agents.reports.figure.${figure}`)}
              </th>
              {periods.map((span) => {
                const value = span[figure];
                return (
                  <td
                    key={span.period}
                    className={`${cell} text-right font-semibold tabular-nums ${
                      figure === 'winLoss' ? winLossTone(String(value)) : 'text-ink'
                    }`}
                  >
                    {MONEY.has(figure) ? formatMoney(String(value)) : Number(value).toLocaleString('en')}
                  </td>
                );
              })}
            </tr>
          ))}
        </DataTable>
      </div>
    </div>
  );
};

const LOSS_COLUMNS = ['account', 'level', 'rounds', 'stake', 'validBet', 'payout', 'winLoss'] as const;

const LossStatements = ({ agentId }: { agentId: number }) => {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TReportPeriod>('today');
  const [page, setPage] = useState(1);
  const loss = useAgentLoss(agentId, { period, page });
  return (
    <div className="flex flex-col gap-3">
      <FilterChips
        label={t('agents.reports.lossPeriod')}
        values={REPORT_PERIODS}
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        text={(value) => t(`agents.reports.period.${value}`)}
      />
      <ResultsPanel
        query={loss}
        caption={t('agents.reports.loss')}
        minWidth="min-w-[720px]"
        columns={LOSS_COLUMNS.map((column) =>
          column === 'account'
            ? t('agents.reports.col.account')
            : { label: t(`agents.reports.col.${column}`), align: 'right' },
        )}
        empty={{
          when: (data) => data.total === 0,
          title: t('agents.reports.noPlay'),
          description: t('agents.reports.noPlayBody'),
        }}
        footer={(data) => <Pagination page={data} onPage={setPage} />}
      >
        {(data) => (
          <>
            {data.content.map((row) => (
              <tr key={row.id} className="border-b border-line/30">
                <td className={`${cell} font-semibold text-ink`}>{row.account}</td>
                <td className={`${cell} text-right text-muted tabular-nums`}>{row.level}</td>
                <td className={`${cell} text-right tabular-nums`}>{row.rounds.toLocaleString('en')}</td>
                <td className={`${cell} text-right tabular-nums`}>{formatMoney(row.stake)}</td>
                <td className={`${cell} text-right tabular-nums`}>{formatMoney(row.validBet)}</td>
                <td className={`${cell} text-right tabular-nums`}>{formatMoney(row.payout)}</td>
                <td className={`${cell} text-right font-semibold tabular-nums ${winLossTone(row.winLoss)}`}>
                  {formatMoney(row.winLoss)}
                </td>
              </tr>
            ))}
            <tr className="bg-white/[0.03] font-semibold">
              <th scope="row" className={`${cell} text-ink`}>
                {t('agents.reports.totals', { count: data.totals.players })}
              </th>
              <td className={cell} />
              <td className={`${cell} text-right tabular-nums`}>{data.totals.rounds.toLocaleString('en')}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatMoney(data.totals.stake)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatMoney(data.totals.validBet)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatMoney(data.totals.payout)}</td>
              <td className={`${cell} text-right tabular-nums ${winLossTone(data.totals.winLoss)}`}>
                {formatMoney(data.totals.winLoss)}
              </td>
            </tr>
          </>
        )}
      </ResultsPanel>
      <p className="text-xs text-muted">{t('agents.reports.signNote')}</p>
    </div>
  );
};

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="flex flex-col gap-3">
    <h3 id={id} className="text-base font-bold text-ink">
      {title}
    </h3>
    {children}
  </section>
);

export const AgentReports = ({ agentId }: { agentId: number }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <Section id="agent-team-figures" title={t('agents.reports.figures')}>
        <TeamFigures agentId={agentId} />
      </Section>
      <Section id="agent-loss" title={t('agents.reports.loss')}>
        <LossStatements agentId={agentId} />
      </Section>
    </div>
  );
};
