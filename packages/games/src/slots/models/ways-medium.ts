/**
 * 243 ways, medium volatility: wins pay per way for matching symbols on adjacent reels from the left,
 * anywhere in the window; stacked high symbols, free spins at ×3.
 */
import { buildStrip } from '../strips.ts';
import type { SlotModel } from '../types.ts';
import { H1, H2, H3, H4, L1, L2, L3, L4, L5, SCATTER, standardSymbols, WILD } from './shared.ts';

const stacks = { [H1]: 3, [H2]: 3 };

export const waysMedium: SlotModel = {
  id: 'ways-medium',
  name: '243 ways · medium volatility',
  volatility: 'medium',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    buildStrip(
      { [H1]: 3, [H2]: 3, [H3]: 3, [H4]: 3, [L1]: 4, [L2]: 4, [L3]: 4, [L4]: 5, [L5]: 5, [SCATTER]: 1 },
      501,
      stacks,
    ),
    buildStrip(
      {
        [H1]: 3,
        [H2]: 3,
        [H3]: 3,
        [H4]: 3,
        [L1]: 4,
        [L2]: 4,
        [L3]: 4,
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      502,
      stacks,
    ),
    buildStrip(
      {
        [H1]: 3,
        [H2]: 3,
        [H3]: 3,
        [H4]: 3,
        [L1]: 4,
        [L2]: 4,
        [L3]: 4,
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      503,
      stacks,
    ),
    buildStrip(
      {
        [H1]: 3,
        [H2]: 3,
        [H3]: 3,
        [H4]: 3,
        [L1]: 4,
        [L2]: 4,
        [L3]: 4,
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      504,
      stacks,
    ),
    buildStrip(
      { [H1]: 3, [H2]: 3, [H3]: 3, [H4]: 3, [L1]: 4, [L2]: 4, [L3]: 4, [L4]: 5, [L5]: 5, [SCATTER]: 1 },
      505,
      stacks,
    ),
  ],
  mode: { kind: 'ways' },
  betCoins: 25,
  paytable: {
    [H1]: [30, 100, 300],
    [H2]: [25, 80, 250],
    [H3]: [20, 60, 150],
    [H4]: [20, 50, 125],
    [L1]: [10, 25, 80],
    [L2]: [10, 20, 60],
    [L3]: [8, 20, 40],
    [L4]: [8, 15, 30],
    [L5]: [8, 12, 25],
  },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [2, 10, 50], freeSpins: [10, 15, 20] },
  freeSpins: { multiplier: 3, maxSpins: 60 },
  jackpotEligible: true,
  published: {
    rtp: '0.950554993642',
    rtpBase: '0.817923193300',
    rtpFreeSpins: '0.132631800342',
    hitFrequency: '0.329866990170',
    freeSpinsFrequency: '0.005015783661',
    standardDeviation: '7.219886702377',
    maxWin: 5077396000,
  },
};
