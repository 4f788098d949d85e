/** GET /wps/member/transactions (docs/decisions/015-transaction-history-path.md). */
import type { TTransactionType } from '@luckwell/contracts/wallet/transaction-history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const schema = () =>
  import('@luckwell/contracts/wallet/transaction-history').then((m) => m.ZTransactionHistoryResponse);

/** The contract's TRANSACTION_TYPES restated without zod; `satisfies` keeps the two in step. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'bet',
  'win',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'grant',
  'adjustment',
] as const satisfies readonly TTransactionType[];

export type HistoryFilter = {
  type?: TTransactionType;
  from: string;
  to: string;
  page: number;
  size: number;
};

export const useTransactionHistory = (filter: HistoryFilter | undefined) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['transactionHistory', token, filter],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/transactions', schema, {
        signal,
        query: filter && { ...filter },
      }),
    enabled: token !== null && filter !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
};
