/**
 * The back office's missions and leaderboards, mounted at /admin-api/missions (issue 17, ADR 068):
 * a brand's definitions with what they paid (`promotions.read`), saved as a whole with a reason
 * (`promotions.manage`, audited). Schema → handler only; the rules are in missions.service.ts.
 */
import {
  ZAdminMissionsQuery,
  ZAdminMissionsRequest,
  ZAdminMissionsResponse,
} from '@luckwell/contracts/admin/missions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { MissionsService } from './missions.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; missions: MissionsService };

export const missionsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, missions },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const tags = ['admin: promotions'];

  app.get(
    '/',
    {
      onRequest: guard.requires('promotions.read'),
      schema: {
        tags,
        summary: "A brand's missions and leaderboards with what they paid",
        querystring: ZAdminMissionsQuery,
        response: { 200: ZAdminMissionsResponse },
      },
    },
    async (request) => ok(await missions.adminMissions(request.query.merchantCode)),
  );

  app.put(
    '/',
    {
      onRequest: guard.requires('promotions.manage'),
      schema: {
        tags,
        summary: "Save a brand's missions and leaderboards (audited); one left out is switched off",
        body: ZAdminMissionsRequest,
        response: { 200: ZAdminMissionsResponse },
      },
    },
    async (request) => ok(await missions.saveMissions(actor(request), request.body)),
  );
};
