/**
 * The back office's arenas desk over HTTP (issue 22, ADR 087): a manual arena's fight opened, a
 * player's Meron bet taken, last call, close and the result entered, the player paid; bad moves
 * refused with COCKFIGHT_BAD_TRANSITION; every move audited; the desk closed to operators without
 * `tables.manage` — and the ledger balanced after each.
 */
import type { TArenaAdmin } from '@luckwell/contracts/admin/arenas';
import { desc, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { auditLog } from '../../admin/audit-log.table.ts';
import { createOperatorClient } from '../../admin/operator-test-client.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { createCockfightService } from './cockfight.service.ts';

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

/** A player's side of the arena: a cockfight session on the same database (titles stay in maintenance). */
const player = async (account: string) => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app),
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: 'cockfight',
      maintenance: false,
    }),
  });
  const cockfight = createCockfightService({ db: database.db, provider });
  const m = await kit.member(account);
  const url = await m.launch();
  const session = await cockfight.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, cockfight, token: session.token, start: await m.balance() };
};

const arenaOf = (answer: { json: () => { value: TArenaAdmin } }) => answer.json().value;

describe('arenas desk', () => {
  it('drives a manual fight from open to result and pays the player, every move audited', async () => {
    const owner = await operator('owner', 'Owner@2026');
    const list = await owner.get('/arenas');
    expect(list.statusCode).toBe(200);
    const arenas = list.json().value.arenas as TArenaAdmin[];
    expect(arenas.map((a) => a.code)).toEqual(['LWCF-1', 'LWCF-2']);
    expect(arenas[1]).toMatchObject({
      mode: 'manual',
      odds: { mode: 'fixed', meronMilli: 1900 },
      fight: null,
    });

    const opened = await owner.post('/arenas/LWCF-2/fights', { reason: 'Fight 1 on the card' });
    expect(opened.statusCode).toBe(200);
    expect(arenaOf(opened).fight).toMatchObject({ number: 1, status: 'OPEN' });
    // One fight at a time, and an auto arena is not opened by hand.
    const twice = await owner.post('/arenas/LWCF-2/fights', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'COCKFIGHT_BAD_TRANSITION' });
    expect((await owner.post('/arenas/LWCF-1/fights', {})).json()).toMatchObject({
      code: 'COCKFIGHT_BAD_TRANSITION',
    });

    const p = await player('cf_desk');
    await p.cockfight.placeBet(p.token, 'LWCF-2', {
      requestId: 'desk-bet-1',
      side: 'meron',
      stake: '100.00',
    });
    const listed = arenaOf(await owner.post('/arenas/LWCF-2/fights/1/last-call', {}));
    expect(listed.fight).toMatchObject({
      status: 'LAST_CALL',
      pools: { meron: { slips: 1, stake: '100.00' } },
    });
    // A result before the close is refused, nothing changed.
    const early = await owner.post('/arenas/LWCF-2/fights/1/result', { result: 'MERON' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'COCKFIGHT_BAD_TRANSITION',
      message: 'cockfight_err_bad_transition',
    });
    expect(arenaOf(await owner.post('/arenas/LWCF-2/fights/1/close', {})).fight?.status).toBe('CLOSED');
    expect((await owner.post('/arenas/LWCF-2/fights/1/last-call', {})).statusCode).toBe(409);

    const resulted = await owner.post('/arenas/LWCF-2/fights/1/result', {
      result: 'MERON',
      reason: 'Meron won',
    });
    expect(resulted.statusCode).toBe(200);
    expect(arenaOf(resulted).fight).toMatchObject({ status: 'RESULT', result: 'MERON' });
    expect(arenaOf(resulted).fight?.settledAt).not.toBeNull();
    // Fixed 1.900: 100.00 back as 190.00.
    expect(await p.balance()).toBe(p.start + 9_000n);
    // A finished fight cannot be cancelled.
    expect((await owner.post('/arenas/LWCF-2/fights/1/cancel', { reason: 'oops' })).statusCode).toBe(409);
    expect((await owner.post('/arenas/LWCF-2/fights/9/close', {})).json()).toMatchObject({
      code: 'COCKFIGHT_FIGHT_NOT_FOUND',
    });

    const audited = await database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'cockfight.%'))
      .orderBy(desc(auditLog.id));
    expect(audited.map((row) => row.action)).toEqual([
      'cockfight.fight.result',
      'cockfight.fight.close',
      'cockfight.fight.lastCall',
      'cockfight.fight.open',
    ]);
    expect(audited[0]).toMatchObject({ targetId: 'LWCF-2:1' });
  });

  it('cancels a fight with a reason and refunds its bets', async () => {
    const owner = await operator('owner', 'Owner@2026');
    expect((await owner.post('/arenas/LWCF-2/fights', {})).statusCode).toBe(200);
    const p = await player('cf_desk_cancel');
    await p.cockfight.placeBet(p.token, 'LWCF-2', { requestId: 'desk-bet-2', side: 'wala', stake: '50.00' });
    expect((await owner.post('/arenas/LWCF-2/fights/2/cancel', {})).statusCode).toBe(400);
    const cancelled = await owner.post('/arenas/LWCF-2/fights/2/cancel', { reason: 'Rooster injured' });
    expect(cancelled.statusCode).toBe(200);
    expect(arenaOf(cancelled).fight).toMatchObject({ status: 'CANCELLED', cancelReason: 'Rooster injured' });
    expect(await p.balance()).toBe(p.start);
  });

  it('is closed to operators without tables.manage', async () => {
    const support = await operator('support', 'Support@2026');
    expect((await support.get('/arenas')).statusCode).toBe(403);
    expect((await support.post('/arenas/LWCF-2/fights', {})).statusCode).toBe(403);
  });
});
