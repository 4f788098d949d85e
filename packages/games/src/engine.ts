/**
 * The engine-plug contract of the house game provider (docs/decisions/031-house-game-provider.md).
 * An engine family is a pure, deterministic state machine: the provider parses the player's input
 * with `action`, then calls `step` once per action of the round with a random stream positioned
 * where the previous step left it. A single-step game (dice) finishes on its first step; a
 * multi-step game (mines, hi-lo) returns `finished: false` until the player cashes out or loses.
 * The same (config, seeds, actions) always give the same steps, which is what lets the verifier
 * and the game recall replay any round.
 *
 * Payout convention: `multiplier` is in ten-thousandths of the stake (10_000 = 1×), and the
 * provider pays floor(stake × multiplier / 10_000) minor units when the round finishes. A family
 * that takes extra stakes mid-round (`extraStakes`) keeps the multiplier in ten-thousandths of the
 * round's first stake.
 */
import type { RandomStream } from './random-stream.ts';

export type { RandomStream };

/** 10_000 ten-thousandths: a multiplier of 1×. */
export const MULTIPLIER_ONE = 10_000;

/** Input the engine refuses (a bad target, an action not allowed now): the player's mistake, a 4xx. */
export class EngineInputError extends Error {
  constructor(
    /** A short stable reason (`target_out_of_range`), shown translated by the game client. */
    readonly reason: string,
    message = reason,
  ) {
    super(message);
    this.name = 'EngineInputError';
  }
}

export type EngineStep<State, Record> = {
  /** Everything a later step needs; stored with the round (JSON). */
  state: State;
  /** Finished: what the round pays. Not finished: what cashing out now would pay. */
  multiplier: number;
  finished: boolean;
  /** What the player is shown and the recall replays (JSON). */
  record: Record;
};

/**
 * The catalogue game a configuration is made for, when the provider knows it: a family whose
 * titles differ only by their code (thousands of slot titles sharing six math models) derives its
 * configuration from it. A stored configuration (a round's, the verifier's) is passed as `raw`.
 */
export type EngineGame = { gameCode: string; jackpot?: boolean };

export type HouseEngine<Config, Action, State, Record> = {
  /** The catalogue's engine family (`dice`, `mines`, `slot-5x3`, …). */
  family: string;
  /**
   * The catalogue game's configuration, validated; for `undefined`, the one the family gives
   * `game` (or its default when no game is named). Must be JSON: it is stored with each round.
   */
  config: (raw: unknown, game?: EngineGame) => Config;
  /**
   * The player's input, validated; `state` is undefined for the round's first action (the bet).
   * Throws EngineInputError for input the rules refuse.
   */
  action: (config: Config, raw: unknown, state: State | undefined) => Action;
  /** One step of the round. Must draw chance only from `random`. */
  step: (
    config: Config,
    random: RandomStream,
    state: State | undefined,
    action: Action,
  ) => EngineStep<State, Record>;
  /**
   * The action that settles an unfinished round the player walked away from (cash out at the
   * current state, or whatever the rules say). Omitted by single-step engines.
   */
  timeoutAction?: (config: Config, state: State) => Action;
  /**
   * A game whose round takes more than one stake (blackjack's double and split, ADR 085): how many
   * more first stakes `action` needs before it is applied (0: none). The provider debits them as
   * further debits of the same round first; a refused debit leaves the round as it was. Omitted: 0.
   */
  extraStakes?: (config: Config, state: State, action: Action) => number;
  /**
   * With `extraStakes`: the first stakes at risk in `state` (1 plus every extra stake taken so far).
   * `multiplier` stays in ten-thousandths of the FIRST stake over the whole round, so the provider
   * pays floor(first stake × multiplier / 10,000), the first stake being the total staked ÷ this.
   */
  stakeUnits?: (config: Config, state: State) => number;
  /** The published return to player, as a decimal string (`"99.00"`). */
  rtp: (config: Config) => string;
};

/** Any engine, for registries that hold many families. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds engines of unrelated types; each is used with its own.
export type AnyHouseEngine = HouseEngine<any, any, any, any>;

/** Keeps an engine's own types while checking it against the contract. */
export const defineEngine = <Config, Action, State, Record>(
  engine: HouseEngine<Config, Action, State, Record>,
) => engine;

/**
 * Replays a round from the start: every action in order on one stream. What the verifier and the
 * tests use to recompute a stored round; the provider itself resumes from the stored position.
 */
export const replayRound = <Config, Action, State, Record>(
  engine: HouseEngine<Config, Action, State, Record>,
  config: Config,
  random: RandomStream,
  rawActions: readonly unknown[],
): EngineStep<State, Record>[] => {
  const steps: EngineStep<State, Record>[] = [];
  let state: State | undefined;
  for (const raw of rawActions) {
    if (steps.at(-1)?.finished) throw new EngineInputError('round_finished');
    const step = engine.step(config, random, state, engine.action(config, raw, state));
    steps.push(step);
    state = step.state;
  }
  return steps;
};
