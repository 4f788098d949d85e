/**
 * 20 paylines, low volatility: many small line wins, frequent free spins at ×2.
 */
import { buildStrip } from '../strips.ts';
import type { SlotModel } from '../types.ts';
import { H1, H2, H3, H4, L1, L2, L3, L4, L5, lines20, SCATTER, standardSymbols, WILD } from './shared.ts';

export const lines20Low: SlotModel = {
  id: 'lines20-low',
  name: '20 lines · low volatility',
  volatility: 'low',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    buildStrip(
      { [H1]: 2, [H2]: 2, [H3]: 3, [H4]: 3, [L1]: 4, [L2]: 4, [L3]: 4, [L4]: 4, [L5]: 6, [SCATTER]: 1 },
      201,
    ),
    buildStrip(
      {
        [H1]: 2,
        [H2]: 2,
        [H3]: 3,
        [H4]: 3,
        [L1]: 4,
        [L2]: 4,
        [L3]: 4,
        [L4]: 4,
        [L5]: 4,
        [WILD]: 3,
        [SCATTER]: 1,
      },
      202,
    ),
    buildStrip(
      {
        [H1]: 2,
        [H2]: 2,
        [H3]: 3,
        [H4]: 3,
        [L1]: 4,
        [L2]: 4,
        [L3]: 4,
        [L4]: 4,
        [L5]: 4,
        [WILD]: 3,
        [SCATTER]: 1,
      },
      203,
    ),
    buildStrip(
      {
        [H1]: 2,
        [H2]: 2,
        [H3]: 3,
        [H4]: 3,
        [L1]: 4,
        [L2]: 4,
        [L3]: 4,
        [L4]: 4,
        [L5]: 4,
        [WILD]: 3,
        [SCATTER]: 1,
      },
      204,
    ),
    buildStrip(
      { [H1]: 2, [H2]: 2, [H3]: 3, [H4]: 3, [L1]: 4, [L2]: 4, [L3]: 4, [L4]: 4, [L5]: 6, [SCATTER]: 1 },
      205,
    ),
  ],
  mode: { kind: 'paylines', lines: lines20 },
  betCoins: 20,
  paytable: {
    [H1]: [50, 200, 750],
    [H2]: [40, 150, 500],
    [H3]: [30, 100, 300],
    [H4]: [25, 75, 250],
    [L1]: [10, 40, 150],
    [L2]: [10, 30, 125],
    [L3]: [10, 25, 100],
    [L4]: [10, 25, 100],
    [L5]: [5, 25, 75],
  },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [2, 10, 50], freeSpins: [10, 15, 20] },
  freeSpins: { multiplier: 2, maxSpins: 50 },
  jackpotEligible: false,
  published: {
    rtp: '0.961471630825',
    rtpBase: '0.846624330383',
    rtpFreeSpins: '0.114847300442',
    hitFrequency: '0.390308516955',
    freeSpinsFrequency: '0.006201501162',
    standardDeviation: '3.099627925110',
    maxWin: 121300000,
  },
};
