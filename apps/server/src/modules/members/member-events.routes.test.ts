import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { loadConfig } from '../../platform/config.ts';
import { createEventBus } from '../../platform/event-bus.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { readEvents } from '../../testing/read-events.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createOperatorClient } from '../admin/operator-test-client.ts';
import { merchants } from '../merchants/merchant.table.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  ADMIN_DIST: '/nonexistent',
});

let database: DatabaseHandle;
let other: DatabaseHandle;
/** Two server processes on one database: members sign in on the first and listen on the second. */
let first: App;
let second: App;
let secondUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Each app closes its database when it closes; in memory both share one, closed once at the end.
  other = database.url
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

describe("the session's live events", () => {
  it('reach a member listening on another server process, and only theirs and their brand’s', async () => {
    const player = createAuthClient(first);
    expect((await player.login('demo_player', 'Player@2026')).statusCode).toBe(200);
    const me: { id: number } = (await player.call('GET', '/wps/member/info')).json().value;
    const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    const merchantId = brand!.id;

    const stream = await fetch(`${secondUrl}/wps/member/events`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');

    // Published by a third party on the same database, as another process would.
    const publisher = createEventBus({ db: database.db, listen: database.listen });
    const sent = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await publisher.publish({ merchantId, memberId: me.id + 1_000, type: 'unread', data: { count: 9 } });
      await publisher.publish({ merchantId, memberId: me.id, type: 'unread', data: { count: 2 } });
      await publisher.publish({ merchantId, memberId: null, type: 'announcement', data: { id: 5 } });
    })();
    const events = await readEvents(stream, (seen) => seen.length >= 3);
    await sent;
    await publisher.close();
    expect(events).toEqual([
      { event: 'hello', data: { memberId: me.id } },
      { event: 'unread', data: { count: 2 } },
      { event: 'announcement', data: { id: 5 } },
    ]);
  });

  it("carries an operator's message, sent through one server, to the member's stream on the other", async () => {
    const saver = createAuthClient(first);
    expect((await saver.login('demo_saver', 'Player@2026')).statusCode).toBe(200);
    const stream = await fetch(`${secondUrl}/wps/member/events`, {
      headers: { authorization: `Bearer ${saver.token}` },
    });
    const owner = createOperatorClient(first);
    await owner.signIn('owner', 'Owner@2026');
    const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    const sent = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const answer = await owner.call('POST', '/messages', {
        merchantId: brand!.id,
        audience: 'member',
        account: 'demo_saver',
        title: 'Hello',
        body: 'From the desk',
      });
      return answer.json().value.id as number;
    })();
    const events = await readEvents(stream, (seen) => seen.some((e) => e.event === 'message'));
    expect(events.find((e) => e.event === 'message')).toEqual({ event: 'message', data: { id: await sent } });
    // The member reads it through the first server; the stream on the second hears the new count.
    const again = await fetch(`${secondUrl}/wps/member/events`, {
      headers: { authorization: `Bearer ${saver.token}` },
    });
    const read = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (await saver.call('POST', `/wps/member/messages/${await sent}/read`)).json().value
        .unread as number;
    })();
    const counted = await readEvents(again, (seen) => seen.some((e) => e.event === 'unread'));
    expect(counted.find((e) => e.event === 'unread')).toEqual({
      event: 'unread',
      data: { count: await read },
    });
  });

  it('is refused without a session, as an envelope', async () => {
    const response = await fetch(`${secondUrl}/wps/member/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
