/**
 * Fishing rooms on the provider (issue 22, ADR 088), on one database with a fake clock: a player
 * shoots and captures a fish and the balance follows the batch (one debit of its stakes, one credit of
 * its wins and refunds); 50 shots close a batch, one provider round per batch, a retried settlement
 * booked once; an invalidated bullet refunded in its batch; one capturer per fish; a shot beyond the
 * balance refused with nothing moved; a refused batch debit voiding its wins; a reconnect resuming
 * the sequence and booking what a dropped connection left — and the ledger balanced after each.
 */
import type { TFishingSettledMessage, TFishingShotMessage } from '@luckwell/contracts/provider/fishing';
import {
  createRoom,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  fishOnScreen,
  fishPosition,
  LAG_TOLERANCE_MS,
  SPAWN_SLOT_MS,
  spawnsInSlot,
} from '@luckwell/games/fishing/room';
import { fishSpecies } from '@luckwell/games/fishing/species';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { seamlessTransactions } from '../../seamless/seamless-transaction.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { providerRounds } from '../round.table.ts';
import { createFishingService, FISHING_FAMILY } from './fishing.service.ts';
import { fishingBatches, fishingWallets } from './fishing-batch.table.ts';
import { fishingCaptures } from './fishing-capture.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let clock = Date.parse('2026-11-28T05:00:00Z');
const now = () => new Date(clock);
const ROOM = 'LWFISH-R1';

const serverWith = (drop: (action: string) => boolean = () => false) => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app, drop),
    now,
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: FISHING_FAMILY,
      maintenance: false,
    }),
  });
  return { provider, fishing: createFishingService({ db: database.db, provider, now }) };
};
let server: ReturnType<typeof serverWith>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
  server = serverWith();
  await server.fishing.ensureRooms();
  // Fish need a while to fill the field after the room opens.
  clock += 30_000;
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const seated = async (account: string, cash?: bigint, on = server) => {
  const m = await kit.member(account, cash);
  const url = await m.launch();
  const session = await on.fishing.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  const heard: TFishingSettledMessage[] = [];
  const seat = await on.fishing.join(session.token, ROOM, (message) => heard.push(message));
  return { ...m, token: session.token, seat, heard, start: await m.balance() };
};

const engineRoom = async () => {
  const room = await server.fishing.roomOf(ROOM);
  return createRoom({ roomId: room.code, roomSeed: room.roomSeed, openedAtMs: room.openedAt.getTime() });
};
const capturedIds = async () =>
  new Set((await database.db.select({ id: fishingCaptures.fishId }).from(fishingCaptures)).map((r) => r.id));

/** A fish on screen now, inside the field, uncaptured, paying at most `most`×, and where to aim at it. */
const target = async (most = 4, skip: ReadonlySet<string> = new Set()) => {
  const room = await engineRoom();
  const taken = await capturedIds();
  // The room's seed is new each run: with no such fish on screen now, the test waits for one (the
  // clock moves a second at a time, at most a minute).
  for (let waited = 0; waited <= 60_000; waited += 1_000, clock += 1_000) {
    for (const fish of fishOnScreen(room, clock)) {
      const species = fishSpecies(fish.speciesId);
      if (species.kind !== 'regular' || species.multiplier > most || taken.has(fish.id) || skip.has(fish.id))
        continue;
      const at = fishPosition(fish, clock);
      const later = fishPosition(fish, clock + 2_000);
      if (!at || !later || at.x < 0 || at.y < 0 || at.x > FIELD_WIDTH || at.y > FIELD_HEIGHT) continue;
      return { id: fish.id, aim: at };
    }
  }
  throw new Error('no fish to shoot at');
};

/** A fish of the room that has swum off the screen for longer than the lag tolerance by now. */
const goneFish = async () => {
  const room = await engineRoom();
  for (let slot = 0; slot * SPAWN_SLOT_MS < clock - room.openedAtMs; slot++) {
    const fish = spawnsInSlot(room, slot).find((f) => f.spawnAtMs + f.lifetimeMs + LAG_TOLERANCE_MS < clock);
    if (fish) return fish.id;
  }
  throw new Error('no fish has left the screen yet');
};

