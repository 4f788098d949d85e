/**
 * 20 paylines, high volatility: stacked high symbols on long strips, rare free spins at ×5.
 */
import { buildStrip } from '../strips.ts';
import type { SlotModel } from '../types.ts';
import { H1, H2, H3, H4, L1, L2, L3, L4, L5, lines20, SCATTER, standardSymbols, WILD } from './shared.ts';

const stacks = { [H1]: 4, [H2]: 4 };

export const lines20High: SlotModel = {
  id: 'lines20-high',
  name: '20 lines · high volatility',
  volatility: 'high',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    buildStrip(
      { [H1]: 4, [H2]: 4, [H3]: 3, [H4]: 3, [L1]: 6, [L2]: 6, [L3]: 6, [L4]: 6, [L5]: 6, [SCATTER]: 1 },
      301,
      stacks,
    ),
    buildStrip(
      {
        [H1]: 4,
        [H2]: 4,
        [H3]: 3,
        [H4]: 3,
        [L1]: 6,
        [L2]: 6,
        [L3]: 6,
        [L4]: 6,
        [L5]: 6,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      302,
      stacks,
    ),
    buildStrip(
      {
        [H1]: 4,
        [H2]: 4,
        [H3]: 3,
        [H4]: 3,
        [L1]: 6,
        [L2]: 6,
        [L3]: 6,
        [L4]: 6,
        [L5]: 6,
        [WILD]: 3,
        [SCATTER]: 1,
      },
      303,
      stacks,
    ),
    buildStrip(
      {
        [H1]: 4,
        [H2]: 4,
        [H3]: 3,
        [H4]: 3,
        [L1]: 6,
        [L2]: 6,
        [L3]: 6,
        [L4]: 6,
        [L5]: 6,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      304,
      stacks,
    ),
    buildStrip(
      { [H1]: 4, [H2]: 4, [H3]: 3, [H4]: 3, [L1]: 6, [L2]: 6, [L3]: 6, [L4]: 6, [L5]: 6, [SCATTER]: 1 },
      305,
      stacks,
    ),
  ],
  mode: { kind: 'paylines', lines: lines20 },
  betCoins: 20,
  paytable: {
    [H1]: [100, 1000, 5000],
    [H2]: [50, 250, 1000],
    [H3]: [40, 150, 500],
    [H4]: [30, 100, 300],
    [L1]: [10, 25, 100],
    [L2]: [10, 25, 75],
    [L3]: [5, 20, 60],
    [L4]: [5, 15, 50],
    [L5]: [5, 15, 40],
  },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [3, 20, 200], freeSpins: [8, 12, 20] },
  freeSpins: { multiplier: 5, maxSpins: 40 },
  jackpotEligible: true,
  published: {
    rtp: '0.968476126499',
    rtpBase: '0.879011283805',
    rtpFreeSpins: '0.089464842694',
    hitFrequency: '0.301482571299',
    freeSpinsFrequency: '0.002451083949',
    standardDeviation: '15.655851280243',
    maxWin: 9762225000,
  },
};
