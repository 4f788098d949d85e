/**
 * Blackjack plugged into the house provider (issue 21, ADR 085): the pure game of
 * `cards/blackjack.ts` as an engine family. The bet deals; later steps hit, stand, double or split.
 * Cards come from the provider's stream in order (card i of the round is its i-th `nextInt(52)`), so
 * a round the provider plays step by step equals `replayBlackjack` of the same seeds and actions.
 *
 * Double and split put one more first stake on the round: `extraStakes` says so and the provider
 * debits it before the step is applied. The multiplier is the round's whole return in ten-thousandths
 * of the FIRST stake (a won doubled hand: 40,000), and `stakeUnits` tells the provider how many first
 * stakes the total staked holds. A step's record is what the player may see: the dealer's hole card
 * stays hidden (null) until the round is over, even in the recall of an open round.
 */

import {
  allowedActions,
  applyBlackjackAction,
  BLACKJACK_ACTIONS,
  type BlackjackAction,
  type BlackjackState,
  blackjackView,
  startBlackjackWith,
} from './cards/blackjack.ts';
import { BLACKJACK_RTP } from './cards/blackjack-strategy.ts';
import { DECK_SIZE } from './cards/deck.ts';
import { defineEngine, EngineInputError } from './engine.ts';

/** The bet (`deal`), a player's move, or the turn timer's `timeout` (every hand left stands). */
export type BlackjackEngineAction = 'deal' | BlackjackAction | 'timeout';

export type BlackjackRecord = ReturnType<typeof blackjackView> & {
  /** What this step did. */
  action: BlackjackEngineAction;
  /** The moves the rules allow now (none once finished). */
  allowed: BlackjackAction[];
};

/** Blackjack has no per-title configuration: its rules are fixed (docs/card-games-rules.md). */
export type BlackjackConfig = Record<string, never>;

const record = (state: BlackjackState, action: BlackjackEngineAction): BlackjackRecord => ({
  ...blackjackView(state),
  action,
  allowed: allowedActions(state),
});

const moveOf = (raw: unknown): unknown =>
  raw && typeof raw === 'object' && 'type' in raw ? (raw as { type: unknown }).type : raw;

export const blackjackEngine = defineEngine<
  BlackjackConfig,
  BlackjackEngineAction,
  BlackjackState,
  BlackjackRecord
>({
  family: 'blackjack',
  config: () => ({}),
  action: (_config, raw, state) => {
    if (state === undefined) return 'deal';
    if (state.status !== 'playing') throw new EngineInputError('round_finished');
    const move = moveOf(raw);
    if (move === 'timeout') return 'timeout';
    if (!BLACKJACK_ACTIONS.includes(move as BlackjackAction)) throw new EngineInputError('bad_action');
    const action = move as BlackjackAction;
    // Refused before any stake is asked for: a double or a split the rules do not allow now.
    if (!allowedActions(state).includes(action)) {
      throw new EngineInputError(action === 'double' ? 'cannot_double' : 'cannot_split');
    }
    return action;
  },
  step: (_config, random, state, action) => {
    const draw = () => random.nextInt(DECK_SIZE);
    let next: BlackjackState;
    if (action === 'deal') {
      if (state !== undefined) throw new EngineInputError('round_started');
      next = startBlackjackWith(draw);
    } else {
      if (state === undefined) throw new EngineInputError('no_round');
      if (action === 'timeout') {
        next = state;
        while (next.status === 'playing') next = applyBlackjackAction(next, 'stand', draw);
      } else {
        next = applyBlackjackAction(state, action, draw);
      }
    }
    const finished = next.status === 'finished';
    return {
      state: next,
      multiplier: finished ? next.multiplier : 0,
      finished,
      record: record(next, action),
    };
  },
  timeoutAction: () => 'timeout',
  // A double adds the doubled hand's stake (one first stake); a split adds the second hand's.
  extraStakes: (_config, state, action) =>
    action === 'double' ? state.hands[state.active]!.stake : action === 'split' ? 1 : 0,
  stakeUnits: (_config, state) => state.stakeUnits,
  rtp: () => BLACKJACK_RTP,
});
