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

/**
 * A request body as the operator typed it: amounts and counts go to the server unchecked when they
 * do not parse, so its refusal names the field (the form shows it there).
 */
type AsTyped<T> = { [K in keyof T]: K extends 'merchant' ? T[K] : string | number };
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
      mutationFn: (body: AsTyped<TUpdateWithdrawalSettingsRequest>) => put('withdrawals', body),
      onSuccess,
    }),
    transfers: useMutation({
      mutationFn: (body: AsTyped<TUpdateTransferSettingsRequest>) => put('transfers', body),
      onSuccess,
    }),
  };
};
