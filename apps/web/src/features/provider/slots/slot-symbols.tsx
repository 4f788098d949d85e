/**
 * The slot's symbols, drawn in code (no image files, nothing to fail to load): a catalogue title
 * skins the engine's theme-neutral codes (H1–H4 high, L1–L5 low, WILD, SCATTER) with one of three
 * symbol sets picked from its game code — imperial (crown, ruby, ingot, jade coin), classic (seven,
 * bell, cherries, bar) or treasure (diamond, emerald, amethyst, pearl) — on Luckwell's navy and gold.
 */
import { useId } from 'react';

export type SymbolSet = 'imperial' | 'classic' | 'treasure';

const SETS: readonly SymbolSet[] = ['imperial', 'classic', 'treasure'];

/**
 * A title's symbol set, from its game code (FNV-1a): the game, its history and the betting record's
 * replay all know the code (an operator may rename a title), so each shows the same art.
 */
export const symbolSetOf = (gameCode: string): SymbolSet => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < gameCode.length; i++) {
    hash ^= gameCode.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return SETS[(hash >>> 8) % SETS.length]!;
};

type Art = (id: string) => React.ReactNode;

const gold = (id: string) => (
  <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stopColor="#fff3c4" />
    <stop offset="0.45" stopColor="#f2c14e" />
    <stop offset="1" stopColor="#a86d12" />
  </linearGradient>
);
const shade = (id: string, name: string, light: string, mid: string, dark: string) => (
  <radialGradient id={`${id}-${name}`} cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stopColor={light} />
    <stop offset="0.5" stopColor={mid} />
    <stop offset="1" stopColor={dark} />
  </radialGradient>
);
const shine = (
  <ellipse cx="38" cy="30" rx="12" ry="6" fill="#fff" opacity="0.35" transform="rotate(-25 38 30)" />
);

