/**
 * A brand's cashier limits: GET /admin-api/cashier/settings?merchant=, PUT …/settings/withdrawals
 * and PUT …/settings/transfers (permission `cashier.settings`).
 */
import type {
  TUpdateTransferSettingsRequest,
  TUpdateWithdrawalSettingsRequest,
} from '@luckwell/contracts/admin/cashier-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/cashier-settings');
const KEY = ['admin', 'cashier', 'settings'] as const;

export const useCashierSettings = (merchant: string) =>
  useQuery({
    queryKey: [...KEY, merchant],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/cashier/settings', () => contracts().then((m) => m.ZCashierSettingsResponse), {
        signal,
        query: { merchant },
      }),
    enabled: merchant !== '',
  });

export const useSaveCashierSettings = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  const put = (group: 'withdrawals' | 'transfers', body: unknown) =>
    apiRequest(
      `/admin-api/cashier/settings/${group}`,
      () => contracts().then((m) => m.ZCashierSettingsResponse),
      {
        method: 'PUT',
        body,
      },
    );
  return {
    withdrawals: useMutation({
      mutationFn: (body: TUpdateWithdrawalSettingsRequest) => put('withdrawals', body),
      onSuccess,
    }),
    transfers: useMutation({
      mutationFn: (body: TUpdateTransferSettingsRequest) => put('transfers', body),
      onSuccess,
    }),
  };
};
