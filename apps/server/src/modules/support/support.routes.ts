/**
 * The customer's side of live support (issue 19, ADR 078): `CBS_modelList` and `CBS_launchChat`
 * (spec §7), then the conversation of the caller — a signed-in member (bearer token) or a visitor
 * (the chat token from starting one, in `x-chat-token`) — its lines, typing, read receipts, and its
 * live events as server-sent events. Attachments are served from /media/support. Schema → handler.
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import {
  CHAT_TOKEN_HEADER,
  SupportMessageKey,
  ZChatAckResponse,
  ZChatModelListResponse,
  ZChatReadRequest,
  ZChatStateResponse,
  ZLaunchChatRequest,
  ZLaunchChatResponse,
  ZSendChatMessageRequest,
  ZSendChatMessageResponse,
  ZStartChatRequest,
  ZStartChatResponse,
} from '@luckwell/contracts/support/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { languageOf } from '../../platform/request-context.ts';
import { createEventStreams } from '../../platform/sse.ts';
import { IMAGE_BODY_LIMIT } from '../../platform/uploaded-image.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import { plainIp } from '../system/access-rules.ts';
import { type Customer, conversationTopic, hashChatToken, type SupportService } from './support.service.ts';
import { SUPPORT_MEDIA_PATH, type SupportImages } from './support-images.ts';

type Options = { guard: MemberGuard; support: SupportService; images: SupportImages; events: EventBus };

const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { guard, support, images, events },
) => {
  const openStream = createEventStreams(app);

  /** The caller: their session's member, else the visitor their chat token names, else nobody. */
  const customerOf = async (request: FastifyRequest): Promise<Customer | undefined> => {
    const signedIn = await guard.identify(request);
    if (signedIn) return { kind: 'member', merchantId: request.merchant.id, memberId: signedIn.member.id };
    const token = request.headers[CHAT_TOKEN_HEADER];
    if (typeof token === 'string' && /^[\w-]{32}$/.test(token)) {
      return { kind: 'visitor', merchantId: request.merchant.id, tokenHash: hashChatToken(token) };
    }
    return undefined;
  };
  const requireCustomer = async (request: FastifyRequest) => {
    const customer = await customerOf(request);
    if (!customer) throw new AppError(404, 'SUPPORT_NOT_FOUND', SupportMessageKey.notFound);
    return customer;
  };

  app.get(
    '/relay/CBS_modelList',
    {
      schema: {
        tags,
        summary:
          "The brand's customer-service channels: its live chat, its office hours and whether it is open now",
        response: { 200: ZChatModelListResponse },
      },
    },
    async (request) => ok({ list: await support.models(request.merchant) }),
  );

  app.post(
    '/relay/CBS_launchChat',
    {
      schema: {
        tags,
        summary: "Where a channel's chat opens: the site's own chat window, or the brand's external desk",
        body: ZLaunchChatRequest,
        response: { 200: ZLaunchChatResponse },
      },
    },
    async (request) => ok(support.launch(request.merchant, request.body.modelId)),
  );

  app.get(
    '/wps/support/conversation',
    {
      schema: {
        tags,
        summary:
          "The caller's conversation (the open one, else the newest) and its lines; none for a stranger",
        response: { 200: ZChatStateResponse },
      },
    },
    async (request) => ok(await support.state(await customerOf(request))),
  );

  app.post(
    '/wps/support/conversations',
    {
      schema: {
        tags,
        summary:
          "Start a conversation (a member's open one is resumed); a visitor gives a name and a contact and gets a chat token",
        body: ZStartChatRequest,
        response: { 200: ZStartChatResponse },
      },
    },
    async (request) => {
      const signedIn = await guard.identify(request);
      return ok(
        await support.start(request.merchant, signedIn?.member, request.body, {
          language: languageOf(request, request.merchant),
          ip: plainIp(request.ip),
        }),
      );
    },
  );

  app.post(
    '/wps/support/conversation/messages',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Write a line: text of at most 2,000 characters, a png or jpg of at most 5 MB, or both',
        body: ZSendChatMessageRequest,
        response: { 200: ZSendChatMessageResponse },
      },
    },
    async (request) => ok(await support.send(await requireCustomer(request), request.body)),
  );

  app.post(
    '/wps/support/conversation/typing',
    {
      schema: { tags, summary: 'Tell the desk the customer is typing', response: { 200: ZChatAckResponse } },
    },
    async (request) => {
      await support.customerTyping(await requireCustomer(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/wps/support/conversation/read',
    {
      schema: {
        tags,
        summary: "The newest of the desk's lines the customer has seen (read receipts)",
        body: ZChatReadRequest,
        response: { 200: ZChatAckResponse },
      },
    },
    async (request) => {
      await support.customerRead(await requireCustomer(request), request.body.upTo);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/wps/support/conversation/events',
    {
      schema: {
        tags,
        summary:
          "The conversation's live events (server-sent events): hello, then message, typing, read and conversation",
      },
    },
    async (request, reply) => {
      const conversation = await support.followed(await requireCustomer(request));
      let closed = false;
      let unsubscribe = () => {};
      const stream = openStream(request, reply, () => {
        closed = true;
        unsubscribe();
      });
      stream.send('hello', { conversationId: conversation.id });
      unsubscribe = await events.subscribeTopic(conversationTopic(conversation.id), (event) =>
        stream.send(event.type, event.data ?? {}),
      );
      if (closed) unsubscribe();
    },
  );

  app.get(
    `${SUPPORT_MEDIA_PATH}/:file`,
    {
      schema: {
        tags,
        summary: 'A chat attachment (its address is unguessable and never changes)',
        params: z.object({ file: z.string().regex(/^[0-9a-f]{32}-\d{2,5}\.webp$/) }),
      },
    },
    async (request, reply) => {
      const bytes = await images.file(request.params.file);
      if (!bytes) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.file');
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
