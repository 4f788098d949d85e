/**
 * Hi-lo (docs/mini-games-maths.md, ADR 034): a card is shown; the player guesses whether the next is
 * higher or lower, skips it (a limited number of times), or cashes out after a correct guess. Cards
 * come from an infinite deck: card i of a round is the i-th `nextInt(52)` of the provably-fair stream
 * of `rng.ts`, rank = card mod 13 (A = 1 low … K = 13 high), suit = floor(card / 13).
 *
 * A guess that wins with w of the 13 ranks multiplies the running multiplier by 99 % × 13 / w, floored
 * to ten-thousandths, so every single guess returns 99 % of what it risks less under 10^-4 of it,
 * whatever card is showing (proved over all 52 next cards in hilo.test.ts): no choice of guesses,
 * skips or stopping point beats 99 %. Pure: plain JSON states, the round's seeds, no stake.
 */
import { defineEngine, EngineInputError } from './engine.ts';
import type { RandomStream, Seeds } from './random-stream.ts';
import { createVerifierStream } from './verifier-stream.ts';

const MULTIPLIER_ONE = 10_000;

/** The published return of every single guess, before flooring: 99 / 100. */
export const HILO_RTP = { numerator: 99n, denominator: 100n } as const;

/** The most a round can pay, 1,000,000×: a guess reaching it pays it and ends the round. */
export const HILO_MAX_MULTIPLIER = 1_000_000 * MULTIPLIER_ONE;

/** The most skips a configuration may allow in one round (it keeps a stored round small). */
export const HILO_MAX_SKIPS = 100;

export type HiloConfig = { maxSkips: number };
export const HILO_DEFAULT_CONFIG: HiloConfig = { maxSkips: 20 };

/**
 * `higher` wins on a next rank at or above the current one, `lower` at or below it, except where that
 * would be certain: on an ace `higher` means strictly higher (12 ranks win), on a king `lower` means
 * strictly lower (12 ranks win). So on an ace `lower` wins only on another ace, on a king `higher`
 * only on another king (1 rank each).
 */
export type HiloGuess = 'higher' | 'lower';
export type HiloAction = { type: 'guess'; guess: HiloGuess } | { type: 'skip' } | { type: 'cashOut' };
export type HiloStatus = 'playing' | 'lost' | 'won';

export type HiloStep = {
  action: 'start' | 'skip' | HiloGuess;
  /** The card this step dealt, 0–51. */
  card: number;
  /** The running multiplier after the step, ten-thousandths (0 once lost). */
  multiplier: number;
};

export type HiloState = {
  config: HiloConfig;
  status: HiloStatus;
  /** The card showing, 0–51: the last one dealt. */
  card: number;
  /** One step per card dealt, in order: the stream position of the next card is `history.length`. */
  history: HiloStep[];
  skipsLeft: number;
  /** Correct guesses so far: a cash-out needs at least one. */
  guesses: number;
  /**
   * What the round pays, in ten-thousandths of the stake: the cash-out value while playing (0 before
   * the first correct guess, when a cash-out is refused), the payout once it has ended (0 when lost).
   */
  multiplier: number;
};

/** 1 (ace) … 13 (king). */
export const hiloRank = (card: number): number => (card % 13) + 1;
/** 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
export const hiloSuit = (card: number): number => Math.floor(card / 13);

/** Whether `guess` wins when `rank` is showing and `next` comes. */
export const hiloGuessWins = (rank: number, guess: HiloGuess, next: number): boolean => {
  if (guess === 'higher') return rank === 1 ? next > 1 : next >= rank;
  return rank === 13 ? next < 13 : next <= rank;
};

/** How many of the 13 ranks win `guess` on `rank`: always 1..12. */
export const hiloWinningRanks = (rank: number, guess: HiloGuess): number => {
  if (guess === 'higher') return rank === 1 ? 12 : 14 - rank;
  return rank === 13 ? 12 : rank;
};

/** The running multiplier after a correct guess: floor(m × 99 × 13 / (100 × w)), capped. */
export const hiloNextMultiplier = (multiplier: number, rank: number, guess: HiloGuess): number => {
  const winning = BigInt(hiloWinningRanks(rank, guess));
  const next = (BigInt(multiplier) * HILO_RTP.numerator * 13n) / (HILO_RTP.denominator * winning);
  return Math.min(Number(next), HILO_MAX_MULTIPLIER);
};

/** Card `index` (0 = the first card of the round) of the round's stream. */
export const dealHiloCard = (seeds: Seeds, index: number): number => {
  const { nextInt } = createVerifierStream(seeds);
  let card = nextInt(52);
  for (let i = 0; i < index; i++) card = nextInt(52);
  return card;
};

const checkConfig = ({ maxSkips }: HiloConfig): void => {
  if (!Number.isInteger(maxSkips) || maxSkips < 0 || maxSkips > HILO_MAX_SKIPS) {
    throw new RangeError(`maxSkips must be 0..${HILO_MAX_SKIPS}, got ${maxSkips}`);
  }
};

export const startHilo = (config: HiloConfig, seeds: Seeds): HiloState =>
  startHiloWith(config, dealHiloCard(seeds, 0));

/** A round showing `card` first: `startHilo` with the first card already dealt. */
export const startHiloWith = (config: HiloConfig, card: number): HiloState => {
  checkConfig(config);
  return {
    config: { maxSkips: config.maxSkips },
    status: 'playing',
    card,
    history: [{ action: 'start', card, multiplier: MULTIPLIER_ONE }],
    skipsLeft: config.maxSkips,
    guesses: 0,
    multiplier: 0,
  };
};

