/**
 * What the models share: one theme-neutral symbol set (a catalogue title maps each code to its own
 * art) and the classic 20 and 25 paylines. Rows: 0 top, 1 middle, 2 bottom.
 */
import type { SlotSymbol } from '../types.ts';

export const H1 = 0;
export const H2 = 1;
export const H3 = 2;
export const H4 = 3;
export const L1 = 4;
export const L2 = 5;
export const L3 = 6;
export const L4 = 7;
export const L5 = 8;
export const WILD = 9;
export const SCATTER = 10;

export const standardSymbols: readonly SlotSymbol[] = [
  { id: H1, code: 'H1', role: 'high' },
  { id: H2, code: 'H2', role: 'high' },
  { id: H3, code: 'H3', role: 'high' },
  { id: H4, code: 'H4', role: 'high' },
  { id: L1, code: 'L1', role: 'low' },
  { id: L2, code: 'L2', role: 'low' },
  { id: L3, code: 'L3', role: 'low' },
  { id: L4, code: 'L4', role: 'low' },
  { id: L5, code: 'L5', role: 'low' },
  { id: WILD, code: 'WILD', role: 'wild' },
  { id: SCATTER, code: 'SCATTER', role: 'scatter' },
];

export const lines20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [1, 2, 2, 2, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export const lines25: readonly (readonly number[])[] = [
  ...lines20,
  [2, 0, 0, 0, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
];
