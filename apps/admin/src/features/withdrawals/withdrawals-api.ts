/** The withdrawal desk's calls under /admin-api/cashier: the queue, a request, pay, reject, cases. */
import type {
  TAdminWithdrawalQuery,
  TCaseQuery,
  TCreditCaseRequest,
} from '@luckwell/contracts/admin/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/withdrawals');
const KEY = ['admin', 'withdrawals'] as const;

export const useWithdrawalQueue = (query: TAdminWithdrawalQuery) =>
  useQuery({
    queryKey: [...KEY, 'queue', query],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/cashier/withdrawals',
        () => contracts().then((m) => m.ZAdminWithdrawalPageResponse),
        {
          signal,
          query: { ...query },
        },
      ),
    placeholderData: (previous) => previous,
  });

export const useWithdrawalDetail = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet(
        `/admin-api/cashier/withdrawals/${id}`,
        () => contracts().then((m) => m.ZAdminWithdrawalDetailResponse),
        {
          signal,
        },
      ),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useCases = (query: TCaseQuery) =>
  useQuery({
    queryKey: [...KEY, 'cases', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/cashier/withdrawal-cases', () => contracts().then((m) => m.ZCasePageResponse), {
        signal,
        query: { ...query },
      }),
    placeholderData: (previous) => previous,
  });

export const useWithdrawalActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  const post = <T>(path: string, body: T, response: 'row' | 'case') =>
    apiRequest(
      `/admin-api/cashier${path}`,
      () =>
        contracts().then((m) =>
          response === 'row' ? m.ZAdminWithdrawalResponse : m.ZWithdrawalCaseResponse,
        ),
      { method: 'POST', body },
    );
  return {
    pay: useMutation({
      mutationFn: ({ id, paymentReference }: { id: number; paymentReference: string }) =>
        post(`/withdrawals/${id}/pay`, { paymentReference }, 'row'),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        post(`/withdrawals/${id}/reject`, { reason }, 'row'),
      onSuccess,
    }),
    resolve: useMutation({
      mutationFn: ({ id, note }: { id: number; note: string }) =>
        post(`/withdrawal-cases/${id}/resolve`, { note }, 'case'),
      onSuccess,
    }),
    credit: useMutation({
      mutationFn: ({ id, ...body }: TCreditCaseRequest & { id: number }) =>
        post(`/withdrawal-cases/${id}/credit`, body, 'case'),
      onSuccess,
    }),
  };
};
