/**
 * The felt of each live game: its bet spots as buttons (one press lays the chosen chip), each with
 * what it pays and the stake on it (dashed gold: laid, not yet confirmed; solid green: confirmed).
 * Once a round is dealt the spots it won light up and the others dim. Roulette's table has the 37
 * numbers (a press on a number: straight up) with small targets on their edges and corners for
 * splits, corners, streets and six-lines, and the outside bets around them; on a phone it stands
 * upright so every target stays big enough for a finger.
 */
import type { TLiveKind, TLiveMode } from '@luckwell/contracts/provider/live';
import { rouletteColor } from '@luckwell/games/live/roulette';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { moneyOf } from './chips.ts';
import type { SpotResult } from './spots.ts';
import { spotLabel, spotOdds } from './spots.ts';
import { Die, StakeChip } from './table-pieces.tsx';

export type BoardProps = {
  kind: TLiveKind;
  mode: TLiveMode | null;
  /** Laid, not yet confirmed, per spot (minor units). */
  pending: ReadonlyMap<string, number>;
  /** Confirmed this round, per spot (minor units). */
  confirmed: ReadonlyMap<string, number>;
  /** How the dealt outcome treats a spot; null before the deal. */
  resultOf: (spot: string) => SpotResult | null;
  disabled: boolean;
  /** The currency code shown after amounts. */
  symbol: string;
  onSpot: (spot: string) => void;
};

type SpotButtonProps = {
  spot: string;
  board: BoardProps;
  className?: string;
  children: ReactNode;
  odds?: boolean;
};

const useSpotName = (board: BoardProps) => {
  const { t } = useTranslation();
  return useCallback(
    (spot: string) => {
      const stake = (board.pending.get(spot) ?? 0) + (board.confirmed.get(spot) ?? 0);
      const name = spotLabel(t, spot);
      return stake > 0
        ? t('live_spot_with_stake', {
            name,
            stake: `${formatMoney(moneyOf(stake), '')} ${board.symbol}`.trim(),
          })
        : name;
    },
    [board.pending, board.confirmed, board.symbol, t],
  );
};

const resultRing = (result: SpotResult | null) =>
  result === 'won'
    ? 'ring-2 ring-gold shadow-[0_0_18px_rgba(242,193,78,0.55)] motion-safe:animate-pulse'
    : result === 'push'
      ? 'ring-2 ring-sky-300/70'
      : result === 'lost'
        ? 'opacity-55'
        : '';

const SpotButton = ({ spot, board, className = '', children, odds = true }: SpotButtonProps) => {
  const name = useSpotName(board);
  const result = board.resultOf(spot);
  const pending = board.pending.get(spot) ?? 0;
  const confirmed = board.confirmed.get(spot) ?? 0;
  const paid = spotOdds(board.kind, board.mode, spot);
  return (
    <button
      type="button"
      data-testid={`spot-${spot}`}
      data-result={result ?? undefined}
      aria-label={name(spot)}
      disabled={board.disabled}
      onClick={() => board.onSpot(spot)}
      className={`relative flex min-w-0 flex-col items-center justify-center gap-0.5 rounded-xl border border-white/15 px-1 py-2 text-center font-bold text-white transition enabled:hover:border-gold/70 enabled:hover:bg-white/10 enabled:active:scale-[0.98] disabled:cursor-not-allowed ${resultRing(result)} ${className}`}
    >
      {children}
      {odds && paid && <span className="text-[10px] font-semibold text-white/70 tabular-nums">{paid}</span>}
      <StakeChip pending={pending} confirmed={confirmed} className="absolute -top-2 -right-1" />
    </button>
  );
};

