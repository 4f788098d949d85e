import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient, JDG_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { registerFieldRules } from '../system/register-field-rule.table.ts';
import { authSettings } from './auth-setting.table.ts';
import { captchaChallenges } from './captcha-challenge.table.ts';
import { sha256 } from './passwords.ts';

let app: App;
let database: DatabaseHandle;
/** Every body any test received, to prove no secret ever leaves the server. */
const seenBodies: string[] = [];

beforeAll(async () => {
  // Settings uncached, so a test can change the brand's sign-in policy and see it at once.
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '0' }));
});
afterAll(async () => {
  expect(seenBodies.length).toBeGreaterThan(50);
  for (const body of seenBodies) {
    expect(body).not.toMatch(/\$argon2id\$|passwordHash|password_hash|privateJwk|token_hash/);
  }
  await app.close();
});

let ipCounter = 0;
/** A fresh client from an address of its own, so throttles of one test never touch another. */
const client = (options: { host?: string; ip?: string } = {}) => {
  ipCounter += 1;
  return createAuthClient(app, {
    ip: `198.51.100.${ipCounter}`,
    ...options,
    observe: (body) => seenBodies.push(body),
  });
};

const memberRow = async (account: string) => {
  const [row] = await database.db.select().from(members).where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row;
};

/** A captcha whose answer the test knows (the image is for eyes, so the answer is planted). */
const plantCaptcha = async (merchantCode = 'LW') => {
  const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, merchantCode));
  const captchaId = crypto.randomUUID();
  await database.db.insert(captchaChallenges).values({
    id: captchaId,
    merchantId: brand?.id ?? 0,
    answerHash: sha256('4242'),
    expiresAt: new Date(Date.now() + 60_000),
  });
  return { captchaId, captcha: '4242' };
};

/** Registers by username the way the form does: human check and captcha solved. */
const register = async (c: ReturnType<typeof client>, fields: Record<string, unknown>) =>
  c.send('PUT', '/wps/member/register', {
    humanCheck: await c.humanCheck(),
    ...(await plantCaptcha()),
    ...fields,
  });

const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

describe('the permission call publishes how to sign in', () => {
  it('gives the sealing key and the human-check flag; plain bodies allowed only on the demo brand', async () => {
    const lw = (await client().call('GET', '/wps/system/permission')).json().value.security;
    expect(lw.sealing.kid).toBeTruthy();
    expect(lw.sealing.publicKey).toMatch(/^[\w-]{80,}$/);
    expect(lw).toMatchObject({ plaintextAllowed: true, humanCheck: true });
    const jdg = (await client({ host: JDG_HOST }).call('GET', '/wps/system/permission')).json().value
      .security;
    expect(jdg.plaintextAllowed).toBe(false);
    expect(jdg.sealing.kid).not.toBe(lw.sealing.kid);
  });
});

