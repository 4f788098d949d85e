/** `POST /wps/game/launchGame` (spec §7): a launch URL with a one-time token for a signed-in real member. */
import { envelope } from '@luckwell/contracts/envelope';
import { ErrorEnvelope } from '@luckwell/contracts/error-envelope';
import { ZLaunchGameRequest, ZLaunchGameValue } from '@luckwell/contracts/games/seamless';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { SeamlessService } from './seamless.service.ts';

type Options = { seamless: SeamlessService; guard: MemberGuard };

export const launchRoutes: FastifyPluginAsyncZod<Options> = async (app, { seamless, guard }) => {
  app.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags: ['games'],
        summary: 'Launch a game: a URL on one of the launch CDNs carrying a one-time launch token',
        body: ZLaunchGameRequest,
        response: { 200: envelope(ZLaunchGameValue), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = `${request.protocol}://${request.host}`;
      const language = request.headers['accept-language']?.slice(0, 2).toLowerCase();
      return ok(
        await seamless.launch(
          request.merchant,
          request.signedIn.member,
          request.body,
          origin,
          language === 'en' || language === 'vi' ? language : undefined,
        ),
      );
    },
  );
};
