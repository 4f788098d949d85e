/**
 * The jackpot counter (spec §9): between 51,101,996 and 51,273,838, every 3–5 s it adds 1,000–1,500
 * and rolls up to the new figure; past the top it starts again from the bottom. Shown as money with
 * 2 decimals, thousands separators and the brand's currency symbol.
 */
import { SafeImage } from '@luckwell/ui/safe-image';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../shared/format-money.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission } from '../../shared/permission-store.ts';

/** In minor units (cents), so every step is exact. */
export const JACKPOT_MIN = 51_101_996_00;
export const JACKPOT_MAX = 51_273_838_00;

const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** The next jackpot figure: adds 1000–1500 (with cents), wrapping to the minimum past the maximum. */
export const nextJackpot = (current: number, random = randomBetween) => {
  const next = current + random(1000_00, 1500_00);
  return next > JACKPOT_MAX ? JACKPOT_MIN : next;
};

const useJackpot = () => {
  const [target, setTarget] = useState(JACKPOT_MIN);
  const [shown, setShown] = useState(JACKPOT_MIN);
  const shownRef = useRef(JACKPOT_MIN);

  useEffect(() => {
    let timer: number;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setTarget((current) => nextJackpot(current));
          schedule();
        },
        randomBetween(3000, 5000),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const from = shownRef.current;
    if (target < from) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const started = performance.now();
    const duration = 1400;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / duration);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(from + (target - from) * eased);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return { shown, target };
};

export const JackpotCounter = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const { shown, target } = useJackpot();
  const symbol = brand.currency.symbol;

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
        <p
          className="text-gold absolute inset-x-0 top-[49%] -translate-y-1/2 text-[7.4cqw] leading-none font-bold tabular-nums drop-shadow-[0_3px_12px_rgba(0,0,0,0.7)] sm:text-[4.2cqw]"
          aria-hidden="true"
        >
          {formatMinorUnits(shown, symbol)}
        </p>
        <p className="sr-only">{formatMinorUnits(target, symbol)}</p>
      </div>
      <p className="mt-2 text-xs text-muted sm:text-sm">{t('home_jackpot_note')}</p>
    </section>
  );
};
