/**
 * The table's stage: what the round dealt, shown as it is dealt. Baccarat's player and banker hands
 * (cards turned one by one in dealing order, their totals, the winner), dragon tiger's two cards,
 * sic bo's three dice and roulette's pocket. Before the deal the card places wait face down; with
 * reduced motion everything shows at once.
 */
import type { TLiveOutcome, TLiveRound, TLiveTable } from '@luckwell/contracts/provider/live';
import { rouletteColor } from '@luckwell/games/live/roulette';
import { useTranslation } from 'react-i18next';
import { CardBack, Die, PlayingCard, Pocket } from './table-pieces.tsx';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How many of the round's `total` reveals are due at `now` (all once settled or without motion). */
export const revealedCount = (round: TLiveRound, total: number, now: number, dealingMs: number) => {
  if (round.phase === 'settled' || prefersReducedMotion()) return total;
  if (round.phase !== 'dealing') return 0;
  const step = Math.min(1_200, (dealingMs * 0.7) / Math.max(1, total));
  return Math.min(total, Math.floor((now - Date.parse(round.dealsAt)) / step) + 1);
};

const Hand = ({
  side,
  cards,
  shown,
  total,
  winner,
}: {
  side: 'player' | 'banker' | 'dragon' | 'tiger';
  cards: readonly string[];
  shown: number;
  total: number | null;
  winner: boolean;
}) => {
  const { t } = useTranslation();
  const tone =
    side === 'player' || side === 'dragon'
      ? 'text-sky-300'
      : side === 'banker'
        ? 'text-red-300'
        : 'text-orange-300';
  return (
    <div
      className={`grid min-w-0 justify-items-center gap-2 rounded-2xl px-2 py-3 transition ${winner ? 'bg-gold/15 ring-2 ring-gold/80' : 'bg-black/25'}`}
      data-testid={`hand-${side}`}
    >
      <p className={`flex items-center gap-2 text-sm font-extrabold tracking-wide uppercase ${tone}`}>
        {t(`live_spot_${side}`)}
        {total !== null && (
          <span
            className="grid size-7 place-items-center rounded-full bg-white/10 text-base text-white tabular-nums"
            data-testid={`total-${side}`}
          >
            {total}
          </span>
        )}
      </p>
      <div className="flex min-h-16 items-center gap-1.5 sm:min-h-20">
        {cards.length === 0
          ? [0, 1].map((k) => <CardBack key={k} />)
          : cards.map((code, i) => {
              // A hand's cards in dealing order: their place is their identity.
              const place = ['first', 'second', 'third'][i] ?? 'more';
              return i < shown ? (
                <PlayingCard key={place} code={code} sideways={i === 2} />
              ) : (
                <CardBack key={place} />
              );
            })}
      </div>
    </div>
  );
};

/** Baccarat deals P, B, P, B, then the player's third, then the banker's. */
const baccaratShown = (outcome: Extract<TLiveOutcome, { kind: 'baccarat' }>, count: number) => {
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  if (outcome.player.length > 2) order.push('player');
  if (outcome.banker.length > 2) order.push('banker');
  const seen = order.slice(0, count);
  return {
    player: seen.filter((s) => s === 'player').length,
    banker: seen.filter((s) => s === 'banker').length,
  };
};

