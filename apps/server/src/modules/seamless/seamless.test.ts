import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { games } from '../games/game.table.ts';
import { vendors } from '../games/vendor.table.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { betDaily } from './bet-daily.table.ts';
import { betRecords } from './bet-record.table.ts';
import { TEST_VENDOR_PATH, TEST_VENDOR_SECRET } from './demo-seamless.ts';
import { gameSessions } from './game-session.table.ts';
import { createSeamlessService } from './seamless.service.ts';
import { signBody } from './signature.ts';

let app: App;
let database: DatabaseHandle;
let wallet: WalletService;
let lw: number;
const PASSWORD = 'Player@2026';
const VENDOR = 'NOVA';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  wallet = createWalletService(database.db);
  lw = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW')))[0]!.id;
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

let ipCounter = 0;

/** A member of Luckwell with `cash` minor units (VND), signed in. */
const member = async (account: string, { cash = 100_000n } = {}) => {
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId: lw,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      referralCode: account.toUpperCase(),
    })
    .returning({ id: members.id });
  if (cash > 0n) {
    await wallet.credit({
      merchantId: lw,
      memberId: row!.id,
      currency: 'VND',
      amountMinor: cash,
      counterparty: 'cashier',
      idempotencyKey: `test:${account}:opening`,
      kind: 'deposit',
    });
  }
  ipCounter += 1;
  const c = createAuthClient(app, { ip: `198.51.100.${ipCounter}` });
  expect((await c.login(account, PASSWORD)).json().success).toBe(true);
  return { id: row!.id, c };
};

