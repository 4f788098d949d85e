/**
 * Every house engine family that is built, by name: what the provider plays and the verifier
 * recomputes. Plugging a new family in is one line here (docs/decisions/031-house-game-provider.md).
 */
import { dice } from './dice.ts';
import type { AnyHouseEngine } from './engine.ts';
import { slot5x3 } from './slot-5x3.ts';

export const HOUSE_ENGINES: Readonly<Record<string, AnyHouseEngine>> = {
  [dice.family]: dice,
  [slot5x3.family]: slot5x3,
};

export const houseEngine = (family: string): AnyHouseEngine | undefined =>
  Object.hasOwn(HOUSE_ENGINES, family) ? HOUSE_ENGINES[family] : undefined;
