import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { loadConfig } from '../../platform/config.ts';
import { createAuthClient, JDG_HOST } from '../../testing/auth-client.ts';
import { readEvents } from '../../testing/read-events.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient } from '../admin/operator-test-client.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  ADMIN_DIST: '/nonexistent',
  CONTRACT_SETTLEMENT_INTERVAL_MS: '0',
  MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'lw-media-')),
});

let database: DatabaseHandle;
/** Two server processes on one database, as behind a load balancer. */
let first: App;
let second: App;
let secondUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const other = database.url
    ? await connectDatabase({ databaseUrl: database.url, poolSize: 3 })
    : { ...database, close: async () => {} };
  first = await buildApp({ config, database: { ...database, close: async () => {} }, logger: false });
  second = await buildApp({ config, database: other, logger: false });
  await first.ready();
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await database.close();
});

const LW = 'localhost:8080';
let visitorIp = 10;
/** A visitor's browser: its own address (visitors' starts are counted per address). */
const visitor = () => createAuthClient(first, { ip: `203.0.113.${visitorIp++}` });

const startAsVisitor = async (name = 'Lan', contact = '0912 345 678', message?: string) => {
  const client = visitor();
  const started = await client.call('POST', '/wps/support/conversations', {
    payload: { name, contact, ...(message ? { message } : {}) },
  });
  expect(started.json()).toMatchObject({ success: true });
  const token: string = started.json().value.chatToken;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    client.call(method, url, { headers: { 'x-chat-token': token }, ...(payload ? { payload } : {}) });
  return { client, token, as, conversationId: started.json().value.conversation.id as number };
};

const desk = async (username = 'support', password = 'Support@2026') => {
  const operator = createOperatorClient(first);
  await operator.signIn(username, password);
  return operator;
};

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#e11d48' } })
    .png()
    .toBuffer()
    .then((bytes) => `data:image/png;base64,${bytes.toString('base64')}`);

describe('live support across server processes', () => {
  it("carries an operator's answer written on server A to the visitor's stream on server B, and the visitor's line to the desk's stream on B", async () => {
    const { token, as, conversationId } = await startAsVisitor('Minh', 'minh@example.com');
    const operator = await desk();

    const visitorStream = await fetch(`${secondUrl}/wps/support/conversation/events`, {
      headers: { host: LW, 'x-chat-token': token },
    });
    expect(visitorStream.status).toBe(200);
    const deskStream = await fetch(`${secondUrl}/admin-api/support/events`, {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(deskStream.status).toBe(200);

    const sent = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await operator.post(`/support/conversations/${conversationId}/claim`)).statusCode).toBe(200);
      const answer = await operator.post(`/support/conversations/${conversationId}/messages`, {
        body: 'Chào anh Minh, em có thể giúp gì?',
      });
      const asked = await as('POST', '/wps/support/conversation/messages', { body: 'Nạp tiền chưa vào ví' });
      return { answer: answer.json().value.id as number, asked: asked.json().value.id as number };
    })();
    const [heard, deskHeard] = await Promise.all([
      readEvents(visitorStream, (seen) => seen.some((e) => e.event === 'message')),
      readEvents(deskStream, (seen) =>
        seen.some((e) => e.event === 'message' && (e.data as { by?: string }).by === 'customer'),
      ),
    ]);
    const ids = await sent;
    expect(heard[0]).toEqual({ event: 'hello', data: { conversationId } });
    expect(heard).toContainEqual({ event: 'conversation', data: { conversationId, status: 'open' } });
    expect(heard.find((e) => e.event === 'message')).toEqual({
      event: 'message',
      data: { conversationId, id: ids.answer, by: 'operator' },
    });
    expect(
      deskHeard.find((e) => e.event === 'message' && (e.data as { by: string }).by === 'customer'),
    ).toEqual({
      event: 'message',
      data: { conversationId, id: ids.asked, by: 'customer' },
    });

    // Server B reads the same conversation: nothing lives in one process's memory.
    const fromB = await fetch(`${secondUrl}/wps/support/conversation`, {
      headers: { host: LW, 'x-chat-token': token },
    });
    const state = (
      (await fromB.json()) as {
        value: { conversation: unknown; messages: { sender: string; event: string | null }[] };
      }
    ).value;
    expect(state.conversation).toMatchObject({
      id: conversationId,
      status: 'open',
      operatorName: expect.any(String),
    });
    expect(state.messages.map((m: { sender: string; event: string | null }) => m.event ?? m.sender)).toEqual([
      'claimed',
      'operator',
      'customer',
    ]);
  });

  it("sends the operator's typing and read receipts to the visitor only", async () => {
    const { token, as, conversationId } = await startAsVisitor();
    const operator = await desk();
    await operator.post(`/support/conversations/${conversationId}/claim`);
    const line = (await as('POST', '/wps/support/conversation/messages', { body: 'Xin chào' })).json().value
      .id;
    const stream = await fetch(`${secondUrl}/wps/support/conversation/events`, {
      headers: { host: LW, 'x-chat-token': token },
    });
    const done = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await operator.post(`/support/conversations/${conversationId}/typing`);
      await operator.post(`/support/conversations/${conversationId}/read`, { upTo: line });
    })();
    const events = await readEvents(stream, (seen) => seen.some((e) => e.event === 'read'));
    await done;
    expect(events.find((e) => e.event === 'typing')).toEqual({
      event: 'typing',
      data: { conversationId, by: 'operator', name: expect.any(String) },
    });
    expect(events.find((e) => e.event === 'read')).toEqual({
      event: 'read',
      data: { conversationId, by: 'operator', upTo: line },
    });
    const state = (await as('GET', '/wps/support/conversation')).json().value;
    expect(state.conversation.readByDeskUpTo).toBe(line);
  });
});

