/**
 * The back office's content, mounted at /admin-api/content (issue 19): a brand's announcements,
 * created and changed with a reason (`content.manage`, audited), and a preview of sanitised HTML.
 * Schema → handler only.
 */
import {
  ZAdminAnnouncementRequest,
  ZAdminAnnouncementResponse,
  ZAdminAnnouncementsQuery,
  ZAdminAnnouncementsResponse,
  ZContentPreviewRequest,
  ZContentPreviewResponse,
} from '@luckwell/contracts/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { ContentAdminService } from './content-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; content: ContentAdminService };

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const contentAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, content },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const manage = { onRequest: guard.requires('content.manage') };
  const tags = ['admin: content'];

  app.get(
    '/announcements',
    {
      ...manage,
      schema: {
        tags,
        summary: "A brand's announcements (notices, popups, promotion teasers) with their state now",
        querystring: ZAdminAnnouncementsQuery,
        response: { 200: ZAdminAnnouncementsResponse },
      },
    },
    async (request) => ok(await content.list(request.query.merchantCode)),
  );

  app.post(
    '/announcements',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Create an announcement; its HTML is sanitised before it is stored (audited)',
        body: ZAdminAnnouncementRequest,
        response: { 200: ZAdminAnnouncementResponse },
      },
    },
    async (request) => ok(await content.save(actor(request), request.body)),
  );

  app.put(
    '/announcements/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change an announcement; players read the change on their next call (audited)',
        params: ZId,
        body: ZAdminAnnouncementRequest,
        response: { 200: ZAdminAnnouncementResponse },
      },
    },
    async (request) => ok(await content.save(actor(request), request.body, request.params.id)),
  );

  app.post(
    '/preview',
    {
      ...manage,
      schema: {
        tags,
        summary: 'HTML as players would get it once sanitised',
        body: ZContentPreviewRequest,
        response: { 200: ZContentPreviewResponse },
      },
    },
    async (request) => ok(content.preview(request.body.html)),
  );
};
