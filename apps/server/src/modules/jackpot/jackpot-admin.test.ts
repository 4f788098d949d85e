import { createHash } from 'node:crypto';
import { toMinorUnits } from '@luckwell/contracts/money';
import { jackpotDraw } from '@luckwell/games/jackpot';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { JDG_HOST, LW_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createJackpotService } from './jackpot.service.ts';
import { jackpotPools } from './jackpot-pool.table.ts';

let app: App;
let database: DatabaseHandle;
let player: ReturnType<typeof createRoundPlayer>;
let owner: OperatorClient;
let finance: OperatorClient;
let support: OperatorClient;
let lw: number;
let lwPool: number;
const VENDOR = 'NOVA';
const GAME = 'NOVA-0001';
const DEMO = { sharePercent: '0.5000', seedAmount: '50000000.00', hitEvery: '20000000000.00' };

beforeAll(async () => {
  // The production cache on the bet path and the counter: a change must show through it at once.
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '60000' }));
  player = createRoundPlayer(app, database.db);
  lw = (await player.brand('LW')).id;
  lwPool = (await database.db.select().from(jackpotPools).where(eq(jackpotPools.merchantId, lw)))[0]!.id;
  owner = createOperatorClient(app, { ip: '198.51.100.221' });
  finance = createOperatorClient(app, { ip: '198.51.100.222' });
  support = createOperatorClient(app, { ip: '198.51.100.223' });
  await owner.signIn('owner', 'Owner@2026');
  await finance.signIn('finance', 'Finance@2026');
  await support.signIn('support', 'Support@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const counter = async (host = LW_HOST) =>
  (await app.inject({ method: 'GET', url: '/relay/GCSGAME_getJackpot', headers: { host } })).json().value;
const history = async (query = '', host = LW_HOST) =>
  app.inject({ method: 'GET', url: `/relay/GCSGAME_getJackpotHistory${query}`, headers: { host } });
const auditOf = (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
const expectField = (response: { statusCode: number; body: string; json: () => unknown }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_FAILED',
    message: 'in_input_error',
    value: { field },
  });
};
const pool = () => player.wallet.shardedBalance(lw, 'jackpot', 'VND');

/** A hit claimed by a bet whose process died before paying it: `pending` until someone pays. */
const pendingHit = async (transactionId: string) => {
  const jackpot = createJackpotService({ db: database.db, settingsCacheMs: 0 });
  await database.db
    .update(jackpotPools)
    .set({ hitEveryMinor: 1n })
    .where(and(eq(jackpotPools.id, lwPool)));
  const who = await player.member('LW', { nickname: 'Pending Pearl' });
  const hitId = await database.db.transaction((tx) =>
    jackpot.drawForBet(tx as unknown as Database, {
      merchantId: lw,
      memberId: who.id,
      currency: 'VND',
      vendor: VENDOR,
      gameCode: GAME,
      transactionId,
      stakeMinor: 10_000n,
    }),
  );
  await database.db
    .update(jackpotPools)
    .set({ hitEveryMinor: toMinorUnits(DEMO.hitEvery) })
    .where(eq(jackpotPools.id, lwPool));
  expect(hitId).toBeDefined();
  return { hitId: hitId!, who };
};

describe('jackpot back office: who may do what', () => {
  it('shows pools and hits to jackpot.view, changes only with jackpot.manage, refuses roles without', async () => {
    expect((await owner.get('/jackpot/pools')).statusCode).toBe(200);
    expect((await finance.get('/jackpot/pools')).statusCode).toBe(200);
    expect((await finance.get('/jackpot/hits')).statusCode).toBe(200);
    const refused = await finance.put(`/jackpot/pools/${lwPool}`, DEMO);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await finance.post('/jackpot/hits/1/pay')).statusCode).toBe(403);
    expect((await support.get('/jackpot/pools')).statusCode).toBe(403);
    expect((await support.get('/jackpot/hits')).statusCode).toBe(403);
  });

  it("lists every brand's pool with its live amount, cycle, seed hash and settings", async () => {
    const pools = (await owner.get('/jackpot/pools')).json().value;
    const lwRow = pools.find((p: { merchantCode: string }) => p.merchantCode === 'LW');
    expect(lwRow).toMatchObject({
      currency: 'VND',
      enabled: true,
      contributionPpm: 5_000,
      ...DEMO,
      seedHash: (await counter()).seedHash,
    });
    expect(toMinorUnits(lwRow.amount)).toBe(await pool());
    expect(pools.find((p: { merchantCode: string }) => p.merchantCode === 'JDG')).toMatchObject({
      currency: 'USD',
      amount: '5000.00',
      sharePercent: '0.5000',
    });
  });
});

