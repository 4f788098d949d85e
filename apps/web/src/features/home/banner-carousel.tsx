/**
 * The home hero (spec §2, §9): w_home banners, autoplay every 3000 ms and looping only when there
 * is more than one. The art has no words; the banner's (already localised) title is overlaid as a
 * heading with a call to action when the banner links somewhere.
 */
import type { TBanner } from '@luckwell/contracts/content/announcements';
import { buttonClass } from '@luckwell/ui/button';
import { SafeImage } from '@luckwell/ui/safe-image';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../shared/announcements.ts';
import { ArrowButton } from '../../shared/arrow-button.tsx';
import { bannerIsClickable, useBannerClick } from '../../shared/banner-link.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { useReducedMotion } from '../../shared/reduced-motion.ts';

export const BANNER_AUTOPLAY_MS = 3000;

const frameClass = 'relative aspect-[2/1] w-full overflow-hidden sm:aspect-[3/1] sm:max-h-[520px]';

const ARROW_CLASS =
  'hidden size-9 place-items-center rounded-full border border-white/15 bg-black/40 text-white backdrop-blur transition hover:bg-black/60 md:grid';

/** Each `url w` of a srcset through the brand's picture host. */
const srcSetThrough = (imageUrl: (url: string) => string, srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => {
      const [url = '', width = ''] = candidate.trim().split(/\s+/);
      return `${imageUrl(url)} ${width}`.trim();
    })
    .join(', ');

/** An uploaded banner as AVIF or WebP at the phone's width (issue 19); a drawn one as it is. */
const BannerPicture = ({ banner, first }: { banner: TBanner; first: boolean }) => {
  const imageUrl = useImageUrl();
  const image = (
    <SafeImage
      src={imageUrl(banner.url)}
      alt=""
      fallbackLabel={banner.title}
      width={1920}
      height={640}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      className="size-full object-cover"
    />
  );
  if (banner.sources.length === 0) return image;
  // React preloads a lone <img> of high priority by itself, not one inside a <picture>: the first
  // slide names its first format's widths, so the browser fetches the file the picture will choose
  // while the stylesheet downloads (in the server's HTML as in the browser's render).
  const [preferred] = banner.sources;
  if (first && preferred) {
    preload(imageUrl(banner.url), {
      as: 'image',
      imageSrcSet: srcSetThrough(imageUrl, preferred.srcset),
      imageSizes: '100vw',
      type: preferred.type,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {banner.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={srcSetThrough(imageUrl, source.srcset)}
          sizes="100vw"
        />
      ))}
      {image}
    </picture>
  );
};

