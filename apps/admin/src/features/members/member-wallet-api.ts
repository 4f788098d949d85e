/**
 * A member's wallet calls: the wallets (GET /admin-api/members/:id/wallet), their ledger lines
 * (GET …/ledger) and a manual adjustment (POST …/adjustments).
 */
import type { TCreateAdjustmentRequest, TMemberLedgerQuery } from '@luckwell/contracts/admin/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/wallet');
const memberKey = (id: number) => ['admin', 'member', id] as const;

export const useMemberWallet = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...memberKey(id), 'wallet'],
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/members/${id}/wallet`, () => contracts().then((m) => m.ZMemberWalletResponse), {
        signal,
      }),
    enabled,
  });

export const useMemberLedger = (id: number, query: TMemberLedgerQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...memberKey(id), 'ledger', query],
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/members/${id}/ledger`, () => contracts().then((m) => m.ZMemberLedgerPageResponse), {
        signal,
        query: { ...query },
      }),
    placeholderData: (previous) => previous,
    enabled,
  });

export const useRequestAdjustment = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAdjustmentRequest) =>
      apiRequest(
        `/admin-api/members/${id}/adjustments`,
        () => contracts().then((m) => m.ZAdjustmentResponse),
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: () =>
      Promise.all([
        // The detail's balance, the wallets, the ledger and the member's audit trail all change.
        queryClient.invalidateQueries({ queryKey: memberKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] }),
      ]),
  });
};
