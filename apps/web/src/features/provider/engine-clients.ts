/**
 * The web side of the engine-plug contract (docs/decisions/031-house-game-provider.md): each built
 * engine family's game client, a lazy chunk of its own, so a game's code loads only when it opens.
 * Plugging a family in is one line here (and one in `packages/games/src/house-engines.ts`).
 */
import type { TPlayValue, TProviderSession } from '@luckwell/contracts/provider/house-games';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ensureBundle } from '../i18n/i18n.ts';
import { minisClient } from './minis/lazy-client.ts';

export type GameClientProps = {
  session: TProviderSession;
  balance: string;
  sound: boolean;
  /** Every answer of a play or act call: the page keeps balance, fairness and history current. */
  onPlayed: (value: TPlayValue) => void;
};

export const ENGINE_CLIENTS: Readonly<Record<string, LazyExoticComponent<ComponentType<GameClientProps>>>> = {
  dice: lazy(() => import('./dice/dice-client.tsx').then((m) => ({ default: m.DiceClient }))),
  mines: minisClient(() => import('./mines/mines-client.tsx'), 'MinesClient'),
  plinko: minisClient(() => import('./plinko/plinko-client.tsx'), 'PlinkoClient'),
  hilo: minisClient(() => import('./hilo/hilo-client.tsx'), 'HiloClient'),
  crash: lazy(() =>
    Promise.all([import('./crash/crash-client.tsx'), ensureBundle('crash')]).then(([m]) => ({
      default: m.CrashClient,
    })),
  ),
};