/** A signed protocol call, as the vendor makes it. */
const call = async (
  action: string,
  body: Record<string, unknown>,
  {
    secret = TEST_VENDOR_SECRET,
    vendor = VENDOR,
    signature,
  }: { secret?: string; vendor?: string; signature?: string | null } = {},
) => {
  const payload = JSON.stringify({ requestId: randomUUID(), ...body });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-signature'] = signature ?? signBody(secret, payload);
  const response = await app.inject({
    method: 'POST',
    url: `/seamless/${vendor}/${action}`,
    headers,
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const launchToken = async (c: Awaited<ReturnType<typeof member>>['c'], gameCode = 'NOVA-0000') => {
  const response = await c.call('POST', '/wps/game/launchGame', { payload: { vendor: VENDOR, gameCode } });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().value.url).searchParams.get('token')!;
};

/** A member with a vendor session: launched and authenticated. */
const playing = async (account: string, options: { cash?: bigint } = {}) => {
  const m = await member(account, options);
  const auth = await call('authenticate', { launchToken: await launchToken(m.c) });
  expect(auth.status).toBe('OK');
  return { ...m, token: auth.token as string };
};

const balanceOf = (memberId: number) => wallet.balance(lw, memberId, 'VND');
const roundOf = async (roundId: string) =>
  (
    await database.db
      .select()
      .from(betRecords)
      .where(
        and(eq(betRecords.merchantId, lw), eq(betRecords.vendor, VENDOR), eq(betRecords.roundId, roundId)),
      )
  )[0];
const expireSession = (memberId: number) =>
  database.db
    .update(gameSessions)
    .set({ sessionExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(gameSessions.memberId, memberId));

let counter = 0;
const id = (prefix: string) => `${prefix}-${++counter}-${randomUUID().slice(0, 8)}`;
const bet = (token: string, amount: string, roundId = id('round'), transactionId = id('bet')) =>
  call('debit', { token, transactionId, roundId, amount, currency: 'VND' });

describe('POST /wps/game/launchGame', () => {
  it('refuses a visitor with 401 as the other member calls do', async () => {
    const response = await createAuthClient(app).call('POST', '/wps/game/launchGame', {
      payload: { vendor: VENDOR, gameCode: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuses a trial account with the real-account message', async () => {
    const { c, id: memberId } = await member('sl_trial');
    await database.db.update(members).set({ type: 4 }).where(eq(members.id, memberId));
    const response = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: VENDOR, gameCode: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'AUTH_TRIAL_FORBIDDEN', message: 'in_need_true_account' });
  });

  it('refuses a vendor the brand does not offer', async () => {
    const { c } = await member('sl_unknown_vendor');
    const response = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: 'NOPE', gameCode: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });

  it('refuses a code the catalogue does not hold for that vendor', async () => {
    const { c } = await member('sl_unknown_game');
    for (const gameCode of ['nova-fortune', 'ORIENT-0000']) {
      const response = await c.call('POST', '/wps/game/launchGame', {
        payload: { vendor: VENDOR, gameCode },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'GAME_NOT_FOUND', value: { field: 'body.gameCode' } });
    }
  });

  it('refuses a house game under maintenance with GAME_MAINTENANCE', async () => {
    const { c } = await member('sl_house_game');
    const title = and(eq(games.vassalage, 'LWCARD'), eq(games.gameCode, 'LWCARD-0001'));
    await database.db.update(games).set({ maintenance: true }).where(title);
    const response = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: 'LWCARD', gameCode: 'LWCARD-0001' },
    });
    await database.db.update(games).set({ maintenance: false }).where(title);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GAME_MAINTENANCE', message: 'in_game_maintenance' });
  });

  it('refuses a game of a vendor under maintenance, and knows no game of a disabled vendor', async () => {
    const { c } = await member('sl_maintenance');
    const phoenix = and(eq(vendors.merchantId, lw), eq(vendors.vassalage, 'PHOENIX'));
    await database.db.update(vendors).set({ maintenance: true }).where(phoenix);
    const launch = () =>
      c.call('POST', '/wps/game/launchGame', { payload: { vendor: 'PHOENIX', gameCode: 'PHOENIX-0000' } });
    const response = await launch();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GAME_MAINTENANCE' });
    await database.db.update(vendors).set({ maintenance: false, enabled: false }).where(phoenix);
    expect((await launch()).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    await database.db.update(vendors).set({ enabled: true }).where(phoenix);
    expect((await launch()).statusCode).toBe(200);
  });

  it("puts a launched game at the front of the member's recent games", async () => {
    const { c } = await member('sl_recent');
    for (const gameCode of ['NOVA-0001', 'NOVA-0002', 'NOVA-0001']) {
      expect(
        (await c.call('POST', '/wps/game/launchGame', { payload: { vendor: VENDOR, gameCode } })).statusCode,
      ).toBe(200);
    }
    const recent = (await c.call('GET', '/relay/GCS_recentGame')).json().value as { gameCode: string }[];
    expect(recent.map((g) => g.gameCode)).toEqual(['NOVA-0001', 'NOVA-0002']);
  });

  it('answers a URL on the request origin with a one-time token that expires in minutes', async () => {
    const { c } = await member('sl_launch');
    const response = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: VENDOR, gameCode: 'NOVA-0000' },
    });
    const { value } = response.json();
    const url = new URL(value.url);
    expect(url.host).toBe('localhost:8080');
    // The title's kind's house engine, played as the vendor (ADR 045).
    expect(url.pathname).toMatch(/^\/game\/[a-z0-9-]+$/);
    expect(url.searchParams.get('vendor')).toBe(VENDOR);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const ttl = new Date(value.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });

  it("uses one of the brand's launch CDNs when it has them", async () => {
    const cdnService = createSeamlessService({
      db: database.db,
      findGame: async (_, vendor, gameCode) => ({ vendor, gameCode, maintenance: false }),
      launchPathOf: () => TEST_VENDOR_PATH,
    });
    const [merchant] = await database.db.select().from(merchants).where(eq(merchants.id, lw));
    const { id: memberId } = await member('sl_cdn');
    const [row] = await database.db.select().from(members).where(eq(members.id, memberId));
    const { url } = await cdnService.launch(
      { ...merchant!, launchGameCdns: ['https://play.example.test/'] } as never,
      row!,
      { vendor: VENDOR, gameCode: 'g' },
      'http://localhost:8080',
    );
    expect(url).toMatch(/^https:\/\/play\.example\.test\/test-vendor\/play\?/);
  });
});

describe('signatures', () => {
  it('refuses an unsigned call, a wrong secret and a tampered body with INVALID_SIGNATURE', async () => {
    const { token, id: memberId } = await playing('sl_signature');
    expect((await call('balance', { token }, { signature: null })).status).toBe('INVALID_SIGNATURE');
    expect((await call('balance', { token }, { secret: 'not-the-secret' })).status).toBe('INVALID_SIGNATURE');
    const signed = JSON.stringify({
      requestId: 'r1',
      token,
      transactionId: 't',
      roundId: 'r',
      amount: '1.00',
      currency: 'VND',
    });
    const tampered = signed.replace('"1.00"', '"900.00"');
    const response = await app.inject({
      method: 'POST',
      url: `/seamless/${VENDOR}/debit`,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(TEST_VENDOR_SECRET, signed) },
      payload: tampered,
    });
    expect(response.json().status).toBe('INVALID_SIGNATURE');
    expect(await balanceOf(memberId)).toBe(100_000n);
  });

  it("refuses another vendor's secret for this vendor's session", async () => {
    const { token } = await playing('sl_other_vendor');
    // The token is NOVA's: called as ORIENT it is no session of ORIENT's.
    expect((await call('balance', { token }, { vendor: 'ORIENT' })).status).toBe('INVALID_TOKEN');
    expect((await call('balance', { token }, { vendor: 'ORIENT', secret: 'x' })).status).toBe(
      'INVALID_SIGNATURE',
    );
  });

  it('accepts the new secret and, for the grace period, the previous one after a rotation', async () => {
    const { token } = await playing('sl_rotation');
    const service = createSeamlessService({ db: database.db, findGame: async () => undefined });
    // Rotate NOVA and rotate it back so other tests keep the dev secret current.
    await service.rotateSecret(lw, VENDOR, 'rotated-secret');
    expect((await call('balance', { token }, { secret: 'rotated-secret' })).status).toBe('OK');
    expect((await call('balance', { token })).status).toBe('OK');
    await service.rotateSecret(lw, VENDOR, TEST_VENDOR_SECRET);
    expect((await call('balance', { token })).status).toBe('OK');
  });
});

