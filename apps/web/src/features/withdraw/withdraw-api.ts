/**
 * The withdraw calls (issue 4): overview, payment password, bank binding, requests and their
 * confirmation. Bodies carrying the payment password are sealed like sign-in bodies.
 */
import type {
  TBindBankAccountRequest,
  TConfirmWithdrawalRequest,
  TPaymentPasswordRequest,
  TWithdrawRequest,
} from '@luckwell/contracts/cashier/withdraw';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../shared/api-call.ts';
import { sealedBody } from '../../shared/auth-api.ts';

const contracts = () => import('@luckwell/contracts/cashier/withdraw');
export const WITHDRAW_KEY = ['withdraw'] as const;
const overviewKey = [...WITHDRAW_KEY, 'overview'] as const;
const historyKey = (page: number) => [...WITHDRAW_KEY, 'history', page] as const;
export const awaitingKey = [...WITHDRAW_KEY, 'awaiting'] as const;

export const useWithdrawOverview = () =>
  useQuery({
    queryKey: overviewKey,
    queryFn: () =>
      apiCall('/wps/withdraw/overview', () => contracts().then((m) => m.ZWithdrawOverviewResponse)),
  });

export const useWithdrawHistory = (page: number) =>
  useQuery({
    queryKey: historyKey(page),
    queryFn: () =>
      apiCall('/wps/withdraw/requests', () => contracts().then((m) => m.ZWithdrawalPageResponse), {
        query: { page, pageSize: 10 },
      }),
    placeholderData: (previous) => previous,
  });

/** Paid withdrawals the member still has to confirm (the confirmation dialog's list). */
export const useAwaitingConfirmation = (enabled: boolean) =>
  useQuery({
    queryKey: awaitingKey,
    queryFn: () =>
      apiCall('/wps/withdraw/requests', () => contracts().then((m) => m.ZWithdrawalPageResponse), {
        query: { awaitingConfirmation: 'true', pageSize: 5 },
      }),
    enabled,
    refetchInterval: 60_000,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WITHDRAW_KEY });
};

export const useSetPaymentPassword = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (request: TPaymentPasswordRequest) =>
      apiCall('/wps/withdraw/payment-password', () => contracts().then((m) => m.ZPaymentPasswordResponse), {
        method: 'POST',
        body: await sealedBody(request),
      }),
    onSuccess: refresh,
  });
};

/** A code to the member's verified mobile, to change the payment password without the old one. */
export const useSendPaymentCode = () =>
  useMutation({
    mutationFn: () =>
      apiCall(
        '/wps/member/contact/code',
        () => import('@luckwell/contracts/member/contact').then((m) => m.ZContactCodeResponse),
        { method: 'POST', body: { target: 'current', channel: 'sms', for: 'paymentPassword' } },
      ),
  });

export const useBindBankAccount = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: TBindBankAccountRequest) =>
      apiCall('/wps/withdraw/bank-accounts', () => contracts().then((m) => m.ZBankAccountResponse), {
        method: 'POST',
        body: request,
      }),
    onSuccess: refresh,
  });
};

export const useRequestWithdrawal = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (request: TWithdrawRequest) =>
      apiCall('/wps/withdraw/requests', () => contracts().then((m) => m.ZWithdrawalResponse), {
        method: 'POST',
        body: await sealedBody(request),
      }),
    onSuccess: refresh,
  });
};

export const useConfirmWithdrawal = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...request }: TConfirmWithdrawalRequest & { id: number }) =>
      apiCall(`/wps/withdraw/requests/${id}/confirm`, () => contracts().then((m) => m.ZWithdrawalResponse), {
        method: 'POST',
        body: request,
      }),
    onSuccess: refresh,
  });
};

/** "1.000.000,5" or "1,000,000.50" typed by a person → "1000000.50", or null when it is not money. */
export const parseAmount = (typed: string): string | null => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** Compares two Money strings exactly (no floats). */
export const minor = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
