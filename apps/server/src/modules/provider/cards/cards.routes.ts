/**
 * Card tables' routes (`/provider/cards/*`, issue 21, ADR 084): a table's state is public without a
 * session (its limits, hands in play) and the player's own hand with one; a session opens from the
 * operator's launch token; sitting and playing take the provider session's bearer token.
 */
import { envelope } from '@luckwell/contracts/envelope';
import {
  type TCardPulse,
  ZCardActionRequest,
  ZCardHistory,
  ZCardJoinRequest,
  ZCardSession,
  ZCardSessionRequest,
  ZCardTableState,
} from '@luckwell/contracts/provider/cards';
import { TableCode } from '@luckwell/contracts/provider/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { createEventStreams } from '../../../platform/sse.ts';
import { bearer } from '../provider.routes.ts';
import type { TableFeed } from '../table-feed.ts';
import type { TienLenService } from './tien-len.service.ts';

type Options = {
  tienLen: TienLenService;
  /** Starts this server's beat on first use (an idle server never runs it). */
  onUse: () => void;
  /** The tables' feed of `pulse` events (ADR 084). */
  feed: TableFeed<TCardPulse>;
};

const TableParams = z.object({ table: TableCode });

export const cardsRoutes: FastifyPluginAsyncZod<Options> = async (app, { tienLen, feed, onUse }) => {
  app.addHook('onRequest', async () => onUse());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['provider'];
  // The feed sends its own heartbeat to all its listeners at once.
  const openStream = createEventStreams(app, { heartbeatMs: false });
  app.get(
    '/provider/cards/tables/:table',
    {
      schema: {
        tags,
        summary:
          "Card table: its stakes and rake, hands in play; with a session the caller's hand and balance",
        params: TableParams,
        response: { 200: envelope(ZCardTableState) },
      },
    },
    async (request) => ok(await tienLen.tableState(request.params.table, bearer(request))),
  );
  app.get(
    '/provider/cards/tables/:table/events',
    {
      schema: {
        tags,
        summary: 'Card table feed: server-sent `pulse` events whenever a hand there changes (no cards)',
        params: TableParams,
      },
    },
    async (request, reply) => {
      // An unknown table is refused before the stream opens.
      await tienLen.pulse(request.params.table);
      let unsubscribe = () => {};
      const stream = openStream(request, reply, () => unsubscribe());
      unsubscribe = feed.subscribe(request.params.table, stream.write);
    },
  );
  app.get(
    '/provider/cards/tables/:table/hands',
    {
      schema: {
        tags,
        summary:
          "Card table: the session's player's hand history there (the latest finished hands, newest first)",
        params: TableParams,
        response: { 200: envelope(ZCardHistory) },
      },
    },
    async (request) => ok(await tienLen.history(bearer(request), request.params.table)),
  );
  app.post(
    '/provider/cards/session',
    {
      schema: {
        tags,
        summary: "Card tables: open a title's session from the operator's one-time launch token",
        body: ZCardSessionRequest,
        response: { 200: envelope(ZCardSession) },
      },
    },
    async (request) => ok(await tienLen.startSession(request.body)),
  );
  app.post(
    '/provider/cards/tables/:table/seat',
    {
      schema: {
        tags,
        summary:
          'Card table: sit for the next hand, the escrow debited (already seated or a repeated `requestId`: that seat, no money moves)',
        params: TableParams,
        body: ZCardJoinRequest,
        response: { 200: envelope(ZCardTableState) },
      },
    },
    async (request) => ok(await tienLen.sit(bearer(request), request.params.table, request.body)),
  );
  app.post(
    '/provider/cards/tables/:table/actions',
    {
      schema: {
        tags,
        summary: "Card table: the caller's play (cards) or pass in their hand being played",
        params: TableParams,
        body: ZCardActionRequest,
        response: { 200: envelope(ZCardTableState) },
      },
    },
    async (request) => ok(await tienLen.act(bearer(request), request.params.table, request.body)),
  );
};