describe('authenticate and balance', () => {
  it('exchanges the launch token once for a session with the balance', async () => {
    const { c } = await member('sl_auth', { cash: 12_345n });
    const launch = await launchToken(c);
    const first = await call('authenticate', { launchToken: launch });
    expect(first).toMatchObject({
      status: 'OK',
      user: 'sl_auth',
      currency: 'VND',
      balance: '123.45',
      gameCode: 'NOVA-0000',
    });
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect((await call('authenticate', { launchToken: launch })).status).toBe('INVALID_TOKEN');
    expect(await call('balance', { token: first.token })).toMatchObject({ status: 'OK', balance: '123.45' });
  });

  it('answers INVALID_TOKEN for a token it never issued', async () => {
    expect((await call('balance', { token: 'x'.repeat(43) })).status).toBe('INVALID_TOKEN');
    expect((await call('authenticate', { launchToken: 'x'.repeat(43) })).status).toBe('INVALID_TOKEN');
  });

  it('answers TOKEN_EXPIRED for a launch token older than its expiry', async () => {
    const { c, id: memberId } = await member('sl_launch_expired');
    const launch = await launchToken(c);
    await database.db
      .update(gameSessions)
      .set({ launchExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.memberId, memberId));
    expect((await call('authenticate', { launchToken: launch })).status).toBe('TOKEN_EXPIRED');
  });

  it('answers USER_DISABLED for a member disabled since the launch, and takes no bets', async () => {
    const { token, id: memberId } = await playing('sl_disabled');
    await database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, memberId));
    expect((await call('balance', { token })).status).toBe('USER_DISABLED');
    expect((await bet(token, '1.00')).status).toBe('USER_DISABLED');
    expect(await balanceOf(memberId)).toBe(100_000n);
  });

  it('answers a body that is not JSON in the protocol shape, not the member envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/seamless/${VENDOR}/balance`,
      headers: { 'content-type': 'application/xml' },
      payload: '<balance/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'INVALID_REQUEST' });
  });

  it('answers INVALID_REQUEST for a body that is not the protocol', async () => {
    const { token } = await playing('sl_malformed');
    expect((await call('debit', { token, amount: '1.5' })).status).toBe('INVALID_REQUEST');
  });
});

