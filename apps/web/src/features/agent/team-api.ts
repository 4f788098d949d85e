/** The agent centre's team calls (issue 16): the overview of the default page. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api-client.ts';
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
