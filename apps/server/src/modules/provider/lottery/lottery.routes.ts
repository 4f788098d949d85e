/**
 * Lottery's routes (`/provider/lottery/*`, issue 20, ADR 081): the lobby, a game's issues and
 * results and one issue with its seeds are public (results are public); a session opens from the
 * operator's launch token; tickets take the provider session's bearer token, as every provider call.
 */
import { envelope } from '@luckwell/contracts/envelope';
import {
  ZLotteryDraw,
  ZLotteryGameState,
  ZLotteryLobby,
  ZLotteryMenuQuery,
  ZLotteryMyTickets,
  ZLotteryOpened,
  ZLotteryOpenedQuery,
  ZLotteryRecent,
  ZLotterySession,
  ZLotterySessionRequest,
  ZLotteryTicketsRequest,
  ZLotteryTicketsValue,
} from '@luckwell/contracts/provider/lottery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { bearer } from '../provider.routes.ts';
import type { LotteryService } from './lottery.service.ts';

type Options = {
  lottery: LotteryService;
  /** Starts this server's schedule beat on first use (an idle server never runs it). */
  onUse: () => void;
};

const GameParams = z.object({ game: z.string().min(1).max(32) });
const IssueParams = GameParams.extend({ issue: z.string().regex(/^\d{8}-\d{4}$/) });

export const lotteryRoutes: FastifyPluginAsyncZod<Options> = async (app, { lottery, onUse }) => {
  app.addHook('onRequest', async () => onUse());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['provider'];
  app.get(
    '/provider/lottery/lobby',
    {
      schema: {
        tags,
        summary: 'Lottery lobby: every game on offer with its issue on sale and its last result',
        response: { 200: envelope(ZLotteryLobby) },
      },
    },
    async () => ok(await lottery.lobby()),
  );
  // The spec's lottery call paths (§7): the VN menu, the VN games' recent results, opened numbers.
  const vnGame = (game: { family: string }) => game.family === 'vn';
  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'VN lottery menu: the Vietnamese games with the issue on sale and the last result',
        querystring: ZLotteryMenuQuery,
        response: { 200: envelope(ZLotteryLobby) },
      },
    },
    async () => ok(await lottery.lobby(vnGame)),
  );
  app.get(
    '/lgw/vn/games/recent',
    {
      schema: {
        tags,
        summary: "VN lottery recent results: each Vietnamese game's latest drawn issues",
        response: { 200: envelope(ZLotteryRecent) },
      },
    },
    async () => {
      const { games } = await lottery.lobby(vnGame);
      return ok({ games: await Promise.all(games.map(({ game }) => lottery.opened(game.key, 5))) });
    },
  );
  for (const path of ['/lgw/vn/numeros/opened/game', '/lotto/lgw/games/opened/numero']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "Opened numbers: a lottery game's latest drawn issues, newest first",
          querystring: ZLotteryOpenedQuery,
          response: { 200: envelope(ZLotteryOpened) },
        },
      },
      async (request) => ok(await lottery.opened(request.query.game, request.query.limit)),
    );
  }
  app.get(
    '/provider/lottery/games/:game',
    {
      schema: {
        tags,
        summary: 'Lottery game: its products and rates, the issues on sale and the latest results',
        params: GameParams,
        querystring: ZLotteryMenuQuery,
        response: { 200: envelope(ZLotteryGameState) },
      },
    },
    async (request) => ok(await lottery.gameState(request.params.game, request.query.prizeMode)),
  );
  app.get(
    '/provider/lottery/games/:game/issues/:issue',
    {
      schema: {
        tags,
        summary: 'Lottery issue: its result, and its server seed once drawn (the verifier replays it)',
        params: IssueParams,
        response: { 200: envelope(ZLotteryDraw) },
      },
    },
    async (request) => ok(await lottery.drawOf(request.params.game, request.params.issue)),
  );
  app.post(
    '/provider/lottery/session',
    {
      schema: {
        tags,
        summary: "Lottery: open a title's session from the operator's one-time launch token",
        body: ZLotterySessionRequest,
        response: { 200: envelope(ZLotterySession) },
      },
    },
    async (request) => ok(await lottery.startSession(request.body)),
  );
  app.post(
    '/provider/lottery/tickets',
    {
      schema: {
        tags,
        summary: 'Lottery: buy a bet slip on the issue on sale (its whole cost debited at once)',
        body: ZLotteryTicketsRequest,
        response: { 200: envelope(ZLotteryTicketsValue) },
      },
    },
    async (request) => ok(await lottery.placeTickets(bearer(request), request.body)),
  );
  app.get(
    '/provider/lottery/tickets',
    {
      schema: {
        tags,
        summary: "Lottery: the session's player's latest ticket lines (of one game, or all), newest first",
        querystring: z.object({ game: z.string().min(1).max(32).optional() }),
        response: { 200: envelope(ZLotteryMyTickets) },
      },
    },
    async (request) => ok(await lottery.myTickets(bearer(request), request.query.game)),
  );
};
