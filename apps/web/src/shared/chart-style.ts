/**
 * What the site's charts (recharts) share: the axis's short amounts, the tooltip's card, the ticks,
 * the grid, and the box a chart leaves when it has nothing to draw.
 */

/** 12,345,678 → "12.3M"; the axis only, the tooltip shows the exact amount. */
export const compactAmount = (value: number) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** The tooltip drawn as the site's cards. */
export const chartTooltipStyle = {
  background: 'var(--color-surface)',
  border: '1px solid var(--color-line)',
  borderRadius: 12,
  color: 'var(--color-ink)',
};

export const chartTick = { fill: 'currentColor', fontSize: 11 };

/** The grid behind a chart (spread into `<CartesianGrid>`): faint lines across, none up. */
export const chartGrid = { stroke: 'rgba(255,255,255,0.08)', vertical: false } as const;

/** The room a 240 px day chart leaves around its plot. */
export const dayChartMargin = { top: 8, right: 4, bottom: 0, left: 0 };

/** In a chart's place when it has nothing to draw: a dashed box as tall as the chart, with why. */
export const chartNoneClass =
  'grid h-60 place-items-center rounded-xl border border-dashed border-line/70 px-4 text-center text-sm text-muted';

/** The day axis under a chart (spread into `<XAxis>`). */
export const dayAxis = { tick: chartTick, tickLine: false, minTickGap: 12 } as const;

/** An amount axis on the left (spread into `<YAxis>`): short amounts, no line. */
export const amountAxis = {
  tick: chartTick,
  tickFormatter: compactAmount,
  width: 44,
  tickLine: false,
  axisLine: false,
} as const;

/** A business day yyyy-MM-dd as the axis shows it ("11/26"). */
export const dayLabel = (day: string) => day.slice(5).replace('-', '/');
