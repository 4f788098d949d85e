import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from './audit-log.table.ts';
import { operators } from './operator.table.ts';
import { createOperatorClient, totpCode } from './operator-test-client.ts';

let app: App;
let database: DatabaseHandle;
/** Every body a test received, with the secrets an operator was shown for themself set apart. */
const seenBodies: string[] = [];
const ownSetupBodies = new Set<string>();

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  const rows = await database.db.select().from(operators);
  const secrets = rows
    .flatMap((row) => [row.passwordHash, row.totpSecret, row.totpPendingSecret])
    .filter(Boolean);
  expect(seenBodies.length).toBeGreaterThan(30);
  for (const body of seenBodies) {
    expect(body).not.toMatch(/\$argon2id\$|passwordHash|password_hash|totpSecret|totp_secret|tokenHash/);
    if (ownSetupBodies.has(body)) continue;
    for (const secret of secrets) expect(body).not.toContain(secret);
  }
  await app.close();
});

let ipCounter = 0;
/** A fresh browser from an address of its own, so the per-address throttle of one test never touches another. */
const browser = () => {
  ipCounter += 1;
  return createOperatorClient(app, {
    ip: `198.51.100.${ipCounter}`,
    observe: (body) => seenBodies.push(body),
  });
};

const owner = async () => {
  const client = browser();
  await client.signIn('owner', 'Owner@2026');
  return client;
};

/** A new operator created by the owner; answers their initial password. */
const newOperator = async (username: string, role = 'support') => {
  const response = await (await owner()).post('/operators', {
    username,
    displayName: `Test ${username}`,
    role,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as { operator: { id: number }; initialPassword: string };
};

const auditRows = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('operator sign-in', () => {
  it('signs the demo owner in, says who they are, and prompts them to enrol two-step sign-in', async () => {
    const client = browser();
    const session = await client.signIn('owner', 'Owner@2026');
    expect(session.token).toMatch(/^[\w-]{40,}$/);
    expect(session.operator).toMatchObject({ username: 'owner', role: 'owner', totpEnabled: false });
    expect(session.operator.permissions).toContain('operators.manage');
    expect(session.totpEnrolment).toBe('recommended');
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const me = await client.get('/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().value.operator.username).toBe('owner');
  });

  it('does not prompt other roles to enrol in the demo', async () => {
    const session = await browser().signIn('support', 'Support@2026');
    expect(session.totpEnrolment).toBe('none');
  });

  it('accepts the username in any case', async () => {
    expect((await browser().login('OWNER', 'Owner@2026')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown username the same way', async () => {
    const wrong = await browser().login('support', 'Wrong@2026');
    const unknown = await browser().login('nobody.here', 'Wrong@2026');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'AUTH_BAD_CREDENTIALS',
        message: 'in_wrong_account_or_password',
      });
    }
  });

  it('locks the account after five failures, even against the right password, and audits the lockout', async () => {
    const { initialPassword } = await newOperator('lock.me');
    const client = browser();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await client.login('lock.me', 'Wrong@20261')).statusCode).toBe(401);
    }
    const fifth = await client.login('lock.me', 'Wrong@20261');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('AUTH_ACCOUNT_LOCKED');
    expect(fifth.json().value.retryAfterSeconds).toBeGreaterThan(0);

    const right = await client.login('lock.me', initialPassword);
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('AUTH_ACCOUNT_LOCKED');

    const [row] = await database.db.select().from(operators).where(eq(operators.username, 'lock.me'));
    expect(row?.failedLogins).toBe(5);
    const lockouts = (await auditRows('session.lockout')).filter((r) => r.targetId === String(row?.id));
    expect(lockouts).toHaveLength(1);
  });

  it('throttles sign-in attempts from one address', async () => {
    const client = browser();
    let last = await client.login('nobody.at.all', 'x');
    for (let attempt = 0; attempt < 30; attempt++) last = await client.login('nobody.at.all', 'x');
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('RATE_LIMITED');
    expect(last.headers['retry-after']).toBeTruthy();
  });

  it('signs out: the token stops working, and both events are audited', async () => {
    const client = await owner();
    const logout = await client.call('DELETE', '/session');
    expect(logout.statusCode).toBe(200);
    const after = await client.get('/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'in_not_logged_in' });
    expect((await auditRows('session.logout')).length).toBeGreaterThan(0);
    expect((await auditRows('session.login')).length).toBeGreaterThan(0);
  });

  it('refuses a request without a token, or with a made-up one', async () => {
    const client = browser();
    expect((await client.get('/me')).statusCode).toBe(401);
    client.token = 'x'.repeat(43);
    expect((await client.get('/operators')).statusCode).toBe(401);
  });
});

