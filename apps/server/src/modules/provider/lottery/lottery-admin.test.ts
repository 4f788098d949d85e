/**
 * The back office's lottery desk over HTTP (issue 20, ADR 081): a member's đề on the north daily
 * draw, the result entered by one operator and confirmed by a second (the same one is refused), the
 * ticket paid; a cancelled issue refunded; bad results refused at their tier; settings audited;
 * the desk closed to operators without the permission — and the ledger balanced after each.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { auditLog } from '../../admin/audit-log.table.ts';
import { createOperatorClient } from '../../admin/operator-test-client.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderKit } from '../provider-test-kit.ts';
import { lotteryDraws } from './lottery-draw.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const api = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const operator = async (username: string, password: string) => {
  const client = createOperatorClient(app);
  await client.signIn(username, password);
  return client;
};

/** A member seated at a lottery title, holding its session token. */
const seated = async (account: string, vendor = 'TCG_LOTTO_VN', gameCode = 'TCG_LOTTO_VN-0000') => {
  const m = await kit.member(account);
  const url = await m.launch({ vendor, gameCode });
  expect(url.pathname).toBe('/vnLottery');
  const start = await api('POST', '/provider/lottery/session', undefined, {
    vendor: url.searchParams.get('vendor'),
    gameCode: url.searchParams.get('gameCode'),
    launchToken: url.searchParams.get('token'),
  });
  expect(start.status).toBe(200);
  return { ...m, token: start.body.value.token as string };
};

/** Moves an issue's draw time into the past, as the clock would: it now waits for its result. */
const drawTimeHasCome = (game: string, issue: string) =>
  database.db
    .update(lotteryDraws)
    .set({
      status: 'awaiting_result',
      closesAt: sql`now() - interval '2 minutes'`,
      drawAt: sql`now() - interval '1 minute'`,
    })
    .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.issue, issue)));

/** A north result whose special prize ends in `ending`: every tier, every number its digits. */
const northResult = (ending: string) => [
  { tier: 'special', numbers: [`123${ending}`] },
  { tier: 'g1', numbers: ['45678'] },
  { tier: 'g2', numbers: ['11111', '22222'] },
  { tier: 'g3', numbers: ['30001', '30002', '30003', '30004', '30005', '30006'] },
  { tier: 'g4', numbers: ['4001', '4002', '4003', '4004'] },
  { tier: 'g5', numbers: ['5001', '5002', '5003', '5004', '5005', '5006'] },
  { tier: 'g6', numbers: ['601', '602', '603'] },
  { tier: 'g7', numbers: ['71', '72', '73', '74'] },
];

