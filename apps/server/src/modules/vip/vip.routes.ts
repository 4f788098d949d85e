/**
 * `GET /wps/member/vip` (issue 17, ADR 066): the signed-in member's VIP rank, what the next needs, the
 * brand's ranks and the VIP bonuses paid. Real accounts only: the member guard refuses trial sessions.
 */
import { Language } from '@luckwell/contracts/language';
import { ZVipResponse } from '@luckwell/contracts/member/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/request-context.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { VipService } from './vip.service.ts';

type Options = { vip: VipService; guard: MemberGuard };

export const vipRoutes: FastifyPluginAsyncZod<Options> = async (app, { vip, guard }) => {
  app.get(
    '/wps/member/vip',
    {
      schema: {
        tags: ['member'],
        summary: "The member's VIP rank and progress, the brand's ranks and the VIP bonuses paid",
        querystring: z.object({ language: Language.optional() }),
        response: { 200: ZVipResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const language = languageOf(request, request.merchant, request.query.language);
      return ok(await vip.memberVip(request.merchant, request.signedIn.member, language));
    },
  );
};
