/**
 * The house game provider's API for its game clients (`/provider/*`, DESIGN.md §1): not
 * brand-scoped (the provider session names the player), member envelope, bearer token of the
 * provider's own session (docs/decisions/031-house-game-provider.md).
 */
import { envelope } from '@luckwell/contracts/envelope';
import {
  ZActRequest,
  ZFairness,
  ZHistoryValue,
  ZPlayRequest,
  ZPlayValue,
  ZProviderRound,
  ZProviderSession,
  ZProviderStartRequest,
  ZRotateRequest,
  ZRotateValue,
  ZSetClientSeedRequest,
} from '@luckwell/contracts/provider/house-games';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { ProviderService } from './provider.service.ts';

type Options = { provider: ProviderService };

/** The provider session's token a game client sends (`Authorization: Bearer …`); crash and lottery read it too. */
export const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
};
const RoundParams = z.object({ roundId: z.string().max(64) });

export const providerRoutes: FastifyPluginAsyncZod<Options> = async (app, { provider }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['provider'];
  app.post(
    '/provider/session',
    {
      schema: {
        tags,
        summary: "Open a game client's session with the operator's one-time launch token",
        body: ZProviderStartRequest,
        response: { 200: envelope(ZProviderSession) },
      },
    },
    async (request) => ok(await provider.startSession(request.body)),
  );
  app.post(
    '/provider/rounds',
    {
      schema: {
        tags,
        summary: 'Bet: debit the stake, play the first step, credit the win when the round is over',
        body: ZPlayRequest,
        response: { 200: envelope(ZPlayValue) },
      },
    },
    async (request) => ok(await provider.play(bearer(request), request.body)),
  );
  app.post(
    '/provider/rounds/:roundId/act',
    {
      schema: {
        tags,
        summary: 'A later step of a multi-step round (reveal, guess, cash out)',
        params: RoundParams,
        body: ZActRequest,
        response: { 200: envelope(ZPlayValue) },
      },
    },
    async (request) => ok(await provider.act(bearer(request), request.params.roundId, request.body)),
  );
  app.get(
    '/provider/rounds/:roundId',
    {
      schema: {
        tags,
        summary: 'Game recall of one round by its id, with every step',
        params: RoundParams,
        response: { 200: envelope(ZProviderRound) },
      },
    },
    async (request) => ok(await provider.recall(request.params.roundId)),
  );
  app.get(
    '/provider/history',
    {
      schema: {
        tags,
        summary: "The player's last 10 rounds of this game, every step",
        response: { 200: envelope(ZHistoryValue) },
      },
    },
    async (request) => ok(await provider.history(bearer(request))),
  );
  app.get(
    '/provider/fairness',
    {
      schema: {
        tags,
        summary: 'The committed server seed hash, the client seed and the next nonce',
        response: { 200: envelope(ZFairness) },
      },
    },
    async (request) => ok(await provider.fairness(bearer(request))),
  );
  app.put(
    '/provider/fairness/client-seed',
    {
      schema: {
        tags,
        summary: 'Set the client seed of the next rounds',
        body: ZSetClientSeedRequest,
        response: { 200: envelope(ZFairness) },
      },
    },
    async (request) => ok(await provider.setClientSeed(bearer(request), request.body.clientSeed)),
  );
  app.post(
    '/provider/fairness/rotate',
    {
      schema: {
        tags,
        summary: 'Reveal the server seed and commit to a new one',
        body: ZRotateRequest,
        response: { 200: envelope(ZRotateValue) },
      },
    },
    async (request) => ok(await provider.rotate(bearer(request), request.body.clientSeed)),
  );
};
