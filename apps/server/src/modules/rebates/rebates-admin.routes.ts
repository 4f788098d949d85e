/**
 * The back office's rebates, mounted at /admin-api/rebates (issue 17, ADR 062): a brand's rates and
 * the rebates paid per day (`promotions.read`), and changing the rates with a reason
 * (`promotions.manage`, audited). Schema → handler only; the rules are in rebates.service.ts.
 */
import {
  ZAdminRebateDaysResponse,
  ZAdminRebateRatesResponse,
  ZAdminRebatesQuery,
  ZAdminUpdateRebateRatesRequest,
} from '@luckwell/contracts/admin/rebates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { RebatesService } from './rebates.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; rebates: RebatesService };

export const rebatesAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, rebates },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const read = { onRequest: guard.requires('promotions.read') };
  const tags = ['admin: promotions'];

  app.get(
    '/rates',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's rebate rate per game category (the spec's unless it set its own)",
        querystring: ZAdminRebatesQuery,
        response: { 200: ZAdminRebateRatesResponse },
      },
    },
    async (request) => ok(await rebates.adminRates(request.query.merchantCode)),
  );

  app.put(
    '/rates',
    {
      onRequest: guard.requires('promotions.manage'),
      schema: {
        tags,
        summary: "Set a brand's rebate rates for the days settled from now on (audited)",
        body: ZAdminUpdateRebateRatesRequest,
        response: { 200: ZAdminRebateRatesResponse },
      },
    },
    async (request) => ok(await rebates.updateRates(actor(request), request.body)),
  );

  app.get(
    '/days',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's last 30 settled days: members paid and the amount, newest first",
        querystring: ZAdminRebatesQuery,
        response: { 200: ZAdminRebateDaysResponse },
      },
    },
    async (request) => ok(await rebates.paidDays(request.query.merchantCode)),
  );
};
