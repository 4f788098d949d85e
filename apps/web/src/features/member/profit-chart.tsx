/**
 * The profit-and-loss chart: the member's net win/loss per day as bars (green above zero, red below)
 * and the day's stake as a line, with recharts (docs/decisions/049-bet-daily-aggregates.md). It is
 * imported only by the profit-and-loss page, itself a lazy chunk of the member centre, so the
 * library never reaches the home page's first load. Values become numbers only to be drawn; every
 * figure shown as text goes through formatMoney.
 */
import type { TProfitDay } from '@luckwell/contracts/member/profit-and-loss';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { amountAxis, chartGrid, chartTooltipStyle, dayAxis, dayLabel } from '../../shared/chart-style.ts';
import { formatMoney } from '../../shared/format-money.ts';

const WIN = '#34d399';
const LOSS = '#f87171';
const STAKE = 'var(--color-primary)';

export const ProfitChart = ({ days, currencySymbol }: { days: TProfitDay[]; currencySymbol: string }) => {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    day: dayLabel(day.day),
    winLoss: Number(day.winLoss),
    stake: Number(day.stake),
    raw: day,
  }));
  return (
    <div className="w-full" data-testid="pnl-chart" role="img" aria-label={t('pnl_chart_label')}>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid {...chartGrid} />
          <XAxis dataKey="day" {...dayAxis} />
          <YAxis {...amountAxis} />
          <Tooltip
            contentStyle={chartTooltipStyle}
            formatter={(_value, name, item) => {
              const day = (item.payload as { raw: TProfitDay }).raw;
              return name === 'stake'
                ? [formatMoney(day.stake, currencySymbol), t('pnl_stake')]
                : [formatMoney(day.winLoss, currencySymbol, { signed: true }), t('pnl_win_loss')];
            }}
          />
          <Bar dataKey="winLoss" fill={WIN} radius={[4, 4, 0, 0]} maxBarSize={28}>
            {data.map((entry) => (
              <Cell key={entry.day} fill={entry.winLoss < 0 ? LOSS : WIN} />
            ))}
          </Bar>
          <Line dataKey="stake" type="monotone" stroke={STAKE} strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
      <p className="mt-2 flex flex-wrap justify-center gap-4 text-xs" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: WIN }} />
          <span className="size-2.5 rounded-sm" style={{ background: LOSS }} />
          {t('pnl_win_loss')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded" style={{ background: STAKE }} />
          {t('pnl_stake')}
        </span>
      </p>
    </div>
  );
};
