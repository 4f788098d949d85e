/**
 * The wallet page's calls (issue 4, docs/decisions/020-transfer-wallets.md): the brand's wallet mode,
 * the main wallet with each vendor sub-wallet, and GCS_walletTransfer. A transfer refreshes the
 * header balance and the member info too.
 */
import type { TWalletTransferRequest } from '@luckwell/contracts/wallet/transfer-wallets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../shared/api-call.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';

const contracts = () => import('@luckwell/contracts/wallet/transfer-wallets');
export const TRANSFER_WALLETS_KEY = ['transferWallets'] as const;

export const useTransferWallets = () =>
  useQuery({
    queryKey: TRANSFER_WALLETS_KEY,
    queryFn: ({ signal }) =>
      apiCall('/wps/v2/wallets', () => contracts().then((m) => m.ZTransferWalletsResponse), { signal }),
  });

/** A fresh id per submit: a double click or a retry of the same submit moves the money once. */
export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export const useWalletTransfer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TWalletTransferRequest) =>
      apiCall('/relay/GCS_walletTransfer', () => contracts().then((m) => m.ZWalletTransferResponse), {
        method: 'POST',
        body: request,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(TRANSFER_WALLETS_KEY, result.wallets);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSFER_WALLETS_KEY }),
        queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
      ]),
  });
};

/** "1,000.5" typed by a person → "1000.50", or null when it is not a positive amount of money. */
export const parseTransferAmount = (typed: string): string | null => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(plain) || !/[1-9]/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** A money string as minor units, exactly. */
export const toMinor = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
