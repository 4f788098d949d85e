/**
 * The agent centre's `agentAnnouncement` (issue 16): `GET /wps/agent/announcements`, what the
 * operator sent to every agent of the brand, newest first. Agents only (types 1, 2, 41, 42): the
 * guard refuses members and trial accounts.
 */
import {
  AGENT_ANNOUNCEMENTS_PAGE_SIZE,
  ZAgentAnnouncementsQuery,
  ZAgentAnnouncementsResponse,
} from '@luckwell/contracts/agent/agent-announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { MessagesService } from './messages.service.ts';

type Options = { messages: MessagesService; guard: MemberGuard };

export const agentAnnouncementsRoutes: FastifyPluginAsyncZod<Options> = async (app, { messages, guard }) => {
  app.get(
    '/wps/agent/announcements',
    {
      schema: {
        tags: ['agent'],
        summary: 'The announcements to every agent of the brand, newest first, paged',
        querystring: ZAgentAnnouncementsQuery,
        response: { 200: ZAgentAnnouncementsResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await messages.agentAnnouncements(request.merchant.id, {
          page: request.query.page,
          size: AGENT_ANNOUNCEMENTS_PAGE_SIZE,
        }),
      );
    },
  );
};
