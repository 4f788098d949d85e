import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../rng.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import {
  cardFace,
  cardLabel,
  cardRank,
  cardSuit,
  DECK_SIZE,
  dealHands,
  parseCard,
  parseCards,
  shuffleDeck,
} from './deck.ts';

const seeds = { serverSeed: 'deck-server', clientSeed: 'deck-client', nonce: 5 };
const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);

describe('cards', () => {
  it('number weakest first: 3♠ is 0, 3♥ is 3, 4♠ is 4, A♥ is 47, 2♥ is 51', () => {
    expect(['3♠', '3♥', '4♠', 'A♥', '2♥'].map(parseCard)).toEqual([0, 3, 4, 47, 51]);
    expect(deck.map(cardLabel).map(parseCard)).toEqual(deck);
    expect(parseCards('10h Jd qc ks')).toEqual(parseCards('10♥ J♦ Q♣ K♠'));
  });

  it('read rank, suit and printed face', () => {
    const ace = parseCard('A♦');
    expect([cardRank(ace), cardSuit(ace), cardFace(ace)]).toEqual([11, 2, 1]);
    expect(cardFace(parseCard('2♠'))).toBe(2);
    expect(cardFace(parseCard('10♣'))).toBe(10);
    expect(cardFace(parseCard('K♥'))).toBe(13);
  });

  it('refuses labels that are no card', () => {
    for (const label of ['1♠', '3x', '', '11♥', 'A']) expect(() => parseCard(label)).toThrow(RangeError);
  });
});

describe('the shuffle', () => {
  it('is a Fisher–Yates permutation of the 52 cards drawn from the stream', () => {
    const shuffled = shuffleDeck(createVerifierStream(seeds));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(deck);
    // By hand: swap i with nextInt(i + 1), i = 51 … 1.
    const stream = createVerifierStream(seeds);
    const expected = [...deck];
    for (let i = 51; i > 0; i--) {
      const j = stream.nextInt(i + 1);
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(shuffled).toEqual(expected);
  });

  it('is the same on the server stream and the verifier stream', () => {
    expect(shuffleDeck(createRandomStream(seeds))).toEqual(shuffleDeck(createVerifierStream(seeds)));
  });

  it('deals the same hands for the same seeds and other hands for the next nonce', () => {
    const hands = dealHands(seeds, { hands: 4, cardsEach: 13 });
    expect(dealHands(seeds, { hands: 4, cardsEach: 13 })).toEqual(hands);
    expect(dealHands({ ...seeds, nonce: 6 }, { hands: 4, cardsEach: 13 })).not.toEqual(hands);
    expect(hands.flat().sort((a, b) => a - b)).toEqual(deck);
    for (const hand of hands) expect(hand).toEqual([...hand].sort((a, b) => a - b));
  });

  it('puts every card in every position about equally often', () => {
    const counts = Array.from({ length: DECK_SIZE }, () => 0);
    const rounds = 2_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const shuffled = shuffleDeck(createRandomStream({ ...seeds, nonce }));
      counts[shuffled[0]!]! += 1;
    }
    // Each card is first with chance 1/52: 38.5 expected, σ ≈ 6.1.
    for (const count of counts) expect(count).toBeGreaterThan(10);
    for (const count of counts) expect(count).toBeLessThan(75);
  });

  it('refuses a deal bigger than the deck', () => {
    expect(() => dealHands(seeds, { hands: 5, cardsEach: 11 })).toThrow(RangeError);
    expect(() => dealHands(seeds, { hands: 0, cardsEach: 13 })).toThrow(RangeError);
  });
});
