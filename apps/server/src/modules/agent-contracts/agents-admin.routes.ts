/**
 * The back office's agent network, mounted at /admin-api/agents (issue 16, ADR 056): the tree and
 * contracts and settlement history, and any agent's team overview, loss statements and income as the
 * agent centre shows them (`agents.read`); the operator's contracts, ending contracts,
 * moving members and each kind's rules (`agents.manage`); previewing and paying a period
 * (`agents.settle`). Schema → handler only; the rules are in agents-admin.service.ts.
 */
import {
  ZAdminAgentContractResponse,
  ZAdminAgentContractsResponse,
  ZAdminAgentParams,
  ZAdminAgentTreeQuery,
  ZAdminAgentTreeResponse,
  ZAdminContractParams,
  ZAdminContractSettingsListResponse,
  ZAdminContractSettingsQuery,
  ZAdminContractSettingsResponse,
  ZAdminGrantContractRequest,
  ZAdminKindParams,
  ZAdminMovedMemberResponse,
  ZAdminMoveMemberRequest,
  ZAdminReasonRequest,
  ZAdminSettlementPeriodsQuery,
  ZAdminSettlementPeriodsResponse,
  ZAdminSettlementPreviewRequest,
  ZAdminSettlementPreviewResponse,
  ZAdminSettlementRunRequest,
  ZAdminUpdateContractSettingsRequest,
} from '@luckwell/contracts/admin/agents';
import { ZTeamOverviewResponse } from '@luckwell/contracts/agent/team';
import {
  ZAgentIncomeQuery,
  ZAgentIncomeResponse,
  ZTeamLossQuery,
  ZTeamLossResponse,
} from '@luckwell/contracts/agent/team-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { AgentsAdminService } from './agents-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; agentsAdmin: AgentsAdminService };

export const agentsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, agentsAdmin },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const read = { onRequest: guard.requires('agents.read') };
  const manage = { onRequest: guard.requires('agents.manage') };
  const settle = { onRequest: guard.requires('agents.settle') };
  const tags = ['admin: agents'];

  app.get(
    '/tree',
    {
      ...read,
      schema: {
        tags,
        summary:
          "A brand's top agents, one member's direct downline, or an account search, with contracts in force",
        querystring: ZAdminAgentTreeQuery,
        response: { 200: ZAdminAgentTreeResponse },
      },
    },
    async (request) => ok(await agentsAdmin.tree(request.query)),
  );

  app.get(
    '/:id/contracts',
    {
      ...read,
      schema: {
        tags,
        summary: 'A member and every contract they have had, newest first',
        params: ZAdminAgentParams,
        response: { 200: ZAdminAgentContractsResponse },
      },
    },
    async (request) => ok(await agentsAdmin.memberContracts(request.params.id)),
  );

  app.get(
    '/:id/team',
    {
      ...read,
      schema: {
        tags,
        summary: "An agent's team overview, as the agent sees it (agentTeamOverview)",
        params: ZAdminAgentParams,
        response: { 200: ZTeamOverviewResponse },
      },
    },
    async (request) => ok(await agentsAdmin.teamOverview(request.params.id)),
  );

  app.get(
    '/:id/loss',
    {
      ...read,
      schema: {
        tags,
        summary: "An agent's user loss statements: their team's members who played, biggest loser first",
        params: ZAdminAgentParams,
        querystring: ZTeamLossQuery,
        response: { 200: ZTeamLossResponse },
      },
    },
    async (request) => ok(await agentsAdmin.teamLoss(request.params.id, request.query)),
  );

  app.get(
    '/:id/income',
    {
      ...read,
      schema: {
        tags,
        summary: "An agent's contract income: paid by kind, by day, and each period's settlement",
        params: ZAdminAgentParams,
        querystring: ZAgentIncomeQuery,
        response: { 200: ZAgentIncomeResponse },
      },
    },
    async (request) => ok(await agentsAdmin.income(request.params.id, request.query)),
  );

  app.post(
    '/:id/contracts',
    {
      ...manage,
      schema: {
        tags,
        summary: "The operator's contract with a top agent, in force at once (audited; replaces theirs)",
        params: ZAdminAgentParams,
        body: ZAdminGrantContractRequest,
        response: { 200: ZAdminAgentContractResponse },
      },
    },
    async (request) => ok(await agentsAdmin.grant(actor(request), request.params.id, request.body)),
  );

  app.post(
    '/contracts/:contractId/terminate',
    {
      ...manage,
      schema: {
        tags,
        summary:
          'End a contract in force or withdraw an offer (audited; contracts below paying more end too)',
        params: ZAdminContractParams,
        body: ZAdminReasonRequest,
        response: { 200: ZAdminAgentContractResponse },
      },
    },
    async (request) =>
      ok(await agentsAdmin.terminate(actor(request), request.params.contractId, request.body.reason)),
  );

  app.post(
    '/:id/move',
    {
      ...manage,
      schema: {
        tags,
        summary:
          'Move a member (and their team) under another agent (audited; ends contracts with the old upline)',
        params: ZAdminAgentParams,
        body: ZAdminMoveMemberRequest,
        response: { 200: ZAdminMovedMemberResponse },
      },
    },
    async (request) => ok(await agentsAdmin.move(actor(request), request.params.id, request.body)),
  );

  app.get(
    '/settings',
    {
      ...read,
      schema: {
        tags,
        summary: "Each contract kind's rules for a brand: on, cycle, who pays, the highest rate",
        querystring: ZAdminContractSettingsQuery,
        response: { 200: ZAdminContractSettingsListResponse },
      },
    },
    async (request) => ok(await agentsAdmin.settingsList(request.query.merchantCode)),
  );

  app.put(
    '/settings/:kind',
    {
      ...manage,
      schema: {
        tags,
        summary: "Change a contract kind's rules for a brand (audited)",
        params: ZAdminKindParams,
        body: ZAdminUpdateContractSettingsRequest,
        response: { 200: ZAdminContractSettingsResponse },
      },
    },
    async (request) =>
      ok(await agentsAdmin.updateSettings(actor(request), request.params.kind, request.body)),
  );

  app.get(
    '/settlements',
    {
      ...read,
      schema: {
        tags,
        summary: "A kind's settled and running periods, newest first, with what each paid",
        querystring: ZAdminSettlementPeriodsQuery,
        response: { 200: ZAdminSettlementPeriodsResponse },
      },
    },
    async (request) => ok(await agentsAdmin.periods(request.query.merchantCode, request.query.kind)),
  );

  app.post(
    '/settlements/preview',
    {
      ...read,
      schema: {
        tags,
        summary: 'What a period pays each agent, line by line (what it paid, once settled); writes nothing',
        body: ZAdminSettlementPreviewRequest,
        response: { 200: ZAdminSettlementPreviewResponse },
      },
    },
    async (request) => ok(await agentsAdmin.preview(request.body)),
  );

  app.post(
    '/settlements/run',
    {
      ...settle,
      schema: {
        tags,
        summary: 'Settle and pay a closed period now: once, however often it is asked (audited)',
        body: ZAdminSettlementRunRequest,
        response: { 200: ZAdminSettlementPreviewResponse },
      },
    },
    async (request) => ok(await agentsAdmin.run(actor(request), request.body)),
  );
};
