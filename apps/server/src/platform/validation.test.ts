/**
 * A NUL character in any text is refused at the edge (ADR 044): the places issue 14 found answering
 * 500 now answer VALIDATION_FAILED naming the field (the vendor protocol's INVALID_REQUEST on its own
 * routes), and write nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createOperatorClient, type OperatorClient } from '../modules/admin/operator-test-client.ts';
import { injectProtocol } from '../modules/seamless/test-vendor.routes.ts';
import { createAuthClient } from '../testing/auth-client.ts';
import { countChanges, rowCounts } from '../testing/row-counts.ts';
import { createTestApp } from '../testing/test-app.ts';
import { NUL_MESSAGE, nulPath } from './validation.ts';

let app: App;
let database: DatabaseHandle;
let member: ReturnType<typeof createAuthClient>;
let operator: OperatorClient;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  member = createAuthClient(app, { ip: '198.51.100.44' });
  expect((await member.login('demo_player', 'Player@2026')).statusCode).toBe(200);
  operator = createOperatorClient(app);
  await operator.signIn('owner', 'Owner@2026');
});
afterAll(async () => {
  await app.close();
});

/** Runs `request` and fails unless every table's row count and every wallet's sum is as before. */
const writesNothing = async <T>(request: () => Promise<T>): Promise<T> => {
  const before = await rowCounts(database.db);
  const result = await request();
  expect(countChanges(before, await rowCounts(database.db))).toEqual([]);
  return result;
};

const expectRefused = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_FAILED',
    message: 'in_input_error',
    value: { field, issues: [{ field, message: NUL_MESSAGE }] },
  });
};

describe('nulPath', () => {
  it('names the first NUL in a string, an array item or a key, and nothing in clean values', () => {
    expect(nulPath('a\u0000')).toEqual([]);
    expect(nulPath({ a: { b: ['x', 'y\u0000'] } })).toEqual(['a', 'b', 1]);
    expect(nulPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulPath({ a: 'x', b: [1, null, true, { c: '%_\\' }] })).toBeUndefined();
    expect(nulPath(new Date())).toBeUndefined();
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toHaveLength(100_000);
  });
});

describe('a NUL character is refused before anything runs', () => {
  it('in the sealed sign-in body', async () => {
    for (const [field, body] of [
      ['body.username', { username: 'demo_player\u0000', password: 'Player@2026' }],
      ['body.password', { username: 'demo_player', password: 'Player@2026\u0000' }],
    ] as const) {
      const c = createAuthClient(app, { ip: '198.51.100.45' });
      // The sealed body and its human check are made first: they are the browser's work.
      const payload = await c.sealed({ ...body, humanCheck: await c.humanCheck() });
      const response = await writesNothing(() => c.call('POST', '/wps/session/login', { payload }));
      expectRefused(response, field);
    }
  });

  it("in the sealed body's envelope, read before the validator", async () => {
    const c = createAuthClient(app, { ip: '198.51.100.47' });
    const { sealed } = await c.sealed({ username: 'demo_player', password: 'Player@2026' });
    const payload = { sealed: { ...sealed, kid: `${sealed.kid}\u0000` } };
    const response = await writesNothing(() => c.call('POST', '/wps/session/login', { payload }));
    expectRefused(response, 'body.sealed.kid');
  });

  it('in the affiliate check', async () => {
    const c = createAuthClient(app, { ip: '198.51.100.46' });
    for (const code of ['%00', 'AB%00CD']) {
      expectRefused(
        await writesNothing(() => c.call('GET', `/wps/agent/affiliate?code=${code}`)),
        'querystring.code',
      );
    }
  });

  it("in the member's betting record", async () => {
    expectRefused(
      await writesNothing(() => member.call('GET', '/wps/member/bets?vendor=NOVA%00')),
      'querystring.vendor',
    );
  });

  it.each([
    ['/admin-api/members?q=demo%00', 'querystring.q'],
    ['/admin-api/bets?merchant=LW&member=demo%00', 'querystring.member'],
    ['/admin-api/audit?operator=owner%00', 'querystring.operator'],
  ])('in the back-office search %s', async (url, field) => {
    expectRefused(await writesNothing(() => operator.get(url.replace('/admin-api', ''))), field);
  });
});

describe('the seamless wallet calls answer a NUL in their own protocol', () => {
  const vendorCall = (vendor: string, action: string, body: object) =>
    injectProtocol(app, vendor, action, body);

  it('as INVALID_REQUEST naming the field, moving no money', async () => {
    const launch = await member.call('POST', '/wps/game/launchGame', {
      payload: { vendor: 'NOVA', gameCode: 'NOVA-0000' },
    });
    expect(launch.statusCode).toBe(200);
    const launchToken = new URL(launch.json().value.url).searchParams.get('token')!;
    const auth = (await vendorCall('NOVA', 'authenticate', { requestId: randomUUID(), launchToken })).json();
    expect(auth.status).toBe('OK');
    const bet = {
      requestId: randomUUID(),
      token: auth.token,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: '1.00',
      currency: 'VND',
    };
    for (const [field, value] of [
      ['roundId', 'r\u0000'],
      ['transactionId', '\u0000'],
      ['currency', 'VN\u0000'],
    ]) {
      for (const action of ['debit', 'credit']) {
        const response = await writesNothing(() => vendorCall('NOVA', action, { ...bet, [field!]: value }));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          status: 'INVALID_REQUEST',
          message: `${field}: ${NUL_MESSAGE}`,
        });
      }
    }
    // The same call without the NUL goes through: the session was fine all along.
    expect((await vendorCall('NOVA', 'debit', bet)).json().status).toBe('OK');
  });

  it('in the vendor of the URL too', async () => {
    for (const vendor of ['%00', 'NOVA%00']) {
      const response = await writesNothing(() =>
        vendorCall(vendor, 'balance', { requestId: randomUUID(), token: 'x'.repeat(32) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'INVALID_REQUEST' });
      expect(response.json().message).toContain(NUL_MESSAGE);
    }
  });
});
