/**
 * The agent centre's report calls (issue 16): the user loss statements, the agent's income, the
 * team's account details, and the announcements to the agents. The announcements sit under the
 * inbox's key root, so a `message` live event (shared/live-events.tsx) brings a new one in at once.
 */
import type {
  TAgentIncomeQuery,
  TTeamLossQuery,
  TTeamTransactionsQuery,
} from '@luckwell/contracts/agent/team-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { INBOX_KEY } from '../../shared/unread-count.ts';

const reports = () => import('@luckwell/contracts/agent/team-reports');
const announcements = () => import('@luckwell/contracts/agent/agent-announcements');

/** A query's set fields as the URL sends them. */
const asQuery = (query: object | undefined) =>
  Object.fromEntries(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const useTeamLoss = (query: TTeamLossQuery | undefined) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agentReports', 'loss', token, query],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/reports/loss', () => reports().then((m) => m.ZTeamLossResponse), {
        signal,
        query: asQuery(query),
      }),
    enabled: token !== null && query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

export const useAgentIncome = (query: TAgentIncomeQuery | undefined) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agentReports', 'income', token, query],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/reports/income', () => reports().then((m) => m.ZAgentIncomeResponse), {
        signal,
        query: asQuery(query),
      }),
    enabled: token !== null && query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

export const useTeamTransactions = (query: TTeamTransactionsQuery | undefined) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agentReports', 'transactions', token, query],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/reports/transactions', () => reports().then((m) => m.ZTeamTransactionsResponse), {
        signal,
        query: asQuery(query),
      }),
    enabled: token !== null && query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

export const useAgentAnnouncements = (page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [INBOX_KEY, 'agents', token, page],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/announcements', () => announcements().then((m) => m.ZAgentAnnouncementsResponse), {
        signal,
        query: { page },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
