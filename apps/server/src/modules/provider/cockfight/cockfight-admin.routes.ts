/**
 * The back office's arenas desk, mounted at /admin-api/arenas (issue 22, ADR 087): the cockfight
 * arenas with their fight of the moment; an arena's settings (audited, with a reason); opening, calling, closing and resulting a manual arena's
 * fights, cancelling any fight (every bet refunded), each audited. Everything needs `tables.manage`.
 */
import {
  ZArenaActionRequest,
  ZArenaCancelRequest,
  ZArenaResponse,
  ZArenaResultRequest,
  ZArenasResponse,
  ZArenaUpdateRequest,
} from '@luckwell/contracts/admin/arenas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { ok } from '../../../platform/envelope.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../../admin/admin-routes.ts';
import type { CockfightAdminService } from './cockfight-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; desk: CockfightAdminService };

const ArenaParams = z.object({ arena: z.string().regex(/^[A-Z0-9-]{1,32}$/) });
const FightParams = ArenaParams.extend({ number: z.coerce.number().int().min(1).max(2_000_000_000) });

export const cockfightAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, desk },
) => {
  const { guard, actor } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const manage = { onRequest: guard.requires('tables.manage') };
  const tags = ['admin: arenas'];

  app.get(
    '/',
    {
      ...manage,
      schema: {
        tags,
        summary: 'The cockfight arenas with their fight of the moment, its pools and slips',
        response: { 200: ZArenasResponse },
      },
    },
    async () => ok(await desk.list()),
  );
  app.put(
    '/:arena',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "An arena's name, opening, odds (from its next fight), stake limits and stream URL, with a reason (audited); closing refuses while a fight runs or waits to be settled",
        params: ArenaParams,
        body: ZArenaUpdateRequest,
        response: { 200: ZArenaResponse },
      },
    },
    async (request) => ok(await desk.updateArena(actor(request), request.params.arena, request.body)),
  );
  app.post(
    '/:arena/fights',
    {
      ...manage,
      schema: {
        tags,
        summary: "Open a manual arena's next fight for betting (audited)",
        params: ArenaParams,
        body: ZArenaActionRequest,
        response: { 200: ZArenaResponse },
      },
    },
    async (request) => ok(await desk.openFight(actor(request), request.params.arena, request.body.reason)),
  );
  for (const [path, action, summary] of [
    ['last-call', 'last_call', "Last call on a manual arena's fight (audited)"],
    ['close', 'close', "Close betting on a manual arena's fight (audited)"],
  ] as const) {
    app.post(
      `/:arena/fights/:number/${path}`,
      {
        ...manage,
        schema: {
          tags,
          summary,
          params: FightParams,
          body: ZArenaActionRequest,
          response: { 200: ZArenaResponse },
        },
      },
      async (request) =>
        ok(
          await desk.move(actor(request), {
            arena: request.params.arena,
            number: request.params.number,
            action,
            reason: request.body.reason,
          }),
        ),
    );
  }
  app.post(
    '/:arena/fights/:number/result',
    {
      ...manage,
      schema: {
        tags,
        summary: "Enter a closed manual fight's result: every bet settled and paid (audited)",
        params: FightParams,
        body: ZArenaResultRequest,
        response: { 200: ZArenaResponse },
      },
    },
    async (request) =>
      ok(
        await desk.move(actor(request), {
          arena: request.params.arena,
          number: request.params.number,
          action: 'result',
          result: request.body.result,
          reason: request.body.reason,
        }),
      ),
  );
  app.post(
    '/:arena/fights/:number/cancel',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Cancel a fight without a result: every bet refunded (audited, with a reason)',
        params: FightParams,
        body: ZArenaCancelRequest,
        response: { 200: ZArenaResponse },
      },
    },
    async (request) =>
      ok(
        await desk.move(actor(request), {
          arena: request.params.arena,
          number: request.params.number,
          action: 'cancel',
          reason: request.body.reason,
        }),
      ),
  );
};
