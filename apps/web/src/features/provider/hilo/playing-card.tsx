/**
 * A playing card drawn in SVG (ADR 038): rank in the corners, the suit as a vector pip, or the
 * Luckwell back when face down. Card 0–51 as the hi-lo engine deals it (rank = card mod 13, A low).
 */
import { hiloRank, hiloSuit } from '@luckwell/games/hilo';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const rankLabel = (card: number) => RANKS[hiloRank(card) - 1]!;

/** ♠ ♥ ♦ ♣ as paths in a 24×24 box. */
const SUIT_PATHS = [
  'M12 2C9 6 3.5 9.3 3.5 13.4A4.3 4.3 0 0 0 10.8 16.6L9.6 22h4.8l-1.2-5.4a4.3 4.3 0 0 0 7.3-3.2C20.5 9.3 15 6 12 2z',
  'M12 21.5C8.5 18.6 2.5 14.5 2.5 9A5 5 0 0 1 12 6.6 5 5 0 0 1 21.5 9c0 5.5-6 9.6-9.5 12.5z',
  'M12 1.8 19.4 12 12 22.2 4.6 12z',
  'M12 2.5a4.4 4.4 0 0 0-3.6 6.9A4.4 4.4 0 1 0 10.6 16L9.6 22h4.8l-1-6a4.4 4.4 0 1 0 2.2-6.6A4.4 4.4 0 0 0 12 2.5z',
];

export const SuitPip = ({ suit, className }: { suit: number; className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
    <path d={SUIT_PATHS[suit]} fill="currentColor" />
  </svg>
);

type CardProps = { card: number | null; label: string; small?: boolean; className?: string };

export const PlayingCard = ({ card, label, small = false, className = '' }: CardProps) => {
  const size = small ? 'w-9 rounded-md' : 'w-28 rounded-2xl sm:w-36';
  if (card === null) {
    return (
      <div
        role="img"
        aria-label={label}
        className={`${size} ${className} aspect-[5/7] border-2 border-primary/60 bg-[repeating-linear-gradient(45deg,#1a2448_0_6px,#22305e_6px_12px)] p-1.5 shadow-xl`}
      >
        <div className="grid size-full place-items-center rounded-xl border border-primary/40 text-2xl font-black text-gold">
          {small ? '' : 'L'}
        </div>
      </div>
    );
  }
  const suit = hiloSuit(card);
  const red = suit === 1 || suit === 2;
  const colour = red ? 'text-red-600' : 'text-slate-900';
  return (
    <div
      role="img"
      aria-label={label}
      data-card={card}
      className={`${size} ${className} ${colour} relative aspect-[5/7] border border-white/70 bg-gradient-to-br from-white to-[#f3ecd9] shadow-xl`}
    >
      <div
        className={`absolute left-[8%] top-[5%] flex flex-col items-center leading-none ${small ? '' : 'gap-0.5'}`}
      >
        <span className={`font-black ${small ? 'text-[11px]' : 'text-xl sm:text-2xl'}`}>
          {rankLabel(card)}
        </span>
        {!small && <SuitPip suit={suit} className="size-4 sm:size-5" />}
      </div>
      <SuitPip
        suit={suit}
        className={small ? 'absolute bottom-[10%] right-[12%] size-4' : 'absolute inset-0 m-auto size-1/2'}
      />
      {!small && (
        <div className="absolute bottom-[5%] right-[8%] flex rotate-180 flex-col items-center gap-0.5 leading-none">
          <span className="text-xl font-black sm:text-2xl">{rankLabel(card)}</span>
          <SuitPip suit={suit} className="size-4 sm:size-5" />
        </div>
      )}
    </div>
  );
};
