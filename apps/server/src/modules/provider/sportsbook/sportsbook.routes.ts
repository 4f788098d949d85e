/**
 * The sportsbook's routes (`/provider/sportsbook/*`, issue 23, ADR 089): the book is public; a
 * session opens from the operator's launch token; tickets, cash-outs and preferences take the
 * provider session's bearer token.
 */
import { envelope } from '@luckwell/contracts/envelope';
import {
  ZSportsbookBook,
  ZSportsbookBookQuery,
  ZSportsbookCashOutRequest,
  ZSportsbookPreferences,
  ZSportsbookSession,
  ZSportsbookSessionRequest,
  ZSportsbookTicketRequest,
  ZSportsbookTickets,
  ZSportsbookTicketsQuery,
  ZSportsbookTicketValue,
} from '@luckwell/contracts/provider/sportsbook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { bearer } from '../provider.routes.ts';
import type { SportsbookService } from './sportsbook.service.ts';

type Options = {
  sportsbook: SportsbookService;
  /** Starts this server's beat on first use (an idle server never runs it). */
  onUse: () => void;
};

const TicketParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const sportsbookRoutes: FastifyPluginAsyncZod<Options> = async (app, { sportsbook, onUse }) => {
  app.addHook('onRequest', async () => onUse());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['provider'];
  app.post(
    '/provider/sportsbook/session',
    {
      schema: {
        tags,
        summary: "Sportsbook: open a title's session from the operator's one-time launch token",
        body: ZSportsbookSessionRequest,
        response: { 200: envelope(ZSportsbookSession) },
      },
    },
    async (request) => ok(await sportsbook.startSession(request.body)),
  );
  app.get(
    '/provider/sportsbook/book',
    {
      schema: {
        tags,
        summary: "Sportsbook: a sport's fixtures (live, upcoming, just over) with their markets and prices",
        querystring: ZSportsbookBookQuery,
        response: { 200: envelope(ZSportsbookBook) },
      },
    },
    async (request) => ok(await sportsbook.book(request.query.sport)),
  );
  app.put(
    '/provider/sportsbook/preferences',
    {
      schema: {
        tags,
        summary: "Sportsbook: the member's odds format and odds-change acceptance",
        body: ZSportsbookPreferences,
        response: { 200: envelope(ZSportsbookPreferences) },
      },
    },
    async (request) => ok(await sportsbook.savePreferences(bearer(request), request.body)),
  );
  app.post(
    '/provider/sportsbook/tickets',
    {
      schema: {
        tags,
        summary:
          'Sportsbook: a single or a mix parlay (debited at once; a live ticket is struck after its delay); `requestId` makes a repeat answer the first ticket',
        body: ZSportsbookTicketRequest,
        response: { 200: envelope(ZSportsbookTicketValue) },
      },
    },
    async (request) => ok(await sportsbook.placeTicket(bearer(request), request.body)),
  );
  app.get(
    '/provider/sportsbook/tickets',
    {
      schema: {
        tags,
        summary: "Sportsbook: the member's open or settled tickets with their legs and cash-out offers",
        querystring: ZSportsbookTicketsQuery,
        response: { 200: envelope(ZSportsbookTickets) },
      },
    },
    async (request) => ok(await sportsbook.tickets(bearer(request), request.query.status)),
  );
  app.post(
    '/provider/sportsbook/tickets/:id/cash-out',
    {
      schema: {
        tags,
        summary: "Sportsbook: buy an open ticket back at the house's offer (refused if the offer fell)",
        params: TicketParams,
        body: ZSportsbookCashOutRequest,
        response: { 200: envelope(ZSportsbookTicketValue) },
      },
    },
    async (request) => ok(await sportsbook.cashOut(bearer(request), request.params.id, request.body)),
  );
};
