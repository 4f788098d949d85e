/**
 * Blackjack as a house engine (ADR 085): played step by step as the provider plays it, it is the
 * pure game of `cards/blackjack.ts`, its extra stakes add up to the state's stake units, its records
 * never show an open round's hole card, and the verifier replays it.
 */
import { describe, expect, it } from 'vitest';
import { blackjackEngine } from './blackjack-engine.ts';
import { type BlackjackState, replayBlackjack } from './cards/blackjack.ts';
import { basicStrategyAction } from './cards/blackjack-strategy.ts';
import { EngineInputError, MULTIPLIER_ONE } from './engine.ts';
import { houseEngine } from './house-engines.ts';
import { createRandomStream } from './rng.ts';
import { verifyRound } from './verify.ts';

const seeds = (nonce: number) => ({ serverSeed: 'bj-server', clientSeed: 'bj-client', nonce });
const config = blackjackEngine.config(undefined);

/** A round as the provider plays it: each step on a new stream resumed where the last one stopped. */
const playByStrategy = (nonce: number) => {
  let position = 0;
  let state: BlackjackState | undefined;
  const actions: unknown[] = [];
  const steps = [];
  let units = 1;
  for (let raw: unknown = null; ; ) {
    const action = blackjackEngine.action(config, raw, state);
    if (state) units += blackjackEngine.extraStakes!(config, state, action);
    const random = createRandomStream(seeds(nonce), position);
    const step = blackjackEngine.step(config, random, state, action);
    position = random.position();
    actions.push(raw);
    steps.push(step);
    state = step.state;
    expect(blackjackEngine.stakeUnits!(config, state)).toBe(units);
    if (step.finished) break;
    raw = basicStrategyAction(state);
  }
  return { steps, actions, state: state! };
};

describe('the blackjack engine', () => {
  it('is registered, publishing the proven 99.42 %', () => {
    expect(houseEngine('blackjack')).toBe(blackjackEngine);
    expect(blackjackEngine.rtp(config)).toBe('99.42');
    expect(blackjackEngine.timeoutAction!(config, {} as BlackjackState)).toBe('timeout');
  });

  it('plays, step by step, exactly the round the pure game replays, and the verifier agrees', () => {
    let doubled = 0;
    let split = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const { steps, actions, state } = playByStrategy(nonce);
      const moves = actions.slice(1) as Parameters<typeof replayBlackjack>[1];
      expect(state).toEqual(replayBlackjack(seeds(nonce), moves));
      expect(steps.at(-1)!.multiplier).toBe(state.multiplier);
      const verified = verifyRound({ engine: 'blackjack', ...seeds(nonce), actions });
      expect(verified.ok && verified.multiplier).toBe(state.multiplier);
      if (moves.includes('double')) doubled += 1;
      if (moves.includes('split')) split += 1;
    }
    expect(doubled).toBeGreaterThan(10);
    expect(split).toBeGreaterThan(0);
  });

  it('asks one more first stake for a double or a split, none for a hit or a stand', () => {
    const state = {
      status: 'playing',
      hands: [
        { cards: [0, 1], stake: 1, status: 'playing', split: true },
        { cards: [0, 5], stake: 1, status: 'playing', split: true },
      ],
      active: 0,
      dealer: [20, 21],
      cardsDealt: 6,
      stakeUnits: 2,
      outcomes: [],
      multiplier: 0,
    } as BlackjackState;
    expect(blackjackEngine.extraStakes!(config, state, 'double')).toBe(1);
    expect(blackjackEngine.extraStakes!(config, state, 'hit')).toBe(0);
    expect(blackjackEngine.extraStakes!(config, state, 'stand')).toBe(0);
    // A pair, but the hand is already split: no resplit.
    expect(() => blackjackEngine.action(config, 'split', state)).toThrow(EngineInputError);
    expect(blackjackEngine.action(config, { type: 'double' }, state)).toBe('double');
  });

  it('refuses a double after a third card, and moves that are not blackjack', () => {
    for (let nonce = 0; ; nonce++) {
      const first = blackjackEngine.step(config, createRandomStream(seeds(nonce)), undefined, 'deal');
      if (first.finished) continue;
      const random = createRandomStream(seeds(nonce), 4);
      const hit = blackjackEngine.step(config, random, first.state, 'hit');
      if (hit.finished) continue;
      expect(() => blackjackEngine.action(config, 'double', hit.state)).toThrow('cannot_double');
      expect(() => blackjackEngine.action(config, 'surrender', hit.state)).toThrow('bad_action');
      break;
    }
  });

  it('never shows the hole card of an open round, and shows it once finished', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const { steps } = playByStrategy(nonce);
      for (const step of steps) {
        if (step.finished) {
          expect(step.record.dealer).toEqual(step.state.dealer);
          expect(step.record.allowed).toEqual([]);
        } else {
          expect(step.record.dealer).toEqual([step.state.dealer[0], null]);
          expect(step.record.allowed).toContain('stand');
        }
      }
    }
  });

  it('stands every hand left on a timeout, as the pure game does', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const first = blackjackEngine.step(config, createRandomStream(seeds(nonce)), undefined, 'deal');
      if (first.finished) continue;
      const timeout = blackjackEngine.step(
        config,
        createRandomStream(seeds(nonce), 4),
        first.state,
        blackjackEngine.action(config, 'timeout', first.state),
      );
      expect(timeout.finished).toBe(true);
      expect(timeout.state).toEqual(replayBlackjack(seeds(nonce), ['stand']));
      expect(timeout.multiplier % (MULTIPLIER_ONE / 2)).toBe(0);
    }
  });
});