let shots = 0;
const shoot = (
  player: { seat: Awaited<ReturnType<typeof seated>>['seat'] },
  fish: { id: string; aim: { x: number; y: number } },
  weaponId = 'cannon-1',
) => player.seat.shoot({ clientShotId: `s${++shots}`, weaponId, aim: fish.aim, targetFishIds: [fish.id] });

/** Shoots one cheap fish until it is captured (under 50 shots: one batch). */
const shootUntilCaptured = async (player: Awaited<ReturnType<typeof seated>>, weaponId = 'cannon-1') => {
  const answers: TFishingShotMessage[] = [];
  const fish = await target();
  for (let i = 0; i < 45; i++) {
    const answer = await shoot(player, fish, weaponId);
    answers.push(answer);
    if (answer.hits[0]!.outcome === 'captured') return { fish, answers };
  }
  throw new Error('no capture in 45 shots at 24 % or more');
};
const money = (minorUnits: bigint) => (Number(minorUnits) / 100).toFixed(2);
const minor = (money: string) => BigInt(Math.round(Number(money) * 100));
const sum = (answers: TFishingShotMessage[], key: 'stake' | 'refund' | 'win') =>
  answers.reduce((total, answer) => total + minor(answer[key]), 0n);
const batchRow = async (settlementId: string) =>
  (await database.db.select().from(fishingBatches).where(eq(fishingBatches.settlementId, settlementId)))[0]!;
const roundsOf = (settlementId: string) =>
  database.db
    .select()
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.engine, FISHING_FAMILY),
        sql`${providerRounds.config} ->> 'settlementId' = ${settlementId}`,
      ),
    );

describe('a player in a room', () => {
  it('shoots and captures a fish, and the balance follows the batch: one debit, one credit', async () => {
    const a = await seated('fish_capture');
    const state = await a.seat.state();
    expect(state).toMatchObject({
      type: 'state',
      room: { code: ROOM },
      balance: '10000.00',
      nextSequence: 0,
    });
    expect(state.weapons.map((w) => w.id)).toContain('chain-lightning');
    const { fish, answers } = await shootUntilCaptured(a);
    const last = answers.at(-1)!;
    expect(last.hits[0]).toMatchObject({ fishId: fish.id, outcome: 'captured' });
    expect(minor(last.win)).toBeGreaterThan(0n);
    // Nothing moves before the batch closes; the shots are held against the balance.
    expect(await a.balance()).toBe(a.start);
    expect(last.available).toBe(money(a.start - sum(answers, 'stake')));
    clock += 1_000;
    await a.seat.tick();
    const settled = a.heard.at(-1)!;
    expect(settled).toMatchObject({
      type: 'settled',
      settlementId: last.settlementId,
      shots: answers.length,
    });
    const stake = sum(answers, 'stake');
    const win = sum(answers, 'win') + sum(answers, 'refund');
    expect(await a.balance()).toBe(a.start - stake + win);
    expect(settled.balance).toBe(money(a.start - stake + win));
    const rounds = await roundsOf(last.settlementId);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ status: 'settled', stakeMinor: stake, payoutMinor: win });
    expect(await batchRow(last.settlementId)).toMatchObject({ status: 'settled', shots: answers.length });
  });
});

