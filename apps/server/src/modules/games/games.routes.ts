/**
 * HTTP face of the games module: `/lgw/games/game_menus`, the catalogue relays of spec §7 and the
 * generated game icons (docs/decisions/024-game-catalogue.md).
 */

import { MessageKey } from '@luckwell/contracts/envelope';
import {
  ZAddFavoriteGameRequest,
  ZFavoriteGamesListQuery,
  ZFavoriteGamesListResponse,
  ZFavoriteGamesResponse,
  ZFavoriteToggleResponse,
  ZGameListQuery,
  ZGameListResponse,
  ZGameVendorQuery,
  ZGameVendorResponse,
  ZHotGamesQuery,
  ZHotGamesResponse,
  ZRecentGamesResponse,
  ZRecommendGamesQuery,
  ZRecommendGamesResponse,
  ZRemoveFavoriteGameQuery,
  ZVassGameTypeQuery,
  ZVassGameTypeResponse,
} from '@luckwell/contracts/games/catalogue';
import { ZGameMenusQuery, ZGameMenusResponse } from '@luckwell/contracts/games/game-menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import { gameIconSvg } from './game-icon.ts';
import type { GamesService } from './games.service.ts';

type Options = { games: GamesService; guard: MemberGuard };

export const gamesRoutes: FastifyPluginAsyncZod<Options> = async (app, { games, guard }) => {
  const tags = ['games'];

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Categories that have vendors, with their vendors',
        querystring: ZGameMenusQuery,
        response: { 200: ZGameMenusResponse },
      },
    },
    async (request) => ok(await games.gameMenus(request.merchant)),
  );

  app.get(
    '/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary: 'One page of the catalogue by category, vendor, sub-category and search text',
        querystring: ZGameListQuery,
        response: { 200: ZGameListResponse },
      },
    },
    async (request) => ok(await games.gameList(request.merchant, request.query)),
  );

  app.get(
    '/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: 'Hot games, of one vendor or all',
        querystring: ZHotGamesQuery,
        response: { 200: ZHotGamesResponse },
      },
    },
    async (request) =>
      ok(await games.hotGames(request.merchant, request.query.vassalage, request.query.gameType)),
  );

  app.get(
    '/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: "A vendor's categories, each with the sub-categories that have games",
        querystring: ZVassGameTypeQuery,
        response: { 200: ZVassGameTypeResponse },
      },
    },
    async (request) => ok(await games.vassGameTypes(request.merchant, request.query.vassalage)),
  );

  app.get(
    '/relay/GCSGAME_gameVendor',
    {
      schema: {
        tags,
        summary: "The brand's vendors with their game counts",
        querystring: ZGameVendorQuery,
        response: { 200: ZGameVendorResponse },
      },
    },
    async (request) => ok(await games.gameVendors(request.merchant)),
  );

  app.get(
    '/relay/GCS_recentGame',
    {
      schema: {
        tags,
        summary: "The member's recently launched games",
        response: { 200: ZRecentGamesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const signedIn = await guard.identify(request);
      return ok(await games.recentGames(request.merchant, signedIn?.member.id));
    },
  );

  app.get(
    '/relay/GCSGAME_recommendGames',
    {
      schema: {
        tags,
        summary: 'Playable games like one under maintenance: same vendor and category first',
        querystring: ZRecommendGamesQuery,
        response: { 200: ZRecommendGamesResponse },
      },
    },
    async (request) => ok(await games.recommendedGames(request.merchant, request.query)),
  );

  app.get(
    '/relay/MCSFE_getFavoriteGames',
    {
      schema: {
        tags,
        summary: "The member's favourites (nodeId, vendor, category)",
        response: { 200: ZFavoriteGamesResponse },
      },
      ...guard.member({ trial: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await games.favorites(request.merchant, request.signedIn.member.id));
    },
  );

  app.get(
    '/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        summary: "One page of the member's favourite games, newest first",
        querystring: ZFavoriteGamesListQuery,
        response: { 200: ZFavoriteGamesListResponse },
      },
      ...guard.member({ trial: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { pageNum, pageSize } = request.query;
      return ok(await games.favoriteList(request.merchant, request.signedIn.member.id, pageNum, pageSize));
    },
  );

  app.post(
    '/relay/MCSFE_addFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Add a favourite (kept if already one); at most one toggle a second per member',
        body: ZAddFavoriteGameRequest,
        response: { 200: ZFavoriteToggleResponse },
      },
      ...guard.member({ trial: true }),
    },
    async (request) =>
      ok(await games.addFavorite(request.merchant, request.signedIn.member.id, request.body.nodeId)),
  );

  app.delete(
    '/relay/MCSFE_removeFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Remove a favourite; at most one toggle a second per member',
        querystring: ZRemoveFavoriteGameQuery,
        response: { 200: ZFavoriteToggleResponse },
      },
      ...guard.member({ trial: true }),
    },
    async (request) =>
      ok(await games.removeFavorite(request.merchant, request.signedIn.member.id, request.query.nodeId)),
  );

  app.get(
    '/img/games/:gameType/:file',
    { schema: { hide: true, params: z.object({ gameType: z.string().max(16), file: z.string().max(64) }) } },
    async (request, reply) => {
      const svg = gameIconSvg(request.params.gameType, request.params.file);
      if (!svg) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};
