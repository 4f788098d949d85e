/**
 * 243 ways, low volatility: wins pay per way for matching symbols on adjacent reels from the left,
 * anywhere in the window; free spins at ×2.
 */
import { buildStrip } from '../strips.ts';
import type { SlotModel } from '../types.ts';
import { H1, H2, H3, H4, L1, L2, L3, L4, L5, SCATTER, standardSymbols, WILD } from './shared.ts';

export const waysLow: SlotModel = {
  id: 'ways-low',
  name: '243 ways · low volatility',
  volatility: 'low',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    buildStrip(
      { [H1]: 2, [H2]: 2, [H3]: 3, [H4]: 3, [L1]: 4, [L2]: 4, [L3]: 4, [L4]: 5, [L5]: 5, [SCATTER]: 1 },
      401,
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
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      402,
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
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      403,
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
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      404,
    ),
    buildStrip(
      { [H1]: 2, [H2]: 2, [H3]: 3, [H4]: 3, [L1]: 4, [L2]: 4, [L3]: 4, [L4]: 5, [L5]: 5, [SCATTER]: 1 },
      405,
    ),
  ],
  mode: { kind: 'ways' },
  betCoins: 25,
  paytable: {
    [H1]: [30, 100, 300],
    [H2]: [25, 80, 250],
    [H3]: [20, 60, 150],
    [H4]: [15, 50, 125],
    [L1]: [10, 25, 80],
    [L2]: [10, 25, 60],
    [L3]: [10, 20, 50],
    [L4]: [8, 15, 40],
    [L5]: [8, 15, 30],
  },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [2, 5, 20], freeSpins: [10, 12, 15] },
  freeSpins: { multiplier: 2, maxSpins: 50 },
  jackpotEligible: false,
  published: {
    rtp: '0.942404500253',
    rtpBase: '0.836384184276',
    rtpFreeSpins: '0.106020315977',
    hitFrequency: '0.388524717089',
    freeSpinsFrequency: '0.005903573236',
    standardDeviation: '2.917447591851',
    maxWin: 120990400,
  },
};
