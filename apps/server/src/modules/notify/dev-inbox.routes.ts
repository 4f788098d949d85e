/**
 * The dev inbox: every SMS and email the platform sent, for people and tests on a machine without
 * gateways. Registered only outside production (see app.ts).
 */
import { ZInboxResponse } from '@luckwell/contracts/auth/verification';
import { envelope, MessageKey } from '@luckwell/contracts/envelope';
import { ErrorEnvelope } from '@luckwell/contracts/error-envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { errorEnvelope } from '../../platform/errors.ts';
import type { NotifyService } from './notify.service.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type Options = {
  notify: NotifyService;
  /** The answer of an unspent captcha, so browser tests can solve it (see one-time-codes.ts). */
  revealCaptcha: (merchantId: number, captchaId: string) => Promise<string | null>;
};

export const devInboxRoutes: FastifyPluginAsyncZod<Options> = async (app, { notify, revealCaptcha }) => {
  const tags = ['dev'];
  const query = z.object({
    to: z.string().trim().max(255).optional(),
    channel: z.enum(['sms', 'email']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  });

  app.get(
    '/dev/inbox/messages',
    {
      schema: {
        tags,
        summary: 'SMS and email sent by this brand (not in production)',
        querystring: query,
        response: { 200: ZInboxResponse },
      },
    },
    async (request) => ok(await notify.inbox({ merchantId: request.merchant.id, ...request.query })),
  );

  app.get(
    '/dev/inbox/captcha/:captchaId',
    {
      schema: {
        tags,
        summary: 'The answer of a captcha, for browser tests (not in production)',
        params: z.object({ captchaId: z.string().max(64) }),
        response: { 200: envelope(z.object({ answer: z.string() })), 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const answer = await revealCaptcha(request.merchant.id, request.params.captchaId);
      if (!answer) return reply.code(404).send(errorEnvelope('NOT_FOUND', MessageKey.notFound));
      return ok({ answer });
    },
  );

  app.get(
    '/dev/inbox',
    { schema: { tags, summary: 'The dev inbox as a page', hide: true } },
    async (request, reply) => {
      const messages = await notify.inbox({ merchantId: request.merchant.id, limit: 100 });
      const rows = messages
        .map(
          (m) => `<article><header><b>${m.channel.toUpperCase()}</b> to <code>${escapeHtml(m.to)}</code>
          <time>${escapeHtml(m.createdAt)}</time></header>${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
          <pre>${escapeHtml(m.body)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev inbox · ${escapeHtml(request.merchant.name)}</title>
<style>body{font:15px system-ui,sans-serif;background:#0b1020;color:#e8ecf7;margin:0;padding:24px;max-width:860px;margin:auto}
h1{color:#f5c451}article{background:#121a33;border:1px solid #26325a;border-radius:12px;padding:14px 16px;margin:12px 0}
header{display:flex;gap:12px;flex-wrap:wrap;color:#aab4d4}time{margin-left:auto}h2{font-size:16px;margin:10px 0 0}
pre{white-space:pre-wrap;font:14px ui-monospace,monospace;margin:10px 0 0}p{color:#aab4d4}</style></head><body>
<h1>Dev inbox — ${escapeHtml(request.merchant.name)}</h1><p>Every SMS and email this brand sent, newest first. Not served in production.</p>
${rows || '<p>No messages yet.</p>'}</body></html>`);
    },
  );
};
