import { describe, expect, it } from 'vitest';
import { EngineInputError, replayRound } from './engine.ts';
import { houseEngine } from './house-engines.ts';
import { createRandomStream } from './rng.ts';
import { rtpPercent, SLOT_5X3, slot5x3, slotModelOf } from './slot-5x3.ts';
import { playRound } from './slots/engine.ts';
import { slotModelForTitle, slotModels } from './slots/registry.ts';
import { verifyRound } from './verify.ts';

const seeds = { serverSeed: 'slot-server', clientSeed: 'slot-client', nonce: 0 };

describe('slot-5x3 as a house engine', () => {
  it('is registered, and a catalogue title gets the model its code picks (a jackpot title an eligible one)', () => {
    expect(houseEngine(SLOT_5X3)).toBe(slot5x3);
    for (const gameCode of ['LW-0000', 'LW-0001', 'LW-0042', 'JL-0007']) {
      expect(slot5x3.config(undefined, { gameCode })).toEqual({ model: slotModelForTitle(gameCode).id });
      const jackpot = slot5x3.config(undefined, { gameCode, jackpot: true });
      expect(slotModelOf(jackpot).jackpotEligible).toBe(true);
      expect(jackpot.model).toBe(slotModelForTitle(gameCode, true).id);
    }
    // A stored configuration wins over the title; none at all gives the first model.
    expect(slot5x3.config({ model: 'ways-high' }, { gameCode: 'LW-0000' })).toEqual({ model: 'ways-high' });
    expect(slot5x3.config(undefined)).toEqual({ model: slotModels[0]!.id });
    expect(() => slot5x3.config({ model: 'no-such-model' })).toThrow(/unknown model/);
    expect(() => slot5x3.config({ model: 7 })).toThrow(/unknown model/);
  });

  it("publishes each model's exact RTP as a percent", () => {
    for (const model of slotModels) {
      const rtp = slot5x3.rtp({ model: model.id });
      expect(rtp).toMatch(/^9[4-7]\.\d\d$/);
      expect(Math.abs(Number(rtp) / 100 - Number(model.published.rtp))).toBeLessThanOrEqual(0.00005);
    }
    expect(rtpPercent('0.961471630825')).toBe('96.15');
    expect(rtpPercent('0.94995')).toBe('95.00');
  });

  it('plays one paid round per bet, finished at once, with the multiplier and record of playRound', () => {
    for (const model of slotModels) {
      const config = { model: model.id };
      for (let nonce = 0; nonce < 60; nonce++) {
        const [step, ...more] = replayRound(slot5x3, config, createRandomStream({ ...seeds, nonce }), [null]);
        expect(more).toEqual([]);
        const direct = playRound(model, createRandomStream({ ...seeds, nonce }));
        expect(step!.finished).toBe(true);
        expect(step!.state).toBeNull();
        expect(step!.multiplier).toBe(direct.multiplier);
        expect(step!.record).toEqual(direct);
        // Deterministic: the same seeds replay the same round.
        expect(replayRound(slot5x3, config, createRandomStream({ ...seeds, nonce }), [{}])).toEqual([step]);
      }
    }
  });

  it('replays a round with free spins spin by spin, and the verifier recomputes it in the browser code', () => {
    // Find a round that triggers the feature, so the record carries free spins.
    const config = { model: 'lines20-low' };
    let nonce = 0;
    let round = playRound(slotModelOf(config), createRandomStream({ ...seeds, nonce }));
    while (round.freeSpins.length === 0) {
      nonce += 1;
      round = playRound(slotModelOf(config), createRandomStream({ ...seeds, nonce }));
    }
    const total = round.base.multiplier + round.freeSpins.reduce((sum, spin) => sum + spin.multiplier, 0);
    expect(round.multiplier).toBe(total);
    expect(round.freeSpins.every((spin) => spin.featureMultiplier === 2)).toBe(true);
    const verified = verifyRound({ ...seeds, nonce, engine: SLOT_5X3, config, actions: [null] });
    expect(verified).toMatchObject({ ok: true, multiplier: round.multiplier });
    expect(verified.ok && verified.steps[0]!.record).toEqual(round);
    // Another model from the same seeds is another round: the configuration is part of the proof.
    const other = verifyRound({
      ...seeds,
      nonce,
      engine: SLOT_5X3,
      config: { model: 'ways-high' },
      actions: [null],
    });
    expect(other.ok && other.steps[0]!.record).not.toEqual(round);
  });

  it('refuses a second step: a slot round is over when its spins are', () => {
    const config = slot5x3.config(undefined);
    expect(() => slot5x3.action(config, null, null)).toThrow(EngineInputError);
    expect(() => replayRound(slot5x3, config, createRandomStream(seeds), [null, null])).toThrow(
      EngineInputError,
    );
  });
});
