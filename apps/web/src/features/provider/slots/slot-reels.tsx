/**
 * The five reels. Each reel is a column of symbols in a window three symbols tall, moved with CSS
 * transforms only: `loop` scrolls the reel's real strip while the provider answers, `land` scrolls
 * a column built from the strip (`landingColumn`) down onto the server's stop with a small
 * overshoot, `still` shows a window. Wins are rings on their cells and, for a payline, a line drawn
 * across the reels.
 */
import type { SlotModel } from '@luckwell/games/slots/types';
import { useLayoutEffect, useRef } from 'react';
import { ROWS } from './slot-play.ts';
import { SymbolArt, type SymbolSet } from './slot-symbols.tsx';

export type ReelMotion =
  | { kind: 'still'; column: readonly number[]; offset: number }
  | { kind: 'loop' }
  | {
      kind: 'land';
      column: readonly number[];
      from: number;
      to: number;
      durationMs: number;
      /** A new landing restarts the transition. */
      key: number;
    };

/** The landing's ease: fast off the loop, slowing, a small overshoot past the stop and back. */
const LANDING_EASE = 'cubic-bezier(0.22, 0.62, 0.32, 1.1)';

const shift = (offset: number, length: number) => `translate3d(0, ${(-offset / length) * 100}%, 0)`;

