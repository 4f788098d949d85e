/**
 * The card shoe of the live card tables (baccarat, dragon tiger; docs/live-tables-maths.md). A shoe
 * is a pure function of the provably-fair stream (docs/provably-fair.md), so a player who knows the
 * shoe's seeds rebuilds every card of it, in order, in the browser:
 *
 * 1. **Order.** `decks` decks (8 by default), each ♠ A…K, ♥ A…K, ♦ A…K, ♣ A…K: shoe card i is deck
 *    floor(i / 52), suit floor((i mod 52) / 13), rank (i mod 13) + 1 — hi-lo's card numbering.
 * 2. **Shuffle.** Fisher–Yates from the back: for i = n − 1 down to 1, j = `nextInt(i + 1)`, swap
 *    cards i and j (n − 1 draws, every one of the n! orders equally likely).
 * 3. **Cut card.** The next draw places it: `cutCardFromEnd = cutCardMin + nextInt(cutCardMax −
 *    cutCardMin + 1)`, 60 to 80 by default, so that many cards lie behind it. It sits in front of card
 *    `cutIndex = n − cutCardFromEnd`: the cut card comes out when a round deals card `cutIndex`, and
 *    the shoe ends after that round.
 * 4. **Burn.** Card 0 is turned face up; by its baccarat value, with 10 for a ten or a picture card
 *    (ace 1, two 2, …, nine 9), that many more cards are burned face down. Dealing starts after them,
 *    at `firstPosition = 1 + burn` (2 to 11).
 */
import type { RandomStream, Seeds } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';

/** 1 ace (low), 2–10, 11 jack, 12 queen, 13 king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export type Card = { rank: Rank; suit: Suit };

/** Suits in shoe order (hi-lo's 0 ♠, 1 ♥, 2 ♦, 3 ♣). */
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

const RANK_CODES = 'A23456789TJQK';
const SUIT_CODES = 'SHDC';

/** Card n (0–51) of a deck in shoe order. */
export const cardOf = (n: number): Card => {
  if (!Number.isInteger(n) || n < 0 || n > 51) throw new RangeError(`bad card number ${n}`);
  return { rank: ((n % 13) + 1) as Rank, suit: SUITS[Math.floor(n / 13)]! };
};

/** A card's two-letter code: `AS`, `TD`, `KH` (rank A 2–9 T J Q K, suit S H D C). */
export const cardCode = ({ rank, suit }: Card): string =>
  `${RANK_CODES[rank - 1]}${SUIT_CODES[SUITS.indexOf(suit)]}`;

/** The card of a two-letter code (`cardCode`'s inverse); refuses anything else. */
export const parseCard = (code: string): Card => {
  const rank = RANK_CODES.indexOf(code[0] ?? '?');
  const suit = SUIT_CODES.indexOf(code[1] ?? '?');
  if (code.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`bad card code ${code}`);
  return { rank: (rank + 1) as Rank, suit: SUITS[suit]! };
};

/** Cards from space-separated codes, for tests and worked examples: `cards('AS KD 9H')`. */
export const cards = (codes: string): Card[] => codes.trim().split(/\s+/).filter(Boolean).map(parseCard);

/** A card's baccarat value: ace 1, two to nine at face value, ten and pictures 0. */
export const baccaratValue = ({ rank }: Card): number => (rank >= 10 ? 0 : rank);

/** How many cards the first card of a shoe burns: its baccarat value, 10 for a ten or picture. */
export const burnCount = (card: Card): number => Math.min(card.rank, 10);

export type ShoeOptions = {
  /** Decks in the shoe, 1–8. */
  decks: number;
  /** The fewest cards behind the cut card. */
  cutCardMin: number;
  /** The most cards behind the cut card. */
  cutCardMax: number;
};

export const DEFAULT_SHOE: ShoeOptions = { decks: 8, cutCardMin: 60, cutCardMax: 80 };

