/**
 * Hot games of a category (or of one vendor) as a row above the full list: GCSGAME_hotGamesV2,
 * cached in session storage (spec §4). Nothing is shown when the category has none.
 */
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { useTranslation } from 'react-i18next';
import { GameTile, GameTileSkeleton } from '../../shared/game-tile.tsx';
import { useHotGames } from '../../shared/hot-games.ts';
import { useLaunchGame } from '../../shared/launch-game.ts';

const SHOWN = 12;

export const HotGamesRow = ({
  gameType,
  vassalage = '',
}: {
  gameType: TGameCategory;
  vassalage?: string;
}) => {
  const { t } = useTranslation();
  const hot = useHotGames(vassalage);
  const launch = useLaunchGame();
  const games = (hot.data ?? []).filter((g) => g.gameType === gameType).slice(0, SHOWN);
  if (!hot.isPending && games.length === 0) return null;

  return (
    <section aria-labelledby="hot-games-title" className="mt-8">
      <h2 id="hot-games-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-ink">
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-accent" />
        {t('games_hot_title')}
      </h2>
      <ul className="scrollbar-none -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {hot.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i} className="w-32 shrink-0 sm:w-40">
                <GameTileSkeleton />
              </li>
            ))
          : games.map((game) => (
              <li key={game.nodeId} className="w-32 shrink-0 snap-start sm:w-40">
                <GameTile game={game} onPlay={launch} />
              </li>
            ))}
      </ul>
    </section>
  );
};
