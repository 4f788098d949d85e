/**
 * The slot engine (DESIGN.md §8: "slot engine simulation ≥ 1,000,000 spins/s/core") and the
 * simulation proof of every model's published RTP (docs/slot-maths.md, ADR 033).
 *
 * 1. `slot-rtp-<model>`: BENCH_SLOT_ROUNDS (10,000,000) paid rounds of each model, free spins
 *    included, on the provably-fair stream of `rng.ts` — one `createRandomStream` per round, server
 *    seed `slot-sim:<model>`, client seed `bench`, nonce = the round's index. The value is the
 *    simulated RTP in basis points, the baseline the published exact RTP, and `details.ci99` the 99 %
 *    confidence interval (in %) from the per-round variance; `details.inside` says whether the
 *    published RTP lies in it (the same for hit and free-spins frequencies). `slot-rtp-proof` counts
 *    the models whose published RTP does. Not a budget: a proof, reported.
 * 2. `slot-engine-spins`: spins per second on one core of the engine alone — the same
 *    `simulateRounds`, the stops drawn from 32-bit words of the same stream generated beforehand
 *    (`nextInt` by the same rejection sampling as `rng.ts`, so the same words give the same stops).
 *    Budget ≥ 1,000,000 on the value. The baseline is the stream itself: words/s of
 *    `createRandomStream(…).nextInt`, the part the engine does not control.
 * 3. `slot-e2e-spins`: spins per second of part 1, end to end (stream + engine), one core; ratio to
 *    `slot-engine-spins`.
 *
 * Settings (env): BENCH_SLOT_ROUNDS (10,000,000 a model), BENCH_SLOT_MODELS (comma-separated ids;
 * all by default), BENCH_SLOT_ENGINE_SPINS (20,000,000 for the engine-only rate).
 */
import { performance } from 'node:perf_hooks';
import { createRandomStream } from '@luckwell/games/rng';
import { simulateRounds } from '@luckwell/games/slots/engine';
import { slotModels } from '@luckwell/games/slots/registry';
import { verdict } from '@luckwell/games/slots/simulation';
import type { RandomSource } from '@luckwell/games/slots/types';
import type { Figure, ScenarioContext } from '../lib/types.ts';

export const name = 'slot-sim';
export const description = 'slot engine: 10M-round RTP proof per model, spins/s/core';

const BUDGET_SPINS = 1_000_000;

