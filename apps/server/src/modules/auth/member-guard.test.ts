/**
 * The member guard denies by default (ADR 042): a session that must change its password may only
 * change it, sign out and read its own info; a trial account only its info, its play-money balance
 * and record, favourites and sign-out. Walked over every member route the API documents, so a new route is
 * covered the day it is added.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { members } from '../members/member.table.ts';
import { memberBankAccounts as bankAccounts } from '../withdrawals/bank-account.table.ts';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '0' }));
});
afterAll(async () => {
  await app.close();
});

let ipCounter = 0;
const client = () => {
  ipCounter += 1;
  return createAuthClient(app, { ip: `203.0.113.${ipCounter}` });
};

/** Every documented member-site GET route without path parameters that refuses a visitor: the member's own. */
const memberGetRoutes = async () => {
  const doc = (await client().call('GET', '/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const candidates = Object.entries(doc.paths)
    .filter(
      ([path, methods]) =>
        'get' in methods && /^\/(wps|relay)\//.test(path) && !path.includes('{') && !path.endsWith('/events'),
    )
    .map(([path]) => path);
  const guarded: string[] = [];
  for (const path of candidates) {
    if ((await client().call('GET', path)).statusCode === 401) guarded.push(path);
  }
  return guarded;
};
// Event streams (`/events`) never end under inject once admitted: they are checked on their own.

/** Every route answers 200 if `allowed`, else 403 with `refusal`. */
const expectOnly = async (
  c: ReturnType<typeof client>,
  routes: string[],
  allowed: string[],
  refusal: Record<string, unknown>,
) => {
  for (const url of routes) {
    const response = await c.call('GET', url);
    if (allowed.includes(url)) {
      expect(response.statusCode, url).toBe(200);
      continue;
    }
    expect(response.statusCode, url).toBe(403);
    expect(response.json(), url).toMatchObject({ success: false, ...refusal });
  }
};

/** Calls that move money or bind the account, with bodies that pass validation. */
const realMoneyCalls = [
  ['POST', '/wps/game/launchGame', { vendor: 'LW', gameCode: 'LWSLOT-0001', gameType: 'RNG' }],
  [
    'POST',
    '/wps/withdraw/bank-accounts',
    { bankName: 'Vietcombank', accountNumber: '0123456789', accountName: 'Demo Weak' },
  ],
  ['POST', '/wps/withdraw/payment-password', { paymentPassword: '123456', confirmPaymentPassword: '123456' }],
  ['POST', '/wps/deposit/requests', { methodId: 1, amount: '100000.00' }],
] as const;

describe('a session that must change its password first', () => {
  it('is refused everything but changing it, signing out and reading its own info', async () => {
    const c = client();
    const login = await c.login('demo_weak', 'a123456');
    expect(login.json().value.weakPassword).toBe(true);

    const allowed = ['/wps/member/info', '/wps/member/info/icon'];
    const routes = await memberGetRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([...allowed, '/wps/v2/wallets/balance', '/wps/withdraw/overview']),
    );
    await expectOnly(c, routes, allowed, {
      code: 'AUTH_PASSWORD_CHANGE_REQUIRED',
      message: 'in_password_change_required',
      value: { params: { reason: 'weak' } },
    });
    const stream = await c.call('GET', '/wps/member/events');
    expect(stream.json()).toMatchObject({ code: 'AUTH_PASSWORD_CHANGE_REQUIRED' });
    for (const [method, url, payload] of realMoneyCalls) {
      const response = await c.call(method, url, { payload });
      expect(response.json(), url).toMatchObject({ code: 'AUTH_PASSWORD_CHANGE_REQUIRED' });
    }
    const [weak] = await database.db.select().from(members).where(eq(members.account, 'demo_weak'));
    expect(await database.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, weak!.id))).toEqual(
      [],
    );
    expect(weak!.paymentPasswordHash).toBeNull();

    const changed = await c.send('POST', '/wps/member/password', {
      oldPassword: 'a123456',
      newPassword: 'Stronger2026',
      confirmNewPassword: 'Stronger2026',
    });
    expect(changed.json().success).toBe(true);
    // The same session may do everything now.
    expect((await c.call('GET', '/wps/withdraw/overview')).statusCode).toBe(200);
    expect((await c.call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(200);
    // And a new sign-in with the new password is not held.
    const again = client();
    await again.login('demo_weak', 'Stronger2026');
    expect((await again.call('GET', '/wps/withdraw/overview')).statusCode).toBe(200);
  });

  it('holds a password older than the policy allows when the brand enforces expiry, and signs out', async () => {
    const c = client();
    await database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(members.account, 'demo_friend'));
    const login = await c.login('demo_friend', 'Player@2026');
    expect(login.json().value.passwordExpired).toBe(true);
    const refused = await c.call('GET', '/wps/withdraw/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'AUTH_PASSWORD_CHANGE_REQUIRED',
      value: { params: { reason: 'expired' } },
    });
    expect((await c.call('GET', '/wps/member/info')).statusCode).toBe(200);
    expect((await c.call('DELETE', '/wps/session/logout')).json().success).toBe(true);
    expect((await c.call('GET', '/wps/member/info')).statusCode).toBe(401);
  });

  it('does not hold an SMS sign-in: the member proved the phone, not the password', async () => {
    await database.db
      .update(members)
      .set({ mustChangePassword: true })
      .where(eq(members.account, 'demo_player'));
    try {
      const c = client();
      await c.call('POST', '/wps/verification/sms/noLogin', {
        payload: {
          mobileNum: '912345678',
          countryDialingCode: '84',
          purpose: 'login',
          humanCheck: await c.humanCheck(),
        },
      });
      const code = await c.lastCode('+84912345678');
      const login = await c.send('POST', '/wps/session/login', {
        username: '912345678',
        password: code,
        type: 'sms',
        countryDialingCode: '84',
      });
      expect(login.json().success).toBe(true);
      c.token = login.json().value.token;
      expect((await c.call('GET', '/wps/withdraw/overview')).statusCode).toBe(200);
    } finally {
      await database.db
        .update(members)
        .set({ mustChangePassword: false })
        .where(eq(members.account, 'demo_player'));
    }
  });
});

