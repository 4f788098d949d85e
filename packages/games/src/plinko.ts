/**
 * Plinko (docs/mini-games-maths.md, ADR 034): a ball falls through 8–16 rows of pegs, going left or
 * right at each with probability ½, and lands in slot k = the number of rights, so slot k has
 * probability C(rows, k) / 2^rows. Every (rows, risk) paytable returns exactly 99 %: the sum of
 * C(rows, k) × multiplier_k equals 9,900 × 2^rows ten-thousandths (proved in plinko.test.ts). Pure:
 * the only input besides the configuration is the provably-fair stream of `rng.ts`; no stake.
 */

import { defineEngine, EngineInputError } from './engine.ts';

/** Multipliers are integers in ten-thousandths of the stake: 10,000 is 1×. */
export const MULTIPLIER_ONE = 10_000;

/** The published return to player of every Plinko paytable, exactly: 99 / 100. */
export const PLINKO_RTP = { numerator: 99n, denominator: 100n } as const;

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export type PlinkoConfig = { rows: number; risk: PlinkoRisk };
export type PlinkoDirection = 'L' | 'R';
export type PlinkoResult = { path: PlinkoDirection[]; slot: number; multiplier: number };

/** Anything that draws uniform integers like `createRandomStream(seeds)` does. */
export type RandomSource = { nextInt: (bound: number) => number };

/**
 * Half paytables, edge slot first, centre slot last; the other half mirrors it. Hundredths of a
 * multiple throughout (every entry is a multiple of 100), tuned from the familiar industry shapes
 * so that each table's exact RTP is 99 % (see docs/mini-games-maths.md for the derivation).
 */
const HALF_TABLES: Record<number, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [56_200, 21_000, 11_000, 10_000, 5_000],
    medium: [130_400, 30_100, 13_000, 7_000, 4_000],
    high: [290_000, 39_900, 15_000, 3_000, 2_000],
  },
  9: {
    low: [56_400, 20_000, 16_000, 10_000, 7_000],
    medium: [180_000, 40_000, 16_900, 9_000, 5_000],
    high: [429_300, 69_900, 20_000, 6_000, 2_000],
  },
  10: {
    low: [88_800, 30_000, 14_000, 11_000, 10_000, 5_000],
    medium: [220_300, 50_000, 20_100, 14_000, 6_000, 4_000],
    high: [759_800, 99_700, 30_000, 9_000, 3_000, 2_000],
  },
  11: {
    low: [83_600, 30_000, 19_000, 13_000, 10_000, 7_000],
    medium: [239_800, 59_800, 30_000, 18_000, 7_000, 5_000],
    high: [1_199_000, 139_600, 51_800, 14_000, 4_000, 2_000],
  },
  12: {
    low: [100_600, 30_300, 16_000, 14_000, 11_000, 10_000, 5_000],
    medium: [331_000, 110_100, 40_000, 20_000, 11_000, 6_000, 3_000],
    high: [1_699_400, 239_900, 81_000, 19_900, 7_000, 2_000, 2_000],
  },
  13: {
    low: [81_400, 40_000, 30_000, 19_000, 12_000, 9_000, 7_000],
    medium: [431_100, 130_100, 60_000, 30_000, 13_000, 7_000, 4_000],
    high: [2_599_500, 369_500, 110_000, 39_900, 10_000, 2_000, 2_000],
  },
  14: {
    low: [70_800, 40_000, 19_000, 14_000, 13_000, 11_000, 10_000, 5_000],
    medium: [580_600, 150_300, 70_000, 40_000, 19_000, 10_000, 5_000, 2_000],
    high: [4_200_300, 560_600, 180_100, 50_000, 19_000, 3_000, 2_000, 2_000],
  },
  15: {
    low: [148_600, 80_000, 30_000, 20_000, 15_000, 11_000, 10_000, 7_000],
    medium: [881_100, 180_100, 110_000, 50_000, 30_000, 13_000, 5_000, 3_000],
    high: [6_198_600, 830_000, 269_600, 80_000, 30_000, 5_000, 2_000, 2_000],
  },
  16: {
    low: [161_000, 90_200, 20_000, 14_000, 14_000, 12_000, 11_000, 10_000, 5_000],
    medium: [1_100_600, 410_100, 100_300, 50_000, 30_000, 15_000, 10_000, 5_000, 3_000],
    high: [10_001_200, 1_300_500, 260_100, 90_100, 40_000, 20_000, 2_000, 2_000, 2_000],
  },
};

const checkConfig = ({ rows, risk }: PlinkoConfig): void => {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new RangeError(`plinko rows must be ${PLINKO_MIN_ROWS}..${PLINKO_MAX_ROWS}, got ${rows}`);
  }
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError(`unknown plinko risk ${String(risk)}`);
};

/** The full paytable for a configuration: rows + 1 multipliers, slot 0 (all lefts) first. */
export const plinkoPaytable = (config: PlinkoConfig): number[] => {
  checkConfig(config);
  const half = HALF_TABLES[config.rows]![config.risk];
  return Array.from({ length: config.rows + 1 }, (_, slot) => half[Math.min(slot, config.rows - slot)]!);
};

/**
 * One drop. Row i's direction is the i-th draw `nextInt(2)` of the stream: 0 is left, 1 is right.
 * The slot is the number of rights; the multiplier is the paytable's entry for it.
 */
export const playPlinko = (config: PlinkoConfig, rng: RandomSource): PlinkoResult => {
  const table = plinkoPaytable(config);
  const path: PlinkoDirection[] = [];
  for (let row = 0; row < config.rows; row++) path.push(rng.nextInt(2) === 1 ? 'R' : 'L');
  const slot = path.filter((direction) => direction === 'R').length;
  return { path, slot, multiplier: table[slot]! };
};

/**
 * The provider's engine (ADR 031, ADR 038): one drop, the rows and risk chosen with the bet
 * (`{ rows, risk }`), the path drawn from the round's stream by `playPlinko` itself.
 */
export type PlinkoRecord = PlinkoConfig & PlinkoResult;

export const plinkoEngine = defineEngine<Record<string, never>, PlinkoConfig, null, PlinkoRecord>({
  family: 'plinko',
  config: () => ({}),
  action: (_config, raw, state) => {
    if (state !== undefined) throw new EngineInputError('round_finished');
    const { rows, risk } = (raw ?? {}) as { rows?: unknown; risk?: unknown };
    if (!Number.isInteger(rows) || (rows as number) < PLINKO_MIN_ROWS || (rows as number) > PLINKO_MAX_ROWS) {
      throw new EngineInputError('bad_rows');
    }
    if (!PLINKO_RISKS.includes(risk as PlinkoRisk)) throw new EngineInputError('bad_risk');
    return { rows: rows as number, risk: risk as PlinkoRisk };
  },
  step: (_config, random, _state, action) => {
    const result = playPlinko(action, random);
    return { state: null, multiplier: result.multiplier, finished: true, record: { ...action, ...result } };
  },
  rtp: () => '99.00',
});
