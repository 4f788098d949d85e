/**
 * The game list of a category page: vendor tabs, a search box, and the games from
 * GCSGAME_gameList (docs/decisions/024-game-catalogue.md) in pages of 60 with "show more".
 * Every demo game is under maintenance until its engine exists, and says so on its tile.
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TGameCategory, TVendor } from '@luckwell/contracts/games/game-menus';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../shared/api-client.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const PAGE_SIZE = 60;
const schema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZGameListResponse);
const favoritesSchema = () =>
  import('@luckwell/contracts/games/catalogue').then((m) => m.ZFavoriteGamesResponse);
const toggleSchema = () =>
  import('@luckwell/contracts/games/catalogue').then((m) => m.ZFavoriteToggleResponse);
type Favorite = { nodeId: number; vassalage: string; gameType: TGameCategory };

/**
 * The member's favourites, and a toggle that updates the list at once and then tells the server
 * (spec §4: adding skipped if already a favourite; toggle throttled to one a second).
 */
const useFavorites = () => {
  const isLogin = useSessionStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  const key = ['favoriteGames'];
  const favorites = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet('/relay/MCSFE_getFavoriteGames', favoritesSchema, { signal }),
    enabled: isLogin,
  });
  const last = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ game, on }: { game: TGame; on: boolean }) =>
      on
        ? apiRequest('/relay/MCSFE_addFavoriteGameV2', toggleSchema, {
            method: 'POST',
            body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
          })
        : apiRequest('/relay/MCSFE_removeFavoriteGameV2', toggleSchema, {
            method: 'DELETE',
            query: { nodeId: game.nodeId },
          }),
    onMutate: ({ game, on }) => {
      queryClient.setQueryData<Favorite[]>(key, (old = []) =>
        on
          ? [{ nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType }, ...old]
          : old.filter((f) => f.nodeId !== game.nodeId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const ids = new Set((favorites.data ?? []).map((f) => f.nodeId));
  const toggle = (game: TGame) => {
    const now = Date.now();
    if (now - last.current < 1000) return;
    last.current = now;
    mutation.mutate({ game, on: !ids.has(game.nodeId) });
  };
  return { isLogin, ids, toggle };
};

/** Sub-category filters of the slot categories (spec §3; BG only for TY, which no brand has). */
const SUB_CATEGORIES = ['SC', 'JP', 'TG', 'AC'] as const;

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

const GameTile = ({
  game,
  favorite,
  onToggle,
}: {
  game: TGame;
  favorite?: boolean;
  onToggle?: (game: TGame) => void;
}) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <div className="group relative overflow-hidden rounded-2xl border border-line bg-surface">
      <SafeImage
        src={imageUrl(game.iconUrl)}
        alt=""
        fallbackLabel={game.gameName}
        width={200}
        height={200}
        loading="lazy"
        className="aspect-square w-full object-cover"
      />
      {game.maintenance && (
        <span className="absolute top-2 right-2 rounded-full bg-black/70 px-2 py-0.5 text-[10px] font-bold text-gold uppercase">
          {t('games_maintenance')}
        </span>
      )}
      {onToggle && (
        <button
          type="button"
          aria-pressed={favorite}
          aria-label={t('games_favorite', { name: game.gameName })}
          onClick={() => onToggle(game)}
          className={`absolute top-2 left-2 rounded-full bg-black/60 px-1.5 text-lg leading-7 ${favorite ? 'text-gold' : 'text-white/70'}`}
        >
          {favorite ? '★' : '☆'}
        </button>
      )}
      <p className="truncate px-2 pt-2 text-sm font-semibold text-ink">{game.gameName}</p>
      <p className="truncate px-2 pb-2 text-xs text-muted">{game.vassalage}</p>
    </div>
  );
};

export const GameGrid = ({ gameType, vendors }: { gameType: TGameCategory; vendors: TVendor[] }) => {
  const { t } = useTranslation();
  const [vassalage, setVassalage] = useState('');
  const [typed, setTyped] = useState('');
  const [subCategory, setSubCategory] = useState('');
  const search = useDeferredValue(typed.trim());
  const list = useInfiniteQuery({
    queryKey: ['gameList', gameType, vassalage, search, subCategory],
    queryFn: ({ pageParam, signal }) =>
      apiGet(gameListPath(gameType, vassalage, search, pageParam, subCategory), schema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });
  const favorites = useFavorites();
  const games = list.data?.pages.flatMap((p) => p.content) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="games-title" className="mt-8">
      <h2 id="games-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-ink">
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gold" />
        {t('games_title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label={t('cat_page_vendors')} className="flex flex-wrap gap-2">
          {[{ vassalage: '', displayName: t('games_all_vendors') }, ...vendors].map((v) => (
            <button
              key={v.vassalage || 'all'}
              type="button"
              role="tab"
              aria-selected={vassalage === v.vassalage}
              onClick={() => setVassalage(v.vassalage)}
              className={`rounded-full border px-3 py-1 text-sm ${
                vassalage === v.vassalage ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted'
              }`}
            >
              {v.displayName}
            </button>
          ))}
        </div>
        {(gameType === 'RNG' || gameType === 'JL') && (
          <div className="flex flex-wrap gap-2">
            {SUB_CATEGORIES.map((sub) => (
              <button
                key={sub}
                type="button"
                aria-pressed={subCategory === sub}
                onClick={() => setSubCategory(subCategory === sub ? '' : sub)}
                className={`rounded-full border px-3 py-1 text-xs ${
                  subCategory === sub ? 'border-primary bg-primary/15 text-primary' : 'border-line text-muted'
                }`}
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
          className="ml-auto min-w-48 rounded-full border border-line bg-surface px-4 py-1.5 text-sm text-ink"
        />
      </div>
      {list.isPending ? (
        <Loader label={t('app_loading')} />
      ) : list.isError ? (
        <EmptyState
          tone="error"
          title={t('in_system_error')}
          action={
            <button type="button" className={buttonClass()} onClick={() => list.refetch()}>
              {t('common_retry')}
            </button>
          }
        />
      ) : games.length === 0 ? (
        <EmptyState title={t('games_none')} />
      ) : (
        <>
          <p className="mb-3 text-xs text-muted">{t('games_count', { count: total })}</p>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {games.map((game) => (
              <li key={game.nodeId}>
                <GameTile
                  game={game}
                  favorite={favorites.ids.has(game.nodeId)}
                  onToggle={favorites.isLogin ? favorites.toggle : undefined}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                className={buttonClass()}
                disabled={list.isFetchingNextPage}
                onClick={() => list.fetchNextPage()}
              >
                {t('games_load_more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
};
