/**
 * Every slot math model, by id: what the catalogue's slot titles (engine `slot-5x3`) run. Thousands
 * of titles share these few models; a title's theme only renames and redraws the symbols.
 */
import { lines20High } from './models/lines20-high.ts';
import { lines20Low } from './models/lines20-low.ts';
import { lines25Medium } from './models/lines25-medium.ts';
import { waysHigh } from './models/ways-high.ts';
import { waysLow } from './models/ways-low.ts';
import { waysMedium } from './models/ways-medium.ts';
import type { SlotModel } from './types.ts';

export const slotModels: readonly SlotModel[] = [
  lines20Low,
  lines25Medium,
  lines20High,
  waysLow,
  waysMedium,
  waysHigh,
];

export const slotModelById = (id: string): SlotModel | undefined =>
  slotModels.find((model) => model.id === id);

/**
 * A default model for a catalogue title that names none: picked from its game code by a stable hash
 * (FNV-1a), so a title keeps its maths across restarts and servers. `jackpot` titles get a
 * jackpot-eligible model.
 */
export const slotModelForTitle = (gameCode: string, jackpot = false): SlotModel => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < gameCode.length; i++) {
    hash ^= gameCode.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const pool = jackpot ? slotModels.filter((model) => model.jackpotEligible) : slotModels;
  return pool[hash % pool.length]!;
};
