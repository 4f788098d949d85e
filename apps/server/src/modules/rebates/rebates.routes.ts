/**
 * `GET /wps/member/rebates` (issue 17, the rewards centre `rewardCenter`): the brand's rebate rates by
 * game category and the signed-in member's paid rebates, newest day first. Real accounts only: the
 * member guard refuses trial sessions, which are never paid one.
 */
import { ZRebatesQuery, ZRebatesResponse } from '@luckwell/contracts/member/rebates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { RebatesService } from './rebates.service.ts';

type Options = { rebates: RebatesService; guard: MemberGuard };

export const rebatesRoutes: FastifyPluginAsyncZod<Options> = async (app, { rebates, guard }) => {
  app.get(
    '/wps/member/rebates',
    {
      schema: {
        tags: ['member'],
        summary: "The brand's rebate rates and the member's paid rebates, newest day first",
        querystring: ZRebatesQuery,
        response: { 200: ZRebatesResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rebates.memberRebates(request.merchant, request.signedIn.member.id, request.query));
    },
  );
};
