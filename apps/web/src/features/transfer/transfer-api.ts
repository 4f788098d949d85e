/**
 * The transfer calls (issue 4): overview, the downline picker, and sending to the upline or to a
 * downline member. Bodies carrying the payment password are sealed like sign-in bodies; each send
 * carries a request id so a double submit moves money once.
 */
import type { TDownlineTransferRequest, TUplineTransferRequest } from '@luckwell/contracts/cashier/transfer';
import { ApiError } from '@luckwell/ui/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { apiCall, errorDetail } from '../../shared/api-call.ts';
import { sealedBody } from '../../shared/auth-api.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';

const contracts = () => import('@luckwell/contracts/cashier/transfer');
export const TRANSFER_KEY = ['transfer'] as const;
const overviewKey = [...TRANSFER_KEY, 'overview'] as const;

export const useTransferOverview = () =>
  useQuery({
    queryKey: overviewKey,
    queryFn: () =>
      apiCall('/wps/transfer/overview', () => contracts().then((m) => m.ZTransferOverviewResponse)),
  });

export const useDownline = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...TRANSFER_KEY, 'downline', q],
    queryFn: () =>
      apiCall('/wps/transfer/downline', () => contracts().then((m) => m.ZDownlineListResponse), {
        query: q ? { q, limit: 8 } : { limit: 8 },
      }),
    enabled,
    placeholderData: (previous) => previous,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TRANSFER_KEY }),
      // The header balance and the account record read the same wallet.
      queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] }),
      queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['transactionHistory'] }),
    ]);
};

export const useTransferToUpline = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (request: TUplineTransferRequest) =>
      apiCall('/wps/transfer/upline', () => contracts().then((m) => m.ZTransferResponse), {
        method: 'POST',
        body: await sealedBody(request),
      }),
    onSuccess: refresh,
  });
};

export const useTransferToDownline = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (request: TDownlineTransferRequest) =>
      apiCall('/wps/transfer/downline', () => contracts().then((m) => m.ZTransferResponse), {
        method: 'POST',
        body: await sealedBody(request),
      }),
    onSuccess: refresh,
  });
};

/** A fresh idempotency key for one transfer the member means to make. */
export const newRequestId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** "1.000.000,5" or "1,000,000.50" typed by a person → "1000000.50", or null when it is not money. */
export const parseAmount = (typed: string): string | null => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** Money string → minor units, to compare exactly (no floats). */
export const minor = (money: string) => {
  const negative = money.startsWith('-');
  const [whole = '0', fraction = '00'] = money.replace('-', '').split('.');
  const units = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -units : units;
};

/** The server's failure as translated text, with its params and wait. */
export const errorText = (t: TFunction, error: unknown): string => {
  if (!(error instanceof ApiError)) return t('in_system_error');
  const detail = errorDetail(error);
  const params: Record<string, string | number> = { ...(detail?.params ?? {}) };
  if (detail?.retryAfterSeconds !== undefined) params.seconds = detail.retryAfterSeconds;
  return t(error.messageKey, { ...params, defaultValue: t('in_system_error') });
};

/** The failing field of a server refusal (`body.amount`…), if it named one. */
export const errorField = (error: unknown) => (error instanceof ApiError ? error.field : undefined);
