import { describe, expect, it } from 'vitest';
import {
  addShot,
  batchShots,
  createBatchState,
  flushAll,
  flushDue,
  SETTLEMENT_MAX_MS,
  SETTLEMENT_MAX_SHOTS,
  type SettlementRound,
  settlementId,
} from './batch.ts';
import type { ShotResult } from './room.ts';

const T0 = 1_700_000_000_000;

const shot = (
  nonce: number,
  atMs: number,
  outcome: Partial<ShotResult> = {},
  playerId = 'alice',
): ShotResult => ({
  roomId: 'room-1',
  playerId,
  nonce,
  weaponId: 'cannon-1',
  atMs,
  hits: [],
  stake: 100n,
  refund: 0n,
  win: 0n,
  ...outcome,
});

/** Ten shots a second for `seconds`, some winning, some refunded. */
const volley = (seconds: number, playerId = 'alice') =>
  Array.from({ length: seconds * 10 }, (_, i) =>
    shot(i + 1, T0 + i * 100, { win: i % 7 === 0 ? 300n : 0n, refund: i % 11 === 0 ? 100n : 0n }, playerId),
  );

/** A wallet that books a round once per id, however often it is sent. */
const wallet = () => {
  const booked = new Set<string>();
  let balance = 100_000n;
  return {
    settle: (round: SettlementRound) => {
      if (booked.has(round.id)) return;
      booked.add(round.id);
      balance += round.net;
    },
    balance: () => balance,
  };
};

describe('settlement ids', () => {
  it('are the same for the same room, player and sequence, and differ otherwise', () => {
    expect(settlementId('room-1', 'alice', 4)).toBe(settlementId('room-1', 'alice', 4));
    expect(settlementId('room-1', 'alice', 4)).toBe('fishing:room-1:alice:4');
    const ids = new Set([
      settlementId('room-1', 'alice', 4),
      settlementId('room-1', 'alice', 5),
      settlementId('room-1', 'bob', 4),
      settlementId('room-2', 'alice', 4),
      settlementId('a:b', 'c', 1),
      settlementId('a', 'b:c', 1),
    ]);
    expect(ids.size).toBe(6);
    expect(() => settlementId('room-1', 'alice', -1)).toThrow();
  });

  it('come out the same when the same shots are batched again (a restart replays them)', () => {
    expect(batchShots('room-1', 'alice', volley(5))).toEqual(batchShots('room-1', 'alice', volley(5)));
  });
});

describe('settlement rounds', () => {
  it('close after one second of shots, carrying the totals with refunds netted', () => {
    const shots = volley(3);
    const rounds = batchShots('room-1', 'alice', shots);
    expect(rounds.map((round) => round.shots)).toEqual([10, 10, 10]);
    expect(rounds.map((round) => round.sequence)).toEqual([0, 1, 2]);
    const sum = (pick: (s: ShotResult) => bigint) => shots.reduce((total, s) => total + pick(s), 0n);
    expect(rounds.reduce((t, r) => t + r.totalStake, 0n)).toBe(sum((s) => s.stake));
    expect(rounds.reduce((t, r) => t + r.totalRefund, 0n)).toBe(sum((s) => s.refund));
    expect(rounds.reduce((t, r) => t + r.totalWin, 0n)).toBe(sum((s) => s.win));
    for (const round of rounds) expect(round.net).toBe(round.totalWin + round.totalRefund - round.totalStake);
    expect(rounds[0]).toMatchObject({
      firstNonce: 1,
      lastNonce: 10,
      totalStake: 1_000n,
      totalRefund: 100n,
      totalWin: 600n,
    });
  });

  it('close at 50 shots even within the second', () => {
    const burst = Array.from({ length: 120 }, (_, i) => shot(i + 1, T0 + i));
    expect(batchShots('room-1', 'alice', burst).map((round) => round.shots)).toEqual([
      SETTLEMENT_MAX_SHOTS,
      SETTLEMENT_MAX_SHOTS,
      20,
    ]);
  });

  it('close on the timer when the player stops firing, and not before', () => {
    const first = addShot(createBatchState('room-1', 'alice'), shot(1, T0));
    expect(first.closed).toEqual([]);
    expect(flushDue(first.state, T0 + SETTLEMENT_MAX_MS - 1).closed).toEqual([]);
    const due = flushDue(first.state, T0 + SETTLEMENT_MAX_MS);
    expect(due.closed.map((round) => round.id)).toEqual(['fishing:room-1:alice:0']);
    expect(due.state.open).toBeUndefined();
    expect(flushAll(due.state).closed).toEqual([]);
    expect(addShot(due.state, shot(2, T0 + 5_000)).state.open?.sequence).toBe(1);
  });

  it('refuse a shot of another player or room', () => {
    expect(() => addShot(createBatchState('room-1', 'alice'), shot(1, T0, {}, 'bob'))).toThrow();
  });

  it('need about one wallet call per player per second: 6 players at 10 shots a second', () => {
    const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const rounds = players.flatMap((player) => batchShots('room-1', player, volley(10, player)));
    const shots = players.length * 10 * 10;
    expect(shots).toBe(600);
    expect(rounds.length).toBe(60);
    expect(rounds.length / 10).toBe(6);
  });

  it('are booked once by an idempotent wallet however often they are retried', () => {
    const rounds = batchShots('room-1', 'alice', volley(4));
    const once = wallet();
    for (const round of rounds) once.settle(round);
    const retried = wallet();
    for (const round of [...rounds, ...rounds, rounds[1]!]) retried.settle(round);
    expect(retried.balance()).toBe(once.balance());
    const expected = rounds.reduce((balance, round) => balance + round.net, 100_000n);
    expect(once.balance()).toBe(expected);
  });
});
