/**
 * The back office's content, mounted at /admin-api/content (issue 19): a brand's announcements and
 * banners, created and changed with a reason (`content.manage`, audited), picture uploads, and a
 * preview of sanitised HTML. Schema → handler only.
 */
import {
  ZAdminAnnouncementRequest,
  ZAdminAnnouncementResponse,
  ZAdminAnnouncementsQuery,
  ZAdminAnnouncementsResponse,
  ZAdminBannerRequest,
  ZAdminBannerResponse,
  ZAdminBannersQuery,
  ZAdminBannersResponse,
  ZContentImageRequest,
  ZContentImageResponse,
  ZContentPreviewLinkRequest,
  ZContentPreviewLinkResponse,
  ZContentPreviewRequest,
  ZContentPreviewResponse,
} from '@luckwell/contracts/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { IMAGE_BODY_LIMIT } from '../../platform/uploaded-image.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import type { ContentAdminService } from './content-admin.service.ts';
import type { ContentImages } from './content-images.ts';
import type { ContentPreviews } from './content-preview.ts';

type Options = {
  db: Database;
  limiter: RateLimiter;
  requireTotp: boolean;
  content: ContentAdminService;
  images: ContentImages;
  previews: ContentPreviews;
};

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const contentAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, content, images, previews },
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

  app.get(
    '/banners',
    {
      ...manage,
      schema: {
        tags,
        summary: "A brand's banners by group, with their pictures' formats and state now",
        querystring: ZAdminBannersQuery,
        response: { 200: ZAdminBannersResponse },
      },
    },
    async (request) => ok(await content.listBanners(request.query.merchantCode)),
  );

  app.post(
    '/banners',
    {
      ...manage,
      schema: {
        tags,
        summary: "Create a banner on a drawn picture or one of the brand's uploads (audited)",
        body: ZAdminBannerRequest,
        response: { 200: ZAdminBannerResponse },
      },
    },
    async (request) => ok(await content.saveBanner(actor(request), request.body)),
  );

  app.put(
    '/banners/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a banner; players see it on their next call (audited)',
        params: ZId,
        body: ZAdminBannerRequest,
        response: { 200: ZAdminBannerResponse },
      },
    },
    async (request) => ok(await content.saveBanner(actor(request), request.body, request.params.id)),
  );

  app.post(
    '/images',
    {
      ...manage,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload a png, jpg or webp (≤ 5 MB, ≥ 640 px wide): kept as AVIF and WebP at 640/1280/1920 px',
        querystring: ZAdminBannersQuery,
        body: ZContentImageRequest,
        response: { 200: ZContentImageResponse },
      },
    },
    async (request) => {
      const brand = await brandByCode(db, request.query.merchantCode);
      return ok(await images.upload(brand.id, request.body.image));
    },
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

  app.post(
    '/previews',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "A 30-minute link to see one banner or announcement on the brand's site before it is published",
        body: ZContentPreviewLinkRequest,
        response: { 200: ZContentPreviewLinkResponse },
      },
    },
    async (request) => ok(await previews.issue(request.operatorAuth.operator.id, request.body)),
  );
};
