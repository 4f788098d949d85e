/**
 * The back office's tables desk over HTTP (issue 21): every live table with its round and slips and
 * every card table; a live table's limits changed with a reason and audited; a bad edit refused at
 * its field with nothing changed; a round cancelled and its slip refunded (once: a second cancel is
 * refused); a table with bets on its round kept open; the desk closed to operators without
 * `tables.manage` — and the ledger balanced after each.
 */
import type { TCardTableAdmin, TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { auditLog } from '../../admin/audit-log.table.ts';
import { createOperatorClient } from '../../admin/operator-test-client.ts';
import { games } from '../../games/game.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderKit } from '../provider-test-kit.ts';
import { liveRounds } from './live-round.table.ts';
import { liveTables } from './live-table.table.ts';

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

const operator = async (username: string, password: string) => {
  const client = createOperatorClient(app);
  await client.signIn(username, password);
  return client;
};

const tableRow = async (code: string) =>
  (await database.db.select().from(liveTables).where(eq(liveTables.code, code)))[0]!;

const desk = async (client: Awaited<ReturnType<typeof operator>>) => {
  const answer = await client.get('/tables');
  expect(answer.statusCode).toBe(200);
  return answer.json().value as { live: TLiveTableAdmin[]; cards: TCardTableAdmin[] };
};

/** A member seated at the commission baccarat table with a live session. */
const seatedAtBaccarat = async (account: string) => {
  const [title] = await database.db
    .select({ id: games.id, vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.vassalage, 'LWLIVE'), eq(games.engine, 'baccarat')))
    .limit(1);
  await database.db.update(games).set({ maintenance: false }).where(eq(games.id, title!.id));
  const m = await kit.member(account);
  const url = await m.launch({ vendor: title!.vendor, gameCode: title!.gameCode });
  expect(url.pathname).toBe('/liveTable/LWLIVE-BAC-1');
  const session = await app.inject({
    method: 'POST',
    url: '/provider/live/session',
    payload: {
      vendor: url.searchParams.get('vendor'),
      gameCode: url.searchParams.get('gameCode'),
      launchToken: url.searchParams.get('token'),
    },
  });
  const token = session.json().value.token as string;
  const bet = (requestId: string, stake: string) =>
    app.inject({
      method: 'POST',
      url: '/provider/live/tables/LWLIVE-BAC-1/bets',
      headers: { authorization: `Bearer ${token}` },
      payload: { requestId, bets: [{ spot: 'banker', stake }] },
    });
  const state = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/provider/live/tables/LWLIVE-BAC-1',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().value as { table: { limits: { minStake: string; maxStake: string } } };
  return { ...m, token, bet, state };
};

