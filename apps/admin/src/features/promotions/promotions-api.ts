/**
 * Promotions: the calls under /admin-api/rebates (ADR 062) — a brand's rebate rates and the days paid
 * (`promotions.read`), changing the rates (`promotions.manage`). A change refreshes the rates.
 */
import type { TAdminUpdateRebateRatesRequest } from '@luckwell/contracts/admin/rebates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/rebates');
const KEY = ['admin', 'rebates'] as const;

export const useRebateRates = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, 'rates', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/rebates/rates', () => contracts().then((m) => m.ZAdminRebateRatesResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useRebateDays = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, 'days', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/rebates/days', () => contracts().then((m) => m.ZAdminRebateDaysResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useSaveRebateRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminUpdateRebateRatesRequest) =>
      apiRequest('/admin-api/rebates/rates', () => contracts().then((m) => m.ZAdminRebateRatesResponse), {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'rates'] }),
  });
};
