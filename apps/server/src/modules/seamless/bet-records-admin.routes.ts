/**
 * Bet records search in the back office, mounted at /admin-api/bets (permission `bets.view`): read
 * only, so nothing here is audited. docs/decisions/030-back-office-catalogue.md.
 */
import {
  ZAdminBetDetailResponse,
  ZAdminBetIdParams,
  ZAdminBetPageResponse,
  ZAdminBetQuery,
} from '@luckwell/contracts/admin/bet-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createAuditService } from '../admin/audit.service.ts';
import { createOperatorAuth, type SignedInOperator } from '../admin/operator-auth.service.ts';
import { createOperatorGuard } from '../admin/operator-guard.ts';
import { createBetRecordsAdminService } from './bet-records-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean };

export const betRecordsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp },
) => {
  const audit = createAuditService(db);
  const guard = createOperatorGuard(createOperatorAuth({ db, audit, limiter, policy: { requireTotp } }));
  const bets = createBetRecordsAdminService(db);
  app.decorateRequest('operatorAuth', null as unknown as SignedInOperator);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const view = { onRequest: guard.requires('bets.view') };
  const tags = ['admin: bets'];

  app.get(
    '/',
    {
      ...view,
      schema: {
        tags,
        summary: "Search a brand's bet records, newest first, with totals for the whole filter",
        querystring: ZAdminBetQuery,
        response: { 200: ZAdminBetPageResponse },
      },
    },
    async (request) => ok(await bets.search(request.query)),
  );

  app.get(
    '/:id',
    {
      ...view,
      schema: {
        tags,
        summary: 'One round with the seamless transactions the vendor sent for it',
        params: ZAdminBetIdParams,
        response: { 200: ZAdminBetDetailResponse },
      },
    },
    async (request) => ok(await bets.detail(request.params.id)),
  );
};