describe('debit, credit and the bet record', () => {
  it('takes a bet, pays a win, and settles the round as one bet record', async () => {
    const { token, id: memberId } = await playing('sl_round');
    const roundId = id('round');
    const debit = await bet(token, '100.00', roundId);
    expect(debit).toMatchObject({ status: 'OK', balance: '900.00', currency: 'VND' });
    expect(await roundOf(roundId)).toMatchObject({ status: 'open', stakeMinor: 10_000n });
    const credit = await call('credit', {
      token,
      transactionId: id('win'),
      roundId,
      amount: '250.00',
      currency: 'VND',
    });
    expect(credit).toMatchObject({ status: 'OK', balance: '1150.00' });
    expect(await balanceOf(memberId)).toBe(115_000n);
    expect(await roundOf(roundId)).toMatchObject({
      memberId,
      gameCode: 'NOVA-0000',
      status: 'settled',
      stakeMinor: 10_000n,
      validBetMinor: 10_000n,
      payoutMinor: 25_000n,
      winLossMinor: 15_000n,
    });
    expect((await roundOf(roundId))!.settledAt).toBeInstanceOf(Date);
  });

  it('replays a retried debit with its first answer and moves nothing', async () => {
    const { token, id: memberId } = await playing('sl_replay');
    const roundId = id('round');
    const transactionId = id('bet');
    const first = await bet(token, '10.00', roundId, transactionId);
    const again = await bet(token, '10.00', roundId, transactionId);
    expect(again).toEqual(first);
    expect(await balanceOf(memberId)).toBe(99_000n);
    expect((await roundOf(roundId))!.stakeMinor).toBe(1_000n);
  });

  it('moves money once for the same bet sent many times at once', async () => {
    const { token, id: memberId } = await playing('sl_replay_race');
    const roundId = id('round');
    const transactionId = id('bet');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => bet(token, '10.00', roundId, transactionId)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].status).toBe('OK');
    expect(await balanceOf(memberId)).toBe(99_000n);
    expect((await roundOf(roundId))!.stakeMinor).toBe(1_000n);
  });

  it('replays a retried win with its first answer and pays once', async () => {
    const { token, id: memberId } = await playing('sl_win_replay');
    const roundId = id('round');
    await bet(token, '10.00', roundId);
    const win = { token, transactionId: id('win'), roundId, amount: '25.00', currency: 'VND' };
    const first = await call('credit', win);
    expect(await call('credit', win)).toEqual(first);
    expect(await balanceOf(memberId)).toBe(101_500n);
  });

  it('answers DUPLICATE_TRANSACTION for a used id with different content', async () => {
    const { token, id: memberId } = await playing('sl_duplicate');
    const transactionId = id('bet');
    const roundId = id('round');
    await bet(token, '10.00', roundId, transactionId);
    expect((await bet(token, '20.00', roundId, transactionId)).status).toBe('DUPLICATE_TRANSACTION');
    const asWin = await call('credit', { token, transactionId, roundId, amount: '10.00', currency: 'VND' });
    expect(asWin.status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(memberId)).toBe(99_000n);
  });

  it('answers INSUFFICIENT_FUNDS with the real balance and books nothing', async () => {
    const { token, id: memberId } = await playing('sl_poor', { cash: 5_000n });
    const roundId = id('round');
    expect(await bet(token, '50.01', roundId)).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: '50.00',
    });
    expect(await balanceOf(memberId)).toBe(5_000n);
    expect(await roundOf(roundId)).toBeUndefined();
  });

  it('answers WRONG_CURRENCY for a bet or win in another currency', async () => {
    const { token } = await playing('sl_currency');
    const roundId = id('round');
    expect(
      (await call('debit', { token, transactionId: id('b'), roundId, amount: '1.00', currency: 'USD' }))
        .status,
    ).toBe('WRONG_CURRENCY');
    expect(
      (await call('credit', { token, transactionId: id('w'), roundId, amount: '1.00', currency: 'USD' }))
        .status,
    ).toBe('WRONG_CURRENCY');
  });

  it('answers ROUND_CLOSED for a bet or win on a settled round', async () => {
    const { token, id: memberId } = await playing('sl_closed');
    const roundId = id('round');
    await bet(token, '10.00', roundId);
    await call('credit', { token, transactionId: id('win'), roundId, amount: '0.00', currency: 'VND' });
    expect((await roundOf(roundId))!.status).toBe('settled');
    expect((await bet(token, '10.00', roundId)).status).toBe('ROUND_CLOSED');
    const lateWin = await call('credit', {
      token,
      transactionId: id('win'),
      roundId,
      amount: '5.00',
      currency: 'VND',
    });
    expect(lateWin.status).toBe('ROUND_CLOSED');
    expect(await balanceOf(memberId)).toBe(99_000n);
  });

  it('keeps a round open across wins with roundClosed false', async () => {
    const { token } = await playing('sl_multi');
    const roundId = id('round');
    await bet(token, '10.00', roundId);
    await call('credit', {
      token,
      transactionId: id('w'),
      roundId,
      amount: '3.00',
      currency: 'VND',
      roundClosed: false,
    });
    expect((await roundOf(roundId))!.status).toBe('open');
    await bet(token, '10.00', roundId);
    await call('credit', { token, transactionId: id('w'), roundId, amount: '4.00', currency: 'VND' });
    expect(await roundOf(roundId)).toMatchObject({
      status: 'settled',
      stakeMinor: 2_000n,
      payoutMinor: 700n,
      winLossMinor: -1_300n,
    });
  });

  it('takes exactly the affordable number of concurrent bets on one member', async () => {
    const { token, id: memberId } = await playing('sl_concurrent', { cash: 10_000n });
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(token, '30.00')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'INSUFFICIENT_FUNDS')).toHaveLength(7);
    expect(await balanceOf(memberId)).toBe(1_000n);
  });
});