const BaccaratBoard = (board: BoardProps) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-3 gap-2">
        <SpotButton spot="player-pair" board={board} className="bg-sky-900/60">
          <span className="text-xs sm:text-sm">{t('live_spot_player_pair')}</span>
        </SpotButton>
        <SpotButton spot="tie" board={board} className="bg-emerald-800/70">
          <span className="text-sm sm:text-base">{t('live_spot_tie')}</span>
        </SpotButton>
        <SpotButton spot="banker-pair" board={board} className="bg-red-900/60">
          <span className="text-xs sm:text-sm">{t('live_spot_banker_pair')}</span>
        </SpotButton>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <SpotButton
          spot="player"
          board={board}
          className="min-h-20 bg-gradient-to-b from-sky-600/80 to-sky-900/80"
        >
          <span className="text-lg tracking-wide uppercase sm:text-xl">{t('live_spot_player')}</span>
        </SpotButton>
        <SpotButton
          spot="banker"
          board={board}
          className="min-h-20 bg-gradient-to-b from-red-600/80 to-red-900/80"
        >
          <span className="text-lg tracking-wide uppercase sm:text-xl">{t('live_spot_banker')}</span>
          {board.mode === 'no_commission' && (
            <span className="text-[10px] font-medium text-white/80">{t('live_banker_six')}</span>
          )}
        </SpotButton>
      </div>
    </div>
  );
};

const DragonTigerBoard = (board: BoardProps) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-[1fr_0.8fr_1fr] gap-2">
        <SpotButton
          spot="dragon"
          board={board}
          className="min-h-20 bg-gradient-to-b from-sky-600/80 to-sky-900/80"
        >
          <span className="text-lg tracking-wide uppercase sm:text-xl">{t('live_spot_dragon')}</span>
        </SpotButton>
        <SpotButton spot="tie" board={board} className="bg-emerald-800/70">
          <span className="text-sm sm:text-base">{t('live_spot_tie')}</span>
        </SpotButton>
        <SpotButton
          spot="tiger"
          board={board}
          className="min-h-20 bg-gradient-to-b from-orange-500/80 to-orange-900/80"
        >
          <span className="text-lg tracking-wide uppercase sm:text-xl">{t('live_spot_tiger')}</span>
        </SpotButton>
      </div>
      <SpotButton spot="suited-tie" board={board} className="bg-emerald-900/70">
        <span className="text-sm">{t('live_spot_suited_tie')}</span>
      </SpotButton>
    </div>
  );
};

const FACES = [1, 2, 3, 4, 5, 6];

