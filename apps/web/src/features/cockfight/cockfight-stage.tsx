/**
 * The arena's stage: the operator's stream when one is configured, otherwise a pit drawn in code
 * (Meron's red cock facing Wala's blue one), with the fight's status, the countdown to its next
 * phase on the server's clock, and the result banner (the winner, a draw, or a cancel and why).
 */
import type { TCockfightArena, TCockfightFight, TFightStatus } from '@luckwell/contracts/provider/cockfight';
import { useTranslation } from 'react-i18next';

type Side = 'meron' | 'wala';

const STATUS_TONE: Record<TFightStatus, string> = {
  OPEN: 'bg-emerald-500 text-emerald-950',
  LAST_CALL: 'bg-amber-400 text-amber-950 motion-safe:animate-pulse',
  CLOSED: 'bg-rose-600 text-white',
  RESULT: 'bg-gold text-on-primary',
  CANCELLED: 'bg-slate-500 text-white',
};

/** When the fight's status next changes (auto arenas; a manual arena's operator decides). */
export const nextPhaseAt = (fight: TCockfightFight): string | null => {
  switch (fight.status) {
    case 'OPEN':
      return fight.lastCallAt ?? fight.closesAt;
    case 'LAST_CALL':
      return fight.closesAt;
    case 'CLOSED':
      return fight.resultAt;
    default:
      return fight.endsAt;
  }
};

