/**
 * Crash's registration with the engine-plug contract (ADR 039). Crash is not a per-player step
 * machine: its rounds are shared, timed by the server's schedule and settled against a hash chain
 * (`crash.ts`), so the provider's crash routes (`/provider/crash/*`) play it. This entry exists so
 * the catalogue launches crash games to `/game/crash`, lifts their maintenance and opens a provider
 * session; the per-round routes refuse it with a clear reason.
 */
import { defineEngine, EngineInputError } from './engine.ts';

export const crashEngine = defineEngine<Record<string, never>, null, null, null>({
  family: 'crash',
  config: () => ({}),
  action: () => {
    throw new EngineInputError('crash_shared_rounds');
  },
  step: () => {
    throw new EngineInputError('crash_shared_rounds');
  },
  // Every cash-out target returns 99 % (docs/mini-games-maths.md, Crash).
  rtp: () => '99.00',
});
