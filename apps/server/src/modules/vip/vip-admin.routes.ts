/**
 * The back office's VIP ranks, mounted at /admin-api/vip (issue 17, ADR 066): a brand's ranks with
 * the members holding each and the bonuses paid (`promotions.read`), and the ranks replaced with a
 * reason (`promotions.manage`, audited). Schema → handler only; the rules are in vip.service.ts.
 */
import { ZAdminVipQuery, ZAdminVipRequest, ZAdminVipResponse } from '@luckwell/contracts/admin/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { VipService } from './vip.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; vip: VipService };

export const vipAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, vip },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const tags = ['admin: promotions'];

  app.get(
    '/',
    {
      onRequest: guard.requires('promotions.read'),
      schema: {
        tags,
        summary: "A brand's VIP ranks, the members at each and the VIP bonuses paid",
        querystring: ZAdminVipQuery,
        response: { 200: ZAdminVipResponse },
      },
    },
    async (request) => ok(await vip.adminVip(request.query.merchantCode)),
  );

  app.put(
    '/',
    {
      onRequest: guard.requires('promotions.manage'),
      schema: {
        tags,
        summary: "Replace a brand's VIP ranks (audited); an empty list turns VIP off",
        body: ZAdminVipRequest,
        response: { 200: ZAdminVipResponse },
      },
    },
    async (request) => ok(await vip.updateVip(actor(request), request.body)),
  );
};