const Slide = ({
  banner,
  active,
  first,
  pictured,
}: {
  banner: TBanner;
  active: boolean;
  first: boolean;
  /** Whether its picture is asked for yet (see `BannerCarousel`). */
  pictured: boolean;
}) => {
  const { t } = useTranslation();
  const onBannerClick = useBannerClick();
  const clickable = bannerIsClickable(banner);
  return (
    <div
      aria-hidden={!active}
      className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${active ? 'z-10 opacity-100' : 'z-0 opacity-0'}`}
    >
      {pictured && <BannerPicture banner={banner} first={first} />}
      <div
        className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/30 to-transparent"
        aria-hidden="true"
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-page via-transparent to-transparent"
        aria-hidden="true"
      />
      <div className="absolute inset-0 mx-auto flex max-w-[1280px] flex-col justify-center px-5 sm:px-10">
        <h2 className="max-w-[17rem] text-xl leading-tight font-bold text-white drop-shadow-[0_2px_10px_rgba(0,0,0,0.7)] sm:max-w-xl sm:text-4xl lg:text-5xl">
          {banner.title}
        </h2>
        {clickable && (
          <div className="mt-3 sm:mt-6">
            <button
              type="button"
              tabIndex={active ? 0 : -1}
              onClick={() => onBannerClick(banner)}
              className={`${buttonClass({ size: 'md' })} min-h-9 px-4 text-xs sm:min-h-12 sm:px-7 sm:text-base`}
            >
              {t(banner.linkageType === 'EXTERNAL' ? 'banner_cta_more' : 'banner_cta')}
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
                <path
                  d="M7 4l6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        )}
      </div>
    </div>
  );
};

/** Shown when the operator has no home banners (or they failed to load): the brand's welcome. */
const WelcomeHero = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const openAuth = useOverlayStore((state) => state.openAuth);
  return (
    <div className={frameClass}>
      <SafeImage
        src={imageUrl(
          brand.merchantCode === 'JDG' ? '/img/banners/jade-home-1.svg' : '/img/banners/home-1.svg',
        )}
        alt=""
        width={1920}
        height={640}
        fetchPriority="high"
        className="size-full object-cover"
      />
      <div
        className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/30 to-transparent"
        aria-hidden="true"
      />
      <div className="absolute inset-0 mx-auto flex max-w-[1280px] flex-col justify-center px-5 sm:px-10">
        <h2 className="max-w-[17rem] text-xl leading-tight font-bold text-white sm:max-w-xl sm:text-4xl lg:text-5xl">
          {t('home_welcome_title', { name: brand.name })}
        </h2>
        <div className="mt-3 sm:mt-6">
          <button
            type="button"
            onClick={() => openAuth('register')}
            className={`${buttonClass()} min-h-9 px-4 text-xs sm:min-h-12 sm:px-7 sm:text-base`}
          >
            {t('banner_cta')}
          </button>
        </div>
      </div>
    </div>
  );
};

export const BannerCarousel = () => {
  const { t } = useTranslation();
  const { banners, isPending } = useBanners('w_home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Slides lie on top of each other, invisible until their turn, so a lazy picture would still be
  // fetched (and an SVG drawn) before the first paint. The first slide's picture is in the page;
  // after hydration the showing slide's and the next one's are asked for, ahead of their turn.
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const dragStart = useRef<number | null>(null);
  const count = banners.length;
  const loops = count > 1;
  // Turns by itself only for players who have not asked for less motion (WCAG 2.2.2).
  const still = useReducedMotion();
  const turnsByItself = loops && !still;

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (count === 0) return;
    const next = (index + 1) % count;
    setPictured((shown) => (shown.has(index) && shown.has(next) ? shown : new Set([...shown, index, next])));
  }, [index, count]);

  useEffect(() => {
    if (!turnsByItself || paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((current) => (current + 1) % count);
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [turnsByItself, paused, count]);

  if (isPending) {
    return (
      <div
        className={`${frameClass} animate-pulse bg-gradient-to-r from-surface via-surface-2 to-surface`}
        aria-busy="true"
      />
    );
  }
  if (count === 0) return <WelcomeHero />;

  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const dx = event.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(dx) > 40 && loops) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner_label')}
      className={`${frameClass} touch-pan-y select-none`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      {banners.map((banner, i) => (
        <Slide
          key={banner.id}
          banner={banner}
          active={i === index}
          first={i === 0}
          pictured={pictured.has(i)}
        />
      ))}
      {loops && (
        <div className="absolute bottom-7 left-1/2 z-20 flex -translate-x-1/2 items-center gap-3 sm:bottom-14">
          <ArrowButton
            direction="prev"
            label={t('banner_prev')}
            onClick={() => go(index - 1)}
            className={ARROW_CLASS}
          />
          <div className="flex items-center">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('banner_go', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
                className="grid h-6 place-items-center px-1"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? 'w-7 bg-gold' : 'w-2 bg-white/40 hover:bg-white/70'}`}
                />
              </button>
            ))}
          </div>
          <ArrowButton
            direction="next"
            label={t('banner_next')}
            onClick={() => go(index + 1)}
            className={ARROW_CLASS}
          />
        </div>
      )}
    </section>
  );
};
