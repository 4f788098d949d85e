/**
 * An arena's settings from the back office (issue 22, ADR 087): name, opening, odds, stake limits
 * and stream URL changed with a reason and audited in the same transaction; new odds apply from the
 * next fight (a running fight keeps its snapshot), limits to the next bet at once; each refusal (a
 * cut or a price outside the engine's range, a minimum above the maximum, a stream that is not https,
 * closing while a fight runs, an operator without `tables.manage`) at its field with nothing changed;
 * a closed arena opens no fights, leaves the lobby and its page answers "no such arena".
 */
import type { TArenaAdmin, TArenaUpdateRequest } from '@luckwell/contracts/admin/arenas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { auditLog } from '../../admin/audit-log.table.ts';
import { createOperatorClient } from '../../admin/operator-test-client.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { createCockfightService } from './cockfight.service.ts';
import { cockfightArenas } from './cockfight-arena.table.ts';
import { cockfightFights } from './cockfight-fight.table.ts';

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

/** A cockfight service on the test database, its clock `now` (the beat's view of the arenas). */
const cockfightAt = (now: () => Date = () => new Date()) => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app),
    now,
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: 'cockfight',
      maintenance: false,
    }),
  });
  return createCockfightService({ db: database.db, provider, now });
};

const player = async (account: string) => {
  const cockfight = cockfightAt();
  const m = await kit.member(account);
  const url = await m.launch();
  const session = await cockfight.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, cockfight, token: session.token };
};

const arenaOf = (answer: { json: () => { value: TArenaAdmin } }) => answer.json().value;
const arenaRow = async (code: string) =>
  (await database.db.select().from(cockfightArenas).where(eq(cockfightArenas.code, code)))[0]!;
const fightOf = async (code: string, number: number) => {
  const arena = await arenaRow(code);
  return (
    await database.db
      .select()
      .from(cockfightFights)
      .where(and(eq(cockfightFights.arenaId, arena.id), eq(cockfightFights.number, number)))
  )[0]!;
};
const updates = () =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'cockfight.arena.update'))
    .orderBy(desc(auditLog.id));
/** What an arena's row holds of its settings (compared before and after a refusal). */
const settingsOf = async (code: string) => {
  const { leaseUntil: _l, leaseHolder: _h, ...row } = await arenaRow(code);
  return row;
};

/** LWCF-2's seeded settings, as a request body. */
const canTho = {
  name: 'Arena Cần Thơ',
  enabled: true,
  odds: { mode: 'fixed', meronMilli: 1900, walaMilli: 1900 },
  limits: { minStake: '10.00', maxStake: '50000.00' },
  streamUrl: null,
  reason: 'Settings',
};

