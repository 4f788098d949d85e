/**
 * The rewards centre's calls (issue 17, ADR 064): the member's red envelope drops and a grab, the
 * prize wheel and a spin, and the menu badge worked out from the two lists (open drops not grabbed
 * yet, plus wheel tickets not spent). The contracts load with the first call, so the member centre's
 * own chunk only carries these hooks.
 */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api-call.ts';
import { apiGet } from '../../shared/api-client.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { UNCLAIMED_KEY } from '../../shared/unclaimed-count.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';

const contracts = () => import('@luckwell/contracts/member/rewards');
export const ENVELOPES_KEY = 'redEnvelopes';
export const WHEEL_KEY = 'prizeWheel';

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
};

export const useRedEnvelopes = () => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery({
    queryKey: [ENVELOPES_KEY, token, language],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/red-envelopes', () => contracts().then((m) => m.ZRedEnvelopesResponse), {
        signal,
        query: { language },
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });
};

export const useWheel = () => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery({
    queryKey: [WHEEL_KEY, token, language],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/wheel', () => contracts().then((m) => m.ZWheelResponse), {
        signal,
        query: { language },
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });
};

/**
 * Money was paid to the main wallet: the header's balance, the member info and the header's
 * unclaimed count read it again.
 */
const useRefreshBalance = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] }),
      queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
      queryClient.invalidateQueries({ queryKey: [UNCLAIMED_KEY] }),
    ]);
};

export const useGrabEnvelope = () => {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: (envelopeId: number) =>
      apiCall(
        `/wps/member/red-envelopes/${envelopeId}/grab`,
        () => contracts().then((m) => m.ZRedEnvelopeGrabResponse),
        { method: 'POST' },
      ),
    onSuccess: () => void refreshBalance(),
    // Grabbed, emptied or closed meanwhile: the list says so either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ENVELOPES_KEY] }),
  });
};

/**
 * Spends a ticket. Only the ticket count is updated at once: the last spins (and the balance) are
 * read again when the wheel has stopped (`refreshAfterSpin`), so they do not give the prize away.
 */
export const useSpinWheel = () => {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: () =>
      apiCall('/wps/member/wheel/spin', () => contracts().then((m) => m.ZWheelSpinResponse), {
        method: 'POST',
        query: { language },
      }),
    onSuccess: (result) => {
      queryClient.setQueriesData<{ tickets: number }>({ queryKey: [WHEEL_KEY] }, (wheel) =>
        wheel ? { ...wheel, tickets: result.tickets } : wheel,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [WHEEL_KEY] }),
  });
};

export const useRefreshAfterSpin = () => {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [WHEEL_KEY] }), refreshBalance()]);
};

/** The rewardCenter badge: open drops the member has not grabbed, plus wheel tickets to spend. */
export const useRewardsBadge = () => {
  const envelopes = useRedEnvelopes();
  const wheel = useWheel();
  const open = envelopes.data?.list.filter((drop) => drop.state === 'open').length ?? 0;
  const tickets = wheel.data?.enabled ? wheel.data.tickets : 0;
  return open + tickets;
};
