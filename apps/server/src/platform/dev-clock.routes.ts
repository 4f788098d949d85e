/**
 * The dev clock's calls (docs/decisions/061-dev-clock.md): `GET /dev/clock` and `POST /dev/clock`
 * moving it forward. Registered only when DEV_CLOCK is on (see app.ts), which production refuses.
 */
import { envelope } from '@luckwell/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevClock } from './dev-clock.ts';
import { ok } from './envelope.ts';

const MINUTE_MS = 60_000;
/** A week at most per call: enough to close any daily, weekly or half-monthly period. */
const MAX_ADVANCE_MINUTES = 7 * 24 * 60;

const ZClock = z.object({
  /** What the back office takes for now. */
  now: z.iso.datetime(),
  /** How far ahead of real time it is. */
  aheadMinutes: z.number(),
});

export const devClockRoutes: FastifyPluginAsyncZod<{ clock: DevClock }> = async (app, { clock }) => {
  const tags = ['dev'];
  const answer = () => ok({ now: clock.now().toISOString(), aheadMinutes: clock.offsetMs() / MINUTE_MS });

  app.get(
    '/dev/clock',
    {
      schema: {
        tags,
        summary: "The back office's settlement clock (DEV_CLOCK servers only)",
        response: { 200: envelope(ZClock) },
      },
    },
    async () => answer(),
  );

  app.post(
    '/dev/clock',
    {
      schema: {
        tags,
        summary:
          "Moves the back office's settlement clock forward, to close a period now (DEV_CLOCK servers only)",
        body: z.object({ advanceMinutes: z.number().int().min(1).max(MAX_ADVANCE_MINUTES) }),
        response: { 200: envelope(ZClock) },
      },
    },
    async (request) => {
      clock.advance(request.body.advanceMinutes * MINUTE_MS);
      return answer();
    },
  );
};
