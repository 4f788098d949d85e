/**
 * The member's own account (issue 15 "securityCenter", ADR 047): profile changes checked by the
 * nickname field rule with nothing written on a refusal, the security items and the previous
 * sign-in, the member's own sign-in history and sessions only, signing out exactly the other
 * devices, and trial accounts refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { countChanges, rowCounts } from '../../testing/row-counts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { members } from './member.table.ts';
import { memberLogins } from './member-login.table.ts';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '0' }));
});
afterAll(async () => {
  await app.close();
});

let ipCounter = 0;
/** A browser of its own address, so the history can tell them apart. */
const device = () => {
  ipCounter += 1;
  return createAuthClient(app, { ip: `192.0.2.${ipCounter}` });
};
const ipOf = (n: number) => `192.0.2.${n}`;

const signedIn = async (account: string, password = 'Player@2026') => {
  const c = device();
  const ip = ipOf(ipCounter);
  const login = await c.login(account, password);
  expect(login.json().success, account).toBe(true);
  return Object.assign(c, { ip });
};

const memberRow = async (account: string) => {
  const [row] = await database.db.select().from(members).where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row;
};

const put = (c: ReturnType<typeof device>, payload: Record<string, unknown>) =>
  c.call('PUT', '/wps/member/profile', { payload });

describe('the profile', () => {
  it('changes the nickname and picks a drawn avatar; the member info says so at once', async () => {
    const c = await signedIn('demo_owner');
    const answer = await put(c, { nickname: '  Chủ Nhà 47 ', avatar: 3 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      account: 'demo_owner',
      nickname: 'Chủ Nhà 47',
      iconUrl: '/img/avatars/avatar-3.svg',
    });
    const info = (await c.call('GET', '/wps/member/info')).json().value;
    expect(info).toMatchObject({ nickname: 'Chủ Nhà 47', iconUrl: '/img/avatars/avatar-3.svg' });
    expect(typeof info.createdAt).toBe('string');

    // One field alone leaves the other as it was.
    expect((await put(c, { avatar: 5 })).json().value).toMatchObject({
      nickname: 'Chủ Nhà 47',
      iconUrl: '/img/avatars/avatar-5.svg',
    });
    await put(c, { nickname: 'Demo Owner' });
    expect(await memberRow('demo_owner')).toMatchObject({
      nickname: 'Demo Owner',
      iconUrl: '/img/avatars/avatar-5.svg',
    });
  });

  it.each([
    [{ nickname: 'x' }, 'body.nickname', 'reg_pattern_1', { range: '2-20' }],
    [{ nickname: 'x'.repeat(21), avatar: 2 }, 'body.nickname', 'reg_pattern_1', { range: '2-20' }],
    [{ nickname: '    ', avatar: 2 }, 'body.nickname', 'val_required', undefined],
    [{}, 'body.nickname', 'val_required', undefined],
    [{ nickname: 'Fine Name', avatar: 9 }, 'body.avatar', undefined, undefined],
    [{ nickname: 'Fine Name', avatar: '/etc/passwd' }, 'body.avatar', undefined, undefined],
  ])('refuses %j naming %s, and writes nothing', async (payload, field, message, params) => {
    const c = await signedIn('demo_owner');
    const before = await memberRow('demo_owner');
    const counts = await rowCounts(database.db);
    const answer = await put(c, payload);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { field } });
    if (message) expect(body.message).toBe(message);
    if (params) expect(body.value.params).toMatchObject(params);
    const after = await memberRow('demo_owner');
    expect({ nickname: after.nickname, iconUrl: after.iconUrl }).toEqual({
      nickname: before.nickname,
      iconUrl: before.iconUrl,
    });
    // Only the sign-in of this test's own session, nothing from the refused change.
    expect(countChanges(counts, await rowCounts(database.db), new Set(['rate_limit_buckets']))).toEqual([]);
  });
});

describe('the security items and the previous sign-in', () => {
  it('tells each item’s status, masked, and where the member signed in before this session', async () => {
    const first = await signedIn('demo_friend');
    const firstView = (await first.call('GET', '/wps/member/security')).json().value;
    // Seeded accounts have no earlier sign-in on record.
    expect(firstView).toMatchObject({
      paymentPasswordSet: false,
      mobileNum: null,
      email: 'd•••@luckwell.local',
      bankAccounts: 0,
      googleSignIn: false,
      previousSignIn: null,
    });
    expect(Number.isNaN(Date.parse(firstView.passwordChangedAt))).toBe(false);

    const second = await signedIn('demo_friend');
    const view = (await second.call('GET', '/wps/member/security')).json().value;
    expect(view.previousSignIn).toMatchObject({ ip: first.ip });
    // The first session still sees none: its own sign-in was the first.
    expect((await first.call('GET', '/wps/member/security')).json().value.previousSignIn).toBeNull();

    const player = await signedIn('demo_player');
    const playerView = (await player.call('GET', '/wps/member/security')).json().value;
    expect(playerView).toMatchObject({ mobileNum: '••••5678', email: 'd•••@luckwell.local' });
  });
});

