/**
 * The brands an operator picks from on the game screens (GET /admin-api/games/brands, for
 * `games.manage`, `bets.view` or `messages.send`), and the picked one kept in the address as `brand`.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

export const useBrands = (enabled = true) =>
  useQuery({
    queryKey: ['admin', 'brands'],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/games/brands',
        () => import('@luckwell/contracts/admin/game-catalogue').then((m) => m.ZAdminBrandListResponse),
        { signal },
      ),
    staleTime: 5 * 60_000,
    enabled,
  });

/** The brand the screen shows: the one in the address, else the first brand. */
export const pickedBrand = (fromUrl: string, brands: { code: string }[] | undefined) =>
  fromUrl || brands?.[0]?.code || '';