const SicBoBoard = (board: BoardProps) => {
  const { t } = useTranslation();
  const section = (title: string, body: ReactNode) => (
    <div className="grid gap-1.5">
      <p className="text-[11px] font-semibold tracking-wider text-white/60 uppercase">{title}</p>
      {body}
    </div>
  );
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-4 gap-1.5">
        {(['small', 'odd', 'even', 'big'] as const).map((spot) => (
          <SpotButton
            key={spot}
            spot={spot}
            board={board}
            className={spot === 'small' || spot === 'big' ? 'bg-red-900/60' : 'bg-sky-900/60'}
          >
            <span className="text-sm uppercase">{t(`live_spot_${spot}`)}</span>
            <span className="text-[10px] font-medium text-white/60">
              {spot === 'small' ? '4–10' : spot === 'big' ? '11–17' : ''}
            </span>
          </SpotButton>
        ))}
      </div>
      {section(
        t('live_section_totals'),
        <div className="grid grid-cols-7 gap-1.5">
          {Array.from({ length: 14 }, (_, i) => i + 4).map((n) => (
            <SpotButton key={n} spot={`total:${n}`} board={board} className="bg-emerald-900/50 px-0.5">
              <span className="text-base">{n}</span>
            </SpotButton>
          ))}
        </div>,
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {section(
          t('live_section_triples'),
          <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-7">
            {FACES.map((n) => (
              <SpotButton key={n} spot={`triple:${n}`} board={board} className="bg-purple-900/50">
                <span className="flex -space-x-1">
                  {[0, 1, 2].map((k) => (
                    <Die key={k} value={n} className="size-4" />
                  ))}
                </span>
              </SpotButton>
            ))}
            <SpotButton spot="any-triple" board={board} className="col-span-2 bg-purple-800/60 sm:col-span-1">
              <span className="text-xs">{t('live_spot_any_triple')}</span>
            </SpotButton>
          </div>,
        )}
        {section(
          t('live_section_doubles'),
          <div className="grid grid-cols-6 gap-1.5">
            {FACES.map((n) => (
              <SpotButton key={n} spot={`double:${n}`} board={board} className="bg-indigo-900/50">
                <span className="flex -space-x-1">
                  {[0, 1].map((k) => (
                    <Die key={k} value={n} className="size-4" />
                  ))}
                </span>
              </SpotButton>
            ))}
          </div>,
        )}
      </div>
      {section(
        t('live_section_combos'),
        <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-8 lg:grid-cols-15">
          {FACES.flatMap((a) =>
            FACES.filter((b) => b > a).map((b) => (
              <SpotButton
                key={`${a}-${b}`}
                spot={`combo:${a}-${b}`}
                board={board}
                className="bg-teal-900/50 px-0.5"
              >
                <span className="flex gap-0.5">
                  <Die value={a} className="size-4" />
                  <Die value={b} className="size-4" />
                </span>
              </SpotButton>
            )),
          )}
        </div>,
      )}
      {section(
        t('live_section_singles'),
        <div className="grid grid-cols-6 gap-1.5">
          {FACES.map((n) => (
            <SpotButton key={n} spot={`single:${n}`} board={board} className="bg-amber-900/50">
              <Die value={n} className="size-6" />
            </SpotButton>
          ))}
        </div>,
      )}
    </div>
  );
};

/* Roulette. A number n sits in street s = ⌈n/3⌉ − 1 (0–11) and lane l = (n − 1) mod 3 (0–2). A
 * point of the layout is (σ, λ) in street and lane units; lying down (wide screens) σ runs to the
 * right and λ upwards, standing (phones) λ runs to the right and σ downwards. */
type Point = { sigma: number; lambda: number };
type Zone = { spot: string; at: Point };

const streetOf = (n: number) => Math.ceil(n / 3) - 1;
const laneOf = (n: number) => (n - 1) % 3;
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

/** Every edge and corner target of the layout, with its spot. */
const ROULETTE_ZONES: Zone[] = (() => {
  const zones: Zone[] = [];
  for (const n of NUMBERS) {
    const s = streetOf(n);
    const l = laneOf(n);
    if (l < 2) zones.push({ spot: `split:${n}-${n + 1}`, at: { sigma: s + 0.5, lambda: l + 1 } });
    if (s < 11) zones.push({ spot: `split:${n}-${n + 3}`, at: { sigma: s + 1, lambda: l + 0.5 } });
    if (l < 2 && s < 11)
      zones.push({ spot: `corner:${n}-${n + 1}-${n + 3}-${n + 4}`, at: { sigma: s + 1, lambda: l + 1 } });
    if (l === 0) {
      zones.push({ spot: `street:${n}-${n + 1}-${n + 2}`, at: { sigma: s + 0.5, lambda: 0 } });
      if (s < 11)
        zones.push({
          spot: `six-line:${n}-${n + 1}-${n + 2}-${n + 3}-${n + 4}-${n + 5}`,
          at: { sigma: s + 1, lambda: 0 },
        });
    }
  }
  for (const n of [1, 2, 3]) zones.push({ spot: `split:0-${n}`, at: { sigma: 0, lambda: laneOf(n) + 0.5 } });
  zones.push({ spot: 'street:0-1-2', at: { sigma: 0, lambda: 1 } });
  zones.push({ spot: 'street:0-2-3', at: { sigma: 0, lambda: 2 } });
  zones.push({ spot: 'first-four', at: { sigma: 0, lambda: 0 } });
  return zones;
})();

const NUMBER_BG = { red: 'bg-red-700/90', black: 'bg-slate-900/90', green: 'bg-emerald-700/90' } as const;

const RouletteNumbers = ({ board, upright }: { board: BoardProps; upright: boolean }) => {
  const name = useSpotName(board);
  // Lying: 12 columns × 3 rows, the 3s on top. Upright: 3 columns × 12 rows, the 1s at the left.
  const place = (n: number) =>
    upright
      ? { gridColumn: laneOf(n) + 1, gridRow: streetOf(n) + 1 }
      : { gridColumn: streetOf(n) + 1, gridRow: 3 - laneOf(n) };
  const position = ({ sigma, lambda }: Point) =>
    upright
      ? { left: `${(lambda / 3) * 100}%`, top: `${(sigma / 12) * 100}%` }
      : { left: `${(sigma / 12) * 100}%`, top: `${((3 - lambda) / 3) * 100}%` };
  return (
    <div className="relative">
      <div className={`grid gap-px ${upright ? 'grid-cols-3 grid-rows-12' : 'grid-cols-12 grid-rows-3'}`}>
        {NUMBERS.map((n) => (
          <div key={n} style={place(n)} className="grid">
            <SpotButton
              spot={`straight:${n}`}
              board={board}
              odds={false}
              className={`rounded-md ${upright ? 'h-9' : 'h-11'} ${NUMBER_BG[rouletteColor(n)]}`}
            >
              <span className="text-sm tabular-nums">{n}</span>
            </SpotButton>
          </div>
        ))}
      </div>
      {ROULETTE_ZONES.map(({ spot, at }) => {
        const result = board.resultOf(spot);
        const pending = board.pending.get(spot) ?? 0;
        const confirmed = board.confirmed.get(spot) ?? 0;
        return (
          <button
            key={spot}
            type="button"
            data-testid={`spot-${spot}`}
            data-result={result ?? undefined}
            aria-label={name(spot)}
            title={name(spot)}
            disabled={board.disabled}
            onClick={() => board.onSpot(spot)}
            style={position(at)}
            className={`absolute z-10 grid size-5 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full transition enabled:hover:bg-gold/60 disabled:cursor-not-allowed ${
              result === 'won' && pending + confirmed > 0 ? 'bg-gold/70 ring-2 ring-gold' : 'bg-transparent'
            }`}
          >
            <StakeChip pending={pending} confirmed={confirmed} className="scale-90" />
          </button>
        );
      })}
    </div>
  );
};

const RouletteBoard = (board: BoardProps) => {
  const { t } = useTranslation();
  const outside = (spot: string, label: ReactNode, className = '') => (
    <SpotButton
      key={spot}
      spot={spot}
      board={board}
      odds={false}
      className={`rounded-md py-1.5 text-xs ${className}`}
    >
      {label}
    </SpotButton>
  );
  const evens = [
    outside('low', '1–18', 'bg-emerald-900/60'),
    outside('even', t('live_spot_even'), 'bg-emerald-900/60'),
    outside('red', <span className="inline-block size-4 rotate-45 bg-red-600" />, 'bg-emerald-900/60'),
    outside(
      'black',
      <span className="inline-block size-4 rotate-45 bg-slate-950 ring-1 ring-white/30" />,
      'bg-emerald-900/60',
    ),
    outside('odd', t('live_spot_odd'), 'bg-emerald-900/60'),
    outside('high', '19–36', 'bg-emerald-900/60'),
  ];
  const dozens = [1, 2, 3].map((n) =>
    outside(`dozen:${n}`, t('live_spot_dozen', { n }), 'bg-emerald-900/60'),
  );
  const columns = [1, 2, 3].map((n) => outside(`column:${n}`, '2:1', 'bg-emerald-900/60'));
  return (
    <div className="grid gap-2">
      {/* Phones: upright. */}
      <div className="grid grid-cols-[1fr_2.75rem] gap-1 md:hidden">
        {outside('straight:0', '0', `${NUMBER_BG.green} h-9`)}
        <span aria-hidden="true" />
        <RouletteNumbers board={board} upright />
        <div className="grid grid-rows-3 gap-1">{dozens}</div>
        <div className="grid grid-cols-3 gap-1">{columns}</div>
        <span aria-hidden="true" />
        <div className="col-span-2 grid grid-cols-3 gap-1">{evens}</div>
      </div>
      {/* Wide screens: lying. */}
      <div className="hidden gap-1 md:grid">
        <div className="grid grid-cols-[3rem_1fr_3rem] gap-1">
          {outside('straight:0', '0', `${NUMBER_BG.green} h-full`)}
          <RouletteNumbers board={board} upright={false} />
          <div className="grid grid-rows-3 gap-1">{[...columns].reverse()}</div>
        </div>
        <div className="ml-[3.25rem] mr-[3.25rem] grid grid-cols-3 gap-1">{dozens}</div>
        <div className="ml-[3.25rem] mr-[3.25rem] grid grid-cols-6 gap-1">{evens}</div>
      </div>
    </div>
  );
};

/** The felt of the table's game. */
export const SpotBoard = (board: BoardProps) => {
  switch (board.kind) {
    case 'baccarat':
      return <BaccaratBoard {...board} />;
    case 'dragon_tiger':
      return <DragonTigerBoard {...board} />;
    case 'sic_bo':
      return <SicBoBoard {...board} />;
    case 'roulette':
      return <RouletteBoard {...board} />;
  }
};