describe('settlement rounds', () => {
  it('closes a batch at 50 shots as one provider round; a retried settlement books once', async () => {
    // The wallet's answer to the first credit is lost: the batch waits, debited, for a retry.
    let dropped = 0;
    const lossy = serverWith((action) => action === 'credit' && dropped++ === 0);
    const b = await seated('fish_fifty', undefined, lossy);
    const answers: TFishingShotMessage[] = [];
    let fish = await target(10);
    for (let i = 0; i < 50; i++) {
      const answer = await shoot(b, fish);
      answers.push(answer);
      if (answer.hits[0]!.outcome === 'captured') fish = await target(10);
    }
    const ids = new Set(answers.map((answer) => answer.settlementId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(id).toBe(`fishing:${ROOM}:${encodeURIComponent('LW:fish_fifty')}:0`);
    await b.seat.idle();
    expect(await batchRow(id!)).toMatchObject({ status: 'debited', shots: 50 });
    // The 51st shot opens the next batch.
    expect((await shoot(b, fish)).settlementId).toMatch(/:1$/);
    // Retried (here, on another server, then again): the same round, credited once.
    for (const retry of [server, lossy, server]) await retry.fishing.settleBatch(id!);
    expect(await batchRow(id!)).toMatchObject({ status: 'settled' });
    const rounds = await roundsOf(id!);
    expect(rounds).toHaveLength(1);
    const credits = await database.db
      .select()
      .from(seamlessTransactions)
      .where(
        and(eq(seamlessTransactions.roundId, rounds[0]!.roundId), eq(seamlessTransactions.kind, 'credit')),
      );
    expect(credits).toHaveLength(1);
    await b.seat.leave();
    const all = [...answers];
    const after = await b.balance();
    const lastShot = (await batchRow(id!.replace(/:0$/, ':1')))!;
    expect(after).toBe(
      b.start -
        sum(all, 'stake') +
        sum(all, 'win') +
        sum(all, 'refund') -
        lastShot.totalStakeMinor +
        lastShot.totalWinMinor +
        lastShot.totalRefundMinor,
    );
  });

  it('refunds a bullet invalidated by lag (the fish gone, out of reach, never there) in its batch', async () => {
    const c = await seated('fish_lag');
    const fish = await target(1000);
    const gone = await c.seat.shoot({
      clientShotId: 'gone',
      weaponId: 'cannon-5',
      aim: fish.aim,
      targetFishIds: [await goneFish()],
    });
    expect(gone.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'left-screen', win: '0.00' });
    const far = await c.seat.shoot({
      clientShotId: 'far',
      weaponId: 'cannon-5',
      aim: { x: fish.aim.x < 800 ? 1590 : 10, y: fish.aim.y < 450 ? 890 : 10 },
      targetFishIds: [fish.id],
    });
    expect(far.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'out-of-reach' });
    const never = await c.seat.shoot({
      clientShotId: 'never',
      weaponId: 'cannon-5',
      aim: fish.aim,
      targetFishIds: ['999999.0'],
    });
    expect(never.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'not-on-screen' });
    await c.seat.leave();
    const batch = await batchRow(gone.settlementId);
    expect(batch).toMatchObject({
      status: 'settled',
      shots: 3,
      totalStakeMinor: 1_500n,
      totalRefundMinor: 1_500n,
    });
    expect(await c.balance()).toBe(c.start);
    expect(c.heard.at(-1)).toMatchObject({
      type: 'settled',
      totalStake: '15.00',
      totalRefund: '15.00',
      totalWin: '0.00',
    });
  });
});

describe('one room, many players', () => {
  it('gives a fish one capturer: a later hit on it is refunded', async () => {
    const p = await seated('fish_first');
    const q = await seated('fish_second', undefined, serverWith());
    const { fish } = await shootUntilCaptured(p);
    const late = await shoot(q, fish);
    expect(late.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'already-captured' });
    const rows = await database.db.select().from(fishingCaptures).where(eq(fishingCaptures.fishId, fish.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player: 'fish_first' });
    await Promise.all([p.seat.leave(), q.seat.leave()]);
    expect(await q.balance()).toBe(q.start);
    const state = await server.fishing.publicState(ROOM);
    expect(state.fish.find((f) => f.id === fish.id)).toMatchObject({ captured: true });
  });
});

