import { ZGameMenusQuery, ZGameMenusResponse } from '@luckwell/contracts/games/game-menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { GamesService } from './games.service.ts';

export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Categories that have vendors, with their vendors',
        querystring: ZGameMenusQuery,
        response: { 200: ZGameMenusResponse },
      },
    },
    async (request) => ok(await games.gameMenus(request.merchant)),
  );
};
