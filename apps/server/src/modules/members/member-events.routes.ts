/**
 * The signed-in session's live event listener (spec §2 "a live event listener for logged-in users";
 * docs/decisions/046-live-events.md): `GET /wps/member/events`, server-sent events on a fetch stream
 * that carries the session's bearer token. It opens with `hello`, then forwards every live event
 * about this member or their brand (`balance`, `unread`, `message`, …; later issues add contract
 * requests and announcements) as an event of that type whose data is the event's data.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../platform/event-bus.ts';
import { createEventStreams } from '../../platform/sse.ts';
import type { MemberGuard } from '../auth/member-guard.ts';

type Options = { guard: MemberGuard; events: EventBus };

export const memberEventsRoutes: FastifyPluginAsyncZod<Options> = async (app, { guard, events }) => {
  const openStream = createEventStreams(app);
  app.get(
    '/wps/member/events',
    {
      schema: {
        tags: ['member'],
        summary:
          "The session's live events (server-sent events): hello, then balance, unread, message and others as they happen",
      },
      ...guard.member({ trial: true }),
    },
    async (request, reply) => {
      const { member } = request.signedIn;
      let closed = false;
      let unsubscribe = () => {};
      const stream = openStream(request, reply, () => {
        closed = true;
        unsubscribe();
      });
      stream.send('hello', { memberId: member.id });
      unsubscribe = await events.subscribe(request.merchant.id, member.id, (event) =>
        stream.send(event.type, event.data ?? {}),
      );
      if (closed) unsubscribe();
    },
  );
};
