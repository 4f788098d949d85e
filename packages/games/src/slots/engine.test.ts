import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../rng.ts';
import { evaluateGrid, playRound, simulateRounds, spin, validateModel } from './engine.ts';
import { H1, H2, L1, L2, L3, SCATTER as S, WILD as W } from './models/shared.ts';
import { slotModels } from './registry.ts';
import { twoLines, twoLinesWays } from './test-models.ts';
import type { RandomSource } from './types.ts';

/** The stops given, then stop 1 for ever (twoLines' stop 1 shows L1, L2, H1: no scatter). */
const scripted = (...spins: number[][]): RandomSource => {
  const stops = spins.flat();
  let i = 0;
  return { nextInt: () => (i < stops.length ? stops[i++]! : 1) };
};

const streamFor = (nonce: number, clientSeed = 'client') =>
  createRandomStream({ serverSeed: 'slot-server-seed', clientSeed, nonce });

// twoLines: line 0 is the middle row, line 1 the top row; a 2-coin stake, so a coin is 5,000
// ten-thousandths. H1 pays 10/20/50 coins, L1 2/4/10, L2 1/3/8; scatters pay 1/5/20× the stake.
describe('paylines', () => {
  it('pays a line left to right with the wild standing in for the symbol', () => {
    const result = evaluateGrid(twoLines, [
      [L2, H1, L1],
      [L2, W, L1],
      [L3, H1, L2],
      [L1, H1, L2],
      [L3, L2, L1],
    ]);
    expect(result.wins).toEqual([
      {
        kind: 'line',
        line: 0,
        symbol: H1,
        count: 4,
        ways: 1,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        multiplier: 100_000,
      },
    ]);
    expect(result.multiplier).toBe(100_000); // 20 coins of a 2-coin stake: 10×
  });

  it('pays five of a kind through three wilds', () => {
    const result = evaluateGrid(twoLines, [
      [L2, H1, L1],
      [L1, W, L1],
      [L3, W, L2],
      [L3, W, L2],
      [L3, H1, L1],
    ]);
    expect(result.wins.map((w) => [w.line, w.symbol, w.count, w.multiplier])).toEqual([[0, H1, 5, 250_000]]);
  });

  it('stops a line at the first symbol that does not match, and the wild never completes a scatter', () => {
    const result = evaluateGrid(twoLines, [
      [S, H1, L1],
      [W, S, L2],
      [L1, H1, L2],
      [L1, H1, L2],
      [L1, H1, L2],
    ]);
    expect(result.wins).toEqual([]);
    expect(result.scatter).toEqual({
      count: 2,
      positions: [
        [0, 0],
        [1, 1],
      ],
      multiplier: 0,
    });
    expect(result.multiplier).toBe(0);
  });

  it('pays scatters anywhere on the grid, on the total stake, and awards free spins', () => {
    const result = evaluateGrid(twoLines, [
      [L1, L2, S],
      [L2, L1, L3],
      [S, L3, L1],
      [L1, L2, L3],
      [L2, S, L1],
    ]);
    expect(result.wins).toEqual([]);
    expect(result.scatter).toEqual({
      count: 3,
      positions: [
        [0, 2],
        [2, 0],
        [4, 1],
      ],
      multiplier: 10_000,
    });
    expect(result.freeSpinsAwarded).toBe(3);
    expect(result.multiplier).toBe(10_000);
  });
});

describe('243 ways', () => {
  it('multiplies the matching positions of adjacent reels, the wild counting on its reel', () => {
    // A 5-coin stake: a coin is 2,000. H1 on reels 1–3: 2 × (1 H1 + 1 wild) × 1 = 4 ways × 10 coins.
    const result = evaluateGrid(twoLinesWays, [
      [H1, H1, L1],
      [W, L2, H1],
      [H1, L3, L2],
      [L1, L2, L3],
      [H1, H1, H1],
    ]);
    expect(result.wins).toEqual([
      {
        kind: 'ways',
        line: -1,
        symbol: H1,
        count: 3,
        ways: 4,
        positions: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 2],
          [2, 0],
        ],
        multiplier: 80_000,
      },
    ]);
  });

  it('pays each symbol of reel 1 once, however many times it shows there', () => {
    const result = evaluateGrid(twoLinesWays, [
      [L1, L1, L1],
      [L1, W, H2],
      [L1, L2, L3],
      [H2, H2, H2],
      [H2, H2, H2],
    ]);
    // L1: 3 × 2 × 1 = 6 ways of 3 × 2 coins.
    expect(result.wins.map((w) => [w.symbol, w.count, w.ways, w.multiplier])).toEqual([[L1, 3, 6, 24_000]]);
  });
});

