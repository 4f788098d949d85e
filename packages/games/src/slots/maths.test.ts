import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MULTIPLIER_ONE, playRound, spin } from './engine.ts';
import {
  analyseModel,
  baseHistogram,
  baseHistogramBruteForce,
  rational,
  sqrtToDecimal,
  toDecimal,
} from './maths.ts';
import { publishedSection, TABLE_END, TABLE_START } from './maths-table.ts';
import { slotModels } from './registry.ts';
import { microFeature, smallLines, smallWays, twoLines, twoLinesWays } from './test-models.ts';
import type { RandomSource, SlotModel } from './types.ts';

const sameHistogram = (model: SlotModel) => {
  const fast = baseHistogram(model);
  const brute = baseHistogramBruteForce(model);
  expect(fast.combinations).toBe(brute.combinations);
  expect(new Map([...fast.counts].sort(([a], [b]) => a - b))).toEqual(
    new Map([...brute.counts].sort(([a], [b]) => a - b)),
  );
};

/**
 * Every possible round of a small model, played through `playRound` itself, with its exact
 * probability. A spin matters to a round only through its win and its scatter count, so each such
 * class of spins is played once, by a representative stop combination, weighted by its count.
 */
const enumerateRounds = (model: SlotModel) => {
  const lengths = model.reels.map((strip) => strip.length);
  const D = lengths.reduce((a, b) => a * b, 1);
  const classes = new Map<string, { stops: number[]; count: number }>();
  for (let i = 0; i < D; i++) {
    let rest = i;
    const stops = lengths.map(() => 0);
    for (let r = lengths.length - 1; r >= 0; r--) {
      stops[r] = rest % lengths[r]!;
      rest = Math.floor(rest / lengths[r]!);
    }
    let call = 0;
    const s = spin(model, { nextInt: () => stops[call++]! });
    const key = `${s.multiplier}:${s.scatter.count}`;
    const seen = classes.get(key);
    if (seen) seen.count++;
    else classes.set(key, { stops, count: 1 });
  }
  const list = [...classes.values()];
  const depth = model.freeSpins.maxSpins + 1;
  const scale = BigInt(D) ** BigInt(depth);
  let sum = 0n;
  let squares = 0n;
  let total = 0n;
  let max = 0;
  let paths = 0;
  const sequence: number[] = [];
  for (;;) {
    let call = 0;
    const rng: RandomSource = {
      nextInt: () => {
        const spinIndex = Math.floor(call / 5);
        if (spinIndex >= sequence.length) sequence.push(0);
        return list[sequence[spinIndex]!]!.stops[call++ % 5]!;
      },
    };
    const round = playRound(model, rng);
    const played = 1 + round.freeSpins.length;
    sequence.length = played;
    let weight = BigInt(D) ** BigInt(depth - played);
    for (const c of sequence) weight *= BigInt(list[c]!.count);
    const win = BigInt(round.multiplier);
    total += weight;
    sum += weight * win;
    squares += weight * win * win;
    max = Math.max(max, round.multiplier);
    paths++;
    let j = sequence.length - 1;
    while (j >= 0 && sequence[j] === list.length - 1) j--;
    if (j < 0) break;
    sequence[j]!++;
    sequence.length = j + 1;
  }
  return { total, scale, sum, squares, max, paths };
};

describe('exact slot maths', () => {
  it('publishes rationals rounded half-up to 12 places, square roots exactly rounded too', () => {
    expect(toDecimal(rational(1n, 3n))).toBe('0.333333333333');
    expect(toDecimal(rational(2n, 3n))).toBe('0.666666666667');
    expect(toDecimal(rational(5n, 10n ** 13n))).toBe('0.000000000001');
    expect(toDecimal(rational(4n, 10n ** 13n))).toBe('0.000000000000');
    expect(toDecimal(rational(96n, 100n))).toBe('0.960000000000');
    expect(sqrtToDecimal(rational(2n))).toBe('1.414213562373');
    expect(sqrtToDecimal(rational(9n, 4n))).toBe('1.500000000000');
    expect(sqrtToDecimal(rational(10n ** 30n))).toBe('1000000000000000.000000000000');
  });

  it('finds the same base-spin distribution as spinning every stop combination through the engine', () => {
    for (const model of [twoLines, twoLinesWays, smallLines, smallWays, microFeature]) sameHistogram(model);
  }, 20_000);

  it('computes a whole round — free spins, retriggers, cap and multiplier — as every possible round played', {
    timeout: 20_000,
  }, () => {
    const rounds = enumerateRounds(microFeature);
    expect(rounds.paths).toBeGreaterThan(1_000);
    expect(rounds.total).toBe(rounds.scale); // the probabilities of all rounds add up to 1
    const maths = analyseModel(microFeature);
    const one = BigInt(MULTIPLIER_ONE);
    expect(maths.exact.rtp).toEqual(rational(rounds.sum, rounds.scale * one));
    const mean = rational(rounds.sum, rounds.scale);
    const variance = rational(
      rounds.squares * rounds.scale - rounds.sum * rounds.sum,
      rounds.scale * rounds.scale * one * one,
    );
    expect(maths.exact.variance).toEqual(variance);
    expect(maths.published.maxWin).toBe(rounds.max);
    expect(mean.n).toBeGreaterThan(0n);
  });

  describe.each(slotModels.map((model) => [model.id, model] as const))('%s', (_, model) => {
    it('publishes exactly the figures its reel strips give', () => {
      expect(model.published).toEqual(analyseModel(model).published);
    }, 20_000);
  });

  it('offers six or more models: low, medium and high volatility, paylines and ways, RTP within 94–97 %', () => {
    expect(slotModels.length).toBeGreaterThanOrEqual(6);
    expect(new Set(slotModels.map((m) => m.id)).size).toBe(slotModels.length);
    expect(new Set(slotModels.map((m) => m.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(slotModels.map((m) => m.mode.kind))).toEqual(new Set(['paylines', 'ways']));
    for (const model of slotModels) {
      expect(Number(model.published.rtp)).toBeGreaterThanOrEqual(0.94);
      expect(Number(model.published.rtp)).toBeLessThanOrEqual(0.97);
    }
    // The volatility label is the standard deviation's: every low below every medium below every high.
    const deviations = (v: string) =>
      slotModels.filter((m) => m.volatility === v).map((m) => Number(m.published.standardDeviation));
    expect(Math.max(...deviations('low'))).toBeLessThan(Math.min(...deviations('medium')));
    expect(Math.max(...deviations('medium'))).toBeLessThan(Math.min(...deviations('high')));
  });

  it('keeps docs/slot-maths.md’s table as the models publish it', () => {
    const doc = readFileSync(new URL('../../../../docs/slot-maths.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END) + TABLE_END.length);
    expect(section).toBe(publishedSection(slotModels));
  });
});

/**
 * The walk against the engine on whole published models: minutes each, so only when asked
 * (`SLOT_SLOW_PROOFS=1 npx vitest run packages/games/src/slots/maths.test.ts`).
 */
describe.skipIf(!process.env.SLOT_SLOW_PROOFS)('exact slot maths, slow proofs', () => {
  it.each(['lines20-low', 'ways-low'])(
    '%s: the walk equals spinning all stop combinations',
    (id) => {
      sameHistogram(slotModels.find((model) => model.id === id)!);
    },
    900_000,
  );
});
