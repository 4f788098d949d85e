/**
 * Dice (issue 6, docs/provably-fair.md): one roll of 00.00–99.99 (an integer 0–9999 drawn with
 * `nextInt(10_000)`); the player picks a target and whether the roll must land under or over it.
 * Under target T wins on rolls 0…T−1 (T outcomes); over T wins on rolls T+1…9999 (9999 − T
 * outcomes). The multiplier, in ten-thousandths, is floor(RTP × 10_000 × 10_000 / winning outcomes)
 * with the RTP in basis points (99.00%), so each target returns at most the published RTP and at
 * most one basis point less (the floor loses under one ten-thousandth of the multiplier, times a
 * win chance ≤ 98%).
 */
import { defineEngine, EngineInputError } from './engine.ts';

export const DICE_OUTCOMES = 10_000;
/** Win chance bounds, in outcomes of 10,000: 1% to 98%. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;
/** The published return to player in basis points: 99.00%. */
export const DICE_RTP_BP = 9_900;

export type DiceDirection = 'under' | 'over';
export type DiceConfig = { rtpBp: number };
export type DiceAction = { target: number; direction: DiceDirection };
export type DiceRecord = {
  roll: number;
  target: number;
  direction: DiceDirection;
  /** Winning outcomes of 10,000. */
  winning: number;
  win: boolean;
};

/** How many of the 10,000 rolls win for this choice. */
export const diceWinningOutcomes = ({ target, direction }: DiceAction) =>
  direction === 'under' ? target : DICE_OUTCOMES - 1 - target;

/** The multiplier a win pays, in ten-thousandths of the stake. */
export const diceMultiplier = (winning: number, rtpBp = DICE_RTP_BP) =>
  Math.floor((rtpBp * DICE_OUTCOMES) / winning);

/** The targets a player may choose in a direction (inclusive bounds). */
export const diceTargetRange = (direction: DiceDirection) =>
  direction === 'under'
    ? { min: DICE_MIN_WINNING, max: DICE_MAX_WINNING }
    : { min: DICE_OUTCOMES - 1 - DICE_MAX_WINNING, max: DICE_OUTCOMES - 1 - DICE_MIN_WINNING };

export const dice = defineEngine<DiceConfig, DiceAction, null, DiceRecord>({
  family: 'dice',
  config: (raw) => {
    const rtpBp = (raw as { rtpBp?: unknown } | undefined)?.rtpBp;
    if (rtpBp === undefined) return { rtpBp: DICE_RTP_BP };
    if (!Number.isInteger(rtpBp) || (rtpBp as number) < 9_000 || (rtpBp as number) > 9_900) {
      throw new Error(`dice: bad rtpBp ${String(rtpBp)}`);
    }
    return { rtpBp: rtpBp as number };
  },
  action: (_config, raw, state) => {
    if (state !== undefined) throw new EngineInputError('round_finished');
    const input = (raw ?? {}) as { target?: unknown; direction?: unknown };
    if (input.direction !== 'under' && input.direction !== 'over')
      throw new EngineInputError('bad_direction');
    const { min, max } = diceTargetRange(input.direction);
    if (!Number.isInteger(input.target) || (input.target as number) < min || (input.target as number) > max) {
      throw new EngineInputError('target_out_of_range');
    }
    return { target: input.target as number, direction: input.direction };
  },
  step: (config, random, _state, action) => {
    const roll = random.nextInt(DICE_OUTCOMES);
    const winning = diceWinningOutcomes(action);
    const win = action.direction === 'under' ? roll < action.target : roll > action.target;
    return {
      state: null,
      multiplier: win ? diceMultiplier(winning, config.rtpBp) : 0,
      finished: true,
      record: { roll, target: action.target, direction: action.direction, winning, win },
    };
  },
  rtp: (config) => (config.rtpBp / 100).toFixed(2),
});
