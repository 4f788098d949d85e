import { describe, expect, it } from 'vitest';
import type { RandomStream } from '../random-stream.ts';
import { createRandomStream } from '../rng.ts';
import {
  burnCount,
  type Card,
  cardCode,
  cardOf,
  cards,
  DEFAULT_SHOE,
  dealFrom,
  orderedShoe,
  parseCard,
  prepareShoe,
  type Shoe,
  shoeFromSeeds,
  shuffleShoe,
} from './cards.ts';

const seeds = { serverSeed: 'live-shoe-server', clientSeed: 'table-7', nonce: 3 };

/** A stream answering `pick(bound, draw)` (draw 0, 1, …) and recording every bound asked for. */
const scripted = (pick: (bound: number, draw: number) => number) => {
  const bounds: number[] = [];
  const stream: RandomStream = {
    nextInt: (bound) => {
      bounds.push(bound);
      return pick(bound, bounds.length - 1);
    },
    nextFloat: () => 0,
    position: () => bounds.length,
  };
  return { stream, bounds };
};

/** No swaps (j = i every time), then `cut` for the cut card's draw (the 416th). */
const unshuffled = (cut: number) => scripted((bound, draw) => (draw === 415 ? cut : bound - 1));

const faceCounts = (shoe: readonly Card[]) => {
  const counts = new Map<string, number>();
  for (const card of shoe) counts.set(cardCode(card), (counts.get(cardCode(card)) ?? 0) + 1);
  return counts;
};

describe('cards', () => {
  it('number a deck as hi-lo does: ♠ A…K, ♥, ♦, ♣', () => {
    expect(cardCode(cardOf(0))).toBe('AS');
    expect(cardCode(cardOf(12))).toBe('KS');
    expect(cardCode(cardOf(13))).toBe('AH');
    expect(cardCode(cardOf(51))).toBe('KC');
  });

  it('read and write two-letter codes', () => {
    for (let n = 0; n < 52; n++) expect(parseCard(cardCode(cardOf(n)))).toEqual(cardOf(n));
    expect(cards(' TD  9h '.toUpperCase())).toEqual([
      { rank: 10, suit: 'diamonds' },
      { rank: 9, suit: 'hearts' },
    ]);
    for (const bad of ['', 'A', '1S', 'AX', 'ASS']) expect(() => parseCard(bad)).toThrow(RangeError);
  });

  it('burn an ace one card, a nine nine cards, and tens and pictures ten', () => {
    expect(cards('AS 2H 9D TC JS QH KD').map(burnCount)).toEqual([1, 2, 9, 10, 10, 10, 10]);
  });
});

describe('the shoe', () => {
  it('holds every card of every deck once per deck', () => {
    const counts = faceCounts(orderedShoe(8));
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it('is shuffled from the back, drawing nextInt(i + 1) for i = n − 1 down to 1', () => {
    const { stream, bounds } = scripted(() => 0);
    const shuffled = shuffleShoe(stream, 1);
    expect(bounds).toEqual(Array.from({ length: 51 }, (_, i) => 52 - i));
    // Always swapping with card 0 rotates the deck left by one.
    expect(shuffled.map(cardCode)).toEqual([...orderedShoe(1).slice(1), orderedShoe(1)[0]!].map(cardCode));
    // Always picking i itself swaps nothing.
    expect(shuffleShoe(scripted((bound) => bound - 1).stream, 1)).toEqual(orderedShoe(1));
  });

  it('keeps every card through the shuffle', () => {
    const shuffled = shuffleShoe(createRandomStream(seeds));
    expect(shuffled).toHaveLength(416);
    expect(faceCounts(shuffled)).toEqual(faceCounts(orderedShoe(8)));
    expect(shuffled).not.toEqual(orderedShoe(8));
  });

  it('is the same shoe in the browser as on the server, and another with the next nonce', () => {
    const shoe = shoeFromSeeds(seeds);
    expect(prepareShoe(createRandomStream(seeds))).toEqual(shoe);
    expect(shoeFromSeeds({ ...seeds, nonce: 4 }).cards).not.toEqual(shoe.cards);
  });

  it('places the cut card with the draw after the shuffle, 60 to 80 cards from the end', () => {
    const first = unshuffled(0);
    const near = prepareShoe(first.stream);
    expect(first.bounds.at(-1)).toBe(21);
    expect(first.bounds).toHaveLength(416);
    expect(near.cutIndex).toBe(416 - 60);
    const far = prepareShoe(unshuffled(20).stream);
    expect(far.cutIndex).toBe(416 - 80);
    for (let nonce = 0; nonce < 50; nonce++) {
      const { cutIndex } = shoeFromSeeds({ ...seeds, nonce });
      expect(cutIndex).toBeGreaterThanOrEqual(336);
      expect(cutIndex).toBeLessThanOrEqual(356);
    }
  });

  it('turns card 0 and burns as many cards as it is worth, ten for a ten or picture', () => {
    // The unshuffled shoe starts with the ace of spades: one card burned, dealing starts at 2.
    const ace = prepareShoe(unshuffled(0).stream);
    expect(cardCode(ace.burnCard)).toBe('AS');
    expect(ace.firstPosition).toBe(2);
    for (let nonce = 0; nonce < 50; nonce++) {
      const shoe = shoeFromSeeds({ ...seeds, nonce });
      expect(shoe.burnCard).toEqual(shoe.cards[0]);
      expect(shoe.firstPosition).toBe(1 + Math.min(shoe.burnCard.rank, 10));
    }
  });

  it('refuses a shoe configuration that could run out of cards', () => {
    const stream = createRandomStream(seeds);
    expect(() => prepareShoe(stream, { ...DEFAULT_SHOE, decks: 0 })).toThrow(RangeError);
    expect(() => prepareShoe(stream, { ...DEFAULT_SHOE, decks: 9 })).toThrow(RangeError);
    expect(() => prepareShoe(stream, { decks: 8, cutCardMin: 5, cutCardMax: 80 })).toThrow(RangeError);
    expect(() => prepareShoe(stream, { decks: 8, cutCardMin: 80, cutCardMax: 60 })).toThrow(RangeError);
    expect(() => prepareShoe(stream, { decks: 1, cutCardMin: 20, cutCardMax: 40 })).toThrow(RangeError);
    expect(prepareShoe(stream, { decks: 1, cutCardMin: 10, cutCardMax: 14 }).cards).toHaveLength(52);
  });
});

describe('dealing from a shoe', () => {
  const shoe: Shoe = {
    decks: 1,
    cards: orderedShoe(1),
    cutIndex: 40,
    burnCard: cardOf(0),
    firstPosition: 2,
  };

  it('deals in order and reports the cut card when card cutIndex comes out', () => {
    const before = dealFrom(shoe, 37);
    expect([before.draw(), before.draw(), before.draw()].map(cardCode)).toEqual(['QD', 'KD', 'AC']);
    expect(before.position()).toBe(40);
    expect(before.cutCardReached()).toBe(false);
    before.draw();
    expect(before.cutCardReached()).toBe(true);
  });

  it('refuses a round before the first deal, after the cut card, or past the last card', () => {
    expect(() => dealFrom(shoe, 1)).toThrow(RangeError);
    expect(() => dealFrom(shoe, 41)).toThrow(RangeError);
    const last = dealFrom({ ...shoe, cutIndex: 51 }, 51);
    last.draw();
    expect(() => last.draw()).toThrow(RangeError);
  });
});
