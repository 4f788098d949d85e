/**
 * The video slot engine: 5×3 reels, paylines or 243 ways, wild, scatter, free spins with a win
 * multiplier and retriggers (docs/decisions/033-slot-engine.md). Pure: a round is a function of the
 * model and the random stream only — the stake is not an input, so no outcome can depend on it.
 *
 * One implementation of the rules serves everything: `spin` and `playRound` (with the details a
 * player sees) and `simulateRounds` (lean, for the simulation proof and the bench) all run
 * `runRound`/`spinOnce` below; the lean path only skips recording the details.
 */
import type { RandomSource, RoundResult, SlotModel, SlotWin, SpinResult } from './types.ts';

export const REELS = 5;
export const ROWS = 3;
/** Ten-thousandths: a multiplier of 10,000 pays the stake back once. */
export const MULTIPLIER_ONE = 10_000;

/** The model as flat typed arrays, built once per model object and reused by every spin. */
type Compiled = {
  model: SlotModel;
  symbolCount: number;
  /** Each strip with its first two symbols appended, so a window never wraps: strip[stop + row]. */
  strips: Int32Array[];
  lengths: Int32Array;
  wild: number;
  scatter: number;
  /** pays[symbol * 6 + count]: ten-thousandths per line or per way for `count` of a kind. */
  pays: Int32Array;
  /** Paylines as grid positions (reel * 3 + row), 5 per line; empty for ways. */
  lines: Int32Array;
  lineCount: number;
  ways: boolean;
  /** scatterPays[count], scatterAwards[count]: ten-thousandths and free spins for `count` scatters. */
  scatterPays: Int32Array;
  scatterAwards: Int32Array;
  featureMultiplier: number;
  maxFreeSpins: number;
  // Scratch state of the spin being evaluated: one engine call at a time (JavaScript is single-threaded).
  grid: Int32Array;
  stops: Int32Array;
  counts: Int32Array;
  scatters: number;
  /** The last round's base-spin win and free spins played, for `simulateRounds`. */
  roundBase: number;
  roundFreeSpins: number;
};

const fail = (model: SlotModel, why: string): never => {
  throw new RangeError(`slot model ${model.id}: ${why}`);
};

/**
 * Refuses a model the engine and the maths cannot honour: the rules above rely on the wild never
 * being on reel 1 (so a line or way always starts with a paying symbol) and on at most one scatter
 * in any reel window (so 0–5 scatters, one per reel).
 */
export const validateModel = (model: SlotModel): void => {
  const n = model.symbols.length;
  model.symbols.forEach((symbol, index) => {
    if (symbol.id !== index) fail(model, `symbol ${symbol.code} has id ${symbol.id}, not its index ${index}`);
  });
  const role = (id: number) => model.symbols[id]?.role;
  if (role(model.wild) !== 'wild') fail(model, 'the wild symbol must have the role wild');
  if (role(model.scatter.symbol) !== 'scatter') fail(model, 'the scatter symbol must have the role scatter');
  if (model.rows !== ROWS || model.reels.length !== REELS) fail(model, 'the grid must be 5 reels of 3 rows');
  if (!Number.isInteger(MULTIPLIER_ONE / model.betCoins)) fail(model, 'a coin must be whole ten-thousandths');
  model.reels.forEach((strip, reel) => {
    if (strip.length < ROWS) fail(model, `reel ${reel + 1} is shorter than the window`);
    strip.forEach((id) => {
      if (!Number.isInteger(id) || id < 0 || id >= n)
        fail(model, `reel ${reel + 1} has unknown symbol ${id}`);
    });
    if (reel === 0 && strip.includes(model.wild)) fail(model, 'the wild may not be on reel 1');
    strip.forEach((id, i) => {
      if (id !== model.scatter.symbol) return;
      for (let d = 1; d < ROWS; d++) {
        if (strip[(i + d) % strip.length] === model.scatter.symbol) {
          fail(model, `reel ${reel + 1} can show two scatters in one window`);
        }
      }
    });
  });
  for (const [id, pays] of Object.entries(model.paytable)) {
    const r = role(Number(id));
    if (r !== 'high' && r !== 'low') fail(model, `symbol ${id} in the paytable is not a paying symbol`);
    for (const pay of pays) if (!Number.isInteger(pay) || pay < 0) fail(model, `bad pay ${pay}`);
  }
  if (model.mode.kind === 'paylines') {
    for (const line of model.mode.lines) {
      if (line.length !== REELS || line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS)) {
        fail(model, `bad payline ${line.join(',')}`);
      }
    }
  }
  const { freeSpins, scatter } = model;
  if (!Number.isInteger(freeSpins.multiplier) || freeSpins.multiplier < 1)
    fail(model, 'bad feature multiplier');
  if (!Number.isInteger(freeSpins.maxSpins) || freeSpins.maxSpins < 1) fail(model, 'bad free-spins cap');
  for (const v of [...scatter.pays, ...scatter.freeSpins]) {
    if (!Number.isInteger(v) || v < 0) fail(model, `bad scatter setting ${v}`);
  }
};

