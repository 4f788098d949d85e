/**
 * The member's platform information and feedback (issue 15, ADR 048): the inbox under
 * /wps/member/messages, the header's unread count at the spec's relay `CSP_unreadCount`, and
 * feedback at `PUT /wps/feedback`. Trial accounts fetch no unread count and send no feedback (spec
 * §6): the guard's default refuses them, and sessions that must change their password first.
 */

import { isAgentType } from '@luckwell/contracts/member/member-info';
import {
  ZFeedbackListResponse,
  ZFeedbackRequest,
  ZFeedbackResponse,
  ZInboxPageResponse,
  ZMessageIdParams,
  ZMessageQuery,
  ZUnreadAfterResponse,
  ZUnreadCountResponse,
} from '@luckwell/contracts/member/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { MessagesService } from './messages.service.ts';

type Options = { messages: MessagesService; guard: MemberGuard };

export const messagesRoutes: FastifyPluginAsyncZod<Options> = async (app, { messages, guard }) => {
  const tags = ['member: messages'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const readerOf = (request: { signedIn: { member: { id: number; merchantId: number; type: number } } }) => ({
    id: request.signedIn.member.id,
    merchantId: request.signedIn.member.merchantId,
    agent: isAgentType(request.signedIn.member.type),
  });

  app.get(
    '/relay/CSP_unreadCount',
    {
      schema: {
        tags,
        summary: 'How many inbox messages are unread (the header badge)',
        response: { 200: ZUnreadCountResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await messages.unreadCount(readerOf(request))),
  );

  app.get(
    '/wps/member/messages',
    {
      schema: {
        tags,
        summary: 'The inbox, newest first, with the unread count',
        querystring: ZMessageQuery,
        response: { 200: ZInboxPageResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await messages.inbox(readerOf(request), request.query)),
  );

  app.post(
    '/wps/member/messages/read-all',
    {
      schema: { tags, summary: 'Mark every message read', response: { 200: ZUnreadAfterResponse } },
      ...guard.member(),
    },
    async (request) => ok(await messages.markAllRead(readerOf(request))),
  );

  app.post(
    '/wps/member/messages/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one message read (again is fine); answers the unread count',
        params: ZMessageIdParams,
        response: { 200: ZUnreadAfterResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await messages.markRead(readerOf(request), request.params.id)),
  );

  app.delete(
    '/wps/member/messages/:id',
    {
      schema: {
        tags,
        summary: 'Remove one message from your inbox; answers the unread count',
        params: ZMessageIdParams,
        response: { 200: ZUnreadAfterResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await messages.remove(readerOf(request), request.params.id)),
  );

  app.put(
    '/wps/feedback',
    {
      schema: {
        tags,
        summary: 'Send feedback: question type, content (≤ 140 characters), contact; one a minute',
        body: ZFeedbackRequest,
        response: { 200: ZFeedbackResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await messages.sendFeedback(readerOf(request), request.body)),
  );

  app.get(
    '/wps/feedback',
    {
      schema: {
        tags,
        summary: 'Your feedback, newest first, with the answers',
        response: { 200: ZFeedbackListResponse },
      },
      ...guard.member(),
    },
    async (request) => ok({ list: await messages.feedbackOf(readerOf(request)) }),
  );
};
