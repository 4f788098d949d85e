import { createHash } from 'node:crypto';
import { defineEngine, EngineInputError } from '@luckwell/games/engine';
import { houseEngine } from '@luckwell/games/house-engines';
import { verifyRound } from '@luckwell/games/verify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createProviderService } from './provider.service.ts';
import { createProviderKit, lossyOperator } from './provider-test-kit.ts';
import { providerRounds } from './round.table.ts';

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

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

/** A member in the dice game: launched from the lobby and the session opened by the game client. */
const seated = async (account: string, cash?: bigint) => {
  const m = await kit.member(account, cash);
  const url = await m.launch();
  const start = await api('POST', '/provider/session', undefined, {
    vendor: url.searchParams.get('vendor'),
    gameCode: url.searchParams.get('gameCode'),
    launchToken: url.searchParams.get('token'),
  });
  expect(start.status).toBe(200);
  return { ...m, url, session: start.body.value, token: start.body.value.token as string };
};

const under50 = { target: 5000, direction: 'under' };

describe('house game provider: dice through the seamless protocol', () => {
  it('launches a dice game into the provider game route, and opens a session from the launch token', async () => {
    const p = await seated('dice_launch');
    expect(p.url.pathname).toBe('/game/dice');
    expect(p.session).toMatchObject({
      player: 'dice_launch',
      currency: 'VND',
      balance: '10000.00',
      game: { engine: 'dice', rtp: '99.00', gameCode: kit.dice.gameCode },
      fairness: { nonce: 0 },
      openRound: null,
    });
    expect(p.session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The launch token works once.
    const again = await api('POST', '/provider/session', undefined, {
      vendor: p.url.searchParams.get('vendor'),
      gameCode: p.url.searchParams.get('gameCode'),
      launchToken: p.url.searchParams.get('token'),
    });
    expect(again).toMatchObject({ status: 401, body: { code: 'PROVIDER_SESSION_INVALID' } });
  });

  it('debits the stake, pays the win, stores the step and the operator bet record agrees', async () => {
    const p = await seated('dice_play');
    const before = await p.balance();
    const { status, body } = await api('POST', '/provider/rounds', p.token, {
      stake: '100.00',
      action: under50,
    });
    expect(status).toBe(200);
    const round = body.value.round;
    expect(round).toMatchObject({ status: 'settled', stake: '100.00', nonce: 0, balanceBefore: '10000.00' });
    const roll = round.steps[0].record.roll as number;
    expect(round.payout).toBe(roll < 5000 ? '198.00' : '0.00');
    const after = await p.balance();
    expect(after - before).toBe(roll < 5000 ? 9_800n : -10_000n);
    expect(body.value.balance).toBe(round.balanceAfter);
    expect(body.value.fairness.nonce).toBe(1);
    const [record] = await database.db.select().from(betRecords).where(eq(betRecords.roundId, round.roundId));
    expect(record).toMatchObject({
      status: 'settled',
      stakeMinor: 10_000n,
      payoutMinor: roll < 5000 ? 19_800n : 0n,
    });
    const history = await api('GET', '/provider/history', p.token);
    expect(history.body.value.rounds.map((r: { roundId: string }) => r.roundId)).toEqual([round.roundId]);
  });

  it('refuses a bet larger than the balance with a clear message and moves nothing', async () => {
    const p = await seated('dice_poor', 5_000n);
    const { status, body } = await api('POST', '/provider/rounds', p.token, {
      stake: '100.00',
      action: under50,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'WALLET_INSUFFICIENT_FUNDS',
      message: 'provider_err_insufficient_funds',
      value: { params: { balance: '50.00' } },
    });
    expect(await p.balance()).toBe(5_000n);
    expect((await api('GET', '/provider/fairness', p.token)).body.value.nonce).toBe(0);
    expect((await api('GET', '/provider/history', p.token)).body.value.rounds).toEqual([]);
  });

  it('refuses bad input and strangers', async () => {
    const p = await seated('dice_bad');
    expect(
      (
        await api('POST', '/provider/rounds', p.token, {
          stake: '1.00',
          action: { target: 1, direction: 'under' },
        })
      ).body,
    ).toMatchObject({ code: 'PROVIDER_BAD_ACTION', message: 'provider_err_target_out_of_range' });
    expect(
      (await api('POST', '/provider/rounds', 'x'.repeat(43), { stake: '1.00', action: under50 })).status,
    ).toBe(401);
    expect((await api('POST', '/provider/rounds', p.token, { stake: '0.00', action: under50 })).status).toBe(
      400,
    );
  });

  it('lets the player set the client seed and rotate: the revealed seed matches the commitment and replays the rounds', async () => {
    const p = await seated('dice_fair');
    const seed = await api('PUT', '/provider/fairness/client-seed', p.token, { clientSeed: 'my-own-seed' });
    expect(seed.body.value).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    const committed = seed.body.value.serverSeedHash as string;
    const rounds = [];
    for (let i = 0; i < 3; i++) {
      rounds.push(
        (await api('POST', '/provider/rounds', p.token, { stake: '10.00', action: under50 })).body.value
          .round,
      );
    }
    expect(rounds.map((r) => [r.nonce, r.clientSeed])).toEqual([
      [0, 'my-own-seed'],
      [1, 'my-own-seed'],
      [2, 'my-own-seed'],
    ]);
    expect(rounds[0].serverSeed).toBeNull();
    const rotated = await api('POST', '/provider/fairness/rotate', p.token, {});
    const { revealed, fairness } = rotated.body.value;
    expect(revealed).toMatchObject({ serverSeedHash: committed, clientSeed: 'my-own-seed', rounds: 3 });
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(committed);
    expect(fairness.serverSeedHash).not.toBe(committed);
    expect(fairness.nonce).toBe(0);
    for (const round of (await api('GET', '/provider/history', p.token)).body.value.rounds) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const verified = verifyRound({
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        engine: round.engine,
        config: round.config,
        actions: round.steps.map((s: { action: unknown }) => s.action),
        serverSeedHash: committed,
      });
      expect(verified).toMatchObject({ ok: true, hashMatches: true, multiplier: round.multiplier });
      expect(verified.ok && verified.steps[0]!.record).toEqual(round.steps[0].record);
    }
  });
  it("lists the round in the member's betting record, replayable through the provider's recall", async () => {
    const p = await seated('dice_record');
    const played = (await api('POST', '/provider/rounds', p.token, { stake: '25.00', action: under50 })).body
      .value.round;
    const records = (await p.c.call('GET', '/wps/member/bets?page=1&size=10')).json();
    expect(records.value).toMatchObject({ total: 1, totalStake: '25.00', currencySymbol: '₫' });
    expect(records.value.list[0]).toMatchObject({
      roundId: played.roundId,
      vendor: kit.dice.vendor,
      stake: '25.00',
      payout: played.payout,
      status: 'settled',
      replayable: true,
    });
    const recall = await api('GET', `/provider/rounds/${played.roundId}`);
    expect(recall.body.value.steps).toEqual(played.steps);
    expect((await api('GET', '/provider/rounds/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    const other = (await p.c.call('GET', '/wps/member/bets?vendor=NOVA')).json();
    expect(other.value.total).toBe(0);
  });
});

describe('interrupted rounds', () => {
  /** Steps up: each step doubles the multiplier or loses it (a fair coin), cash out any time. */
  const ladder = defineEngine<
    Record<string, never>,
    'start' | 'up' | 'cashout',
    { level: number },
    { level: number; lost?: boolean }
  >({
    family: 'ladder',
    config: () => ({}),
    action: (_config, raw, state) => {
      if (state === undefined) return 'start';
      if (raw === 'up' || raw === 'cashout') return raw;
      throw new EngineInputError('bad_step');
    },
    step: (_config, random, state, action) => {
      if (action === 'start')
        return { state: { level: 0 }, multiplier: 10_000, finished: false, record: { level: 0 } };
      const level = state!.level;
      if (action === 'cashout')
        return { state: { level }, multiplier: 10_000 * 2 ** level, finished: true, record: { level } };
      if (random.nextInt(2) === 0)
        return { state: { level }, multiplier: 0, finished: true, record: { level, lost: true } };
      return {
        state: { level: level + 1 },
        multiplier: 10_000 * 2 ** (level + 1),
        finished: false,
        record: { level: level + 1 },
      };
    },
    timeoutAction: () => 'cashout',
    rtp: () => '100.00',
  });

  let clock = Date.now();
  beforeEach(() => {
    clock = Date.now();
  });
  const providerWith = (operator = lossyOperator(app)) =>
    createProviderService({
      db: database.db,
      operator,
      now: () => new Date(clock),
      engines: (family) => (family === 'ladder' ? ladder : houseEngine(family)),
      gameOf: async (_brand, _vendor, gameCode) => ({
        gameName: gameCode,
        engine: gameCode === kit.dice.gameCode ? 'ladder' : 'dice',
        maintenance: false,
      }),
    });
  const startWith = async (service: ReturnType<typeof providerWith>, account: string) => {
    const m = await kit.member(account);
    const url = await m.launch();
    const session = await service.startSession({
      vendor: url.searchParams.get('vendor')!,
      gameCode: url.searchParams.get('gameCode')!,
      launchToken: url.searchParams.get('token')!,
    });
    return { ...m, session };
  };
  const roundRow = async (roundId: string) =>
    (await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId)))[0]!;
  const operatorRecord = async (roundId: string) =>
    (
      await database.db
        .select()
        .from(betRecords)
        .where(and(eq(betRecords.roundId, roundId)))
    )[0];

  it('completes a round whose credit got through but whose answer was lost, paying once', async () => {
    const service = providerWith(lossyOperator(app, (action) => action === 'credit'));
    const p = await startWith(service, 'lost_credit');
    const before = await p.balance();
    // The ladder game's first step is not final, so cash out straight away to get a credit.
    const { round } = await service.play(p.session.token, { stake: '50.00', action: null });
    expect(round.status).toBe('open');
    const cashed = await service.act(p.session.token, round.roundId, { action: 'cashout' });
    expect(cashed.round.status).toBe('settling');
    expect(await p.balance()).toBe(before); // the credit was booked: 50 back
    clock += 31_000;
    const swept = await providerWith().sweep();
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    expect((await roundRow(round.roundId)).status).toBe('settled');
    expect(await p.balance()).toBe(before);
    expect(await operatorRecord(round.roundId)).toMatchObject({
      status: 'settled',
      stakeMinor: 5_000n,
      payoutMinor: 5_000n,
    });
  });

  it('rolls back a debit whose answer never came, so no money is stuck', async () => {
    const service = providerWith(lossyOperator(app, (action) => action === 'debit'));
    const p = await startWith(service, 'lost_debit');
    const before = await p.balance();
    await expect(service.play(p.session.token, { stake: '70.00', action: null })).rejects.toMatchObject({
      code: 'PROVIDER_OPERATOR_UNAVAILABLE',
    });
    expect(await p.balance()).toBe(before - 7_000n);
    const [pending] = await database.db
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.player, 'lost_debit'), eq(providerRounds.status, 'pending')));
    clock += 31_000;
    // Two servers sweep at once: the lease lets one act.
    const [a, b] = await Promise.all([providerWith().sweep(), providerWith().sweep()]);
    expect(a.refunded + b.refunded).toBe(1);
    expect((await roundRow(pending!.roundId)).status).toBe('refunded');
    expect(await p.balance()).toBe(before);
    expect(await operatorRecord(pending!.roundId)).toMatchObject({ status: 'refunded' });
  });

  it('resumes an open multi-step round on the next launch, and settles it by cash-out after the timeout', async () => {
    const service = providerWith();
    const p = await startWith(service, 'walked_away');
    const before = await p.balance();
    const { round } = await service.play(p.session.token, { stake: '20.00', action: null });
    expect(round).toMatchObject({ status: 'open', multiplier: 10_000 });
    const again = await service.startSession({
      vendor: kit.dice.vendor,
      gameCode: kit.dice.gameCode,
      launchToken: (await p.launch()).searchParams.get('token')!,
    });
    expect(again.openRound?.roundId).toBe(round.roundId);
    expect(await service.play(again.token, { stake: '20.00', action: null }).catch((e) => e.code)).toBe(
      'PROVIDER_BAD_ACTION',
    );
    clock += 11 * 60_000;
    const swept = await service.sweep();
    expect(swept.autoSettled).toBe(1);
    const settled = await roundRow(round.roundId);
    expect(settled.status).toBe('settled');
    // Cashed out at the state it was left in: 1×, the stake back.
    expect(settled.payoutMinor).toBe(2_000n);
    expect(await p.balance()).toBe(before);
    const recall = await service.recall(round.roundId);
    expect(recall.steps.at(-1)).toMatchObject({ action: 'cashout', finished: true });
  });

  it('keeps the provider totals equal to the operator bet records', async () => {
    const totals = await providerWith().totals();
    const [operator] = await database.db
      .select({
        stake: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)::text`,
        payout: sql<string>`coalesce(sum(${betRecords.payoutMinor}), 0)::text`,
      })
      .from(betRecords)
      .where(and(eq(betRecords.vendor, kit.dice.vendor), eq(betRecords.status, 'settled')));
    expect({ stake: totals.stake, payout: totals.payout }).toEqual(operator);
  });
});