const Reel = ({
  reel,
  motion,
  strip,
  codes,
  set,
  highlight,
}: {
  reel: number;
  motion: ReelMotion;
  strip: readonly number[];
  codes: readonly string[];
  set: SymbolSet;
  highlight: Set<string> | null;
}) => {
  const column = motion.kind === 'loop' ? [...strip, ...strip] : motion.column;
  const ref = useRef<HTMLDivElement>(null);
  const landKey = motion.kind === 'land' ? motion.key : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a landing runs once per key.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || motion.kind !== 'land') return;
    el.style.transition = 'none';
    el.style.transform = shift(motion.from, motion.column.length);
    // Read layout so the browser takes the start position before the transition begins.
    void el.getBoundingClientRect();
    el.style.transition = `transform ${motion.durationMs}ms ${LANDING_EASE}`;
    el.style.transform = shift(motion.to, motion.column.length);
  }, [landKey]);

  const still = motion.kind === 'still' ? motion.offset : motion.kind === 'land' ? motion.to : 0;
  return (
    <div className="relative overflow-hidden" style={{ aspectRatio: '1 / 3' }} data-testid="slot-reel">
      <div
        ref={ref}
        className={`absolute inset-x-0 top-0 ${motion.kind === 'loop' ? 'lw-slot-loop' : ''}`}
        style={{
          height: `${(column.length / ROWS) * 100}%`,
          ...(motion.kind === 'still'
            ? { transform: shift(motion.offset, column.length), transition: 'none' }
            : {}),
          ...(motion.kind === 'loop' ? { animationDuration: `${strip.length * 55}ms` } : {}),
        }}
      >
        {column.map((symbol, i) => {
          const row = i - still;
          const inWindow = motion.kind !== 'loop' && row >= 0 && row < ROWS;
          const lit = inWindow && highlight?.has(`${reel}:${row}`);
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's cells are positions.
              key={i}
              className="relative flex items-center justify-center p-[8%]"
              style={{ height: `${100 / column.length}%` }}
              data-testid={inWindow ? 'slot-cell' : undefined}
              data-symbol={inWindow ? codes[symbol] : undefined}
              data-win={lit ? 'true' : undefined}
            >
              {lit && <span aria-hidden="true" className="lw-slot-win absolute inset-[4%] rounded-xl" />}
              <SymbolArt
                code={codes[symbol] ?? ''}
                set={set}
                className={`relative h-full w-full drop-shadow-[0_3px_3px_rgba(0,0,0,0.55)] transition-opacity duration-300 ${
                  highlight && inWindow && !lit ? 'opacity-35' : ''
                } ${lit ? 'lw-slot-pop' : ''}`}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
};

export const SlotReels = ({
  model,
  set,
  motions,
  highlight,
  lines,
  label,
}: {
  model: SlotModel;
  set: SymbolSet;
  motions: readonly ReelMotion[];
  /** Cells (`reel:row`) of the wins shown; the rest are dimmed. Null: nothing highlighted. */
  highlight: Set<string> | null;
  /** The paylines shown (a row per reel each), drawn across the reels. */
  lines: readonly (readonly number[])[];
  label: string;
}) => {
  const codes = model.symbols.map((s) => s.code);
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="slot-reels"
      className="relative grid grid-cols-5 divide-x divide-primary/15 overflow-hidden rounded-2xl bg-[linear-gradient(180deg,#0a1130_0%,#131d4a_50%,#0a1130_100%)] shadow-[inset_0_0_24px_rgba(0,0,0,0.8)]"
    >
      {motions.map((motion, reel) => (
        <Reel
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels.
          key={reel}
          reel={reel}
          motion={motion}
          strip={model.reels[reel]!}
          codes={codes}
          set={set}
          highlight={highlight}
        />
      ))}
      {lines.length > 0 && (
        <svg
          aria-hidden="true"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full drop-shadow-[0_0_6px_rgba(242,193,78,0.9)]"
          data-testid="slot-lines"
        >
          {lines.map((rows, i) => (
            <polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one spin, in order.
              key={i}
              points={rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
              fill="none"
              stroke="#ffe08a"
              strokeWidth={lines.length > 1 ? 3 : 5}
              strokeOpacity={lines.length > 1 ? 0.85 : 1}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
      {/* Glass: a highlight over the reels and shade at top and bottom. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(180deg,rgba(0,0,0,0.45)_0%,transparent_14%,transparent_86%,rgba(0,0,0,0.45)_100%)]"
      />
    </div>
  );
};

/** The keyframes the reels and the celebration use (a style element in the slot's own chunk). */
export const SLOT_STYLES = `
@keyframes lw-slot-loop { from { transform: translate3d(0, -50%, 0); } to { transform: translate3d(0, 0, 0); } }
.lw-slot-loop { animation-name: lw-slot-loop; animation-timing-function: linear; animation-iteration-count: infinite; filter: blur(1.5px); }
@keyframes lw-slot-win { 0%, 100% { box-shadow: 0 0 0 2px #f2c14e, 0 0 10px 2px rgba(242,193,78,0.55); } 50% { box-shadow: 0 0 0 3px #ffe9a8, 0 0 22px 6px rgba(242,193,78,0.85); } }
.lw-slot-win { animation: lw-slot-win 0.9s ease-in-out infinite; background: radial-gradient(circle, rgba(242,193,78,0.22), transparent 70%); }
@keyframes lw-slot-pop { 0%, 100% { transform: scale(1); } 50% { transform: scale(1.1); } }
.lw-slot-pop { animation: lw-slot-pop 0.9s ease-in-out infinite; }
@keyframes lw-slot-coin { from { transform: translate3d(0, -20%, 0) rotate(0deg); opacity: 1; } to { transform: translate3d(0, 110vh, 0) rotate(540deg); opacity: 0.9; } }
.lw-slot-coin { position: absolute; top: -10%; animation: lw-slot-coin linear infinite; }
@keyframes lw-slot-zoom { from { transform: scale(0.4); opacity: 0; } to { transform: scale(1); opacity: 1; } }
.lw-slot-zoom { animation: lw-slot-zoom 0.45s cubic-bezier(0.2, 1.4, 0.4, 1) both; }
@media (prefers-reduced-motion: reduce) {
  .lw-slot-loop, .lw-slot-win, .lw-slot-pop, .lw-slot-coin, .lw-slot-zoom { animation: none; filter: none; }
}
`;
