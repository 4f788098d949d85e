/** The deposit calls (issue 4 "depositv2"): the brand's methods, a request, the member's recent deposits. */
import type { TDepositRequest } from '@luckwell/contracts/cashier/deposit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../shared/api-call.ts';
import { readImageFile } from '../../shared/image-file.ts';

const contracts = () => import('@luckwell/contracts/cashier/deposit');
export const DEPOSIT_KEY = ['deposit'] as const;

export const useDepositMethods = () =>
  useQuery({
    queryKey: [...DEPOSIT_KEY, 'methods'],
    queryFn: () => apiCall('/wps/deposit/methods', () => contracts().then((m) => m.ZDepositMethodsResponse)),
  });

/** Recent deposits; polled while one is pending so an approval shows without a reload. */
export const useDepositHistory = () =>
  useQuery({
    queryKey: [...DEPOSIT_KEY, 'history'],
    queryFn: () =>
      apiCall('/wps/deposit/requests', () => contracts().then((m) => m.ZDepositPageResponse), {
        query: { page: 1, pageSize: 10 },
      }),
    refetchInterval: (query) =>
      query.state.data?.content.some((d) => d.status === 'pending') ? 15_000 : false,
  });

export const useRequestDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TDepositRequest) =>
      apiCall('/wps/deposit/requests', () => contracts().then((m) => m.ZDepositResponse), {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...DEPOSIT_KEY, 'history'] }),
  });
};

/** "1.000.000" or "1,000,000.50" typed by a person → "1000000.00", or null when it is not money. */
export const parseAmount = (typed: string): string | null => {
  const plain = typed.replace(/[\s,.](?=\d{3}(\D|$))/g, '').replace(/,/g, '.');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** A Money string in minor units, for exact comparisons. */
export const minor = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** Reads a chosen receipt file as a data URL, refusing anything but png/jpg of at most 5 MB. */
export const readReceipt = readImageFile;
