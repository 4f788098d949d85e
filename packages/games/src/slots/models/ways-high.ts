/**
 * 243 ways, high volatility: wins pay per way for matching symbols on adjacent reels from the left,
 * anywhere in the window; long strips with stacked high symbols, rare free spins at ×5.
 */
import { buildStrip } from '../strips.ts';
import type { SlotModel } from '../types.ts';
import { H1, H2, H3, H4, L1, L2, L3, L4, L5, SCATTER, standardSymbols, WILD } from './shared.ts';

const stacks = { [H1]: 4, [H2]: 4 };

export const waysHigh: SlotModel = {
  id: 'ways-high',
  name: '243 ways · high volatility',
  volatility: 'high',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    buildStrip(
      { [H1]: 4, [H2]: 4, [H3]: 3, [H4]: 3, [L1]: 6, [L2]: 6, [L3]: 6, [L4]: 6, [L5]: 6, [SCATTER]: 1 },
      601,
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
      602,
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
      603,
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
      604,
      stacks,
    ),
    buildStrip(
      { [H1]: 4, [H2]: 4, [H3]: 3, [H4]: 3, [L1]: 6, [L2]: 6, [L3]: 6, [L4]: 6, [L5]: 6, [SCATTER]: 1 },
      605,
      stacks,
    ),
  ],
  mode: { kind: 'ways' },
  betCoins: 25,
  paytable: {
    [H1]: [40, 150, 750],
    [H2]: [30, 120, 500],
    [H3]: [25, 75, 200],
    [H4]: [20, 60, 150],
    [L1]: [8, 20, 60],
    [L2]: [8, 20, 50],
    [L3]: [6, 15, 40],
    [L4]: [6, 12, 30],
    [L5]: [5, 10, 25],
  },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [3, 20, 200], freeSpins: [8, 12, 20] },
  freeSpins: { multiplier: 5, maxSpins: 40 },
  jackpotEligible: true,
  published: {
    rtp: '0.962605899513',
    rtpBase: '0.872680619901',
    rtpFreeSpins: '0.089925279612',
    hitFrequency: '0.322462467283',
    freeSpinsFrequency: '0.002480760525',
    standardDeviation: '19.318240807150',
    maxWin: 14227524000,
  },
};