export const Stage = ({ table, round, now }: { table: TLiveTable; round: TLiveRound; now: number }) => {
  const { t } = useTranslation();
  const outcome = round.outcome;
  if (table.kind === 'baccarat') {
    const o = outcome?.kind === 'baccarat' ? outcome : null;
    const cards = o ? o.player.length + o.banker.length : 0;
    const count = o ? revealedCount(round, cards, now, table.dealingMs) : 0;
    const shown = o ? baccaratShown(o, count) : { player: 0, banker: 0 };
    const done = o !== null && count >= cards;
    return (
      <div className="grid grid-cols-2 gap-2" data-testid="live-stage" data-dealt={done ? 'yes' : 'no'}>
        <Hand
          side="player"
          cards={o?.player ?? []}
          shown={shown.player}
          total={done ? (o?.playerTotal ?? null) : null}
          winner={done && o?.winner === 'player'}
        />
        <Hand
          side="banker"
          cards={o?.banker ?? []}
          shown={shown.banker}
          total={done ? (o?.bankerTotal ?? null) : null}
          winner={done && o?.winner === 'banker'}
        />
        {done && o && (
          <p
            className="col-span-2 text-center text-lg font-extrabold text-gold"
            data-testid="live-winner"
            data-winner={o.winner}
          >
            {t(`live_wins_${o.winner}`)}
            {o.natural && (
              <span className="ml-2 text-xs font-semibold text-white/70">{t('live_natural')}</span>
            )}
          </p>
        )}
      </div>
    );
  }
  if (table.kind === 'dragon_tiger') {
    const o = outcome?.kind === 'dragon_tiger' ? outcome : null;
    const count = o ? revealedCount(round, 2, now, table.dealingMs) : 0;
    const done = o !== null && count >= 2;
    const rank = (code: string) => code.slice(0, 1);
    return (
      <div className="grid grid-cols-2 gap-2" data-testid="live-stage" data-dealt={done ? 'yes' : 'no'}>
        <Hand
          side="dragon"
          cards={o ? [o.dragon] : []}
          shown={count >= 1 ? 1 : 0}
          total={null}
          winner={done && o?.winner === 'dragon'}
        />
        <Hand
          side="tiger"
          cards={o ? [o.tiger] : []}
          shown={count >= 2 ? 1 : 0}
          total={null}
          winner={done && o?.winner === 'tiger'}
        />
        {done && o && (
          <p
            className="col-span-2 text-center text-lg font-extrabold text-gold"
            data-testid="live-winner"
            data-winner={o.winner}
          >
            {t(`live_wins_${o.winner}`)}
            {o.suitedTie && (
              <span className="ml-2 text-xs font-semibold text-white/70">{t('live_spot_suited_tie')}</span>
            )}
            <span className="sr-only">{`${rank(o.dragon)} – ${rank(o.tiger)}`}</span>
          </p>
        )}
      </div>
    );
  }
  const revealed = outcome !== null && revealedCount(round, 2, now, table.dealingMs) >= 2;
  if (table.kind === 'sic_bo') {
    const o = outcome?.kind === 'sic_bo' ? outcome : null;
    return (
      <div
        className="grid justify-items-center gap-2 py-2"
        data-testid="live-stage"
        data-dealt={revealed ? 'yes' : 'no'}
      >
        <div className="flex gap-3">
          {(o && revealed ? o.dice : [0, 0, 0]).map((value, i) =>
            value > 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: three dice in their order.
              <Die key={i} value={value} className="size-14 sm:size-16" />
            ) : (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: three dice in their order.
                key={i}
                aria-hidden="true"
                className={`grid size-14 place-items-center rounded-2xl border-2 border-white/30 bg-white/10 text-2xl font-black text-white/40 sm:size-16 ${outcome ? 'motion-safe:animate-bounce' : ''}`}
              >
                ?
              </span>
            ),
          )}
        </div>
        {o && revealed && (
          <p className="text-lg font-extrabold text-gold" data-testid="live-winner">
            {t('live_dice_total', { total: o.total })}
            {o.triple
              ? ` · ${t('live_spot_any_triple')}`
              : ` · ${t(o.total <= 10 ? 'live_spot_small' : 'live_spot_big')}`}
          </p>
        )}
      </div>
    );
  }
  const o = outcome?.kind === 'roulette' ? outcome : null;
  return (
    <div
      className="grid justify-items-center gap-2 py-2"
      data-testid="live-stage"
      data-dealt={revealed ? 'yes' : 'no'}
    >
      <div className="relative grid size-28 place-items-center rounded-full bg-[conic-gradient(#b91c1c_0_10deg,#0f172a_10deg_20deg,#b91c1c_20deg_30deg,#0f172a_30deg_40deg,#b91c1c_40deg_50deg,#0f172a_50deg_60deg,#047857_60deg_70deg,#0f172a_70deg_80deg,#b91c1c_80deg_90deg,#0f172a_90deg_100deg,#b91c1c_100deg_110deg,#0f172a_110deg_120deg,#b91c1c_120deg_130deg,#0f172a_130deg_140deg,#b91c1c_140deg_150deg,#0f172a_150deg_160deg,#b91c1c_160deg_170deg,#0f172a_170deg_180deg,#b91c1c_180deg_190deg,#0f172a_190deg_200deg,#b91c1c_200deg_210deg,#0f172a_210deg_220deg,#b91c1c_220deg_230deg,#0f172a_230deg_240deg,#b91c1c_240deg_250deg,#0f172a_250deg_260deg,#b91c1c_260deg_270deg,#0f172a_270deg_280deg,#b91c1c_280deg_290deg,#0f172a_290deg_300deg,#b91c1c_300deg_310deg,#0f172a_310deg_320deg,#b91c1c_320deg_330deg,#0f172a_330deg_340deg,#b91c1c_340deg_350deg,#0f172a_350deg_360deg)] shadow-xl shadow-black/60 ring-4 ring-amber-700/80">
        <span
          className={`absolute inset-3 rounded-full border-2 border-amber-500/40 ${o && !revealed ? 'motion-safe:animate-spin' : ''}`}
          aria-hidden="true"
        />
        <span className="grid size-16 place-items-center rounded-full bg-gradient-to-br from-amber-700 to-amber-950 ring-2 ring-amber-400/60">
          {o && revealed ? (
            <Pocket number={o.number} size="md" />
          ) : (
            <span className="size-3 rounded-full bg-white shadow" aria-hidden="true" />
          )}
        </span>
      </div>
      {o && revealed && (
        <p className="text-lg font-extrabold text-gold" data-testid="live-winner" data-number={o.number}>
          {t('live_roulette_number', { number: o.number, color: t(`live_color_${rouletteColor(o.number)}`) })}
        </p>
      )}
    </div>
  );
};
