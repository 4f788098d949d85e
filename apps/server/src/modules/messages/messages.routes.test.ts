/**
 * Platform information and feedback against the API (issue 15, ADR 048): who a message reaches
 * (brand, every agent with the agent centre's announcements, an agent's whole team, one member;
 * never another brand), reading and removing with the
 * unread count following, feedback's field rules and its one-a-minute limit with nothing written on
 * a refusal, the desk's answer arriving in the member's inbox once, and the audit rows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient, JDG_HOST } from '../../testing/auth-client.ts';
import { countChanges, rowCounts } from '../../testing/row-counts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

let app: App;
let database: DatabaseHandle;
let owner: OperatorClient;
let lw: number;
let jdg: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '0' }));
  owner = createOperatorClient(app);
  await owner.signIn('owner', 'Owner@2026');
  const brands = await database.db.select().from(merchants);
  lw = brands.find((b) => b.code === 'LW')!.id;
  jdg = brands.find((b) => b.code === 'JDG')!.id;
});
afterAll(async () => {
  await app.close();
});

let ipCounter = 0;
const member = async (
  account: string,
  { host, password = 'Player@2026' }: { host?: string; password?: string } = {},
) => {
  ipCounter += 1;
  const c = createAuthClient(app, { ip: `192.0.2.${ipCounter}`, ...(host ? { host } : {}) });
  expect((await c.login(account, password)).json().success, account).toBe(true);
  return c;
};
type Member = Awaited<ReturnType<typeof member>>;

const unread = async (c: Member) => (await c.call('GET', '/relay/CSP_unreadCount')).json().value as number;
const inbox = async (c: Member, query = '') =>
  (await c.call('GET', `/wps/member/messages${query}`)).json().value;
const compose = (payload: Record<string, unknown>) => owner.call('POST', '/messages', payload);

describe('who a message reaches', () => {
  it('a brand message reaches every member of the brand and no one of another brand', async () => {
    const player = await member('demo_player');
    const jade = await member('jade_player', { host: JDG_HOST });
    const [before, jadeBefore] = [await unread(player), await unread(jade)];
    const sent = await compose({
      merchantId: lw,
      audience: 'brand',
      title: 'Bảo trì ví',
      body: 'Ví bảo trì lúc 2 giờ.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({
      audience: 'brand',
      account: null,
      merchantCode: 'LW',
      reads: 0,
    });
    expect(await unread(player)).toBe(before + 1);
    expect(await unread(jade)).toBe(jadeBefore);
    const page = await inbox(player);
    expect(page.list[0]).toMatchObject({
      title: 'Bảo trì ví',
      body: 'Ví bảo trì lúc 2 giờ.',
      read: false,
      category: 'notice',
    });
    expect(page.unread).toBe(before + 1);
  });

  it("a team message reaches the agent's whole downline, not the agent nor members outside it", async () => {
    const direct = await member('demo_player'); // under demo_agent
    const deep = await member('demo_friend'); // under demo_subagent, under demo_agent
    const outsider = await member('demo_teammate'); // under demo_teamlead, beside demo_subagent
    const agent = await member('demo_subagent', { password: 'Agent@2026' });
    const counts = await Promise.all([direct, deep, outsider, agent].map(unread));
    const sent = await compose({
      merchantId: lw,
      audience: 'team',
      account: 'DEMO_SUBAGENT',
      category: 'promotion',
      title: 'Team bonus',
      body: 'Your team gets 5 % this week.',
    });
    expect(sent.json().value).toMatchObject({ audience: 'team', account: 'demo_subagent' });
    const after = await Promise.all([direct, deep, outsider, agent].map(unread));
    // Only demo_friend is below demo_subagent (an agent is not in their own team).
    expect(after).toEqual([counts[0], counts[1]! + 1, counts[2], counts[3]]);
  });

  it('a member message reaches that member only', async () => {
    const saver = await member('demo_saver');
    const player = await member('demo_player');
    const [saverBefore, playerBefore] = [await unread(saver), await unread(player)];
    const sent = await compose({
      merchantId: lw,
      audience: 'member',
      account: 'demo_saver',
      category: 'account',
      title: 'Xác minh',
      body: 'Tài khoản đã xác minh.',
    });
    expect(sent.statusCode).toBe(200);
    expect(await unread(saver)).toBe(saverBefore + 1);
    expect(await unread(player)).toBe(playerBefore);
  });

  it('refuses a message to an unknown account, or a member/team message without one, and writes nothing', async () => {
    const before = await rowCounts(database.db);
    const unknown = await compose({
      merchantId: lw,
      audience: 'member',
      account: 'nobody_here',
      title: 'x',
      body: 'y',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, value: { field: 'body.account' } });
    const missing = await compose({ merchantId: lw, audience: 'team', title: 'x', body: 'y' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.account' } });
    // jade_player is a member of the other brand: not found in LW.
    expect(
      (await compose({ merchantId: lw, audience: 'member', account: 'jade_player', title: 'x', body: 'y' }))
        .statusCode,
    ).toBe(404);
    const empty = await compose({ merchantId: lw, audience: 'brand', title: '   ', body: 'y' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.field).toBe('body.title');
    expect(countChanges(before, await rowCounts(database.db), new Set(['operator_sessions']))).toEqual([]);
  });
});

describe('announcements to the agents (agentAnnouncement)', () => {
  it('reach every agent of the brand, in the agent centre and the inbox, and no member nor another brand', async () => {
    const [jadeBoss] = await database.db
      .insert(members)
      .values({
        merchantId: jdg,
        account: 'jade_boss',
        nickname: 'Jade Boss',
        type: 1,
        passwordHash: await hashPassword('Agent@2026'),
        referralCode: 'JADEBOSS',
      })
      .returning();
    const agent = await member('demo_agent', { password: 'Agent@2026' });
    const sub = await member('demo_subagent', { password: 'Agent@2026' });
    const player = await member('demo_player');
    const jade = await member(jadeBoss!.account, { host: JDG_HOST, password: 'Agent@2026' });
    const announcements = async (c: Member, query = '') => {
      const answer = await c.call('GET', `/wps/agent/announcements${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.json().value;
    };
    const before = (await announcements(agent)).total as number;
    const counts = await Promise.all([agent, sub, player, jade].map(unread));

    const first = await compose({
      merchantId: lw,
      audience: 'agents',
      title: 'Lịch trả lương',
      body: 'Lương ngày trả lúc 12:00.\nCổ tức tuần trả vào thứ Hai.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ audience: 'agents', account: null, merchantCode: 'LW' });
    // An account sent along with it changes nothing: it goes to every agent.
    const second = await compose({
      merchantId: lw,
      audience: 'agents',
      account: 'demo_player',
      category: 'promotion',
      title: 'Thưởng đại lý tháng 12',
      body: 'Đại lý có 10 thành viên hoạt động nhận thêm 1%.',
    });
    expect(second.json().value).toMatchObject({ audience: 'agents', account: null });

    expect(await Promise.all([agent, sub, player, jade].map(unread))).toEqual([
      counts[0]! + 2,
      counts[1]! + 2,
      counts[2],
      counts[3],
    ]);
    const page = await announcements(sub);
    expect(page).toMatchObject({ page: 1, size: 10, total: before + 2 });
    expect(page.list.slice(0, 2)).toEqual([
      {
        id: second.json().value.id,
        category: 'promotion',
        title: 'Thưởng đại lý tháng 12',
        body: 'Đại lý có 10 thành viên hoạt động nhận thêm 1%.',
        sentAt: second.json().value.sentAt,
      },
      expect.objectContaining({
        id: first.json().value.id,
        category: 'notice',
        body: 'Lương ngày trả lúc 12:00.\nCổ tức tuần trả vào thứ Hai.',
      }),
    ]);
    expect((await inbox(agent)).list[0]).toMatchObject({ title: 'Thưởng đại lý tháng 12', read: false });
    expect(
      (await inbox(player, '?size=50')).list.some((m: { title: string }) => m.title === 'Lịch trả lương'),
    ).toBe(false);
    // The other brand's agents have their own (the demo's welcome), never these.
    expect(
      (await announcements(jade)).list.some((m: { title: string }) => m.title === 'Lịch trả lương'),
    ).toBe(false);
    expect((await announcements(sub, '?page=99')).list).toEqual([]);

    const refused = await player.call('GET', '/wps/agent/announcements');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AUTH_NOT_AGENT' });
    expect((await createAuthClient(app).call('GET', '/wps/agent/announcements')).statusCode).toBe(401);
    expect((await agent.call('GET', '/wps/agent/announcements?page=0')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'querystring.page' },
    });
  });
});

describe('reading the inbox', () => {
  it('reads one, reads all, removes one; the count follows and removal is only for this member', async () => {
    const reader = await member('demo_teammate');
    const other = await member('demo_saver');
    await compose({ merchantId: lw, audience: 'brand', title: 'One', body: '1' });
    await compose({ merchantId: lw, audience: 'brand', title: 'Two', body: '2' });
    const page = await inbox(reader, '?size=2');
    expect(page.list.map((m: { title: string }) => m.title)).toEqual(['Two', 'One']);
    const total = page.unread as number;

    const first = await reader.call('POST', `/wps/member/messages/${page.list[0].id}/read`);
    expect(first.json().value).toEqual({ unread: total - 1 });
    // Reading again changes nothing.
    expect((await reader.call('POST', `/wps/member/messages/${page.list[0].id}/read`)).json().value).toEqual({
      unread: total - 1,
    });
    expect(
      (await inbox(reader, '?unread=true')).list.some((m: { id: number }) => m.id === page.list[0].id),
    ).toBe(false);

    const removed = await reader.call('DELETE', `/wps/member/messages/${page.list[1].id}`);
    expect(removed.json().value).toEqual({ unread: total - 2 });
    expect((await inbox(reader, '?size=50')).list.some((m: { id: number }) => m.id === page.list[1].id)).toBe(
      false,
    );
    // Gone for the reader, not for anyone else.
    expect((await inbox(other, '?size=50')).list.some((m: { id: number }) => m.id === page.list[1].id)).toBe(
      true,
    );
    // A removed one cannot be read or removed again.
    expect((await reader.call('POST', `/wps/member/messages/${page.list[1].id}/read`)).statusCode).toBe(404);

    expect((await reader.call('POST', '/wps/member/messages/read-all')).json().value).toEqual({ unread: 0 });
    expect(await unread(reader)).toBe(0);
  });

  it("never reads or removes another member's message", async () => {
    await compose({
      merchantId: lw,
      audience: 'member',
      account: 'demo_saver',
      title: 'Private',
      body: 'only saver',
    });
    const saver = await member('demo_saver');
    const [mine] = (await inbox(saver)).list;
    const player = await member('demo_player');
    const before = await rowCounts(database.db);
    expect((await player.call('POST', `/wps/member/messages/${mine.id}/read`)).statusCode).toBe(404);
    expect((await player.call('DELETE', `/wps/member/messages/${mine.id}`)).statusCode).toBe(404);
    expect(countChanges(before, await rowCounts(database.db), new Set(['rate_limit_buckets']))).toEqual([]);
  });

  it('is refused without a session and for a trial account', async () => {
    const visitor = createAuthClient(app);
    expect((await visitor.call('GET', '/relay/CSP_unreadCount')).statusCode).toBe(401);
    const c = createAuthClient(app, { ip: '192.0.2.250' });
    const trial = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'account', humanCheck: await c.humanCheck() },
    });
    c.token = trial.json().value.token;
    for (const [method, url] of [
      ['GET', '/relay/CSP_unreadCount'],
      ['GET', '/wps/member/messages'],
      ['PUT', '/wps/feedback'],
    ] as const) {
      const answer = await c.call(
        method,
        url,
        method === 'PUT' ? { payload: { questionType: 'other', content: 'hi' } } : {},
      );
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe('AUTH_TRIAL_FORBIDDEN');
    }
  });
});

describe('feedback', () => {
  it('checks the fields and writes nothing on a refusal', async () => {
    const c = await member('demo_gamer');
    const before = await rowCounts(database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ questionType: 'deposit', content: 'x'.repeat(141) }, 'body.content'],
      [{ questionType: 'deposit', content: '   ' }, 'body.content'],
      [{ questionType: 'lottery-win', content: 'hello' }, 'body.questionType'],
      [{ questionType: 'deposit', content: 'hello', contact: 'c'.repeat(101) }, 'body.contact'],
    ];
    for (const [payload, field] of cases) {
      const answer = await c.call('PUT', '/wps/feedback', { payload });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { field } });
    }
    expect(countChanges(before, await rowCounts(database.db))).toEqual([]);
  });

  it('takes one a minute: the second is refused with the wait, and nothing is written', async () => {
    const c = await member('demo_dicer');
    const sent = await c.call('PUT', '/wps/feedback', {
      payload: { questionType: 'withdrawal', content: ' Rút tiền chậm quá ', contact: 'zalo 0912' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({ content: 'Rút tiền chậm quá', status: 'open', reply: null });
    const before = await rowCounts(database.db);
    const again = await c.call('PUT', '/wps/feedback', {
      payload: { questionType: 'other', content: 'again' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'in_feedback_too_soon',
      value: { field: 'body.content' },
    });
    expect(again.json().value.retryAfterSeconds).toBeGreaterThan(50);
    expect(again.json().value.params.seconds).toBe(again.json().value.retryAfterSeconds);
    expect(countChanges(before, await rowCounts(database.db), new Set(['rate_limit_buckets']))).toEqual([]);
    // Another member is not held by this one's window.
    const other = await member('demo_miner');
    expect(
      (await other.call('PUT', '/wps/feedback', { payload: { questionType: 'game', content: 'ok' } }))
        .statusCode,
    ).toBe(200);
  });

  it('is answered once at the desk: the member reads the answer in the inbox, and both steps are audited', async () => {
    const c = await member('demo_pilot');
    const sent = (
      await c.call('PUT', '/wps/feedback', { payload: { questionType: 'game', content: 'Crash lag' } })
    ).json().value;
    const before = await unread(c);
    const desk = (await owner.call('GET', '/messages/feedback?status=open')).json().value;
    expect(desk.content.find((f: { id: number }) => f.id === sent.id)).toMatchObject({
      account: 'demo_pilot',
      content: 'Crash lag',
    });

    const answered = await owner.call('POST', `/messages/feedback/${sent.id}/reply`, {
      reply: 'Fixed, thank you.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().value).toMatchObject({
      status: 'replied',
      reply: 'Fixed, thank you.',
      repliedBy: 'owner',
    });
    expect(await unread(c)).toBe(before + 1);
    const [answer] = (await inbox(c)).list;
    expect(answer).toMatchObject({ category: 'feedback', title: '“Crash lag”', body: 'Fixed, thank you.' });
    expect((await c.call('GET', '/wps/feedback')).json().value.list[0]).toMatchObject({
      id: sent.id,
      status: 'replied',
      reply: 'Fixed, thank you.',
    });

    // A second answer or a close of answered feedback is refused and sends nothing.
    const before2 = await rowCounts(database.db);
    const twice = await owner.call('POST', `/messages/feedback/${sent.id}/reply`, { reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'FEEDBACK_NOT_OPEN', message: 'in_feedback_not_open' });
    expect((await owner.call('POST', `/messages/feedback/${sent.id}/close`)).statusCode).toBe(409);
    expect(countChanges(before2, await rowCounts(database.db), new Set(['operator_sessions']))).toEqual([]);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetType, 'feedback'));
    expect(audit.filter((row) => row.targetId === String(sent.id)).map((row) => row.action)).toEqual([
      'feedback.reply',
    ]);
  });

  it('the desk and compose need their permissions', async () => {
    const finance = createOperatorClient(app);
    await finance.signIn('finance', 'Finance@2026');
    expect((await finance.call('GET', '/messages/feedback')).statusCode).toBe(403);
    expect(
      (await finance.call('POST', '/messages', { merchantId: jdg, audience: 'brand', title: 't', body: 'b' }))
        .statusCode,
    ).toBe(403);
    const support = createOperatorClient(app);
    await support.signIn('support', 'Support@2026');
    expect((await support.call('GET', '/messages/feedback')).statusCode).toBe(200);
  });
});
