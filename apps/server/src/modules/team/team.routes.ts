/**
 * The agent centre's team (issue 16): `GET /wps/agent/team/overview`, the default page
 * `agentTeamOverview`. Agents only (types 1, 2, 41, 42): the guard refuses members and trial accounts.
 */
import { ZTeamOverviewResponse } from '@luckwell/contracts/agent/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { TeamService } from './team.service.ts';

type Options = { team: TeamService; guard: MemberGuard };

export const teamRoutes: FastifyPluginAsyncZod<Options> = async (app, { team, guard }) => {
  app.get(
    '/wps/agent/team/overview',
    {
      schema: {
        tags: ['agent'],
        summary:
          "The agent's team: its size, and today, yesterday, this week and this month, with 30 days by day",
        response: { 200: ZTeamOverviewResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await team.overview({
          merchantId: request.merchant.id,
          agentId: request.signedIn.member.id,
          currencySymbol: request.merchant.currencySymbol,
        }),
      );
    },
  );
};
