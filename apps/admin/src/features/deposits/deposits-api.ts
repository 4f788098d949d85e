/** The deposit desk's calls under /admin-api/cashier: the queue, decisions, payment methods, gateway callbacks. */
import type {
  TAdminDepositQuery,
  TGatewayCallbackQuery,
  TPaymentMethodInput,
  TPaymentMethodUpdate,
} from '@luckwell/contracts/admin/deposits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/deposits');
const KEY = ['admin', 'deposits'] as const;

export const useDepositQueue = (query: TAdminDepositQuery) =>
  useQuery({
    queryKey: [...KEY, 'queue', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/cashier/deposits', () => contracts().then((m) => m.ZAdminDepositPageResponse), {
        signal,
        query: { ...query },
      }),
    placeholderData: (previous) => previous,
  });

export const useDepositDetail = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet(
        `/admin-api/cashier/deposits/${id}`,
        () => contracts().then((m) => m.ZAdminDepositDetailResponse),
        {
          signal,
        },
      ),
    enabled: id !== null,
  });

export const usePaymentMethods = () =>
  useQuery({
    queryKey: [...KEY, 'methods'],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/cashier/payment-methods',
        () => contracts().then((m) => m.ZAdminPaymentMethodListResponse),
        {
          signal,
        },
      ),
  });

export const useGatewayCallbacks = (query: TGatewayCallbackQuery) =>
  useQuery({
    queryKey: [...KEY, 'callbacks', query],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/cashier/gateway-callbacks',
        () => contracts().then((m) => m.ZGatewayCallbackPageResponse),
        {
          signal,
          query: { ...query },
        },
      ),
    placeholderData: (previous) => previous,
  });

export const useDepositActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  const decision = (path: string, body: unknown) =>
    apiRequest(`/admin-api/cashier${path}`, () => contracts().then((m) => m.ZAdminDepositResponse), {
      method: 'POST',
      body,
    });
  const method = (path: string, verb: 'POST' | 'PUT', body: unknown) =>
    apiRequest(`/admin-api/cashier${path}`, () => contracts().then((m) => m.ZAdminPaymentMethodResponse), {
      method: verb,
      body,
    });
  return {
    approve: useMutation({
      mutationFn: ({ id, note }: { id: number; note: string }) =>
        decision(`/deposits/${id}/approve`, note ? { note } : {}),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        decision(`/deposits/${id}/reject`, { reason }),
      onSuccess,
    }),
    createMethod: useMutation({
      mutationFn: (body: TPaymentMethodInput) => method('/payment-methods', 'POST', body),
      onSuccess,
    }),
    updateMethod: useMutation({
      mutationFn: ({ id, ...body }: TPaymentMethodUpdate & { id: number }) =>
        method(`/payment-methods/${id}`, 'PUT', body),
      onSuccess,
    }),
  };
};
