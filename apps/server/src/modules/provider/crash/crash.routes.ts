/**
 * Crash's routes (`/provider/crash/*`, ADR 039): the state for a (re)connecting client, the live
 * feed as server-sent events, a bet in the betting window and a manual cash-out. Bets and cash-outs
 * take the provider session's bearer token, as every provider call; the state and the feed are
 * public (names are masked, secrets shown only once a game has crashed).
 */
import { envelope } from '@luckwell/contracts/envelope';
import { ZCrashBetRequest, ZCrashPlayValue, ZCrashState } from '@luckwell/contracts/provider/crash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { createEventStreams } from '../../../platform/sse.ts';
import { bearer } from '../provider.routes.ts';
import type { CrashService } from './crash.service.ts';
import type { CrashFeed } from './crash-feed.ts';

type Options = {
  crash: CrashService;
  feed: CrashFeed;
  /** Starts this server's schedule beat on first use (an idle server never runs it). */
  onUse: () => void;
};

export const crashRoutes: FastifyPluginAsyncZod<Options> = async (app, { crash, feed, onUse }) => {
  app.addHook('onRequest', async () => onUse());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // The feed sends its own heartbeat to all its listeners at once.
  const openStream = createEventStreams(app, { heartbeatMs: false });
  const tags = ['provider'];
  app.get(
    '/provider/crash/state',
    {
      schema: {
        tags,
        summary: "Crash: the current game, its bets, recent crash points, the chain's commitment and salt",
        response: { 200: envelope(ZCrashState) },
      },
    },
    async (request) => ok(await crash.state(bearer(request))),
  );
  app.get(
    '/provider/crash/events',
    { schema: { tags, summary: 'Crash live feed: server-sent `state` events whenever the game changes' } },
    (request, reply) => {
      let unsubscribe = () => {};
      const stream = openStream(request, reply, () => unsubscribe());
      unsubscribe = feed.subscribe(stream.write);
    },
  );
  app.post(
    '/provider/crash/bets',
    {
      schema: {
        tags,
        summary: 'Crash: bet on the game in its betting window (stake debited now), optional auto cash-out',
        body: ZCrashBetRequest,
        response: { 200: envelope(ZCrashPlayValue) },
      },
    },
    async (request) => ok(await crash.placeBet(bearer(request), request.body)),
  );
  app.post(
    '/provider/crash/cashout',
    {
      schema: {
        tags,
        summary: "Crash: cash out now, at the server's next tick; wins iff that tick is not past the crash",
        response: { 200: envelope(ZCrashPlayValue) },
      },
    },
    async (request) => ok(await crash.cashOut(bearer(request))),
  );
};
