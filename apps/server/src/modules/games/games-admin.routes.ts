/**
 * The back office's vendors and game catalogue, mounted at /admin-api/games (permission
 * `games.manage`; the brand list also for `bets.view`). Schema → handler only; the rules are in
 * games-admin.service.ts. docs/decisions/030-back-office-catalogue.md.
 */
import {
  ZAdminBrandListResponse,
  ZAdminGamePageResponse,
  ZAdminGameQuery,
  ZAdminGameResponse,
  ZAdminIdParams,
  ZAdminVendorListResponse,
  ZAdminVendorQuery,
  ZAdminVendorResponse,
  ZBulkGamesRequest,
  ZBulkGamesResponse,
  ZImportApplyRequest,
  ZImportPreviewResponse,
  ZImportRequest,
  ZImportResultResponse,
  ZUpdateGameRequest,
  ZUpdateVendorRequest,
} from '@luckwell/contracts/admin/game-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { GamesAdminService } from './games-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; gamesAdmin: GamesAdminService };

/** A vendor's whole game list as text: up to 5,000 games, a few MB at most. */
const IMPORT_BODY_LIMIT = 4 * 1_048_576;

export const gamesAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, gamesAdmin },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const manage = { onRequest: guard.requires('games.manage') };
  const tags = ['admin: games'];

  app.get(
    '/brands',
    {
      onRequest: guard.requires(
        'games.manage',
        'bets.view',
        'messages.send',
        'agents.read',
        'promotions.read',
      ),
      schema: {
        tags,
        summary: 'The brands, for the catalogue, bet record and message screens',
        response: { 200: ZAdminBrandListResponse },
      },
    },
    async () => ok(await gamesAdmin.brands()),
  );

  app.get(
    '/vendors',
    {
      ...manage,
      schema: {
        tags,
        summary: "A brand's vendors: category, flags, wallet mode and game counts",
        querystring: ZAdminVendorQuery,
        response: { 200: ZAdminVendorListResponse },
      },
    },
    async (request) => ok(await gamesAdmin.vendors(request.query.merchant)),
  );

  app.put(
    '/vendors/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Switch a vendor on or off, into or out of maintenance, or rename it (audited)',
        params: ZAdminIdParams,
        body: ZUpdateVendorRequest,
        response: { 200: ZAdminVendorResponse },
      },
    },
    async (request) => ok(await gamesAdmin.updateVendor(actor(request), request.params.id, request.body)),
  );

  app.get(
    '/catalogue',
    {
      ...manage,
      schema: {
        tags,
        summary: "Search a brand's games (name or code, vendor, category, sub-category, flags, maintenance)",
        querystring: ZAdminGameQuery,
        response: { 200: ZAdminGamePageResponse },
      },
    },
    async (request) => ok(await gamesAdmin.games(request.query)),
  );

  app.put(
    '/catalogue/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Edit a game: name, icon, hot/new/jackpot, maintenance, sort order, RTP (audited)',
        params: ZAdminIdParams,
        body: ZUpdateGameRequest,
        response: { 200: ZAdminGameResponse },
      },
    },
    async (request) => ok(await gamesAdmin.updateGame(actor(request), request.params.id, request.body)),
  );

  app.post(
    '/catalogue/bulk',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Maintenance or hot on/off for up to 500 games of a brand (audited once)',
        body: ZBulkGamesRequest,
        response: { 200: ZBulkGamesResponse },
      },
    },
    async (request) => {
      const { merchant, ids, action } = request.body;
      return ok(await gamesAdmin.bulk(actor(request), merchant, ids, action));
    },
  );

  app.post(
    '/catalogue/import/preview',
    {
      ...manage,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Validate a vendor's game list (CSV or JSON) and show what it would create and change",
        body: ZImportRequest,
        response: { 200: ZImportPreviewResponse },
      },
    },
    async (request) => ok(await gamesAdmin.previewImport(request.body)),
  );

  app.post(
    '/catalogue/import/apply',
    {
      ...manage,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Apply a previewed import in one transaction: all of it or nothing (audited)',
        body: ZImportApplyRequest,
        response: { 200: ZImportResultResponse },
      },
    },
    async (request) => ok(await gamesAdmin.applyImport(actor(request), request.body)),
  );
};
