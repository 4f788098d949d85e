/**
 * The game list of a category page, of the game list centre and of a vendor's popup game list:
 * all games (GCSGAME_gameList, docs/decisions/024-game-catalogue.md, pages of 60 loaded as the
 * player scrolls), or for a member their recent games (GCS_recentGame) or favourites
 * (MCSFE_getFavoriteGamesList); vendor tabs, sub-category filters, a search box, and a virtualised
 * grid of tiles that start their game (`useLaunchGame`).
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TGameCategory, TVendor } from '@luckwell/contracts/games/game-menus';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { GameTile, GameTileSkeleton } from '../../shared/game-tile.tsx';
import { useLaunchGame } from '../../shared/launch-game.ts';
import { useFavorites } from './use-favorites.ts';
import { VirtualGameGrid } from './virtual-game-grid.tsx';

const PAGE_SIZE = 60;
/** Favourites shown in the list view: the member's latest this many. */
const FAVORITES_SHOWN = 200;
const schema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZGameListResponse);
const recentSchema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZRecentGamesResponse);
const favoriteListSchema = () =>
  import('@luckwell/contracts/games/catalogue').then((m) => m.ZFavoriteGamesListResponse);

/** Sub-category filters of the slot categories (spec §3; BG only for TY, which no brand has). */
const SUB_CATEGORIES = ['SC', 'JP', 'TG', 'AC'] as const;

export type GameView = 'all' | 'recent' | 'favorites';
const VIEWS: readonly GameView[] = ['all', 'recent', 'favorites'];

export const gameListPath = (
  gameType: string,
  vassalage: string,
  search: string,
  pageNum: number,
  subCategory = '',
) =>
  `/relay/GCSGAME_gameList?${new URLSearchParams({
    gameType,
    ...(vassalage ? { vassalage } : {}),
    ...(subCategory ? { subCategory } : {}),
    ...(search ? { search } : {}),
    pageNum: String(pageNum),
    pageSize: String(PAGE_SIZE),
  })}`;

/** The member's own lists, filtered as the list would be (the server answers them whole). */
export const filterGames = (
  games: TGame[],
  filter: { gameType: TGameCategory; vassalage: string; subCategory: string; search: string },
) => {
  const search = filter.search.toLowerCase();
  return games.filter(
    (g) =>
      (g.gameType === filter.gameType || (filter.gameType === 'JL' && g.gameType === 'RNG')) &&
      (!filter.vassalage || g.vassalage === filter.vassalage) &&
      (!filter.subCategory || g.subCategory === filter.subCategory) &&
      (!search || `${g.gameName} ${g.gameCode}`.toLowerCase().includes(search)),
  );
};

const chipClass = (on: boolean, tone: 'gold' | 'primary' = 'gold') =>
  `shrink-0 rounded-full border px-3 py-1 text-sm whitespace-nowrap transition ${
    on
      ? tone === 'gold'
        ? 'border-gold bg-gold/15 text-gold'
        : 'border-primary bg-primary/15 text-primary'
      : 'border-line text-muted hover:border-primary/50 hover:text-ink'
  }`;

type GameGridProps = {
  gameType: TGameCategory;
  /** Vendor tabs; none when the list is one vendor's. */
  vendors: Pick<TVendor, 'vassalage' | 'displayName'>[];
  /** The one vendor this list shows (game list centre, popup game list). */
  vassalage?: string;
  /** The element that scrolls the grid when it is not the page (the popup game list). */
  scrollElement?: () => HTMLElement | null;
  /** Inside a vendor's popup game list, lobby entries start instead of opening the list again. */
  fromVendorList?: boolean;
  /** Heading level 2 title; the popup has its own. */
  showTitle?: boolean;
};

