import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { members } from '../members/member.table.ts';
import { auditLog } from './audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from './operator-test-client.ts';

let app: App;
let database: DatabaseHandle;
let support: OperatorClient;
const seenBodies: string[] = [];

let ipCounter = 0;
const player = () => {
  ipCounter += 1;
  return createAuthClient(app, { ip: `203.0.113.${ipCounter}` });
};

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  support = createOperatorClient(app, { observe: (body) => seenBodies.push(body) });
  await support.signIn('support', 'Support@2026');
});
afterAll(async () => {
  for (const body of seenBodies)
    expect(body).not.toMatch(/\$argon2id\$|passwordHash|password_hash|tokenHash/);
  await app.close();
});

const memberId = async (account: string) => {
  const [row] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};

const auditFor = (id: number, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(id)), eq(auditLog.action, action)),
    );

describe('member search', () => {
  it('finds a member by account, nickname, e-mail or mobile, across brands', async () => {
    for (const q of ['demo_player', 'Demo Player', 'demo_player@luckwell', '912345678']) {
      const response = await support.get(`/members?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      const accounts = response.json().value.content.map((m: { account: string }) => m.account);
      expect(accounts, q).toContain('demo_player');
    }
    const [row] = (await support.get('/members?q=demo_player')).json().value.content;
    expect(row).toMatchObject({
      merchantCode: 'LW',
      account: 'demo_player',
      type: 0,
      status: 'active',
      uplineAccount: 'demo_agent',
      mobileNum: '+84 912345678',
    });
    const jade = (await support.get('/members?q=jade')).json().value.content;
    expect([...new Set(jade.map((m: { merchantCode: string }) => m.merchantCode))]).toEqual(['JDG']);
  });

  it('filters by brand, type and status, and pages', async () => {
    const agents = (await support.get('/members?type=1')).json().value.content;
    expect(agents.every((m: { type: number }) => m.type === 1)).toBe(true);
    const jade = (await support.get('/members?merchantCode=jdg')).json().value.content;
    expect(jade.length).toBeGreaterThanOrEqual(1);
    expect(jade.every((m: { merchantCode: string }) => m.merchantCode === 'JDG')).toBe(true);
    const page = (await support.get('/members?merchantCode=LW&pageSize=2&page=2')).json().value;
    expect(page).toMatchObject({ pageNum: 2 });
    expect(page.content).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    expect((await support.get('/members?q=%25')).json().value.content).toEqual([]);
    expect((await support.get('/members?status=frozen')).statusCode).toBe(400);
  });
});

describe('member detail', () => {
  it('shows the account, balance, last sign-ins with address and result, and known addresses', async () => {
    const browser = player();
    expect((await browser.login('demo_player', 'Wrong-pass-1')).statusCode).toBe(401);
    expect((await browser.login('demo_player', 'Player@2026')).statusCode).toBe(200);

    const id = await memberId('demo_player');
    const response = await support.get(`/members/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().value;
    expect(detail).toMatchObject({
      account: 'demo_player',
      status: 'active',
      currency: 'VND',
      balance: '10000000.00',
      activeSessions: 1,
      mustChangePassword: false,
    });
    expect(detail.lastLogins[0]).toMatchObject({ ip: '203.0.113.1', success: true });
    expect(detail.lastLogins[1]).toMatchObject({ ip: '203.0.113.1', success: false, reason: 'bad_password' });
    expect(detail.knownIps.map((k: { ip: string }) => k.ip)).toContain('203.0.113.1');
  });

  it('answers 404 for a member that does not exist', async () => {
    const response = await support.get('/members/987654');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('lock, unlock and reset password', () => {
  it('locks a member with a reason: signed out at once, refused at sign-in, and audited', async () => {
    const id = await memberId('demo_friend');
    const browser = player();
    await browser.login('demo_friend', 'Player@2026');
    expect((await browser.call('GET', '/wps/member/info')).statusCode).toBe(200);

    const noReason = await support.post(`/members/${id}/lock`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.reason' } });

    const locked = await support.post(`/members/${id}/lock`, { reason: 'Chargeback under review' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().value).toMatchObject({ status: 'locked', activeSessions: 0 });
    expect((await browser.call('GET', '/wps/member/info')).statusCode).toBe(401);
    const refused = await player().login('demo_friend', 'Player@2026');
    expect(refused.json().code).toBe('AUTH_ACCOUNT_LOCKED');

    const again = await support.post(`/members/${id}/lock`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('admin_member_already_locked');

    const [row] = await auditFor(id, 'member.lock');
    expect(row).toMatchObject({
      operatorName: 'support',
      ip: '198.51.100.200',
      before: { status: 'active' },
      after: { status: 'locked', reason: 'Chargeback under review', sessionsEnded: 1 },
    });
    expect(row?.merchantId).toBeTypeOf('number');
  });

  it('unlocks a member, who can sign in again; unlocking an unlocked member is refused', async () => {
    const id = await memberId('demo_friend');
    const unlocked = await support.post(`/members/${id}/unlock`, { reason: 'Review cleared' });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().value.status).toBe('active');
    expect((await player().login('demo_friend', 'Player@2026')).statusCode).toBe(200);
    expect((await support.post(`/members/${id}/unlock`, {})).statusCode).toBe(409);
    const [row] = await auditFor(id, 'member.unlock');
    expect(row).toMatchObject({
      before: { status: 'locked' },
      after: { status: 'active', reason: 'Review cleared' },
    });
  });

  it('clears a lockout after failed sign-ins', async () => {
    const id = await memberId('demo_agent');
    await database.db
      .update(members)
      .set({ failedLogins: 10, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(members.id, id));
    const detail = (await support.get(`/members/${id}`)).json().value;
    expect(detail.lockedUntil).not.toBeNull();
    const unlocked = await support.post(`/members/${id}/unlock`, {});
    expect(unlocked.json().value).toMatchObject({ status: 'active', lockedUntil: null, failedLogins: 0 });
  });

  it('resets the password to a temporary one shown once, which must be changed at sign-in', async () => {
    const id = await memberId('demo_subagent');
    const browser = player();
    await browser.login('demo_subagent', 'Agent@2026');

    const response = await support.post(`/members/${id}/reset-password`, {
      reason: 'Caller verified by phone',
    });
    expect(response.statusCode).toBe(200);
    const { temporaryPassword, sessionsEnded } = response.json().value;
    expect(temporaryPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    expect(sessionsEnded).toBe(1);
    expect((await browser.call('GET', '/wps/member/info')).statusCode).toBe(401);

    expect((await player().login('demo_subagent', 'Agent@2026')).statusCode).toBe(401);
    const fresh = await player().login('demo_subagent', temporaryPassword);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value.weakPassword).toBe(true);

    const [row] = await auditFor(id, 'member.resetPassword');
    expect(row).toMatchObject({ after: { mustChangePassword: true, reason: 'Caller verified by phone' } });
    expect(JSON.stringify(row)).not.toContain(temporaryPassword);
    // Shown once: the detail never carries it.
    expect((await support.get(`/members/${id}`)).body).not.toContain(temporaryPassword);
  });
});
