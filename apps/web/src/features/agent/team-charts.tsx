/**
 * The team overview's charts (recharts, like the member's profit and loss): per business day the
 * team's valid bet as bars with its active players as a line, and deposits beside withdrawals. Only
 * the team page imports this, so the library never reaches the home page's first load. Values become
 * numbers only to be drawn; the tooltip shows every amount through formatMoney.
 */
import type { TTeamOverview } from '@luckwell/contracts/agent/team';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  amountAxis,
  chartGrid,
  chartNoneClass,
  chartTick,
  chartTooltipStyle,
  dayAxis,
  dayChartMargin,
  dayLabel,
} from '../../shared/chart-style.ts';
import { formatMoney } from '../../shared/format-money.ts';

type Day = TTeamOverview['days'][number];

export const TeamCharts = ({ days, currencySymbol }: { days: Day[]; currencySymbol: string }) => {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    label: dayLabel(day.day),
    validBet: Number(day.validBet),
    players: day.activeMembers,
    deposits: Number(day.deposits),
    withdrawals: Number(day.withdrawals),
    raw: day,
  }));
  const money = (amount: string) => formatMoney(amount, currencySymbol);
  const played = data.some((day) => day.validBet > 0 || day.players > 0);
  const cashMoved = data.some((day) => day.deposits > 0 || day.withdrawals > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="min-w-0" data-testid="team-chart-play">
        <figcaption className="mb-2 text-sm font-semibold text-ink">{t('team_chart_play')}</figcaption>
        {!played ? (
          <p className={chartNoneClass}>{t('team_chart_play_none')}</p>
        ) : (
          <div role="img" aria-label={t('team_chart_play_label')}>
            <ResponsiveContainer width="100%" height={240}>
              <ComposedChart data={data} margin={dayChartMargin}>
                <CartesianGrid {...chartGrid} />
                <XAxis dataKey="label" {...dayAxis} />
                <YAxis yAxisId="money" {...amountAxis} />
                <YAxis
                  yAxisId="players"
                  orientation="right"
                  tick={chartTick}
                  width={28}
                  tickLine={false}
                  axisLine={false}
                  allowDecimals={false}
                />
                <Tooltip
                  contentStyle={chartTooltipStyle}
                  formatter={(_value, name, item) => {
                    const day = (item.payload as { raw: Day }).raw;
                    return name === 'players'
                      ? [day.activeMembers, t('team_active')]
                      : [money(day.validBet), t('team_valid_bet')];
                  }}
                />
                <Legend formatter={(name) => (name === 'players' ? t('team_active') : t('team_valid_bet'))} />
                <Bar
                  yAxisId="money"
                  dataKey="validBet"
                  fill="var(--color-primary)"
                  radius={[4, 4, 0, 0]}
                  maxBarSize={22}
                />
                <Line
                  yAxisId="players"
                  dataKey="players"
                  type="linear"
                  stroke="#38bdf8"
                  strokeWidth={2}
                  dot={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
      <figure className="min-w-0" data-testid="team-chart-cash">
        <figcaption className="mb-2 text-sm font-semibold text-ink">{t('team_chart_cash')}</figcaption>
        {!cashMoved ? (
          <p className={chartNoneClass}>{t('team_chart_cash_none')}</p>
        ) : (
          <div role="img" aria-label={t('team_chart_cash_label')}>
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={data} margin={dayChartMargin}>
                <CartesianGrid {...chartGrid} />
                <XAxis dataKey="label" {...dayAxis} />
                <YAxis {...amountAxis} />
                <Tooltip
                  contentStyle={chartTooltipStyle}
                  formatter={(_value, name, item) => {
                    const day = (item.payload as { raw: Day }).raw;
                    return name === 'withdrawals'
                      ? [money(day.withdrawals), t('team_withdrawals')]
                      : [money(day.deposits), t('team_deposits')];
                  }}
                />
                <Legend
                  formatter={(name) => (name === 'withdrawals' ? t('team_withdrawals') : t('team_deposits'))}
                />
                <Bar dataKey="deposits" fill="#34d399" radius={[4, 4, 0, 0]} maxBarSize={14} />
                <Bar dataKey="withdrawals" fill="#f87171" radius={[4, 4, 0, 0]} maxBarSize={14} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
    </div>
  );
};
