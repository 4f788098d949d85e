/**
 * The exact maths of a slot model (docs/slot-maths.md, docs/decisions/033-slot-engine.md):
 *
 * 1. The base spin's win distribution, exactly, by a depth-first walk over the reels (each reel's
 *    distinct windows with their multiplicity) that carries the state of every payline or way and
 *    stops descending as soon as nothing can pay any more — then only the scatter count of the
 *    remaining reels matters, taken from its exact distribution. Cross-checked against the engine
 *    itself by brute force over every stop combination of small models (`baseHistogramBruteForce`).
 * 2. Free spins by exact dynamic programming over (free spins played, free spins awarded): free
 *    spins are independent spins on the same reels, so the first two moments of their total and its
 *    maximum follow from the base distribution split by scatter count.
 *
 * Everything is integer or bigint rational arithmetic; decimals are only for publishing.
 */
import { MULTIPLIER_ONE, REELS, ROWS, spin, validateModel } from './engine.ts';
import type { PublishedMaths, RandomSource, SlotModel } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Exact rationals

export type Rational = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const rational = (n: bigint, d = 1n): Rational => {
  if (d === 0n) throw new RangeError('division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
};
const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);

/** A non-negative rational rounded half-up to `places` decimals, as a string ("0.961234567890"). */
export const toDecimal = (q: Rational, places = 12): string => {
  if (q.n < 0n) throw new RangeError('negative');
  const scale = 10n ** BigInt(places);
  const scaled = (2n * q.n * scale + q.d) / (2n * q.d);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(places, '0');
  return `${whole}.${frac}`;
};

/** floor(sqrt(x)) by Newton's method from above. */
const isqrt = (x: bigint): bigint => {
  if (x < 2n) return x;
  let r = 1n << BigInt(Math.ceil(x.toString(2).length / 2));
  for (;;) {
    const next = (r + x / r) >> 1n;
    if (next >= r) return r;
    r = next;
  }
};

/** sqrt(q) rounded half-up to `places` decimals: exact, from the integer square root one place further. */
export const sqrtToDecimal = (q: Rational, places = 12): string => {
  const extra = 10n ** BigInt(2 * (places + 1));
  const root = isqrt((q.n * extra) / q.d);
  // root = floor(sqrt(q) × 10^(places+1)): rounding on its last digit is exact half-up.
  return toDecimal(rational(root, 10n ** BigInt(places + 1)), places);
};

// ---------------------------------------------------------------------------------------------
// The base spin's distribution

/**
 * The base spin's exact win distribution: how many of the product-of-strip-lengths stop
 * combinations give each (win, scatter count). `key = win * 8 + scatters`; win in ten-thousandths.
 */
export type BaseHistogram = { combinations: number; counts: Map<number, number> };

const key = (win: number, scatters: number) => win * 8 + scatters;

const payTable = (model: SlotModel): Int32Array => {
  const coin = MULTIPLIER_ONE / model.betCoins;
  const pays = new Int32Array(model.symbols.length * 6);
  for (const [id, row] of Object.entries(model.paytable)) {
    for (let n = 3; n <= 5; n++) pays[Number(id) * 6 + n] = row[n - 3]! * coin;
  }
  return pays;
};

const scatterPayTable = (model: SlotModel): number[] => [
  0,
  0,
  0,
  ...model.scatter.pays.map((x) => x * MULTIPLIER_ONE),
];

type Window = { symbols: [number, number, number]; weight: number; scatter: number; counts: Int32Array };

/** Each reel's distinct windows (the 3 symbols a stop shows) and how many stops show each. */
const windowsOf = (model: SlotModel): Window[][] =>
  model.reels.map((strip) => {
    const byKey = new Map<string, Window>();
    for (let stop = 0; stop < strip.length; stop++) {
      const symbols: [number, number, number] = [0, 1, 2].map(
        (row) => strip[(stop + row) % strip.length]!,
      ) as [number, number, number];
      const k = symbols.join(',');
      const seen = byKey.get(k);
      if (seen) {
        seen.weight++;
        continue;
      }
      const counts = new Int32Array(model.symbols.length);
      for (const s of symbols) counts[s]!++;
      byKey.set(k, { symbols, weight: 1, scatter: counts[model.scatter.symbol]!, counts });
    }
    return [...byKey.values()];
  });

