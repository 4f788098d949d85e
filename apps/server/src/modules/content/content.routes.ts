import { ZAnnouncementsQuery, ZAnnouncementsResponse } from '@luckwell/contracts/content/announcements';
import { ZHelpCenterQuery, ZHelpCenterResponse } from '@luckwell/contracts/system/help-center';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/request-context.ts';
import type { ContentService } from './content.service.ts';

const ANNOUNCEMENT_TYPES = new Set(['B', 'PL', 'PU', 'PR', 'H']);

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
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
    async (request) => {
      const types = request.query.types
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter((t) => ANNOUNCEMENT_TYPES.has(t));
      return ok(
        await content.announcementsFor(request.merchant, {
          types,
          execution: request.query.execution,
          language: languageOf(request, request.merchant, request.query.language),
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