describe('the balance', () => {
  it('refuses a shot beyond the balance less the stakes not yet debited, and it costs nothing', async () => {
    const d = await seated('fish_poor', 300n);
    const fish = await target(1000);
    const answers: TFishingShotMessage[] = [];
    for (let i = 0; i < 3; i++) answers.push(await shoot(d, fish));
    expect(answers.at(-1)!.available).toBe('0.00');
    const refused = await d.seat
      .shoot({ clientShotId: 'x', weaponId: 'cannon-1', aim: fish.aim, targetFishIds: [fish.id] })
      .catch((e) => e);
    expect(refused).toMatchObject({
      code: 'FISHING_INSUFFICIENT_BALANCE',
      detail: { params: { available: '0.00', price: '1.00' } },
    });
    const batch = await batchRow(answers[0]!.settlementId);
    expect(batch).toMatchObject({ shots: 3, totalStakeMinor: 300n });
    expect(await d.balance()).toBe(300n);
    await d.seat.leave();
    expect(await d.balance()).toBe(300n - 300n + sum(answers, 'win') + sum(answers, 'refund'));
  });

  it('voids a batch whose debit the wallet refuses: nothing moves, its wins are not paid', async () => {
    const e = await seated('fish_void', 100n);
    // The wallet's last answer is stale (the player spent the money elsewhere since): 100.00 believed.
    await database.db
      .update(fishingWallets)
      .set({ balanceMinor: 10_000n })
      .where(eq(fishingWallets.player, 'fish_void'));
    const { answers } = await shootUntilCaptured(e, 'cannon-5');
    expect(sum(answers, 'win')).toBeGreaterThan(0n);
    await e.seat.leave();
    const batch = await batchRow(answers[0]!.settlementId);
    expect(batch.status).toBe('void');
    expect(e.heard.at(-1)).toMatchObject({ type: 'void', settlementId: batch.settlementId, balance: '1.00' });
    expect(await e.balance()).toBe(100n);
    expect(await roundsOf(batch.settlementId)).toMatchObject([{ status: 'rejected' }]);
    // The refusal's balance is the one the next shots are checked against.
    const wallet = await database.db
      .select()
      .from(fishingWallets)
      .where(eq(fishingWallets.player, 'fish_void'));
    expect(wallet[0]!.balanceMinor).toBe(100n);
  });
});

describe('a reconnect', () => {
  it('resumes the sequence after the last stored batch and books what the dropped connection left', async () => {
    const f = await seated('fish_again');
    const fish = await target(1000);
    const first = await shoot(f, fish);
    await f.seat.leave();
    expect(first.settlementId).toMatch(/:0$/);
    // A second connection, dropped without a leave (a crashed server): its batch stays open.
    const second = await server.fishing.join(f.token, ROOM);
    expect((await second.state()).nextSequence).toBe(1);
    const orphan = await second.shoot({
      clientShotId: 'o',
      weaponId: 'cannon-1',
      aim: fish.aim,
      targetFishIds: [fish.id],
    });
    expect(orphan.settlementId).toMatch(/:1$/);
    expect((await batchRow(orphan.settlementId)).status).toBe('open');
    // The player comes back (another server): the orphan is booked, the sequence resumes at 2.
    const heard: TFishingSettledMessage[] = [];
    const third = await serverWith().fishing.join(f.token, ROOM, (m) => heard.push(m));
    await third.idle();
    expect(heard.map((m) => m.settlementId)).toEqual([orphan.settlementId]);
    expect((await third.state()).nextSequence).toBe(2);
    expect(
      (
        await third.shoot({
          clientShotId: 't',
          weaponId: 'cannon-1',
          aim: fish.aim,
          targetFishIds: [fish.id],
        })
      ).settlementId,
    ).toMatch(/:2$/);
    // Its connection dies too: the sweep books it once the batch is a few seconds stale.
    // (Other tests' players that never left hold open batches too: the sweep books theirs as well.)
    clock += 6_000;
    const swept = await server.fishing.sweep();
    expect(swept.closed).toBeGreaterThanOrEqual(1);
    expect(swept.settled).toBe(swept.closed);
    expect((await batchRow(orphan.settlementId.replace(/:1$/, ':2'))).status).toBe('settled');
  });
});
