import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import {
  actBlackjack,
  allowedActions,
  applyBlackjackAction,
  type BlackjackAction,
  type BlackjackState,
  blackjackView,
  type CardSource,
  cardPoints,
  handTotal,
  isBlackjack,
  replayBlackjack,
  startBlackjack,
  startBlackjackWith,
  timeoutBlackjack,
} from './blackjack.ts';
import { basicStrategyAction } from './blackjack-strategy.ts';
import { parseCards } from './deck.ts';

/** Deals `labels` in order: player, dealer up, player, dealer hole, then every later card. */
const script = (labels: string): CardSource => {
  const cards = parseCards(labels);
  let next = 0;
  return () => {
    const card = cards[next];
    if (card === undefined) throw new Error('the script ran out of cards');
    next += 1;
    return card;
  };
};
const play = (labels: string, actions: BlackjackAction[]): BlackjackState => {
  const draw = script(labels);
  return actions.reduce(
    (state, action) => applyBlackjackAction(state, action, draw),
    startBlackjackWith(draw),
  );
};
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineInputError) return error.reason;
    throw error;
  }
  throw new Error('not refused');
};
const seeds = (nonce: number) => ({ serverSeed: 'blackjack-server', clientSeed: 'blackjack-client', nonce });

describe('blackjack hands', () => {
  it('count an ace 11 when it fits, faces 10', () => {
    expect(parseCards('A♠ 2♠ 9♠ 10♠ J♠ Q♠ K♠').map(cardPoints)).toEqual([1, 2, 9, 10, 10, 10, 10]);
    expect(handTotal(parseCards('A♠ 6♥'))).toEqual({ total: 17, soft: true });
    expect(handTotal(parseCards('A♠ 6♥ 10♦'))).toEqual({ total: 17, soft: false });
    expect(handTotal(parseCards('A♠ A♥ 9♦'))).toEqual({ total: 21, soft: true });
    expect(handTotal(parseCards('K♠ Q♥ 5♦'))).toEqual({ total: 25, soft: false });
    expect(isBlackjack(parseCards('A♠ Q♥'))).toBe(true);
    expect(isBlackjack(parseCards('A♠ 5♥ 5♦'))).toBe(false);
  });
});

