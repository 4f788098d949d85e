/** Bet records: GET /admin-api/bets (search with totals) and GET /admin-api/bets/:id (permission `bets.view`). */
import type { TAdminBetQuery } from '@luckwell/contracts/admin/bet-records';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/bet-records');
const KEY = ['admin', 'bets'] as const;

export const useBetRecords = (query: TAdminBetQuery) =>
  useQuery({
    queryKey: [...KEY, 'search', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/bets', () => contracts().then((m) => m.ZAdminBetPageResponse), {
        signal,
        query: { ...query },
      }),
    enabled: query.merchant !== '',
    placeholderData: (previous) => previous,
  });

export const useBetRecord = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/bets/${id}`, () => contracts().then((m) => m.ZAdminBetDetailResponse), { signal }),
    enabled: id !== null,
  });
