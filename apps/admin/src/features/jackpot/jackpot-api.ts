/**
 * Jackpot: the calls under /admin-api/jackpot — pools and hits (`jackpot.view`), a pool's settings
 * and "pay now" (`jackpot.manage`). Every change refreshes the pools and the hits.
 */
import type { TAdminJackpotHitQuery } from '@luckwell/contracts/admin/jackpot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/jackpot');
const KEY = ['admin', 'jackpot'] as const;

export const useJackpotPools = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'pools'],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/jackpot/pools', () => contracts().then((m) => m.ZAdminJackpotPoolListResponse), {
        signal,
      }),
    enabled,
    // The pool grows with every bet: read it again now and then while the screen is open.
    refetchInterval: 15_000,
  });

export const useJackpotHits = (query: TAdminJackpotHitQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'hits', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/jackpot/hits', () => contracts().then((m) => m.ZAdminJackpotHitPageResponse), {
        signal,
        query: { ...query },
      }),
    enabled,
    placeholderData: (previous) => previous,
  });

/** The settings as typed: the server checks them and names the failing field. */
export type JackpotSettingsDraft = { sharePercent: string; seedAmount: string; hitEvery: string };

export const useJackpotActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, ...body }: JackpotSettingsDraft & { id: number }) =>
        apiRequest(
          `/admin-api/jackpot/pools/${id}`,
          () => contracts().then((m) => m.ZAdminJackpotPoolResponse),
          {
            method: 'PUT',
            body,
          },
        ),
      onSuccess,
    }),
    pay: useMutation({
      mutationFn: (id: number) =>
        apiRequest(
          `/admin-api/jackpot/hits/${id}/pay`,
          () => contracts().then((m) => m.ZAdminJackpotHitResponse),
          {
            method: 'POST',
            body: {},
          },
        ),
      onSuccess,
    }),
  };
};
