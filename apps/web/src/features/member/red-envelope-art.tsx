/**
 * A red envelope (lì xì) drawn in SVG (DESIGN.md §6: no stock art): red paper with a gold border,
 * a plum blossom in each lower corner, a gold diamond and a coin seal on the flap. Opened, the flap
 * folds back and a gold card with the amount rises out of it — animated once when the member opens
 * it (the flap, then the card), at once when it was opened before or the reader wants less motion.
 */
import { useEffect, useId, useState } from 'react';

type EnvelopeArtProps = {
  /** Open, showing `amount` on the card. */
  opened: boolean;
  /** Play the opening (the member has just opened it); false: draw it as it is. */
  animate?: boolean;
  /** The amount as shown ("₫24,500"). */
  amount?: string | null;
};

const Blossom = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <g transform={`translate(${x} ${y})`}>
    {[0, 72, 144, 216, 288].map((angle) => (
      <ellipse
        key={angle}
        cx="0"
        cy={-r * 0.62}
        rx={r * 0.42}
        ry={r * 0.56}
        fill="#ffd9e0"
        fillOpacity="0.9"
        transform={`rotate(${angle})`}
      />
    ))}
    <circle r={r * 0.28} fill="#f6c453" />
  </g>
);

/** Font size that fits the amount on the card (about 120 units wide). */
const amountSize = (text: string) => Math.min(24, 200 / Math.max(1, text.length));

export const EnvelopeArt = ({ opened, animate = false, amount = null }: EnvelopeArtProps) => {
  const id = useId().replace(/:/g, '');
  const [open, setOpen] = useState(opened && !animate);
  useEffect(() => {
    if (!opened) {
      setOpen(false);
      return;
    }
    if (!animate) {
      setOpen(true);
      return;
    }
    // Drawn closed first, then opened, so the transitions play.
    const timer = window.setTimeout(() => setOpen(true), 40);
    return () => window.clearTimeout(timer);
  }, [opened, animate]);

  const gold = `url(#${id}-gold)`;
  const flapPath = 'M30 72Q30 60 42 60H158Q170 60 170 72L110 124Q100 133 90 124Z';
  const fold = (shown: boolean, delay: number, origin: 'top' | 'bottom') => ({
    transformBox: 'fill-box' as const,
    transformOrigin: origin,
    transform: shown ? 'scaleY(1)' : 'scaleY(0)',
    transition: animate ? `transform 260ms ease-in-out ${delay}ms` : 'none',
  });

  return (
    <svg
      viewBox="0 -34 200 274"
      aria-hidden="true"
      className="h-full w-full overflow-visible drop-shadow-[0_12px_18px_rgba(0,0,0,0.45)]"
      data-opened={open}
    >
      <defs>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1bf" />
          <stop offset="0.45" stopColor="#f3c24f" />
          <stop offset="1" stopColor="#b57d1c" />
        </linearGradient>
        <linearGradient id={`${id}-red`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e52a36" />
          <stop offset="1" stopColor="#a50f1f" />
        </linearGradient>
        <linearGradient id={`${id}-flap`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c8172a" />
          <stop offset="1" stopColor="#f03a44" />
        </linearGradient>
        <linearGradient id={`${id}-card`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fffaf0" />
          <stop offset="1" stopColor="#f8e3a8" />
        </linearGradient>
      </defs>
      {/* The inside of the envelope, seen when the flap is open. */}
      <rect x="30" y="60" width="140" height="170" rx="12" fill="#7d0a17" />
      {/* The flap folded back, behind the card. */}
      <g style={fold(open, 260, 'bottom')}>
        <path d="M30 60Q30 48 42 40L90 4Q100 -3 110 4L158 40Q170 48 170 60Z" fill="#b3132a" />
        <path d="M38 58L95 14Q100 10 105 14L162 58" fill="none" stroke={gold} strokeOpacity="0.6" />
      </g>
      {/* The card with the amount, inside until opened. */}
      <g
        style={{
          transform: open ? 'translateY(-26px)' : 'translateY(100px)',
          transition: animate ? 'transform 520ms cubic-bezier(0.2, 0.9, 0.3, 1.2) 480ms' : 'none',
        }}
      >
        <rect x="44" y="6" width="112" height="120" rx="8" fill={`url(#${id}-card)`} />
        <rect x="50" y="12" width="100" height="108" rx="5" fill="none" stroke="#d9a53a" strokeWidth="1.5" />
        {open && amount && (
          <text
            x="100"
            y="58"
            textAnchor="middle"
            fontWeight="800"
            fontSize={amountSize(amount)}
            fill="#9c1222"
          >
            {amount}
          </text>
        )}
        <path d="M80 70h40" stroke="#d9a53a" strokeWidth="1.5" strokeLinecap="round" />
      </g>
      {/* The front of the envelope. */}
      <path d="M30 60H170V218Q170 230 158 230H42Q30 230 30 218Z" fill={`url(#${id}-red)`} />
      <rect
        x="38"
        y="68"
        width="124"
        height="154"
        rx="7"
        fill="none"
        stroke={gold}
        strokeOpacity="0.55"
        strokeWidth="1.5"
      />
      <g transform="translate(100 178)">
        <rect
          x="-22"
          y="-22"
          width="44"
          height="44"
          rx="4"
          transform="rotate(45)"
          fill="none"
          stroke={gold}
          strokeWidth="2.5"
        />
        <rect
          x="-14"
          y="-14"
          width="28"
          height="28"
          rx="2"
          transform="rotate(45)"
          fill={gold}
          fillOpacity="0.9"
        />
        <path d="M0 -11Q0 0 11 0Q0 0 0 11Q0 0 -11 0Q0 0 0 -11Z" fill="#a50f1f" />
      </g>
      <Blossom x={52} y={208} r={9} />
      <Blossom x={148} y={208} r={9} />
      <Blossom x={64} y={196} r={5} />
      <Blossom x={136} y={196} r={5} />
      {/* The flap, closed over the front, with its coin seal. */}
      <g style={fold(!open, 0, 'top')}>
        <path d={flapPath} fill={`url(#${id}-flap)`} />
        <path d="M38 66L98 118Q100 120 102 118L162 66" fill="none" stroke={gold} strokeOpacity="0.7" />
        <circle cx="100" cy="122" r="19" fill={gold} />
        <circle cx="100" cy="122" r="14" fill="none" stroke="#9a6a17" strokeWidth="1.6" />
        <rect x="95" y="117" width="10" height="10" fill="#a50f1f" />
        <g fill="#9a6a17">
          <circle cx="100" cy="111.5" r="1.6" />
          <circle cx="100" cy="132.5" r="1.6" />
          <circle cx="89.5" cy="122" r="1.6" />
          <circle cx="110.5" cy="122" r="1.6" />
        </g>
      </g>
    </svg>
  );
};