describe('creditBatch (ADR 091)', () => {
  /** The operator's service with a log to see whether a batch fell back to one by one. */
  const batchService = () => {
    const warn = vi.fn();
    const service = createSeamlessService({
      db: database.db,
      findGame: async () => undefined,
      log: { warn },
    });
    const send = async (credits: Record<string, unknown>[], requestId = randomUUID()) => {
      const rawBody = JSON.stringify({ requestId, credits });
      return service.handle({
        vendor: VENDOR,
        action: 'creditBatch',
        rawBody,
        signature: signBody(TEST_VENDOR_SECRET, rawBody),
      });
    };
    return { warn, send };
  };
  const dailyOf = async (memberId: number) =>
    database.db
      .select()
      .from(betDaily)
      .where(and(eq(betDaily.merchantId, lw), eq(betDaily.memberId, memberId)));

  it('pays many rounds together, each answered as its own credit, the books and day sums as one by one', async () => {
    const a = await playing('sl_batch_a');
    const b = await playing('sl_batch_b');
    const [roundA1, roundA2, roundB] = [id('round'), id('round'), id('round')];
    await bet(a.token, '10.00', roundA1);
    await bet(a.token, '20.00', roundA2);
    await bet(b.token, '50.00', roundB);
    const { warn, send } = batchService();
    const credits = [
      { token: a.token, transactionId: id('win'), roundId: roundA1, amount: '25.00', currency: 'VND' },
      { token: b.token, transactionId: id('win'), roundId: roundB, amount: '0.00', currency: 'VND' },
      { token: a.token, transactionId: id('win'), roundId: roundA2, amount: '40.00', currency: 'VND' },
      {
        token: 'n'.repeat(40),
        transactionId: id('win'),
        roundId: id('round'),
        amount: '1.00',
        currency: 'VND',
      },
      { token: b.token, transactionId: id('win'), roundId: id('round'), amount: '1.00', currency: 'USD' },
    ];
    const answer = await send(credits);
    expect(warn).not.toHaveBeenCalled();
    expect(answer.status).toBe('OK');
    expect(answer.results?.map((result) => result.status)).toEqual([
      'OK',
      'OK',
      'OK',
      'INVALID_TOKEN',
      'WRONG_CURRENCY',
    ]);
    expect(answer.results?.[0]).toMatchObject({
      transactionId: credits[0]!.transactionId,
      user: 'sl_batch_a',
    });
    // 1000 − 10 − 20 + 25 + 40; B lost its 50.
    expect(await balanceOf(a.id)).toBe(103_500n);
    expect(await balanceOf(b.id)).toBe(95_000n);
    // Each answer's balance is the one right after its own credit, as a credit alone answers it.
    expect(answer.results?.map((result) => result.balance)).toEqual([
      '995.00',
      '950.00',
      '1035.00',
      undefined,
      undefined,
    ]);
    expect(await roundOf(roundA2)).toMatchObject({
      status: 'settled',
      stakeMinor: 2_000n,
      validBetMinor: 2_000n,
      payoutMinor: 4_000n,
      winLossMinor: 2_000n,
    });
    expect(await roundOf(roundB)).toMatchObject({
      status: 'settled',
      payoutMinor: 0n,
      winLossMinor: -5_000n,
    });
    const [day] = await dailyOf(a.id);
    expect(day).toMatchObject({ rounds: 2, stakeMinor: 3_000n, payoutMinor: 6_500n, winLossMinor: 3_500n });

    // The same batch again replays every answer and moves nothing; so does one credit alone.
    const again = await send(credits);
    expect(again.results?.slice(0, 3)).toEqual(answer.results?.slice(0, 3));
    expect(await call('credit', credits[2]!)).toEqual(answer.results?.[2]);
    expect(await balanceOf(a.id)).toBe(103_500n);
    expect((await dailyOf(a.id))[0]).toMatchObject({ rounds: 2, payoutMinor: 6_500n });
  });

  it('answers an unusual item one by one: a closed round, a repeated round, a round left open', async () => {
    const a = await playing('sl_batch_odd');
    const [settled, open, twice] = [id('round'), id('round'), id('round')];
    await bet(a.token, '10.00', settled);
    await bet(a.token, '10.00', open);
    await bet(a.token, '10.00', twice);
    await call('credit', {
      token: a.token,
      transactionId: id('win'),
      roundId: settled,
      amount: '0.00',
      currency: 'VND',
    });
    const { send } = batchService();
    const answer = await send([
      { token: a.token, transactionId: id('win'), roundId: settled, amount: '99.00', currency: 'VND' },
      {
        token: a.token,
        transactionId: id('win'),
        roundId: open,
        amount: '5.00',
        currency: 'VND',
        roundClosed: false,
      },
      { token: a.token, transactionId: id('win'), roundId: twice, amount: '12.00', currency: 'VND' },
      { token: a.token, transactionId: id('win'), roundId: twice, amount: '12.00', currency: 'VND' },
    ]);
    expect(answer.results?.map((result) => result.status)).toEqual([
      'ROUND_CLOSED',
      'OK',
      'OK',
      'ROUND_CLOSED',
    ]);
    expect(await roundOf(open)).toMatchObject({ status: 'open', payoutMinor: 500n });
    expect(await roundOf(twice)).toMatchObject({ status: 'settled', payoutMinor: 1_200n });
    // 1000 − 30 + 5 + 12.
    expect(await balanceOf(a.id)).toBe(98_700n);
  });

  it('answers items sharing a round or a transaction id one by one, in order, as alone', async () => {
    const a = await playing('sl_batch_order');
    const [open, other] = [id('round'), id('round')];
    await bet(a.token, '10.00', open);
    await bet(a.token, '10.00', other);
    const { send } = batchService();
    // A win that leaves the round open, then its closing win: both paid, as one by one.
    const same = id('win');
    const answer = await send([
      {
        token: a.token,
        transactionId: id('win'),
        roundId: open,
        amount: '5.00',
        currency: 'VND',
        roundClosed: false,
      },
      { token: a.token, transactionId: id('win'), roundId: open, amount: '7.00', currency: 'VND' },
      // One transaction id twice: the first is paid, the second is a duplicate.
      {
        token: a.token,
        transactionId: same,
        roundId: other,
        amount: '3.00',
        currency: 'VND',
        roundClosed: false,
      },
      { token: a.token, transactionId: same, roundId: id('round'), amount: '50.00', currency: 'VND' },
    ]);
    expect(answer.results?.map((result) => result.status)).toEqual([
      'OK',
      'OK',
      'OK',
      'DUPLICATE_TRANSACTION',
    ]);
    expect(answer.results?.map((result) => result.balance)).toEqual(['985.00', '992.00', '995.00', '995.00']);
    expect(await roundOf(open)).toMatchObject({ status: 'settled', payoutMinor: 1_200n });
    expect(await roundOf(other)).toMatchObject({ status: 'open', payoutMinor: 300n });
    expect(await balanceOf(a.id)).toBe(99_500n);
  });

  it('refuses a bad signature, a batch of two brands and a malformed batch, booking nothing', async () => {
    const a = await playing('sl_batch_refused');
    const roundId = id('round');
    await bet(a.token, '10.00', roundId);
    const credits = [{ token: a.token, transactionId: id('win'), roundId, amount: '20.00', currency: 'VND' }];
    expect((await call('creditBatch', { credits }, { secret: 'not-the-secret' })).status).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await call('creditBatch', { credits: [] })).status).toBe('INVALID_REQUEST');
    expect((await call('creditBatch', { credits: [{ ...credits[0], amount: '-1.00' }] })).status).toBe(
      'INVALID_REQUEST',
    );
    // A session of another brand's player beside it: one brand's secret cannot speak for the other.
    const [other] = await database.db.select().from(merchants).where(eq(merchants.code, 'JDG'));
    const [session] = await database.db.select().from(gameSessions).where(eq(gameSessions.memberId, a.id));
    const foreign = `f${randomUUID().replaceAll('-', '')}`;
    const { id: _, ...copy } = session!;
    await database.db.insert(gameSessions).values({
      ...copy,
      merchantId: other!.id,
      launchTokenHash: createHash('sha256').update(`launch-${foreign}`).digest('hex'),
      sessionTokenHash: createHash('sha256').update(foreign).digest('hex'),
    });
    const mixed = await call('creditBatch', {
      credits: [...credits, { ...credits[0], token: foreign, transactionId: id('win') }],
    });
    expect(mixed).toMatchObject({ status: 'INVALID_REQUEST', message: 'credits: one brand per batch' });
    expect(await balanceOf(a.id)).toBe(99_000n);
    expect(await roundOf(roundId)).toMatchObject({ status: 'open' });
    expect((await call('creditBatch', { credits })).results?.[0]?.status).toBe('OK');
    expect(await balanceOf(a.id)).toBe(101_000n);
  });
});

