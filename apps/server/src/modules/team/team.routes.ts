/**
 * The agent centre's team (issue 16): `GET /wps/agent/team/overview`, the default page
 * `agentTeamOverview`. Agents only (types 1, 2, 41, 42): the guard refuses members and trial accounts.
 */
import { ZTeamOverviewResponse } from '@luckwell/contracts/agent/team';
import { ZTeamMembersQuery, ZTeamMembersResponse } from '@luckwell/contracts/agent/team-members';
import {
  ZAgentInviteResponse,
  ZRegisterDownlineRequest,
  ZRegisteredDownlineResponse,
} from '@luckwell/contracts/agent/team-register';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { TeamService } from './team.service.ts';
import type { TeamMembersService } from './team-members.service.ts';
import type { TeamRegisterService } from './team-register.service.ts';

type Options = {
  team: TeamService;
  register: TeamRegisterService;
  teamMembers: TeamMembersService;
  guard: MemberGuard;
};

export const teamRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { team, register, teamMembers, guard },
) => {
  app.get(
    '/wps/agent/team/members',
    {
      schema: {
        tags: ['agent'],
        summary: "The agent's team searched and paged, or the line below one member of it",
        querystring: ZTeamMembersQuery,
        response: { 200: ZTeamMembersResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await teamMembers.list(request.merchant, request.signedIn.member.id, request.query));
    },
  );

  app.get(
    '/wps/agent/invite',
    {
      schema: {
        tags: ['agent'],
        summary:
          "The agent's invitation code (made on first ask): /register?affiliateCode= signs up under them",
        response: { 200: ZAgentInviteResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request) => ok(await register.invite(request.merchant, request.signedIn.member)),
  );

  app.post(
    '/wps/agent/team/members',
    {
      schema: {
        tags: ['agent'],
        summary:
          'Register a member or a sub-agent straight under the agent (first password changed at first sign-in)',
        body: ZRegisterDownlineRequest,
        response: { 200: ZRegisteredDownlineResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request) =>
      ok(
        await register.registerDownline(request.merchant, request.signedIn.member, request.body, request.ip),
      ),
  );

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
