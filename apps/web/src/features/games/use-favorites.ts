/**
 * The member's favourites (MCSFE_getFavoriteGames), and a toggle that updates the list at once and
 * then tells the server (spec §4: adding skipped if already a favourite; toggle throttled to one a
 * second, which the server enforces too).
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiGet, apiRequest } from '../../shared/api-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const favoritesSchema = () =>
  import('@luckwell/contracts/games/catalogue').then((m) => m.ZFavoriteGamesResponse);
const toggleSchema = () =>
  import('@luckwell/contracts/games/catalogue').then((m) => m.ZFavoriteToggleResponse);
type Favorite = { nodeId: number; vassalage: string; gameType: TGameCategory };

export const FAVORITES_KEY = ['favoriteGames'];

export const useFavorites = () => {
  const isLogin = useSessionStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  const favorites = useQuery({
    queryKey: FAVORITES_KEY,
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
      queryClient.setQueryData<Favorite[]>(FAVORITES_KEY, (old = []) =>
        on
          ? [{ nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType }, ...old]
          : old.filter((f) => f.nodeId !== game.nodeId),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['favoriteGamesList'] }),
      ]),
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
