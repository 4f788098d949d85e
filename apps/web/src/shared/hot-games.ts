/**
 * Hot games (GCSGAME_hotGamesV2, spec §3 "Hot game", §7): kept in session storage under HOT_GAMES
 * (one entry per vendor filter, '' for all; `@LIVE` after it for one category) until a refresh is
 * asked for (spec §4), so moving
 * between pages does not ask the server again. The winner board keeps its own key (WINNERS).
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, language } from './api-client.ts';
import { readSessionCache, type SessionCacheKey } from './session-cache.ts';
import { writeSessionKey } from './session-store.ts';

export const HOT_GAMES_KEY: SessionCacheKey = 'HOT_GAMES';

const schema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZHotGamesResponse);

type Stored = Record<string, TGame[]>;

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readStored = (): Stored => readSessionCache(HOT_GAMES_KEY, isStored) ?? {};

const store = (key: string, games: TGame[]) =>
  writeSessionKey(HOT_GAMES_KEY, JSON.stringify({ ...readStored(), [key]: games }));

/** Drops the stored lists (spec §4 "until refresh requested"). */
export const forgetHotGames = () => writeSessionKey(HOT_GAMES_KEY, null);

/** Hot games of one vendor, or of every vendor with `vassalage` ''; of one category when given. */
export const useHotGames = (vassalage = '', gameType?: TGameCategory) => {
  const queryClient = useQueryClient();
  const key = gameType ? `${vassalage}@${gameType}` : vassalage;
  const query = useQuery({
    queryKey: ['hotGames', key],
    queryFn: async ({ signal }) => {
      const stored = readStored()[key];
      if (stored) return stored;
      const games = await apiGet(
        `/relay/GCSGAME_hotGamesV2?${new URLSearchParams({
          ...(vassalage ? { vassalage } : {}),
          ...(gameType ? { gameType } : {}),
          isPlatform: '2',
          platform: 'flash,html5-desktop',
          language: language(),
        })}`,
        schema,
        { signal },
      );
      store(key, games);
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
