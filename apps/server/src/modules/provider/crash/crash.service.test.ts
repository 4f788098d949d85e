/**
 * Crash on the provider (ADR 039), on one database with a fake clock: the schedule run by two
 * competing servers, bets in and out of the window, manual and automatic cash-outs, settlement
 * repeated and finished by the sweep, the hash chain checked — and the ledger balanced after each.
 */
import {
  crashChain,
  crashPoint,
  crashTickMultiplier,
  firstTickReaching,
  verifyCrashHash,
} from '@luckwell/games/crash';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { games } from '../../games/game.table.ts';
import { betRecords } from '../../seamless/bet-record.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { providerRounds } from '../round.table.ts';
import { chainHashAt, createCrashService, maskName } from './crash.service.ts';
import { crashChains } from './crash-chain.table.ts';
import { crashGames } from './crash-game.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let crashGame: { vendor: string; gameCode: string };
let clock = Date.now();

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
  const [game] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.engine, 'crash'), eq(games.maintenance, false)))
    .limit(1);
  if (!game) throw new Error('no playable crash game in the demo catalogue');
  crashGame = game;
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const now = () => new Date(clock);
const providerWith = (drop?: (action: string) => boolean) =>
  createProviderService({
    db: database.db,
    operator: lossyOperator(app, drop),
    now,
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: gameCode === crashGame.gameCode ? 'crash' : 'dice',
      maintenance: false,
    }),
  });
const TIMINGS = { bettingMs: 5_000, crashedMs: 3_000 };
const serverWith = (node: string, drop?: (action: string) => boolean) => {
  const provider = providerWith(drop);
  return {
    provider,
    crash: createCrashService({ db: database.db, provider, now, timings: TIMINGS, chainLength: 500, node }),
  };
};
let server: ReturnType<typeof serverWith>;
beforeAll(() => {
  server = serverWith('server-a');
});

/** A member with a crash session opened from the lobby's launch. */
const seated = async (account: string, on = server) => {
  const m = await kit.member(account);
  const response = await m.c.call('POST', '/wps/game/launchGame', { payload: crashGame });
  const url = new URL(response.json().value.url as string);
  expect(url.pathname).toBe('/game/crash');
  const session = await on.provider.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, token: session.token, session };
};

/** The stored game the schedule is on now (the test may read its secrets). */
const gameRow = async (number: number) =>
  (await database.db.select().from(crashGames).where(eq(crashGames.number, number)))[0]!;

/** Moves the clock to the betting window of the next game whose crash point is at least `atLeast`. */
const bettingOnGame = async (atLeast = 100, atMost = 100_000_000) => {
  for (;;) {
    let game = await server.crash.advance();
    if (now() >= game.startsAt) {
      clock = game.endsAt.getTime();
      await server.crash.advance();
      continue;
    }
    game = await gameRow(game.number);
    if (game.crashPoint >= atLeast && game.crashPoint <= atMost) return game;
    clock = game.endsAt.getTime();
  }
};

const operatorRecord = async (roundId: string) =>
  (await database.db.select().from(betRecords).where(eq(betRecords.roundId, roundId)))[0];
const roundRow = async (roundId: string) =>
  (await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId)))[0]!;

