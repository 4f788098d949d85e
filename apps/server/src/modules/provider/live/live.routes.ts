/**
 * Live tables' routes (`/provider/live/*`, issue 21, ADR 082): the lobby, a table's state and its
 * live feed, and the verifier's shoes and rounds are public (outcomes are public; seeds only once
 * revealed); a session opens from the operator's launch token; bets and the player's history take
 * the provider session's bearer token, as every provider call.
 */
import { envelope } from '@luckwell/contracts/envelope';
import {
  TableCode,
  ZLiveBetsRequest,
  ZLiveBetsValue,
  ZLiveHistory,
  ZLiveHistoryQuery,
  ZLiveLobby,
  ZLiveRoundVerify,
  ZLiveSession,
  ZLiveSessionRequest,
  ZLiveShoeVerify,
  ZLiveTableState,
} from '@luckwell/contracts/provider/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { createEventStreams } from '../../../platform/sse.ts';
import { bearer } from '../provider.routes.ts';
import type { LiveService } from './live.service.ts';
import type { LiveFeed } from './live-feed.ts';

type Options = {
  live: LiveService;
  feed: LiveFeed;
  /** Starts this server's schedule beat on first use (an idle server never runs it). */
  onUse: () => void;
};

const TableParams = z.object({ table: TableCode });
const NumberParams = TableParams.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, { live, feed, onUse }) => {
  app.addHook('onRequest', async () => onUse());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // The feed sends its own heartbeat to all its listeners at once.
  const openStream = createEventStreams(app, { heartbeatMs: false });
  const tags = ['provider'];
  app.get(
    '/provider/live/tables',
    {
      schema: {
        tags,
        summary:
          "Live lobby: every table with its round, its last results and (baccarat) its roads; with a session, its brand's limits",
        response: { 200: envelope(ZLiveLobby) },
      },
    },
    async (request) => ok(await live.lobby(bearer(request))),
  );
  app.get(
    '/provider/live/tables/:table',
    {
      schema: {
        tags,
        summary:
          "Live table: its round and countdown, last results, roads, shoe commitment, house edges; the caller's bets with a session",
        params: TableParams,
        response: { 200: envelope(ZLiveTableState) },
      },
    },
    async (request) => ok(await live.publicState(request.params.table, bearer(request))),
  );
  app.get(
    '/provider/live/tables/:table/events',
    {
      schema: {
        tags,
        summary: 'Live table feed: server-sent `state` events whenever the table changes',
        params: TableParams,
      },
    },
    async (request, reply) => {
      // An unknown table is refused before the stream opens.
      await live.publicState(request.params.table);
      let unsubscribe = () => {};
      const stream = openStream(request, reply, () => unsubscribe());
      unsubscribe = feed.subscribe(request.params.table, stream.write);
    },
  );
  app.post(
    '/provider/live/session',
    {
      schema: {
        tags,
        summary: "Live tables: open a title's session from the operator's one-time launch token",
        body: ZLiveSessionRequest,
        response: { 200: envelope(ZLiveSession) },
      },
    },
    async (request) => ok(await live.startSession(request.body)),
  );
  app.post(
    '/provider/live/tables/:table/bets',
    {
      schema: {
        tags,
        summary:
          'Live table: a slip of bets on the round in its betting window (its total debited at once); `requestId` makes a repeat answer the first slip',
        params: TableParams,
        body: ZLiveBetsRequest,
        response: { 200: envelope(ZLiveBetsValue) },
      },
    },
    async (request) => ok(await live.placeBets(bearer(request), request.params.table, request.body)),
  );
  app.get(
    '/provider/live/bets',
    {
      schema: {
        tags,
        summary: "Live tables: the session's player's latest slips (of one table, or all), newest first",
        querystring: ZLiveHistoryQuery,
        response: { 200: envelope(ZLiveHistory) },
      },
    },
    async (request) => ok(await live.history(bearer(request), request.query.table)),
  );
  app.get(
    '/provider/live/tables/:table/shoes/:number',
    {
      schema: {
        tags,
        summary: "Live verifier: a card table's shoe, its seed once ended, and every round dealt from it",
        params: NumberParams,
        response: { 200: envelope(ZLiveShoeVerify) },
      },
    },
    async (request) => ok(await live.verifyShoe(request.params.table, request.params.number)),
  );
  app.get(
    '/provider/live/tables/:table/rounds/:number',
    {
      schema: {
        tags,
        summary: 'Live verifier: one round with its outcome and its seed (or its shoe) once revealed',
        params: NumberParams,
        response: { 200: envelope(ZLiveRoundVerify) },
      },
    },
    async (request) => ok(await live.verifyRound(request.params.table, request.params.number)),
  );
};
