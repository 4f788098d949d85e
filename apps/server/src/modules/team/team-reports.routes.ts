/**
 * The agent centre's reports (issue 16): `GET /wps/agent/reports/loss` (palStatementsAgentCopy),
 * `GET /wps/agent/reports/income` (agentRevenueReport) and `GET /wps/agent/reports/transactions`
 * (agentDownlineTransactionDetailsCopy). Agents only (types 1, 2, 41, 42): the guard refuses members
 * and trial accounts. Each shows the agent's own team or the agent's own income, never more.
 */
import {
  ZAgentIncomeQuery,
  ZAgentIncomeResponse,
  ZTeamLossQuery,
  ZTeamLossResponse,
  ZTeamTransactionsQuery,
  ZTeamTransactionsResponse,
} from '@luckwell/contracts/agent/team-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { TeamReportsService } from './team-reports.service.ts';

type Options = { reports: TeamReportsService; guard: MemberGuard };

export const teamReportsRoutes: FastifyPluginAsyncZod<Options> = async (app, { reports, guard }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/agent/reports/loss',
    {
      schema: {
        tags: ['agent'],
        summary:
          "User loss statements: each member of the agent's team who played in the range, biggest loser first, with the totals",
        querystring: ZTeamLossQuery,
        response: { 200: ZTeamLossResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request) => ok(await reports.loss(request.merchant, request.signedIn.member.id, request.query)),
  );

  app.get(
    '/wps/agent/reports/income',
    {
      schema: {
        tags: ['agent'],
        summary:
          "The agent's own contract income: paid by kind this month, last month and in the range, by day, and each period's settlement",
        querystring: ZAgentIncomeQuery,
        response: { 200: ZAgentIncomeResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request) => ok(await reports.income(request.merchant, request.signedIn.member.id, request.query)),
  );

  app.get(
    '/wps/agent/reports/transactions',
    {
      schema: {
        tags: ['agent'],
        summary:
          "Account details of the agent's team: their main-wallet movements other than play, newest first",
        querystring: ZTeamTransactionsQuery,
        response: { 200: ZTeamTransactionsResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request) =>
      ok(await reports.transactions(request.merchant, request.signedIn.member.id, request.query)),
  );
};
