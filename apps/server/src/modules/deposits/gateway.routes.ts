/**
 * Payment gateways talk to us here, outside any brand's host (a provider calls one fixed URL):
 * POST /gateway/callback/:provider takes signed notifications. The sandbox provider's own payment
 * page lives here too: GET /sandbox-pay/:id shows the amount with Pay and Cancel; POST plays the
 * provider's back end — it signs a notification, delivers it to our callback like any provider
 * would, and sends the member back to the deposit page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { plainIp } from '../system/access-rules.ts';
import type { DepositsService } from './deposits.service.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNotificationBody,
  sandboxPageToken,
  signSandboxNotification,
} from './gateway-providers.ts';

type Options = { deposits: DepositsService; sandbox: { enabled: boolean; secret: string } };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 10000000n minor units → "100,000.00" (display only; integers all the way). */
const display = (minor: bigint) =>
  `${(minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(minor % 100n).toString().padStart(2, '0')}`;

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:linear-gradient(160deg,#0b1020,#141b33);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#e8ecf6;padding:16px}
.card{width:100%;max-width:400px;background:#182040;border:1px solid #2c3766;border-radius:20px;padding:28px;box-shadow:0 20px 60px rgba(0,0,0,.45)}
.brand{display:flex;align-items:center;gap:10px;font-weight:800;letter-spacing:.02em;color:#9fb4ff}
.brand span{display:inline-grid;place-items:center;width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#5b7cff,#9b5bff);color:#fff}
.tag{margin-left:auto;font-size:11px;font-weight:700;padding:3px 8px;border-radius:999px;background:#ffcc4d22;color:#ffcc4d}
h1{font-size:15px;font-weight:600;color:#aab3cf;margin:24px 0 4px}.amount{white-space:nowrap;font-size:34px;font-weight:800;margin:0 0 18px;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0 0 24px;color:#aab3cf}dd{margin:0;text-align:right;color:#e8ecf6}
.actions{display:grid;gap:10px}button{font:inherit;font-weight:700;border:0;border-radius:12px;padding:14px;cursor:pointer}
.pay{background:linear-gradient(135deg,#5b7cff,#9b5bff);color:#fff}.cancel{background:transparent;color:#aab3cf;border:1px solid #2c3766}
.note{font-size:12px;color:#7d88ab;margin-top:18px;text-align:center}.done{font-size:18px;font-weight:700;margin:20px 0 8px}
a{color:#9fb4ff}
</style></head><body><main class="card"><div class="brand"><span>S</span>Sandbox Pay<em class="tag">TEST MODE</em></div>${body}</main></body></html>`;

export const gatewayRoutes: FastifyPluginAsyncZod<Options> = async (app, { deposits, sandbox }) => {
  app.post(
    '/gateway/callback/:provider',
    {
      schema: {
        tags: ['cashier'],
        summary: "A payment provider's signed notification (sandbox: HMAC-SHA256 in x-sandbox-signature)",
        params: z.object({ provider: z.string().min(1).max(32) }),
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({
            success: z.literal(true),
            code: z.literal('OK'),
            message: z.string(),
            value: z.object({ outcome: z.string(), depositId: z.number().nullable() }),
          }),
        },
      },
    },
    async (request) =>
      ok(
        await deposits.handleCallback({
          providerCode: request.params.provider,
          body: request.body,
          headers: request.headers,
          ip: plainIp(request.ip),
        }),
      ),
  );

  // The sandbox's own pages exist only where the sandbox runs (its Pay button moves no real money).
  if (!sandbox.enabled) return;
  const sandboxSecret = sandbox.secret;
  const pageParams = z.object({ id: z.coerce.number().int().positive() });
  const tokenOk = (id: number, token: unknown) =>
    typeof token === 'string' && token === sandboxPageToken(sandboxSecret, id);

  app.get(
    '/sandbox-pay/:id',
    {
      schema: { hide: true, params: pageParams, querystring: z.object({ t: z.string().max(64).optional() }) },
    },
    async (request, reply) => {
      const { id } = request.params;
      const view = tokenOk(id, request.query.t) ? await deposits.sandboxView(id) : undefined;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!view) {
        return reply
          .code(404)
          .send(page('<p class="done">Payment not found</p><p class="note">This link is not valid.</p>'));
      }
      const back = `/member?page=depositv2&deposit=${id}`;
      if (view.status !== 'pending') {
        return reply.send(
          page(
            `<p class="done">This payment is ${escapeHtml(view.status)}.</p><p><a href="${back}">Back to the merchant</a></p>`,
          ),
        );
      }
      const t = sandboxPageToken(sandboxSecret, id);
      return reply.send(
        page(`<h1>Amount to pay</h1><p class="amount">${display(view.amountMinor)} <small>${escapeHtml(view.currency)}</small></p>
<dl><dt>Merchant</dt><dd>${escapeHtml(view.merchantCode)}</dd><dt>Order</dt><dd>#${id}</dd><dt>Method</dt><dd>${escapeHtml(view.methodName)}</dd></dl>
<form method="post" action="/sandbox-pay/${id}" class="actions"><input type="hidden" name="t" value="${t}">
<button class="pay" name="action" value="pay" type="submit">Pay ${display(view.amountMinor)} ${escapeHtml(view.currency)}</button>
<button class="cancel" name="action" value="cancel" type="submit">Cancel</button></form>
<p class="note">Sandbox: no real money moves. Paying sends a signed notification to the merchant.</p>`),
      );
    },
  );

  app.post(
    '/sandbox-pay/:id',
    {
      schema: {
        hide: true,
        params: pageParams,
        body: z.object({ t: z.string().max(64), action: z.enum(['pay', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const view = tokenOk(id, request.body.t) ? await deposits.sandboxView(id) : undefined;
      if (!view) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page('<p class="done">Payment not found</p>'));
      }
      const notification: SandboxNotificationBody = {
        depositId: String(id),
        providerRef: `SBX-${id}-${Date.now().toString(36).toUpperCase()}`,
        amount: view.amountMinor.toString(),
        status: request.body.action === 'pay' ? 'paid' : 'cancelled',
        timestamp: new Date().toISOString(),
      };
      // The provider's server calling ours: through the real route, signature and all.
      await app.inject({
        method: 'POST',
        url: '/gateway/callback/sandbox',
        headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(sandboxSecret, notification) },
        payload: notification,
      });
      return reply.redirect(`/member?page=depositv2&deposit=${id}`, 303);
    },
  );
};
