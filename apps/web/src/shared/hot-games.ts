/**
 * Hot games (GCSGAME_hotGamesV2, spec §3 "Hot game", §7): kept in session storage under HOT_GAMES
 * (one entry per vendor filter, '' for all) until a refresh is asked for (spec §4), so moving
 * between pages does not ask the server again. The winner board keeps its own key (WINNERS).
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, language } from './api-client.ts';

export const HOT_GAMES_KEY = 'HOT_GAMES';

const schema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZHotGamesResponse);

type Stored = Record<string, TGame[]>;

const readStored = (): Stored => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(HOT_GAMES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
};

const store = (vassalage: string, games: TGame[]) => {
  try {
    sessionStorage.setItem(HOT_GAMES_KEY, JSON.stringify({ ...readStored(), [vassalage]: games }));
  } catch {
    // No storage (private mode, quota): the games are simply asked for again next time.
  }
};

/** Drops the stored lists (spec §4 "until refresh requested"). */
export const forgetHotGames = () => {
  try {
    sessionStorage.removeItem(HOT_GAMES_KEY);
  } catch {
    // Nothing stored.
  }
};

/** Hot games of one vendor, or of every vendor with `vassalage` ''. */
export const useHotGames = (vassalage = '') => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['hotGames', vassalage],
    queryFn: async ({ signal }) => {
      const stored = readStored()[vassalage];
      if (stored) return stored;
      const games = await apiGet(
        `/relay/GCSGAME_hotGamesV2?${new URLSearchParams({
          ...(vassalage ? { vassalage } : {}),
          isPlatform: '2',
          platform: 'flash,html5-desktop',
          language: language(),
        })}`,
        schema,
        { signal },
      );
      store(vassalage, games);
      return games;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refresh = useCallback(() => {
    forgetHotGames();
    return queryClient.invalidateQueries({ queryKey: ['hotGames'] });
  }, [queryClient]);
  return { ...query, refresh };
};
