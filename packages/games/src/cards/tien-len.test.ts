import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import { parseCard, parseCards } from './deck.ts';
import {
  applyAction,
  autoAction,
  autoPass,
  beats,
  botAction,
  botPlay,
  type Combination,
  chopUnits,
  combinationsOf,
  instantWinOf,
  legalPlays,
  pass,
  playCards,
  rake,
  recognise,
  replayHand,
  settleHand,
  settleHandCapped,
  settlementLines,
  startHand,
  startHandWith,
  THREE_OF_SPADES,
  type TienLenState,
  tienLenView,
  validatePlay,
} from './tien-len.ts';

const c = parseCards;
const combo = (labels: string): Combination => {
  const found = recognise(c(labels));
  if (!found) throw new Error(`${labels} is no combination`);
  return found;
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
const sum = (deltas: Record<number, number>) => Object.values(deltas).reduce((a, b) => a + b, 0);
const seeds = (nonce: number) => ({ serverSeed: 'tien-len-server', clientSeed: 'tien-len-client', nonce });

describe('Tiến Lên combinations', () => {
  it.each([
    ['3♠', 'single', 1],
    ['7♦ 7♥', 'pair', 1],
    ['2♠ 2♥', 'pair', 1],
    ['Q♠ Q♦ Q♥', 'triple', 1],
    ['9♠ 9♣ 9♦ 9♥', 'fourOfAKind', 1],
    ['3♠ 4♥ 5♦', 'straight', 3],
    ['10♠ J♣ Q♦ K♥ A♠', 'straight', 5],
    ['3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠', 'straight', 12],
    ['3♠ 3♣ 4♦ 4♥ 5♠ 5♥', 'consecutivePairs', 3],
    ['J♠ J♣ Q♦ Q♥ K♠ K♥ A♣ A♦', 'consecutivePairs', 4],
  ])('recognises %s as %s', (labels, type, length) => {
    expect(combo(labels)).toMatchObject({ type, length });
  });

  it('orders cards weakest first and remembers the strongest', () => {
    expect(combo('5♦ 3♠ 4♥')).toEqual({
      type: 'straight',
      cards: c('3♠ 4♥ 5♦'),
      length: 3,
      high: parseCard('5♦'),
    });
  });

  it.each([
    ['', 'nothing'],
    ['3♠ 3♠', 'the same card twice'],
    ['3♠ 4♠', 'two ranks'],
    ['3♠ 3♣ 4♠', 'a pair and a single'],
    ['K♠ A♠ 2♠', 'a straight through a 2'],
    ['A♠ 2♠ 3♠', 'a straight wrapping round'],
    ['3♠ 4♠ 6♠', 'a straight with a gap'],
    ['3♠ 4♠ 5♠ 5♣', 'a straight with a repeated rank'],
    ['3♠ 3♣ 4♠ 4♣', 'two consecutive pairs'],
    ['3♠ 3♣ 4♠ 4♣ 6♠ 6♣', 'pairs with a gap'],
    ['K♠ K♣ A♠ A♣ 2♠ 2♣', 'consecutive pairs through 2'],
    ['3♠ 3♣ 3♦ 4♠ 4♣ 4♦', 'consecutive triples'],
  ])('refuses %s (%s)', (labels) => {
    expect(recognise(c(labels))).toBeNull();
  });

  it('refuses numbers that are no card', () => {
    expect(recognise([52])).toBeNull();
    expect(recognise([-1])).toBeNull();
    expect(recognise([1.5])).toBeNull();
  });

  it('lists every combination a hand holds', () => {
    // 5 singles, 3 pairs, 1 triple, 3 straights 3-4-5.
    expect(combinationsOf(c('3♠ 3♣ 3♦ 4♠ 5♠'))).toHaveLength(12);
    const found = combinationsOf(c('3♠ 3♣ 4♠ 4♣ 5♠ 5♣ 2♥'));
    expect(found.filter((x) => x.type === 'consecutivePairs')).toHaveLength(1);
    expect(found.filter((x) => x.type === 'straight')).toHaveLength(2 * 2 * 2);
  });
});

describe('Tiến Lên comparisons', () => {
  it('ranks 3 lowest and 2 highest, then ♠ < ♣ < ♦ < ♥', () => {
    expect(beats(combo('4♠'), combo('3♥'))).toBe(true);
    expect(beats(combo('3♥'), combo('3♦'))).toBe(true);
    expect(beats(combo('3♦'), combo('3♥'))).toBe(false);
    expect(beats(combo('2♠'), combo('A♥'))).toBe(true);
    expect(beats(combo('A♥'), combo('K♥'))).toBe(true);
  });

  it('compares the same type and length by the strongest card', () => {
    expect(beats(combo('9♠ 9♥'), combo('9♣ 9♦'))).toBe(true);
    expect(beats(combo('9♣ 9♦'), combo('9♠ 9♥'))).toBe(false);
    expect(beats(combo('4♠ 5♠ 6♥'), combo('4♥ 5♥ 6♦'))).toBe(true);
    expect(beats(combo('J♠ Q♠ K♠'), combo('3♠ 4♠ 5♠'))).toBe(true);
    expect(beats(combo('4♠ 4♣ 5♠ 5♣ 6♠ 6♥'), combo('4♦ 4♥ 5♦ 5♥ 6♣ 6♦'))).toBe(true);
  });

  it('never compares different types or lengths', () => {
    expect(beats(combo('4♠ 5♠ 6♠ 7♠'), combo('3♠ 4♣ 5♦'))).toBe(false);
    expect(beats(combo('3♠ 4♣ 5♦ 6♠'), combo('A♠ K♠ Q♠'))).toBe(false);
    expect(beats(combo('K♠ K♣'), combo('3♠'))).toBe(false);
    expect(beats(combo('K♠ K♣ K♦'), combo('3♠ 3♣'))).toBe(false);
    expect(beats(combo('4♠ 4♣ 4♦ 4♥'), combo('A♠'))).toBe(false);
    expect(beats(combo('3♠ 3♣ 4♠ 4♣ 5♠ 5♣'), combo('A♠ A♣'))).toBe(false);
  });
});

describe('Tiến Lên chops (chặt)', () => {
  const threePairs = combo('3♠ 3♣ 4♠ 4♣ 5♠ 5♣');
  const higherThreePairs = combo('6♠ 6♣ 7♠ 7♣ 8♠ 8♣');
  const four = combo('9♠ 9♣ 9♦ 9♥');
  const higherFour = combo('J♠ J♣ J♦ J♥');
  const fourPairs = combo('3♦ 3♥ 4♦ 4♥ 5♦ 5♥ 6♦ 6♥');
  const higherFourPairs = combo('7♦ 7♥ 8♦ 8♥ 9♦ 9♥ 10♦ 10♥');
  const two = combo('2♥');
  const twos = combo('2♦ 2♥');
  const tripleTwos = combo('2♣ 2♦ 2♥');

  it.each([
    ['three consecutive pairs', 'a single 2', threePairs, two, true],
    ['four of a kind', 'a single 2', four, two, true],
    ['four consecutive pairs', 'a single 2', fourPairs, two, true],
    ['four of a kind', 'a pair of 2s', four, twos, true],
    ['four consecutive pairs', 'a pair of 2s', fourPairs, twos, true],
    ['three consecutive pairs', 'a pair of 2s', threePairs, twos, false],
    ['higher three consecutive pairs', 'three consecutive pairs', higherThreePairs, threePairs, true],
    ['four of a kind', 'three consecutive pairs', four, threePairs, true],
    ['four consecutive pairs', 'three consecutive pairs', fourPairs, threePairs, true],
    ['higher four of a kind', 'four of a kind', higherFour, four, true],
    ['four consecutive pairs', 'four of a kind', fourPairs, four, true],
    ['three consecutive pairs', 'four of a kind', threePairs, four, false],
    ['higher four consecutive pairs', 'four consecutive pairs', higherFourPairs, fourPairs, true],
    ['four of a kind', 'four consecutive pairs', higherFour, fourPairs, false],
    ['four of a kind', 'a triple of 2s', four, tripleTwos, false],
    ['four consecutive pairs', 'a triple of 2s', fourPairs, tripleTwos, false],
    ['three consecutive pairs', 'an ace', threePairs, combo('A♥'), false],
    ['four of a kind', 'a pair of aces', four, combo('A♦ A♥'), false],
  ])('%s on %s: %s', (_play, _top, play, top, allowed) => {
    expect(beats(play, top)).toBe(allowed);
  });

  it('costs 2 for a black 2, 4 for a red 2, 6 three pairs, 8 four of a kind, 12 four pairs', () => {
    expect(chopUnits(threePairs, combo('2♠'))).toBe(2);
    expect(chopUnits(threePairs, combo('2♣'))).toBe(2);
    expect(chopUnits(threePairs, combo('2♦'))).toBe(4);
    expect(chopUnits(four, two)).toBe(4);
    expect(chopUnits(four, combo('2♠ 2♥'))).toBe(6);
    expect(chopUnits(fourPairs, twos)).toBe(8);
    expect(chopUnits(higherThreePairs, threePairs)).toBe(6);
    expect(chopUnits(four, threePairs)).toBe(6);
    expect(chopUnits(higherFour, four)).toBe(8);
    expect(chopUnits(fourPairs, four)).toBe(8);
    expect(chopUnits(higherFourPairs, fourPairs)).toBe(12);
    // Beating a 2 with a higher 2 is no chop.
    expect(chopUnits(combo('2♥'), combo('2♠'))).toBe(0);
    expect(chopUnits(combo('2♦ 2♥'), combo('2♠ 2♣'))).toBe(0);
  });

  const chopTable = () =>
    startHandWith(
      [c('2♥ 5♠'), c('3♠ 3♣ 4♠ 4♣ 5♣ 5♦ 9♠'), c('7♠ 7♣ 7♦ 7♥ 10♠'), c('8♠ 8♣ 9♣ 9♦ 10♣ 10♦ J♠ J♣ Q♠')],
      0,
    );

  it('charges the chopped 2 to its owner when nobody chops back', () => {
    let state = playCards(chopTable(), 0, c('2♥'));
    state = playCards(state, 1, c('3♠ 3♣ 4♠ 4♣ 5♣ 5♦'));
    expect(state.trick.chop).toEqual({ payer: 0, payee: 1, units: 4 });
    for (const seat of [2, 3, 0]) state = pass(state, seat);
    expect(state.chops).toEqual([{ payer: 0, payee: 1, units: 4 }]);
    expect(state.turn).toBe(1);
    expect(state.trick.top).toBeNull();
  });

  it('moves the whole debt to the seat chopped last when chopped back (chặt chồng)', () => {
    let state = playCards(chopTable(), 0, c('2♥'));
    state = playCards(state, 1, c('3♠ 3♣ 4♠ 4♣ 5♣ 5♦'));
    state = playCards(state, 2, c('7♠ 7♣ 7♦ 7♥'));
    expect(state.trick.chop).toEqual({ payer: 1, payee: 2, units: 4 + 6 });
    state = playCards(state, 3, c('8♠ 8♣ 9♣ 9♦ 10♣ 10♦ J♠ J♣'));
    expect(state.trick.chop).toEqual({ payer: 2, payee: 3, units: 4 + 6 + 8 });
    for (const seat of [0, 1, 2]) state = pass(state, seat);
    expect(state.chops).toEqual([{ payer: 2, payee: 3, units: 18 }]);
    expect(state.turn).toBe(3);
    state = playCards(state, 3, c('Q♠'));
    expect(state).toMatchObject({ status: 'finished', winner: 3 });
    // Each loser holds one card; seat 2 also owes the chops.
    expect(settleHand(state)).toEqual({ 0: -1, 1: -1, 2: -1 - 18, 3: 3 + 18 });
    expect(settleHand(state, 500)).toEqual({ 0: -500, 1: -500, 2: -9_500, 3: 10_500 });
  });

  it('settles a chop made by the play that ends the hand', () => {
    const start = startHandWith([c('2♠ 6♠'), c('3♠ 3♣ 4♠ 4♣ 5♣ 5♦')], 0);
    const state = playCards(playCards(start, 0, c('2♠')), 1, c('3♠ 3♣ 4♠ 4♣ 5♣ 5♦'));
    expect(state).toMatchObject({ status: 'finished', winner: 1, chops: [{ payer: 0, payee: 1, units: 2 }] });
    expect(settleHand(state)).toEqual({ 0: -3, 1: 3 });
  });
});

describe('Tiến Lên instant wins (tới trắng)', () => {
  it.each([
    ['3♠ 4♣ 5♦ 6♥ 7♠ 8♣ 9♦ 10♥ J♠ Q♣ K♦ A♥ 3♥', 'dragonStraight'],
    ['2♠ 2♣ 2♦ 2♥ 3♠ 5♣ 7♦ 9♥ J♠ K♣ A♦ 4♥ 6♠', 'fourTwos'],
    ['5♠ 5♣ 6♦ 6♥ 7♠ 7♣ 8♦ 8♥ 9♠ 9♣ K♦ A♥ 2♠', 'fiveConsecutivePairs'],
    ['3♠ 3♣ 5♦ 5♥ 7♠ 7♣ 9♦ 9♥ J♠ J♣ K♦ K♥ 2♠', 'sixPairs'],
    ['3♠ 3♣ 3♦ 3♥ 7♠ 7♣ 9♦ 9♥ J♠ J♣ K♦ K♥ 2♠', 'sixPairs'],
    ['3♠ 3♣ 5♦ 5♥ 7♠ 7♣ 9♦ 9♥ J♠ J♣ K♦ A♥ 2♠', null],
    ['3♠ 4♣ 5♦ 6♥ 7♠ 8♣ 9♦ 10♥ J♠ Q♣ K♦ 2♥ 3♥', null],
  ])('%s → %s', (labels, kind) => {
    expect(instantWinOf(c(labels))).toBe(kind);
  });

  const rest = (taken: number[][]) => {
    const used = new Set(taken.flat());
    return Array.from({ length: 52 }, (_, card) => card).filter((card) => !used.has(card));
  };

  it('ends the hand on the deal, the strongest kind winning, every other seat paying 26', () => {
    const dragon = c('3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 2♠');
    const others = rest([dragon]);
    // Seat 2 gets 7♦ 7♥ 8♣ … J♦: five consecutive pairs, weaker than the dragon.
    const state = startHandWith([others.slice(0, 13), dragon, others.slice(13, 26), others.slice(26, 39)]);
    expect(instantWinOf(state.dealt[2]!)).toBe('fiveConsecutivePairs');
    expect(state).toMatchObject({
      status: 'finished',
      winner: 1,
      instantWin: { seat: 1, kind: 'dragonStraight' },
    });
    expect(settleHand(state)).toEqual({ 0: -26, 1: 78, 2: -26, 3: -26 });
    expect(refusal(() => playCards(state, 1, c('3♠')))).toBe('hand_finished');
  });

  it('breaks a tie of the same kind by the strongest card', () => {
    const low = c('3♠ 3♣ 4♠ 4♣ 5♠ 5♣ 6♠ 6♣ 7♠ 7♣ 8♠ 8♣ 9♠');
    const high = c('3♦ 3♥ 4♦ 4♥ 5♦ 5♥ 6♦ 6♥ 7♦ 7♥ 8♦ 8♥ 9♥');
    const state = startHandWith([low, high, rest([low, high]).slice(0, 13)]);
    expect(state.instantWin).toEqual({ seat: 1, kind: 'fiveConsecutivePairs' });
  });
});

describe('Tiến Lên turns', () => {
  const firstGame = (nonce = 1): TienLenState => {
    for (let n = nonce; ; n++) {
      const state = startHand({ seeds: seeds(n), seats: 4 });
      if (state.status === 'playing') return state;
    }
  };

  it('lets the holder of 3♠ lead a first game, and only with the 3♠', () => {
    const state = firstGame();
    const leader = state.turn;
    expect(state.hands[leader]).toContain(THREE_OF_SPADES);
    expect(state.openingCard).toBe(THREE_OF_SPADES);
    const other = state.hands[leader]!.find((card) => card !== THREE_OF_SPADES)!;
    expect(refusal(() => playCards(state, leader, [other]))).toBe('must_include_three_of_spades');
    expect(legalPlays(state, leader).every((x) => x.cards.includes(THREE_OF_SPADES))).toBe(true);
    const after = playCards(state, leader, [THREE_OF_SPADES]);
    expect(after.openingCard).toBeNull();
    expect(after.turn).toBe((leader + 1) % 4);
  });

  it('lets the previous winner lead a later game with any combination', () => {
    const state = startHand({ seeds: seeds(2), seats: 4, leader: 2 });
    expect(state).toMatchObject({ status: 'playing', turn: 2 });
    expect(state.openingCard).toBeNull();
    const highest = state.hands[2]!.at(-1)!;
    expect(playCards(state, 2, [highest]).trick.top?.high).toBe(highest);
  });

  it('with fewer seats opens on the weakest card dealt', () => {
    const state = startHandWith([c('5♠ 9♥'), c('4♦ K♠'), c('6♣ 7♣')]);
    expect(state).toMatchObject({ turn: 1, openingCard: parseCard('4♦') });
    expect(refusal(() => playCards(state, 1, c('K♠')))).toBe('must_include_three_of_spades');
  });

  it('refuses plays out of turn, cards not held, non-combinations and plays that do not beat', () => {
    const state = startHandWith([c('5♠ 9♥ 9♦'), c('4♦ 6♠ K♠ K♣'), c('6♣ 7♣ 8♦')], 0);
    expect(refusal(() => playCards(state, 1, c('4♦')))).toBe('not_your_turn');
    expect(refusal(() => playCards(state, 0, c('4♦')))).toBe('cards_not_in_hand');
    expect(refusal(() => playCards(state, 0, c('5♠ 9♥')))).toBe('invalid_combination');
    expect(refusal(() => playCards(state, 0, []))).toBe('invalid_combination');
    expect(refusal(() => pass(state, 0))).toBe('must_play_when_leading');
    expect(refusal(() => playCards(state, 7, c('5♠')))).toBe('bad_seat');
    const led = playCards(state, 0, c('9♦ 9♥'));
    expect(refusal(() => validatePlay(led, 1, c('K♠')))).toBe('does_not_beat');
    expect(refusal(() => validatePlay(led, 1, c('4♦ 6♠')))).toBe('invalid_combination');
    expect(validatePlay(led, 1, c('K♠ K♣')).type).toBe('pair');
    expect(legalPlays(led, 1).map((x) => x.cards)).toEqual([c('K♠ K♣')]);
    expect(legalPlays(led, 2)).toEqual([]);
  });

  it('keeps a seat that passed out of the trick and gives the lead to the last to play', () => {
    let state = startHandWith([c('3♠ 4♠ 9♠'), c('5♠ 6♠ 10♠'), c('7♠ 8♠ J♠')], 0);
    state = playCards(state, 0, c('3♠'));
    state = pass(state, 1);
    state = playCards(state, 2, c('7♠'));
    // Seat 1 passed: seat 0 plays next, then seat 2 again.
    expect(state.turn).toBe(0);
    state = playCards(state, 0, c('9♠'));
    expect(state.turn).toBe(2);
    state = pass(state, 2);
    // Everyone else is out: seat 0 leads a new trick freely.
    expect(state.turn).toBe(0);
    expect(state.trick).toEqual({ top: null, topSeat: null, passed: [], chop: null });
    expect(playCards(state, 0, c('4♠')).status).toBe('finished');
  });

  it("shows a seat its own cards and the others' counts only, until the hand is finished", () => {
    const state = startHandWith([c('3♠ 4♠'), c('5♠ 6♠ 7♠')], 0);
    const view = tienLenView(state, 1);
    expect(view).toMatchObject({ hand: c('5♠ 6♠ 7♠'), cardsLeft: [2, 3] });
    expect(view).not.toHaveProperty('hands');
    expect(view).not.toHaveProperty('dealt');
    const nextTrick = pass(playCards(playCards(state, 0, c('3♠')), 1, c('5♠')), 0);
    expect(tienLenView(nextTrick, 0)).not.toHaveProperty('hands');
    const over = startHandWith([c('3♠'), c('5♠ 6♠')], 0);
    expect(tienLenView(playCards(over, 0, c('3♠')), 1)).toMatchObject({ hands: [[], c('5♠ 6♠')] });
  });

  it('on a timeout leads with the weakest card, or passes when following', () => {
    const state = firstGame(3);
    const leader = state.turn;
    expect(autoAction(state, leader)).toEqual({ seat: leader, type: 'play', cards: [THREE_OF_SPADES] });
    const after = autoPass(state, leader);
    expect(after.trick.top?.cards).toEqual([THREE_OF_SPADES]);
    const next = after.turn;
    expect(autoPass(after, next).trick.passed).toEqual([next]);
    expect(refusal(() => autoPass(after, leader))).toBe('not_your_turn');
  });
});

describe('Tiến Lên settlement', () => {
  it('charges each card left, the 2s and four of a kind left (thối)', () => {
    let state = startHandWith([c('3♦ 4♦'), c('3♥ 2♠ 2♥ 9♠ 9♣ 9♦ 9♥')], 0);
    state = playCards(state, 0, c('3♦'));
    state = playCards(state, 1, c('3♥'));
    state = playCards(state, 0, c('4♦'));
    expect(state.winner).toBe(0);
    expect(settlementLines(state)).toEqual([
      { payer: 1, payee: 0, units: 6, reason: 'cards' },
      { payer: 1, payee: 0, units: 2, reason: 'thoiBlackTwo' },
      { payer: 1, payee: 0, units: 4, reason: 'thoiRedTwo' },
      { payer: 1, payee: 0, units: 8, reason: 'thoiFourOfAKind' },
    ]);
    expect(settleHand(state, 1_000)).toEqual({ 0: 20_000, 1: -20_000 });
  });

  it('charges 26 to a seat that never played (cóng)', () => {
    let state = startHandWith([c('3♠ 4♠'), c('5♠ 6♠'), c('7♠ 8♠ 9♠')], 0);
    state = playCards(state, 0, c('3♠'));
    state = playCards(state, 1, c('5♠'));
    state = pass(state, 2);
    state = pass(state, 0);
    state = playCards(state, 1, c('6♠'));
    expect(settleHand(state)).toEqual({ 0: -1, 1: 27, 2: -26 });
  });

  it('holds each seat to what it put up, paying its payees in proportion, the sum still zero', () => {
    let state = startHandWith([c('3♦ 4♦'), c('3♥ 2♠ 2♥ 9♠ 9♣ 9♦ 9♥'), c('5♠ 6♠ 7♣')], 0);
    state = playCards(state, 0, c('3♦'));
    state = playCards(state, 1, c('3♥'));
    state = pass(state, 2);
    state = playCards(state, 0, c('4♦'));
    // Seat 1 owes 6 + 2 + 4 + 8 = 20 units; seat 2 never played (cóng, 26). Under a 30,000 cap, in full.
    expect(settleHandCapped(state, 1_000, 30_000)).toEqual([46_000, -20_000, -26_000]);
    // 7 / 20 of each of seat 1's lines (2,100 + 700 + 1,400 + 2,800); seat 2's one line cut to 7,000.
    expect(settleHandCapped(state, 1_000, 7_000)).toEqual([14_000, -7_000, -7_000]);
    // Each line rounds down: 7 / 60 of 18, 6, 12 and 24 is 2 + 0 + 1 + 2; the sum stays zero.
    const floored = settleHandCapped(state, 3, 7);
    expect(floored).toEqual([12, -5, -7]);
    expect(floored.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('settles only a finished hand', () => {
    expect(() => settleHand(startHand({ seeds: seeds(9), seats: 4, leader: 0 }))).toThrow(RangeError);
  });

  it('rakes a percentage of the pot in whole minor units, up to the cap', () => {
    expect(rake(1_000_000, 5, 100_000)).toBe(50_000);
    expect(rake(10_000_000, 5, 100_000)).toBe(100_000);
    expect(rake(999, 2.5, 1_000)).toBe(24);
    expect(rake(123_456_789, 0, 1_000)).toBe(0);
    expect(rake(0, 10, 1_000)).toBe(0);
    expect(() => rake(1_000, 2.555, 10)).toThrow(RangeError);
    expect(() => rake(-1, 5, 10)).toThrow(RangeError);
    expect(() => rake(1_000, 101, 10)).toThrow(RangeError);
    expect(() => rake(1.5, 5, 10)).toThrow(RangeError);
  });
});

/** Plays a hand to its end, `seatPlays` choosing each action; checks every step's invariants. */
const playOut = (start: TienLenState, { auto = new Set<number>(), listLegal = false } = {}) => {
  let state = start;
  const all = start.dealt.flat().sort((a, b) => a - b);
  for (let step = 0; state.status === 'playing'; step++) {
    if (step > 500) throw new Error('the hand does not end');
    const seat = state.turn;
    const action = auto.has(seat) ? autoAction(state, seat) : botAction(state, seat);
    if (action.type === 'play') {
      expect(() => validatePlay(state, seat, action.cards)).not.toThrow();
      if (listLegal) {
        const legal = legalPlays(state, seat).map((x) => x.cards.join());
        expect(legal).toContain([...action.cards].sort((a, b) => a - b).join());
      }
    }
    state = applyAction(state, action);
    const played = state.actions.flatMap((a) => (a.type === 'play' ? a.cards : []));
    expect([...state.hands.flat(), ...played].sort((a, b) => a - b)).toEqual(all);
  }
  return state;
};

describe('Tiến Lên played by bots', { timeout: 30_000 }, () => {
  it('plays a whole four-seat hand to a winner, and the settlement sums to zero', () => {
    const start = { seeds: seeds(42), seats: 4 };
    let state = startHand(start);
    expect(state.status).toBe('playing');
    let turns = 0;
    while (state.status === 'playing') {
      state = botPlay(state, state.turn);
      turns += 1;
    }
    expect(state.winner).not.toBeNull();
    expect(state.hands[state.winner!]).toEqual([]);
    expect(turns).toBe(state.actions.length);
    expect(state.actions[0]).toMatchObject({ type: 'play' });
    expect(state.actions[0]!.type === 'play' && state.actions[0]!.cards).toContain(THREE_OF_SPADES);
    const deltas = settleHand(state, 1_000);
    expect(sum(deltas)).toBe(0);
    expect(deltas[state.winner!]).toBeGreaterThan(0);
    // Replays from the seeds and survives a database row.
    expect(replayHand(start, state.actions)).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('always plays legally, conserves the cards and ends, over many deals and table sizes', () => {
    let finished = 0;
    let instant = 0;
    let chops = 0;
    for (let nonce = 0; nonce < 150; nonce++) {
      const seats = 2 + (nonce % 3);
      const leader = nonce % 5 === 0 ? undefined : nonce % seats;
      const auto = new Set(nonce % 4 === 0 ? [0] : []);
      const start = startHand({ seeds: seeds(1_000 + nonce), seats, leader });
      const state = playOut(start, { auto, listLegal: nonce < 30 });
      expect(state.status).toBe('finished');
      expect(sum(settleHand(state, 7))).toBe(0);
      finished += 1;
      if (state.instantWin) instant += 1;
      else expect(state.hands[state.winner!]).toEqual([]);
      chops += state.chops.length;
    }
    expect(finished).toBe(150);
    expect(instant).toBeLessThan(40);
    expect(chops).toBeGreaterThan(0);
  });

  it('keeps back its 2s while ordinary plays beat the table', () => {
    const state = playCards(startHandWith([c('3♠ 8♠'), c('5♠ 9♥ 2♥ Q♠')], 0), 0, c('3♠'));
    expect(botAction(state, 1)).toEqual({ seat: 1, type: 'play', cards: c('5♠') });
    const onAce = playCards(
      startHandWith([c('A♥ 8♠ 9♠ 10♠ J♠ Q♠ K♠ 3♦'), c('5♠ 9♥ 2♥ Q♣ 4♣ 6♦ 7♣ 10♦')], 0),
      0,
      c('A♥'),
    );
    expect(botAction(onAce, 1)).toEqual({ seat: 1, type: 'pass' });
  });

  it('leads from the bottom with the biggest ordinary combination holding its weakest card', () => {
    const state = startHandWith([c('4♠ 5♦ 6♣ 9♥ 9♦ 2♠ K♠'), c('3♥')], 0);
    expect(botAction(state, 0)).toEqual({ seat: 0, type: 'play', cards: c('4♠ 5♦ 6♣') });
  });

  it('goes out when one play empties its hand', () => {
    const state = playCards(startHandWith([c('3♠ 3♣ 8♠'), c('9♥ 9♦')], 0), 0, c('3♠ 3♣'));
    expect(botAction(state, 1)).toEqual({ seat: 1, type: 'play', cards: c('9♦ 9♥') });
  });
});
