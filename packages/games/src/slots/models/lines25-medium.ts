/**
 * 25 paylines, medium volatility: fewer but bigger wins than the low model, free spins at ×3.
 */
import { buildStrip } from '../strips.ts';
import type { SlotModel } from '../types.ts';
import { H1, H2, H3, H4, L1, L2, L3, L4, L5, lines25, SCATTER, standardSymbols, WILD } from './shared.ts';

export const lines25Medium: SlotModel = {
  id: 'lines25-medium',
  name: '25 lines · medium volatility',
  volatility: 'medium',
  rows: 3,
  symbols: standardSymbols,
  reels: [
    buildStrip(
      { [H1]: 3, [H2]: 3, [H3]: 3, [H4]: 3, [L1]: 5, [L2]: 5, [L3]: 5, [L4]: 5, [L5]: 5, [SCATTER]: 1 },
      251,
      { [H1]: 3, [H2]: 3 },
    ),
    buildStrip(
      {
        [H1]: 3,
        [H2]: 3,
        [H3]: 3,
        [H4]: 3,
        [L1]: 5,
        [L2]: 5,
        [L3]: 5,
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      252,
      { [H1]: 3, [H2]: 3 },
    ),
    buildStrip(
      {
        [H1]: 3,
        [H2]: 3,
        [H3]: 3,
        [H4]: 3,
        [L1]: 5,
        [L2]: 5,
        [L3]: 5,
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      253,
      { [H1]: 3, [H2]: 3 },
    ),
    buildStrip(
      {
        [H1]: 3,
        [H2]: 3,
        [H3]: 3,
        [H4]: 3,
        [L1]: 5,
        [L2]: 5,
        [L3]: 5,
        [L4]: 5,
        [L5]: 5,
        [WILD]: 2,
        [SCATTER]: 1,
      },
      254,
      { [H1]: 3, [H2]: 3 },
    ),
    buildStrip(
      { [H1]: 3, [H2]: 3, [H3]: 3, [H4]: 3, [L1]: 5, [L2]: 5, [L3]: 5, [L4]: 5, [L5]: 5, [SCATTER]: 1 },
      255,
      { [H1]: 3, [H2]: 3 },
    ),
  ],
  mode: { kind: 'paylines', lines: lines25 },
  betCoins: 25,
  paytable: {
    [H1]: [100, 500, 2500],
    [H2]: [75, 300, 1000],
    [H3]: [50, 200, 500],
    [H4]: [40, 150, 400],
    [L1]: [20, 50, 150],
    [L2]: [10, 40, 125],
    [L3]: [10, 30, 100],
    [L4]: [10, 25, 100],
    [L5]: [5, 20, 75],
  },
  wild: WILD,
  scatter: { symbol: SCATTER, pays: [2, 10, 100], freeSpins: [10, 15, 25] },
  freeSpins: { multiplier: 3, maxSpins: 75 },
  jackpotEligible: true,
  published: {
    rtp: '0.955258097295',
    rtpBase: '0.847342375779',
    rtpFreeSpins: '0.107915721516',
    hitFrequency: '0.337026348251',
    freeSpinsFrequency: '0.003989114439',
    standardDeviation: '6.728566013717',
    maxWin: 5482210000,
  },
};
