/**
 * The game slide (spec §2, §9): a card per category that has vendors, with its vendors' logos.
 * Swipeable; advances a page every 5000 ms with a 1000 ms glide, not stopped by interaction;
 * clickable pagination.
 */
import type { TGameMenu } from '@luckwell/contracts/games/game-menus';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';
import { useGameMenus } from '../../shared/game-menus.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { prefersReducedMotion, useReducedMotion } from '../../shared/reduced-motion.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';
import { SectionTitle } from './section-title.tsx';

const AUTOPLAY_MS = 5000;
const SLIDE_MS = 1000;

const easeInOut = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** Scrolls a row horizontally over `SLIDE_MS`, the carousel's slide speed. */
const glideTo = (element: HTMLElement, left: number) => {
  if (prefersReducedMotion()) {
    element.scrollLeft = left;
    return;
  }
  const from = element.scrollLeft;
  const started = performance.now();
  element.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / SLIDE_MS);
    element.scrollLeft = from + (left - from) * easeInOut(progress);
    if (progress < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
};

const CategoryCard = ({ menu }: { menu: TGameMenu }) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <Link
      to={CATEGORY_ROUTES[menu.gameType]}
      className="group relative block aspect-[4/3] overflow-hidden rounded-2xl border border-line shadow-xl shadow-black/40 transition hover:border-primary/70"
    >
      <SafeImage
        src={imageUrl(`/img/categories/cards/${menu.gameType}.svg`)}
        alt=""
        fallbackLabel={t(menu.nameKey)}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition duration-500 group-hover:scale-105"
      />
      <span
        className="absolute inset-0 bg-gradient-to-t from-black/95 via-black/55 to-black/5"
        aria-hidden="true"
      />
      <span className="absolute inset-x-0 bottom-0 p-3 sm:p-4">
        <span className="block text-base font-bold text-white sm:text-lg">{t(menu.nameKey)}</span>
        <span className="mt-0.5 block text-xs text-white/70">{t(`cat_tag_${menu.gameType}`)}</span>
        <span className="mt-2 flex items-center gap-1.5">
          {menu.vendors.slice(0, 3).map((vendor) => (
            <VendorLogo
              key={vendor.vassalage}
              vendor={vendor}
              alt={vendor.displayName}
              decoding="async"
              className="h-6 w-[3.75rem] rounded-md bg-black/50 object-contain p-0.5 ring-1 ring-white/10"
            />
          ))}
          {menu.vendors.length > 3 && (
            <span className="rounded-md bg-black/50 px-1.5 py-1 text-[10px] font-semibold text-white/80">
              +{menu.vendors.length - 3}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
};

export const GameSlide = () => {
  const { t } = useTranslation();
  const { data, isPending } = useGameMenus();
  const rowRef = useRef<HTMLUListElement>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(1);
  const menus = (data ?? []).filter((menu) => menu.vendors.length > 0);

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row || row.clientWidth === 0) return;
    setPages(Math.max(1, Math.ceil((row.scrollWidth - 4) / row.clientWidth)));
    setPage(Math.round(row.scrollLeft / row.clientWidth));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure once the cards have rendered.
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, menus.length, isPending]);

  const goTo = useCallback((target: number) => {
    const row = rowRef.current;
    if (!row) return;
    const max = row.scrollWidth - row.clientWidth;
    glideTo(row, Math.min(max, target * row.clientWidth));
  }, []);

  const still = useReducedMotion();
  useEffect(() => {
    if (pages < 2 || still) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const row = rowRef.current;
      if (!row) return;
      const current = Math.round(row.scrollLeft / row.clientWidth);
      goTo(current + 1 >= pages ? 0 : current + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [pages, goTo, still]);

  if (!isPending && menus.length === 0) return null;

  return (
    <section aria-labelledby="game-slide-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle id="game-slide-title" title={t('home_games_title')} subtitle={t('home_games_subtitle')} />
      {isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="aspect-[4/3] animate-pulse rounded-2xl bg-surface" />
          ))}
        </div>
      ) : (
        <>
          <ul
            ref={rowRef}
            onScroll={measure}
            className="scrollbar-none -mx-1.5 flex snap-x snap-mandatory overflow-x-auto pb-1 sm:-mx-2.5"
          >
            {menus.map((menu) => (
              <li
                key={menu.gameType}
                className="w-1/2 shrink-0 snap-start px-1.5 sm:w-1/3 sm:px-2.5 lg:w-1/5"
              >
                <CategoryCard menu={menu} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <div className="mt-4 flex justify-center gap-2">
              {Array.from({ length: pages }, (_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions, not items.
                  key={i}
                  type="button"
                  aria-label={t('slide_go', { n: i + 1 })}
                  aria-current={i === page}
                  onClick={() => goTo(i)}
                  className="grid h-6 place-items-center px-0.5"
                >
                  <span
                    className={`block h-1.5 rounded-full transition-all ${i === page ? 'w-6 bg-gold' : 'w-1.5 bg-white/30'}`}
                  />
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
};
