/** What the site's charts (recharts) share: the axis's short amounts, the tooltip's card, the ticks. */

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
