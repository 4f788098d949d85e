import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ARENA_OUTCOMES,
  type ArenaConfig,
  type ArenaOutcome,
  arenaFight,
  DEFAULT_WEIGHTS,
  fightAt,
  fightServerSeed,
  fightsBetween,
  outcomeFromSeed,
  verifyFightResult,
} from './arena.ts';

const SEED = 'a3f1c0de9b7e44d2a1c5f00e6b3d2c1a9e8f7d6c5b4a39281706f5e4d3c2b1a0';
const START = Date.UTC(2026, 0, 1);
const config: ArenaConfig = {
  arenaId: 'demo-arena',
  startMs: START,
  openMs: 60_000,
  lastCallMs: 15_000,
  closedMs: 90_000,
  resultMs: 15_000,
  weights: DEFAULT_WEIGHTS,
};
const CYCLE = 180_000;

/** The rules of docs/cockfight-rules.md, recomputed with node:crypto rather than the engine's code. */
const independentOutcome = (
  serverSeed: string,
  arenaId: string,
  n: number,
  weights: Record<ArenaOutcome, number>,
) => {
  const total = ARENA_OUTCOMES.reduce((sum, o) => sum + weights[o], 0);
  const limit = 2 ** 32 - (2 ** 32 % total);
  for (let cursor = 0; ; cursor++) {
    const block = createHmac('sha256', serverSeed).update(`${arenaId}:${n}:${cursor}`).digest();
    for (let i = 0; i < 8; i++) {
      const word = block.readUInt32BE(i * 4);
      if (word >= limit) continue;
      let r = word % total;
      for (const outcome of ARENA_OUTCOMES) {
        if (r < weights[outcome]) return outcome;
        r -= weights[outcome];
      }
    }
  }
};

describe('the arena schedule', () => {
  it('walks fight 1 through its phases', () => {
    const phases = [0, 59_999, 60_000, 74_999, 75_000, 164_999, 165_000, 179_999].map(
      (t) => fightAt(config, SEED, START + t).phase,
    );
    const done = fightAt(config, SEED, START + 165_000);
    const shown = done.reveal!.outcome === 'CANCELLED' ? 'CANCELLED' : 'RESULT';
    expect(phases).toEqual(['OPEN', 'OPEN', 'LAST_CALL', 'LAST_CALL', 'CLOSED', 'CLOSED', shown, shown]);
    expect(fightAt(config, SEED, START + 179_999).fightNumber).toBe(1);
    expect(fightAt(config, SEED, START + 180_000)).toMatchObject({ fightNumber: 2, phase: 'OPEN' });
  });

  it('gives every fight its timings', () => {
    expect(fightAt(config, SEED, START + 10 * CYCLE + 70_000)).toMatchObject({
      fightNumber: 11,
      phase: 'LAST_CALL',
      opensAt: START + 10 * CYCLE,
      lastCallAt: START + 10 * CYCLE + 60_000,
      closesAt: START + 10 * CYCLE + 75_000,
      resultAt: START + 10 * CYCLE + 165_000,
      endsAt: START + 11 * CYCLE,
    });
  });

  it('shows the commitment from the start and reveals the seed only with the result', () => {
    const open = fightAt(config, SEED, START + 5 * CYCLE);
    const closed = fightAt(config, SEED, START + 5 * CYCLE + 164_999);
    const done = fightAt(config, SEED, START + 5 * CYCLE + 165_000);
    expect(open.reveal).toBeNull();
    expect(closed.reveal).toBeNull();
    expect(open.commitment).toBe(done.commitment);
    expect(done.reveal!.serverSeed).toBe(fightServerSeed(SEED, config.arenaId, 6));
    expect(createHash('sha256').update(done.reveal!.serverSeed).digest('hex')).toBe(open.commitment);
  });

  it('is deterministic: same seed and time, same answer; another seed, other fights', () => {
    const times = [0, 1, 59_999, 1_000_000, 987_654_321].map((t) => START + t);
    expect(times.map((t) => fightAt(config, SEED, t))).toEqual(times.map((t) => fightAt(config, SEED, t)));
    const ours = fightsBetween(config, SEED, START, START + 40 * CYCLE).map((f) => f.reveal?.outcome);
    const theirs = fightsBetween(config, `${SEED}x`, START, START + 40 * CYCLE).map((f) => f.reveal?.outcome);
    expect(ours).toEqual(
      fightsBetween(config, SEED, START, START + 40 * CYCLE).map((f) => f.reveal?.outcome),
    );
    expect(ours).not.toEqual(theirs);
  });

  it('lists the fights on in a window, each as seen at its end', () => {
    const fights = fightsBetween(config, SEED, START + CYCLE - 1, START + 3 * CYCLE + 1);
    expect(fights.map((f) => f.fightNumber)).toEqual([1, 2, 3, 4]);
    expect(fights.slice(0, 3).every((f) => f.reveal !== null)).toBe(true);
    expect(fights[3]).toMatchObject({ phase: 'OPEN', reveal: null });
    expect(fightsBetween(config, SEED, START - 5_000, START)).toEqual([]);
    expect(fightsBetween(config, SEED, START, START + 1).map((f) => f.fightNumber)).toEqual([1]);
    expect(() => fightsBetween(config, SEED, START, START + 10_001 * CYCLE)).toThrow(RangeError);
  });

  it('refuses a time before fight 1 and a bad config', () => {
    expect(() => fightAt(config, SEED, START - 1)).toThrow(RangeError);
    expect(() => fightAt({ ...config, openMs: 0 }, SEED, START)).toThrow(RangeError);
    expect(() => fightAt({ ...config, resultMs: -1 }, SEED, START)).toThrow(RangeError);
    expect(() =>
      fightAt({ ...config, weights: { MERON: 0, WALA: 0, DRAW: 0, CANCELLED: 0 } }, SEED, START + 170_000),
    ).toThrow(RangeError);
    expect(() => fightAt({ ...config, weights: { ...DEFAULT_WEIGHTS, DRAW: 1.5 } }, SEED, START)).toThrow(
      RangeError,
    );
    expect(() => arenaFight(config, SEED, 0, START)).toThrow(RangeError);
  });
});

