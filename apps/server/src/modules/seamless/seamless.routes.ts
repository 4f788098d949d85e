/**
 * The seamless wallet endpoints vendors call: `POST /seamless/:vendor/<action>`. Not brand-scoped
 * (the token names the brand) and not the member envelope: every answer is HTTP 200 with the
 * protocol's `{ status, … }` (docs/decisions/023-seamless-wallet-protocol.md). The body is kept
 * raw, because the signature is over its exact bytes.
 */
import { SIGNATURE_HEADER } from '@luckwell/contracts/games/seamless';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SEAMLESS_ACTIONS, type SeamlessService } from './seamless.service.ts';

type Options = { seamless: SeamlessService };

export const seamlessRoutes: FastifyPluginAsync<Options> = async (app, { seamless }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  // Vendors read `status`, never the member envelope: a body Fastify refuses (wrong media type, too
  // large) is INVALID_REQUEST, anything unexpected SYSTEM_ERROR (a 500, which vendors retry).
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'seamless call failed');
      return reply.code(500).send({ status: 'SYSTEM_ERROR' });
    }
    return reply.code(status).send({ status: 'INVALID_REQUEST', message: error.message });
  });

  for (const action of SEAMLESS_ACTIONS) {
    app.post<{ Params: { vendor: string } }>(
      `/seamless/:vendor/${action}`,
      {
        schema: {
          tags: ['seamless'],
          summary: `Seamless wallet: ${action} (signed with ${SIGNATURE_HEADER}; see ADR 023)`,
          // Through the validation layer like every route's input (a NUL is INVALID_REQUEST, ADR 044).
          params: z.object({ vendor: z.string() }),
        },
      },
      async (request, reply) => {
        const header = request.headers[SIGNATURE_HEADER];
        reply.header('cache-control', 'no-store');
        return seamless.handle({
          vendor: request.params.vendor,
          action,
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: typeof header === 'string' ? header : undefined,
        });
      },
    );
  }
};