describe('a blackjack round', () => {
  it('pays a player blackjack 3:2 at once', () => {
    expect(play('A♠ 9♠ K♥ 7♦', [])).toMatchObject({
      status: 'finished',
      outcomes: ['blackjack'],
      multiplier: 25_000,
    });
  });

  it('ends at once on the dealer blackjack: the stake lost, or pushed against a blackjack', () => {
    expect(play('10♠ A♥ 9♠ K♦', [])).toMatchObject({ status: 'finished', outcomes: ['lose'], multiplier: 0 });
    expect(play('A♠ K♥ Q♠ A♦', [])).toMatchObject({
      status: 'finished',
      outcomes: ['push'],
      multiplier: 10_000,
    });
  });

  it('plays on when the dealer shows an ace without a blackjack', () => {
    const state = play('K♠ A♥ 9♠ 5♦', []);
    expect(state.status).toBe('playing');
    expect(allowedActions(state)).toEqual(['hit', 'stand', 'double']);
  });

  it('lets the dealer draw to 16 and stand on a soft 17', () => {
    expect(play('K♠ 6♥ 8♠ 10♦ 5♣', ['stand'])).toMatchObject({
      outcomes: ['lose'],
      multiplier: 0,
      cardsDealt: 5,
    });
    const soft17 = play('K♠ A♥ 7♠ 6♦', ['stand']);
    expect(soft17).toMatchObject({ outcomes: ['push'], multiplier: 10_000, cardsDealt: 4 });
    expect(play('K♠ 6♥ 9♠ 10♦ 7♣', ['stand'])).toMatchObject({ outcomes: ['win'], multiplier: 20_000 });
    expect(play('K♠ 6♥ 9♠ 10♦ A♣', ['stand'])).toMatchObject({
      outcomes: ['win'],
      dealer: parseCards('6♥ 10♦ A♣'),
    });
  });

  it('loses a bust hand without the dealer drawing', () => {
    const state = play('K♠ 7♥ 6♠ 10♦ Q♣', ['hit']);
    expect(state).toMatchObject({
      status: 'finished',
      outcomes: ['lose'],
      multiplier: 0,
      dealer: parseCards('7♥ 10♦'),
    });
    expect(state.hands[0]!.status).toBe('bust');
  });

  it('stands a hand that reaches 21 by itself', () => {
    expect(play('K♠ 7♥ 6♠ 10♦ 5♣', ['hit'])).toMatchObject({ status: 'finished', outcomes: ['win'] });
  });

  it('doubles the stake for one card on the first two cards only', () => {
    const doubled = play('6♠ 7♥ 5♠ 10♦ 9♣', ['double']);
    expect(doubled).toMatchObject({ stakeUnits: 2, outcomes: ['win'], multiplier: 40_000 });
    expect(doubled.hands[0]).toMatchObject({ stake: 2, status: 'doubled' });
    expect(play('6♠ 7♥ 5♠ 10♦ 5♣', ['double'])).toMatchObject({
      stakeUnits: 2,
      outcomes: ['lose'],
      multiplier: 0,
    });
    const threeCards = play('2♠ 7♥ 3♠ 10♦ 4♣', ['hit']);
    expect(refusal(() => applyBlackjackAction(threeCards, 'double', script('')))).toBe('cannot_double');
  });

  it('splits a pair once into two hands, each dealt its second card at once, doubling allowed after', () => {
    const split = play('8♠ 10♥ 8♦ 7♦ 3♣ 10♣', ['split']);
    expect(split.hands.map((hand) => hand.cards)).toEqual([parseCards('8♠ 3♣'), parseCards('8♦ 10♣')]);
    expect(split).toMatchObject({ status: 'playing', active: 0, stakeUnits: 2 });
    expect(allowedActions(split)).toEqual(['hit', 'stand', 'double']);
    const done = play('8♠ 10♥ 8♦ 7♦ 3♣ 10♣ K♠', ['split', 'double', 'stand']);
    expect(done).toMatchObject({
      status: 'finished',
      stakeUnits: 3,
      outcomes: ['win', 'win'],
      multiplier: 60_000,
    });
  });

  it('gives split aces one card each, and 21 there is no blackjack', () => {
    const state = play('A♠ 9♥ A♦ 8♦ K♣ 5♣', ['split']);
    expect(state).toMatchObject({
      status: 'finished',
      stakeUnits: 2,
      outcomes: ['win', 'lose'],
      multiplier: 20_000,
    });
  });

  it('refuses to split unequal ranks, to split again, and anything once finished', () => {
    expect(refusal(() => play('K♠ 9♥ Q♠ 8♦', ['split']))).toBe('cannot_split');
    expect(refusal(() => play('8♠ 10♥ 8♦ 7♦ 8♣ 10♣', ['split', 'split']))).toBe('cannot_split');
    const finished = play('A♠ 9♠ K♥ 7♦', []);
    expect(refusal(() => applyBlackjackAction(finished, 'hit', script('')))).toBe('round_finished');
    const playing = play('K♠ 9♥ Q♠ 8♦', []);
    expect(refusal(() => applyBlackjackAction(playing, 'surrender' as BlackjackAction, script('')))).toBe(
      'bad_action',
    );
  });

  it('hides the dealer hole card until the round is finished', () => {
    const playing = play('K♠ 9♥ 7♠ 8♦', []);
    expect(blackjackView(playing).dealer).toEqual([playing.dealer[0], null]);
    const finished = play('K♠ 9♥ 7♠ 8♦', ['stand']);
    expect(blackjackView(finished).dealer).toEqual(finished.dealer);
  });
});

describe('a blackjack round from its seeds', () => {
  it('deals card i as the stream draw i: player, dealer, player, dealer', () => {
    const stream = createVerifierStream(seeds(1));
    const first = [0, 1, 2, 3].map(() => stream.nextInt(52));
    const state = startBlackjack(seeds(1));
    expect([state.hands[0]!.cards[0], state.dealer[0], state.hands[0]!.cards[1], state.dealer[1]]).toEqual(
      first,
    );
  });

  it('replays the same round action by action and all at once, over many seeds', () => {
    let rounds = 0;
    for (let nonce = 0; nonce < 300; nonce++) {
      let state = startBlackjack(seeds(nonce));
      const actions: BlackjackAction[] = [];
      while (state.status === 'playing') {
        const action = basicStrategyAction(state);
        expect(allowedActions(state)).toContain(action);
        actions.push(action);
        state = actBlackjack(state, action, seeds(nonce));
      }
      expect(replayBlackjack(seeds(nonce), actions)).toEqual(state);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      const most = state.hands.reduce((sum, hand) => sum + 2 * hand.stake, 0) * 10_000;
      expect(state.multiplier).toBeLessThanOrEqual(Math.max(most, 25_000));
      expect(state.stakeUnits).toBe(state.hands.reduce((sum, hand) => sum + hand.stake, 0));
      expect(state.outcomes).toHaveLength(state.hands.length);
      rounds += 1;
    }
    expect(rounds).toBe(300);
  });

  it('stands every hand left when the player walks away', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const state = startBlackjack(seeds(nonce));
      if (state.status !== 'playing') continue;
      expect(timeoutBlackjack(state, seeds(nonce))).toEqual(actBlackjack(state, 'stand', seeds(nonce)));
    }
  });
});