describe('lottery desk', () => {
  it("pays a north đề once a second operator confirms the first one's result", async () => {
    const m = await seated('lotto_desk');
    const start = await m.balance();
    const state = await api('GET', '/provider/lottery/games/vn-north');
    const issue = state.body.value.selling[0].issue as string;
    const bought = await api('POST', '/provider/lottery/tickets', m.token, {
      issue,
      bets: [{ product: 'de', selection: '27', unitStake: '10.00', multiplier: 1 }],
    });
    expect(bought.status).toBe(200);
    expect(await m.balance()).toBe(start - 1_000n);
    await drawTimeHasCome('vn-north', issue);

    const owner = await operator('owner', 'Owner@2026');
    const queue = await owner.get('/lottery/issues?status=awaiting_result&game=vn-north');
    expect(queue.json().value.issues.map((i: { issue: string }) => i.issue)).toContain(issue);

    // A tier short of numbers is refused at that tier, and nothing changes.
    const short = await owner.post(`/lottery/issues/vn-north/${issue}/result`, {
      tiers: northResult('27').map((t) => (t.tier === 'g3' ? { ...t, numbers: t.numbers.slice(1) } : t)),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'LOTTERY_BAD_RESULT', value: { field: 'body.tiers.g3' } });

    const entered = await owner.post(`/lottery/issues/vn-north/${issue}/result`, {
      tiers: northResult('27'),
    });
    expect(entered.json().value).toMatchObject({ status: 'awaiting_confirmation', enteredBy: 'Demo Owner' });
    expect(entered.json().value.result).toBeNull();
    // The same operator cannot confirm their own entry; the ticket is still open.
    const self = await owner.post(`/lottery/issues/vn-north/${issue}/confirm`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('LOTTERY_SAME_OPERATOR');
    expect(await m.balance()).toBe(start - 1_000n);

    const risk = await operator('risk', 'Risk@2026');
    const confirmed = await risk.post(`/lottery/issues/vn-north/${issue}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      status: 'settled',
      tickets: 1,
      stake: '10.00',
      payout: '850.00',
      confirmedBy: 'Demo Risk',
    });
    expect(await m.balance()).toBe(start - 1_000n + 85_000n);
    const mine = await api('GET', '/provider/lottery/tickets', m.token);
    expect(mine.body.value.tickets[0]).toMatchObject({ issue, status: 'won', hits: 1, payout: '850.00' });
    const audited = await database.db
      .select({ action: auditLog.action, by: auditLog.operatorName })
      .from(auditLog)
      .where(eq(auditLog.targetId, `vn-north:${issue}`))
      .orderBy(auditLog.id);
    expect(audited).toEqual([
      { action: 'lottery.result.enter', by: 'owner' },
      { action: 'lottery.result.confirm', by: 'risk' },
    ]);
    // A drawn issue cannot be cancelled.
    const late = await risk.post(`/lottery/issues/vn-north/${issue}/cancel`, { reason: 'too late' });
    expect(late.statusCode).toBe(409);
  });

  it('refunds every slip of a cancelled issue', async () => {
    const m = await seated('lotto_cancel', 'TCG_LOTTO_VN', 'TCG_LOTTO_VN-0001');
    const start = await m.balance();
    const state = await api('GET', '/provider/lottery/games/vn-south');
    const issue = state.body.value.selling[0].issue as string;
    const bought = await api('POST', '/provider/lottery/tickets', m.token, {
      issue,
      bets: [{ product: 'lo2', selection: '05 50', unitStake: '2.00', multiplier: 2 }],
    });
    expect(bought.status).toBe(200);
    expect(await m.balance()).toBe(start - 800n);
    const owner = await operator('owner', 'Owner@2026');
    const cancelled = await owner.post(`/lottery/issues/vn-south/${issue}/cancel`, {
      reason: 'Draw postponed',
    });
    expect(cancelled.json().value).toMatchObject({ status: 'cancelled', cancelReason: 'Draw postponed' });
    expect(await m.balance()).toBe(start);
    const mine = await api('GET', '/provider/lottery/tickets', m.token);
    expect(mine.body.value.tickets[0]).toMatchObject({ issue, status: 'refunded' });
    // No more sales on it.
    const again = await api('POST', '/provider/lottery/tickets', m.token, {
      issue,
      bets: [{ product: 'lo2', selection: '05', unitStake: '2.00', multiplier: 1 }],
    });
    expect(again.body.code).toBe('LOTTERY_SALES_CLOSED');
  });

  it('audits settings, refuses a closing time past a fast interval, and is closed to other roles', async () => {
    const owner = await operator('owner', 'Owner@2026');
    const bad = await owner.put('/lottery/games/vn-fast-60', {
      enabled: true,
      closeSeconds: 60,
      prizeGroup: null,
      cap: '5000000.00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('body.closeSeconds');
    const saved = await owner.put('/lottery/games/ssc-60', {
      enabled: true,
      closeSeconds: 10,
      prizeGroup: 1950,
      cap: '5000000.00',
    });
    expect(saved.json().value).toMatchObject({ closeSeconds: 10, prizeGroup: 1950, cap: '5000000.00' });
    expect(saved.json().value.products[0].rtp).toBe('97.50');
    const [last] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ action: 'lottery.settings', targetId: 'ssc-60' });
    // The north's đề at 1 ăn 90: 90 % and the price players see; at 1 ăn 100 the house would lose.
    const north = { enabled: true, closeSeconds: 900, prizeGroup: null, cap: '10000000.00' };
    const losing = await owner.put('/lottery/games/vn-north', {
      ...north,
      rates: [{ product: 'de', tier: 'hit', num: 100, den: 1 }],
    });
    expect(losing.statusCode).toBe(400);
    expect(losing.json()).toMatchObject({
      message: 'lottery_err_rtp_too_high',
      value: { field: 'body.rates.0.num' },
    });
    const unknownTier = await owner.put('/lottery/games/vn-north', {
      ...north,
      rates: [{ product: 'de', tier: 'first', num: 90, den: 1 }],
    });
    expect(unknownTier.json().value.field).toBe('body.rates.0.tier');
    const repriced = await owner.put('/lottery/games/vn-north', {
      ...north,
      rates: [{ product: 'de', tier: 'hit', num: 90, den: 1 }],
    });
    const de = repriced.json().value.products.find((p: { code: string }) => p.code === 'de');
    expect(de).toMatchObject({ rtp: '90.00', rates: [{ tier: 'hit', rate: '90.000', num: '90', den: '1' }] });
    const shown = await app.inject({ method: 'GET', url: '/provider/lottery/games/vn-north' });
    expect(shown.json().value.game.products.find((p: { code: string }) => p.code === 'de').rtp).toBe('90.00');
    // A fast game is priced by its prize group alone.
    const fastRates = await owner.put('/lottery/games/ssc-60', {
      enabled: true,
      closeSeconds: 10,
      prizeGroup: 1950,
      cap: '5000000.00',
      rates: [{ product: 'dragon_tiger', tier: 'dragon', num: 2, den: 1 }],
    });
    expect(fastRates.json().value.field).toBe('body.rates');
    const support = await operator('support', 'Support@2026');
    expect((await support.get('/lottery/games')).statusCode).toBe(403);
  });
});
