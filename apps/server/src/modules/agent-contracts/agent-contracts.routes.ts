/**
 * Agent contracts over HTTP (issue 16; spec §7 "Consolidated", "Contracts"): the consolidated flags
 * and waiting requests, the page of one kind, its settlement records, and one action call per kind
 * under the spec's names (CONTRACT_ACTION_PATH).
 */
import {
  CONTRACT_ACTION_PATH,
  CONTRACT_KINDS,
  ContractKind,
  ZConsolidatedResponse,
  ZContractAction,
  ZContractActionResponse,
  ZContractSettlementsQuery,
  ZContractSettlementsResponse,
  ZContractsPageResponse,
} from '@luckwell/contracts/agent/agent-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { AgentContractsService } from './agent-contracts.service.ts';
import type { ContractSettlementService } from './contract-settlement.service.ts';

type Options = {
  contracts: AgentContractsService;
  settlements: Pick<ContractSettlementService, 'records'>;
  guard: MemberGuard;
};

const KindParams = z.object({ kind: ContractKind });

export const agentContractsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { contracts, settlements, guard },
) => {
  app.get(
    '/wps/member/info/funds/consolidated',
    {
      schema: {
        tags: ['agent'],
        summary:
          'Which contract pages to show (divtypereq, dailysalreqtype, …) and the requests waiting on the member',
        response: { 200: ZConsolidatedResponse },
      },
      // Spec §4: it runs for non-trial users; a trial account has no contracts to show.
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await contracts.consolidated(request.merchant, request.signedIn.member));
    },
  );

  app.get(
    '/wps/agent/contracts/:kind',
    {
      schema: {
        tags: ['agent'],
        summary:
          "The agent's contract of a kind, offers waiting on them, and their direct sub-agents' contracts",
        params: KindParams,
        response: { 200: ZContractsPageResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await contracts.page(request.merchant, request.signedIn.member, request.params.kind));
    },
  );

  app.get(
    '/wps/agent/contracts/:kind/settlements',
    {
      schema: {
        tags: ['agent'],
        summary: "The agent's settled periods of a kind with their lines, newest first",
        params: KindParams,
        querystring: ZContractSettlementsQuery,
        response: { 200: ZContractSettlementsResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await settlements.records(
          request.merchant,
          request.signedIn.member.id,
          request.params.kind,
          request.query.page,
        ),
      );
    },
  );

  for (const kind of CONTRACT_KINDS) {
    app.post(
      CONTRACT_ACTION_PATH[kind],
      {
        schema: {
          tags: ['agent'],
          summary: `A ${kind} contract: offer to a direct sub-agent, accept, reject, withdraw, ask to end, agree or refuse`,
          body: ZContractAction,
          response: { 200: ZContractActionResponse },
        },
        ...guard.member({ agent: true }),
      },
      async (request) =>
        ok(await contracts.act(request.merchant, request.signedIn.member, kind, request.body)),
    );
  }
};