describe('arena settings', () => {
  it('changes an arena, audited; new odds wait for the next fight, limits apply at once', async () => {
    const owner = await operator('owner', 'Owner@2026');
    const list = (await owner.get('/arenas')).json().value.arenas as TArenaAdmin[];
    expect(list[1]).toMatchObject({ code: 'LWCF-2', streamUrl: null, phases: null });
    expect(list[0]?.phases).toMatchObject({ openMs: 40_000 });
    expect((await owner.post('/arenas/LWCF-2/fights', {})).statusCode).toBe(200);

    const changed = await owner.put('/arenas/LWCF-2', {
      name: 'Arena Cần Thơ VIP',
      enabled: true,
      odds: { mode: 'fixed', meronMilli: 2100, walaMilli: 1750 },
      limits: { minStake: '20.00', maxStake: '10000.00' },
      streamUrl: 'https://stream.example.com/pit-2',
      reason: 'VIP card tonight',
    });
    expect(changed.statusCode).toBe(200);
    expect(arenaOf(changed)).toMatchObject({
      name: 'Arena Cần Thơ VIP',
      mode: 'manual',
      odds: { mode: 'fixed', meronMilli: 2100, walaMilli: 1750, cutBps: null },
      minStake: '20.00',
      maxStake: '10000.00',
      streamUrl: 'https://stream.example.com/pit-2',
      fight: { number: 1, status: 'OPEN', board: { meronMilli: 1900, walaMilli: 1900 } },
    });
    // The running fight keeps the odds it opened with.
    expect((await fightOf('LWCF-2', 1)).odds).toEqual({ mode: 'fixed', meronMilli: 1900, walaMilli: 1900 });

    // The limits bound the next bet at once.
    const p = await player('cf_settings');
    await expect(
      p.cockfight.placeBet(p.token, 'LWCF-2', { requestId: 'set-1', side: 'meron', stake: '15.00' }),
    ).rejects.toMatchObject({ code: 'COCKFIGHT_STAKE_OUT_OF_RANGE' });
    await p.cockfight.placeBet(p.token, 'LWCF-2', { requestId: 'set-2', side: 'meron', stake: '100.00' });
    // The player's page shows the stream.
    expect((await p.cockfight.publicState('LWCF-2')).arena).toMatchObject({
      name: 'Arena Cần Thơ VIP',
      streamUrl: 'https://stream.example.com/pit-2',
    });

    // The fight is paid at its own 1.900, and the next opens at the new prices.
    await owner.post('/arenas/LWCF-2/fights/1/close', {});
    const start = await p.balance();
    expect((await owner.post('/arenas/LWCF-2/fights/1/result', { result: 'MERON' })).statusCode).toBe(200);
    expect(await p.balance()).toBe(start + 19_000n);
    const next = arenaOf(await owner.post('/arenas/LWCF-2/fights', {}));
    expect(next.fight).toMatchObject({ number: 2, board: { meronMilli: 2100, walaMilli: 1750 } });
    expect((await fightOf('LWCF-2', 2)).odds).toEqual({ mode: 'fixed', meronMilli: 2100, walaMilli: 1750 });

    // Parimutuel from the following fight; the stream back off.
    const pari = await owner.put('/arenas/LWCF-2', {
      ...canTho,
      odds: { mode: 'parimutuel', cutBps: 300 },
      reason: 'Pool betting',
    });
    expect(arenaOf(pari)).toMatchObject({
      odds: { mode: 'parimutuel', cutBps: 300, meronMilli: null, walaMilli: null },
      streamUrl: null,
      fight: { number: 2, board: { mode: 'fixed' } },
    });
    await owner.post('/arenas/LWCF-2/fights/2/cancel', { reason: 'Done for tonight' });
    expect(arenaOf(await owner.post('/arenas/LWCF-2/fights', {})).fight?.board.mode).toBe('parimutuel');
    expect((await fightOf('LWCF-2', 3)).odds).toEqual({ mode: 'parimutuel', cutBps: 300 });
    await owner.post('/arenas/LWCF-2/fights/3/cancel', { reason: 'Done for tonight' });

    const [last, first] = await updates();
    expect(first).toMatchObject({ targetType: 'cockfight_arena', targetId: 'LWCF-2' });
    expect(first?.before).toMatchObject({
      name: 'Arena Cần Thơ',
      enabled: true,
      odds: { mode: 'fixed', meronMilli: 1900, walaMilli: 1900 },
      limits: { minStake: '10.00', maxStake: '50000.00' },
      streamUrl: null,
    });
    expect(first?.after).toMatchObject({
      name: 'Arena Cần Thơ VIP',
      odds: { mode: 'fixed', meronMilli: 2100, walaMilli: 1750 },
      limits: { minStake: '20.00', maxStake: '10000.00' },
      streamUrl: 'https://stream.example.com/pit-2',
      reason: 'VIP card tonight',
    });
    expect(last?.after).toMatchObject({ odds: { mode: 'parimutuel', cutBps: 300 }, reason: 'Pool betting' });
  });

  it('refuses each bad setting at its field, nothing changed', async () => {
    const owner = await operator('owner', 'Owner@2026');
    await owner.get('/arenas');
    const before = await settingsOf('LWCF-2');
    const audited = (await updates()).length;
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ odds: { mode: 'parimutuel', cutBps: 5_001 } }, 400, 'COCKFIGHT_BAD_ODDS', 'body.odds.cutBps'],
      [{ odds: { mode: 'parimutuel', cutBps: -1 } }, 400, 'COCKFIGHT_BAD_ODDS', 'body.odds.cutBps'],
      [
        { odds: { mode: 'fixed', meronMilli: 1_000, walaMilli: 1_900 } },
        400,
        'COCKFIGHT_BAD_ODDS',
        'body.odds.meronMilli',
      ],
      [
        { odds: { mode: 'fixed', meronMilli: 1_900, walaMilli: 100_001 } },
        400,
        'COCKFIGHT_BAD_ODDS',
        'body.odds.walaMilli',
      ],
      [
        { odds: { mode: 'fixed', meronMilli: 1.5, walaMilli: 1_900 } },
        400,
        'VALIDATION_FAILED',
        'body.odds.meronMilli',
      ],
      [
        { limits: { minStake: '500.00', maxStake: '100.00' } },
        400,
        'VALIDATION_FAILED',
        'body.limits.minStake',
      ],
      [
        { limits: { minStake: '0.00', maxStake: '100.00' } },
        400,
        'VALIDATION_FAILED',
        'body.limits.minStake',
      ],
      [{ streamUrl: 'http://stream.example.com/pit' }, 400, 'VALIDATION_FAILED', 'body.streamUrl'],
      [{ streamUrl: 'javascript:alert(1)' }, 400, 'VALIDATION_FAILED', 'body.streamUrl'],
      [
        { streamUrl: `https://stream.example.com/${'a'.repeat(300)}` },
        400,
        'VALIDATION_FAILED',
        'body.streamUrl',
      ],
      [{ name: '  ' }, 400, 'VALIDATION_FAILED', 'body.name'],
      [{ reason: '' }, 400, 'VALIDATION_FAILED', 'body.reason'],
    ];
    for (const [change, status, code, field] of refusals) {
      const refused = await owner.put('/arenas/LWCF-2', { ...canTho, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(status);
      expect(refused.json(), JSON.stringify(change)).toMatchObject({ code, value: { field } });
    }
    const minAboveMax = await owner.put('/arenas/LWCF-2', {
      ...canTho,
      limits: { minStake: '500.00', maxStake: '100.00' },
    });
    expect(minAboveMax.json()).toMatchObject({ message: 'arenas_err_min_above_max' });
    expect(
      (await owner.put('/arenas/LWCF-2', { ...canTho, odds: { mode: 'parimutuel', cutBps: 9000 } })).json(),
    ).toMatchObject({ message: 'arenas_err_bad_cut', value: { params: { max: 50 } } });
    expect((await owner.put('/arenas/LWCF-9', canTho)).json()).toMatchObject({
      code: 'COCKFIGHT_ARENA_NOT_FOUND',
    });

    // Closing while a fight runs: cancel or finish it first.
    expect((await owner.post('/arenas/LWCF-2/fights', {})).statusCode).toBe(200);
    const fight = (await fightOf('LWCF-2', 4)).odds;
    const busy = await owner.put('/arenas/LWCF-2', {
      ...canTho,
      enabled: false,
      odds: { mode: 'fixed', meronMilli: 2000, walaMilli: 2000 },
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'COCKFIGHT_ARENA_BUSY',
      message: 'arenas_err_arena_busy',
      value: { field: 'body.enabled', params: { number: 4, status: 'OPEN' } },
    });
    expect((await fightOf('LWCF-2', 4)).odds).toEqual(fight);

    // An operator without tables.manage.
    const content = await operator('content', 'Content@2026');
    const denied = await content.put('/arenas/LWCF-2', { ...canTho, name: 'Hijacked' });
    expect(denied.statusCode).toBe(403);

    expect(await settingsOf('LWCF-2')).toEqual(before);
    expect(await updates()).toHaveLength(audited);
    await owner.post('/arenas/LWCF-2/fights/4/cancel', { reason: 'End of test' });
  });

  it('closes an idle arena: no fights open, the lobby hides it, its page answers no such arena', async () => {
    const owner = await operator('owner', 'Owner@2026');
    const auto = (await owner.get('/arenas')).json().value.arenas[0] as TArenaAdmin;
    expect(auto).toMatchObject({ code: 'LWCF-1', mode: 'auto', fight: { status: 'OPEN' } });
    const settings: TArenaUpdateRequest = {
      name: auto.name,
      enabled: false,
      odds: { mode: 'parimutuel', cutBps: 500 },
      limits: { minStake: auto.minStake, maxStake: auto.maxStake },
      streamUrl: null,
      reason: 'Pit closed for repairs',
    };
    expect((await owner.put('/arenas/LWCF-1', settings)).json()).toMatchObject({
      code: 'COCKFIGHT_ARENA_BUSY',
    });
    const number = auto.fight!.number;
    expect(
      (await owner.post(`/arenas/LWCF-1/fights/${number}/cancel`, { reason: 'Repairs' })).statusCode,
    ).toBe(200);
    const closed = await owner.put('/arenas/LWCF-1', settings);
    expect(closed.statusCode).toBe(200);
    expect(arenaOf(closed)).toMatchObject({ enabled: false, fight: { number, status: 'CANCELLED' } });

    // The beat, long after, opens nothing there; the lobby and the page do not show it.
    const later = cockfightAt(() => new Date(Date.now() + 3_600_000));
    await later.advance();
    expect((await later.lobby()).arenas.map((a) => a.arena.code)).toEqual(['LWCF-2']);
    await expect(later.publicState('LWCF-1')).rejects.toBeInstanceOf(AppError);
    await expect(later.publicState('LWCF-1')).rejects.toMatchObject({ code: 'COCKFIGHT_ARENA_NOT_FOUND' });
    expect(arenaOf(await owner.put('/arenas/LWCF-1', settings)).fight?.number).toBe(number);
    const page = await app.inject({ method: 'GET', url: '/provider/cockfight/arenas/LWCF-1' });
    expect(page.statusCode).toBe(404);

    // Open again: the schedule starts a fresh fight once the cancelled one's time is up.
    const reopened = arenaOf(await owner.put('/arenas/LWCF-1', { ...settings, enabled: true }));
    expect(reopened).toMatchObject({ enabled: true, fight: { number, status: 'CANCELLED' } });
    await later.advance();
    expect((await later.publicState('LWCF-1')).fight).toMatchObject({ number: number + 1, status: 'OPEN' });
  });
});
