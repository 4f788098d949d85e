import { CONTENT_PREVIEW_HEADER } from '@luckwell/contracts/admin/content';
import { ZAnnouncementsQuery, ZAnnouncementsResponse } from '@luckwell/contracts/content/announcements';
import { MessageKey } from '@luckwell/contracts/envelope';
import { ZHelpCenterQuery, ZHelpCenterResponse } from '@luckwell/contracts/system/help-center';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { languageOf } from '../../platform/request-context.ts';
import type { ContentService } from './content.service.ts';
import { CONTENT_MEDIA_PATH, type ContentImages } from './content-images.ts';
import type { ContentPreviews } from './content-preview.ts';

const ANNOUNCEMENT_TYPES = new Set(['B', 'PL', 'PU', 'PR', 'H']);

export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  images: ContentImages;
  previews: ContentPreviews;
}> = async (app, { content, images, previews }) => {
  app.get(
    `${CONTENT_MEDIA_PATH}/:file`,
    {
      schema: {
        tags: ['content'],
        summary: "An operator's uploaded picture at one width (public, immutable: each upload has a new key)",
        params: z.object({ file: z.string().regex(/^[0-9a-f]{32}-\d{2,5}\.(avif|webp)$/) }),
      },
    },
    async (request, reply) => {
      const picture = await images.file(request.params.file);
      if (!picture) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.file');
      return reply
        .type(picture.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  );

  app.get(
    '/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['content'],
        summary: 'Banners, notices, popups and promotions for an audience',
        querystring: ZAnnouncementsQuery,
        response: { 200: ZAnnouncementsResponse },
      },
    },
    async (request, reply) => {
      const types = request.query.types
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter((t) => ANNOUNCEMENT_TYPES.has(t));
      const token = request.headers[CONTENT_PREVIEW_HEADER];
      const preview = await previews.resolve(
        request.merchant.id,
        typeof token === 'string' ? token : undefined,
      );
      // A preview answer is one person's: never kept by a cache on the way.
      if (preview) reply.header('cache-control', 'no-store');
      return ok(
        await content.announcementsFor(request.merchant, {
          types,
          execution: request.query.execution,
          language: languageOf(request, request.merchant, request.query.language),
          preview,
        }),
      );
    },
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['content'],
        summary: 'Help centre categories and articles',
        querystring: ZHelpCenterQuery,
        response: { 200: ZHelpCenterResponse },
      },
    },
    async (request) =>
      ok(
        await content.helpCenter(
          request.merchant,
          languageOf(request, request.merchant, request.query.language),
        ),
      ),
  );
};