const setting = (key: string, fallback: number) => {
  const raw = process.env[key];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${key} must be a positive number`);
  return Math.round(value);
};

/** 2^22 words of the real stream, replayed cyclically with rng.ts's rejection sampling. */
const predrawn = (): RandomSource => {
  const words = new Uint32Array(1 << 22);
  const stream = createRandomStream({ serverSeed: 'slot-sim:predrawn', clientSeed: 'bench', nonce: 0 });
  for (let i = 0; i < words.length; i++) words[i] = stream.nextInt(2 ** 32);
  const mask = words.length - 1;
  let at = 0;
  return {
    nextInt: (bound) => {
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const word = words[at]!;
        at = (at + 1) & mask;
        if (word < limit) return word % bound;
      }
    },
  };
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const pct = (x: number) => Math.round(x * 1e6) / 1e4;
/** Basis points (1/100 of a percent), to two decimals: the results table prints whole numbers. */
const bp = (x: number) => Math.round(x * 1e6) / 1e2;

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const rounds = setting('BENCH_SLOT_ROUNDS', 10_000_000);
  const engineSpins = setting('BENCH_SLOT_ENGINE_SPINS', 20_000_000);
  const only = (process.env.BENCH_SLOT_MODELS ?? '').split(',').filter(Boolean);
  const models = slotModels.filter((model) => only.length === 0 || only.includes(model.id));
  const figures: Figure[] = [];

  // Engine alone, all models in turn, warmed up first; then the stream alone (the baseline).
  const source = predrawn();
  for (const model of models) simulateRounds(model, () => source, 100_000);
  const perModel: Record<string, number> = {};
  let spins = 0;
  let seconds = 0;
  for (const model of models) {
    const roundsHere = Math.ceil(engineSpins / models.length);
    const started = performance.now();
    const stats = simulateRounds(model, () => source, roundsHere);
    const took = (performance.now() - started) / 1000;
    perModel[model.id] = Math.round(stats.spins / took);
    spins += stats.spins;
    seconds += took;
    ctx.log(`engine ${model.id}: ${perModel[model.id]!.toLocaleString('en-US')} spins/s`);
  }
  const engineRate = Math.round(spins / seconds);
  const streamWords = 2_000_000;
  const streamStarted = performance.now();
  for (let i = 0; i < streamWords / 5; i++) {
    const stream = createRandomStream({ serverSeed: 'slot-sim:stream', clientSeed: 'bench', nonce: i });
    for (let r = 0; r < 5; r++) stream.nextInt(40);
  }
  const streamRate = Math.round(streamWords / ((performance.now() - streamStarted) / 1000));
  ctx.log(
    `engine ${engineRate.toLocaleString('en-US')} spins/s; stream ${streamRate.toLocaleString('en-US')} words/s`,
  );
  figures.push({
    figure: 'slot-engine-spins',
    value: engineRate,
    unit: 'spins/s',
    baseline: streamRate,
    baselineOf: 'the provably-fair stream alone: nextInt words/s, a new stream (nonce) every 5 words',
    ratio: round3(engineRate / streamRate),
    budget: BUDGET_SPINS,
    budgetOn: 'value',
    details: {
      perModel,
      spins,
      seconds: round3(seconds),
      note: 'stops from pre-drawn words of the real stream',
    },
  });

  // The proof: every model on the real stream, one nonce per round.
  let e2eSpins = 0;
  let e2eSeconds = 0;
  let inside = 0;
  for (const model of models) {
    const started = performance.now();
    const stats = simulateRounds(
      model,
      (nonce) => createRandomStream({ serverSeed: `slot-sim:${model.id}`, clientSeed: 'bench', nonce }),
      rounds,
    );
    const took = (performance.now() - started) / 1000;
    e2eSpins += stats.spins;
    e2eSeconds += took;
    const v = verdict(model, stats);
    if (v.rtp.inside) inside++;
    ctx.log(
      `${model.id}: RTP ${pct(v.rtp.estimate)} % (99 % CI ${pct(v.rtp.low)}–${pct(v.rtp.high)}), published ${pct(v.rtp.published)} %: ${v.rtp.inside ? 'inside' : 'OUTSIDE'}; ${Math.round(stats.spins / took).toLocaleString('en-US')} spins/s`,
    );
    figures.push({
      figure: `slot-rtp-${model.id}`,
      value: bp(v.rtp.estimate),
      unit: 'bp RTP',
      baseline: bp(v.rtp.published),
      baselineOf: 'the published exact RTP (docs/slot-maths.md)',
      ratio: Math.round((v.rtp.estimate / v.rtp.published) * 1e5) / 1e5,
      budget: null,
      details: {
        rounds: stats.rounds,
        spins: stats.spins,
        ci99: [pct(v.rtp.low), pct(v.rtp.high)],
        inside: v.rtp.inside,
        standardDeviation: round3(v.standardDeviation),
        publishedStandardDeviation: Number(model.published.standardDeviation),
        hitFrequency: { ...v.hitFrequency },
        freeSpinsFrequency: { ...v.freeSpinsFrequency },
        maxWinSeen: stats.maxWin / 10_000,
        spinsPerSecond: Math.round(stats.spins / took),
        seconds: round3(took),
        stream: `createRandomStream({ serverSeed: 'slot-sim:${model.id}', clientSeed: 'bench', nonce: round })`,
      },
    });
  }
  figures.push({
    figure: 'slot-rtp-proof',
    value: inside,
    unit: 'models',
    baseline: models.length,
    baselineOf: 'models simulated: the value is how many have their published RTP inside the 99 % CI',
    ratio: round3(inside / models.length),
    budget: null,
    details: { roundsPerModel: rounds },
  });
  const e2eRate = Math.round(e2eSpins / e2eSeconds);
  figures.push({
    figure: 'slot-e2e-spins',
    value: e2eRate,
    unit: 'spins/s',
    baseline: engineRate,
    baselineOf: 'slot-engine-spins (the engine on pre-drawn words), same run',
    ratio: round3(e2eRate / engineRate),
    budget: null,
    details: { spins: e2eSpins, seconds: round3(e2eSeconds), roundsPerModel: rounds },
  });
  return figures;
};
