/**
 * `GET /wps/member/referral` (issue 17, ADR 067; the personal centre's `referral` page): the member's
 * code and invite link, the brand's milestones, and their invitees with the rewards. Real accounts
 * only: the member guard refuses trial sessions.
 */
import { ZReferralQuery, ZReferralResponse } from '@luckwell/contracts/member/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { ReferralService } from './referral.service.ts';

type Options = { referral: ReferralService; guard: MemberGuard };

export const referralRoutes: FastifyPluginAsyncZod<Options> = async (app, { referral, guard }) => {
  app.get(
    '/wps/member/referral',
    {
      schema: {
        tags: ['member'],
        summary: "The member's referral code and link, the milestones, their invitees and rewards",
        querystring: ZReferralQuery,
        response: { 200: ZReferralResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await referral.memberReferral(request.merchant, request.signedIn.member, request.query));
    },
  );
};
