/**
 * Cockfight arenas' routes (`/provider/cockfight/*`, issue 22, ADR 087): the lobby, an arena's state
 * and a finished fight for the verifier are public (seeds only once the result is out); a session
 * opens from the operator's launch token; bets take the provider session's bearer token.
 */
import { envelope } from '@luckwell/contracts/envelope';
import {
  ArenaCode,
  ZCockfightArenaState,
  ZCockfightBetRequest,
  ZCockfightBetValue,
  ZCockfightFightVerify,
  ZCockfightLobby,
  ZCockfightSession,
  ZCockfightSessionRequest,
} from '@luckwell/contracts/provider/cockfight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { bearer } from '../provider.routes.ts';
import type { CockfightService } from './cockfight.service.ts';

type Options = {
  cockfight: CockfightService;
  /** Starts this server's beat on first use (an idle server never runs it). */
  onUse: () => void;
};

const ArenaParams = z.object({ arena: ArenaCode });
const FightParams = ArenaParams.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const cockfightRoutes: FastifyPluginAsyncZod<Options> = async (app, { cockfight, onUse }) => {
  app.addHook('onRequest', async () => onUse());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['provider'];
  app.post(
    '/provider/cockfight/session',
    {
      schema: {
        tags,
        summary: "Cockfight: open a title's session from the operator's one-time launch token",
        body: ZCockfightSessionRequest,
        response: { 200: envelope(ZCockfightSession) },
      },
    },
    async (request) => ok(await cockfight.startSession(request.body)),
  );
  app.get(
    '/provider/cockfight/arenas',
    {
      schema: {
        tags,
        summary: 'Cockfight lobby: every arena with its fight of the moment and its last results',
        response: { 200: envelope(ZCockfightLobby) },
      },
    },
    async () => ok(await cockfight.lobby()),
  );
  app.get(
    '/provider/cockfight/arenas/:arena',
    {
      schema: {
        tags,
        summary:
          "Cockfight arena: its fight, pools and live board, last results and trend roads; the caller's bets with a session",
        params: ArenaParams,
        response: { 200: envelope(ZCockfightArenaState) },
      },
    },
    async (request) => ok(await cockfight.publicState(request.params.arena, bearer(request))),
  );
  app.post(
    '/provider/cockfight/arenas/:arena/bets',
    {
      schema: {
        tags,
        summary:
          'Cockfight arena: a bet on a side of the fight while it takes bets (debited at once); `requestId` makes a repeat answer the first bet',
        params: ArenaParams,
        body: ZCockfightBetRequest,
        response: { 200: envelope(ZCockfightBetValue) },
      },
    },
    async (request) => ok(await cockfight.placeBet(bearer(request), request.params.arena, request.body)),
  );
  app.get(
    '/provider/cockfight/arenas/:arena/fights/:number',
    {
      schema: {
        tags,
        summary: 'Cockfight verifier: one fight with its result, pools and (auto arenas) its seed once out',
        params: FightParams,
        response: { 200: envelope(ZCockfightFightVerify) },
      },
    },
    async (request) => ok(await cockfight.verifyFight(request.params.arena, request.params.number)),
  );
};
