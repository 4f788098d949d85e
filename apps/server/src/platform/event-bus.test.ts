import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createEventBus, type LiveEvent } from './event-bus.ts';

let database: DatabaseHandle;
/** A second server process's connection: on PostgreSQL a pool and listener of its own. */
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  other = database.url ? await connectDatabase({ databaseUrl: database.url, poolSize: 2 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

/** Resolves with the events `subscribe`d handlers get, once `count` have arrived. */
const collect = (count: number) => {
  const seen: LiveEvent[] = [];
  let done: (events: LiveEvent[]) => void = () => {};
  const all = new Promise<LiveEvent[]>((resolve) => {
    done = resolve;
  });
  const handler = (event: LiveEvent) => {
    seen.push(event);
    if (seen.length === count) done(seen);
  };
  return { handler, all, seen };
};
const within = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), ms)),
  ]);

describe('the live event bus', () => {
  it("delivers a member's events, and their brand's, to a stream held by another server process", async () => {
    const publisher = createEventBus({ db: database.db, listen: database.listen });
    const receiver = createEventBus({ db: other.db, listen: other.listen });
    const member7 = collect(2);
    const member8 = collect(1);
    const stop7 = await receiver.subscribe(1, 7, member7.handler);
    const stop8 = await receiver.subscribe(1, 8, member8.handler);
    const otherBrand = collect(1);
    const stopOther = await receiver.subscribe(2, 7, otherBrand.handler);

    await publisher.publish({ merchantId: 1, memberId: 7, type: 'unread', data: { count: 3 } });
    await publisher.publish({ merchantId: 1, memberId: null, type: 'announcement' });

    expect(await within(member7.all)).toEqual([
      { merchantId: 1, memberId: 7, type: 'unread', data: { count: 3 } },
      { merchantId: 1, memberId: null, type: 'announcement' },
    ]);
    expect(await within(member8.all)).toEqual([{ merchantId: 1, memberId: null, type: 'announcement' }]);
    expect(otherBrand.seen).toEqual([]);
    expect(receiver.streamCount()).toBe(3);
    stop7();
    stop8();
    stopOther();
    expect(receiver.streamCount()).toBe(0);
    await receiver.close();
    await publisher.close();
  });

  it('publishes inside a transaction only when it commits', async () => {
    const bus = createEventBus({ db: database.db, listen: database.listen });
    const got = collect(1);
    const stop = await bus.subscribe(1, 9, got.handler);
    await database.db
      .transaction(async (tx) => {
        await bus.publish({ merchantId: 1, memberId: 9, type: 'rolled-back' }, tx as unknown as Database);
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await bus.publish({ merchantId: 1, memberId: 9, type: 'committed' }, tx as unknown as Database);
    });
    expect((await within(got.all)).map((e) => e.type)).toEqual(['committed']);
    stop();
    await bus.close();
  });

  it('refuses an event too big for a notification, and ignores a foreign payload on its channel', async () => {
    const bus = createEventBus({ db: database.db, listen: database.listen });
    await expect(
      bus.publish({ merchantId: 1, memberId: 1, type: 'huge', data: { text: 'x'.repeat(8_000) } }),
    ).rejects.toThrow(/keep it small/);
    const got = collect(1);
    const stop = await bus.subscribe(1, 1, got.handler);
    await database.db.execute(sql`select pg_notify('luckwell_live', 'not json')`);
    await bus.publish({ merchantId: 1, memberId: 1, type: 'after' });
    expect((await within(got.all)).map((e) => e.type)).toEqual(['after']);
    stop();
    await bus.close();
  });
});
