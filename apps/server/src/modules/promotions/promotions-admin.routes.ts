/**
 * The back office's promotions, mounted at /admin-api/promotions (issue 17, ADR 063): a brand's
 * promotions with their cost and conversion, and each one's bonuses (`promotions.read`); creating
 * and changing one with a reason (`promotions.manage`, audited). Schema → handler only.
 */

import { ZSpendReportQuery, ZSpendReportResponse } from '@luckwell/contracts/admin/promotion-report';
import {
  ZAdminApplicationDetailResponse,
  ZAdminApplicationIssueRequest,
  ZAdminApplicationRejectRequest,
  ZAdminApplicationsQuery,
  ZAdminApplicationsResponse,
  ZAdminBonusesQuery,
  ZAdminBonusesResponse,
  ZAdminPromotionRequest,
  ZAdminPromotionResponse,
  ZAdminPromotionsQuery,
  ZAdminPromotionsResponse,
} from '@luckwell/contracts/admin/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { PromotionsService } from './promotions.service.ts';
import { createSpendReport } from './spend-report.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; promotions: PromotionsService };

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const promotionsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, promotions },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const spendReport = createSpendReport(db);
  const read = { onRequest: guard.requires('promotions.read') };
  const manage = { onRequest: guard.requires('promotions.manage') };
  const tags = ['admin: promotions'];

  app.get(
    '/',
    {
      ...read,
      schema: {
        tags,
        summary: "A brand's promotions with members, bonus paid, released and returned",
        querystring: ZAdminPromotionsQuery,
        response: { 200: ZAdminPromotionsResponse },
      },
    },
    async (request) => ok(await promotions.adminList(request.query.merchantCode)),
  );

  app.post(
    '/',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Create a promotion (audited)',
        body: ZAdminPromotionRequest,
        response: { 200: ZAdminPromotionResponse },
      },
    },
    async (request) => ok(await promotions.save(actor(request), request.body)),
  );

  app.put(
    '/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a promotion; bonuses already joined keep their terms (audited)',
        params: ZId,
        body: ZAdminPromotionRequest,
        response: { 200: ZAdminPromotionResponse },
      },
    },
    async (request) => ok(await promotions.save(actor(request), request.body, request.params.id)),
  );

  app.get(
    '/:id/bonuses',
    {
      ...read,
      schema: {
        tags,
        summary: "A promotion's bonuses, newest first",
        params: ZId,
        querystring: ZAdminBonusesQuery,
        response: { 200: ZAdminBonusesResponse },
      },
    },
    async (request) => ok(await promotions.adminBonuses(request.params.id, request.query.page)),
  );

  app.get(
    '/report',
    {
      ...read,
      schema: {
        tags,
        summary: 'What engagement paid per day by source, and each promotion’s bonuses (ADR 072)',
        querystring: ZSpendReportQuery,
        response: { 200: ZSpendReportResponse },
      },
    },
    async (request) => ok(await spendReport(request.query)),
  );

  app.get(
    '/applications',
    {
      ...read,
      schema: {
        tags,
        summary: 'Applications to application promotions in one status: the review queue (ADR 070)',
        querystring: ZAdminApplicationsQuery,
        response: { 200: ZAdminApplicationsResponse },
      },
    },
    async (request) => {
      const { merchantCode, status, page } = request.query;
      return ok(await promotions.adminApplications(merchantCode, status, page));
    },
  );

  app.get(
    '/applications/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'One application with its images',
        params: ZId,
        response: { 200: ZAdminApplicationDetailResponse },
      },
    },
    async (request) => ok(await promotions.adminApplication(request.params.id)),
  );

  app.post(
    '/applications/:id/issue',
    {
      ...manage,
      schema: {
        tags,
        summary: "Issue an application's bonus, at most the promotion's maximum (once, audited)",
        params: ZId,
        body: ZAdminApplicationIssueRequest,
        response: { 200: ZAdminApplicationDetailResponse },
      },
    },
    async (request) =>
      ok(
        await promotions.decideApplication(actor(request), request.params.id, {
          issue: true,
          amount: request.body.amount,
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    '/applications/:id/reject',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Reject an application with the reason the member reads (once, audited)',
        params: ZId,
        body: ZAdminApplicationRejectRequest,
        response: { 200: ZAdminApplicationDetailResponse },
      },
    },
    async (request) =>
      ok(
        await promotions.decideApplication(actor(request), request.params.id, {
          issue: false,
          reason: request.body.reason,
        }),
      ),
  );
};
