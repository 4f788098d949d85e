/**
 * The betting board: Meron, Draw and Wala with their live prices (a pool's move with every bet
 * until close), the pools and the player's stake on each; the chip rack (the arena's minimum and
 * round multiples of it) and the place button, which sends one bet of the chosen chip on the chosen
 * side. Betting is open at OPEN and LAST CALL only.
 */
import type {
  TCockfightArena,
  TCockfightFight,
  TCockfightMyBet,
  TCockfightSide,
} from '@luckwell/contracts/provider/cockfight';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { chipValues, minorOf, moneyOf } from '../live/chips.ts';
import { ChipRack } from '../live/table-pieces.tsx';

/** A draw pays 8 to 1: 9.000 back, stake included. */
const DRAW_MILLI = 9000;

export const SIDES: readonly TCockfightSide[] = ['meron', 'draw', 'wala'];

/** 1900 → "1.900"; no price yet (an empty pool) → "—". */
export const priceText = (milli: number) => (milli > 0 ? (milli / 1000).toFixed(3) : '—');

const SIDE_LOOK: Record<TCockfightSide, { face: string; ring: string; label: string }> = {
  meron: {
    face: 'from-red-500 via-red-700 to-red-950 border-red-400/60',
    ring: 'ring-red-300',
    label: 'text-red-100',
  },
  draw: {
    face: 'from-emerald-500 via-emerald-700 to-emerald-950 border-emerald-400/60',
    ring: 'ring-emerald-300',
    label: 'text-emerald-100',
  },
  wala: {
    face: 'from-blue-500 via-blue-700 to-blue-950 border-blue-400/60',
    ring: 'ring-blue-300',
    label: 'text-blue-100',
  },
};

