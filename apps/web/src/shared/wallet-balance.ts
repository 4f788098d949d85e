/**
 * The member's main-wallet balance (GET /wps/v2/wallets/balance, spec §7 "Wallet") and whether the
 * player chose to hide it (spec §2 "Member info bar": masked with stars). The choice is remembered
 * in local storage, so a hidden balance stays hidden on the next visit. The member info carries a
 * balance too; this call is the one a click refreshes.
 */
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { apiGet } from './api-client.ts';
import { useSessionStore } from './session-store.ts';

const schema = () => import('@luckwell/contracts/wallet/balance').then((m) => m.ZWalletBalanceResponse);

export const WALLET_BALANCE_KEY = 'walletBalance';
export const BALANCE_HIDDEN_KEY = 'balanceHidden';
export const BALANCE_MASK = '******';

export const useWalletBalance = () => {
  const token = useSessionStore((state) => state.token);
  const pending = useSessionStore((state) => state.passwordChange);
  return useQuery({
    queryKey: [WALLET_BALANCE_KEY, token],
    queryFn: ({ signal }) => apiGet('/wps/v2/wallets/balance', schema, { signal }),
    enabled: token !== null && pending === null,
    staleTime: 15_000,
  });
};

const readHidden = () => {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
};

type BalanceVisibility = { hidden: boolean; toggle: () => void };

export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: readHidden(),
  toggle: () => {
    const hidden = !get().hidden;
    try {
      localStorage.setItem(BALANCE_HIDDEN_KEY, String(hidden));
    } catch {
      // Private mode: the choice lasts for this page.
    }
    set({ hidden });
  },
}));
