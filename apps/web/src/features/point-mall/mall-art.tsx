/**
 * A good's picture when the operator has uploaded none (DESIGN.md §6: nothing is ever a grey box):
 * drawn in SVG from what its name says it is — a top-up card, earbuds, a phone, a shirt — and a gift
 * box for anything else.
 */
import { useId } from 'react';

type Motif = 'card' | 'earbuds' | 'phone' | 'shirt' | 'gift';

/** The drawing for a name, in either language; a card before a phone ("thẻ cào điện thoại"). */
export const motifOf = (name: string): Motif => {
  const text = name.toLowerCase();
  if (/thẻ|card|voucher|top-?up|phiếu/.test(text)) return 'card';
  if (/tai nghe|earbud|headphone|earphone|airpod/.test(text)) return 'earbuds';
  if (/điện thoại|phone|iphone|samsung|tablet|máy tính bảng/.test(text)) return 'phone';
  if (/áo|shirt|tee|hoodie|jersey/.test(text)) return 'shirt';
  return 'gift';
};

const BACKGROUNDS: Record<Motif, string> = {
  card: 'radial-gradient(circle at 75% 25%, rgba(45, 212, 191, 0.45), transparent 60%), linear-gradient(140deg, #0d4150 0%, #0a1d38 65%, #070b1a 100%)',
  earbuds:
    'radial-gradient(circle at 75% 25%, rgba(167, 139, 250, 0.45), transparent 60%), linear-gradient(140deg, #33185e 0%, #160c2f 65%, #070b1a 100%)',
  phone:
    'radial-gradient(circle at 75% 25%, rgba(96, 165, 250, 0.45), transparent 60%), linear-gradient(140deg, #1d2b63 0%, #0d1434 65%, #070b1a 100%)',
  shirt:
    'radial-gradient(circle at 75% 25%, rgba(251, 113, 133, 0.4), transparent 60%), linear-gradient(140deg, #5a1428 0%, #2a0c1f 65%, #070b1a 100%)',
  gift: 'radial-gradient(circle at 75% 25%, color-mix(in oklab, var(--color-primary) 45%, transparent), transparent 60%), linear-gradient(140deg, #4a2f0c 0%, #24160a 65%, #070b1a 100%)',
};

const Sparkle = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <path
    d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
    fill="#fff7dc"
  />
);

const Drawing = ({ motif, id }: { motif: Motif; id: string }) => {
  const gold = `url(#${id}-gold)`;
  switch (motif) {
    case 'card':
      return (
        <g>
          <rect x="46" y="22" width="82" height="54" rx="8" fill="#14b8a6" transform="rotate(-10 87 49)" />
          <rect x="34" y="40" width="90" height="58" rx="9" fill={gold} />
          <rect x="46" y="54" width="16" height="12" rx="2.5" fill="#9a6a17" fillOpacity="0.7" />
          <path d="M46 80h44M46 88h28" stroke="#7a4f10" strokeWidth="4" strokeLinecap="round" />
          <circle cx="108" cy="58" r="7" fill="#b3122a" fillOpacity="0.85" />
          <circle cx="100" cy="58" r="7" fill="#fff1bf" fillOpacity="0.8" />
        </g>
      );
    case 'earbuds':
      return (
        <g>
          <path
            d="M44 76V62a36 36 0 0 1 72 0v14"
            fill="none"
            stroke="#f6f3ea"
            strokeWidth="8"
            strokeLinecap="round"
          />
          <path d="M50 60a30 30 0 0 1 60 0" fill="none" stroke={gold} strokeWidth="2" strokeLinecap="round" />
          <rect x="32" y="66" width="24" height="40" rx="11" fill="#f6f3ea" />
          <rect x="104" y="66" width="24" height="40" rx="11" fill="#f6f3ea" />
          <rect x="50" y="72" width="9" height="28" rx="4.5" fill="#a78bfa" />
          <rect x="101" y="72" width="9" height="28" rx="4.5" fill="#a78bfa" />
          <circle cx="44" cy="86" r="5" fill={gold} />
          <circle cx="116" cy="86" r="5" fill={gold} />
        </g>
      );
    case 'phone':
      return (
        <g>
          <rect
            x="56"
            y="10"
            width="50"
            height="100"
            rx="11"
            fill="#0b0f1f"
            stroke={gold}
            strokeWidth="2.5"
          />
          <rect x="61" y="20" width="40" height="82" rx="5" fill={`url(#${id}-screen)`} />
          <rect x="73" y="14" width="16" height="3.5" rx="1.75" fill="#2b3450" />
          <circle cx="81" cy="56" r="11" fill={gold} />
          <path d="M81 49v14M77 52.5h8" stroke="#7a4f10" strokeWidth="2" strokeLinecap="round" />
        </g>
      );
    case 'shirt':
      return (
        <g>
          <path
            d="M56 24L70 17Q80 27 90 17L104 24L126 42L114 56L106 50V104H54V50L46 56L34 42Z"
            fill="#f6f3ea"
          />
          <path d="M70 17Q80 27 90 17" fill="none" stroke="#c9c2b0" strokeWidth="2" />
          <circle cx="80" cy="56" r="11" fill={gold} />
          <text x="80" y="60.5" textAnchor="middle" fontSize="13" fontWeight="900" fill="#7a1020">
            L
          </text>
        </g>
      );
    default:
      return (
        <g>
          <rect x="46" y="54" width="68" height="50" rx="6" fill="#b3122a" />
          <rect x="40" y="42" width="80" height="18" rx="5" fill="#e0243a" />
          <rect x="74" y="42" width="12" height="62" fill={gold} />
          <path d="M80 42c-7-16-27-19-27-9 0 7 12 9 27 9Z" fill={gold} />
          <path d="M80 42c7-16 27-19 27-9 0 7-12 9-27 9Z" fill={gold} />
        </g>
      );
  }
};

export const MallArt = ({ name, className = '' }: { name: string; className?: string }) => {
  const id = useId().replace(/:/g, '');
  const motif = motifOf(name);
  return (
    <div
      className={`relative overflow-hidden ${className}`}
      style={{ backgroundImage: BACKGROUNDS[motif] }}
      data-testid="mall-art"
      data-motif={motif}
    >
      <svg
        viewBox="0 0 160 120"
        aria-hidden="true"
        className="absolute inset-0 h-full w-full drop-shadow-[0_10px_14px_rgba(0,0,0,0.45)]"
      >
        <defs>
          <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff0b8" />
            <stop offset="0.45" stopColor="#f2c14e" />
            <stop offset="1" stopColor="#b7801f" />
          </linearGradient>
          <linearGradient id={`${id}-screen`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#60a5fa" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <Drawing motif={motif} id={id} />
        <Sparkle x={24} y={24} r={6} />
        <Sparkle x={138} y={30} r={4} />
        <Sparkle x={136} y={96} r={5} />
      </svg>
    </div>
  );
};
