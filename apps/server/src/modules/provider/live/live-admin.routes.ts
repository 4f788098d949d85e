/**
 * The back office's tables desk, mounted at /admin-api/tables (issue 21, ADR 082 and 084): the
 * house's live and card tables, their settings (audited, with a reason) and cancelling a live round
 * (every slip refunded). Everything needs `tables.manage`. Schema → handler only.
 */
import {
  ZCardTableResponse,
  ZCardTableUpdateRequest,
  ZLiveBrandLimitsRequest,
  ZLiveRoundCancelRequest,
  ZLiveRoundCancelResponse,
  ZLiveTableResponse,
  ZLiveTableUpdateRequest,
  ZTablesResponse,
} from '@luckwell/contracts/admin/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { ok } from '../../../platform/envelope.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../../admin/admin-routes.ts';
import type { LiveAdminService } from './live-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; desk: LiveAdminService };

const TableParams = z.object({ table: z.string().regex(/^[A-Z0-9-]{1,32}$/) });
const BrandParams = TableParams.extend({ brand: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });
const RoundParams = TableParams.extend({ number: z.coerce.number().int().min(1).max(2_000_000_000) });

export const liveAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, desk },
) => {
  const { guard, actor } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const manage = { onRequest: guard.requires('tables.manage') };
  const tags = ['admin: tables'];

  app.get(
    '/',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "The house's live tables with their round of the moment and its slips, and its card tables with the hands in play",
        response: { 200: ZTablesResponse },
      },
    },
    async () => ok(await desk.list()),
  );
  app.put(
    '/live/:table',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "A live table's opening, stake limits and betting and dealing times, with a reason (audited); closing refuses while its round holds bets",
        params: TableParams,
        body: ZLiveTableUpdateRequest,
        response: { 200: ZLiveTableResponse },
      },
    },
    async (request) => ok(await desk.updateLiveTable(actor(request), request.params.table, request.body)),
  );
  app.put(
    '/live/:table/brands/:brand',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "A brand's own stake limits at a live table, or (limits null) the brand back on the table's, with a reason (audited)",
        params: BrandParams,
        body: ZLiveBrandLimitsRequest,
        response: { 200: ZLiveTableResponse },
      },
    },
    async (request) =>
      ok(await desk.setBrandLimits(actor(request), request.params.table, request.params.brand, request.body)),
  );
  app.post(
    '/live/:table/rounds/:number/cancel',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Cancel a live round not yet settled: every slip not yet resolved is refunded (audited)',
        params: RoundParams,
        body: ZLiveRoundCancelRequest,
        response: { 200: ZLiveRoundCancelResponse },
      },
    },
    async (request) =>
      ok(
        await desk.cancelLiveRound(
          actor(request),
          request.params.table,
          request.params.number,
          request.body.reason,
        ),
      ),
  );
  app.put(
    '/cards/:table',
    {
      ...manage,
      schema: {
        tags,
        summary: "A card table's opening, rake percentage and cap, with a reason (audited)",
        params: TableParams,
        body: ZCardTableUpdateRequest,
        response: { 200: ZCardTableResponse },
      },
    },
    async (request) => ok(await desk.updateCardTable(actor(request), request.params.table, request.body)),
  );
};