describe('sign-in history and sessions', () => {
  it("shows the member's own attempts and sessions only, newest first, failures included", async () => {
    const wrong = device();
    const wrongIp = ipOf(ipCounter);
    expect((await wrong.login('demo_pilot', 'not-the-password')).statusCode).toBe(401);
    const mine = await signedIn('demo_pilot');
    const theirs = await signedIn('demo_rider');

    const history = (await mine.call('GET', '/wps/member/logins')).json().value.list;
    expect(history.map((row: { ip: string; success: boolean }) => [row.ip, row.success])).toEqual([
      [mine.ip, true],
      [wrongIp, false],
    ]);
    expect(history[0].device).toEqual({ browser: null, os: null });
    const sessions = (await mine.call('GET', '/wps/member/sessions')).json().value.list;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ip: mine.ip, current: true });

    const theirHistory = (await theirs.call('GET', '/wps/member/logins')).json().value.list;
    expect(theirHistory.map((row: { ip: string }) => row.ip)).toEqual([theirs.ip]);
    const theirSessions = (await theirs.call('GET', '/wps/member/sessions')).json().value.list;
    expect(theirSessions.map((row: { ip: string }) => row.ip)).toEqual([theirs.ip]);
  });

  it('keeps at most the last 20 attempts', async () => {
    const [row] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demo_miner'));
    await database.db.insert(memberLogins).values(
      Array.from({ length: 25 }, (_, i) => ({
        memberId: row!.id,
        ip: `10.0.0.${i}`,
        success: i % 2 === 0,
        at: new Date(Date.now() - (30 - i) * 60_000),
      })),
    );
    const c = await signedIn('demo_miner');
    const list = (await c.call('GET', '/wps/member/logins')).json().value.list;
    expect(list).toHaveLength(20);
    expect(list[0].ip).toBe(c.ip);
    expect(list[1].ip).toBe('10.0.0.24');
  });

  it('signs out exactly the other devices of the member', async () => {
    const here = await signedIn('demo_spinner');
    const phone = await signedIn('demo_spinner');
    const tablet = await signedIn('demo_spinner');
    const someoneElse = await signedIn('demo_mixer');

    const listed = (await here.call('GET', '/wps/member/sessions')).json().value.list;
    expect(listed.map((s: { ip: string; current: boolean }) => [s.ip, s.current])).toEqual([
      [tablet.ip, false],
      [phone.ip, false],
      [here.ip, true],
    ]);

    const answer = await here.call('POST', '/wps/member/sessions/sign-out-others');
    expect(answer.json()).toMatchObject({ success: true, value: { revoked: 2 } });
    expect((await here.call('GET', '/wps/member/info')).statusCode).toBe(200);
    for (const other of [phone, tablet]) {
      const refused = await other.call('GET', '/wps/member/info');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await someoneElse.call('GET', '/wps/member/info')).statusCode).toBe(200);
    const left = (await here.call('GET', '/wps/member/sessions')).json().value.list;
    expect(left).toEqual([expect.objectContaining({ ip: here.ip, current: true })]);
    // Nothing left to end.
    expect((await here.call('POST', '/wps/member/sessions/sign-out-others')).json().value.revoked).toBe(0);
  });
});

