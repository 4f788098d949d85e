/**
 * The jackpot counter (spec §2, §9), fed by the brand's real progressive pool
 * (`GCSGAME_getJackpot`, docs/decisions/028-jackpot-pool.md): every 3–5 s it reads the pool again
 * and rolls up to the new figure; when the pool has been won it drops to the new cycle's seed. Shown
 * as money with 2 decimals, thousands separators and the brand's currency symbol, with the last win
 * below it and a link to the page where a player verifies the draws. Hidden when the brand runs no
 * jackpot.
 */
import { SafeImage } from '@luckwell/ui/safe-image';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../shared/api-client.ts';
import { formatMinorUnits, formatMoney } from '../../shared/format-money.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission } from '../../shared/permission-store.ts';

/** Spec §9: the counter moves every 3 to 5 seconds. */
export const POLL_MIN_MS = 3000;
export const POLL_MAX_MS = 5000;
const ROLL_MS = 1400;

/** The wait before the next reading: 3–5 s, drawn anew each time so counters do not tick together. */
export const nextPollDelay = (random = Math.random) =>
  POLL_MIN_MS + Math.floor(random() * (POLL_MAX_MS - POLL_MIN_MS + 1));

/** "50242250.75" → 5024225075 minor units, without floating-point money. */
export const moneyToMinorUnits = (amount: string) => {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number(match[2]) : 0;
};

/**
 * The figure shown `progress` (0–1) of the way from `from` to `to`: eased up when the pool grew; a
 * pool that shrank (it was won) is shown at once, never counted down.
 */
export const rollFigure = (from: number, to: number, progress: number) => {
  if (to <= from || progress >= 1) return to;
  const eased = 1 - (1 - Math.max(0, progress)) ** 3;
  return Math.round(from + (to - from) * eased);
};

const schema = () => import('@luckwell/contracts/games/jackpot').then((m) => m.ZJackpotResponse);

export const jackpotQuery = {
  queryKey: ['jackpot'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet('/relay/GCSGAME_getJackpot', schema, { signal }),
  refetchInterval: () => nextPollDelay(),
  staleTime: 0,
};

/** Rolls the shown figure to each new reading. */
const useRolling = (target: number | undefined) => {
  const [shown, setShown] = useState(target ?? 0);
  const shownRef = useRef<number | undefined>(target);
  useEffect(() => {
    if (target === undefined) return;
    const from = shownRef.current;
    if (from === undefined || target <= from) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const value = rollFigure(from, target, (now - started) / ROLL_MS);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
};

export const JackpotCounter = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const { data: pool, isPending } = useQuery(jackpotQuery);
  const target = pool ? moneyToMinorUnits(pool.amount) : undefined;
  const shown = useRolling(target);
  const symbol = brand.currency.symbol;

  if (!isPending && !pool) return null;

  return (
    <section aria-labelledby="jackpot-title" className="mx-auto max-w-[1280px] px-4 text-center">
      <h2 id="jackpot-title" className="text-xs font-bold tracking-[0.3em] text-primary uppercase sm:text-sm">
        {t('home_jackpot')}
      </h2>
      {/* The art is a 6:1 frame with a display window in its middle half; phones crop to the window. */}
      <div className="@container relative mx-auto mt-2 aspect-[3/1] w-full max-w-5xl overflow-hidden sm:aspect-[6/1]">
        <SafeImage
          src={imageUrl('/img/home/jackpot.svg')}
          alt=""
          width={1200}
          height={200}
          decoding="async"
          className="pointer-events-none absolute inset-0 size-full object-cover"
        />
        {target === undefined ? (
          <span className="absolute inset-x-[30%] top-[49%] h-[18%] -translate-y-1/2 animate-pulse rounded-lg bg-white/10" />
        ) : (
          <>
            <p
              className="text-gold absolute inset-x-0 top-[49%] -translate-y-1/2 text-[7.4cqw] leading-none font-bold tabular-nums drop-shadow-[0_3px_12px_rgba(0,0,0,0.7)] sm:text-[4.2cqw]"
              aria-hidden="true"
            >
              {formatMinorUnits(shown, symbol)}
            </p>
            <p className="sr-only">{formatMinorUnits(target, symbol)}</p>
          </>
        )}
      </div>
      <p className="mt-2 text-xs text-muted sm:text-sm">
        {pool?.lastHit
          ? t('home_jackpot_last', {
              player: pool.lastHit.player,
              amount: formatMoney(pool.lastHit.amount, symbol),
            })
          : t('home_jackpot_note')}
      </p>
      <Link
        to="/jackpotFairness"
        className="mt-1 inline-flex min-h-6 items-center gap-1 text-xs font-semibold text-primary hover:underline"
      >
        <span aria-hidden="true">✓</span>
        {t('home_jackpot_fair')}
      </Link>
    </section>
  );
};
