/**
 * `GET /relay/GCSGAME_getJackpot`: the brand's progressive jackpot as it stands
 * (docs/decisions/028-jackpot-pool.md); `GET /relay/GCSGAME_getJackpotHistory`: its won cycles with
 * what a player needs to verify each draw (docs/decisions/035-jackpot-back-office.md). Public.
 */
import {
  ZJackpotHistoryQuery,
  ZJackpotHistoryResponse,
  ZJackpotResponse,
} from '@luckwell/contracts/games/jackpot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { JackpotService } from './jackpot.service.ts';

type Options = { jackpot: JackpotService };

export const jackpotRoutes: FastifyPluginAsyncZod<Options> = async (app, { jackpot }) => {
  app.get(
    '/relay/GCSGAME_getJackpot',
    {
      schema: {
        tags: ['games'],
        summary: "The brand's jackpot pool in its currency (null when it runs none), with the last win",
        response: { 200: ZJackpotResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await jackpot.current(request.merchant.id, request.merchant.currencyCode));
    },
  );

  app.get(
    '/relay/GCSGAME_getJackpotHistory',
    {
      schema: {
        tags: ['games'],
        summary: "The brand's won jackpot cycles, newest first, with revealed seeds to verify the draws",
        querystring: ZJackpotHistoryQuery,
        response: { 200: ZJackpotHistoryResponse },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok(await jackpot.history(request.merchant.id, request.merchant.currencyCode, page, size));
    },
  );
};
