/**
 * One game as a tile (category pages, game list centre, hot games, home slots, recommendations):
 * its icon, name and vendor, a maintenance badge, its hot/new tag, and for a signed-in member the
 * favourites star. The whole tile is one button that starts the game (`useLaunchGame`); the star is a
 * separate button beside it, never nested.
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from './image-url.ts';

type GameTileProps = {
  game: TGame;
  onPlay: (game: TGame) => void;
  favorite?: boolean;
  /** Shown only when given (signed-in members). */
  onToggleFavorite?: (game: TGame) => void;
  /** Eagerly loaded icons for the first screenful. */
  eager?: boolean;
};

export const GameTile = ({ game, onPlay, favorite, onToggleFavorite, eager }: GameTileProps) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const tag = game.hot ? 'hot' : game.new ? 'new' : game.jackpot ? 'jackpot' : null;
  return (
    <div className="group relative h-full overflow-hidden rounded-2xl border border-line bg-surface shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:border-primary/60 focus-within:border-primary">
      <button
        type="button"
        onClick={() => onPlay(game)}
        aria-label={t(game.maintenance ? 'games_play_maintenance' : 'games_play', { name: game.gameName })}
        className="block w-full text-left outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
      >
        <span className="relative block">
          <SafeImage
            src={imageUrl(game.iconUrl)}
            alt=""
            fallbackLabel={game.gameName}
            width={200}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`aspect-square w-full object-cover transition duration-300 group-hover:scale-105 ${game.maintenance ? 'opacity-60 grayscale-[40%]' : ''}`}
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 grid place-items-center bg-black/45 opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100"
          >
            <span className="grid size-12 place-items-center rounded-full bg-gold text-on-primary shadow-lg shadow-black/50">
              {game.maintenance ? (
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                  <path
                    d="M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z"
                    fill="currentColor"
                  />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" className="ml-0.5 size-5" aria-hidden="true">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              )}
            </span>
          </span>
          {tag && !game.maintenance && (
            <span
              className={`absolute bottom-1.5 left-1.5 rounded-md px-1 py-px text-[9px] font-bold tracking-wide uppercase sm:bottom-2 sm:left-2 sm:px-1.5 sm:py-0.5 sm:text-[10px] ${
                tag === 'hot'
                  ? 'bg-accent text-white'
                  : tag === 'new'
                    ? 'bg-emerald-500 text-black'
                    : 'bg-gold text-on-primary'
              }`}
            >
              {t(`games_tag_${tag}`)}
            </span>
          )}
          {game.maintenance && (
            <span className="absolute bottom-1.5 left-1.5 rounded-md bg-black/75 px-1 py-px text-[9px] font-bold text-gold uppercase sm:bottom-2 sm:left-2 sm:px-1.5 sm:py-0.5 sm:text-[10px]">
              {t('games_maintenance')}
            </span>
          )}
        </span>
        <span className="block truncate px-2 pt-2 text-sm font-semibold text-ink">{game.gameName}</span>
        <span className="block truncate px-2 pb-2 text-xs text-muted">{game.vassalage}</span>
      </button>
      {onToggleFavorite && (
        <button
          type="button"
          aria-pressed={favorite}
          aria-label={t('games_favorite', { name: game.gameName })}
          onClick={() => onToggleFavorite(game)}
          className={`absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full bg-black/60 text-base leading-none transition hover:scale-110 sm:top-2 sm:right-2 sm:size-8 sm:text-lg ${favorite ? 'text-gold' : 'text-white/75'}`}
        >
          <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
        </button>
      )}
    </div>
  );
};

/** The placeholder of a tile while its list loads. */
export const GameTileSkeleton = () => (
  <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-surface">
    <div className="aspect-square w-full animate-pulse bg-surface-2" />
    <div className="m-2 h-3.5 w-3/4 animate-pulse rounded bg-surface-2" />
    <div className="mx-2 mb-2 h-3 w-1/3 animate-pulse rounded bg-surface-2" />
  </div>
);
