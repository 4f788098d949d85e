/**
 * The income page's chart (recharts, with the site's shared axes and tooltip): what was paid per
 * business day of the period, stacked by contract kind, a period counted on the day it ended. Only
 * the income page imports it, so the library never reaches the home page's first load. Values become
 * numbers only to be drawn; the tooltip shows every amount through formatMoney.
 */
import { CONTRACT_KINDS, type TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import type { TAgentIncome } from '@luckwell/contracts/agent/team-reports';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  amountAxis,
  chartGrid,
  chartNoneClass,
  chartTooltipStyle,
  dayAxis,
  dayChartMargin,
  dayLabel,
} from '../../shared/chart-style.ts';
import { formatMoney } from '../../shared/format-money.ts';

type Day = TAgentIncome['days'][number];

export const KIND_COLOUR: Record<TContractKind, string> = {
  dailyWage: 'var(--color-primary)',
  dividend: '#34d399',
  hourlySalary: '#38bdf8',
  realtimeSalary: '#c084fc',
};

export const IncomeChart = ({ days, currencySymbol }: { days: Day[]; currencySymbol: string }) => {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    label: dayLabel(day.day),
    ...Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, Number(day[kind])])),
    raw: day,
  }));
  const kinds = CONTRACT_KINDS.filter((kind) => days.some((day) => Number(day[kind]) > 0));
  if (kinds.length === 0) {
    return <p className={chartNoneClass}>{t('inc_chart_none')}</p>;
  }
  return (
    <div role="img" aria-label={t('inc_chart_label')} data-testid="income-chart">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} margin={dayChartMargin}>
          <CartesianGrid {...chartGrid} />
          <XAxis dataKey="label" {...dayAxis} />
          <YAxis {...amountAxis} />
          <Tooltip
            contentStyle={chartTooltipStyle}
            formatter={(_value, name, item) => {
              const kind = name as TContractKind;
              return [
                formatMoney((item.payload as { raw: Day }).raw[kind], currencySymbol),
                t(`ct_menu_${kind}`),
              ];
            }}
          />
          <Legend formatter={(name) => t(`ct_menu_${name as TContractKind}`)} />
          {kinds.map((kind) => (
            <Bar key={kind} dataKey={kind} stackId="income" fill={KIND_COLOUR[kind]} maxBarSize={22} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
};
