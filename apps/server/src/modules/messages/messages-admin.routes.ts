/**
 * The back office's messages and feedback desk, mounted at /admin-api/messages (issue 15, ADR 048):
 * compose and the sent list (`messages.send`), the feedback desk with reply and close
 * (`feedback.reply`). Every change is audited in its own transaction. Schema → handler only; the
 * rules are in messages.service.ts.
 */
import {
  ZAdminFeedbackPageResponse,
  ZAdminFeedbackQuery,
  ZAdminFeedbackResponse,
  ZAdminMessagePageResponse,
  ZAdminMessageQuery,
  ZAdminMessageResponse,
  ZComposeMessageRequest,
  ZFeedbackIdParams,
  ZFeedbackReplyRequest,
} from '@luckwell/contracts/admin/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { MessagesService } from './messages.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; messages: MessagesService };

export const messagesAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, messages },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const send = { onRequest: guard.requires('messages.send') };
  const desk = { onRequest: guard.requires('feedback.reply') };
  const tags = ['admin: messages'];

  app.post(
    '/',
    {
      ...send,
      schema: {
        tags,
        summary: 'Send a message to a brand, an agent’s team or one member (audited; arrives live)',
        body: ZComposeMessageRequest,
        response: { 200: ZAdminMessageResponse },
      },
    },
    async (request) => ok(await messages.compose(actor(request), request.body)),
  );

  app.get(
    '/',
    {
      ...send,
      schema: {
        tags,
        summary: 'Messages sent, newest first, by brand or as one member’s inbox has them',
        querystring: ZAdminMessageQuery,
        response: { 200: ZAdminMessagePageResponse },
      },
    },
    async (request) => ok(await messages.sentMessages(request.query)),
  );

  app.get(
    '/feedback',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Members’ feedback, newest first, by status',
        querystring: ZAdminFeedbackQuery,
        response: { 200: ZAdminFeedbackPageResponse },
      },
    },
    async (request) => ok(await messages.feedbackDesk(request.query)),
  );

  app.post(
    '/feedback/:id/reply',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Answer open feedback: the member reads the answer in their inbox (audited)',
        params: ZFeedbackIdParams,
        body: ZFeedbackReplyRequest,
        response: { 200: ZAdminFeedbackResponse },
      },
    },
    async (request) =>
      ok(await messages.replyToFeedback(actor(request), request.params.id, request.body.reply)),
  );

  app.post(
    '/feedback/:id/close',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Close open feedback without an answer (audited)',
        params: ZFeedbackIdParams,
        response: { 200: ZAdminFeedbackResponse },
      },
    },
    async (request) => ok(await messages.closeFeedback(actor(request), request.params.id)),
  );
};
