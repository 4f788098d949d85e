/**
 * Plinko, mines and hi-lo through the house game provider (ADR 038): the bet debited, the steps
 * stored, the table multiplier paid, an open round resumed and settled by the sweep, and the
 * ledger still balanced — through the same routes and seamless calls as dice.
 */
import { hiloRank } from '@luckwell/games/hilo';
import { houseEngine } from '@luckwell/games/house-engines';
import { minesMultiplier } from '@luckwell/games/mines';
import { plinkoPaytable } from '@luckwell/games/plinko';
import { verifyRound } from '@luckwell/games/verify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { games } from '../games/game.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { TEST_VENDOR_SECRET } from '../seamless/demo-seamless.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createOperatorClient, injectTransport } from './operator-client.ts';
import { createProviderService } from './provider.service.ts';
import { createProviderKit } from './provider-test-kit.ts';
import { providerRounds } from './round.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
type Family = 'plinko' | 'mines' | 'hilo';
const catalogue = new Map<Family, { vendor: string; gameCode: string }>();

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
  const rows = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode, engine: games.engine })
    .from(games)
    .where(
      and(
        eq(games.merchantId, kit.lw),
        inArray(games.engine, ['plinko', 'mines', 'hilo']),
        eq(games.maintenance, false),
      ),
    );
  for (const row of rows) if (!catalogue.has(row.engine as Family)) catalogue.set(row.engine as Family, row);
});
afterAll(async () => {
  await app.close();
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

/** A member launching the family's first playable catalogue game from the lobby. */
const launcher = async (account: string, family: Family) => {
  const m = await kit.member(account);
  const game = catalogue.get(family);
  if (!game) throw new Error(`no playable ${family} game in the demo catalogue`);
  const launch = async () => {
    const response = await m.c.call('POST', '/wps/game/launchGame', { payload: game });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().value.url as string);
    return {
      url,
      input: {
        vendor: url.searchParams.get('vendor')!,
        gameCode: url.searchParams.get('gameCode')!,
        launchToken: url.searchParams.get('token')!,
      },
    };
  };
  return { ...m, game, launch };
};

const seated = async (account: string, family: Family) => {
  const m = await launcher(account, family);
  const { url, input } = await m.launch();
  expect(url.pathname).toBe(`/game/${family}`);
  const start = await api('POST', '/provider/session', undefined, input);
  expect(start.status).toBe(200);
  expect(start.body.value.game).toMatchObject({ engine: family, rtp: '99.00' });
  return { ...m, token: start.body.value.token as string };
};

const mineCellsOf = async (roundId: string) => {
  const [row] = await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId));
  return (row!.state as { mineCells: number[] }).mineCells;
};

