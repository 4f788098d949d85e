/**
 * The back office's trading desk, mounted at /admin-api/trading (issue 23, ADR 089): the sportsbook's
 * fixtures with markets and exposure; creating fixtures and markets, moving and suspending prices,
 * limits, putting a trader's fixture in play, entering or correcting results (settled at once), and
 * members' own stake limits. Every change
 * carries a reason and is audited. Everything needs `sportsbook.trade`.
 */
import {
  ZTradingFixtureCreate,
  ZTradingFixtureResponse,
  ZTradingFixturesQuery,
  ZTradingFixturesResponse,
  ZTradingFixtureUpdate,
  ZTradingMarketCreate,
  ZTradingMarketUpdate,
  ZTradingMemberLimitSet,
  ZTradingMemberLimitsResponse,
  ZTradingResult,
} from '@luckwell/contracts/admin/trading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { ok } from '../../../platform/envelope.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../../admin/admin-routes.ts';
import type { TradingService } from './trading.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; desk: TradingService };

const FixtureParams = z.object({ id: z.string().regex(/^[a-z0-9-]{3,64}$/) });
const MarketParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const tradingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, desk },
) => {
  const { guard, actor } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const trade = { onRequest: guard.requires('sportsbook.trade') };
  const tags = ['admin: trading'];

  app.get(
    '/fixtures',
    {
      ...trade,
      schema: {
        tags,
        summary: "A sport's fixtures from a day back, with markets, prices and exposure",
        querystring: ZTradingFixturesQuery,
        response: { 200: ZTradingFixturesResponse },
      },
    },
    async (request) => ok(await desk.list(request.query.sport, request.query.q)),
  );
  app.post(
    '/fixtures',
    {
      ...trade,
      schema: {
        tags,
        summary: "A trader's fixture with the sport's standard markets at even prices (audited)",
        body: ZTradingFixtureCreate,
        response: { 200: ZTradingFixtureResponse },
      },
    },
    async (request) => ok(await desk.createFixture(actor(request), request.body)),
  );
  app.put(
    '/fixtures/:id',
    {
      ...trade,
      schema: {
        tags,
        summary: "A trader's fixture put in play or back before kick-off, with its score (audited)",
        params: FixtureParams,
        body: ZTradingFixtureUpdate,
        response: { 200: ZTradingFixtureResponse },
      },
    },
    async (request) => ok(await desk.updateFixture(actor(request), request.params.id, request.body)),
  );
  app.post(
    '/fixtures/:id/markets',
    {
      ...trade,
      schema: {
        tags,
        summary: 'A market of a kind and line with its prices (audited)',
        params: FixtureParams,
        body: ZTradingMarketCreate,
        response: { 200: ZTradingFixtureResponse },
      },
    },
    async (request) => ok(await desk.createMarket(actor(request), request.params.id, request.body)),
  );
  app.post(
    '/fixtures/:id/result',
    {
      ...trade,
      schema: {
        tags,
        summary:
          "A fixture's result — score, maps, or abandoned/postponed (void) — settled at once (audited)",
        params: FixtureParams,
        body: ZTradingResult,
        response: { 200: ZTradingFixtureResponse },
      },
    },
    async (request) => ok(await desk.enterResult(actor(request), request.params.id, request.body)),
  );
  app.put(
    '/markets/:id',
    {
      ...trade,
      schema: {
        tags,
        summary:
          "A market's prices, status (open or suspended) and limits; the feed no longer moves it (audited)",
        params: MarketParams,
        body: ZTradingMarketUpdate,
        response: { 200: ZTradingFixtureResponse },
      },
    },
    async (request) => ok(await desk.updateMarket(actor(request), request.params.id, request.body)),
  );
  app.get(
    '/limits',
    {
      ...trade,
      schema: {
        tags,
        summary: "Members' own stake limits set by traders (ADR 090)",
        response: { 200: ZTradingMemberLimitsResponse },
      },
    },
    async () => ok(await desk.memberLimits()),
  );
  app.put(
    '/limits',
    {
      ...trade,
      schema: {
        tags,
        summary: "Sets a member's stake limit, or lifts it with maxStake null (audited)",
        body: ZTradingMemberLimitSet,
        response: { 200: ZTradingMemberLimitsResponse },
      },
    },
    async (request) => ok(await desk.setMemberLimit(actor(request), request.body)),
  );
};
