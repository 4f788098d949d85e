/**
 * Every house engine family that is built, by name: what the provider plays and the verifier
 * recomputes. Plugging a new family in is one line here (docs/decisions/031-house-game-provider.md).
 */
import { blackjackEngine } from './blackjack-engine.ts';
import { crashEngine } from './crash-engine.ts';
import { dice } from './dice.ts';
import type { AnyHouseEngine } from './engine.ts';
import { hiloEngine } from './hilo.ts';
import { minesEngine } from './mines.ts';
import { plinkoEngine } from './plinko.ts';
import { slot5x3 } from './slot-5x3.ts';

export const HOUSE_ENGINES: Readonly<Record<string, AnyHouseEngine>> = {
  [dice.family]: dice,
  [slot5x3.family]: slot5x3,
  [plinkoEngine.family]: plinkoEngine,
  [minesEngine.family]: minesEngine,
  [hiloEngine.family]: hiloEngine,
  [crashEngine.family]: crashEngine,
  [blackjackEngine.family]: blackjackEngine,
};

export const houseEngine = (family: string): AnyHouseEngine | undefined =>
  Object.hasOwn(HOUSE_ENGINES, family) ? HOUSE_ENGINES[family] : undefined;