describe('after the session expires', () => {
  it('refuses bets but pays wins and rollbacks', async () => {
    const { token, id: memberId } = await playing('sl_expired');
    const roundId = id('round');
    const betId = id('bet');
    await bet(token, '10.00', roundId, betId);
    const otherRound = id('round');
    const otherBet = id('bet');
    await bet(token, '20.00', otherRound, otherBet);
    await expireSession(memberId);
    expect((await bet(token, '10.00')).status).toBe('TOKEN_EXPIRED');
    expect((await call('balance', { token })).status).toBe('TOKEN_EXPIRED');
    const win = await call('credit', {
      token,
      transactionId: id('win'),
      roundId,
      amount: '30.00',
      currency: 'VND',
    });
    expect(win).toMatchObject({ status: 'OK', balance: '1000.00' });
    const refund = await call('rollback', {
      token,
      transactionId: id('rb'),
      referenceTransactionId: otherBet,
      roundId: otherRound,
    });
    expect(refund).toMatchObject({ status: 'OK', balance: '1020.00' });
  });
});

describe('rollback', () => {
  it('refunds a bet once and marks its round refunded', async () => {
    const { token, id: memberId } = await playing('sl_rollback');
    const roundId = id('round');
    const betId = id('bet');
    await bet(token, '40.00', roundId, betId);
    const rollbackId = id('rb');
    const first = await call('rollback', {
      token,
      transactionId: rollbackId,
      referenceTransactionId: betId,
      roundId,
    });
    expect(first).toMatchObject({ status: 'OK', balance: '1000.00' });
    const replay = await call('rollback', {
      token,
      transactionId: rollbackId,
      referenceTransactionId: betId,
      roundId,
    });
    expect(replay).toEqual(first);
    const another = await call('rollback', {
      token,
      transactionId: id('rb'),
      referenceTransactionId: betId,
      roundId,
    });
    expect(another.status).toBe('OK');
    expect(await balanceOf(memberId)).toBe(100_000n);
    expect(await roundOf(roundId)).toMatchObject({ status: 'refunded', stakeMinor: 0n });
  });

  it('records a rollback of an unknown bet, answers OK, and refuses the bet when it arrives late', async () => {
    const { token, id: memberId } = await playing('sl_out_of_order');
    const roundId = id('round');
    const betId = id('bet');
    const refund = await call('rollback', {
      token,
      transactionId: id('rb'),
      referenceTransactionId: betId,
      roundId,
    });
    expect(refund).toMatchObject({ status: 'OK', balance: '1000.00' });
    expect((await bet(token, '10.00', roundId, betId)).status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(memberId)).toBe(100_000n);
    expect(await roundOf(roundId)).toBeUndefined();
  });

  it('refuses to roll back a bet of a settled round', async () => {
    const { token, id: memberId } = await playing('sl_rollback_closed');
    const roundId = id('round');
    const betId = id('bet');
    await bet(token, '10.00', roundId, betId);
    await call('credit', { token, transactionId: id('win'), roundId, amount: '0.00', currency: 'VND' });
    const refund = await call('rollback', {
      token,
      transactionId: id('rb'),
      referenceTransactionId: betId,
      roundId,
    });
    expect(refund.status).toBe('ROUND_CLOSED');
    expect(await balanceOf(memberId)).toBe(99_000n);
  });
});

