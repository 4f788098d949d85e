/**
 * A minimal conforming vendor, for the demo and the journeys: `/test-vendor/play?vendor&gameCode&token`
 * is a one-button game whose server side speaks the seamless protocol to this server with the dev
 * secret (authenticate, then a debit and a credit per round), as a third-party vendor would.
 * Registered only where the demo secret is seeded (not in production without the demo).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, type TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import { fromMinorUnits, Money, toMinorUnits } from '@luckwell/contracts/money';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TEST_VENDOR_SECRET } from './demo-seamless.ts';
import { signBody } from './signature.ts';

const Vendor = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const Token = z.string().min(16).max(128);
const ZStart = z.object({ vendor: Vendor, launchToken: Token });
const ZBet = z.object({ vendor: Vendor, token: Token, amount: Money });

/** Wins pay twice the stake with this chance in 100 (an RTP of 96%). */
const WIN_PERCENT = 48;

/** What a stake wins at the test vendor: twice itself, 48 times in 100. */
export const testVendorWin = (stakeMinor: bigint) => (randomInt(100) < WIN_PERCENT ? stakeMinor * 2n : 0n);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The game page; its script talks to `apiBase` (the seamless stand-in, or the transfer-mode one). */
export const testVendorPage = (
  gameCode: string,
  apiBase = '/test-vendor/api',
  subtitle = 'Luckwell test vendor · seamless wallet',
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(gameCode)} · Test Vendor</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at top,#1c2546,#070a16);color:#f4e7c5;font:16px/1.5 system-ui,sans-serif}
main{width:min(92vw,380px);padding:28px;border-radius:20px;background:#11172e;border:1px solid #d4a84355;box-shadow:0 20px 60px #0008;text-align:center}
h1{margin:0 0 4px;font-size:22px;color:#f5c55b}.sub{margin:0 0 20px;color:#9aa3c0;font-size:13px}
.balance{font-size:28px;font-weight:700;margin:8px 0 20px}.label{color:#9aa3c0;font-size:12px;text-transform:uppercase;letter-spacing:.08em}
.stakes{display:flex;gap:8px;justify-content:center;margin-bottom:16px}
.stakes button{flex:1;padding:8px 0;border-radius:10px;border:1px solid #d4a84366;background:transparent;color:#f4e7c5;cursor:pointer}
.stakes button[aria-pressed=true]{background:#d4a84333;border-color:#f5c55b}
#bet{width:100%;padding:14px;border:0;border-radius:12px;font-size:18px;font-weight:700;color:#1a1204;background:linear-gradient(135deg,#f8d978,#d49a2a);cursor:pointer}
#bet:disabled{opacity:.5;cursor:wait}#result{min-height:48px;margin-top:18px;font-size:18px}.win{color:#6ee7a8}.loss{color:#f59e9e}.error{color:#fca5a5}
</style></head><body><main>
<h1>${escapeHtml(gameCode)}</h1><p class="sub">${escapeHtml(subtitle)}</p>
<div class="label">Balance</div><div class="balance" id="balance">…</div>
<div class="stakes" id="stakes"><button type="button" data-amount="1000.00" aria-pressed="true">1K</button><button type="button" data-amount="5000.00" aria-pressed="false">5K</button><button type="button" data-amount="10000.00" aria-pressed="false">10K</button><button type="button" data-amount="50000.00" aria-pressed="false">50K</button></div>
<button id="bet" type="button" disabled>Bet</button><div id="result" role="status"></div>
</main><script src="/test-vendor/play.js" data-api="${escapeHtml(apiBase)}"></script></body></html>`;

const script = `(() => {
  const api = document.currentScript.dataset.api || '/test-vendor/api';
  const params = new URLSearchParams(location.search);
  const vendor = params.get('vendor');
  const $ = (id) => document.getElementById(id);
  let token; let currency = ''; let amount = '1000.00';
  const money = (value) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + currency;
  const post = (path, body) => fetch(api + '/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  const show = (text, kind) => { $('result').textContent = text; $('result').className = kind || ''; };
  for (const b of document.querySelectorAll('#stakes button')) b.addEventListener('click', () => {
    amount = b.dataset.amount; for (const o of document.querySelectorAll('#stakes button')) o.setAttribute('aria-pressed', String(o === b));
  });
  post('start', { vendor, launchToken: params.get('token') || '' }).then((r) => {
    if (r.status !== 'OK') { show('Cannot start: ' + r.status, 'error'); return; }
    token = r.token; currency = r.currency; $('balance').textContent = money(r.balance); $('bet').disabled = false;
  }, () => show('Cannot reach the game server', 'error'));
  $('bet').addEventListener('click', () => {
    $('bet').disabled = true; show('Spinning…');
    post('bet', { vendor, token, amount }).then((r) => {
      if (r.balance) $('balance').textContent = money(r.balance);
      if (r.status !== 'OK') show(r.status === 'INSUFFICIENT_FUNDS' ? (r.message || 'Not enough balance') : 'Refused: ' + r.status, 'error');
      else if (r.win !== '0.00') show('You win ' + money(r.win) + '!', 'win');
      else show('No win this time', 'loss');
    }, () => show('Cannot reach the game server', 'error')).finally(() => { $('bet').disabled = !token; });
  });
})();`;

/** The vendor's side: one protocol call to this server, signed with the demo secret. */
export const injectProtocol = (app: FastifyInstance, vendor: string, action: string, body: object) => {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/seamless/${vendor}/${action}`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(TEST_VENDOR_SECRET, payload),
    },
    payload,
  });
};
const callProtocol = async (app: FastifyInstance, vendor: string, action: string, body: object) =>
  (await injectProtocol(app, vendor, action, body)).json() as TSeamlessResponse;

export const testVendorRoutes: FastifyPluginAsync = async (app) => {
  const root = app;
  app.get('/test-vendor/play', { schema: { hide: true } }, async (request, reply) => {
    const { gameCode = 'Test game' } = request.query as { gameCode?: string };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(testVendorPage(gameCode));
  });
  app.get('/test-vendor/play.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );
  app.post('/test-vendor/api/start', { schema: { hide: true } }, async (request) => {
    const input = ZStart.safeParse(request.body);
    if (!input.success) return { status: 'INVALID_REQUEST' };
    return callProtocol(root, input.data.vendor, 'authenticate', {
      requestId: randomUUID(),
      launchToken: input.data.launchToken,
    });
  });
  app.post('/test-vendor/api/bet', { schema: { hide: true } }, async (request) => {
    const input = ZBet.safeParse(request.body);
    if (!input.success) return { status: 'INVALID_REQUEST' };
    const { vendor, token, amount } = input.data;
    const roundId = randomUUID();
    const debit = await callProtocol(root, vendor, 'debit', {
      requestId: randomUUID(),
      token,
      transactionId: `bet-${roundId}`,
      roundId,
      amount,
      currency: (await callProtocol(root, vendor, 'balance', { requestId: randomUUID(), token })).currency,
    });
    if (debit.status !== 'OK') return debit;
    const win = fromMinorUnits(testVendorWin(toMinorUnits(amount)));
    const credit = await callProtocol(root, vendor, 'credit', {
      requestId: randomUUID(),
      token,
      transactionId: `win-${roundId}`,
      roundId,
      amount: win,
      currency: debit.currency,
      referenceTransactionId: `bet-${roundId}`,
      roundClosed: true,
    });
    return { ...credit, roundId, bet: amount, win };
  });
};