describe('login', () => {
  it('signs a member in with a sealed body and returns their own info', async () => {
    const c = client();
    const response = await c.login('demo_player', 'Player@2026');
    expect(response.json()).toMatchObject({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false, weakPassword: false },
    });
    const info = (await c.call('GET', '/wps/member/info')).json();
    expect(info.value).toMatchObject({
      account: 'demo_player',
      type: 0,
      balance: '10000000.00',
      currency: 'VND',
      playMoney: false,
      mobileNum: '••••5678',
    });
    expect(info.value.iconUrl).toMatch(/^\/img\/avatars\/avatar-\d\.svg$/);
    const icon = (await c.call('GET', '/wps/member/info/icon')).json();
    expect(icon.value.iconUrl).toBe(info.value.iconUrl);
  });

  it('accepts a plain body on the demo brand and refuses it where sealing is required', async () => {
    const c = client();
    const plain = await c.send(
      'POST',
      '/wps/session/login',
      { username: 'demo_player', password: 'Player@2026', humanCheck: await c.humanCheck() },
      { plain: true },
    );
    expect(plain.json().success).toBe(true);

    const jade = client({ host: JDG_HOST });
    const refused = await jade.send(
      'POST',
      '/wps/session/login',
      { username: 'jade_player', password: 'Player@2026', humanCheck: await jade.humanCheck() },
      { plain: true },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'AUTH_ENCRYPTION_REQUIRED',
      message: 'in_encryption_required',
    });
    expect((await jade.login('jade_player', 'Player@2026')).json().success).toBe(true);
  });

  it('refuses a body sealed to an unknown key or tampered with', async () => {
    const c = client();
    const body = await c.sealed({ username: 'demo_player', password: 'Player@2026' });
    // One character of the ciphertext changed (never to itself: a ciphertext starting with A stays valid).
    const first = body.sealed.ct.startsWith('A') ? 'B' : 'A';
    const tampered = { sealed: { ...body.sealed, ct: `${first}${body.sealed.ct.slice(1)}` } };
    const bad = await c.call('POST', '/wps/session/login', { payload: tampered });
    expect(bad.json()).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
    const unknown = await c.call('POST', '/wps/session/login', {
      payload: { sealed: { ...body.sealed, kid: 'nope' } },
    });
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'MALFORMED_REQUEST',
      value: { field: 'body.sealed.kid' },
    });
  });

  it('needs a fresh human check, and a proof of work is spent once', async () => {
    const c = client();
    const missing = await c.send('POST', '/wps/session/login', {
      username: 'demo_player',
      password: 'Player@2026',
    });
    expect(missing.json()).toMatchObject({
      code: 'AUTH_HUMAN_CHECK_REQUIRED',
      message: 'in_complete_verification',
    });
    const proof = await c.humanCheck();
    const first = await c.send('POST', '/wps/session/login', {
      username: 'demo_player',
      password: 'Player@2026',
      humanCheck: proof,
    });
    expect(first.json().success).toBe(true);
    const replay = await c.send('POST', '/wps/session/login', {
      username: 'demo_player',
      password: 'Player@2026',
      humanCheck: proof,
    });
    expect(replay.json().code).toBe('AUTH_HUMAN_CHECK_REQUIRED');
    const forged = await c.send('POST', '/wps/session/login', {
      username: 'demo_player',
      password: 'Player@2026',
      humanCheck: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(forged.json().code).toBe('AUTH_HUMAN_CHECK_REQUIRED');
  });

  it('says the same thing for an unknown account and a wrong password', async () => {
    const c = client();
    const unknown = await c.login('nobody_here', 'Whatever1');
    const wrong = await c.login('demo_friend', 'Wrong12345');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'AUTH_BAD_CREDENTIALS',
        message: 'in_wrong_account_or_password',
      });
    }
  });

  it('asks for the captcha after repeated failures, then locks the account', {
    timeout: 60_000,
  }, async () => {
    const c = client();
    const victim = uniqueName('victim');
    const registered = await register(c, {
      username: victim,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      humanCheck: await c.humanCheck(),
    });
    expect(registered.json().success).toBe(true);

    const attacker = client();
    let last = await attacker.login(victim, 'Wrong0001');
    expect(last.json().value?.captcha).toBeFalsy();
    last = await attacker.login(victim, 'Wrong0002');
    last = await attacker.login(victim, 'Wrong0003');
    expect(last.json().value.captcha).toBe(true);

    // Now the captcha is required, even with the right password…
    const noCaptcha = await attacker.login(victim, 'Secret123');
    expect(noCaptcha.json()).toMatchObject({ code: 'AUTH_CAPTCHA_REQUIRED', value: { captcha: true } });
    const image = (await attacker.call('GET', '/wps/captcha')).json().value;
    expect(image.image).toMatch(/^data:image\/png;base64,/);
    const wrongCaptcha = await attacker.login(victim, 'Secret123', {
      captchaId: image.captchaId,
      captcha: '0000000',
    });
    expect(wrongCaptcha.json()).toMatchObject({ code: 'AUTH_CAPTCHA_INVALID', value: { captcha: true } });

    // …and with a solved captcha the password works.
    const solved = await attacker.login(victim, 'Secret123', await plantCaptcha());
    expect(solved.json().success).toBe(true);

    // Ten failures lock it; the right password does not open it until the lock ends.
    const merchantId = (await memberRow(victim)).merchantId;
    const settings = await database.db
      .select()
      .from(authSettings)
      .where(eq(authSettings.merchantId, merchantId));
    const lockAfter = settings[0]?.lockAfterFailures ?? 10;
    for (let i = 0; i < lockAfter; i++) {
      last = await attacker.login(victim, `Wrong1${i}00`, await plantCaptcha());
    }
    expect(last.json()).toMatchObject({
      success: false,
      code: 'AUTH_ACCOUNT_LOCKED',
      message: 'in_account_locked',
    });
    expect(Date.parse(last.json().value.lockedUntil)).toBeGreaterThan(Date.now());
    expect((await memberRow(victim)).lockedUntil).not.toBeNull();
    const stillLocked = await client().login(victim, 'Secret123', await plantCaptcha());
    expect(stillLocked.json()).toMatchObject({ code: 'AUTH_ACCOUNT_LOCKED' });
  });

  it('keeps members off the agent site and agents 41/42 off the member site', async () => {
    const c = client();
    const member = await c.login('demo_player', 'Player@2026', { site: 'agent' });
    expect(member.json()).toMatchObject({ code: 'AUTH_NOT_AGENT', message: 'in_non_agent_login' });
    const agent = await c.login('demo_agent', 'Agent@2026', { site: 'agent' });
    expect(agent.json().success).toBe(true);
    expect((await c.call('GET', '/wps/member/info')).json().value.type).toBe(1);

    await database.db.update(members).set({ type: 41 }).where(eq(members.account, 'demo_subagent'));
    try {
      const d = client();
      const onMemberSite = await d.login('demo_subagent', 'Agent@2026');
      expect(onMemberSite.json()).toMatchObject({ code: 'AUTH_NOT_MEMBER', message: 'in_non_member_login' });
      expect((await d.login('demo_subagent', 'Agent@2026', { site: 'agent' })).json().success).toBe(true);
    } finally {
      await database.db.update(members).set({ type: 2 }).where(eq(members.account, 'demo_subagent'));
    }
  });

  it('flags the default weak password so the web app forces a change', async () => {
    const response = await client().login('demo_weak', 'a123456');
    expect(response.json().value.weakPassword).toBe(true);
  });
});

