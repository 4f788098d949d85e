/**
 * A brand's links in the back office, mounted at /admin-api/content/resources (issue 19): listed
 * by type, set or changed, and removed with a reason (`content.manage`, audited). Schema → handler
 * only; `forgetSettings` is the system service's, so the permission call shows a change at once.
 */
import {
  ZAdminResourceParams,
  ZAdminResourceRemoveRequest,
  ZAdminResourceRequest,
  ZAdminResourceResponse,
  ZAdminResourcesQuery,
  ZAdminResourcesResponse,
} from '@luckwell/contracts/admin/resources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import { createResourcesAdminService } from './resources-admin.service.ts';
import type { SystemService } from './system.service.ts';

type Options = {
  db: Database;
  limiter: RateLimiter;
  requireTotp: boolean;
  system: Pick<SystemService, 'forgetSettings'>;
};

export const resourcesAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, system },
) => {
  const { audit, actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const links = createResourcesAdminService({ db, audit, onChange: system.forgetSettings });
  const manage = { onRequest: guard.requires('content.manage') };
  const tags = ['admin: content'];

  app.get(
    '/',
    {
      ...manage,
      schema: {
        tags,
        summary: "A brand's links (Telegram, Facebook, YouTube, iOS profile, Android app), set or not",
        querystring: ZAdminResourcesQuery,
        response: { 200: ZAdminResourcesResponse },
      },
    },
    async (request) => ok(await links.list(request.query.merchantCode)),
  );

  app.put(
    '/:resourceType',
    {
      ...manage,
      schema: {
        tags,
        summary: "Set or change the brand's link of a type; players see it within seconds (audited)",
        params: ZAdminResourceParams,
        body: ZAdminResourceRequest,
        response: { 200: ZAdminResourceResponse },
      },
    },
    async (request) => ok(await links.save(actor(request), request.params.resourceType, request.body)),
  );

  app.delete(
    '/:resourceType',
    {
      ...manage,
      schema: {
        tags,
        summary: "Remove the brand's link of a type, with a reason in the body (audited)",
        params: ZAdminResourceParams,
        body: ZAdminResourceRemoveRequest,
        response: { 200: ZAdminResourceResponse },
      },
    },
    async (request) => ok(await links.remove(actor(request), request.params.resourceType, request.body)),
  );
};
