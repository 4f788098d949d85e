/**
 * The back office's red envelopes and prize wheel (issue 17, ADR 064), mounted at /admin-api:
 * `/red-envelopes` (list, schedule, cancel) and `/wheel` (the wheel, its change, granting tickets).
 * Reads under `promotions.read`; changes under `promotions.manage`, with a reason, audited.
 */
import {
  ZAdminCancelRequest,
  ZAdminGrantTicketsRequest,
  ZAdminGrantTicketsResponse,
  ZAdminRedEnvelopeRequest,
  ZAdminRedEnvelopeResponse,
  ZAdminRedEnvelopesResponse,
  ZAdminRewardsQuery,
  ZAdminWheelRequest,
  ZAdminWheelResponse,
} from '@luckwell/contracts/admin/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { PrizeWheelService } from './prize-wheel.service.ts';
import type { RedEnvelopesService } from './red-envelopes.service.ts';

type Options = {
  db: Database;
  limiter: RateLimiter;
  requireTotp: boolean;
  envelopes: RedEnvelopesService;
  wheel: PrizeWheelService;
};

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const rewardsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, envelopes, wheel },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const read = { onRequest: guard.requires('promotions.read') };
  const manage = { onRequest: guard.requires('promotions.manage') };
  const tags = ['admin: promotions'];

  app.get(
    '/red-envelopes',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's red envelope drops, newest first, with what was grabbed and paid",
        querystring: ZAdminRewardsQuery,
        response: { 200: ZAdminRedEnvelopesResponse },
      },
    },
    async (request) => ok(await envelopes.adminList(request.query.merchantCode)),
  );

  app.post(
    '/red-envelopes',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Schedule a drop: its total is split into its shares now (audited)',
        body: ZAdminRedEnvelopeRequest,
        response: { 200: ZAdminRedEnvelopeResponse },
      },
    },
    async (request) => ok(await envelopes.create(actor(request), request.body)),
  );

  app.post(
    '/red-envelopes/:id/cancel',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Cancel a drop: shares not grabbed are never paid (audited)',
        params: ZId,
        body: ZAdminCancelRequest,
        response: { 200: ZAdminRedEnvelopeResponse },
      },
    },
    async (request) => ok(await envelopes.cancel(actor(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/wheel',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's prize wheel: rules, prizes with chances and wins, expected value, cost",
        querystring: ZAdminRewardsQuery,
        response: { 200: ZAdminWheelResponse },
      },
    },
    async (request) => ok(await wheel.adminWheel(request.query.merchantCode)),
  );

  app.put(
    '/wheel',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change the wheel: its rules, and prizes that replace the previous ones (audited)',
        body: ZAdminWheelRequest,
        response: { 200: ZAdminWheelResponse },
      },
    },
    async (request) => ok(await wheel.updateWheel(actor(request), request.body)),
  );

  app.post(
    '/wheel/tickets',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Grant wheel tickets to a member (audited)',
        body: ZAdminGrantTicketsRequest,
        response: { 200: ZAdminGrantTicketsResponse },
      },
    },
    async (request) => ok(await wheel.grantTickets(actor(request), request.body)),
  );
};
