import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  DICE_RTP_BP,
  dice,
  diceMultiplier,
  diceTargetRange,
  diceWinningOutcomes,
} from './dice.ts';
import { EngineInputError, replayRound } from './engine.ts';
import { createRandomStream } from './rng.ts';

const config = dice.config(undefined);
const seeds = { serverSeed: 'dice-server', clientSeed: 'dice-client', nonce: 0 };

describe('dice', () => {
  it('rolls the same number from the same seeds, and pays only a winning roll', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const play = () =>
        replayRound(dice, config, createRandomStream({ ...seeds, nonce }), [
          { target: 5000, direction: 'under' },
        ])[0]!;
      const a = play();
      expect(play()).toEqual(a);
      expect(a.finished).toBe(true);
      expect(a.record.roll).toBeGreaterThanOrEqual(0);
      expect(a.record.roll).toBeLessThan(DICE_OUTCOMES);
      expect(a.record.win).toBe(a.record.roll < 5000);
      expect(a.multiplier).toBe(a.record.win ? 19_800 : 0);
    }
  });

  it('refuses targets outside 1%–98% and a second action', () => {
    expect(() => dice.action(config, { target: 99, direction: 'under' }, undefined)).toThrow(
      EngineInputError,
    );
    expect(() => dice.action(config, { target: 9801, direction: 'under' }, undefined)).toThrow(
      EngineInputError,
    );
    expect(() => dice.action(config, { target: 9900, direction: 'over' }, undefined)).toThrow(
      EngineInputError,
    );
    expect(() => dice.action(config, { target: 5000.5, direction: 'over' }, undefined)).toThrow(
      EngineInputError,
    );
    expect(() => dice.action(config, { target: 5000, direction: 'sideways' }, undefined)).toThrow(
      EngineInputError,
    );
    expect(() => dice.action(config, { target: 5000, direction: 'over' }, null)).toThrow(EngineInputError);
    expect(dice.action(config, { target: 100, direction: 'under' }, undefined)).toEqual({
      target: 100,
      direction: 'under',
    });
  });

  it('returns exactly at most 99.00% and at least 98.99% for every allowed target (exact arithmetic)', () => {
    // RTP of a choice = winning/10,000 × multiplier/10,000, compared as integers over 10^8.
    const published = BigInt(DICE_RTP_BP) * 10_000n; // 99.00% in units of 10^-8
    const floorBound = published - 10_000n; // one basis point lower
    let checked = 0;
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      for (let target = min; target <= max; target++) {
        const winning = diceWinningOutcomes({ target, direction });
        expect(winning).toBeGreaterThanOrEqual(DICE_MIN_WINNING);
        expect(winning).toBeLessThanOrEqual(DICE_MAX_WINNING);
        const rtp = BigInt(winning) * BigInt(diceMultiplier(winning));
        expect(rtp <= published).toBe(true);
        expect(rtp > floorBound).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBe(2 * (DICE_MAX_WINNING - DICE_MIN_WINNING + 1));
  });

  it('matches the exact RTP by enumerating every roll for a few targets', () => {
    for (const [target, direction] of [
      [100, 'under'],
      [4950, 'over'],
      [9800, 'under'],
    ] as const) {
      let paid = 0n;
      for (let roll = 0; roll < DICE_OUTCOMES; roll++) {
        const win = direction === 'under' ? roll < target : roll > target;
        if (win) paid += BigInt(diceMultiplier(diceWinningOutcomes({ target, direction })));
      }
      // paid / (10,000 outcomes × 10,000 per 1×) is the RTP.
      expect(paid <= 9_900n * 10_000n).toBe(true);
      expect(paid > 9_890n * 10_000n).toBe(true);
    }
  });

  it('publishes its RTP', () => {
    expect(dice.rtp(config)).toBe('99.00');
  });
});