/** suffix[r][j]: stop combinations of reels r..5 showing j scatters in all. */
const scatterSuffixes = (windows: Window[][]): number[][] => {
  const suffix: number[][] = Array.from({ length: REELS + 1 }, () => []);
  suffix[REELS] = [1];
  for (let r = REELS - 1; r >= 0; r--) {
    const next = suffix[r + 1]!;
    const here = new Array<number>(next.length + 1).fill(0);
    for (const w of windows[r]!) {
      next.forEach((count, j) => {
        here[j + w.scatter]! += count * w.weight;
      });
    }
    suffix[r] = here;
  }
  return suffix;
};

/** The exact base-spin distribution by the pruned walk over reel windows (see the module comment). */
export const baseHistogram = (model: SlotModel): BaseHistogram => {
  validateModel(model);
  const pays = payTable(model);
  const scatterPays = scatterPayTable(model);
  const windows = windowsOf(model);
  const suffix = scatterSuffixes(windows);
  const { wild } = model;
  const counts = new Map<number, number>();
  const tally = (win: number, scatters: number, weight: number) => {
    const k = key(win, scatters);
    counts.set(k, (counts.get(k) ?? 0) + weight);
  };
  /** Nothing can pay on lines or ways any more: only the remaining reels' scatters matter. */
  const finish = (r: number, settled: number, scatters: number, weight: number) => {
    suffix[r]!.forEach((ways, j) => {
      if (ways > 0) tally(settled + scatterPays[scatters + j]!, scatters + j, weight * ways);
    });
  };

  if (model.mode.kind === 'paylines') {
    const lines = model.mode.lines;
    // Per depth: the lines still running (index, symbol); all have run the full depth so far.
    const aliveLine = Array.from({ length: REELS + 1 }, () => new Int32Array(lines.length));
    const aliveSymbol = Array.from({ length: REELS + 1 }, () => new Int32Array(lines.length));
    const aliveCount = new Int32Array(REELS + 1);
    const visit = (r: number, settled: number, scatters: number, weight: number): void => {
      if (r === REELS || (r > 0 && aliveCount[r] === 0)) {
        finish(r, settled, scatters, weight);
        return;
      }
      const inLine = aliveLine[r]!;
      const inSymbol = aliveSymbol[r]!;
      const outLine = aliveLine[r + 1]!;
      const outSymbol = aliveSymbol[r + 1]!;
      for (const w of windows[r]!) {
        let pay = settled;
        let out = 0;
        if (r === 0) {
          for (let l = 0; l < lines.length; l++) {
            const s = w.symbols[lines[l]![0]!]!;
            if (pays[s * 6 + 3] === 0 && pays[s * 6 + 4] === 0 && pays[s * 6 + 5] === 0) continue;
            outLine[out] = l;
            outSymbol[out] = s;
            out++;
          }
        } else {
          for (let i = 0; i < aliveCount[r]!; i++) {
            const l = inLine[i]!;
            const s = inSymbol[i]!;
            const here = w.symbols[lines[l]![r]!]!;
            if (here === s || here === wild) {
              if (r === REELS - 1) pay += pays[s * 6 + REELS]!;
              else {
                outLine[out] = l;
                outSymbol[out] = s;
                out++;
              }
            } else pay += pays[s * 6 + r]!;
          }
        }
        aliveCount[r + 1] = out;
        visit(r + 1, pay, scatters + w.scatter, weight * w.weight);
      }
    };
    visit(0, 0, 0, 1);
  } else {
    const maxAlive = ROWS;
    const aliveSymbol = Array.from({ length: REELS + 1 }, () => new Int32Array(maxAlive));
    const aliveWays = Array.from({ length: REELS + 1 }, () => new Float64Array(maxAlive));
    const aliveCount = new Int32Array(REELS + 1);
    const visit = (r: number, settled: number, scatters: number, weight: number): void => {
      if (r === REELS || (r > 0 && aliveCount[r] === 0)) {
        finish(r, settled, scatters, weight);
        return;
      }
      const inSymbol = aliveSymbol[r]!;
      const inWays = aliveWays[r]!;
      const outSymbol = aliveSymbol[r + 1]!;
      const outWays = aliveWays[r + 1]!;
      for (const w of windows[r]!) {
        let pay = settled;
        let out = 0;
        if (r === 0) {
          for (let row = 0; row < ROWS; row++) {
            const s = w.symbols[row]!;
            if ((row > 0 && w.symbols[0] === s) || (row > 1 && w.symbols[1] === s)) continue;
            if (pays[s * 6 + 3] === 0 && pays[s * 6 + 4] === 0 && pays[s * 6 + 5] === 0) continue;
            outSymbol[out] = s;
            outWays[out] = w.counts[s]!;
            out++;
          }
        } else {
          const wilds = w.counts[wild]!;
          for (let i = 0; i < aliveCount[r]!; i++) {
            const s = inSymbol[i]!;
            const here = w.counts[s]! + wilds;
            if (here > 0) {
              if (r === REELS - 1) pay += pays[s * 6 + REELS]! * inWays[i]! * here;
              else {
                outSymbol[out] = s;
                outWays[out] = inWays[i]! * here;
                out++;
              }
            } else pay += pays[s * 6 + r]! * inWays[i]!;
          }
        }
        aliveCount[r + 1] = out;
        visit(r + 1, pay, scatters + w.scatter, weight * w.weight);
      }
    };
    visit(0, 0, 0, 1);
  }
  const combinations = model.reels.reduce((product, strip) => product * strip.length, 1);
  return { combinations, counts };
};

