/**
 * Home "live" (spec §2 "Home sections in order"): a title linking to /live over a slider of the hot
 * games of type LIVE only (GCSGAME_hotGamesV2 with gameType LIVE, kept as HOT_GAMES). The arrows
 * show only when there are more than 4 games; without them the row still scrolls by touch.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowButton } from '../../shared/arrow-button.tsx';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';
import { GameTile, GameTileSkeleton } from '../../shared/game-tile.tsx';
import { useHotGames } from '../../shared/hot-games.ts';
import { useLaunchGame } from '../../shared/launch-game.ts';
import { SectionTitle } from './section-title.tsx';

/** Spec §2: arrows only with more than this many games. */
export const ARROWS_ABOVE = 4;
const SHOWN = 16;

const ARROW_CLASS =
  'grid size-9 place-items-center rounded-full border border-line bg-surface text-ink transition hover:border-primary/70 hover:text-primary';

export const LiveSlider = () => {
  const { t } = useTranslation();
  const hot = useHotGames('', 'LIVE');
  const launch = useLaunchGame();
  const row = useRef<HTMLUListElement>(null);
  const games = (hot.data ?? []).slice(0, SHOWN);
  if (!hot.isPending && games.length === 0) return null;

  /** One view's width at a time, less a tile so the player keeps their place. */
  const slide = (direction: -1 | 1) => {
    const element = row.current;
    if (!element) return;
    const tile = element.firstElementChild?.getBoundingClientRect().width ?? 0;
    element.scrollBy({ left: direction * Math.max(tile, element.clientWidth - tile), behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="home-live-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle
        id="home-live-title"
        title={
          <Link to={CATEGORY_ROUTES.LIVE} className="transition hover:text-primary">
            {t('home_live_title')}
          </Link>
        }
        subtitle={t('home_live_subtitle')}
        action={
          games.length > ARROWS_ABOVE && (
            <div className="flex shrink-0 gap-2">
              <ArrowButton
                direction="prev"
                label={t('home_live_prev')}
                onClick={() => slide(-1)}
                className={ARROW_CLASS}
              />
              <ArrowButton
                direction="next"
                label={t('home_live_next')}
                onClick={() => slide(1)}
                className={ARROW_CLASS}
              />
            </div>
          )
        }
      />
      <ul
        ref={row}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2"
      >
        {hot.isPending
          ? Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i} className="w-36 shrink-0 sm:w-48">
                <GameTileSkeleton />
              </li>
            ))
          : games.map((game) => (
              <li key={game.nodeId} className="w-36 shrink-0 snap-start sm:w-48">
                <GameTile game={game} onPlay={launch} />
              </li>
            ))}
      </ul>
    </section>
  );
};
