/**
 * The back office's points, mounted at /admin-api/points (issue 17, ADR 065): the rules and the
 * mall's goods (`promotions.read`; changed by `promotions.manage` with a reason, audited) and the
 * redemptions queue, approved with the shipment's reference or rejected (`promotions.manage`).
 */
import {
  ZAdminApproveOrderRequest,
  ZAdminMallItemRequest,
  ZAdminOrderResponse,
  ZAdminOrdersQuery,
  ZAdminOrdersResponse,
  ZAdminPointsQuery,
  ZAdminPointsResponse,
  ZAdminPointsSettingsRequest,
  ZAdminRejectOrderRequest,
} from '@luckwell/contracts/admin/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { PointsService } from './points.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; points: PointsService };

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pointsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, points },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const read = { onRequest: guard.requires('promotions.read') };
  const manage = { onRequest: guard.requires('promotions.manage') };
  const tags = ['admin: promotions'];

  app.get(
    '/',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's points rules, mall goods and points out",
        querystring: ZAdminPointsQuery,
        response: { 200: ZAdminPointsResponse },
      },
    },
    async (request) => ok(await points.adminPoints(request.query.merchantCode)),
  );

  app.put(
    '/settings',
    {
      ...manage,
      schema: {
        tags,
        summary: "Change a brand's points rules (audited)",
        body: ZAdminPointsSettingsRequest,
        response: { 200: ZAdminPointsResponse },
      },
    },
    async (request) => ok(await points.updateSettings(actor(request), request.body)),
  );

  app.post(
    '/items',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a good to the mall (audited)',
        body: ZAdminMallItemRequest,
        response: { 200: ZAdminPointsResponse },
      },
    },
    async (request) => ok(await points.saveItem(actor(request), request.body)),
  );

  app.put(
    '/items/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a good of the mall (audited)',
        params: ZId,
        body: ZAdminMallItemRequest,
        response: { 200: ZAdminPointsResponse },
      },
    },
    async (request) => ok(await points.saveItem(actor(request), request.body, request.params.id)),
  );

  app.get(
    '/orders',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's redemptions, newest first, by status",
        querystring: ZAdminOrdersQuery,
        response: { 200: ZAdminOrdersResponse },
      },
    },
    async (request) => ok(await points.orders(request.query)),
  );

  app.post(
    '/orders/:id/approve',
    {
      ...manage,
      schema: {
        tags,
        summary: 'The good was sent: the held points are spent (audited)',
        params: ZId,
        body: ZAdminApproveOrderRequest,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) =>
      ok(await points.decide(actor(request), request.params.id, { status: 'approved', ...request.body })),
  );

  app.post(
    '/orders/:id/reject',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Reject a redemption: the points and the stock go back (audited)',
        params: ZId,
        body: ZAdminRejectOrderRequest,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) =>
      ok(
        await points.decide(actor(request), request.params.id, {
          status: 'rejected',
          remark: request.body.remark,
        }),
      ),
  );
};