/** The replay of fixed stops as a random source: nextInt(bound) returns the next given stop. */
const replay = (stops: readonly number[]): RandomSource => {
  let i = 0;
  return { nextInt: () => stops[i++]! };
};

/**
 * The same distribution by brute force: every stop combination spun through the engine itself. For
 * small models only (the product of the strip lengths spins); it is the fast walk's cross-check.
 */
export const baseHistogramBruteForce = (model: SlotModel): BaseHistogram => {
  const lengths = model.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((a, b) => a * b, 1);
  const counts = new Map<number, number>();
  const stops = [0, 0, 0, 0, 0];
  for (let i = 0; i < combinations; i++) {
    let rest = i;
    for (let r = REELS - 1; r >= 0; r--) {
      stops[r] = rest % lengths[r]!;
      rest = Math.floor(rest / lengths[r]!);
    }
    const result = spin(model, replay(stops));
    const k = key(result.multiplier, result.scatter.count);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return { combinations, counts };
};

// ---------------------------------------------------------------------------------------------
// The whole round

export type SlotMaths = {
  combinations: number;
  /** Every figure as an exact rational; wins and moments in ten-thousandths of the stake. */
  exact: {
    rtp: Rational;
    rtpBase: Rational;
    rtpFreeSpins: Rational;
    hitFrequency: Rational;
    freeSpinsFrequency: Rational;
    /** Variance of a round's return per unit stake. */
    variance: Rational;
    /** Expected free spins played per trigger. */
    freeSpinsPerTrigger: Rational;
  };
  published: PublishedMaths;
};

/** Base-spin figures by scatter count: combinations, Σ win, Σ win², largest win. */
type ByScatters = { count: bigint; sum: bigint; squares: bigint; max: number }[];

const byScatters = (histogram: BaseHistogram): ByScatters => {
  const out: ByScatters = Array.from({ length: REELS + 1 }, () => ({
    count: 0n,
    sum: 0n,
    squares: 0n,
    max: -1,
  }));
  for (const [k, count] of histogram.counts) {
    const scatters = k % 8;
    const win = (k - scatters) / 8;
    const row = out[scatters]!;
    const c = BigInt(count);
    const w = BigInt(win);
    row.count += c;
    row.sum += c * w;
    row.squares += c * w * w;
    if (win > row.max) row.max = win;
  }
  return out;
};

/** The exact maths of a model from its base distribution (by default the fast walk's). */
export const analyseModel = (model: SlotModel, histogram = baseHistogram(model)): SlotMaths => {
  const D = BigInt(histogram.combinations);
  const rows = byScatters(histogram);
  const m = BigInt(model.freeSpins.multiplier);
  const cap = model.freeSpins.maxSpins;
  const award = (k: number) => (k >= 3 ? model.scatter.freeSpins[k - 3]! : 0);
  const outcomes = rows.map((row, k) => ({ k, ...row })).filter((row) => row.count > 0n);
  const total = (f: (row: (typeof outcomes)[number]) => bigint) =>
    outcomes.reduce((s, row) => s + f(row), 0n);
  const S1 = total((row) => row.sum);
  const S2 = total((row) => row.squares);

  // Free spins: for p played of a awarded (p ≤ a ≤ cap), the future win's first and second moments
  // and its maximum, from spins p+1..; moments as integer numerators over D^(cap − p).
  const powers = [1n];
  for (let i = 1; i <= cap + 1; i++) powers.push(powers[i - 1]! * D);
  const index = (p: number, a: number) => p * (cap + 1) + a;
  const size = (cap + 1) * (cap + 1);
  const g1 = new Array<bigint>(size).fill(0n);
  const g2 = new Array<bigint>(size).fill(0n);
  const spins = new Array<bigint>(size).fill(0n); // expected spins still to play, same denominators
  const best = new Array<number>(size).fill(0);
  for (let p = cap - 1; p >= 0; p--) {
    for (let a = p + 1; a <= cap; a++) {
      const scale = powers[cap - p - 1]!;
      let n1 = m * S1 * scale;
      let n2 = m * m * S2 * scale;
      let t = D * scale;
      let most = 0;
      for (const row of outcomes) {
        const next = index(p + 1, Math.min(cap, a + award(row.k)));
        n1 += row.count * g1[next]!;
        n2 += 2n * m * row.sum * g1[next]! + row.count * g2[next]!;
        t += row.count * spins[next]!;
        most = Math.max(most, Number(m) * row.max + best[next]!);
      }
      const at = index(p, a);
      g1[at] = n1;
      g2[at] = n2;
      spins[at] = t;
      best[at] = most;
    }
  }

  const E = (n: bigint, d: bigint) => rational(n, d);
  const denominator = powers[cap]! * D;
  let sumRound = E(S1, D);
  let squaresRound = E(S2, D);
  let triggers = 0n;
  let spinsSum = E(0n, 1n);
  let maxWin = 0;
  for (const row of outcomes) {
    const a = Math.min(cap, award(row.k));
    if (a === 0) {
      maxWin = Math.max(maxWin, row.max);
      continue;
    }
    const at = index(0, a);
    triggers += row.count;
    sumRound = add(sumRound, E(row.count * g1[at]!, denominator));
    squaresRound = add(squaresRound, E(2n * row.sum * g1[at]! + row.count * g2[at]!, denominator));
    spinsSum = add(spinsSum, E(row.count * spins[at]!, denominator));
    maxWin = Math.max(maxWin, row.max + best[at]!);
  }
  const one = BigInt(MULTIPLIER_ONE);
  const perStake = (q: Rational) => mul(q, rational(1n, one));
  const rtp = perStake(sumRound);
  const rtpBase = perStake(E(S1, D));
  const rtpFreeSpins = sub(rtp, rtpBase);
  const variance = mul(sub(squaresRound, mul(sumRound, sumRound)), rational(1n, one * one));
  const hits =
    total((row) => row.count) - [...histogram.counts].reduce((s, [k, c]) => (k < 8 ? s + BigInt(c) : s), 0n);
  const hitFrequency = E(hits, D);
  const freeSpinsFrequency = E(triggers, D);
  const freeSpinsPerTrigger = triggers === 0n ? E(0n, 1n) : mul(spinsSum, rational(D, triggers));
  if (!Number.isSafeInteger(maxWin)) throw new RangeError('max win beyond 2^53');
  return {
    combinations: histogram.combinations,
    exact: { rtp, rtpBase, rtpFreeSpins, hitFrequency, freeSpinsFrequency, variance, freeSpinsPerTrigger },
    published: {
      rtp: toDecimal(rtp),
      rtpBase: toDecimal(rtpBase),
      rtpFreeSpins: toDecimal(rtpFreeSpins),
      hitFrequency: toDecimal(hitFrequency),
      freeSpinsFrequency: toDecimal(freeSpinsFrequency),
      standardDeviation: sqrtToDecimal(variance),
      maxWin,
    },
  };
};