const compiled = new WeakMap<SlotModel, Compiled>();

const compile = (model: SlotModel): Compiled => {
  const cached = compiled.get(model);
  if (cached) return cached;
  validateModel(model);
  const symbolCount = model.symbols.length;
  const coin = MULTIPLIER_ONE / model.betCoins;
  const pays = new Int32Array(symbolCount * 6);
  for (const [id, [three, four, five]] of Object.entries(model.paytable)) {
    const base = Number(id) * 6;
    pays[base + 3] = three * coin;
    pays[base + 4] = four * coin;
    pays[base + 5] = five * coin;
  }
  const lines = model.mode.kind === 'paylines' ? model.mode.lines : [];
  const scatterPays = new Int32Array(REELS + 1);
  const scatterAwards = new Int32Array(REELS + 1);
  for (let k = 3; k <= REELS; k++) {
    scatterPays[k] = model.scatter.pays[k - 3]! * MULTIPLIER_ONE;
    scatterAwards[k] = model.scatter.freeSpins[k - 3]!;
  }
  const c: Compiled = {
    model,
    symbolCount,
    strips: model.reels.map((strip) => Int32Array.from([...strip, strip[0]!, strip[1]!])),
    lengths: Int32Array.from(model.reels.map((strip) => strip.length)),
    wild: model.wild,
    scatter: model.scatter.symbol,
    pays,
    lines: Int32Array.from(lines.flatMap((line) => line.map((row, reel) => reel * ROWS + row))),
    lineCount: lines.length,
    ways: model.mode.kind === 'ways',
    scatterPays,
    scatterAwards,
    featureMultiplier: model.freeSpins.multiplier,
    maxFreeSpins: model.freeSpins.maxSpins,
    grid: new Int32Array(REELS * ROWS),
    stops: new Int32Array(REELS),
    counts: new Int32Array(REELS * symbolCount),
    scatters: 0,
    roundBase: 0,
    roundFreeSpins: 0,
  };
  compiled.set(model, c);
  return c;
};

const position = (p: number): [number, number] => [Math.floor(p / ROWS), p % ROWS];

/**
 * Evaluates the grid in `c.grid`: line or way wins plus the scatter pay, in ten-thousandths,
 * before any feature multiplier; sets `c.scatters`. With `record`, also lists each win.
 */