describe('mini games through the house game provider', () => {
  it('plays mines: bet, reveal two safe tiles, cash out at the table multiplier, mines shown only at the end', async () => {
    const p = await seated('mines_cash', 'mines');
    const before = await p.balance();
    const bet = await api('POST', '/provider/rounds', p.token, { stake: '100.00', action: { mines: 3 } });
    expect(bet.status).toBe(200);
    const round = bet.body.value.round;
    expect(round).toMatchObject({ status: 'open', multiplier: 0, stake: '100.00' });
    expect(round.steps[0].record).toMatchObject({ mines: 3, mineCells: null, revealed: [] });
    expect(await p.balance()).toBe(before - 10_000n);
    const mines = await mineCellsOf(round.roundId);
    const safe = [...Array(25).keys()].filter((cell) => !mines.includes(cell));
    for (const [i, cell] of safe.slice(0, 2).entries()) {
      const step = await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, {
        action: { type: 'reveal', cell },
      });
      expect(step.status).toBe(200);
      expect(step.body.value.round).toMatchObject({ status: 'open', multiplier: minesMultiplier(3, i + 1) });
      expect(JSON.stringify(step.body.value.round)).not.toMatch(/"mineCells":\[/);
    }
    const again = await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, {
      action: { type: 'reveal', cell: safe[0] },
    });
    expect(again.status).toBe(400);
    const cashed = await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, {
      action: { type: 'cashOut' },
    });
    expect(cashed.status).toBe(200);
    const settled = cashed.body.value.round;
    const payoutMinor = (10_000n * BigInt(minesMultiplier(3, 2))) / 10_000n;
    expect(settled).toMatchObject({ status: 'settled', multiplier: minesMultiplier(3, 2) });
    expect(settled.steps.at(-1).record.mineCells).toEqual(mines);
    expect(await p.balance()).toBe(before - 10_000n + payoutMinor);
    const [record] = await database.db.select().from(betRecords).where(eq(betRecords.roundId, round.roundId));
    expect(record).toMatchObject({ status: 'settled', stakeMinor: 10_000n, payoutMinor });
  });

  it('pays nothing when a mine is hit, and the verifier recomputes the round once the seed is revealed', async () => {
    const p = await seated('mines_boom', 'mines');
    const before = await p.balance();
    const bet = await api('POST', '/provider/rounds', p.token, { stake: '50.00', action: { mines: 5 } });
    const round = bet.body.value.round;
    const mines = await mineCellsOf(round.roundId);
    const boom = await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, {
      action: { type: 'reveal', cell: mines[0] },
    });
    expect(boom.body.value.round).toMatchObject({ status: 'settled', multiplier: 0, payout: '0.00' });
    expect(boom.body.value.round.steps.at(-1).record).toMatchObject({ hit: mines[0], mineCells: mines });
    expect(await p.balance()).toBe(before - 5_000n);
    const rotated = await api('POST', '/provider/fairness/rotate', p.token, {});
    expect(rotated.status).toBe(200);
    const recall = (await api('GET', `/provider/rounds/${round.roundId}`)).body.value;
    const verified = verifyRound({
      serverSeed: recall.serverSeed,
      clientSeed: recall.clientSeed,
      nonce: recall.nonce,
      engine: 'mines',
      actions: recall.steps.map((s: { action: unknown }) => s.action),
      serverSeedHash: recall.serverSeedHash,
    });
    expect(verified).toMatchObject({ ok: true, hashMatches: true, multiplier: 0 });
  });

  it('resumes an open mines round on relaunch, and the sweep settles it after the timeout', async () => {
    let clock = Date.now();
    const service = createProviderService({
      db: database.db,
      operator: createOperatorClient({ transport: injectTransport(() => app), secret: TEST_VENDOR_SECRET }),
      now: () => new Date(clock),
      engines: houseEngine,
      gameOf: async (_brand, _vendor, gameCode) => ({
        gameName: gameCode,
        engine: gameCode === catalogue.get('mines')!.gameCode ? 'mines' : 'hilo',
        maintenance: false,
      }),
    });
    const p = await launcher('mines_away', 'mines');
    const before = await p.balance();
    const session = await service.startSession((await p.launch()).input);
    const { round } = await service.play(session.token, { stake: '40.00', action: { mines: 1 } });
    const mines = await mineCellsOf(round.roundId);
    const safe = [...Array(25).keys()].find((cell) => !mines.includes(cell))!;
    await service.act(session.token, round.roundId, { action: { type: 'reveal', cell: safe } });
    const again = await service.startSession((await p.launch()).input);
    expect(again.openRound).toMatchObject({ roundId: round.roundId, status: 'open' });
    expect(JSON.stringify(again.openRound)).not.toMatch(/"mineCells":\[/);
    clock += 11 * 60_000;
    expect((await service.sweep()).autoSettled).toBe(1);
    const recall = await service.recall(round.roundId);
    const multiplier = minesMultiplier(1, 1);
    expect(recall).toMatchObject({ status: 'settled', multiplier });
    expect(recall.steps.at(-1)).toMatchObject({ action: { type: 'timeout' }, finished: true });
    expect(await p.balance()).toBe(before - 4_000n + (4_000n * BigInt(multiplier)) / 10_000n);
    // A hi-lo round left before any correct guess settles as a loss, by the engine's rules.
    const h = await launcher('hilo_away', 'hilo');
    const hiloBefore = await h.balance();
    const hiloSession = await service.startSession((await h.launch()).input);
    const hilo = await service.play(hiloSession.token, { stake: '10.00', action: null });
    expect(hilo.round.status).toBe('open');
    clock += 11 * 60_000;
    expect((await service.sweep()).autoSettled).toBe(1);
    expect(await service.recall(hilo.round.roundId)).toMatchObject({ status: 'settled', payout: '0.00' });
    expect(await h.balance()).toBe(hiloBefore - 1_000n);
  });

  it('plays hi-lo: guesses until a win, then cashes out the running multiplier', async () => {
    const p = await seated('hilo_play', 'hilo');
    const before = await p.balance();
    let won = false;
    for (let attempt = 0; attempt < 20 && !won; attempt++) {
      const bet = await api('POST', '/provider/rounds', p.token, { stake: '10.00', action: null });
      expect(bet.status).toBe(200);
      let round = bet.body.value.round;
      expect(round).toMatchObject({ status: 'open', multiplier: 0 });
      const card = round.steps[0].record.card as number;
      const guess = hiloRank(card) <= 7 ? 'higher' : 'lower';
      round = (
        await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, {
          action: { type: 'guess', guess },
        })
      ).body.value.round;
      if (round.status !== 'open') {
        expect(round).toMatchObject({ status: 'settled', payout: '0.00' });
        continue;
      }
      const running = round.multiplier as number;
      const cashed = await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, {
        action: { type: 'cashOut' },
      });
      expect(cashed.body.value.round).toMatchObject({ status: 'settled', multiplier: running });
      const payoutMinor = (1_000n * BigInt(running)) / 10_000n; // floored, as the provider pays
      expect(cashed.body.value.round.payout).toBe(
        `${payoutMinor / 100n}.${String(payoutMinor % 100n).padStart(2, '0')}`,
      );
      won = true;
    }
    expect(won).toBe(true);
    const history = (await api('GET', '/provider/history', p.token)).body.value.rounds as {
      stake: string;
      payout: string;
    }[];
    const net = history.reduce((sum, r) => sum + Math.round((Number(r.payout) - Number(r.stake)) * 100), 0);
    expect(await p.balance()).toBe(before + BigInt(net));
  });

  it('drops plinko balls paying the paytable slot, and keeps the ledger balanced', async () => {
    const p = await seated('plinko_play', 'plinko');
    const before = await p.balance();
    let expected = before;
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
    ] as const) {
      const drop = await api('POST', '/provider/rounds', p.token, { stake: '20.00', action: { rows, risk } });
      expect(drop.status).toBe(200);
      const round = drop.body.value.round;
      const record = round.steps[0].record;
      expect(record.path).toHaveLength(rows);
      expect(round).toMatchObject({
        status: 'settled',
        multiplier: plinkoPaytable({ rows, risk })[record.slot],
      });
      expected += (2_000n * BigInt(round.multiplier)) / 10_000n - 2_000n;
    }
    expect(await p.balance()).toBe(expected);
    const bad = await api('POST', '/provider/rounds', p.token, {
      stake: '20.00',
      action: { rows: 20, risk: 'low' },
    });
    expect(bad.status).toBe(400);
    expect(await p.balance()).toBe(expected);
    const report = await checkLedger(database.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
