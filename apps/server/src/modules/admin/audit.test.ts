import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { members } from '../members/member.table.ts';
import { chainHash, GENESIS_HASH } from './audit-chain.ts';
import { auditLog } from './audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from './operator-test-client.ts';

let app: App;
let database: DatabaseHandle;
let owner: OperatorClient;
let support: OperatorClient;
let playerId: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  owner = createOperatorClient(app, { ip: '198.51.100.1' });
  await owner.signIn('owner', 'Owner@2026');
  support = createOperatorClient(app, { ip: '198.51.100.2' });
  await support.signIn('support', 'Support@2026');
  const [row] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, 'demo_player'));
  playerId = row?.id ?? 0;
  await support.post(`/members/${playerId}/lock`, { reason: 'Suspicious deposits' });
  await support.post(`/members/${playerId}/unlock`, { reason: 'Verified' });
});
afterAll(async () => {
  await app.close();
});

type Entry = { id: number; action: string; operatorName: string; targetId: string; createdAt: string };

const page = async (query: string) => {
  const response = await owner.get(`/audit${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json().value as { content: Entry[]; total: number; totalPages: number; pageNum: number };
};

describe('the audit log', () => {
  it("lists a member's lock and unlock, newest first, with who, what, before, after and where", async () => {
    const { content } = await page(`?targetType=member&targetId=${playerId}`);
    expect(content.map((e) => e.action)).toEqual(['member.unlock', 'member.lock']);
    expect(content[1]).toMatchObject({
      operatorName: 'support',
      ip: '198.51.100.2',
      targetType: 'member',
      before: { status: 'active' },
      after: { status: 'locked', reason: 'Suspicious deposits' },
    });
    expect(content[1]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters by operator, action and date range, and pages', async () => {
    const bySupport = await page('?operator=SUPPORT');
    expect(bySupport.content.length).toBeGreaterThanOrEqual(3);
    expect(bySupport.content.every((e) => e.operatorName === 'support')).toBe(true);

    const logins = await page('?action=session.login');
    expect(logins.content.every((e) => e.action === 'session.login')).toBe(true);
    expect(logins.total).toBeGreaterThanOrEqual(2);

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const all = await page('');
    expect(
      (await page(`?from=${encodeURIComponent(hourAgo)}&to=${encodeURIComponent(inAnHour)}`)).total,
    ).toBe(all.total);
    expect((await page(`?from=${encodeURIComponent(inAnHour)}`)).total).toBe(0);
    expect((await page(`?to=${encodeURIComponent(hourAgo)}`)).total).toBe(0);

    const second = await page('?pageSize=1&page=2');
    expect(second.content).toHaveLength(1);
    expect(second.totalPages).toBe(all.total);
    expect(second.content[0]?.id).toBe(all.content[1]?.id);

    expect((await owner.get('/audit?action=member.delete')).statusCode).toBe(400);
    expect((await owner.get('/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('cannot be rewritten or deleted through SQL', async () => {
    await expect(database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});

describe('the hash chain', () => {
  it('links every row to the one before and verifies intact', async () => {
    const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows[0]?.prevHash).toBe(GENESIS_HASH);
    for (const [index, row] of rows.entries()) {
      if (index > 0) expect(row.prevHash).toBe(rows[index - 1]?.hash);
      expect(row.hash).toBe(chainHash(row));
    }
    const verify = await owner.get('/audit/verify');
    expect(verify.json().value).toMatchObject({ intact: true, checked: rows.length, firstBrokenId: null });
  });

  it('never forks when many actions are recorded at once', async () => {
    const clients = Array.from({ length: 8 }, (_, i) =>
      createOperatorClient(app, { ip: `198.51.100.${50 + i}` }),
    );
    await Promise.all(clients.map((client) => client.signIn('risk', 'Risk@2026')));
    const rows = await database.db.select().from(auditLog);
    expect(new Set(rows.map((r) => r.prevHash)).size).toBe(rows.length);
    expect((await owner.get('/audit/verify')).json().value.intact).toBe(true);
  });

  it('points at the first row whose content was changed behind its back', async () => {
    const [lock] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.lock'))
      .orderBy(auditLog.id)
      .limit(1);
    if (!lock) throw new Error('no lock row');
    // What an attacker with database access would do: step around the trigger and edit a row.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_no_rewrite`);
      await tx.execute(
        sql`update audit_log set after = jsonb_set(after, '{reason}', '"Routine check"') where id = ${lock.id}`,
      );
      await tx.execute(sql`alter table audit_log enable trigger audit_log_no_rewrite`);
    });

    const verify = (await owner.get('/audit/verify')).json().value;
    expect(verify).toMatchObject({ intact: false, firstBrokenId: lock.id });
    const [before] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`id < ${lock.id}`);
    expect(verify.checked).toBe((before?.n ?? 0) + 1);
  });

  it('also notices a row whose hash was recomputed, at the row after it', async () => {
    const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
    const target = rows.find((r) => r.action === 'member.unlock');
    if (!target) throw new Error('no unlock row');
    const forged = { ...target, after: { status: 'active', reason: 'Forged' } };
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_no_rewrite`);
      // Put the row of the previous test back, so only the recomputed one is left to find.
      await tx.execute(
        sql`update audit_log set after = jsonb_set(after, '{reason}', '"Suspicious deposits"') where action = 'member.lock'`,
      );
      await tx.execute(
        sql`update audit_log set after = ${JSON.stringify(forged.after)}::jsonb, hash = ${chainHash(forged)} where id = ${target.id}`,
      );
      await tx.execute(sql`alter table audit_log enable trigger audit_log_no_rewrite`);
    });
    const next = rows.find((r) => r.id > target.id);
    const verify = (await owner.get('/audit/verify')).json().value;
    expect(verify).toMatchObject({ intact: false, firstBrokenId: next?.id });
  });
});