describe('jackpot settings', () => {
  it('refuses bad settings with the failing field and changes nothing', async () => {
    const put = (body: object) => owner.put(`/jackpot/pools/${lwPool}`, { ...DEMO, ...body });
    expectField(await put({ sharePercent: '5.0001' }), 'body.sharePercent');
    expectField(await put({ sharePercent: '-1' }), 'body.sharePercent');
    expectField(await put({ sharePercent: '0.12345' }), 'body.sharePercent');
    expectField(await put({ seedAmount: '-1.00' }), 'body.seedAmount');
    expectField(await put({ seedAmount: '12' }), 'body.seedAmount');
    expectField(await put({ hitEvery: '50000000.00' }), 'body.hitEvery');
    expectField(await put({ hitEvery: '0.00', seedAmount: '0.00' }), 'body.hitEvery');
    expect((await owner.put('/jackpot/pools/99999', DEMO)).statusCode).toBe(404);
    expect((await counter()).sharePercent).toBe('0.5000');
    expect(await auditOf('jackpot.settings')).toHaveLength(0);
  });

  it('saves a change with an audit row, and the next bet and the counter see it at once', async () => {
    const shownBefore = await counter(); // cached now, for 60 s
    const who = await player.member('LW');
    const s = await player.session(who, VENDOR, GAME);
    expect((await player.bet(s, 100_000n)).status).toBe('OK'); // the bet path caches the 0.5 %
    const saved = await owner.put(`/jackpot/pools/${lwPool}`, {
      sharePercent: '1.25',
      seedAmount: '60000000.00',
      hitEvery: '30000000000.00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({
      sharePercent: '1.2500',
      contributionPpm: 12_500,
      seedAmount: '60000000.00',
      hitEvery: '30000000000.00',
    });
    const [row] = await auditOf('jackpot.settings');
    expect(row).toMatchObject({
      operatorName: 'owner',
      merchantId: lw,
      targetType: 'jackpot_pool',
      targetId: String(lwPool),
      before: { currency: 'VND', ...DEMO },
      after: {
        currency: 'VND',
        sharePercent: '1.2500',
        seedAmount: '60000000.00',
        hitEvery: '30000000000.00',
      },
    });
    // The counter's reading and the bet path's settings were forgotten in this process.
    const shown = await counter();
    expect(shown).toMatchObject({
      sharePercent: '1.2500',
      hitEvery: '30000000000.00',
      cycle: shownBefore.cycle,
    });
    const before = await pool();
    expect((await player.bet(s, 100_000n)).status).toBe('OK');
    expect(await pool()).toBe(before + 1_250n);
    // Saving the same again writes no second row.
    await owner.put(`/jackpot/pools/${lwPool}`, {
      sharePercent: '1.25',
      seedAmount: '60000000.00',
      hitEvery: '30000000000.00',
    });
    expect(await auditOf('jackpot.settings')).toHaveLength(1);
    expect((await owner.put(`/jackpot/pools/${lwPool}`, DEMO)).statusCode).toBe(200);
  });
});

describe('jackpot hits', () => {
  it('lists a pending hit with the username, pays it once on "pay now", and audits that once', async () => {
    const { hitId, who } = await pendingHit('jp-admin-pending');
    const listed = (await owner.get('/jackpot/hits?status=pending&merchant=lw')).json().value;
    expect(listed.content[0]).toMatchObject({
      id: hitId,
      status: 'pending',
      account: who.account,
      merchantCode: 'LW',
      vendor: VENDOR,
      transactionId: 'jp-admin-pending',
      stake: '100.00',
      amount: null,
      paidAt: null,
    });
    const poolBefore = await pool();
    const cash = await player.wallet.balance(lw, who.id, 'VND');
    const paid = await owner.post(`/jackpot/hits/${hitId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ id: hitId, status: 'paid' });
    expect(toMinorUnits(paid.json().value.amount)).toBe(poolBefore);
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cash + poolBefore);
    // Again, and the sweep after it: nothing more is paid or audited.
    const again = await owner.post(`/jackpot/hits/${hitId}/pay`);
    expect(again.json().value).toMatchObject({ status: 'paid', amount: paid.json().value.amount });
    expect(await createJackpotService({ db: database.db }).payPending()).toBe(0);
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cash + poolBefore);
    const rows = await auditOf('jackpot.pay');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'jackpot_hit', targetId: String(hitId), merchantId: lw });
    expect((await owner.get('/jackpot/hits?status=pending')).json().value.total).toBe(0);
    const all = (await owner.get('/jackpot/hits?status=paid')).json().value;
    expect(all.content[0]).toMatchObject({ id: hitId, status: 'paid' });
    expect(all.content[0].paidAt).not.toBeNull();
    expect((await owner.post('/jackpot/hits/99999/pay')).statusCode).toBe(404);
    expectField(await owner.get('/jackpot/hits?status=lost'), 'querystring.status');
  });
});

describe('public jackpot history', () => {
  it('answers the won cycles with masked names and everything to recompute the draw', async () => {
    const { hitId } = await pendingHit('jp-history-bet');
    await owner.post(`/jackpot/hits/${hitId}/pay`);
    const response = await history('?page=1&size=5');
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ currency: 'VND', pageNum: 1, hitEvery: DEMO.hitEvery });
    expect(value.seedHash).toBe((await counter()).seedHash);
    expect(value.total).toBeGreaterThanOrEqual(2);
    const [newest] = value.list;
    expect(newest).toMatchObject({
      cycle: value.cycle - 1,
      player: 'Pe***l',
      clientSeed: `${VENDOR}:jp-history-bet`,
      stake: '100.00',
      hitEvery: '0.01',
      gameCode: GAME,
    });
    expect(Object.keys(newest)).not.toContain('memberId');
    expect(createHash('sha256').update(newest.serverSeed).digest('hex')).toBe(newest.seedHash);
    expect(
      jackpotDraw({
        serverSeed: newest.serverSeed,
        betId: newest.clientSeed,
        cycle: newest.cycle,
        stakeMinor: toMinorUnits(newest.stake),
        hitEveryMinor: toMinorUnits(newest.hitEvery),
      }),
    ).toBe(true);
    expect(value.list[1].cycle).toBeLessThan(newest.cycle);
    expect((await history('?page=2&size=1')).json().value.list[0].cycle).toBe(value.list[1].cycle);
  });

  it('answers each brand its own cycles and refuses a page too big', async () => {
    expect((await history('', JDG_HOST)).json().value).toMatchObject({ currency: 'USD', list: [], total: 0 });
    expect((await history('?size=500')).statusCode).toBe(400);
  });
});