describe('an uploaded avatar', () => {
  /** A real 1×1 png. */
  const PNG_1PX =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  it('takes a png, serves it publicly at the icon URL, and the member info says so', async () => {
    const c = await signedIn('demo_dicer');
    const answer = await c.call('PUT', '/wps/member/info/icon', {
      payload: { image: `data:image/png;base64,${PNG_1PX}` },
    });
    expect(answer.statusCode).toBe(200);
    const iconUrl: string = answer.json().value.iconUrl;
    expect(iconUrl).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    expect((await c.call('GET', '/wps/member/info/icon')).json().value.iconUrl).toBe(iconUrl);
    const image = await app.inject({ method: 'GET', url: iconUrl, headers: { host: 'localhost:8080' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    const missing = await app.inject({
      method: 'GET',
      url: '/media/avatars/0123456789abcdef0123456789abcdef.png',
      headers: { host: 'localhost:8080' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses what is not a png or jpg, and what is over 5 MB, before storing anything', async () => {
    const c = await signedIn('demo_spinner');
    const before = await rowCounts(database.db);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'binary').toString('base64');
    const notImage = await c.call('PUT', '/wps/member/info/icon', { payload: { image: gif } });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({
      code: 'AVATAR_INVALID',
      message: 'in_image_png_jpg_only',
      value: { field: 'body.image' },
    });
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString(
      'base64',
    );
    const tooBig = await c.call('PUT', '/wps/member/info/icon', { payload: { image: big } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: 'in_image_max_5mb', value: { field: 'body.image' } });
    expect(countChanges(before, await rowCounts(database.db))).toEqual([]);
  });
});

describe('binding an email and a mobile', () => {
  it('binds an email with the code sent to it; a wrong code changes nothing', async () => {
    const c = await signedIn('demo_teammate');
    const sent = await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'new', channel: 'email', email: 'Team.Mate@Example.com' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({ destination: 't•••@example.com' });
    const code = await c.lastCode('team.mate@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const before = await memberRow('demo_teammate');
    const wrong = await c.call('PUT', '/wps/member/contact', {
      payload: {
        channel: 'email',
        email: 'team.mate@example.com',
        code: code === '000000' ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'AUTH_CODE_INVALID', value: { field: 'body.code' } });
    expect((await memberRow('demo_teammate')).email).toBe(before.email);

    const bound = await c.call('PUT', '/wps/member/contact', {
      payload: { channel: 'email', email: 'team.mate@example.com', code },
    });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value).toMatchObject({ email: 't•••@example.com', emailVerified: true });
    // A code is spent once.
    const again = await c.call('PUT', '/wps/member/contact', {
      payload: { channel: 'email', email: 'team.mate@example.com', code },
    });
    expect(again.statusCode).toBe(400);
  });

  it('replaces a verified email only with a code sent to it as well', async () => {
    const c = await signedIn('demo_teammate');
    await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'new', channel: 'email', email: 'second@example.com' },
    });
    const code = await c.lastCode('second@example.com');
    const withoutCurrent = await c.call('PUT', '/wps/member/contact', {
      payload: { channel: 'email', email: 'second@example.com', code },
    });
    expect(withoutCurrent.statusCode).toBe(400);
    expect(withoutCurrent.json().value.field).toBe('body.currentCode');
    expect((await memberRow('demo_teammate')).email).toBe('team.mate@example.com');

    expect(
      (await c.call('POST', '/wps/member/contact/code', { payload: { target: 'current', channel: 'email' } }))
        .statusCode,
    ).toBe(200);
    const currentCode = await c.lastCode('team.mate@example.com');
    // The first code was not spent by the refused attempt.
    const replaced = await c.call('PUT', '/wps/member/contact', {
      payload: { channel: 'email', email: 'second@example.com', code, currentCode },
    });
    expect(replaced.statusCode).toBe(200);
    expect((await memberRow('demo_teammate')).email).toBe('second@example.com');
  });

  it('refuses a number another member holds, a second code inside the window, and a current code for nothing verified', async () => {
    const c = await signedIn('demo_gamer');
    const taken = await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'new', channel: 'sms', countryDialingCode: '+84', mobileNum: '912345678' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'AUTH_ACCOUNT_EXISTS', value: { field: 'body.mobileNum' } });

    const first = await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'new', channel: 'sms', countryDialingCode: '+84', mobileNum: '0987000111' },
    });
    expect(first.statusCode).toBe(200);
    const second = await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'new', channel: 'sms', countryDialingCode: '+84', mobileNum: '0987000111' },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().value.retryAfterSeconds).toBeGreaterThan(0);
    const code = await c.lastCode('+84987000111');
    const bound = await c.call('PUT', '/wps/member/contact', {
      payload: { channel: 'sms', countryDialingCode: '+84', mobileNum: '0987000111', code },
    });
    expect(bound.json().value).toMatchObject({ mobileNum: '••••0111', mobileVerified: true });

    const nothing = await signedIn('demo_miner');
    const noCurrent = await nothing.call('POST', '/wps/member/contact/code', {
      payload: { target: 'current', channel: 'sms' },
    });
    expect(noCurrent.statusCode).toBe(400);
  });
});