export const CockfightBoard = ({
  arena,
  fight,
  myBets,
  canBet,
  placing,
  currency,
  onPlace,
}: {
  arena: TCockfightArena;
  fight: TCockfightFight | null;
  myBets: readonly TCockfightMyBet[];
  /** The fight takes bets and the player has a session. */
  canBet: boolean;
  placing: boolean;
  currency: string;
  onPlace: (side: TCockfightSide, stake: string) => void;
}) => {
  const { t } = useTranslation();
  const chips = useMemo(() => chipValues(arena.limits.minStake, arena.limits.maxStake), [arena.limits]);
  const [chip, setChip] = useState(() => chips[0] ?? 100);
  const [side, setSide] = useState<TCockfightSide | null>(null);
  const money = (amount: string) => `${formatMoney(amount, '')} ${currency}`.trim();
  const mine = (spot: TCockfightSide) =>
    myBets.filter((bet) => bet.side === spot).reduce((sum, bet) => sum + minorOf(bet.stake), 0);
  const board = fight?.board ?? null;
  // Before a fight, a fixed-odds arena's posted prices (a draw pays 8 to 1 everywhere).
  const posted = { meron: arena.odds.meronMilli ?? 0, wala: arena.odds.walaMilli ?? 0, draw: DRAW_MILLI };
  const price = (spot: TCockfightSide) => {
    if (!board) return arena.odds.mode === 'fixed' ? priceText(posted[spot]) : '—';
    return priceText(
      spot === 'meron' ? board.meronMilli : spot === 'wala' ? board.walaMilli : board.drawMilli,
    );
  };
  const parimutuel = arena.odds.mode === 'parimutuel';
  const totalPool = fight
    ? moneyOf(minorOf(fight.pools.meron) + minorOf(fight.pools.wala) + minorOf(fight.pools.draw))
    : '0.00';
  const disabled = !canBet || placing;
  const chosen = side ? t(`cockfight_side_${side}`) : null;

  return (
    <section
      aria-label={t('cockfight_board')}
      className="grid gap-3 rounded-2xl border border-gold/20 bg-[linear-gradient(180deg,#161b34,#0b0f20)] p-2.5 shadow-xl shadow-black/40 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
        <p>
          {parimutuel
            ? t('cockfight_odds_parimutuel', { cut: ((arena.odds.cutBps ?? 0) / 100).toString() })
            : t('cockfight_odds_fixed')}
        </p>
        <p className="tabular-nums">
          {t('cockfight_total_pool')} <strong className="text-ink">{money(totalPool)}</strong>
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {SIDES.map((spot) => {
          const look = SIDE_LOOK[spot];
          const staked = mine(spot);
          const won = fight?.status === 'RESULT' && fight.result?.toLowerCase() === spot;
          return (
            <button
              key={spot}
              type="button"
              data-testid={`cockfight-side-${spot}`}
              aria-pressed={side === spot}
              disabled={disabled}
              onClick={() => setSide(spot)}
              className={`relative grid min-h-32 content-between gap-1 rounded-xl border bg-gradient-to-b p-2 text-left text-white shadow-lg shadow-black/40 transition enabled:hover:brightness-110 disabled:cursor-not-allowed disabled:saturate-50 sm:min-h-40 sm:p-3 ${look.face} ${side === spot ? `ring-4 ${look.ring} ring-offset-2 ring-offset-[#0b0f20]` : ''} ${won ? 'outline-4 outline-gold' : ''}`}
            >
              <span className="flex items-center justify-between gap-1">
                <span className="text-sm font-black tracking-wide uppercase sm:text-lg">
                  {t(`cockfight_side_${spot}`)}
                </span>
                {won && (
                  <span className="absolute -top-2 -right-1 rounded-full bg-gold px-1.5 text-[10px] font-black text-on-primary uppercase shadow">
                    {t('cockfight_won_badge')}
                  </span>
                )}
              </span>
              <span className="grid">
                <span className="text-2xl font-black tabular-nums drop-shadow sm:text-4xl">
                  {price(spot)}
                </span>
                <span className={`text-[10px] sm:text-xs ${look.label}`}>
                  {spot === 'draw' ? t('cockfight_draw_pays') : t('cockfight_price')}
                </span>
              </span>
              <span className="grid gap-0.5 text-[11px] tabular-nums sm:text-xs">
                <span className="flex justify-between gap-1">
                  <span className="text-white/70">{t('cockfight_pool')}</span>
                  <span className="truncate font-semibold">
                    {formatMoney(fight?.pools[spot] ?? '0.00', '')}
                  </span>
                </span>
                <span className="flex justify-between gap-1">
                  <span className="text-white/70">{t('cockfight_mine')}</span>
                  <span className={`truncate font-bold ${staked > 0 ? 'text-gold' : ''}`}>
                    {formatMoney(moneyOf(staked), '')}
                  </span>
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {parimutuel && fight && (fight.status === 'OPEN' || fight.status === 'LAST_CALL') && (
        <p className="text-xs text-amber-200/90">
          {t('cockfight_odds_move')}
          {fight.board.oneSided && ` ${t('cockfight_one_sided')}`}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <ChipRack
          legend={t('cockfight_chips')}
          chips={chips}
          chip={chip}
          onChip={setChip}
          chipName={(value) => t('cockfight_chip', { value: money(moneyOf(value)) })}
          testId="cockfight-chips"
        />
        <button
          type="button"
          data-testid="cockfight-place"
          disabled={disabled || side === null}
          onClick={() => side && onPlace(side, moneyOf(chip))}
          className="grid min-w-44 justify-items-center rounded-xl bg-gradient-to-b from-gold to-amber-600 px-5 py-2 font-extrabold text-on-primary shadow-md shadow-black/40 transition enabled:hover:brightness-110 disabled:from-slate-600 disabled:to-slate-700 disabled:text-white/60 disabled:shadow-none"
        >
          <span className="text-base">{placing ? t('cockfight_placing') : t('cockfight_place')}</span>
          <span className="text-[11px] font-semibold">
            {chosen
              ? t('cockfight_place_on', { amount: money(moneyOf(chip)), side: chosen })
              : t('cockfight_pick_side')}
          </span>
        </button>
      </div>
      <p className="text-[11px] text-muted">
        {t('cockfight_limits', { min: money(arena.limits.minStake), max: money(arena.limits.maxStake) })}
      </p>
    </section>
  );
};
