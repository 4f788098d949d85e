import { describe, expect, it } from 'vitest';
import { createVerifierStream } from '../verifier-stream.ts';
import { captureRule, drawMultiplier } from './capture.ts';
import { createFastStream, rtpVerdict, simulateWeapon, Z99, Z999 } from './simulation.ts';
import { FISH_SPECIES, fishSpecies } from './species.ts';
import { FISH_WEAPONS, fishWeapon } from './weapons.ts';

const TEN_MILLION = 10_000_000;

/**
 * The RTP proof: ten million shots of every weapon, each hit on a species drawn uniformly from all 21,
 * through the engine's draw. The empirical RTP must lie within the 99 % interval built from the
 * per-shot variance. Fixed seeds, so the test is deterministic.
 */
describe('fishing RTP by simulation', () => {
  it.each(FISH_WEAPONS.map((weapon, index) => [weapon.id, weapon, index] as const))(
    '%s: 10 million shots return the published RTP within the 99 % interval',
    (_id, weapon, index) => {
      const started = performance.now();
      const stats = simulateWeapon(weapon, TEN_MILLION, createFastStream(0x5eed + index));
      const verdict = rtpVerdict(stats, weapon.rtpBasisPoints, Z99);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${weapon.id}: ${stats.shots} shots, ${stats.hits} hits, RTP ${(verdict.rtp * 100).toFixed(3)} % ` +
          `(published ${(verdict.published * 100).toFixed(2)} %, 99 % interval ${(verdict.low * 100).toFixed(3)}–` +
          `${(verdict.high * 100).toFixed(3)} %, s.e. ${(verdict.standardError * 100).toFixed(4)} pp) in ${seconds.toFixed(1)} s`,
      );
      expect(stats.shots).toBe(TEN_MILLION);
      expect(verdict.inside).toBe(true);
    },
    120_000,
  );

  it('agrees on the provably-fair HMAC stream itself: 300,000 cannon shots within the 99.9 % interval', () => {
    const weapon = fishWeapon('cannon-1');
    const stream = createVerifierStream({ serverSeed: 'fishing-simulation', clientSeed: 'vitest', nonce: 1 });
    const verdict = rtpVerdict(simulateWeapon(weapon, 300_000, stream), weapon.rtpBasisPoints, Z999);
    expect(verdict.inside).toBe(true);
  });

  it('captures at the same frequency on the fast stream as on the HMAC stream (clownfish, 99.9 %)', () => {
    const rule = captureRule(fishWeapon('net'), fishSpecies('clownfish'));
    const p = rule.numerator / rule.denominator;
    const n = 100_000;
    for (const source of [
      createFastStream(7),
      createVerifierStream({ serverSeed: 'fishing-frequency', clientSeed: 'vitest', nonce: 2 }),
    ]) {
      let captured = 0;
      for (let i = 0; i < n; i++) if (drawMultiplier(source, rule) > 0) captured += 1;
      expect(Math.abs(captured / n - p)).toBeLessThan(Z999 * Math.sqrt((p * (1 - p)) / n));
    }
  });

  it('draws target species uniformly on the fast stream (chi-square, 99.9 %)', () => {
    const source = createFastStream(11);
    const k = FISH_SPECIES.length;
    const counts = new Array<number>(k).fill(0);
    const n = 210_000;
    for (let i = 0; i < n; i++) counts[source.nextInt(k)]! += 1;
    const expected = n / k;
    const chi = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // The 99.9 % quantile of chi-square with 20 degrees of freedom.
    expect(chi).toBeLessThan(45.315);
  });
});