describe('crash schedule', () => {
  it('runs one timeline when two servers advance it at once: each game once, numbered in turn', async () => {
    const b = serverWith('server-b');
    const seen: number[] = [];
    const start = await server.crash.advance();
    for (let i = 0; i < 6; i++) {
      const [x, y] = await Promise.all([server.crash.advance(), b.crash.advance()]);
      expect(x.id).toBe(y.id);
      seen.push(x.number);
      clock = x.endsAt.getTime();
    }
    expect(seen).toEqual(Array.from({ length: 6 }, (_, i) => start.number + i));
    const rows = await database.db.select().from(crashGames);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    // The next game's betting opens when the last one's show ends: the timeline is the rows.
    const first = await gameRow(start.number);
    const second = await gameRow(start.number + 1);
    expect(second.bettingAt).toEqual(first.endsAt);
    expect(second.startsAt.getTime() - second.bettingAt.getTime()).toBe(TIMINGS.bettingMs);
    expect(second.crashesAt.getTime() - second.startsAt.getTime()).toBe(second.crashTick * 100);
  });

  it('plays the chain in reverse order: every crashed game links to the commitment and shows its crash point', async () => {
    const state = await server.crash.publicState();
    expect(state.recent.length).toBeGreaterThan(3);
    const [chain] = await database.db
      .select()
      .from(crashChains)
      .where(eq(crashChains.id, state.gameRow.chainId));
    const { commitment, hashes } = crashChain(chain!.seed, chain!.length);
    expect(chain!.commitment).toBe(commitment);
    expect(state.chain).toEqual({ commitment, salt: chain!.salt, length: 500 });
    expect(chainHashAt(chain!.seed, chain!.length, 7)).toBe(hashes[6]);
    for (const game of state.recent) {
      expect(verifyCrashHash(game.hash, game.commitment, game.chainGame)).toBe(true);
      expect(crashPoint(game.hash, game.salt)).toBe(game.crashPoint);
      expect(game.hash).toBe(hashes[game.chainGame - 1]);
    }
    // Consecutive games link: the hash of game n + 1 hashes to game n's.
    const [newer, older] = state.recent;
    expect(verifyCrashHash(newer!.hash, older!.hash, 1)).toBe(true);
    // The current game's hash and crash point stay secret until it crashes.
    expect(state.game).toMatchObject({ phase: 'betting', hash: null, crashPoint: null, crashesAt: null });
  });
});

