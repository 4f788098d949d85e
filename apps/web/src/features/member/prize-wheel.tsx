/**
 * The prize wheel drawn in SVG: one segment per prize, clockwise from the top in the server's order,
 * a rim of lights, the pointer at the top and a gold hub. The wheel never picks anything: it turns
 * to the prize the server returned (`landingRotation`), and says when it has stopped.
 */
import type { TWheelPrize } from '@luckwell/contracts/member/rewards';
import { useId } from 'react';

const SIZE = 400;
const C = SIZE / 2;
const R = 172;
const SPIN_MS = 4800;

/** The rim's lights, every 15°. */
const BULBS = Array.from({ length: 24 }, (_, index) => index * 15);

const PALETTE = ['#b3122a', '#17275e', '#8a1c7c', '#0d5c63'];

/** The colour of segment `index` of `count`: the palette in turn, never the same colour side by side. */
const colourOf = (index: number, count: number) => {
  const colour = PALETTE[index % PALETTE.length] ?? PALETTE[0];
  if (index === count - 1 && count % PALETTE.length === 1 && count > 1) return PALETTE[1] as string;
  return colour as string;
};

const point = (angle: number, radius: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(rad), C + radius * Math.sin(rad)] as const;
};

const segmentPath = (from: number, to: number) => {
  const [x1, y1] = point(from, R);
  const [x2, y2] = point(to, R);
  const large = to - from > 180 ? 1 : 0;
  return `M${C} ${C}L${x1.toFixed(2)} ${y1.toFixed(2)}A${R} ${R} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}Z`;
};

const normalise = (angle: number) => ((angle % 360) + 360) % 360;

/**
 * The rotation (degrees, clockwise, from `from`) that stops segment `index` of `count` under the
 * pointer at the top after `turns` full turns; `offset` (within ±half a segment) moves the stop
 * inside the segment so that every spin does not end on its centre line.
 */
export const landingRotation = ({
  from,
  index,
  count,
  turns = 6,
  offset = 0,
}: {
  from: number;
  index: number;
  count: number;
  turns?: number;
  offset?: number;
}) => {
  const segment = 360 / count;
  const stop = normalise(360 - (index + 0.5) * segment + offset);
  return from + turns * 360 + normalise(stop - normalise(from));
};

/** The segment under the pointer when the wheel is turned by `rotation` degrees. */
export const segmentUnderPointer = (rotation: number, count: number) =>
  Math.floor(normalise(360 - normalise(rotation)) / (360 / count)) % count;

/** A random stop inside the segment (cosmetic only: the prize is already decided). */
export const landingOffset = (count: number) => (Math.random() - 0.5) * (360 / count) * 0.6;

type PrizeWheelProps = {
  prizes: TWheelPrize[];
  rotation: number;
  /** Turning now (animated); false: drawn at `rotation` at once. */
  spinning: boolean;
  onStopped: () => void;
  /** What the wheel is called for screen readers. */
  label: string;
};

export const PrizeWheel = ({ prizes, rotation, spinning, onStopped, label }: PrizeWheelProps) => {
  const id = useId().replace(/:/g, '');
  const count = Math.max(prizes.length, 1);
  const segment = 360 / count;
  const gold = `url(#${id}-gold)`;
  const labelSize = count > 10 ? 12 : count > 8 ? 14 : 16;
  return (
    <figure
      className="relative mx-auto aspect-square w-full max-w-[22rem] overflow-hidden"
      aria-label={label}
    >
      <div
        className="h-full w-full will-change-transform"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.72, 0.1, 1)` : 'none',
        }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && spinning) onStopped();
        }}
        data-testid="prize-wheel"
        data-rotation={rotation}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" className="h-full w-full">
          <defs>
            <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fff1bf" />
              <stop offset="0.45" stopColor="#f3c24f" />
              <stop offset="1" stopColor="#a8721a" />
            </linearGradient>
            <radialGradient id={`${id}-shade`} cx="0.5" cy="0.5" r="0.5">
              <stop offset="0.55" stopColor="#000" stopOpacity="0" />
              <stop offset="1" stopColor="#000" stopOpacity="0.35" />
            </radialGradient>
          </defs>
          <circle cx={C} cy={C} r={196} fill="#2a1406" />
          <circle cx={C} cy={C} r={190} fill={gold} />
          <circle cx={C} cy={C} r={R + 4} fill="#3b0a12" />
          {prizes.map((prize, index) => {
            const from = index * segment;
            const middle = from + segment / 2;
            const [lx, ly] = point(middle, R * 0.62);
            return (
              <g key={prize.id} opacity={prize.available ? 1 : 0.55}>
                <path
                  d={segmentPath(from, from + segment)}
                  fill={colourOf(index, count)}
                  stroke={gold}
                  strokeWidth="2"
                />
                <text
                  x={lx}
                  y={ly}
                  transform={`rotate(${middle - 90} ${lx.toFixed(2)} ${ly.toFixed(2)})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={prize.label.length > 10 ? labelSize - 3 : labelSize}
                  fontWeight="800"
                  fill={prize.kind === 'cash' ? '#ffe9a8' : '#f6f3ea'}
                  style={{ paintOrder: 'stroke' }}
                  stroke="#00000066"
                  strokeWidth="3"
                >
                  {prize.label}
                </text>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={R} fill={`url(#${id}-shade)`} />
          {BULBS.map((angle) => {
            const [x, y] = point(angle, 183);
            return (
              <circle
                key={angle}
                cx={x}
                cy={y}
                r="4.2"
                fill={angle % 30 === 0 ? '#fffbe8' : '#ffcf5a'}
                stroke="#7a4f10"
                strokeWidth="1"
              />
            );
          })}
        </svg>
      </div>
      {/* The pointer and the hub stay put while the wheel turns. */}
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 h-full w-full drop-shadow-[0_6px_10px_rgba(0,0,0,0.5)]"
      >
        <defs>
          <linearGradient id={`${id}-pin`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff1bf" />
            <stop offset="0.5" stopColor="#f3c24f" />
            <stop offset="1" stopColor="#a8721a" />
          </linearGradient>
        </defs>
        <path
          d={`M${C - 20} 2H${C + 20}L${C} 50Z`}
          fill={`url(#${id}-pin)`}
          stroke="#6b440c"
          strokeWidth="2"
        />
        <circle cx={C} cy="14" r="5" fill="#b3122a" />
        <circle cx={C} cy={C} r="38" fill="#3b0a12" />
        <circle cx={C} cy={C} r="33" fill={`url(#${id}-pin)`} stroke="#6b440c" strokeWidth="2" />
        <path
          d={`M${C} ${C - 17}Q${C} ${C} ${C + 17} ${C}Q${C} ${C} ${C} ${C + 17}Q${C} ${C} ${C - 17} ${C}Q${C} ${C} ${C} ${C - 17}Z`}
          fill="#b3122a"
        />
      </svg>
    </figure>
  );
};

export const WHEEL_SPIN_MS = SPIN_MS;