describe('the test vendor', () => {
  it('serves its page and plays a round through the protocol, with a launch token a player never gets a link for', async () => {
    const { c, id: memberId } = await member('sl_test_vendor');
    const launch = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: VENDOR, gameCode: 'NOVA-0000' },
    });
    // The player's launch opens the house engine (ADR 045); a test takes its token to the test vendor.
    const url = new URL(launch.json().value.url);
    expect(url.pathname).not.toBe(TEST_VENDOR_PATH);
    const page = await app.inject({ method: 'GET', url: `${TEST_VENDOR_PATH}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/test-vendor/play.js" data-api="/test-vendor/api"></script>');
    const start = await app.inject({
      method: 'POST',
      url: '/test-vendor/api/start',
      payload: { vendor: VENDOR, launchToken: url.searchParams.get('token') },
    });
    expect(start.json()).toMatchObject({ status: 'OK', balance: '1000.00' });
    const round = await app.inject({
      method: 'POST',
      url: '/test-vendor/api/bet',
      payload: { vendor: VENDOR, token: start.json().token, amount: '10.00' },
    });
    const answer = round.json();
    expect(answer.status).toBe('OK');
    expect(['0.00', '20.00']).toContain(answer.win);
    const expected = answer.win === '20.00' ? 101_000n : 99_000n;
    expect(await balanceOf(memberId)).toBe(expected);
    expect(await roundOf(answer.roundId)).toMatchObject({ status: 'settled', stakeMinor: 1_000n });
  });
});

describe('POST /admin-api/games/vendor-secrets/rotate', () => {
  it('gives the owner a new secret once, keeps the old one for the grace period, and audits it', async () => {
    const { token } = await playing('sl_admin_rotation');
    const owner = createOperatorClient(app, { ip: '198.51.100.210' });
    await owner.signIn('owner', 'Owner@2026');
    const response = await owner.post('/games/vendor-secrets/rotate', { merchantId: lw, vendor: VENDOR });
    expect(response.statusCode).toBe(200);
    const { secret, previousValidUntil } = response.json().value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(previousValidUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await call('balance', { token }, { secret })).status).toBe('OK');
    expect((await call('balance', { token })).status).toBe('OK');
    const log = await owner.get('/audit?action=vendorSecret.rotate');
    expect(log.body).toContain(`${lw}:${VENDOR}`);
    expect(log.body).not.toContain(secret);
    // Back to the dev secret for the other tests.
    await createSeamlessService({ db: database.db, findGame: async () => undefined }).rotateSecret(
      lw,
      VENDOR,
      TEST_VENDOR_SECRET,
    );
  });

  it('refuses an operator without the permission and an unknown vendor', async () => {
    const support = createOperatorClient(app, { ip: '198.51.100.211' });
    await support.signIn('support', 'Support@2026');
    const refused = await support.post('/games/vendor-secrets/rotate', { merchantId: lw, vendor: VENDOR });
    expect(refused.statusCode).toBe(403);
    const owner = createOperatorClient(app, { ip: '198.51.100.212' });
    await owner.signIn('owner', 'Owner@2026');
    const unknown = await owner.post('/games/vendor-secrets/rotate', { merchantId: lw, vendor: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('resettle (ADR 090)', () => {
  const settledRound = async (token: string, stake: string, payout: string) => {
    const roundId = id('round');
    await bet(token, stake, roundId);
    await call('credit', { token, transactionId: id('win'), roundId, amount: payout, currency: 'VND' });
    return roundId;
  };
  const resettle = (token: string, roundId: string, amount: string, transactionId = id('fix')) =>
    call('resettle', { token, transactionId, roundId, amount, currency: 'VND' });

  it('pays or takes back the difference of a corrected payout, once per correction', async () => {
    const { token, id: memberId } = await playing('sl_resettle');
    const roundId = await settledRound(token, '10.00', '25.00');
    expect(await balanceOf(memberId)).toBe(101_500n);
    const transactionId = id('fix');
    const more = await resettle(token, roundId, '40.00', transactionId);
    expect(more).toMatchObject({ status: 'OK', adjustment: '15.00', shortfall: '0.00', balance: '1030.00' });
    expect(await resettle(token, roundId, '40.00', transactionId)).toEqual(more);
    expect(await roundOf(roundId)).toMatchObject({
      status: 'settled',
      payoutMinor: 4_000n,
      winLossMinor: 3_000n,
    });
    const none = await resettle(token, roundId, '0.00');
    expect(none).toMatchObject({ status: 'OK', adjustment: '-40.00', balance: '990.00' });
    expect(await roundOf(roundId)).toMatchObject({ payoutMinor: 0n, winLossMinor: -1_000n });
    expect(await balanceOf(memberId)).toBe(99_000n);
  });

  it('takes back no more than the wallet holds and says what it could not', async () => {
    const { token, id: memberId } = await playing('sl_resettle_short', { cash: 5_000n });
    const roundId = await settledRound(token, '50.00', '100.00');
    await bet(token, '80.00');
    expect(await balanceOf(memberId)).toBe(2_000n);
    expect(await resettle(token, roundId, '0.00')).toMatchObject({
      status: 'OK',
      adjustment: '-20.00',
      shortfall: '80.00',
      balance: '0.00',
    });
    expect(await balanceOf(memberId)).toBe(0n);
    // The record keeps what was paid in the end (100.00 − 20.00), so correcting back pays 20.00 only.
    expect(await roundOf(roundId)).toMatchObject({ payoutMinor: 8_000n, winLossMinor: 3_000n });
    expect(await resettle(token, roundId, '100.00')).toMatchObject({ status: 'OK', adjustment: '20.00' });
    expect(await balanceOf(memberId)).toBe(2_000n);
    expect(await roundOf(roundId)).toMatchObject({ payoutMinor: 10_000n, winLossMinor: 5_000n });
  });

  it('refuses a round not settled, or another currency, and moves nothing', async () => {
    const { token, id: memberId } = await playing('sl_resettle_open');
    const roundId = id('round');
    await bet(token, '10.00', roundId);
    expect((await resettle(token, roundId, '30.00')).status).toBe('ROUND_CLOSED');
    expect((await resettle(token, id('round'), '30.00')).status).toBe('ROUND_CLOSED');
    const settled = await settledRound(token, '10.00', '0.00');
    expect(
      (
        await call('resettle', {
          token,
          transactionId: id('fix'),
          roundId: settled,
          amount: '5.00',
          currency: 'USD',
        })
      ).status,
    ).toBe('WRONG_CURRENCY');
    expect(await balanceOf(memberId)).toBe(98_000n);
  });
});
