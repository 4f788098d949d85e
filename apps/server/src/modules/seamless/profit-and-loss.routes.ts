/**
 * `GET /wps/member/profit` (spec §2 "personalProfit"): the signed-in member's profit and loss by
 * business day and by game category over a range of at most 92 days. Real accounts only: the member
 * guard refuses trial sessions.
 */
import { ZProfitQuery, ZProfitResponse } from '@luckwell/contracts/member/profit-and-loss';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { ProfitAndLossService } from './profit-and-loss.service.ts';

type Options = { profitAndLoss: ProfitAndLossService; guard: MemberGuard };

export const profitAndLossRoutes: FastifyPluginAsyncZod<Options> = async (app, { profitAndLoss, guard }) => {
  app.get(
    '/wps/member/profit',
    {
      schema: {
        tags: ['games'],
        summary: "The member's profit and loss by day and by game category",
        querystring: ZProfitQuery,
        response: { 200: ZProfitResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await profitAndLoss.profit(
          {
            merchantId: request.merchant.id,
            memberId: request.signedIn.member.id,
            currencySymbol: request.merchant.currencySymbol,
          },
          request.query,
        ),
      );
    },
  );
};