describe('crash bets', () => {
  it('takes a bet in the betting window (stake debited now) and refuses one once the game runs', async () => {
    const p = await seated('crash_window');
    const before = await p.balance();
    const game = await bettingOnGame();
    const placed = await server.crash.placeBet(p.token, { stake: '12.34', autoCashOut: null });
    expect(placed.bet).toMatchObject({ gameNumber: game.number, stake: '12.34', resolved: false });
    expect(placed.round).toMatchObject({ status: 'open', engine: 'crash', stake: '12.34' });
    expect(await p.balance()).toBe(before - 1_234n);
    expect(placed.balance).toBe('9987.66');
    await expect(server.crash.placeBet(p.token, { stake: '1.00' })).rejects.toMatchObject({
      code: 'PROVIDER_BAD_ACTION',
      messageKey: 'provider_err_crash_bet_placed',
    });
    clock = game.startsAt.getTime();
    const q = await seated('crash_late');
    await expect(server.crash.placeBet(q.token, { stake: '1.00' })).rejects.toMatchObject({
      statusCode: 409,
      code: 'CRASH_BETTING_CLOSED',
      messageKey: 'provider_err_crash_betting_closed',
    });
    expect(await q.balance()).toBe(1_000_000n);
    // Masked names in the public state: the player can spot the bet, a stranger cannot name it.
    const state = await server.crash.state(q.token);
    expect(state.bets).toContainEqual({
      id: expect.any(Number),
      name: maskName('crash_window'),
      stake: '12.34',
      currency: 'VND',
      cashedOutAt: null,
      payout: null,
    });
    expect(maskName('crash_window')).toBe('cr***w');
    expect(state.myBet).toBeNull();
    clock = game.endsAt.getTime();
    await server.crash.advance();
  });

  it('keeps one bet per player per round when two arrive at once: the other is refunded', async () => {
    const p = await seated('crash_double');
    const game = await bettingOnGame();
    const before = await p.balance();
    const results = await Promise.allSettled([
      server.crash.placeBet(p.token, { stake: '7.00' }),
      server.crash.placeBet(p.token, { stake: '7.00' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'PROVIDER_BAD_ACTION', messageKey: 'provider_err_crash_bet_placed' },
    });
    expect(await p.balance()).toBe(before - 700n);
    clock = game.endsAt.getTime();
    await server.crash.advance();
  });

  it('pays a manual cash-out at a tick below the crash point floor(stake × multiplier), at once', async () => {
    const p = await seated('crash_manual');
    const game = await bettingOnGame(200);
    const before = await p.balance();
    const { round } = await server.crash.placeBet(p.token, { stake: '33.33' });
    // 1,234 ms into the run: executed at tick 13, whose multiplier is below 2× ≤ the crash point.
    clock = game.startsAt.getTime() + 1_234;
    const m = crashTickMultiplier(13);
    expect(m).toBeLessThan(game.crashPoint);
    const cashed = await server.crash.cashOut(p.token);
    const payout = (3_333n * BigInt(m)) / 100n;
    expect(cashed.bet).toMatchObject({ cashedOutAt: m, tick: 13, resolved: true });
    expect(cashed.round).toMatchObject({ status: 'settled', multiplier: m * 100 });
    expect(cashed.round.payout).toBe((Number(payout) / 100).toFixed(2));
    expect(await p.balance()).toBe(before - 3_333n + payout);
    expect(cashed.balance).toBe(((Number(before) - 3_333 + Number(payout)) / 100).toFixed(2));
    // Asking again changes nothing.
    const again = await server.crash.cashOut(p.token);
    expect(again.bet).toEqual(cashed.bet);
    expect(await p.balance()).toBe(before - 3_333n + payout);
    expect(await operatorRecord(round.roundId)).toMatchObject({ status: 'settled', payoutMinor: payout });
    clock = game.endsAt.getTime();
    await server.crash.advance();
    // The public list shows the cash-out.
    expect((await server.crash.publicState()).recent[0]!.number).toBe(game.number);
  });

  it('loses a cash-out asked after the crash tick', async () => {
    const p = await seated('crash_late_out');
    const game = await bettingOnGame(101);
    const before = await p.balance();
    await server.crash.placeBet(p.token, { stake: '10.00' });
    clock = game.crashesAt.getTime() + 1; // the next tick is past the crash
    const lost = await server.crash.cashOut(p.token);
    expect(lost.bet).toMatchObject({ cashedOutAt: null, payout: '0.00', resolved: true });
    expect(lost.round).toMatchObject({ status: 'settled', payout: '0.00' });
    expect(await p.balance()).toBe(before - 1_000n);
    clock = game.endsAt.getTime();
    await server.crash.advance();
  });

  it('cashes out automatically when the curve reaches the target, and a target above the crash loses', async () => {
    const winner = await seated('crash_auto_win');
    const loser = await seated('crash_auto_lose');
    const game = await bettingOnGame(200, 400); // crashes well after the 1.50× tick
    const w0 = await winner.balance();
    const l0 = await loser.balance();
    await server.crash.placeBet(winner.token, { stake: '20.00', autoCashOut: 150 });
    await server.crash.placeBet(loser.token, { stake: '20.00', autoCashOut: game.crashPoint + 1 });
    const due = game.startsAt.getTime() + firstTickReaching(150) * 100;
    clock = due - 1;
    await server.crash.advance();
    expect((await server.crash.state(winner.token)).myBet).toMatchObject({ resolved: false });
    clock = due;
    await server.crash.advance();
    expect((await server.crash.state(winner.token)).myBet).toMatchObject({
      cashedOutAt: 150,
      tick: firstTickReaching(150),
      payout: '30.00',
      resolved: true,
    });
    expect(await winner.balance()).toBe(w0 + 1_000n);
    expect((await server.crash.state(loser.token)).myBet).toMatchObject({ resolved: false });
    clock = game.crashesAt.getTime();
    await server.crash.advance();
    expect((await server.crash.state(loser.token)).myBet).toMatchObject({ resolved: true, payout: '0.00' });
    expect(await loser.balance()).toBe(l0 - 2_000n);
    expect((await gameRow(game.number)).settledAt).not.toBeNull();
    clock = game.endsAt.getTime();
  });
});

describe('crash state', () => {
  it("keeps the last game's bet, with its outcome, in view once the next game is open", async () => {
    const p = await seated('crash_next_game');
    const other = await seated('crash_no_bet');
    const game = await bettingOnGame(101);
    await server.crash.placeBet(p.token, { stake: '10.00' });
    clock = game.endsAt.getTime();
    await server.crash.advance();
    const after = await server.crash.state(p.token);
    expect(after.game.number).toBe(game.number + 1);
    expect(after.myBet).toMatchObject({ gameNumber: game.number, resolved: true, payout: '0.00' });
    expect((await server.crash.state(other.token)).myBet).toBeNull();
    // A bet on the new game is the one shown.
    await server.crash.placeBet(p.token, { stake: '10.00' });
    expect((await server.crash.state(p.token)).myBet).toMatchObject({
      gameNumber: game.number + 1,
      resolved: false,
    });
    // Two games on, the old bet is no longer shown.
    const later = await server.crash.advance();
    clock = later.endsAt.getTime();
    await server.crash.advance();
    const beyond = await server.crash.advance();
    clock = beyond.endsAt.getTime();
    await server.crash.advance();
    expect((await server.crash.state(p.token)).myBet).toBeNull();
  });
});

describe('crash settlement', () => {
  it('settles a crashed game once however often and by however many servers it runs', async () => {
    const b = serverWith('server-b');
    const p = await seated('crash_twice');
    const game = await bettingOnGame(101);
    const before = await p.balance();
    const { round } = await server.crash.placeBet(p.token, { stake: '40.00', autoCashOut: 101 });
    clock = game.crashesAt.getTime() + 10;
    const runs = await Promise.all([server.crash.settleGame(game), b.crash.settleGame(game)]);
    expect(runs.map((r) => r.resolved).sort()).toEqual([0, 1]);
    await server.crash.settleGame(game);
    await b.crash.sweep();
    await server.crash.advance();
    expect(await p.balance()).toBe(before - 4_000n + 4_040n);
    expect(await operatorRecord(round.roundId)).toMatchObject({ status: 'settled', payoutMinor: 4_040n });
    expect((await roundRow(round.roundId)).status).toBe('settled');
    clock = game.endsAt.getTime();
  });

  it('pays the bets a beat resolves with one signed credit batch: a win and a loss', async () => {
    const actions: string[] = [];
    const spied = serverWith('server-spied', (action) => {
      actions.push(action);
      return false;
    });
    const winner = await seated('crash_batch_a', spied);
    const loser = await seated('crash_batch_b', spied);
    const game = await bettingOnGame(150);
    const w0 = await winner.balance();
    const l0 = await loser.balance();
    const won = await spied.crash.placeBet(winner.token, { stake: '10.00', autoCashOut: 120 });
    const lost = await spied.crash.placeBet(loser.token, { stake: '10.00' });
    actions.length = 0;
    clock = game.crashesAt.getTime();
    expect(await spied.crash.settleGame(await gameRow(game.number))).toEqual({ resolved: 2, settled: true });
    expect(actions.filter((action) => action.startsWith('credit'))).toEqual(['creditBatch']);
    // 10.00 at 1.20×: 12.00 back; the loser's stake stays with the house.
    expect(await winner.balance()).toBe(w0 - 1_000n + 1_200n);
    expect(await loser.balance()).toBe(l0 - 1_000n);
    for (const [{ round }, player] of [
      [won, winner],
      [lost, loser],
    ] as const) {
      const row = await roundRow(round.roundId);
      expect(row.status).toBe('settled');
      expect(row.balanceAfterMinor).toBe(await player.balance());
    }
    expect(await operatorRecord(won.round.roundId)).toMatchObject({ status: 'settled', payoutMinor: 1_200n });
    clock = game.endsAt.getTime();
    await server.crash.advance();
  });

  it('leaves no money stuck: the sweep settles a bet nobody settled, and retries a lost credit', async () => {
    const lossy = serverWith('server-lossy', (action) => action === 'credit' || action === 'creditBatch');
    const p = await seated('crash_swept', lossy);
    const q = await seated('crash_swept_lost', lossy);
    const game = await bettingOnGame(120);
    const p0 = await p.balance();
    const q0 = await q.balance();
    const won = await lossy.crash.placeBet(p.token, { stake: '50.00', autoCashOut: 110 });
    const lost = await lossy.crash.placeBet(q.token, { stake: '50.00', autoCashOut: game.crashPoint + 5 });
    // Nobody ran the schedule while the game played; long after, a server's sweep finds it.
    clock = game.endsAt.getTime() + 60_000;
    const swept = await lossy.crash.sweep();
    expect(swept.settled).toBe(0); // the credits' answers were lost: still settling
    expect((await roundRow(won.round.roundId)).status).toBe('settling');
    expect(await p.balance()).toBe(p0 - 5_000n + 5_500n); // the operator did book the win
    clock += 31_000;
    await server.provider.sweep();
    expect((await server.crash.sweep()).settled).toBe(1);
    for (const { round } of [won, lost]) expect((await roundRow(round.roundId)).status).toBe('settled');
    expect(await p.balance()).toBe(p0 + 500n);
    expect(await q.balance()).toBe(q0 - 5_000n);
    expect(await operatorRecord(lost.round.roundId)).toMatchObject({ status: 'settled', payoutMinor: 0n });
    expect((await gameRow(game.number)).settledAt).not.toBeNull();
  });
});