describe('the customer side', () => {
  it('lists the live chat with its hours and launches the site’s own chat window', async () => {
    const client = visitor();
    const models = (await client.call('GET', '/relay/CBS_modelList')).json().value.list;
    expect(models).toEqual([
      expect.objectContaining({
        modelId: 'live',
        online: true,
        hours: expect.objectContaining({ from: '00:00' }),
      }),
    ]);
    const launched = await client.call('POST', '/relay/CBS_launchChat', { payload: { modelId: 'live' } });
    expect(launched.json().value).toEqual({ chatUrl: '/chat' });
    const unknown = await client.call('POST', '/relay/CBS_launchChat', { payload: { modelId: 'fax' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'SUPPORT_MODEL_NOT_FOUND',
      value: { field: 'body.modelId' },
    });
  });

  it('asks a visitor for a name and a contact, and starts nothing without them', async () => {
    const client = visitor();
    const noContact = await client.call('POST', '/wps/support/conversations', { payload: { name: 'Lan' } });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toMatchObject({
      success: false,
      code: 'SUPPORT_VISITOR_DETAILS',
      message: 'in_support_visitor_details',
      value: { field: 'body.contact' },
    });
    const noName = await client.call('POST', '/wps/support/conversations', { payload: { contact: '0912' } });
    expect(noName.json()).toMatchObject({ code: 'SUPPORT_VISITOR_DETAILS', value: { field: 'body.name' } });
    // A stranger has no conversation, and cannot write in one.
    expect((await client.call('GET', '/wps/support/conversation')).json().value).toEqual({
      conversation: null,
      messages: [],
    });
    const write = await client.call('POST', '/wps/support/conversation/messages', {
      payload: { body: 'hi' },
    });
    expect(write.json()).toMatchObject({ success: false, code: 'SUPPORT_NOT_FOUND' });
  });

  it('refuses a line over 2,000 characters, an empty one and a picture that is not a png or jpg, and keeps none', async () => {
    const { as } = await startAsVisitor();
    const tooLong = await as('POST', '/wps/support/conversation/messages', { body: 'a'.repeat(2_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      code: 'SUPPORT_TOO_LONG',
      message: 'in_support_too_long',
      value: { field: 'body.body' },
    });
    // 2,000 emoji are 2,000 characters to the writer (4,000 UTF-16 units): allowed.
    expect(
      (await as('POST', '/wps/support/conversation/messages', { body: '🙂'.repeat(2_000) })).statusCode,
    ).toBe(200);
    const empty = await as('POST', '/wps/support/conversation/messages', { body: '   ' });
    expect(empty.json()).toMatchObject({ code: 'SUPPORT_EMPTY', value: { field: 'body.body' } });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const wrongType = await as('POST', '/wps/support/conversation/messages', {
      body: '',
      image: `data:image/gif;base64,${gif.toString('base64')}`,
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'SUPPORT_IMAGE_INVALID', value: { field: 'body.image' } });
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const tooBig = await as('POST', '/wps/support/conversation/messages', {
      body: '',
      image: big.toString('base64'),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: 'in_image_max_5mb', value: { field: 'body.image' } });
    const lines = (await as('GET', '/wps/support/conversation')).json().value.messages;
    expect(lines).toHaveLength(1);
  });

  it('keeps an attached png as a WebP at an address that serves it', async () => {
    const { as, client } = await startAsVisitor();
    const sent = await as('POST', '/wps/support/conversation/messages', {
      body: 'Biên lai',
      image: await png(),
    });
    expect(sent.statusCode).toBe(200);
    const image = sent.json().value.image;
    expect(image).toMatchObject({
      width: 40,
      height: 30,
      url: expect.stringMatching(/^\/media\/support\/[0-9a-f]{32}-40\.webp$/),
    });
    const served = await client.call('GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('limits how many conversations one address starts in an hour', async () => {
    const client = createAuthClient(first, { ip: '198.51.100.77' });
    for (let i = 0; i < 5; i++) {
      const ok = await client.call('POST', '/wps/support/conversations', {
        payload: { name: `V${i}`, contact: '0900' },
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await client.call('POST', '/wps/support/conversations', {
      payload: { name: 'V6', contact: '0900' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it("resumes a member's open conversation instead of starting a second", async () => {
    const player = createAuthClient(first);
    expect((await player.login('demo_player', 'Player@2026')).statusCode).toBe(200);
    const one = (
      await player.call('POST', '/wps/support/conversations', { payload: { message: 'Hỏi về VIP' } })
    ).json().value;
    expect(one.chatToken).toBeNull();
    const two = (await player.call('POST', '/wps/support/conversations', { payload: {} })).json().value;
    expect(two.conversation.id).toBe(one.conversation.id);
    expect(two.messages.map((m: { body: string }) => m.body)).toEqual(['Hỏi về VIP']);

    // The desk sees who it is, with the balance and the last transactions.
    const operator = await desk();
    const seen = (await operator.get(`/support/conversations/${one.conversation.id}`)).json().value;
    expect(seen.conversation).toMatchObject({ account: 'demo_player', contact: null, merchantCode: 'LW' });
    expect(seen.member).toMatchObject({
      account: 'demo_player',
      currency: expect.any(String),
      balance: expect.any(String),
    });
    expect(Array.isArray(seen.member.transactions)).toBe(true);
  });
});

describe('the desk', () => {
  it('lets one operator hold a conversation: claim, refuse a colleague, transfer, close with a reason', async () => {
    const { as, conversationId } = await startAsVisitor('Hoa', '@hoa', 'Cho hỏi khuyến mãi');
    const support = await desk();
    const owner = await desk('owner', 'Owner@2026');

    const waiting = (await support.get('/support/conversations?status=waiting')).json().value;
    expect(waiting.list.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      name: 'Hoa',
      contact: '@hoa',
      account: null,
      lastMessage: 'Cho hỏi khuyến mãi',
      unread: 1,
    });

    const unclaimed = await support.post(`/support/conversations/${conversationId}/messages`, { body: 'Hi' });
    expect(unclaimed.json()).toMatchObject({ success: false, code: 'SUPPORT_NOT_CLAIMED' });
    expect((await support.post(`/support/conversations/${conversationId}/claim`)).statusCode).toBe(200);
    const taken = await owner.post(`/support/conversations/${conversationId}/claim`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SUPPORT_CLAIMED_BY_OTHER',
      message: 'in_support_claimed_by_other',
    });
    const notHers = await owner.post(`/support/conversations/${conversationId}/messages`, { body: 'Hi' });
    expect(notHers.json()).toMatchObject({ code: 'SUPPORT_CLAIMED_BY_OTHER' });

    const colleagues = (await support.get('/support/operators')).json().value.list;
    const ownerId = colleagues.find((o: { username: string }) => o.username === 'owner').id;
    expect(colleagues.map((o: { username: string }) => o.username)).not.toContain('content');
    const moved = await support.post(`/support/conversations/${conversationId}/transfer`, {
      operatorId: ownerId,
    });
    expect(moved.json().value.conversation).toMatchObject({ operatorId: ownerId, status: 'open' });
    expect(
      (await owner.post(`/support/conversations/${conversationId}/messages`, { body: 'Em nhận ạ' }))
        .statusCode,
    ).toBe(200);

    const noReason = await owner.post(`/support/conversations/${conversationId}/close`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const closed = await owner.post(`/support/conversations/${conversationId}/close`, {
      reason: 'Đã giải đáp',
    });
    expect(closed.json().value.conversation).toMatchObject({ status: 'closed', closeReason: 'Đã giải đáp' });

    const after = await as('POST', '/wps/support/conversation/messages', { body: 'Cảm ơn' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      success: false,
      code: 'SUPPORT_CLOSED',
      message: 'in_support_closed',
    });
    const state = (await as('GET', '/wps/support/conversation')).json().value;
    expect(state.conversation).toMatchObject({ status: 'closed', closeReason: 'Đã giải đáp' });
    expect(state.messages.map((m: { event: string | null; sender: string }) => m.event ?? m.sender)).toEqual([
      'customer',
      'claimed',
      'transferred',
      'operator',
      'closed',
    ]);
  });

  it('is closed to an operator without support.chat', async () => {
    const content = await desk('content', 'Content@2026');
    expect((await content.get('/support/conversations')).statusCode).toBe(403);
    const anonymous = createOperatorClient(first);
    expect((await anonymous.get('/support/events')).statusCode).toBe(401);
  });

  it('keeps canned replies per brand and language', async () => {
    const support = await desk();
    const created = await support.post('/support/canned-replies', {
      merchantCode: 'LW',
      title: 'Chào',
      body: 'Chào anh/chị, em có thể giúp gì ạ?',
      language: 'vi',
    });
    expect(created.json().value).toMatchObject({ title: 'Chào', merchantCode: 'LW' });
    const id = created.json().value.id;
    await support.put(`/support/canned-replies/${id}`, {
      merchantCode: 'LW',
      title: 'Xin chào',
      body: 'Chào bạn',
      language: 'vi',
    });
    const list = (await support.get('/support/canned-replies?merchantCode=LW')).json().value.list;
    expect(list).toContainEqual({
      id,
      merchantCode: 'LW',
      title: 'Xin chào',
      body: 'Chào bạn',
      language: 'vi',
    });
    expect((await support.call('DELETE', `/support/canned-replies/${id}`)).statusCode).toBe(200);
    const audited = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'support_canned_reply'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audited.map((row) => row.action)).toEqual([
      'support.canned.create',
      'support.canned.update',
      'support.canned.delete',
    ]);
    expect(audited[1]).toMatchObject({ before: { title: 'Chào' }, after: { title: 'Xin chào' } });
    expect(
      (await support.get('/support/canned-replies?merchantCode=LW')).json().value.list,
    ).not.toContainEqual(expect.objectContaining({ id }));
  });

  it('out of office hours: the chat says so and asks for the first line, which waits for the desk', async () => {
    const owner = await desk('owner', 'Owner@2026');
    const now = new Date();
    // A window of one minute, twelve hours away from now (UTC): certainly closed.
    const hour = String((now.getUTCHours() + 12) % 24).padStart(2, '0');
    const set = await owner.put('/support/settings', {
      merchantCode: 'JDG',
      hours: { days: [1, 2, 3, 4, 5, 6, 7], from: `${hour}:00`, to: `${hour}:01`, utcOffset: '+00:00' },
    });
    expect(set.json().value).toMatchObject({ online: false });
    const [changed] = await database.db
      .select({ operatorName: auditLog.operatorName, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'support.hours'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(changed).toMatchObject({ after: { from: `${hour}:00`, to: `${hour}:01`, utcOffset: '+00:00' } });
    const client = createAuthClient(first, { host: JDG_HOST, ip: '203.0.113.250' });
    const models = (await client.call('GET', '/relay/CBS_modelList')).json();
    expect(models.value.list[0]).toMatchObject({ online: false });
    const noLine = await client.call('POST', '/wps/support/conversations', {
      payload: { name: 'An', contact: '0900' },
    });
    expect(noLine.json()).toMatchObject({
      success: false,
      code: 'SUPPORT_EMPTY',
      value: { field: 'body.message' },
    });
    const left = await client.call('POST', '/wps/support/conversations', {
      payload: { name: 'An', contact: '0900', message: 'Gọi lại giúp em' },
    });
    expect(left.json().value.conversation).toMatchObject({ outOfHours: true, status: 'waiting' });
    expect(
      left.json().value.messages.map((m: { event: string | null; sender: string }) => m.event ?? m.sender),
    ).toEqual(['customer', 'outOfHours']);
    const bad = await owner.put('/support/settings', {
      merchantCode: 'JDG',
      hours: { days: [1], from: '21:00', to: '12:00', utcOffset: '+07:00' },
    });
    expect(bad.json()).toMatchObject({ success: false, value: { field: 'body.hours.to' } });
  });
});
