/**
 * Small models for the tests: few stops, so every stop combination (and every free-spins path) can
 * be played through the engine itself and compared with the fast maths.
 */
import { H1, H2, L1, L2, L3, SCATTER, standardSymbols, WILD } from './models/shared.ts';
import { buildStrip } from './strips.ts';
import type { SlotModel } from './types.ts';

const unpublished = {
  rtp: '0',
  rtpBase: '0',
  rtpFreeSpins: '0',
  hitFrequency: '0',
  freeSpinsFrequency: '0',
  standardDeviation: '0',
  maxWin: 0,
};

/** Two lines (middle, top), hand-checkable pays: 3/4/5 of H1 pay 10/20/50 coins of a 2-coin stake. */
export const twoLines: SlotModel = {
  id: 'test-two-lines',
  name: 'test: two lines',
  volatility: 'low',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    [SCATTER, L1, L2, H1, H1, H2],
    [SCATTER, L1, L2, H1, WILD, H1],
    [SCATTER, L1, L2, H1, WILD, H1],
    [SCATTER, L1, L2, H1, WILD, H1],
    [SCATTER, L1, L2, H1, H1, H1],
  ],
  mode: {
    kind: 'paylines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
    ],
  },
  betCoins: 2,
  paytable: { [H1]: [10, 20, 50], [H2]: [5, 10, 25], [L1]: [2, 4, 10], [L2]: [1, 3, 8], [L3]: [1, 2, 5] },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [1, 5, 20], freeSpins: [3, 5, 10] },
  freeSpins: { multiplier: 2, maxSpins: 12 },
  jackpotEligible: false,
  published: unpublished,
};

export const twoLinesWays: SlotModel = {
  ...twoLines,
  id: 'test-ways',
  name: 'test: ways',
  mode: { kind: 'ways' },
  betCoins: 5,
};

/** Strips of 6–9 stops with stacks, wilds and scatters: 5k–60k combinations, brute-forceable. */
const smallReels = [
  buildStrip({ [H1]: 2, [H2]: 1, [L1]: 2, [L2]: 1, [SCATTER]: 1 }, 11, { [H1]: 2 }),
  buildStrip({ [H1]: 2, [H2]: 1, [L1]: 1, [L3]: 1, [WILD]: 1, [SCATTER]: 1 }, 12),
  buildStrip({ [H1]: 1, [H2]: 2, [L1]: 1, [L2]: 1, [L3]: 1, [WILD]: 2, [SCATTER]: 1 }, 13),
  buildStrip({ [H1]: 2, [H2]: 1, [L2]: 2, [WILD]: 1, [SCATTER]: 1 }, 14, { [L2]: 2 }),
  buildStrip({ [H1]: 2, [H2]: 2, [L1]: 2, [L3]: 2, [SCATTER]: 1 }, 15),
];

export const smallLines: SlotModel = {
  ...twoLines,
  id: 'test-small-lines',
  reels: smallReels,
  mode: {
    kind: 'paylines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
    ],
  },
  betCoins: 5,
};

export const smallWays: SlotModel = {
  ...smallLines,
  id: 'test-small-ways',
  mode: { kind: 'ways' },
  betCoins: 25,
};

/**
 * Four or five stops a reel (1,600 spins), one line, frequent scatters, and a cap of 3 free spins
 * that retriggers reach: every path of a whole round can be played through `playRound` (maths.test.ts).
 */
export const microFeature: SlotModel = {
  ...twoLines,
  id: 'test-micro-feature',
  reels: [
    [SCATTER, H1, L1, H1],
    [H1, SCATTER, WILD, L1, H1],
    [L1, H1, SCATTER, WILD],
    [SCATTER, WILD, H1, L1, H1],
    [H1, L1, SCATTER, H2],
  ],
  mode: { kind: 'paylines', lines: [[1, 1, 1, 1, 1]] },
  betCoins: 1,
  paytable: { [H1]: [10, 20, 50] },
  scatter: { symbol: SCATTER, pays: [1, 4, 10], freeSpins: [1, 2, 3] },
  freeSpins: { multiplier: 3, maxSpins: 3 },
};
