/**
 * What a live table deals and shows, drawn in code: playing cards (rank and suit, red or black)
 * that turn over as they are dealt, dice with pips, a roulette pocket, and stacked chips. The turn
 * is a CSS transition that reduced motion skips.
 */
import { rouletteColor } from '@luckwell/games/live/roulette';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipLabel } from './chips.ts';

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_LABEL: Record<string, string> = { A: 'A', T: '10', J: 'J', Q: 'Q', K: 'K' };

/** "TD" → { rank: "10", suit: "♦", red: true }. */
export const cardFace = (code: string) => {
  const rank = code.slice(0, 1);
  const suit = code.slice(1, 2);
  return {
    rank: RANK_LABEL[rank] ?? rank,
    suit: SUIT_SYMBOL[suit] ?? '?',
    red: suit === 'H' || suit === 'D',
  };
};

/** A card that turns face up just after it mounts. */
export const PlayingCard = ({
  code,
  sideways = false,
  size = 'md',
}: {
  code: string;
  sideways?: boolean;
  size?: 'sm' | 'md';
}) => {
  const { t } = useTranslation();
  const [up, setUp] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setUp(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const face = cardFace(code);
  const box = size === 'sm' ? 'h-12 w-9 text-sm' : 'h-16 w-12 text-base sm:h-20 sm:w-14 sm:text-lg';
  return (
    <span
      role="img"
      aria-label={t('live_card', { rank: face.rank, suit: t(`live_suit_${code.slice(1, 2)}`) })}
      data-testid="live-card"
      data-card={code}
      className={`inline-block shrink-0 [perspective:600px] ${sideways ? 'rotate-90' : ''}`}
    >
      <span
        className={`relative grid ${box} place-items-center rounded-md border border-black/10 bg-gradient-to-br from-white to-slate-200 font-extrabold shadow-lg shadow-black/40 transition-transform duration-500 ease-out [transform-style:preserve-3d] motion-reduce:transition-none ${face.red ? 'text-red-600' : 'text-slate-900'}`}
        style={{ transform: up ? 'rotateY(0deg)' : 'rotateY(90deg)' }}
      >
        <span className="absolute top-0.5 left-1 text-[0.7em] leading-none" aria-hidden="true">
          {face.rank}
        </span>
        <span className="leading-none" aria-hidden="true">
          <span className="block text-center">{face.rank}</span>
          <span className="block text-center text-[1.15em]">{face.suit}</span>
        </span>
      </span>
    </span>
  );
};

/** A card's place before it is dealt: a back with the house's pattern. */
export const CardBack = ({ size = 'md' }: { size?: 'sm' | 'md' }) => (
  <span
    aria-hidden="true"
    className={`inline-block shrink-0 rounded-md border-2 border-white/70 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_4px,#991b1b_4px_8px)] shadow-lg shadow-black/40 ${size === 'sm' ? 'h-12 w-9' : 'h-16 w-12 sm:h-20 sm:w-14'}`}
  />
);

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [25, 25],
    [50, 50],
    [75, 75],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** One die showing `value`, drawn as an SVG. */
export const Die = ({ value, className = 'size-10' }: { value: number; className?: string }) => {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 100 100" className={className} role="img" aria-label={t('live_die', { value })}>
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="4" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r="9"
          fill={value === 1 || value === 4 ? '#dc2626' : '#0f172a'}
        />
      ))}
    </svg>
  );
};

const POCKET_COLOR = {
  green: 'bg-emerald-600 text-white',
  red: 'bg-red-600 text-white',
  black: 'bg-slate-900 text-white ring-1 ring-white/20',
} as const;

/** A roulette number in its pocket's colour. */
export const Pocket = ({ number, size = 'md' }: { number: number; size?: 'sm' | 'md' | 'lg' }) => {
  const box = size === 'lg' ? 'size-16 text-2xl' : size === 'sm' ? 'size-6 text-[10px]' : 'size-9 text-sm';
  return (
    <span
      className={`inline-grid shrink-0 place-items-center rounded-full font-extrabold tabular-nums ${box} ${POCKET_COLOR[rouletteColor(number)]}`}
      data-testid="live-pocket"
    >
      {number}
    </span>
  );
};

const CHIP_COLOURS = [
  'from-slate-100 to-slate-300 text-slate-900 border-slate-400',
  'from-red-500 to-red-700 text-white border-red-300',
  'from-sky-500 to-sky-700 text-white border-sky-300',
  'from-emerald-500 to-emerald-700 text-white border-emerald-300',
  'from-zinc-800 to-black text-gold border-gold/70',
  'from-fuchsia-500 to-purple-700 text-white border-fuchsia-300',
];

/** A chip's colours by its place among the table's chip values. */
export const chipColour = (index: number) => CHIP_COLOURS[index % CHIP_COLOURS.length] ?? CHIP_COLOURS[0];

/** A chip face with its value (the table's chip values decide its colour). */
export const ChipFace = ({
  amount,
  index,
  className = 'size-11 text-xs',
}: {
  amount: number;
  index: number;
  className?: string;
}) => (
  <span
    aria-hidden="true"
    className={`grid shrink-0 place-items-center rounded-full border-[3px] border-dashed bg-gradient-to-br font-extrabold shadow-md shadow-black/50 ${chipColour(index)} ${className}`}
  >
    {chipLabel(amount)}
  </span>
);

/** The chips a player picks a stake from (live tables, cockfight arenas): one pressed at a time. */
export const ChipRack = ({
  legend,
  chips,
  chip,
  onChip,
  chipName,
  testId,
}: {
  legend: string;
  chips: readonly number[];
  chip: number;
  onChip: (value: number) => void;
  /** The chip's accessible name ("Chip 50.00 VND"). */
  chipName: (value: number) => string;
  testId: string;
}) => (
  <fieldset className="min-w-0">
    <legend className="sr-only">{legend}</legend>
    <div className="flex gap-1.5 overflow-x-auto p-1" data-testid={testId}>
      {chips.map((value, index) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === chip}
          aria-label={chipName(value)}
          onClick={() => onChip(value)}
          className="shrink-0 rounded-full p-0.5 transition aria-pressed:-translate-y-1 aria-pressed:ring-2 aria-pressed:ring-gold"
        >
          <ChipFace amount={value} index={index} />
        </button>
      ))}
    </div>
  </fieldset>
);

/** The stake on a spot as a chip: pending chips dashed gold, confirmed ones solid. */
export const StakeChip = ({
  pending,
  confirmed,
  className = '',
}: {
  pending: number;
  confirmed: number;
  className?: string;
}) => {
  const total = pending + confirmed;
  if (total <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="stake-chip"
      className={`pointer-events-none grid min-w-7 place-items-center rounded-full border-2 px-1 py-0.5 text-[10px] leading-none font-extrabold tabular-nums shadow-md shadow-black/60 ${
        pending > 0
          ? 'border-dashed border-gold bg-amber-500 text-black'
          : 'border-white/70 bg-emerald-600 text-white'
      } ${className}`}
    >
      {chipLabel(total)}
    </span>
  );
};