describe('arena fairness', () => {
  it('derives each result as the rules page says, and verifies it from the revealed seed', () => {
    const weights = { MERON: 48, WALA: 48, DRAW: 3, CANCELLED: 1 };
    for (let n = 1; n <= 200; n++) {
      const serverSeed = fightServerSeed(SEED, config.arenaId, n);
      expect(serverSeed).toBe(createHmac('sha256', SEED).update(`demo-arena:fight:${n}`).digest('hex'));
      const outcome = outcomeFromSeed({ serverSeed, arenaId: config.arenaId, fightNumber: n, weights });
      expect(outcome).toBe(independentOutcome(serverSeed, config.arenaId, n, weights));
      const commitment = createHash('sha256').update(serverSeed).digest('hex');
      const args = { serverSeed, commitment, arenaId: config.arenaId, fightNumber: n, weights };
      expect(verifyFightResult({ ...args, outcome })).toBe(true);
      const other = ARENA_OUTCOMES.find((o) => o !== outcome)!;
      expect(verifyFightResult({ ...args, outcome: other })).toBe(false);
      expect(verifyFightResult({ ...args, commitment: commitment.replace(/^./, 'x'), outcome })).toBe(false);
    }
  });

  it('matches the worked example of docs/cockfight-rules.md: fight 1 of the demo seed', () => {
    const serverSeed = fightServerSeed(SEED, 'demo-arena', 1);
    expect(serverSeed).toBe('9d24040096f6f0f9e250dc55d9edac7bc46f7e728b0cc9dcbcf31eb8b595f906');
    expect(fightAt(config, SEED, START).commitment).toBe(
      '2f693b4315ec5e1e0f99c7b3aa2ffcf7e15b09636d2a672772c52e79128944c0',
    );
    // The first word of HMAC-SHA256(seed, "demo-arena:1:0") mod 10000 is 3386 < 4775: MERON.
    expect(fightAt(config, SEED, START + 165_000).reveal).toEqual({ serverSeed, outcome: 'MERON' });
  });

  it('never draws an outcome of weight 0', () => {
    const weights = { MERON: 1, WALA: 1, DRAW: 0, CANCELLED: 0 };
    for (let n = 1; n <= 300; n++) {
      const serverSeed = fightServerSeed(SEED, 'x', n);
      expect(['MERON', 'WALA']).toContain(
        outcomeFromSeed({ serverSeed, arenaId: 'x', fightNumber: n, weights }),
      );
    }
  });

  it('draws the outcomes at their weights over 100,000 fights (each within its 99 % interval)', () => {
    const FIGHTS = 100_000;
    const counts: Record<ArenaOutcome, number> = { MERON: 0, WALA: 0, DRAW: 0, CANCELLED: 0 };
    for (let n = 1; n <= FIGHTS; n++) {
      const serverSeed = fightServerSeed(SEED, config.arenaId, n);
      counts[
        outcomeFromSeed({ serverSeed, arenaId: config.arenaId, fightNumber: n, weights: DEFAULT_WEIGHTS })
      ] += 1;
    }
    for (const outcome of ARENA_OUTCOMES) {
      const p = DEFAULT_WEIGHTS[outcome] / 10_000;
      const mean = FIGHTS * p;
      const halfWidth = 2.576 * Math.sqrt(FIGHTS * p * (1 - p));
      expect(Math.abs(counts[outcome] - mean), outcome).toBeLessThanOrEqual(halfWidth);
    }
  });
});