describe('tables desk', () => {
  it('lists every live table with its round and every card table', async () => {
    const owner = await operator('owner', 'Owner@2026');
    const { live, cards } = await desk(owner);
    expect(live.map((t) => t.code)).toEqual(
      expect.arrayContaining(['LWLIVE-BAC-1', 'LWLIVE-BAC-2', 'LWLIVE-DT-1', 'LWLIVE-SB-1', 'LWLIVE-RO-1']),
    );
    expect(live.find((t) => t.code === 'LWLIVE-BAC-1')).toMatchObject({
      kind: 'baccarat',
      mode: 'commission',
      enabled: true,
      minStake: '10.00',
      maxStake: '50000.00',
    });
    expect(cards).toEqual([
      expect.objectContaining({
        code: 'LWCARD-TL-1',
        seats: 4,
        base: '1.00',
        escrowUnits: 60,
        rakeBps: 500,
        rakeCap: '20.00',
        enabled: true,
        handsWaiting: 0,
        handsPlaying: 0,
      }),
    ]);
  });

  it('changes a live table’s limits with a reason and audits it; a bad edit changes nothing', async () => {
    const owner = await operator('owner', 'Owner@2026');
    const saved = await owner.put('/tables/live/LWLIVE-DT-1', {
      minStake: '20.00',
      maxStake: '20000.00',
      bettingMs: 20_000,
      reason: 'Weekend limits',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({
      code: 'LWLIVE-DT-1',
      minStake: '20.00',
      maxStake: '20000.00',
      bettingMs: 20_000,
    });
    const [last] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({
      action: 'liveTable.update',
      targetType: 'live_table',
      targetId: 'LWLIVE-DT-1',
      operatorName: 'owner',
    });
    expect(last!.after).toMatchObject({ minStake: '20.00', reason: 'Weekend limits' });
    expect(last!.before).toMatchObject({ minStake: '10.00' });

    // A minimum above the maximum is refused at its field, and the table keeps its limits.
    const inverted = await owner.put('/tables/live/LWLIVE-DT-1', { minStake: '30000.00', reason: 'typo' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'tables_err_min_above_max',
      value: { field: 'body.minStake' },
    });
    const tooFast = await owner.put('/tables/live/LWLIVE-DT-1', { bettingMs: 500, reason: 'faster' });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().value.field).toBe('body.bettingMs');
    const noReason = await owner.put('/tables/live/LWLIVE-DT-1', { enabled: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().value.field).toBe('body.reason');
    const [row] = await database.db.select().from(liveTables).where(eq(liveTables.code, 'LWLIVE-DT-1'));
    expect(row).toMatchObject({ minStakeMinor: 2_000n, maxStakeMinor: 2_000_000n, enabled: true });
    const [stillLast] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(stillLast!.id).toBe(last!.id);

    // A card table closes with a reason, audited.
    const closed = await owner.put('/tables/cards/LWCARD-TL-1', { enabled: false, reason: 'Maintenance' });
    expect(closed.json().value).toMatchObject({ code: 'LWCARD-TL-1', enabled: false });
    const [cardAudit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(cardAudit).toMatchObject({ action: 'cardTable.update', targetId: 'LWCARD-TL-1' });
  });

  it('cancels a round and refunds its slip, once; the table stays open while bets are on it', async () => {
    const m = await seatedAtBaccarat('tables_desk');
    const start = await m.balance();
    const placed = await m.bet('desk-slip-0001', '25.00');
    expect(placed.statusCode).toBe(200);
    expect(await m.balance()).toBe(start - 2_500n);

    const owner = await operator('owner', 'Owner@2026');
    const before = (await desk(owner)).live.find((t) => t.code === 'LWLIVE-BAC-1')!;
    expect(before.round).toMatchObject({ phase: 'betting', slips: 1, stake: '25.00' });
    const number = before.round!.number;

    // Closing the table now would strand the bet: refused, the table still open.
    const close = await owner.put('/tables/live/LWLIVE-BAC-1', { enabled: false, reason: 'closing' });
    expect(close.statusCode).toBe(409);
    expect(close.json()).toMatchObject({ code: 'LIVE_ROUND_OPEN', value: { field: 'body.enabled' } });

    const cancelled = await owner.post(`/tables/live/LWLIVE-BAC-1/rounds/${number}/cancel`, {
      reason: 'Dealer error',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().value).toEqual({
      table: 'LWLIVE-BAC-1',
      number,
      refunded: 1,
      unfinished: 0,
      stake: '25.00',
    });
    expect(await m.balance()).toBe(start);
    // The table's beat may open the next round at once; the cancelled one keeps its reason.
    const [cancelledRound] = await database.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.tableId, (await tableRow('LWLIVE-BAC-1')).id), eq(liveRounds.number, number)));
    expect(cancelledRound).toMatchObject({ status: 'cancelled', cancelReason: 'Dealer error' });
    const [last] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({
      action: 'liveRound.cancel',
      targetType: 'live_round',
      targetId: `LWLIVE-BAC-1:${number}`,
    });
    expect(last!.after).toEqual({ reason: 'Dealer error' });

    const again = await owner.post(`/tables/live/LWLIVE-BAC-1/rounds/${number}/cancel`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'LIVE_ROUND_FINISHED',
      message: 'tables_err_round_finished',
    });
    expect(await m.balance()).toBe(start);
    const missing = await owner.post('/tables/live/LWLIVE-BAC-1/rounds/99999/cancel', { reason: 'x' });
    expect(missing.json().code).toBe('LIVE_ROUND_NOT_FOUND');

    // With no bets on its round, the table closes.
    const closed = await owner.put('/tables/live/LWLIVE-BAC-1', { enabled: false, reason: 'Night' });
    expect(closed.json().value).toMatchObject({ enabled: false });
  });

  it('gives a brand limits of its own at a table, which bound its players’ next slips, and takes them back', async () => {
    const owner = await operator('owner', 'Owner@2026');
    // Open again, whichever test closed it.
    await owner.put('/tables/live/LWLIVE-BAC-1', { enabled: true, reason: 'Evening' });
    const m = await seatedAtBaccarat('tables_brand');
    const start = await m.balance();
    const saved = await owner.put('/tables/live/LWLIVE-BAC-1/brands/lw', {
      limits: { minStake: '50.00', maxStake: '100.00' },
      reason: 'High-roller brand',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({
      minStake: '10.00',
      maxStake: '50000.00',
      brandLimits: [{ brand: 'LW', minStake: '50.00', maxStake: '100.00' }],
    });
    const [audited] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toMatchObject({ action: 'liveTable.brandLimits', targetId: 'LWLIVE-BAC-1:LW' });
    expect(audited!.before).toMatchObject({ limits: null, table: { minStake: '10.00' } });
    expect(audited!.after).toMatchObject({ limits: { minStake: '50.00' }, reason: 'High-roller brand' });

    // The brand's player sees its limits and is held to them; the anonymous view shows the table's.
    expect((await m.state()).table.limits).toEqual({ minStake: '50.00', maxStake: '100.00' });
    const anonymous = await app.inject({ method: 'GET', url: '/provider/live/tables/LWLIVE-BAC-1' });
    expect(anonymous.json().value.table.limits).toEqual({ minStake: '10.00', maxStake: '50000.00' });
    // The lobby too: the brand's limits with the player's session, the table's without.
    const lobbyLimits = async (headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url: '/provider/live/tables', headers }))
        .json()
        .value.tables.find((t: { table: { code: string } }) => t.table.code === 'LWLIVE-BAC-1').table.limits;
    expect(await lobbyLimits({ authorization: `Bearer ${m.token}` })).toEqual({
      minStake: '50.00',
      maxStake: '100.00',
    });
    expect(await lobbyLimits()).toEqual({ minStake: '10.00', maxStake: '50000.00' });
    expect(await lobbyLimits({ authorization: 'Bearer not-a-session-token' })).toEqual({
      minStake: '10.00',
      maxStake: '50000.00',
    });
    const under = await m.bet('brand-slip-0001', '25.00');
    expect(under.statusCode).toBe(409);
    expect(under.json()).toMatchObject({
      code: 'LIVE_STAKE_OUT_OF_RANGE',
      value: { field: 'body.bets.0.stake', params: { min: '50.00', max: '100.00' } },
    });
    expect((await m.bet('brand-slip-0002', '150.00')).statusCode).toBe(409);
    expect(await m.balance()).toBe(start);
    expect((await m.bet('brand-slip-0003', '60.00')).statusCode).toBe(200);
    expect(await m.balance()).toBe(start - 6_000n);

    // Bad edits are refused at their field and change nothing.
    const inverted = await owner.put('/tables/live/LWLIVE-BAC-1/brands/LW', {
      limits: { minStake: '500.00', maxStake: '100.00' },
      reason: 'typo',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'body.limits.minStake' },
    });
    const unknown = await owner.put('/tables/live/LWLIVE-BAC-1/brands/NOPE', { limits: null, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'params.brand' } });
    const noTable = await owner.put('/tables/live/LWLIVE-XX-9/brands/LW', { limits: null, reason: 'x' });
    expect(noTable.json().code).toBe('LIVE_TABLE_NOT_FOUND');
    expect((await m.state()).table.limits).toEqual({ minStake: '50.00', maxStake: '100.00' });

    // Back on the table's limits.
    const cleared = await owner.put('/tables/live/LWLIVE-BAC-1/brands/LW', {
      limits: null,
      reason: 'Promo over',
    });
    expect(cleared.json().value.brandLimits).toEqual([]);
    expect((await m.state()).table.limits).toEqual({ minStake: '10.00', maxStake: '50000.00' });
    const support = await operator('support', 'Support@2026');
    expect(
      (await support.put('/tables/live/LWLIVE-BAC-1/brands/LW', { limits: null, reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('is closed to operators without the tables permission: the catalogue’s editors too', async () => {
    const support = await operator('support', 'Support@2026');
    expect((await support.get('/tables')).statusCode).toBe(403);
    const content = await operator('content', 'Content@2026');
    expect((await content.get('/tables')).statusCode).toBe(403);
    expect(
      (await content.post('/tables/live/LWLIVE-BAC-1/rounds/1/cancel', { reason: 'x' })).statusCode,
    ).toBe(403);
    // Risk runs the tables, as it runs the lottery's results.
    const risk = await operator('risk', 'Risk@2026');
    expect((await risk.get('/tables')).statusCode).toBe(200);
    const cancel = await support.post('/tables/live/LWLIVE-BAC-1/rounds/1/cancel', { reason: 'x' });
    expect(cancel.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin-api/tables' })).statusCode).toBe(401);
  });
});