/** Cards a round may still need after the cut card came out (a baccarat round deals at most 6). */
const ROUND_RESERVE = 6;
/** The most cards the burn can take: the turned card and ten more. */
const MOST_BURNED = 11;

const checkOptions = ({ decks, cutCardMin, cutCardMax }: ShoeOptions): void => {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8)
    throw new RangeError(`decks must be 1..8, got ${decks}`);
  const length = decks * 52;
  if (
    !Number.isInteger(cutCardMin) ||
    !Number.isInteger(cutCardMax) ||
    cutCardMin < ROUND_RESERVE ||
    cutCardMax < cutCardMin ||
    length - cutCardMax < MOST_BURNED + ROUND_RESERVE
  ) {
    throw new RangeError(`bad cut card range ${cutCardMin}..${cutCardMax} for ${length} cards`);
  }
};

/** A dealt shoe: what a table keeps from its first round to its last. Plain JSON. */
export type Shoe = {
  decks: number;
  /** Every card in dealing order, the turned and burned cards first. */
  cards: Card[];
  /** The cut card sits in front of this card: dealing it ends the shoe after the round. */
  cutIndex: number;
  /** Card 0, turned face up to set the burn. */
  burnCard: Card;
  /** The first card the first round deals: 1 + burnCount(burnCard). */
  firstPosition: number;
};

/** The shoe's cards in order, before shuffling (see the module comment). */
export const orderedShoe = (decks: number): Card[] => {
  checkOptions({ ...DEFAULT_SHOE, decks, cutCardMin: ROUND_RESERVE, cutCardMax: ROUND_RESERVE });
  return Array.from({ length: decks * 52 }, (_, i) => cardOf(i % 52));
};

/** Fisher–Yates over `decks` decks, drawing `nextInt(i + 1)` for i = n − 1 down to 1. */
export const shuffleShoe = (stream: RandomStream, decks = DEFAULT_SHOE.decks): Card[] => {
  const shoe = orderedShoe(decks);
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = stream.nextInt(i + 1);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe;
};

/** Shuffles, places the cut card and turns the burn card: steps 1–4 of the module comment. */
export const prepareShoe = (stream: RandomStream, options: ShoeOptions = DEFAULT_SHOE): Shoe => {
  checkOptions(options);
  const shuffled = shuffleShoe(stream, options.decks);
  const behindCut = options.cutCardMin + stream.nextInt(options.cutCardMax - options.cutCardMin + 1);
  const burnCard = shuffled[0]!;
  return {
    decks: options.decks,
    cards: shuffled,
    cutIndex: shuffled.length - behindCut,
    burnCard,
    firstPosition: 1 + burnCount(burnCard),
  };
};

/** The shoe of a set of seeds, as the table and the browser's verifier both build it. */
export const shoeFromSeeds = (seeds: Seeds, options: ShoeOptions = DEFAULT_SHOE): Shoe =>
  prepareShoe(createVerifierStream(seeds), options);

/**
 * A reader of the shoe from `position`, as a round deals. Refuses (RangeError) a position before the
 * first deal, a round starting after the cut card came out (that shoe has ended), and a card past the
 * shoe's end (the cards behind the cut card make that impossible in play).
 */
export const dealFrom = (shoe: Shoe, position: number) => {
  if (!Number.isInteger(position) || position < shoe.firstPosition) {
    throw new RangeError(`position ${position} is before the shoe's first deal (${shoe.firstPosition})`);
  }
  if (position > shoe.cutIndex) throw new RangeError('the cut card has come out: the shoe has ended');
  let next = position;
  return {
    draw: (): Card => {
      const card = shoe.cards[next];
      if (!card) throw new RangeError(`the shoe has no card ${next}`);
      next += 1;
      return card;
    },
    /** The position of the next card: where the next round starts. */
    position: () => next,
    /** Whether the cut card came out in this round: it dealt card `cutIndex`. */
    cutCardReached: () => next > shoe.cutIndex,
  };
};
