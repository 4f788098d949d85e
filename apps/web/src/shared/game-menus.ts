/** Categories with their vendors (GET /lgw/games/game_menus): header nav, footer strip, home, category pages. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

const schema = () => import('@luckwell/contracts/games/game-menus').then((m) => m.ZGameMenusResponse);

export const gameMenusQuery = {
  queryKey: ['gameMenus'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet('/lgw/games/game_menus', schema, { signal }),
  staleTime: 5 * 60_000,
};

export const useGameMenus = () => useQuery(gameMenusQuery);