describe('the payment password by SMS', () => {
  it('changes with a code sent to the verified mobile instead of the old one; a wrong code changes nothing', async () => {
    const c = await signedIn('demo_pilot');
    const pay = (body: Record<string, unknown>) => c.send('POST', '/wps/withdraw/payment-password', body);
    expect((await pay({ paymentPassword: '246810', confirmPaymentPassword: '246810' })).statusCode).toBe(200);
    // No verified mobile yet: nothing to send a code to.
    const none = await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'current', channel: 'sms', for: 'paymentPassword' },
    });
    expect(none.statusCode).toBe(400);

    await c.call('POST', '/wps/member/contact/code', {
      payload: { target: 'new', channel: 'sms', countryDialingCode: '+84', mobileNum: '0977123456' },
    });
    await c.call('PUT', '/wps/member/contact', {
      payload: {
        channel: 'sms',
        countryDialingCode: '+84',
        mobileNum: '0977123456',
        code: await c.lastCode('+84977123456'),
      },
    });
    expect(
      (
        await c.call('POST', '/wps/member/contact/code', {
          payload: { target: 'current', channel: 'sms', for: 'paymentPassword' },
        })
      ).statusCode,
    ).toBe(200);
    const code = await c.lastCode('+84977123456');
    const before = (await memberRow('demo_pilot')).paymentPasswordHash;
    const wrong = await pay({
      smsCode: code === '000000' ? '111111' : '000000',
      paymentPassword: '135791',
      confirmPaymentPassword: '135791',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'AUTH_CODE_INVALID', value: { field: 'body.smsCode' } });
    expect((await memberRow('demo_pilot')).paymentPasswordHash).toBe(before);

    const changed = await pay({ smsCode: code, paymentPassword: '135791', confirmPaymentPassword: '135791' });
    expect(changed.statusCode).toBe(200);
    // The new one is the one in force: changing with it as the old one works.
    const again = await pay({
      oldPaymentPassword: '135791',
      paymentPassword: '975310',
      confirmPaymentPassword: '975310',
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('personal details', () => {
  const details = (c: ReturnType<typeof device>) => c.call('GET', '/wps/member/details');
  const change = (c: ReturnType<typeof device>, payload: Record<string, unknown>) =>
    c.call('PUT', '/wps/member/details', { payload });
  const byField = (list: { field: string }[]) => new Map(list.map((detail) => [detail.field, detail]));

  it('offers the details the brand enables or puts on the profile, each with its rule', async () => {
    const c = await signedIn('demo_saver');
    const answer = await details(c);
    expect(answer.statusCode).toBe(200);
    const list = answer.json().value.list;
    // The page's order: the full name (enabled at registration), then the profile-only ones.
    expect(list.map((detail: { field: string }) => detail.field)).toEqual([
      'payeeName',
      'birthday',
      'nationality',
      'address',
      'occupation',
      'incomeSource',
      'zalo',
      'telegram',
    ]);
    expect(byField(list).get('zalo')).toMatchObject({
      value: null,
      locked: false,
      required: false,
      minLength: 9,
      maxLength: 11,
      patternId: 7,
    });
  });

  it('saves details checked by the registration rules; identity details are then set once', async () => {
    const c = await signedIn('demo_saver');
    const saved = await change(c, {
      payeeName: '  Nguyen Van Tiet ',
      birthday: '1991-08-09',
      zalo: '0912345678',
      address: '12 Lê Lợi, Quận 1, TP.HCM',
    });
    expect(saved.statusCode).toBe(200);
    const list = byField(saved.json().value.list);
    expect(list.get('payeeName')).toMatchObject({ value: 'Nguyen Van Tiet', locked: true });
    expect(list.get('birthday')).toMatchObject({ value: '1991-08-09', locked: true });
    expect(list.get('zalo')).toMatchObject({ value: '0912345678', locked: false });
    expect(await memberRow('demo_saver')).toMatchObject({
      payeeName: 'Nguyen Van Tiet',
      birthday: '1991-08-09',
      address: '12 Lê Lợi, Quận 1, TP.HCM',
    });

    // Contact details change and clear; an identity detail, once set, does not (the same value is fine).
    const cleared = await change(c, { zalo: '', telegram: '@tiet_vn', payeeName: 'Nguyen Van Tiet' });
    expect(byField(cleared.json().value.list).get('zalo')).toMatchObject({ value: null });
    const before = await rowCounts(database.db);
    const memberBefore = await memberRow('demo_saver');
    const renamed = await change(c, { telegram: '@other', birthday: '1980-01-01' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({
      success: false,
      code: 'DETAIL_LOCKED',
      message: 'in_detail_locked',
      value: { field: 'body.birthday' },
    });
    expect(countChanges(before, await rowCounts(database.db))).toEqual([]);
    expect(await memberRow('demo_saver')).toEqual(memberBefore);
  });

  it.each([
    [{ zalo: '09123' }, 'body.zalo', 'reg_pattern_7'],
    [{ nationality: 'Viet Nam 2' }, 'body.nationality', 'reg_pattern_13'],
    [{ telegram: 'has space' }, 'body.telegram', 'reg_pattern_10'],
    [{ address: 'x'.repeat(121) }, 'body.address', 'reg_pattern_1'],
    [{ qqNum: '12345' }, 'body.qqNum', 'in_input_error'],
  ])('refuses %j by the brand rules and writes nothing', async (payload, field, message) => {
    const c = await signedIn('demo_reader');
    const before = await memberRow('demo_reader');
    const answer = await change(c, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      value: { field },
    });
    expect(await memberRow('demo_reader')).toEqual(before);
  });

  it('refuses a minor, a day that does not exist, an unknown field and an empty change', async () => {
    const c = await signedIn('demo_reader');
    const minor = new Date();
    minor.setUTCFullYear(minor.getUTCFullYear() - 18);
    minor.setUTCDate(minor.getUTCDate() + 2);
    const young = await change(c, { birthday: minor.toISOString().slice(0, 10) });
    expect(young.json()).toMatchObject({ message: 'in_birthday_under_age', value: { params: { age: 18 } } });
    expect((await change(c, { birthday: '2001-02-29' })).json()).toMatchObject({
      message: 'in_birthday_invalid',
    });
    expect((await change(c, { nickname: 'sneaky' })).statusCode).toBe(400);
    expect((await change(c, {})).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await memberRow('demo_reader')).birthday).toBeNull();
  });

  it('lets two changes at once set an identity detail only once', async () => {
    const c = await signedIn('demo_careful');
    const answers = await Promise.all([
      change(c, { birthday: '1985-03-03' }),
      change(c, { birthday: '1986-04-04' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = (await memberRow('demo_careful')).birthday;
    expect(['1985-03-03', '1986-04-04']).toContain(kept);
  });
});

describe('who may call', () => {
  const calls = [
    ['GET', '/wps/member/security', undefined],
    ['GET', '/wps/member/logins', undefined],
    ['GET', '/wps/member/sessions', undefined],
    ['POST', '/wps/member/sessions/sign-out-others', undefined],
    ['PUT', '/wps/member/profile', { nickname: 'Trial Hero' }],
    ['POST', '/wps/member/contact/code', { target: 'new', channel: 'email', email: 'trial@example.com' }],
    ['PUT', '/wps/member/contact', { channel: 'email', email: 'trial@example.com', code: '123456' }],
    ['PUT', '/wps/member/info/icon', { image: 'iVBORw0KGgo=' }],
    ['GET', '/wps/member/details', undefined],
    ['PUT', '/wps/member/details', { zalo: '0912345678' }],
  ] as const;

  it('refuses a visitor', async () => {
    const visitor = device();
    for (const [method, url, payload] of calls) {
      const answer = await visitor.call(method, url, payload ? { payload } : {});
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('refuses a trial account everything here, and changes nothing', async () => {
    const c = device();
    const trial = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'account', humanCheck: await c.humanCheck() },
    });
    c.token = trial.json().value.token;
    const info = (await c.call('GET', '/wps/member/info')).json().value;
    expect(info.type).toBe(4);
    for (const [method, url, payload] of calls) {
      const answer = await c.call(method, url, payload ? { payload } : {});
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({
        code: 'AUTH_TRIAL_FORBIDDEN',
        message: 'in_need_true_account',
      });
    }
    expect((await memberRow(info.account)).nickname).toBe(info.nickname);
    // The trial session was not signed out by its own refused call.
    expect((await c.call('GET', '/wps/member/info')).statusCode).toBe(200);
  });

  it('refuses a session that must change its password first', async () => {
    const c = device();
    expect((await c.login('demo_weak', 'a123456')).json().value.weakPassword).toBe(true);
    for (const [method, url, payload] of calls) {
      const answer = await c.call(method, url, payload ? { payload } : {});
      expect(answer.json(), url).toMatchObject({ code: 'AUTH_PASSWORD_CHANGE_REQUIRED' });
    }
    expect((await memberRow('demo_weak')).nickname).toBe('Demo Weak');
  });
});