export const GameGrid = ({
  gameType,
  vendors,
  vassalage: fixedVassalage,
  scrollElement,
  fromVendorList = false,
  showTitle = true,
}: GameGridProps) => {
  const { t } = useTranslation();
  const [view, setView] = useState<GameView>('all');
  const [chosenVassalage, setVassalage] = useState('');
  const vassalage = fixedVassalage ?? chosenVassalage;
  const [typed, setTyped] = useState('');
  const [subCategory, setSubCategory] = useState('');
  const search = useDeferredValue(typed.trim());
  const favorites = useFavorites();
  const launch = useLaunchGame({ fromVendorList });
  const member = favorites.isLogin;
  const shownView = member ? view : 'all';

  const list = useInfiniteQuery({
    queryKey: ['gameList', gameType, vassalage, search, subCategory],
    queryFn: ({ pageParam, signal }) =>
      apiGet(gameListPath(gameType, vassalage, search, pageParam, subCategory), schema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
    enabled: shownView === 'all',
  });
  const recent = useQuery({
    queryKey: ['recentGames'],
    queryFn: ({ signal }) => apiGet('/relay/GCS_recentGame', recentSchema, { signal }),
    enabled: shownView === 'recent',
  });
  const favoriteList = useQuery({
    queryKey: ['favoriteGamesList'],
    queryFn: ({ signal }) =>
      apiGet(`/relay/MCSFE_getFavoriteGamesList?pageNum=1&pageSize=${FAVORITES_SHOWN}`, favoriteListSchema, {
        signal,
      }),
    enabled: shownView === 'favorites',
  });

  const filter = { gameType, vassalage, subCategory, search };
  const active = shownView === 'all' ? list : shownView === 'recent' ? recent : favoriteList;
  const games =
    shownView === 'all'
      ? (list.data?.pages.flatMap((p) => p.content) ?? [])
      : shownView === 'recent'
        ? filterGames(recent.data ?? [], filter)
        : filterGames(favoriteList.data?.content ?? [], filter);
  const total = shownView === 'all' ? (list.data?.pages[0]?.total ?? 0) : games.length;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const renderTile = (game: TGame, index: number) => (
    <GameTile
      game={game}
      onPlay={launch}
      eager={index < 12}
      favorite={favorites.ids.has(game.nodeId)}
      onToggleFavorite={member ? favorites.toggle : undefined}
    />
  );

  const emptyTitle =
    shownView === 'recent'
      ? t('games_recent_empty')
      : shownView === 'favorites'
        ? t('games_favorites_empty')
        : t('games_none');

  return (
    <section aria-labelledby={showTitle ? 'games-title' : undefined} className={showTitle ? 'mt-8' : ''}>
      {showTitle && (
        <h2 id="games-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-ink">
          <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gold" />
          {t('games_title')}
        </h2>
      )}
      {member && (
        <div
          role="tablist"
          aria-label={t('games_views')}
          className="scrollbar-none mb-3 flex gap-1 overflow-x-auto border-b border-line"
        >
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={shownView === v}
              onClick={() => setView(v)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
                shownView === v ? 'border-gold text-gold' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {t(`games_view_${v}`)}
            </button>
          ))}
        </div>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {vendors.length > 0 && (
          <div
            role="tablist"
            aria-label={t('cat_page_vendors')}
            className="scrollbar-none -mx-4 flex w-[calc(100%+2rem)] gap-2 overflow-x-auto px-4 sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {[{ vassalage: '', displayName: t('games_all_vendors') }, ...vendors].map((v) => (
              <button
                key={v.vassalage || 'all'}
                type="button"
                role="tab"
                aria-selected={vassalage === v.vassalage}
                onClick={() => setVassalage(v.vassalage)}
                className={chipClass(vassalage === v.vassalage)}
              >
                {v.displayName}
              </button>
            ))}
          </div>
        )}
        {(gameType === 'RNG' || gameType === 'JL') && (
          <div className="scrollbar-none -mx-4 flex w-[calc(100%+2rem)] gap-2 overflow-x-auto px-4 sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0">
            {SUB_CATEGORIES.map((sub) => (
              <button
                key={sub}
                type="button"
                aria-pressed={subCategory === sub}
                onClick={() => setSubCategory(subCategory === sub ? '' : sub)}
                className={`${chipClass(subCategory === sub, 'primary')} text-xs`}
              >
                {t(`games_sub_${sub}`)}
              </button>
            ))}
          </div>
        )}
        <input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('games_search_placeholder')}
          aria-label={t('games_search_placeholder')}
          maxLength={64}
          className="w-full min-w-48 rounded-full border border-line bg-surface px-4 py-1.5 text-sm text-ink sm:ml-auto sm:w-auto"
        />
      </div>
      {active.isPending ? (
        <div
          role="status"
          aria-label={t('app_loading')}
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
        >
          {Array.from({ length: 12 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <GameTileSkeleton key={i} />
          ))}
        </div>
      ) : active.isError ? (
        <EmptyState
          tone="error"
          title={t(errorMessageKey(active.error))}
          action={
            <button type="button" className={buttonClass()} onClick={() => active.refetch()}>
              {t('common_retry')}
            </button>
          }
        />
      ) : games.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          description={search ? t('games_none_search', { text: search }) : undefined}
          action={
            shownView !== 'all' ? (
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                onClick={() => setView('all')}
              >
                {t('games_view_all_games')}
              </button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="mb-3 text-xs text-muted" aria-live="polite">
            {t('games_count', { count: total })}
          </p>
          <VirtualGameGrid
            games={games}
            total={total}
            label={t('games_title')}
            renderTile={renderTile}
            onEndReached={shownView === 'all' ? loadMore : undefined}
            scrollElement={scrollElement}
          />
          {shownView === 'all' && hasNextPage && (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                disabled={isFetchingNextPage}
                onClick={loadMore}
              >
                {isFetchingNextPage ? <Spinner label={t('app_loading')} /> : t('games_load_more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
};