describe('a trial account (type 4)', () => {
  it('is refused every real-money and account-binding call with in_need_true_account, and writes nothing', async () => {
    const c = client();
    const trial = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'guard', humanCheck: await c.humanCheck() },
    });
    c.token = trial.json().value.token;
    const info = (await c.call('GET', '/wps/member/info')).json().value;
    expect(info.type).toBe(4);

    const allowed = [
      '/wps/member/info',
      '/wps/member/info/icon',
      '/wps/v2/wallets/balance',
      '/wps/member/transactions',
      '/relay/MCSFE_getFavoriteGames',
      '/relay/MCSFE_getFavoriteGamesList',
    ];
    await expectOnly(c, await memberGetRoutes(), allowed, {
      code: 'AUTH_TRIAL_FORBIDDEN',
      message: 'in_need_true_account',
    });
    for (const [method, url, payload] of realMoneyCalls) {
      const response = await c.call(method, url, { payload });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({
        code: 'AUTH_TRIAL_FORBIDDEN',
        message: 'in_need_true_account',
      });
    }
    const [row] = await database.db.select().from(members).where(eq(members.account, info.account));
    expect(row!.paymentPasswordHash).toBeNull();
    expect(await database.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, row!.id))).toEqual(
      [],
    );
    expect((await c.call('DELETE', '/wps/session/logout')).json().success).toBe(true);
  });
});

describe('the SMS code window', () => {
  /** Moves every live SMS window `seconds` closer to its end, as if that much time had passed. */
  const age = (seconds: number) =>
    database.db.execute(
      sql`update rate_limit_buckets set reset_at = reset_at - make_interval(secs => ${seconds}) where key like 'sms%'`,
    );
  const ask = async (c: ReturnType<typeof client>, mobileNum: string, purpose = 'forgot') =>
    c.call('POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum, countryDialingCode: '84', purpose, humanCheck: await c.humanCheck() },
    });

  it('refuses a resend to the same number inside expiredMinutes, from any caller, with the seconds left', async () => {
    const first = client();
    const sent = await ask(first, '912000001');
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });

    await age(61); // Past the old one-minute limit: still inside the five-minute window the client shows.
    for (const caller of [first, client()]) {
      const again = await ask(caller, '912000001');
      expect(again.statusCode).toBe(429);
      const body = again.json();
      expect(body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'in_sms_too_soon',
        value: { field: 'body.mobileNum' },
      });
      expect(body.value.retryAfterSeconds).toBeGreaterThan(200);
      expect(body.value.retryAfterSeconds).toBeLessThanOrEqual(240);
      expect(body.value.params.seconds).toBe(body.value.retryAfterSeconds);
    }
    // A sign-in code is its own purpose: asking for one is not a resend of the reset code.
    expect((await ask(client(), '912000001', 'login')).json().success).toBe(true);

    await age(240);
    expect((await ask(first, '912000001')).json().success).toBe(true);
  });

  it('lets one caller ask for a few numbers in a window, then refuses without starting their windows', async () => {
    const c = client();
    const numbers = ['913000001', '913000002', '913000003', '913000004'];
    const owners = ['demo_friend', 'demo_spinner', 'demo_weak', 'demo_subagent'];
    for (const [i, number] of numbers.entries()) {
      await database.db
        .update(members)
        .set({ mobileNum: number, countryDialingCode: '84' })
        .where(eq(members.account, owners[i]!));
    }
    const answers = [];
    for (const number of numbers) answers.push((await ask(c, number)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    // The refused number's own window never started: another caller gets its code.
    expect((await ask(client(), numbers[3]!)).statusCode).toBe(200);
  });
});