const HIGH: Record<SymbolSet, [Art, Art, Art, Art]> = {
  imperial: [
    // Crown
    (id) => (
      <>
        <defs>
          {gold(id)}
          {shade(id, 'red', '#ff9a9a', '#e0243a', '#7a0a1a')}
        </defs>
        <path
          d="M14 70 L10 30 L32 48 L50 18 L68 48 L90 30 L86 70 Z"
          fill={`url(#${id}-gold)`}
          stroke="#6b4208"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <rect
          x="13"
          y="70"
          width="74"
          height="13"
          rx="3"
          fill={`url(#${id}-gold)`}
          stroke="#6b4208"
          strokeWidth="2.5"
        />
        <circle cx="50" cy="58" r="8" fill={`url(#${id}-red)`} stroke="#6b4208" strokeWidth="1.5" />
        <circle cx="28" cy="62" r="5" fill="#2f9e6a" stroke="#6b4208" strokeWidth="1.2" />
        <circle cx="72" cy="62" r="5" fill="#2f9e6a" stroke="#6b4208" strokeWidth="1.2" />
        <circle cx="10" cy="30" r="4" fill={`url(#${id}-gold)`} />
        <circle cx="50" cy="17" r="4.5" fill={`url(#${id}-gold)`} />
        <circle cx="90" cy="30" r="4" fill={`url(#${id}-gold)`} />
      </>
    ),
    // Ruby
    (id) => (
      <>
        <defs>{shade(id, 'ruby', '#ffb3bd', '#e3203f', '#6e0616')}</defs>
        <path
          d="M50 88 L12 40 L28 16 H72 L88 40 Z"
          fill={`url(#${id}-ruby)`}
          stroke="#4a0410"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M12 40 H88 M28 16 L38 40 L50 88 L62 40 L72 16 M38 40 L50 16 L62 40"
          fill="none"
          stroke="#ffd1d8"
          strokeWidth="1.4"
          opacity="0.7"
        />
        {shine}
      </>
    ),
    // Gold ingot
    (id) => (
      <>
        <defs>{gold(id)}</defs>
        <path
          d="M8 52 Q14 80 50 82 Q86 80 92 52 Q70 62 50 62 Q30 62 8 52 Z"
          fill={`url(#${id}-gold)`}
          stroke="#6b4208"
          strokeWidth="2.5"
        />
        <ellipse
          cx="50"
          cy="50"
          rx="24"
          ry="16"
          fill={`url(#${id}-gold)`}
          stroke="#6b4208"
          strokeWidth="2.5"
        />
        <ellipse cx="44" cy="44" rx="8" ry="4" fill="#fff8dc" opacity="0.7" />
      </>
    ),
    // Jade coin
    (id) => (
      <>
        <defs>
          {shade(id, 'jade', '#b9f5d0', '#2fb673', '#0c5a35')}
          {gold(id)}
        </defs>
        <circle
          cx="50"
          cy="50"
          r="38"
          fill={`url(#${id}-jade)`}
          stroke={`url(#${id}-gold)`}
          strokeWidth="6"
        />
        <rect
          x="39"
          y="39"
          width="22"
          height="22"
          rx="2"
          fill="#0b1230"
          stroke={`url(#${id}-gold)`}
          strokeWidth="4"
        />
        <circle cx="50" cy="50" r="29" fill="none" stroke="#d8ffe8" strokeWidth="1.2" opacity="0.5" />
      </>
    ),
  ],
  classic: [
    // Seven
    (id) => (
      <>
        <defs>
          {shade(id, 'red', '#ff8f8f', '#e01b2f', '#7c0614')}
          {gold(id)}
        </defs>
        <path
          d="M20 16 H82 V30 Q58 52 50 86 H30 Q38 54 60 32 H20 Z"
          fill={`url(#${id}-red)`}
          stroke={`url(#${id}-gold)`}
          strokeWidth="5"
          strokeLinejoin="round"
        />
      </>
    ),
    // Bell
    (id) => (
      <>
        <defs>{gold(id)}</defs>
        <path
          d="M50 12 Q28 14 26 42 Q24 64 12 74 H88 Q76 64 74 42 Q72 14 50 12 Z"
          fill={`url(#${id}-gold)`}
          stroke="#6b4208"
          strokeWidth="2.5"
        />
        <circle cx="50" cy="82" r="8" fill={`url(#${id}-gold)`} stroke="#6b4208" strokeWidth="2.5" />
        <rect x="46" y="6" width="8" height="8" rx="3" fill="#6b4208" />
        <path
          d="M36 30 Q34 48 30 60"
          stroke="#fff8dc"
          strokeWidth="4"
          fill="none"
          opacity="0.6"
          strokeLinecap="round"
        />
      </>
    ),
    // Cherries
    (id) => (
      <>
        <defs>{shade(id, 'cherry', '#ff9aa8', '#d0102c', '#5c0410')}</defs>
        <path
          d="M32 62 Q40 30 66 14 M70 60 Q66 34 66 14"
          stroke="#2f8a3e"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M66 14 Q82 10 88 22 Q76 26 66 14 Z" fill="#3fb45a" />
        <circle cx="30" cy="68" r="18" fill={`url(#${id}-cherry)`} stroke="#4a0410" strokeWidth="2" />
        <circle cx="70" cy="66" r="18" fill={`url(#${id}-cherry)`} stroke="#4a0410" strokeWidth="2" />
        <ellipse cx="24" cy="62" rx="5" ry="3" fill="#fff" opacity="0.5" />
        <ellipse cx="64" cy="60" rx="5" ry="3" fill="#fff" opacity="0.5" />
      </>
    ),
    // Bar
    (id) => (
      <>
        <defs>{gold(id)}</defs>
        <rect
          x="8"
          y="30"
          width="84"
          height="40"
          rx="8"
          fill="#0b1230"
          stroke={`url(#${id}-gold)`}
          strokeWidth="5"
        />
        <text
          x="50"
          y="62"
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', serif"
          fontWeight="900"
          fontSize="30"
          fill={`url(#${id}-gold)`}
        >
          BAR
        </text>
      </>
    ),
  ],
  treasure: [
    // Diamond
    (id) => (
      <>
        <defs>{shade(id, 'blue', '#e3f4ff', '#3aa0ff', '#0b3a8a')}</defs>
        <path
          d="M50 90 L8 38 L26 14 H74 L92 38 Z"
          fill={`url(#${id}-blue)`}
          stroke="#0a2a66"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M8 38 H92 M26 14 L36 38 L50 90 L64 38 L74 14 M36 38 L50 14 L64 38"
          fill="none"
          stroke="#e8f6ff"
          strokeWidth="1.4"
          opacity="0.8"
        />
        {shine}
      </>
    ),
    // Emerald
    (id) => (
      <>
        <defs>{shade(id, 'green', '#c8ffdc', '#20b566', '#065a2c')}</defs>
        <path
          d="M32 10 H68 L90 32 V68 L68 90 H32 L10 68 V32 Z"
          fill={`url(#${id}-green)`}
          stroke="#043d1e"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M38 24 H62 L76 38 V62 L62 76 H38 L24 62 V38 Z"
          fill="none"
          stroke="#e0ffec"
          strokeWidth="1.6"
          opacity="0.7"
        />
        {shine}
      </>
    ),
    // Amethyst
    (id) => (
      <>
        <defs>{shade(id, 'violet', '#f0d9ff', '#a04ef0', '#3c0c78')}</defs>
        <path
          d="M50 8 L88 36 L74 88 H26 L12 36 Z"
          fill={`url(#${id}-violet)`}
          stroke="#2a0858"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M50 8 L50 50 M12 36 L50 50 L88 36 M26 88 L50 50 L74 88"
          fill="none"
          stroke="#f3e6ff"
          strokeWidth="1.4"
          opacity="0.7"
        />
        {shine}
      </>
    ),
    // Pearl in a gold setting
    (id) => (
      <>
        <defs>
          {shade(id, 'pearl', '#ffffff', '#f1e9ff', '#a99bc4')}
          {gold(id)}
        </defs>
        <path
          d="M14 70 Q50 96 86 70 L80 62 Q50 80 20 62 Z"
          fill={`url(#${id}-gold)`}
          stroke="#6b4208"
          strokeWidth="2"
        />
        <circle cx="50" cy="46" r="28" fill={`url(#${id}-pearl)`} stroke="#8d80a8" strokeWidth="1.5" />
        <ellipse cx="40" cy="36" rx="9" ry="5" fill="#fff" opacity="0.8" />
      </>
    ),
  ],
};

