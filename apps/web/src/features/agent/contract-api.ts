/**
 * The agent contract calls (issue 16; spec §3 "Consolidated contracts", §4 "Contracts", §7): the
 * consolidated flags and the requests waiting on the member, one kind's contract page, its settlement
 * records, and the action call of each kind. Every query sits under one key root, so an answer here
 * or a `contract` live event (shared/live-events.tsx) refreshes them all.
 */
import type { TContractAction, TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';
import { CONTRACTS_KEY } from '../../shared/live-events.tsx';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const contracts = () => import('@luckwell/contracts/agent/agent-contracts');

/**
 * Spec §4 "On login": the consolidated call runs for signed-in non-trial members when the brand's
 * agent policy flag (AGENTPOLICY3) is on.
 */
export const useConsolidatedEnabled = () => {
  const realMember = useSessionStore((state) => state.isLogin && state.member !== null && !state.isTrial);
  const agentPolicy = usePermissionStore((state) => state.permission?.whitelabelVal.AGENTPOLICY3 ?? false);
  return realMember && agentPolicy;
};

/** GET /wps/member/info/funds/consolidated: which contract pages to show, and what waits on the member. */
export const useConsolidated = () => {
  const token = useSessionStore((state) => state.token);
  const enabled = useConsolidatedEnabled();
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'consolidated', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/info/funds/consolidated', () => contracts().then((m) => m.ZConsolidatedResponse), {
        signal,
      }),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
};

/** GET /wps/agent/contracts/:kind: my contract, offers to me, my cap and my direct sub-agents'. */
export const useContractsPage = (kind: TContractKind) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'page', kind, token],
    queryFn: ({ signal }) =>
      apiGet(`/wps/agent/contracts/${kind}`, () => contracts().then((m) => m.ZContractsPageResponse), {
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });
};

/** GET /wps/agent/contracts/:kind/settlements: one page of my settlement records, newest first. */
export const useContractSettlements = (kind: TContractKind, page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'settlements', kind, token, page],
    queryFn: ({ signal }) =>
      apiGet(
        `/wps/agent/contracts/${kind}/settlements`,
        () => contracts().then((m) => m.ZContractSettlementsResponse),
        { signal, query: { page } },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/**
 * POST the kind's action relay (spec §7 "Contracts"): offer, accept, reject, terminate, agree to or
 * refuse a termination, withdraw an offer. Answers the contract after the action; every contract
 * query is read again, since one answer can change several (an accepted offer may end sub-agents'
 * contracts whose rate is now above it, spec §4).
 */
export const useContractAction = (kind: TContractKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TContractAction) => {
      const m = await contracts();
      return apiRequest(m.CONTRACT_ACTION_PATH[kind], async () => m.ZContractActionResponse, {
        method: 'POST',
        body: action,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CONTRACTS_KEY] }),
  });
};
