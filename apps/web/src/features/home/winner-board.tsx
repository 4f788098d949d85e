/**
 * The winner board (spec §2 "winner board scroller", "A winners list item shows icon, customer name,
 * game name and win amount with currency symbol; clicking starts the game"; §9 scroller step 0.5):
 * the brand's biggest recent real wins, the biggest in a highlight card, all of them in a list that
 * glides upwards half a pixel a frame, seamlessly, and stops while pointed at or focused. Kept in
 * session storage under WINNERS until the refresh button is pressed (spec §4).
 */
import type { TWinnerVo } from '@luckwell/contracts/games/rank-list';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { useLaunchGame } from '../../shared/launch-game.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { prefersReducedMotion } from '../../shared/reduced-motion.ts';
import { SectionTitle } from './section-title.tsx';
import { useWinners } from './winners-api.ts';

/** Pixels the list moves each animation frame (spec §9 "winner scroller step 0.5"). */
export const SCROLL_STEP = 0.5;

/** The next offset of a seamless loop of `height` pixels (one copy of the list). */
export const nextOffset = (offset: number, height: number, step = SCROLL_STEP) =>
  height <= 0 ? 0 : (offset + step) % height;

/** A round settles once: its time, game, player and amount tell it from every other. */
const keyOf = (vo: TWinnerVo) => `${vo.winTime}:${vo.nodeId}:${vo.player}:${vo.winAmount}`;

/** Moves `track` up by SCROLL_STEP a frame while `running`, wrapping after one copy of the list. */
const useSeamlessScroll = (enabled: boolean) => {
  const trackRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const track = trackRef.current;
    if (!enabled || paused || !track) return;
    let offset = Number(track.dataset.offset ?? 0);
    let frame = requestAnimationFrame(function step() {
      offset = nextOffset(offset, copyRef.current?.offsetHeight ?? 0);
      track.dataset.offset = String(offset);
      track.style.transform = `translateY(${-offset}px)`;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled, paused]);
  return { trackRef, copyRef, setPaused };
};

type RowProps = { vo: TWinnerVo; symbol: string; onStart?: (vo: TWinnerVo) => void; copy?: boolean };

const WinnerRow = ({ vo, symbol, onStart, copy = false }: RowProps) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <li>
      <button
        type="button"
        tabIndex={copy ? -1 : undefined}
        onClick={() => onStart?.(vo)}
        // A tap before the app owns the server's button waits for it (index.html, ADR 092).
        data-app-click=""
        aria-label={copy ? undefined : t('home_winners_play', { game: vo.game })}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left transition hover:bg-white/5 focus-visible:bg-white/5 sm:px-4"
      >
        <SafeImage
          src={imageUrl(vo.iconUrl)}
          alt=""
          fallbackLabel={vo.game}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-11 shrink-0 rounded-lg object-cover ring-1 ring-white/10 sm:size-12"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink">{vo.customerName}</span>
          <span className="block truncate text-xs text-muted">{vo.game}</span>
        </span>
        <span className="shrink-0 text-right">
          <span className="text-gold block text-sm font-bold tabular-nums sm:text-base">
            {formatMoney(vo.winAmount, symbol)}
          </span>
          <span className="block text-[10px] tracking-wider text-muted uppercase">
            {t('home_winners_won')}
          </span>
        </span>
      </button>
    </li>
  );
};