/**
 * The state after an action, given the card it deals (`next`, used by a skip or a guess). `actHilo`
 * deals it from the seeds; this is the engine's whole rule, exposed so tests can enumerate all 52.
 */
export const applyHiloAction = (state: HiloState, action: HiloAction, next: number): HiloState => {
  if (state.status !== 'playing') throw new RangeError(`the round has ended (${state.status})`);
  const running = state.guesses === 0 ? MULTIPLIER_ONE : state.multiplier;
  if (action.type === 'cashOut') {
    if (state.guesses === 0) throw new RangeError('guess right once before cashing out');
    return { ...state, status: 'won' };
  }
  if (action.type === 'skip') {
    if (state.skipsLeft === 0) throw new RangeError('no skips left');
    const history = [...state.history, { action: 'skip' as const, card: next, multiplier: running }];
    return { ...state, card: next, history, skipsLeft: state.skipsLeft - 1 };
  }
  const { guess } = action;
  if (guess !== 'higher' && guess !== 'lower') throw new RangeError(`unknown guess ${String(guess)}`);
  const rank = hiloRank(state.card);
  if (!hiloGuessWins(rank, guess, hiloRank(next))) {
    const history = [...state.history, { action: guess, card: next, multiplier: 0 }];
    return { ...state, card: next, history, status: 'lost', multiplier: 0 };
  }
  const multiplier = hiloNextMultiplier(running, rank, guess);
  const history = [...state.history, { action: guess, card: next, multiplier }];
  return {
    ...state,
    card: next,
    history,
    guesses: state.guesses + 1,
    multiplier,
    status: multiplier >= HILO_MAX_MULTIPLIER ? 'won' : 'playing',
  };
};

/** The next state; refuses (RangeError) any action the round does not allow. */
export const actHilo = (state: HiloState, action: HiloAction, seeds: Seeds): HiloState => {
  if (action.type === 'cashOut') return applyHiloAction(state, action, state.card);
  return applyHiloAction(state, action, dealHiloCard(seeds, state.history.length));
};

/** Cashes out now: the multiplier the round pays (the state after `{ type: 'cashOut' }`). */
export const cashOutHilo = (state: HiloState): number =>
  applyHiloAction(state, { type: 'cashOut' }, state.card).multiplier;

/** Recomputes a round from its seeds and the player's actions, as a verifier or game recall does. */
export const replayHilo = (config: HiloConfig, seeds: Seeds, actions: readonly HiloAction[]): HiloState =>
  actions.reduce((state, action) => actHilo(state, action, seeds), startHilo(config, seeds));

/**
 * The provider's engine (ADR 031, ADR 038): the bet deals the first card, each skip or guess deals
 * the next from the round's stream (card i of the round is still the i-th `nextInt(52)`, as
 * `replayHilo` deals it), a cash-out deals nothing. `timeout` is the sweep's action for an abandoned
 * round: a cash-out at the running multiplier, which is nothing (a loss) before the first correct
 * guess — the engine's own rule, so no strategy beats the published 99 %.
 */
export type HiloEngineAction = { type: 'start' } | HiloAction | { type: 'timeout' };
export type HiloRecord = HiloState & { timedOut?: true };

const hiloStep = (state: HiloState, timedOut = false) => ({
  state,
  multiplier: state.multiplier,
  finished: state.status !== 'playing',
  record: timedOut ? { ...state, timedOut: true as const } : state,
});

export const hiloEngine = defineEngine<HiloConfig, HiloEngineAction, HiloState, HiloRecord>({
  family: 'hilo',
  config: (raw) => {
    const config = raw === undefined ? HILO_DEFAULT_CONFIG : (raw as HiloConfig);
    checkConfig(config);
    return { maxSkips: config.maxSkips };
  },
  action: (_config, raw, state) => {
    if (state === undefined) return { type: 'start' };
    if (state.status !== 'playing') throw new EngineInputError('round_finished');
    const input = (raw ?? {}) as { type?: unknown; guess?: unknown };
    if (input.type === 'timeout') return { type: 'timeout' };
    if (input.type === 'cashOut') {
      if (state.guesses === 0) throw new EngineInputError('nothing_to_cash_out');
      return { type: 'cashOut' };
    }
    if (input.type === 'skip') {
      if (state.skipsLeft === 0) throw new EngineInputError('no_skips_left');
      return { type: 'skip' };
    }
    if (input.type === 'guess' && (input.guess === 'higher' || input.guess === 'lower')) {
      return { type: 'guess', guess: input.guess };
    }
    throw new EngineInputError('bad_action');
  },
  step: (config, random: RandomStream, state, action) => {
    if (action.type === 'start') return hiloStep(startHiloWith(config, random.nextInt(52)));
    if (!state) throw new EngineInputError('no_round');
    if (action.type === 'cashOut') return hiloStep(applyHiloAction(state, action, state.card));
    if (action.type !== 'timeout') return hiloStep(applyHiloAction(state, action, random.nextInt(52)));
    if (state.guesses > 0) return hiloStep(applyHiloAction(state, { type: 'cashOut' }, state.card), true);
    return hiloStep({ ...state, status: 'lost', multiplier: 0 }, true);
  },
  timeoutAction: () => ({ type: 'timeout' }),
  rtp: () => '99.00',
});
