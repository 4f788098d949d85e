/**
 * The back office's support console, mounted at /admin-api/support (issue 19, `support.chat`): the
 * queue, one conversation with the member beside it, claim, transfer, close, replies, typing and
 * read receipts, the desk's live events, canned replies and office hours. Schema → handler only.
 */
import {
  ZCannedRepliesQuery,
  ZCannedRepliesResponse,
  ZCannedReplyRequest,
  ZCannedReplyResponse,
  ZSupportCloseRequest,
  ZSupportConversationResponse,
  ZSupportConversationsQuery,
  ZSupportConversationsResponse,
  ZSupportOperatorsResponse,
  ZSupportSettings,
  ZSupportSettingsQuery,
  ZSupportSettingsResponse,
  ZSupportTransferRequest,
} from '@luckwell/contracts/admin/support';
import {
  ZChatAckResponse,
  ZChatReadRequest,
  ZSendChatMessageRequest,
  ZSendChatMessageResponse,
} from '@luckwell/contracts/support/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createEventStreams } from '../../platform/sse.ts';
import { IMAGE_BODY_LIMIT } from '../../platform/uploaded-image.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import { type DeskOperator, SUPPORT_DESK_TOPIC, type SupportService } from './support.service.ts';

type Options = {
  db: Database;
  limiter: RateLimiter;
  requireTotp: boolean;
  support: SupportService;
  events: EventBus;
};

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ack = { 200: ZChatAckResponse };

export const supportAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, support, events },
) => {
  const { guard, actor } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const desk = { onRequest: guard.requires('support.chat') };
  const tags = ['admin: support'];
  const openStream = createEventStreams(app);
  const operatorOf = (request: FastifyRequest): DeskOperator => {
    const { operator } = request.operatorAuth;
    return { id: operator.id, name: operator.displayName, role: operator.role };
  };

  app.get(
    '/conversations',
    {
      ...desk,
      schema: {
        tags,
        summary: 'The queue: conversations by state (waiting: the longest wait first), every brand or one',
        querystring: ZSupportConversationsQuery,
        response: { 200: ZSupportConversationsResponse },
      },
    },
    async (request) => ok(await support.queue(operatorOf(request), request.query)),
  );

  app.get(
    '/conversations/:id',
    {
      ...desk,
      schema: {
        tags,
        summary: "One conversation's lines, with the member's profile and last transactions",
        params: ZId,
        response: { 200: ZSupportConversationResponse },
      },
    },
    async (request) => ok(await support.detail(request.params.id)),
  );

  app.post(
    '/conversations/:id/claim',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Take a waiting conversation',
        params: ZId,
        response: { 200: ZSupportConversationResponse },
      },
    },
    async (request) => ok(await support.claim(operatorOf(request), request.params.id)),
  );

  app.post(
    '/conversations/:id/transfer',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Hand a conversation one holds to a colleague',
        params: ZId,
        body: ZSupportTransferRequest,
        response: { 200: ZSupportConversationResponse },
      },
    },
    async (request) =>
      ok(await support.transfer(operatorOf(request), request.params.id, request.body.operatorId)),
  );

  app.post(
    '/conversations/:id/close',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Close a conversation with a reason the customer sees',
        params: ZId,
        body: ZSupportCloseRequest,
        response: { 200: ZSupportConversationResponse },
      },
    },
    async (request) => ok(await support.close(operatorOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...desk,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Answer in a conversation one holds: text, a png or jpg, or both',
        params: ZId,
        body: ZSendChatMessageRequest,
        response: { 200: ZSendChatMessageResponse },
      },
    },
    async (request) => ok(await support.reply(operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/conversations/:id/typing',
    {
      ...desk,
      schema: { tags, summary: 'Tell the customer the operator is typing', params: ZId, response: ack },
    },
    async (request) => {
      await support.deskTyping(operatorOf(request), request.params.id);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      ...desk,
      schema: {
        tags,
        summary: 'The newest customer line the desk has seen (read receipts)',
        params: ZId,
        body: ZChatReadRequest,
        response: ack,
      },
    },
    async (request) => {
      await support.deskRead(request.params.id, request.body.upTo);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/events',
    {
      ...desk,
      schema: {
        tags,
        summary:
          "The desk's live events (server-sent events) for every conversation: message, typing, read, conversation",
      },
    },
    async (request, reply) => {
      let closed = false;
      let unsubscribe = () => {};
      const stream = openStream(request, reply, () => {
        closed = true;
        unsubscribe();
      });
      stream.send('hello', { operatorId: request.operatorAuth.operator.id });
      unsubscribe = await events.subscribeTopic(SUPPORT_DESK_TOPIC, (event) =>
        stream.send(event.type, event.data ?? {}),
      );
      if (closed) unsubscribe();
    },
  );

  app.get(
    '/operators',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Colleagues a conversation can be handed to',
        response: { 200: ZSupportOperatorsResponse },
      },
    },
    async () =>
      ok({
        list: (await support.deskColleagues()).map(({ id, username, role }) => ({ id, username, role })),
      }),
  );

  app.get(
    '/canned-replies',
    {
      ...desk,
      schema: {
        tags,
        summary: "A brand's ready answers",
        querystring: ZCannedRepliesQuery,
        response: { 200: ZCannedRepliesResponse },
      },
    },
    async (request) => ok({ list: await support.cannedReplies(request.query.merchantCode) }),
  );

  app.post(
    '/canned-replies',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Add a ready answer',
        body: ZCannedReplyRequest,
        response: { 200: ZCannedReplyResponse },
      },
    },
    async (request) => ok(await support.saveCannedReply(actor(request), request.body)),
  );

  app.put(
    '/canned-replies/:id',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Change a ready answer',
        params: ZId,
        body: ZCannedReplyRequest,
        response: { 200: ZCannedReplyResponse },
      },
    },
    async (request) => ok(await support.saveCannedReply(actor(request), request.body, request.params.id)),
  );

  app.delete(
    '/canned-replies/:id',
    { ...desk, schema: { tags, summary: 'Remove a ready answer', params: ZId, response: ack } },
    async (request) => {
      await support.deleteCannedReply(actor(request), request.params.id);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/settings',
    {
      ...desk,
      schema: {
        tags,
        summary: "A brand's office hours and whether the desk is open now",
        querystring: ZSupportSettingsQuery,
        response: { 200: ZSupportSettingsResponse },
      },
    },
    async (request) => ok(await support.settings(request.query.merchantCode)),
  );

  app.put(
    '/settings',
    {
      ...desk,
      schema: {
        tags,
        summary: "Change a brand's office hours",
        body: ZSupportSettings,
        response: { 200: ZSupportSettingsResponse },
      },
    },
    async (request) =>
      ok(await support.saveSettings(actor(request), request.body.merchantCode, request.body.hours)),
  );
};
