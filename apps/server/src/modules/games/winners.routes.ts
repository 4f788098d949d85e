/** `GET /relay/GCSGAME_getRankList` (spec §7 "Winner board"; docs/decisions/029-winner-board.md). */
import { ZRankListQuery, ZRankListResponse } from '@luckwell/contracts/games/rank-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { WinnersService } from './winners.service.ts';

type Options = { winners: WinnersService };

export const winnersRoutes: FastifyPluginAsyncZod<Options> = async (app, { winners }) => {
  app.get(
    '/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['games'],
        summary: "The brand's biggest recent wins (masked players), of one category or ALL",
        querystring: ZRankListQuery,
        response: { 200: ZRankListResponse },
      },
    },
    async (request) => {
      const { gameCategory, limitNum } = request.query;
      return ok(await winners.rankList(request.merchant.id, gameCategory, limitNum));
    },
  );
};