describe('trial play', () => {
  it('creates a type 4 account with play money that cannot act as a real member', async () => {
    const c = client();
    const response = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'abc', humanCheck: await c.humanCheck() },
    });
    expect(response.json().success).toBe(true);
    c.token = response.json().value.token;
    const info = (await c.call('GET', '/wps/member/info')).json().value;
    expect(info).toMatchObject({ type: 4, playMoney: true, balance: '200000.00' });
    expect(info.account).toMatch(/^trial_[0-9a-f]{10}$/);

    const change = await c.send('POST', '/wps/member/password', {
      oldPassword: 'x',
      newPassword: 'Abcdef123',
      confirmNewPassword: 'Abcdef123',
    });
    expect(change.json()).toMatchObject({ code: 'AUTH_TRIAL_FORBIDDEN', message: 'in_need_true_account' });
  });

  it('is refused where the brand has no free play', async () => {
    const c = client({ host: JDG_HOST });
    const response = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', humanCheck: await c.humanCheck() },
    });
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED', message: 'in_function_not_enabled' });
  });
});

describe('registration', () => {
  it('enforces the brand rules field by field, with the hint and its range', async () => {
    const c = client();
    const badName = await c.send('PUT', '/wps/member/register', {
      username: '1abc',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      humanCheck: await c.humanCheck(),
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'reg_pattern_2',
      value: { field: 'body.username', params: { min: 6, max: 16 } },
    });
    const badPassword = await c.send('PUT', '/wps/member/register', {
      username: uniqueName('okname'),
      password: 'lettersonly',
      confirmPassword: 'lettersonly',
    });
    expect(badPassword.json()).toMatchObject({ message: 'reg_pattern_6', value: { field: 'body.password' } });
    const mismatch = await c.send('PUT', '/wps/member/register', {
      username: uniqueName('okname'),
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    expect(mismatch.json()).toMatchObject({
      code: 'AUTH_PASSWORD_MISMATCH',
      value: { field: 'body.confirmPassword' },
    });
    const badEmail = await c.send('PUT', '/wps/member/register', {
      username: uniqueName('okname'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'not-an-email',
    });
    expect(badEmail.json()).toMatchObject({ message: 'reg_pattern_4', value: { field: 'body.email' } });
  });

  it('registers, signs in, and records the upline from an invitation code', async () => {
    const c = client();
    const account = uniqueName('newbie');
    const response = await register(c, {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'lwagent',
      humanCheck: await c.humanCheck(),
    });
    expect(response.json()).toMatchObject({ success: true, value: { firstTimeLogin: true } });
    c.token = response.json().value.token;
    expect((await c.call('GET', '/wps/member/info')).json().value).toMatchObject({
      account,
      balance: '0.00',
    });
    const agent = await memberRow('demo_agent');
    expect((await memberRow(account)).uplineId).toBe(agent.id);

    const again = await register(c, {
      username: account.toUpperCase(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      humanCheck: await c.humanCheck(),
    });
    expect(again.json()).toMatchObject({ code: 'AUTH_ACCOUNT_EXISTS', message: 'in_account_exists' });
  });

  it('asks the personal details the brand enables, by their rules, and keeps them', async () => {
    const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    const enable = (enabled: boolean) =>
      database.db
        .update(registerFieldRules)
        .set({ enabled })
        .where(
          sql`${registerFieldRules.merchantId} = ${brand?.id} and ${registerFieldRules.field} in ('birthday', 'zalo')`,
        );
    await enable(true);
    try {
      const c = client();
      const account = uniqueName('detail');
      const fields = { username: account, password: 'Secret123', confirmPassword: 'Secret123' };
      const minor = new Date();
      minor.setUTCFullYear(minor.getUTCFullYear() - 17);
      const young = await register(c, { ...fields, birthday: minor.toISOString().slice(0, 10) });
      expect(young.statusCode).toBe(400);
      expect(young.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'in_birthday_under_age',
        value: { field: 'body.birthday', params: { age: 18 } },
      });
      const notADay = await register(c, { ...fields, birthday: '1990-02-30' });
      expect(notADay.json()).toMatchObject({
        message: 'in_birthday_invalid',
        value: { field: 'body.birthday' },
      });
      const badZalo = await register(c, { ...fields, birthday: '1990-05-17', zalo: '09x' });
      expect(badZalo.json()).toMatchObject({ message: 'reg_pattern_7', value: { field: 'body.zalo' } });
      expect(await database.db.select().from(members).where(eq(members.account, account))).toHaveLength(0);

      // The other date form of the family is stored as yyyy-MM-dd; a detail not enabled is not kept.
      const ok = await register(c, {
        ...fields,
        birthday: '05-17-1990',
        zalo: '0912345678',
        telegram: '@kept',
      });
      expect(ok.json().success).toBe(true);
      expect(await memberRow(account)).toMatchObject({
        birthday: '1990-05-17',
        zalo: '0912345678',
        telegram: null,
      });
    } finally {
      await enable(false);
    }
  });

  it('takes a referral code as the upline and refuses unknown codes', async () => {
    const c = client();
    const friend = await memberRow('demo_friend');
    const account = uniqueName('invited');
    const ok = await register(c, {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      referralCode: friend.referralCode,
      humanCheck: await c.humanCheck(),
    });
    expect(ok.json().success).toBe(true);
    expect((await memberRow(account)).uplineId).toBe(friend.id);
    const bad = await register(c, {
      username: uniqueName('invited'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'NOSUCHCODE',
      humanCheck: await c.humanCheck(),
    });
    expect(bad.json()).toMatchObject({ code: 'AFFILIATE_INVALID', message: 'in_invitation_code_error' });
  });

  it('checks an invitation code for the form', async () => {
    const c = client();
    const good = (await c.call('GET', '/wps/agent/affiliate?code=LWAGENT')).json();
    expect(good.value).toEqual({ code: 'LWAGENT', agentNickname: 'Demo Agent', domain: null });
    const bad = await c.call('GET', '/wps/agent/affiliate?code=nope');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('AFFILIATE_INVALID');
  });
});

describe('sessions and passwords', () => {
  it('logs out: the token stops working', async () => {
    const c = client();
    await c.login('demo_friend', 'Player@2026');
    expect((await c.call('DELETE', '/wps/session/logout')).json().success).toBe(true);
    const after = await c.call('GET', '/wps/member/info');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'in_not_logged_in' });
  });

  it('changes the password and ends every other session', async () => {
    const c = client();
    const account = uniqueName('changer');
    const reg = await register(c, {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      humanCheck: await c.humanCheck(),
    });
    c.token = reg.json().value.token;
    const other = client();
    await other.login(account, 'Secret123');

    const wrongOld = await c.send('POST', '/wps/member/password', {
      oldPassword: 'Nope12345',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(wrongOld.json()).toMatchObject({
      code: 'AUTH_WRONG_OLD_PASSWORD',
      message: 'in_incorrect_password',
    });
    const weak = await c.send('POST', '/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.newPassword' } });
    const changed = await c.send('POST', '/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(changed.json().success).toBe(true);
    expect((await c.call('GET', '/wps/member/info')).statusCode).toBe(200);
    expect((await other.call('GET', '/wps/member/info')).statusCode).toBe(401);
    expect((await client().login(account, 'Better123')).json().success).toBe(true);
  });

  it('mails a temporary password (form-encoded request) that must be changed at sign-in', async () => {
    const c = client();
    const response = await c.call('POST', '/wps/member/password/email', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo_friend&email=DEMO_FRIEND%40luckwell.local',
    });
    expect(response.json()).toMatchObject({ success: true, message: 'in_been_out' });
    const mail = await c.lastMessage('demo_friend@luckwell.local');
    const temporary = /temporary password is: (\S+)/.exec(mail?.body ?? '')?.[1];
    expect(temporary).toBeTruthy();
    expect((await client().login('demo_friend', 'Player@2026')).json().code).toBe('AUTH_BAD_CREDENTIALS');
    const signedIn = await client().login('demo_friend', temporary ?? '');
    expect(signedIn.json().value.weakPassword).toBe(true);

    const unknown = await c.call('POST', '/wps/member/password/email', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo_friend&email=someone%40else.com',
    });
    expect(unknown.json()).toMatchObject({
      code: 'AUTH_ACCOUNT_NOT_FOUND',
      message: 'in_username_email_not_exist',
    });
  });

  it('sends one SMS code per code window, and signs in and resets a password with them', async () => {
    const c = client();
    const sms = { mobileNum: '912345678', countryDialingCode: '84', purpose: 'login' };
    const sent = await c.call('POST', '/wps/verification/sms/noLogin', {
      payload: { ...sms, humanCheck: await c.humanCheck() },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const tooSoon = await c.call('POST', '/wps/verification/sms/noLogin', {
      payload: { ...sms, humanCheck: await c.humanCheck() },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'in_sms_too_soon' });
    expect(tooSoon.json().value.retryAfterSeconds).toBeGreaterThan(0);

    const code = await c.lastCode('+84912345678');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await c.send('POST', '/wps/session/login', {
      username: '912345678',
      password: '000000' === code ? '111111' : '000000',
      type: 'sms',
      countryDialingCode: '84',
    });
    expect(wrong.json()).toMatchObject({ success: false, code: 'AUTH_CODE_INVALID' });
    const viaSms = await c.send('POST', '/wps/session/login', {
      username: '912345678',
      password: code,
      type: 'sms',
      countryDialingCode: '84',
    });
    expect(viaSms.json().success).toBe(true);

    const unregistered = await c.call('POST', '/wps/verification/sms/noLogin', {
      payload: {
        mobileNum: '999999999',
        countryDialingCode: '84',
        purpose: 'forgot',
        humanCheck: await c.humanCheck(),
      },
    });
    expect(unregistered.json()).toMatchObject({ success: false, code: 'AUTH_ACCOUNT_NOT_FOUND' });

    const taken = await c.call('POST', '/wps/verification/sms/register', {
      payload: { mobileNo: '912345678', countryDialingCode: '84', humanCheck: await c.humanCheck() },
    });
    expect(taken.json()).toMatchObject({ code: 'AUTH_ACCOUNT_EXISTS', message: 'in_mobile_exists' });
  });

  it('asks for a one-time code when a member signs in from a new address, if the brand wants it', async () => {
    const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    if (!lw) throw new Error('no LW');
    await database.db
      .update(authSettings)
      .set({ ipVerification: 'email' })
      .where(eq(authSettings.merchantId, lw.id));
    try {
      const c = client({ ip: '192.0.2.77' });
      const first = await c.login('demo_agent', 'Agent@2026');
      if (first.json().success) return expect.fail('a new address must not get a session without the code');
      expect(first.json()).toMatchObject({
        code: 'AUTH_VERIFICATION_REQUIRED',
        message: 'in_new_ip_verification',
        value: { verification: { channel: 'email', destination: 'd•••@luckwell.local' } },
      });
      const code = await c.lastCode('demo_agent@luckwell.local');
      const second = await c.login('demo_agent', 'Agent@2026', { verificationCode: code });
      expect(second.json().success).toBe(true);
      // The address is known now: no code next time.
      expect((await c.login('demo_agent', 'Agent@2026')).json().success).toBe(true);
    } finally {
      await database.db
        .update(authSettings)
        .set({ ipVerification: 'off' })
        .where(eq(authSettings.merchantId, lw.id));
    }
  });
});

describe('rate limits hold on the server', () => {
  it('throttles captcha images per address', async () => {
    const c = client();
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await c.call('GET', '/wps/captcha')).statusCode);
    expect(codes.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('walking every member route as another member', () => {
  it('never shows one member the data of another, and refuses every route without a session', async () => {
    const alice = client();
    await alice.login('demo_player', 'Player@2026');
    const bob = client();
    await bob.login('demo_agent', 'Agent@2026');
    // Every GET route the API documents (path parameters aside), as each member in turn.
    const doc = (await alice.call('GET', '/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Event streams (the crash feed) never end, so an inject of one never returns; they carry no member data.
    const walk = Object.entries(doc.paths)
      .filter(
        ([path, methods]) =>
          'get' in methods && !path.includes('{') && !path.startsWith('/dev/') && !path.endsWith('/events'),
      )
      .map(([path]) => path);
    expect(walk).toEqual(expect.arrayContaining(['/wps/member/info', '/wps/system/permission']));
    // The transfer screens show the other side of the tree on purpose (ADR 021): a member their own
    // upline's account and nickname, an agent their own downline's; never more than that. So do the
    // agent centre's team pages and reports (ADR 055): an agent's own team, never a contact address.
    const teamReports = [
      '/wps/agent/team/members',
      '/wps/agent/team/bets',
      '/wps/agent/reports/loss',
      '/wps/agent/reports/transactions',
    ];
    const tree = ['/wps/transfer/overview', '/wps/transfer/downline', ...teamReports];
    for (const url of walk.filter((path) => !tree.includes(path))) {
      const asAlice = (await alice.call('GET', url)).body;
      const asBob = (await bob.call('GET', url)).body;
      expect(asAlice, url).not.toMatch(/demo_agent|912000001/);
      expect(asBob, url).not.toMatch(/demo_player|912345678/);
    }
    expect(walk).toEqual(expect.arrayContaining(tree));
    const aliceTree = (await alice.call('GET', '/wps/transfer/overview')).json().value;
    expect(aliceTree.upline).toEqual({ account: 'demo_agent', nickname: 'Demo Agent' });
    expect(JSON.stringify(aliceTree)).not.toMatch(/912000001|@luckwell/);
    const bobTeam = (await bob.call('GET', '/wps/transfer/downline?limit=50')).json().value.list;
    expect(bobTeam).toContainEqual({ account: 'demo_player', nickname: 'Demo Player', depth: 1 });
    expect(JSON.stringify(bobTeam)).not.toMatch(/912345678|@luckwell/);
    expect((await alice.call('GET', '/wps/transfer/downline')).json().code).toBe('TRANSFER_NOT_AGENT');
    const bobList = (await bob.call('GET', '/wps/agent/team/members')).json().value.content;
    expect(bobList).toContainEqual(expect.objectContaining({ account: 'demo_player', level: 1 }));
    for (const url of teamReports) {
      expect((await bob.call('GET', url)).body, url).not.toMatch(/912345678|@luckwell/);
      expect((await alice.call('GET', url)).json().code, url).toBe('AUTH_NOT_AGENT');
    }

    for (const url of ['/wps/member/info', '/wps/member/info/icon']) {
      const anonymous = await client().call('GET', url);
      expect(anonymous.statusCode).toBe(401);
      const forged = await client().call('GET', url, {
        headers: { authorization: 'Bearer 0123456789abcdef0123' },
      });
      expect(forged.statusCode).toBe(401);
      const asAlice = (await alice.call('GET', url)).body;
      const asBob = (await bob.call('GET', url)).body;
      expect(asAlice).not.toContain('demo_agent');
      expect(asBob).not.toContain('demo_player');
    }
    // A token from one brand is worthless on another.
    const jade = client({ host: JDG_HOST });
    jade.token = alice.token;
    expect((await jade.call('GET', '/wps/member/info')).statusCode).toBe(401);
    const count = await database.db.execute(sql`select count(*)::int as n from member_sessions`);
    expect(count).toBeTruthy();
  });
});