describe('two-step sign-in (TOTP)', () => {
  it('enrols with a code from the new secret, then needs a fresh code at every sign-in', async () => {
    const { initialPassword } = await newOperator('tess.totp', 'finance');
    const client = browser();
    await client.signIn('tess.totp', initialPassword);

    const setup = await client.post('/me/totp/setup');
    expect(setup.statusCode).toBe(200);
    ownSetupBodies.add(setup.body);
    const { secret, otpauthUrl, qrSvg } = setup.json().value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('tess.totp');
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await client.post('/me/totp/enable', { code: totpCode(secret, Date.now() - 5 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'AUTH_TOTP_INVALID', value: { field: 'body.code' } });

    const now = Date.now();
    const enrolCode = totpCode(secret, now);
    const enabled = await client.post('/me/totp/enable', { code: enrolCode });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().value).toMatchObject({ operator: { totpEnabled: true }, totpEnrolment: 'none' });
    expect((await client.post('/me/totp/setup')).statusCode).toBe(409);

    const withoutCode = await browser().login('tess.totp', initialPassword);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({
      code: 'AUTH_TOTP_REQUIRED',
      message: 'in_totp_required',
      value: { field: 'body.totp' },
    });

    // The code that confirmed enrolment is spent.
    const reused = await browser().login('tess.totp', initialPassword, enrolCode);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'AUTH_TOTP_INVALID', value: { field: 'body.totp' } });

    // The next step's code (an authenticator a little ahead) is accepted once…
    const nextCode = totpCode(secret, now + 30_000);
    const session = await browser().login('tess.totp', initialPassword, nextCode);
    expect(session.statusCode).toBe(200);
    expect(session.json().value.operator.totpEnabled).toBe(true);
    // …and refused the second time.
    const replay = await browser().login('tess.totp', initialPassword, nextCode);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('AUTH_TOTP_INVALID');

    const [enrolled] = await auditRows('operator.totpEnable');
    expect(enrolled).toMatchObject({ operatorName: 'tess.totp', after: { totpEnabled: true } });
  });

  it('lets the owner switch off the two-step sign-in of an operator who lost their phone', async () => {
    const { operator, initialPassword } = await newOperator('lost.phone', 'support');
    const client = browser();
    await client.signIn('lost.phone', initialPassword);
    const setup = await client.post('/me/totp/setup');
    ownSetupBodies.add(setup.body);
    await client.post('/me/totp/enable', { code: totpCode(setup.json().value.secret) });

    const ownerClient = await owner();
    const reset = await ownerClient.post(`/operators/${operator.id}/reset-totp`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().value.totpEnabled).toBe(false);
    expect((await client.get('/me')).statusCode).toBe(401);
    expect((await browser().login('lost.phone', initialPassword)).statusCode).toBe(200);
    expect((await ownerClient.post(`/operators/${operator.id}/reset-totp`)).statusCode).toBe(409);
    const [row] = (await auditRows('operator.totpReset')).filter((r) => r.targetId === String(operator.id));
    expect(row).toMatchObject({ operatorName: 'owner', after: { totpEnabled: false, sessionsEnded: 1 } });
  });

  it('asks to start enrolment before a code can confirm it', async () => {
    const { initialPassword } = await newOperator('no.setup', 'content');
    const client = browser();
    await client.signIn('no.setup', initialPassword);
    const response = await client.post('/me/totp/enable', { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('admin_totp_not_started');
  });
});

describe('roles and permissions', () => {
  it('keeps support out of operator management and the audit log with a 403 envelope', async () => {
    const support = browser();
    await support.signIn('support', 'Support@2026');
    for (const path of ['/operators', '/audit', '/audit/verify']) {
      const response = await support.get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'in_access_denied',
        value: null,
      });
    }
    const create = await support.post('/operators', { username: 'sneaky', displayName: 'S', role: 'owner' });
    expect(create.statusCode).toBe(403);
  });

  it('lets content read members but not lock them, and finance read the audit log', async () => {
    const content = browser();
    await content.signIn('content', 'Content@2026');
    expect((await content.get('/members')).statusCode).toBe(200);
    expect((await content.post('/members/1/lock', { reason: 'test' })).statusCode).toBe(403);
    const finance = browser();
    await finance.signIn('finance', 'Finance@2026');
    expect((await finance.get('/audit')).statusCode).toBe(200);
  });
});