const LOW = [
  { text: 'A', color: '#ff7a45', dark: '#7a2a08' },
  { text: 'K', color: '#b37bff', dark: '#3d1380' },
  { text: 'Q', color: '#4fd18b', dark: '#0d5a31' },
  { text: 'J', color: '#4ab3ff', dark: '#0b4478' },
  { text: '10', color: '#3fd6d0', dark: '#0a5855' },
];

const lowArt =
  (index: number): Art =>
  (id) => {
    const { text, color, dark } = LOW[index]!;
    return (
      <>
        <defs>
          <linearGradient id={`${id}-low`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="0.35" stopColor={color} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <text
          x="50"
          y="72"
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', serif"
          fontWeight="900"
          fontSize={text.length > 1 ? 50 : 64}
          fill={`url(#${id}-low)`}
          stroke="#f2c14e"
          strokeWidth="2"
          paintOrder="stroke"
        >
          {text}
        </text>
      </>
    );
  };

const wildArt: Art = (id) => (
  <>
    <defs>
      {gold(id)}
      <linearGradient id={`${id}-navy`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#2a3a7a" />
        <stop offset="1" stopColor="#0a1029" />
      </linearGradient>
    </defs>
    <rect
      x="6"
      y="22"
      width="88"
      height="56"
      rx="12"
      fill={`url(#${id}-navy)`}
      stroke={`url(#${id}-gold)`}
      strokeWidth="5"
    />
    <path d="M50 4 L56 18 L50 22 L44 18 Z M50 96 L56 82 L50 78 L44 82 Z" fill={`url(#${id}-gold)`} />
    <text
      x="50"
      y="61"
      textAnchor="middle"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontWeight="900"
      fontSize="28"
      fill={`url(#${id}-gold)`}
      letterSpacing="1"
    >
      WILD
    </text>
  </>
);

const scatterArt: Art = (id) => (
  <>
    <defs>
      {gold(id)}
      {shade(id, 'bonus', '#ffd9f6', '#d13fae', '#4c0a5a')}
    </defs>
    <path
      d="M50 4 L61 30 L90 22 L74 47 L96 64 L66 68 L64 96 L50 76 L36 96 L34 68 L4 64 L26 47 L10 22 L39 30 Z"
      fill={`url(#${id}-bonus)`}
      stroke={`url(#${id}-gold)`}
      strokeWidth="3.5"
      strokeLinejoin="round"
    />
    <text
      x="50"
      y="58"
      textAnchor="middle"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontWeight="900"
      fontSize="17"
      fill="#fff6d8"
      stroke="#4c0a5a"
      strokeWidth="1"
      paintOrder="stroke"
    >
      BONUS
    </text>
  </>
);

/** A symbol's art by the engine's code (`H1`…`SCATTER`), in the title's symbol set. */
export const SymbolArt = ({
  code,
  set,
  label,
  className,
}: {
  code: string;
  set: SymbolSet;
  /** The accessible name; decorative (hidden) when omitted. */
  label?: string;
  className?: string;
}) => {
  const id = useId().replace(/:/g, '');
  let art: Art | undefined;
  if (code === 'WILD') art = wildArt;
  else if (code === 'SCATTER') art = scatterArt;
  else if (/^H[1-4]$/.test(code)) art = HIGH[set][Number(code[1]) - 1];
  else if (/^L[1-5]$/.test(code)) art = lowArt(Number(code[1]) - 1);
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-symbol={code}
    >
      {art ? art(id) : <circle cx="50" cy="50" r="30" fill="#f2c14e" />}
    </svg>
  );
};
