/**
 * The back office's help centre, mounted at /admin-api/content/help (issue 19): a brand's help
 * categories and articles, created, changed and deleted with a reason (`content.manage`, audited).
 * Schema → handler only.
 */
import {
  ZAdminHelpArticleRequest,
  ZAdminHelpArticleResponse,
  ZAdminHelpArticlesQuery,
  ZAdminHelpArticlesResponse,
  ZAdminHelpCategoriesQuery,
  ZAdminHelpCategoriesResponse,
  ZAdminHelpCategoryRequest,
  ZAdminHelpCategoryResponse,
  ZAdminHelpDeletedResponse,
  ZAdminHelpDeleteRequest,
} from '@luckwell/contracts/admin/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { HelpAdminService } from './help-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; help: HelpAdminService };

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const helpAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, help },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const manage = { onRequest: guard.requires('content.manage') };
  const tags = ['admin: help centre'];

  app.get(
    '/categories',
    {
      ...manage,
      schema: {
        tags,
        summary: "A brand's help categories in the players' order, with how many articles each holds",
        querystring: ZAdminHelpCategoriesQuery,
        response: { 200: ZAdminHelpCategoriesResponse },
      },
    },
    async (request) => ok(await help.listCategories(request.query.merchantCode)),
  );

  app.post(
    '/categories',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Create a help category; its key is unique in the brand (audited)',
        body: ZAdminHelpCategoryRequest,
        response: { 200: ZAdminHelpCategoryResponse },
      },
    },
    async (request) => ok(await help.saveCategory(actor(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a help category; players read the change on their next call (audited)',
        params: ZId,
        body: ZAdminHelpCategoryRequest,
        response: { 200: ZAdminHelpCategoryResponse },
      },
    },
    async (request) => ok(await help.saveCategory(actor(request), request.body, request.params.id)),
  );

  app.delete(
    '/categories/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete a help category that holds no article (audited)',
        params: ZId,
        body: ZAdminHelpDeleteRequest,
        response: { 200: ZAdminHelpDeletedResponse },
      },
    },
    async (request) => ok(await help.deleteCategory(actor(request), request.body, request.params.id)),
  );

  app.get(
    '/articles',
    {
      ...manage,
      schema: {
        tags,
        summary: "A brand's help articles (of one category when given), their HTML as stored",
        querystring: ZAdminHelpArticlesQuery,
        response: { 200: ZAdminHelpArticlesResponse },
      },
    },
    async (request) => ok(await help.listArticles(request.query.merchantCode, request.query.categoryId)),
  );

  app.post(
    '/articles',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Create a help article; its HTML is sanitised before it is stored (audited)',
        body: ZAdminHelpArticleRequest,
        response: { 200: ZAdminHelpArticleResponse },
      },
    },
    async (request) => ok(await help.saveArticle(actor(request), request.body)),
  );

  app.put(
    '/articles/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a help article; players read the change on their next call (audited)',
        params: ZId,
        body: ZAdminHelpArticleRequest,
        response: { 200: ZAdminHelpArticleResponse },
      },
    },
    async (request) => ok(await help.saveArticle(actor(request), request.body, request.params.id)),
  );

  app.delete(
    '/articles/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete a help article (audited)',
        params: ZId,
        body: ZAdminHelpDeleteRequest,
        response: { 200: ZAdminHelpDeletedResponse },
      },
    },
    async (request) => ok(await help.deleteArticle(actor(request), request.body, request.params.id)),
  );
};