describe('spins and rounds', () => {
  it('draws each reel’s stop with nextInt(strip length), reel 1 first, and shows the strip from the stop', () => {
    const bounds: number[] = [];
    const rng: RandomSource = {
      nextInt: (bound) => {
        bounds.push(bound);
        return bound - 1;
      },
    };
    const model = slotModels[0]!;
    const result = spin(model, rng);
    expect(bounds).toEqual(model.reels.map((strip) => strip.length));
    expect(result.stops).toEqual(bounds.map((b) => b - 1));
    result.grid.forEach((reel, r) => {
      const strip = model.reels[r]!;
      expect(reel).toEqual([0, 1, 2].map((row) => strip[(strip.length - 1 + row) % strip.length]));
    });
  });

  it('plays the free spins a round awards, at the feature multiplier, adding retriggered spins', () => {
    // Base: 3 scatters (3 free spins), L1×3 on the middle line + 1× scatter = 20,000.
    // Free spin 1: 4 scatters (+5 spins), L1×4 + 5× scatter = 70,000, ×2.
    // Then 7 spins at stop 1: L2×5 in the middle + L1×5 on top = 90,000, ×2 each.
    const round = playRound(twoLines, scripted([0, 0, 0, 1, 1], [0, 0, 0, 0, 1]));
    expect(round.base.multiplier).toBe(20_000);
    expect(round.base.freeSpinsAwarded).toBe(3);
    expect(round.freeSpins).toHaveLength(8);
    expect(round.freeSpins[0]).toMatchObject({
      featureMultiplier: 2,
      multiplier: 140_000,
      freeSpinsAwarded: 5,
    });
    for (const free of round.freeSpins.slice(1)) {
      expect(free).toMatchObject({ featureMultiplier: 2, multiplier: 180_000, freeSpinsAwarded: 0 });
    }
    for (const free of round.freeSpins) {
      const plain = evaluateGrid(twoLines, free.grid);
      expect(free.wins.map((w) => w.multiplier)).toEqual(plain.wins.map((w) => 2 * w.multiplier));
      expect(free.scatter.multiplier).toBe(2 * plain.scatter.multiplier);
    }
    expect(round.multiplier).toBe(20_000 + 140_000 + 7 * 180_000);
  });

  it('never plays more free spins in a round than the model’s cap, cutting a retrigger short', () => {
    // 5 scatters award 10; the cap is 12: the first retrigger adds 2, the next nothing.
    const round = playRound(twoLines, scripted([0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]));
    expect(round.base.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins.map((s) => s.freeSpinsAwarded).slice(0, 3)).toEqual([2, 0, 0]);
    expect(round.freeSpins).toHaveLength(12);
    const sum = round.base.multiplier + round.freeSpins.reduce((s, f) => s + f.multiplier, 0);
    expect(round.multiplier).toBe(sum);
  });

  it('replays the same round from the same seeds, and another round from another seed', () => {
    for (const model of slotModels) {
      const first = Array.from({ length: 200 }, (_, nonce) => playRound(model, streamFor(nonce)));
      const again = Array.from({ length: 200 }, (_, nonce) => playRound(model, streamFor(nonce)));
      expect(again).toEqual(first);
      const other = Array.from(
        { length: 200 },
        (_, nonce) => playRound(model, streamFor(nonce, 'other')).multiplier,
      );
      expect(other).not.toEqual(first.map((round) => round.multiplier));
    }
  }, 20_000);

  it('takes no stake: a round is a function of the model and the random stream only', () => {
    // The provider pays floor(stake × multiplier / 10,000); nothing the engine does can see the stake.
    expect(spin.length).toBe(2);
    expect(playRound.length).toBe(2);
    const round = playRound(slotModels[0]!, streamFor(7));
    expect(Object.keys(round).sort()).toEqual(['base', 'freeSpins', 'multiplier']);
    expect(Number.isSafeInteger(round.multiplier)).toBe(true);
  });

  it('simulates with the same rules as playRound: the lean path adds up to the detailed rounds', () => {
    for (const model of slotModels) {
      const n = 3_000;
      const rounds = Array.from({ length: n }, (_, nonce) => playRound(model, streamFor(nonce)));
      const stats = simulateRounds(model, (nonce) => streamFor(nonce), n);
      expect(stats.totalWin).toBe(rounds.reduce((s, r) => s + r.multiplier, 0));
      expect(stats.spins).toBe(rounds.reduce((s, r) => s + 1 + r.freeSpins.length, 0));
      expect(stats.baseHits).toBe(rounds.filter((r) => r.base.multiplier > 0).length);
      expect(stats.freeSpinRounds).toBe(rounds.filter((r) => r.freeSpins.length > 0).length);
      expect(stats.maxWin).toBe(Math.max(...rounds.map((r) => r.multiplier)));
    }
  }, 20_000);
});

describe('model validation', () => {
  it('refuses a wild on reel 1 and two scatters in one window', () => {
    const wildFirst = { ...twoLines, reels: [[W, L1, L2, H1], ...twoLines.reels.slice(1)] };
    expect(() => validateModel(wildFirst)).toThrow(/wild may not be on reel 1/);
    const twoScatters = { ...twoLines, reels: [[S, L1, S, H1, L2, L1], ...twoLines.reels.slice(1)] };
    expect(() => validateModel(twoScatters)).toThrow(/two scatters/);
    for (const model of slotModels) expect(() => validateModel(model)).not.toThrow();
  });

  it('refuses a hand-made grid the reels could never show', () => {
    const fine = [
      [L1, L2, L3],
      [L1, L2, L3],
      [L1, L2, L3],
      [L1, L2, L3],
      [L1, L2, L3],
    ];
    expect(() => evaluateGrid(twoLines, fine)).not.toThrow();
    expect(() => evaluateGrid(twoLines, [[W, L2, L3], ...fine.slice(1)])).toThrow(/wild on reel 1/);
    expect(() => evaluateGrid(twoLines, [[S, L2, S], ...fine.slice(1)])).toThrow(/two scatters/);
    expect(() => evaluateGrid(twoLines, [[99, L2, L3], ...fine.slice(1)])).toThrow(/unknown symbol/);
    expect(() => evaluateGrid(twoLines, fine.slice(1))).toThrow(/5 reels of 3 rows/);
  });
});
