import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../rng.ts';
import { simulateRounds } from './engine.ts';
import { slotModels } from './registry.ts';
import { verdict, Z999 } from './simulation.ts';

/**
 * A short simulation of every model on the provably-fair stream (one nonce per round) must agree
 * with its published maths at the 99.9 % level. The seeds are fixed, so the test is deterministic:
 * it fails only if the engine and the maths disagree (or, once in a thousand seed choices, by chance).
 * The 10-million-round proof is the bench's `slot-sim` scenario.
 */
describe('slot simulation', () => {
  it.each(slotModels.map((model) => [model.id, model] as const))(
    '%s: the simulated RTP and frequencies lie within 99.9 % confidence of the published ones',
    (id, model) => {
      const stats = simulateRounds(
        model,
        (nonce) => createRandomStream({ serverSeed: `simulation-${id}`, clientSeed: 'vitest', nonce }),
        200_000,
      );
      const v = verdict(model, stats, Z999);
      expect(v.rtp).toMatchObject({ inside: true });
      expect(v.hitFrequency).toMatchObject({ inside: true });
      expect(v.freeSpinsFrequency).toMatchObject({ inside: true });
    },
    20_000,
  );
});
