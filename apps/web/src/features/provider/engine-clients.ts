/**
 * The web side of the engine-plug contract (docs/decisions/031-house-game-provider.md): each built
 * engine family's game client, a lazy chunk of its own, so a game's code loads only when it opens.
 * Plugging a family in is one line here (and one in `packages/games/src/house-engines.ts`).
 */
import type { TPlayValue, TProviderRound, TProviderSession } from '@luckwell/contracts/provider/house-games';
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
  'slot-5x3': lazy(() =>
    Promise.all([import('./slots/slot-client.tsx'), ensureBundle('slots')]).then(([m]) => ({
      default: m.SlotClient,
    })),
  ),
  blackjack: lazy(() =>
    Promise.all([import('./blackjack/blackjack-client.tsx'), ensureBundle('blackjack')]).then(([m]) => ({
      default: m.BlackjackClient,
    })),
  ),
};

export type RoundViewProps = { round: TProviderRound; currency: string };

/**
 * How a family shows a recorded round (game history, the betting record's replay) when its steps
 * say more than a line of text: a slot round is its grids. Families without one show each step.
 */
export const ROUND_VIEWS: Readonly<Record<string, LazyExoticComponent<ComponentType<RoundViewProps>>>> = {
  'slot-5x3': lazy(() =>
    Promise.all([import('./slots/slot-round-view.tsx'), ensureBundle('slots')]).then(([m]) => ({
      default: m.SlotRoundView,
    })),
  ),
  blackjack: lazy(() =>
    Promise.all([import('./blackjack/blackjack-round-view.tsx'), ensureBundle('blackjack')]).then(([m]) => ({
      default: m.BlackjackRoundView,
    })),
  ),
  sportsbook: lazy(() =>
    Promise.all([import('../sportsbook/sportsbook-round-view.tsx'), ensureBundle('sportsbook')]).then(
      ([m]) => ({
        default: m.SportsbookRoundView,
      }),
    ),
  ),
};