const evaluate = (c: Compiled, record: SlotWin[] | null, multiplier: number): number => {
  const { grid, pays, wild, scatter } = c;
  let win = 0;
  let scatters = 0;
  for (let p = 0; p < REELS * ROWS; p++) if (grid[p] === scatter) scatters++;
  if (!c.ways) {
    const { lines } = c;
    for (let l = 0; l < c.lineCount; l++) {
      const o = l * REELS;
      const first = grid[lines[o]!]!;
      let n = 1;
      while (n < REELS) {
        const s = grid[lines[o + n]!]!;
        if (s !== first && s !== wild) break;
        n++;
      }
      const pay = pays[first * 6 + n]!;
      if (pay === 0) continue;
      win += pay;
      if (record) {
        const positions = Array.from(lines.subarray(o, o + n), position);
        record.push({
          kind: 'line',
          line: l,
          symbol: first,
          count: n,
          ways: 1,
          positions,
          multiplier: pay * multiplier,
        });
      }
    }
  } else {
    const { counts, symbolCount } = c;
    counts.fill(0);
    for (let p = 0; p < REELS * ROWS; p++) counts[Math.floor(p / ROWS) * symbolCount + grid[p]!]!++;
    for (let row = 0; row < ROWS; row++) {
      const s = grid[row]!;
      // Each symbol on reel 1 once (the wild is never on reel 1).
      if ((row > 0 && grid[0] === s) || (row > 1 && grid[1] === s)) continue;
      let ways = counts[s]!;
      let n = 1;
      while (n < REELS) {
        const here = counts[n * symbolCount + s]! + counts[n * symbolCount + wild]!;
        if (here === 0) break;
        ways *= here;
        n++;
      }
      const pay = pays[s * 6 + n]! * ways;
      if (pay === 0) continue;
      win += pay;
      if (record) {
        const positions: [number, number][] = [];
        for (let p = 0; p < n * ROWS; p++) if (grid[p] === s || grid[p] === wild) positions.push(position(p));
        record.push({
          kind: 'ways',
          line: -1,
          symbol: s,
          count: n,
          ways,
          positions,
          multiplier: pay * multiplier,
        });
      }
    }
  }
  c.scatters = scatters;
  return win + c.scatterPays[scatters]!;
};

/** Draws the five stops (nextInt(strip length), reel 1 first) and fills the grid. */
const draw = (c: Compiled, rng: RandomSource): void => {
  const { strips, lengths, grid, stops } = c;
  for (let r = 0; r < REELS; r++) {
    const stop = rng.nextInt(lengths[r]!);
    stops[r] = stop;
    const strip = strips[r]!;
    grid[r * ROWS] = strip[stop]!;
    grid[r * ROWS + 1] = strip[stop + 1]!;
    grid[r * ROWS + 2] = strip[stop + 2]!;
  }
};

/** What the player sees of the spin just evaluated in `c.grid`. */
const snapshot = (
  c: Compiled,
  stops: number[],
  wins: SlotWin[],
  win: number,
  multiplier: number,
): SpinResult => {
  const positions: [number, number][] = [];
  c.grid.forEach((s, p) => {
    if (s === c.scatter) positions.push(position(p));
  });
  return {
    stops,
    grid: Array.from({ length: REELS }, (_, r) => Array.from(c.grid.subarray(r * ROWS, r * ROWS + ROWS))),
    wins,
    scatter: { count: c.scatters, positions, multiplier: c.scatterPays[c.scatters]! * multiplier },
    freeSpinsAwarded: 0,
    featureMultiplier: multiplier,
    multiplier: win * multiplier,
  };
};

/** One spin: draw, evaluate; with `detail`, appends what the player sees. Returns the win before `multiplier`. */
const spinOnce = (
  c: Compiled,
  rng: RandomSource,
  detail: SpinResult[] | null,
  multiplier: number,
): number => {
  draw(c, rng);
  if (!detail) return evaluate(c, null, multiplier);
  const wins: SlotWin[] = [];
  const win = evaluate(c, wins, multiplier);
  detail.push(snapshot(c, Array.from(c.stops), wins, win, multiplier));
  return win;
};

/**
 * A paid round: the base spin, then free spins while any are left. Each free spin's wins are
 * multiplied by the feature multiplier; 3+ scatters in a free spin add more (retrigger), the round
 * never playing more than `maxSpins` free spins in all. Returns the round's win in ten-thousandths.
 */
