/**
 * The winner board's data (spec §7 `GCSGAME_getRankList`: gameCategory ALL, language, limitNum 20),
 * kept in session storage under WINNERS until the player asks for a refresh (spec §4).
 */
import type { TRankListValue } from '@luckwell/contracts/games/rank-list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiGet, language } from '../../shared/api-client.ts';
import { sessionCached } from '../../shared/session-cache.ts';

const schema = () => import('@luckwell/contracts/games/rank-list').then((m) => m.ZRankListResponse);

/** A light check of what session storage holds (the server's answer was validated when fetched). */
export const isRankList = (value: unknown): value is TRankListValue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { list?: unknown }).list) &&
  (value as { list: unknown[] }).list.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { vo?: { winAmount?: unknown } }).vo?.winAmount === 'string',
  );

const fetchWinners = (signal?: AbortSignal) =>
  apiGet('/relay/GCSGAME_getRankList', schema, {
    query: { gameCategory: 'ALL', language: language(), limitNum: 20 },
    signal,
  });

const winners = (refresh: boolean, signal?: AbortSignal) =>
  sessionCached({ key: 'WINNERS', load: () => fetchWinners(signal), isValid: isRankList, refresh });

const QUERY_KEY = ['winners'] as const;

/** The board, and `refresh()` to fetch it anew (what the board's refresh button does). */
export const useWinners = () => {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => winners(false, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      client.setQueryData(QUERY_KEY, await winners(true));
    } catch {
      // The board keeps what it shows; the button can be pressed again.
    } finally {
      setRefreshing(false);
    }
  }, [client]);
  return { ...query, refresh, refreshing };
};
