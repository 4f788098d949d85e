/**
 * Engagement spend drawn as SVG (ADR 072): one stacked bar per day, a segment per source in the
 * legend's colour. Decorative for screen readers (the totals and the table carry the numbers); its
 * summary is its accessible name. A day whose bonuses returned more than they paid draws no bonus
 * segment; the numbers say so.
 */
import type { TSpendDay, TSpendSource } from '@luckwell/contracts/admin/promotion-report';
import { useWidth, ValueTicks } from '../finance/cashier-chart.tsx';

const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 60 };

/** Each source's colour: the bar's fill and the legend's swatch. */
export const SOURCE_COLOURS: Record<TSpendSource, { fill: string; swatch: string }> = {
  bonus: { fill: 'fill-primary', swatch: 'bg-primary' },
  rebate: { fill: 'fill-jade', swatch: 'bg-jade' },
  vip: { fill: 'fill-amber-300', swatch: 'bg-amber-300' },
  referral: { fill: 'fill-violet', swatch: 'bg-violet' },
  missions: { fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  envelopes: { fill: 'fill-danger', swatch: 'bg-danger' },
  wheel: { fill: 'fill-orange-400', swatch: 'bg-orange-400' },
  points: { fill: 'fill-teal-300', swatch: 'bg-teal-300' },
  other: { fill: 'fill-slate-400', swatch: 'bg-slate-400' },
};

export const SpendChart = ({
  days,
  sources,
  label,
}: {
  days: TSpendDay[];
  /** The sources to draw, bottom first. */
  sources: readonly TSpendSource[];
  /** The chart's accessible name, already translated. */
  label: string;
}) => {
  const { ref, width } = useWidth();
  const stacks = days.map((day) => {
    let base = 0;
    return sources.map((source) => {
      const amount = Math.max(0, Number(day[source]));
      const segment = { source, from: base, to: base + amount };
      base += amount;
      return segment;
    });
  });
  const max = Math.max(1, ...stacks.map((stack) => stack.at(-1)?.to ?? 0));
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / max) * plotH;
  const slot = plotW / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(28, slot * 0.6));
  const cx = (i: number) => PAD.left + slot * i + slot / 2;
  const every = Math.ceil(days.length / Math.max(2, Math.floor(plotW / 64)));
  return (
    <figure ref={ref}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full">
        <ValueTicks ticks={[max, max / 2, 0]} y={y} left={PAD.left} right={width - PAD.right} />
        {stacks.map((stack, i) => (
          <g key={days[i]!.day}>
            {stack
              .filter((segment) => segment.to > segment.from)
              .map((segment) => (
                <rect
                  key={segment.source}
                  x={cx(i) - bar / 2}
                  y={y(segment.to)}
                  width={bar}
                  height={Math.max(1, y(segment.from) - y(segment.to))}
                  className={SOURCE_COLOURS[segment.source].fill}
                  data-series={segment.source}
                />
              ))}
            {i % every === 0 && (
              <text x={cx(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                {days[i]!.day.slice(5)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
};

/** A promotion's bonus paid per day as a small line. */
export const Sparkline = ({ values, label }: { values: readonly string[]; label: string }) => {
  const numbers = values.map(Number);
  const max = Math.max(1, ...numbers);
  const w = 96;
  const h = 24;
  const step = numbers.length > 1 ? w / (numbers.length - 1) : w;
  const path = numbers
    .map(
      (n, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${(h - 2 - (n / max) * (h - 4)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} className="h-6 w-24">
      <path d={path} fill="none" className="stroke-primary" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
};