describe('operators (owner)', () => {
  it('lists operators with roles and nothing secret', async () => {
    const response = await (await owner()).get('/operators');
    expect(response.statusCode).toBe(200);
    const list = response.json().value;
    expect(list.map((o: { username: string }) => o.username)).toEqual(
      expect.arrayContaining(['owner', 'support', 'finance', 'content', 'risk']),
    );
    for (const operator of list) {
      expect(Object.keys(operator).sort()).toEqual(
        [
          'createdAt',
          'disabled',
          'displayName',
          'id',
          'lastLoginAt',
          'permissions',
          'role',
          'totpEnabled',
          'username',
        ].sort(),
      );
    }
  });

  it('creates an operator with a generated password that works once, and refuses a taken username', async () => {
    const client = await owner();
    const created = await client.post('/operators', {
      username: 'Ops.Anna',
      displayName: 'Anna',
      role: 'finance',
    });
    expect(created.statusCode).toBe(200);
    const { operator, initialPassword } = created.json().value;
    expect(operator).toMatchObject({
      username: 'ops.anna',
      role: 'finance',
      totpEnabled: false,
      disabled: false,
    });
    expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10,}$/);
    expect((await browser().login('ops.anna', initialPassword)).statusCode).toBe(200);

    const again = await client.post('/operators', {
      username: 'ops.anna',
      displayName: 'Anna 2',
      role: 'risk',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AUTH_ACCOUNT_EXISTS', value: { field: 'body.username' } });

    const bad = await client.post('/operators', { username: '9x', displayName: 'Bad', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');

    const [audit] = (await auditRows('operator.create')).filter((r) => r.targetId === String(operator.id));
    expect(audit).toMatchObject({ operatorName: 'owner', after: { username: 'ops.anna', role: 'finance' } });
    expect(JSON.stringify(audit)).not.toContain(initialPassword);
  });

  it('changes a role (audited before and after) and disables an operator, ending their sessions', async () => {
    const { operator, initialPassword } = await newOperator('ops.ben', 'support');
    const ben = browser();
    await ben.signIn('ops.ben', initialPassword);
    const client = await owner();

    const promoted = await client.put(`/operators/${operator.id}`, { role: 'risk' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().value).toMatchObject({
      role: 'risk',
      permissions: [
        'members.read',
        'members.lock',
        'audit.read',
        'wallet.read',
        'bets.view',
        'jackpot.view',
        'agents.read',
        'promotions.read',
        'lottery.results',
        'lottery.manage',
        'tables.manage',
        'sportsbook.trade',
      ],
    });
    // The new role applies to the live session at once.
    expect((await ben.get('/audit')).statusCode).toBe(200);
    const [change] = (await auditRows('operator.update')).filter((r) => r.targetId === String(operator.id));
    expect(change).toMatchObject({ before: { role: 'support' }, after: { role: 'risk' } });

    const disabled = await client.put(`/operators/${operator.id}`, { disabled: true });
    expect(disabled.json().value.disabled).toBe(true);
    expect((await ben.get('/me')).statusCode).toBe(401);
    const refused = await browser().login('ops.ben', initialPassword);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe('admin_account_disabled');

    await client.put(`/operators/${operator.id}`, { disabled: false });
    expect((await browser().login('ops.ben', initialPassword)).statusCode).toBe(200);
  });

  it('will not let the owner demote or disable themself, nor leave the console without an owner', async () => {
    const client = await owner();
    const me = (await client.get('/me')).json().value.operator;
    const demote = await client.put(`/operators/${me.id}`, { role: 'support' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('admin_cannot_change_self');
    expect((await client.put(`/operators/${me.id}`, { disabled: true })).statusCode).toBe(409);
    expect((await client.put(`/operators/${me.id}`, { displayName: 'The Owner' })).statusCode).toBe(200);
    expect((await client.put('/operators/99999', { role: 'risk' })).statusCode).toBe(404);
    expect((await client.put(`/operators/${me.id}`, {})).statusCode).toBe(400);
  });
});

describe('own password', () => {
  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const { initialPassword } = await newOperator('ops.cara', 'content');
    const first = browser();
    await first.signIn('ops.cara', initialPassword);
    const second = browser();
    await second.signIn('ops.cara', initialPassword);

    const wrong = await first.post('/me/password', {
      currentPassword: 'nope',
      newPassword: 'Brand-new-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'AUTH_WRONG_OLD_PASSWORD',
      value: { field: 'body.currentPassword' },
    });
    const weak = await first.post('/me/password', { currentPassword: initialPassword, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);

    const changed = await first.post('/me/password', {
      currentPassword: initialPassword,
      newPassword: 'Brand-new-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await first.get('/me')).statusCode).toBe(200);
    expect((await second.get('/me')).statusCode).toBe(401);
    expect((await browser().login('ops.cara', 'Brand-new-2026')).statusCode).toBe(200);
    expect((await browser().login('ops.cara', initialPassword)).statusCode).toBe(401);
  });
});

describe('production policy (no demo seed)', () => {
  it('lets an operator without two-step sign-in do nothing but enrol', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'off' });
    try {
      const client = createOperatorClient(production.app, { observe: (body) => seenBodies.push(body) });
      const session = await client.signIn('support', 'Support@2026');
      expect(session.totpEnrolment).toBe('required');
      const members = await client.get('/members');
      expect(members.statusCode).toBe(403);
      expect(members.json()).toMatchObject({
        code: 'AUTH_TOTP_REQUIRED',
        message: 'admin_totp_enrolment_required',
      });
      expect((await client.get('/me')).statusCode).toBe(200);

      const setup = await client.post('/me/totp/setup');
      ownSetupBodies.add(setup.body);
      const { secret } = setup.json().value;
      expect((await client.post('/me/totp/enable', { code: totpCode(secret) })).statusCode).toBe(200);
      expect((await client.get('/members')).statusCode).toBe(200);
    } finally {
      await production.app.close();
    }
  });
});
