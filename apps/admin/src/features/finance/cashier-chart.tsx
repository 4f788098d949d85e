/**
 * The cashier report drawn as SVG: deposits and withdrawals as paired bars per day, net as a line,
 * manual adjustments as a dashed line. Decorative for screen readers (the table below carries the
 * numbers); the summary is its accessible name. No chart library: a few dozen lines of SVG.
 */
import type { TCashierReportDay } from '@luckwell/contracts/admin/cashier-report';
import { useEffect, useRef, useState } from 'react';

const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 300;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 28, left: 64 };

/**
 * The drawing's width follows its box, so text stays 11 px on a phone instead of shrinking with
 * the whole picture. Without ResizeObserver (tests) it keeps the default.
 */
export const useWidth = () => {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

/** Minor-unit-free numbers for drawing only: the table shows the exact amounts. */
const value = (money: string) => Number(money);

/** 12500000 → "12.5M": axis labels only. */
export const compactAmount = (n: number) => {
  const abs = Math.abs(n);
  const [div, suffix] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  return `${n < 0 ? '-' : ''}${Number((abs / div).toFixed(1))}${suffix}`;
};

/** A chart's value axis: a line across the plot at each tick (solid at zero), labelled compactly. */
export const ValueTicks = ({
  ticks,
  y,
  left,
  right,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
}) =>
  [...new Set(ticks)].map((tick) => (
    <g key={tick}>
      <line
        x1={left}
        x2={right}
        y1={y(tick)}
        y2={y(tick)}
        className="stroke-line"
        strokeDasharray={tick === 0 ? undefined : '3 4'}
      />
      <text x={left - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[11px]">
        {compactAmount(tick)}
      </text>
    </g>
  ));

export const CashierChart = ({
  days,
  label,
  legend,
}: {
  days: TCashierReportDay[];
  /** The chart's accessible name: what it shows and its totals, already translated. */
  label: string;
  legend: { deposits: string; withdrawals: string; net: string; adjustments: string };
}) => {
  const { ref, width: WIDTH } = useWidth();
  const numbers = days.map((d) => ({
    deposits: value(d.deposits),
    withdrawals: value(d.withdrawals),
    net: value(d.net),
    adjustments: value(d.adjustments),
  }));
  const all = numbers.flatMap((n) => [n.deposits, n.withdrawals, n.net, n.adjustments]);
  const max = Math.max(1, ...all);
  const min = Math.min(0, ...all);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH;
  const slot = plotW / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(18, slot * 0.32));
  const cx = (i: number) => PAD.left + slot * i + slot / 2;
  const ticks = [max, (max + min) / 2, min === 0 ? 0 : min, ...(min < 0 ? [0] : [])];
  // About one day label per 64 px, so they never run into each other.
  const every = Math.ceil(days.length / Math.max(2, Math.floor(plotW / 64)));
  const line = (key: 'net' | 'adjustments') =>
    numbers.map((n, i) => `${i === 0 ? 'M' : 'L'}${cx(i).toFixed(1)},${y(n[key]).toFixed(1)}`).join(' ');

  return (
    <figure ref={ref} className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full">
        <ValueTicks ticks={ticks} y={y} left={PAD.left} right={WIDTH - PAD.right} />
        {numbers.map((n, i) => (
          <g key={days[i]!.day}>
            <rect
              x={cx(i) - bar - 1}
              y={y(Math.max(0, n.deposits))}
              width={bar}
              height={Math.abs(y(n.deposits) - y(0))}
              rx={2}
              className="fill-jade"
              data-series="deposits"
            />
            <rect
              x={cx(i) + 1}
              y={y(Math.max(0, n.withdrawals))}
              width={bar}
              height={Math.abs(y(n.withdrawals) - y(0))}
              rx={2}
              className="fill-danger"
              data-series="withdrawals"
            />
            {i % every === 0 && (
              <text x={cx(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                {days[i]!.day.slice(5)}
              </text>
            )}
          </g>
        ))}
        <path
          d={line('adjustments')}
          fill="none"
          className="stroke-violet"
          strokeWidth={2}
          strokeDasharray="5 4"
        />
        <path
          d={line('net')}
          fill="none"
          className="stroke-primary"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {numbers.map((n, i) => (
          <circle key={days[i]!.day} cx={cx(i)} cy={y(n.net)} r={3} className="fill-primary" />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-ink/80">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-jade" />
          {legend.deposits}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-danger" />
          {legend.withdrawals}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-4 bg-primary" />
          {legend.net}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-4 border-t-2 border-dashed border-violet" />
          {legend.adjustments}
        </span>
      </figcaption>
    </figure>
  );
};