const countdown = (until: string | null, now: number) => {
  if (!until) return null;
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A cock drawn in code, facing right; Wala's is the mirror image. */
const Rooster = ({ side, state }: { side: Side; state: 'idle' | 'fighting' | 'won' | 'lost' }) => {
  const plume =
    side === 'meron'
      ? { dark: '#7f1d1d', main: '#dc2626', light: '#f87171' }
      : { dark: '#1e3a8a', main: '#2563eb', light: '#60a5fa' };
  const motion =
    state === 'fighting'
      ? side === 'meron'
        ? 'cf-lunge-meron'
        : 'cf-lunge-wala'
      : state === 'won'
        ? 'cf-hop'
        : '';
  return (
    <g
      className={`${motion} ${state === 'lost' ? 'opacity-40' : ''} transition-opacity`}
      style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
    >
      <g transform={side === 'wala' ? 'translate(400 0) scale(-1 1)' : undefined}>
        {/* tail */}
        <path d="M92 118 C 52 70, 40 120, 58 160 C 66 140, 76 130, 96 132 Z" fill={plume.dark} />
        <path d="M96 122 C 62 86, 70 60, 44 70 C 60 92, 58 128, 88 146 Z" fill="#0f172a" opacity="0.85" />
        <path d="M98 126 C 80 96, 96 78, 74 62 C 92 96, 82 122, 98 142 Z" fill={plume.light} opacity="0.9" />
        {/* body */}
        <ellipse cx="130" cy="146" rx="44" ry="32" fill={plume.main} />
        <path
          d="M104 138 C 120 128, 146 132, 160 150 C 140 146, 122 150, 108 160 Z"
          fill={plume.dark}
          opacity="0.7"
        />
        {/* neck and head */}
        <path
          d="M150 128 C 156 104, 162 92, 172 84 L 186 96 C 178 108, 174 126, 168 142 Z"
          fill={plume.light}
        />
        <circle cx="180" cy="88" r="14" fill={plume.main} />
        {/* comb, wattle, beak, eye */}
        <path
          d="M168 78 C 168 66, 176 70, 176 74 C 178 62, 186 66, 185 74 C 190 66, 196 72, 191 80 Z"
          fill="#ef4444"
        />
        <path d="M186 98 C 190 110, 182 112, 180 102 Z" fill="#ef4444" />
        <path d="M192 86 L 206 91 L 192 95 Z" fill="#fbbf24" />
        <circle cx="184" cy="85" r="2.6" fill="#0b0b0b" />
        <circle cx="184.8" cy="84.2" r="0.9" fill="#fff" />
        {/* legs with spurs */}
        <path
          d="M122 172 L 118 200 L 108 206 M118 200 L 126 206 M120 190 L 112 188"
          stroke="#fbbf24"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M142 172 L 146 200 L 138 206 M146 200 L 156 204 M145 190 L 136 188"
          stroke="#fbbf24"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    </g>
  );
};

/** The pit drawn in code: a sand ring inside a fence, the two cocks facing each other. */
const DrawnPit = ({ fight }: { fight: TCockfightFight | null }) => {
  const { t } = useTranslation();
  const stateOf = (side: Side) => {
    if (!fight) return 'idle' as const;
    if (fight.status === 'CLOSED') return 'fighting' as const;
    if (fight.status === 'RESULT' && fight.result && fight.result !== 'DRAW')
      return fight.result.toLowerCase() === side ? ('won' as const) : ('lost' as const);
    return 'idle' as const;
  };
  return (
    <svg
      viewBox="0 0 400 230"
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      role="img"
      aria-label={t('cockfight_pit')}
    >
      <defs>
        <radialGradient id="cf-sand" cx="50%" cy="55%" r="60%">
          <stop offset="0%" stopColor="#d6b27a" />
          <stop offset="70%" stopColor="#a47a45" />
          <stop offset="100%" stopColor="#5b3d1e" />
        </radialGradient>
        <radialGradient id="cf-light" cx="50%" cy="0%" r="80%">
          <stop offset="0%" stopColor="#fde68a" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <style>
        {`@media (prefers-reduced-motion: no-preference) {
          .cf-lunge-meron { animation: cf-lunge-meron 0.9s ease-in-out infinite; }
          .cf-lunge-wala { animation: cf-lunge-wala 0.9s ease-in-out infinite; }
          .cf-hop { animation: cf-hop 0.8s ease-in-out infinite; }
        }
        @keyframes cf-lunge-meron { 0%, 100% { transform: translate(0, 0); } 45% { transform: translate(18px, -10px); } }
        @keyframes cf-lunge-wala { 0%, 100% { transform: translate(0, 0); } 55% { transform: translate(-18px, -10px); } }
        @keyframes cf-hop { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-10px); } }`}
      </style>
      <rect width="400" height="230" fill="#0b1020" />
      {/* the crowd's tiers */}
      {[0, 1, 2].map((row) => (
        <rect key={row} x="0" y={row * 16} width="400" height="14" fill={row % 2 ? '#1e1b3a' : '#161a33'} />
      ))}
      <ellipse cx="200" cy="150" rx="190" ry="76" fill="#3f2a14" />
      <ellipse cx="200" cy="152" rx="178" ry="68" fill="url(#cf-sand)" />
      <ellipse
        cx="200"
        cy="152"
        rx="60"
        ry="20"
        fill="none"
        stroke="#f5e1b8"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <line
        x1="200"
        y1="86"
        x2="200"
        y2="218"
        stroke="#f5e1b8"
        strokeOpacity="0.2"
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      {/* fence posts */}
      {FENCE_POSTS.map((x) => (
        <rect key={x} x={x} y="64" width="4" height="30" rx="1" fill="#b45309" opacity="0.85" />
      ))}
      <rect x="10" y="64" width="380" height="4" rx="2" fill="#d97706" />
      <rect x="0" y="0" width="400" height="230" fill="url(#cf-light)" />
      <g transform="translate(-10 0)">
        <Rooster side="meron" state={stateOf('meron')} />
      </g>
      <g transform="translate(10 0)">
        <Rooster side="wala" state={stateOf('wala')} />
      </g>
    </svg>
  );
};

const FENCE_POSTS = Array.from({ length: 13 }, (_, i) => 14 + i * 30);

const isVideo = (url: string) => /\.(mp4|webm|m3u8)(\?|#|$)/i.test(url);

export const CockfightStage = ({
  arena,
  fight,
  now,
}: {
  arena: TCockfightArena;
  fight: TCockfightFight | null;
  now: number;
}) => {
  const { t } = useTranslation();
  const left = fight ? countdown(nextPhaseAt(fight), now) : null;
  const status = fight?.status ?? null;
  const banner = fight && (fight.status === 'RESULT' || fight.status === 'CANCELLED');
  return (
    <section
      aria-label={t('cockfight_stage')}
      className="relative overflow-hidden rounded-2xl border border-gold/25 bg-black shadow-2xl shadow-black/50"
    >
      <div className="aspect-[16/9] max-h-[440px] w-full sm:aspect-[16/8]">
        {arena.streamUrl ? (
          isVideo(arena.streamUrl) ? (
            <video
              src={arena.streamUrl}
              className="h-full w-full object-cover"
              autoPlay
              muted
              playsInline
              controls
              title={t('cockfight_stream')}
            />
          ) : (
            <iframe
              src={arena.streamUrl}
              title={t('cockfight_stream')}
              className="h-full w-full border-0"
              allow="autoplay; fullscreen"
            />
          )
        ) : (
          <DrawnPit fight={fight} />
        )}
      </div>
      {!fight && (
        <div className="absolute inset-0 grid place-items-center bg-black/55 p-4 text-center">
          <div>
            <p className="text-lg font-bold text-gold sm:text-2xl">{t('cockfight_waiting_next')}</p>
            <p className="mt-1 text-sm text-white/80">{t('cockfight_waiting_note')}</p>
          </div>
        </div>
      )}
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-2 sm:p-3">
        <p
          data-testid="cockfight-status"
          data-status={status ?? 'NONE'}
          className={`rounded-full px-3 py-1 text-xs font-extrabold tracking-wide uppercase shadow-lg shadow-black/40 sm:text-sm ${status ? STATUS_TONE[status] : 'bg-slate-700 text-white'}`}
        >
          {status ? t(`cockfight_status_${status.toLowerCase()}`) : t('cockfight_status_waiting')}
        </p>
        {left && status !== 'RESULT' && status !== 'CANCELLED' && (
          <p className="rounded-full bg-black/70 px-3 py-1 text-xs font-bold text-white tabular-nums sm:text-sm">
            {t(
              `cockfight_until_${status === 'CLOSED' ? 'result' : status === 'OPEN' ? 'last_call' : 'close'}`,
            )}{' '}
            <span className="text-gold">{left}</span>
          </p>
        )}
        {left && (status === 'RESULT' || status === 'CANCELLED') && (
          <p className="rounded-full bg-black/70 px-3 py-1 text-xs font-bold text-white tabular-nums sm:text-sm">
            {t('cockfight_next_fight_in')} <span className="text-gold">{left}</span>
          </p>
        )}
      </div>
      {banner && <ResultBanner fight={fight} />}
    </section>
  );
};

const ResultBanner = ({ fight }: { fight: TCockfightFight }) => {
  const { t } = useTranslation();
  const tone =
    fight.status === 'CANCELLED'
      ? 'from-slate-700/95 to-slate-900/95'
      : fight.result === 'MERON'
        ? 'from-red-600/95 to-red-900/95'
        : fight.result === 'WALA'
          ? 'from-blue-600/95 to-blue-900/95'
          : 'from-emerald-600/95 to-emerald-900/95';
  return (
    <div
      data-testid="cockfight-result"
      data-result={fight.status === 'CANCELLED' ? 'CANCELLED' : (fight.result ?? '')}
      role="status"
      className={`absolute inset-x-3 bottom-3 rounded-xl border border-white/20 bg-gradient-to-r ${tone} px-4 py-2 text-center text-white shadow-xl shadow-black/50 sm:inset-x-auto sm:left-1/2 sm:min-w-80 sm:-translate-x-1/2`}
    >
      <p className="text-[11px] font-semibold tracking-widest text-white/80 uppercase">
        {t('cockfight_fight_no', { number: fight.number })}
      </p>
      <p className="text-lg font-black sm:text-2xl">
        {fight.status === 'CANCELLED'
          ? t('cockfight_result_cancelled')
          : fight.result === 'DRAW'
            ? t('cockfight_result_draw')
            : t('cockfight_result_winner', {
                side: t(fight.result === 'MERON' ? 'cockfight_side_meron' : 'cockfight_side_wala'),
              })}
      </p>
      {fight.status === 'CANCELLED' && (
        <p className="text-xs text-white/85">
          {fight.cancelReason ? t('cockfight_cancel_reason', { reason: fight.cancelReason }) : null}
          {fight.cancelReason ? ' · ' : ''}
          {t('cockfight_cancel_refund')}
        </p>
      )}
      {fight.status === 'RESULT' && fight.result === 'DRAW' && (
        <p className="text-xs text-white/85">{t('cockfight_draw_refund')}</p>
      )}
    </div>
  );
};
