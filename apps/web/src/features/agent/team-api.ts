/** The agent centre's team calls (issue 16): the overview, the invitation and registering under the agent. */
import type { TTeamMembersQuery } from '@luckwell/contracts/agent/team-members';
import type { TRegisterDownlineRequest } from '@luckwell/contracts/agent/team-register';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const team = () => import('@luckwell/contracts/agent/team');

export const useTeamOverview = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agentTeam', 'overview', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/team/overview', () => team().then((m) => m.ZTeamOverviewResponse), { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
};

const register = () => import('@luckwell/contracts/agent/team-register');

/** The agent's invitation code (the server makes one the first time). */
export const useAgentInvite = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agentTeam', 'invite', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/invite', () => register().then((m) => m.ZAgentInviteResponse), { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** Registers a member or sub-agent under the agent; the team overview counts them at once. */
export const useRegisterDownline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRegisterDownlineRequest) =>
      apiRequest('/wps/agent/team/members', () => register().then((m) => m.ZRegisteredDownlineResponse), {
        method: 'POST',
        body: request,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['agentTeam', 'overview'] }),
        queryClient.invalidateQueries({ queryKey: ['agentTeam', 'members'] }),
      ]),
  });
};

const teamMembers = () => import('@luckwell/contracts/agent/team-members');

/** One page of the team (or of one member's line), as the filters ask. */
export const useTeamMembers = (query: TTeamMembersQuery) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agentTeam', 'members', token, query],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/team/members', () => teamMembers().then((m) => m.ZTeamMembersResponse), {
        signal,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};
