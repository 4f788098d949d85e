/** A lottery game's drawn emblem and its cadence ("every 60 s", "daily 18:15"): no picture to break. */
import type { TLotteryFamily, TLotteryGame } from '@luckwell/contracts/provider/lottery';
import { VN_DRAW_TIMES } from '@luckwell/games/lottery/vn-schedule';
import type { TFunction } from 'i18next';

const LOOK: Record<TLotteryFamily, { label: string; from: string; to: string }> = {
  vn: { label: 'VN', from: '#ef4444', to: '#7f1d1d' },
  ssc: { label: '5D', from: '#f59e0b', to: '#9a3412' },
  pk10: { label: '10', from: '#22d3ee', to: '#1e3a8a' },
  k3: { label: '3', from: '#a855f7', to: '#4c1d95' },
  '11x5': { label: '11', from: '#22c55e', to: '#14532d' },
  sea4d: { label: '4D', from: '#eab308', to: '#713f12' },
  thai: { label: 'TH', from: '#3b82f6', to: '#831843' },
};

export const GameEmblem = ({
  game,
  className = 'size-12',
}: {
  game: Pick<TLotteryGame, 'family' | 'group'>;
  className?: string;
}) => {
  const look = LOOK[game.family];
  const id = `emblem-${game.family}-${game.group}`;
  return (
    <svg viewBox="0 0 48 48" className={`${className} shrink-0 drop-shadow-lg`} aria-hidden="true">
      <defs>
        <radialGradient id={id} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor={look.from} />
          <stop offset="100%" stopColor={look.to} />
        </radialGradient>
      </defs>
      <circle
        cx="24"
        cy="24"
        r="22"
        fill={`url(#${id})`}
        stroke="#f2c14e"
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      <circle cx="24" cy="24" r="16" fill="none" stroke="#fff" strokeOpacity="0.25" strokeDasharray="2 3" />
      {game.group === 'fast' && game.family === 'vn' && (
        <g>
          <circle cx="39" cy="9" r="8" fill="#f2c14e" stroke="#1a1204" strokeWidth="1" />
          <path d="M40.5 3.5l-5 6.5h3.2l-1.7 5.5 5-6.6h-3.2z" fill="#1a1204" />
        </g>
      )}
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        fontSize={look.label.length > 1 ? 15 : 18}
        fontWeight="800"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {look.label}
      </text>
    </svg>
  );
};

/** How often a game draws, in words. */
export const cadenceText = (t: TFunction, game: Pick<TLotteryGame, 'intervalSeconds' | 'region'>) => {
  if (game.intervalSeconds) {
    return game.intervalSeconds < 60 || game.intervalSeconds % 60 !== 0
      ? t('lottery_every_seconds', { count: game.intervalSeconds })
      : t('lottery_every_minutes', { count: game.intervalSeconds / 60 });
  }
  const time = VN_DRAW_TIMES[game.region ?? 'north'];
  return t('lottery_daily_at', { time: `${time.hour}:${String(time.minute).padStart(2, '0')}` });
};
