/**
 * Agents: the calls under /admin-api/agents (ADR 056) — the tree, a member's contracts, an agent's
 * team figures and loss statements, each kind's rules and the settlement history (`agents.read`); granting, ending and moving, and the rules
 * (`agents.manage`); previewing and paying a period (`agents.settle`). A change refreshes what it
 * touched.
 */
import type {
  TAdminGrantContractRequest,
  TAdminMoveMemberRequest,
  TAdminSettlementPreviewRequest,
  TAdminSettlementRunRequest,
  TAdminUpdateContractSettingsRequest,
} from '@luckwell/contracts/admin/agents';
import type { TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import type { TReportPeriod } from '@luckwell/contracts/agent/team-reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/agents');
const KEY = ['admin', 'agents'] as const;
const TREE = [...KEY, 'tree'] as const;
const MEMBER = [...KEY, 'member'] as const;
const SETTINGS = [...KEY, 'settings'] as const;
const PERIODS = [...KEY, 'periods'] as const;
const PREVIEW = [...KEY, 'preview'] as const;
const REPORTS = [...KEY, 'reports'] as const;
const teamContracts = () => import('@luckwell/contracts/agent/team');
const reportContracts = () => import('@luckwell/contracts/agent/team-reports');

/** One level of the tree (`parentId`), the top agents (neither), or an account search (`q`). */
export type AgentTreeQuery = { merchantCode: string; parentId?: number; q?: string };

export const useAgentTree = (query: AgentTreeQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...TREE, query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/agents/tree', () => contracts().then((m) => m.ZAdminAgentTreeResponse), {
        signal,
        query: { ...query },
      }),
    enabled: enabled && query.merchantCode !== '',
    placeholderData: (previous) => previous,
  });

export const useAgentContracts = (id: number | null) =>
  useQuery({
    queryKey: [...MEMBER, id],
    queryFn: ({ signal }) =>
      apiGet(
        `/admin-api/agents/${id}/contracts`,
        () => contracts().then((m) => m.ZAdminAgentContractsResponse),
        {
          signal,
        },
      ),
    enabled: id !== null,
  });

/** An agent's team overview, as the agent centre shows it. */
export const useAgentTeam = (id: number) =>
  useQuery({
    queryKey: [...REPORTS, id, 'team'],
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/agents/${id}/team`, () => teamContracts().then((m) => m.ZTeamOverviewResponse), {
        signal,
      }),
  });

/** One page of an agent's user loss statements for a preset period. */
export const useAgentLoss = (id: number, query: { period: TReportPeriod; page: number }) =>
  useQuery({
    queryKey: [...REPORTS, id, 'loss', query],
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/agents/${id}/loss`, () => reportContracts().then((m) => m.ZTeamLossResponse), {
        signal,
        query: { period: query.period, page: String(query.page) },
      }),
    placeholderData: (previous) => previous,
  });

export const useContractSettings = (merchantCode: string) =>
  useQuery({
    queryKey: [...SETTINGS, merchantCode],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/agents/settings',
        () => contracts().then((m) => m.ZAdminContractSettingsListResponse),
        { signal, query: { merchantCode } },
      ),
    enabled: merchantCode !== '',
  });

export const useSettlementPeriods = (merchantCode: string, kind: TContractKind) =>
  useQuery({
    queryKey: [...PERIODS, merchantCode, kind],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/agents/settlements',
        () => contracts().then((m) => m.ZAdminSettlementPeriodsResponse),
        { signal, query: { merchantCode, kind } },
      ),
    enabled: merchantCode !== '',
  });

/** What a period would pay, or paid: a POST that writes nothing, so it is read like a query. */
export const useSettlementPreview = (request: TAdminSettlementPreviewRequest | null) =>
  useQuery({
    queryKey: [...PREVIEW, request],
    queryFn: ({ signal }) =>
      apiRequest(
        '/admin-api/agents/settlements/preview',
        () => contracts().then((m) => m.ZAdminSettlementPreviewResponse),
        { method: 'POST', body: request, signal },
      ),
    enabled: request !== null,
    // Figures of an open period move with every bet: never shown from an old answer for long.
    staleTime: 0,
  });

/** A tier or a setting as typed: fields that do not parse go as typed and the server names them. */
export type GrantDraft = Omit<TAdminGrantContractRequest, 'tiers'> & {
  tiers: { validBet: string; profitLoss: string; activeMembers: number | string; rate: string }[];
};
export type SettingsDraft = Omit<TAdminUpdateContractSettingsRequest, 'maxRate'> & { maxRate: string };

export const useAgentActions = () => {
  const queryClient = useQueryClient();
  const refreshNetwork = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TREE }),
      queryClient.invalidateQueries({ queryKey: MEMBER }),
    ]);
  return {
    grant: useMutation({
      mutationFn: ({ id, ...body }: GrantDraft & { id: number }) =>
        apiRequest(
          `/admin-api/agents/${id}/contracts`,
          () => contracts().then((m) => m.ZAdminAgentContractResponse),
          { method: 'POST', body },
        ),
      onSuccess: refreshNetwork,
    }),
    terminate: useMutation({
      mutationFn: ({ contractId, reason }: { contractId: number; reason: string }) =>
        apiRequest(
          `/admin-api/agents/contracts/${contractId}/terminate`,
          () => contracts().then((m) => m.ZAdminAgentContractResponse),
          { method: 'POST', body: { reason } },
        ),
      onSuccess: refreshNetwork,
    }),
    move: useMutation({
      mutationFn: ({ id, ...body }: TAdminMoveMemberRequest & { id: number }) =>
        apiRequest(
          `/admin-api/agents/${id}/move`,
          () => contracts().then((m) => m.ZAdminMovedMemberResponse),
          {
            method: 'POST',
            body,
          },
        ),
      onSuccess: refreshNetwork,
    }),
    saveSettings: useMutation({
      mutationFn: ({ kind, ...body }: SettingsDraft & { kind: TContractKind }) =>
        apiRequest(
          `/admin-api/agents/settings/${kind}`,
          () => contracts().then((m) => m.ZAdminContractSettingsResponse),
          { method: 'PUT', body },
        ),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS }),
    }),
    run: useMutation({
      mutationFn: (body: TAdminSettlementRunRequest) =>
        apiRequest(
          '/admin-api/agents/settlements/run',
          () => contracts().then((m) => m.ZAdminSettlementPreviewResponse),
          { method: 'POST', body },
        ),
      onSuccess: (paid, { reason: _reason, ...request }) => {
        // The run answers with the period as paid: that is the preview of the same request now.
        queryClient.setQueryData([...PREVIEW, request], paid);
        return queryClient.invalidateQueries({ queryKey: PERIODS });
      },
    }),
  };
};
