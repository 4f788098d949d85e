/** Every slot math model, by id: what catalogue titles (`engine` slot-5x3 and its config) point at. */
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
