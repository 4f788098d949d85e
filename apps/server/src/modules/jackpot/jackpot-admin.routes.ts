/**
 * The back office's jackpot, mounted at /admin-api/jackpot: the pools and hits (`jackpot.view`), a
 * pool's settings and "pay now" (`jackpot.manage`), both audited. Schema → handler only; the rules
 * are in jackpot-admin.service.ts. docs/decisions/035-jackpot-back-office.md.
 */
import {
  ZAdminJackpotHitPageResponse,
  ZAdminJackpotHitQuery,
  ZAdminJackpotHitResponse,
  ZAdminJackpotIdParams,
  ZAdminJackpotPoolListResponse,
  ZAdminJackpotPoolResponse,
  ZUpdateJackpotPoolRequest,
} from '@luckwell/contracts/admin/jackpot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { JackpotAdminService } from './jackpot-admin.service.ts';

type Options = {
  db: Database;
  limiter: RateLimiter;
  requireTotp: boolean;
  jackpotAdmin: JackpotAdminService;
};

export const jackpotAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, jackpotAdmin },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const view = { onRequest: guard.requires('jackpot.view') };
  const manage = { onRequest: guard.requires('jackpot.manage') };
  const tags = ['admin: jackpot'];

  app.get(
    '/pools',
    {
      ...view,
      schema: {
        tags,
        summary: "Every brand's pool: live amount, cycle, seed hash, share, seed, hit-every",
        response: { 200: ZAdminJackpotPoolListResponse },
      },
    },
    async () => ok(await jackpotAdmin.pools()),
  );

  app.put(
    '/pools/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: "Set a pool's share (0–5 %), seed and hit-every (audited; the next bets use them)",
        params: ZAdminJackpotIdParams,
        body: ZUpdateJackpotPoolRequest,
        response: { 200: ZAdminJackpotPoolResponse },
      },
    },
    async (request) => ok(await jackpotAdmin.updatePool(actor(request), request.params.id, request.body)),
  );

  app.get(
    '/hits',
    {
      ...view,
      schema: {
        tags,
        summary: 'Every hit, newest first, by brand and status',
        querystring: ZAdminJackpotHitQuery,
        response: { 200: ZAdminJackpotHitPageResponse },
      },
    },
    async (request) => ok(await jackpotAdmin.hits(request.query)),
  );

  app.post(
    '/hits/:id/pay',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Pay a pending hit now, as the sweep would (idempotent; audited once)',
        params: ZAdminJackpotIdParams,
        response: { 200: ZAdminJackpotHitResponse },
      },
    },
    async (request) => ok(await jackpotAdmin.payNow(actor(request), request.params.id)),
  );
};