const TopWin = ({
  vo,
  symbol,
  onStart,
}: {
  vo: TWinnerVo;
  symbol: string;
  onStart: (vo: TWinnerVo) => void;
}) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <button
      type="button"
      onClick={() => onStart(vo)}
      data-app-click=""
      aria-label={t('home_winners_play', { game: vo.game })}
      className="group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border border-primary/40 bg-gradient-to-br from-surface-2 via-surface to-page p-5 text-left shadow-xl shadow-black/40 transition hover:border-primary/80 sm:p-6"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-primary/15 blur-3xl"
      />
      <span className="relative text-xs font-bold tracking-[0.25em] text-primary uppercase">
        {t('home_winners_top')}
      </span>
      <span className="relative mt-4 flex items-center gap-4">
        <SafeImage
          src={imageUrl(vo.iconUrl)}
          alt=""
          fallbackLabel={vo.game}
          width={96}
          height={96}
          decoding="async"
          className="size-20 shrink-0 rounded-2xl object-cover shadow-lg ring-2 ring-primary/50 transition duration-500 group-hover:scale-105 sm:size-24"
        />
        <span className="min-w-0">
          <span className="block truncate text-lg font-bold text-ink">{vo.customerName}</span>
          <span className="mt-0.5 block truncate text-sm text-muted">{vo.game}</span>
        </span>
      </span>
      <span className="text-gold relative mt-5 block text-2xl lg:mb-5 leading-tight font-bold tabular-nums sm:text-3xl">
        {formatMoney(vo.winAmount, symbol)}
      </span>
      <span className="bg-gold relative mt-5 inline-flex w-fit self-start lg:mt-auto items-center rounded-full px-4 py-1.5 text-sm font-bold text-on-primary">
        {t('home_winners_play_now')}
      </span>
    </button>
  );
};

const RefreshIcon = ({ className }: { className: string }) => (
  <svg
    viewBox="0 0 24 24"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const WinnerBoard = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const { data, isPending, refresh, refreshing } = useWinners();
  // The launch shows its own popup, login gate and error states (shared/launch-game.ts).
  const launch = useLaunchGame();
  const start = useCallback(
    (vo: TWinnerVo) =>
      launch({
        vassalage: vo.vassalage,
        gameCode: vo.gameCode,
        gameType: vo.gameType,
        gameName: vo.game,
        isGame: true,
        maintenance: false,
      }),
    [launch],
  );
  const list = data?.list.map((item) => item.vo) ?? [];
  // Only a list longer than the window scrolls; a short one (or reduced motion) stands still.
  const scrolls = list.length > 5 && !prefersReducedMotion();
  const { trackRef, copyRef, setPaused } = useSeamlessScroll(scrolls);

  if (!isPending && list.length === 0) return null;
  const symbol = brand.currency.symbol;
  const top = list[0];

  return (
    <section aria-labelledby="winners-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle
        id="winners-title"
        title={t('home_winners_title')}
        subtitle={t('home_winners_subtitle')}
        action={
          <button
            type="button"
            onClick={refresh}
            disabled={refreshing}
            className="flex shrink-0 items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-muted transition hover:border-primary/60 hover:text-ink disabled:opacity-60"
          >
            <RefreshIcon className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
            <span className="hidden sm:inline">{t('home_winners_refresh')}</span>
            <span className="sr-only sm:hidden">{t('home_winners_refresh')}</span>
          </button>
        }
      />
      {isPending || !top ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="h-64 animate-pulse rounded-2xl bg-surface" />
          <div className="h-64 animate-pulse rounded-2xl bg-surface" />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-5">
          <TopWin vo={top} symbol={symbol} onStart={start} />
          <div
            role="marquee"
            aria-label={t('home_winners_list')}
            className="relative h-[19rem] overflow-hidden rounded-2xl border border-line bg-surface/90 shadow-lg shadow-black/30 sm:h-[20rem]"
            onPointerEnter={() => setPaused(true)}
            onPointerLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <div className={`h-full py-2 ${scrolls ? '' : 'overflow-y-auto'}`}>
              <div ref={trackRef} className="will-change-transform">
                <ul ref={copyRef}>
                  {list.map((vo) => (
                    <WinnerRow key={keyOf(vo)} vo={vo} symbol={symbol} onStart={start} />
                  ))}
                </ul>
                {scrolls && (
                  <ul aria-hidden="true">
                    {list.map((vo) => (
                      <WinnerRow key={keyOf(vo)} vo={vo} symbol={symbol} onStart={start} copy />
                    ))}
                  </ul>
                )}
              </div>
            </div>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 top-0 h-8 bg-gradient-to-b from-surface to-transparent"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-surface to-transparent"
            />
          </div>
        </div>
      )}
    </section>
  );
};