const runRound = (c: Compiled, rng: RandomSource, detail: SpinResult[] | null): number => {
  const base = spinOnce(c, rng, detail, 1);
  let awarded = Math.min(c.maxFreeSpins, c.scatterAwards[c.scatters]!);
  if (detail) detail[0]!.freeSpinsAwarded = awarded;
  let played = 0;
  let free = 0;
  while (played < awarded) {
    free += spinOnce(c, rng, detail, c.featureMultiplier);
    played++;
    const more = Math.min(c.maxFreeSpins - awarded, c.scatterAwards[c.scatters]!);
    awarded += more;
    if (detail) detail[played]!.freeSpinsAwarded = more;
  }
  c.roundBase = base;
  c.roundFreeSpins = played;
  return base + free * c.featureMultiplier;
};

/**
 * The wins of a given grid (grid[reel][row]) as a base-game spin — for tests with hand-made grids and
 * for a player's replay; the same evaluation as a drawn spin. `stops` are reported empty.
 */
export const evaluateGrid = (model: SlotModel, grid: readonly (readonly number[])[]): SpinResult => {
  const c = compile(model);
  if (grid.length !== REELS || grid.some((reel) => reel.length !== ROWS))
    fail(model, 'a grid is 5 reels of 3 rows');
  grid.forEach((reel, r) => {
    if (reel.some((s) => !Number.isInteger(s) || s < 0 || s >= c.symbolCount)) fail(model, 'unknown symbol');
    if (reel.filter((s) => s === c.scatter).length > 1) fail(model, 'two scatters on one reel');
    if (r === 0 && reel.includes(c.wild)) fail(model, 'a wild on reel 1');
    reel.forEach((s, row) => {
      c.grid[r * ROWS + row] = s;
    });
  });
  const wins: SlotWin[] = [];
  const result = snapshot(c, [], wins, evaluate(c, wins, 1), 1);
  result.freeSpinsAwarded = Math.min(c.maxFreeSpins, c.scatterAwards[c.scatters]!);
  return result;
};

/** One base-game spin with its wins and the free spins it would award; it does not play them. */
export const spin = (model: SlotModel, rng: RandomSource): SpinResult => {
  const c = compile(model);
  const detail: SpinResult[] = [];
  spinOnce(c, rng, detail, 1);
  const result = detail[0]!;
  result.freeSpinsAwarded = Math.min(c.maxFreeSpins, c.scatterAwards[c.scatters]!);
  return result;
};

/** A whole paid round — base spin and its free spins — as the player sees it and the provider settles it. */
export const playRound = (model: SlotModel, rng: RandomSource): RoundResult => {
  const c = compile(model);
  const detail: SpinResult[] = [];
  const multiplier = runRound(c, rng, detail);
  const [base, ...freeSpins] = detail;
  return { base: base!, freeSpins, multiplier };
};

export type SimulationStats = {
  rounds: number;
  /** Spins played: one base spin per round plus every free spin. */
  spins: number;
  /** Sum of the rounds' multipliers (ten-thousandths); exact while below 2^53. */
  totalWin: number;
  /** Sum of the squared round multipliers, as a float (for the variance, not for money). */
  sumSquares: number;
  /** Rounds whose base spin paid something. */
  baseHits: number;
  /** Rounds that triggered free spins. */
  freeSpinRounds: number;
  maxWin: number;
};

/**
 * Plays `rounds` rounds without recording details — the same rules as `playRound` — taking round
 * i's random stream from `rngFor(i)` (e.g. the provably-fair stream with nonce i).
 */
export const simulateRounds = (
  model: SlotModel,
  rngFor: (round: number) => RandomSource,
  rounds: number,
): SimulationStats => {
  const c = compile(model);
  const stats: SimulationStats = {
    rounds,
    spins: 0,
    totalWin: 0,
    sumSquares: 0,
    baseHits: 0,
    freeSpinRounds: 0,
    maxWin: 0,
  };
  for (let i = 0; i < rounds; i++) {
    const win = runRound(c, rngFor(i), null);
    stats.spins += 1 + c.roundFreeSpins;
    stats.totalWin += win;
    stats.sumSquares += win * win;
    if (c.roundBase > 0) stats.baseHits++;
    if (c.roundFreeSpins > 0) stats.freeSpinRounds++;
    if (win > stats.maxWin) stats.maxWin = win;
  }
  return stats;
};
