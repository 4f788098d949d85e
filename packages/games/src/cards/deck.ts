/**
 * The 52-card deck the card games share (docs/card-games-rules.md): what a card number means, its
 * label, and the provably-fair shuffle. A card is an integer 0–51, `rank × 4 + suit`, where rank
 * 0–12 is 3, 4, …, 10, J, Q, K, A, 2 (Tiến Lên's order, weakest first) and suit 0–3 is ♠ ♣ ♦ ♥
 * (Tiến Lên's order, hearts highest). So a smaller number is a weaker card in Tiến Lên, and another
 * game reads the face it needs with `cardFace`.
 *
 * A deal is a pure function of the seeds: a Fisher–Yates shuffle drawing `nextInt` from the round's
 * stream (docs/provably-fair.md), so the verifier re-deals any hand.
 */
import type { RandomStream, Seeds } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';

export const DECK_SIZE = 52;

/** Rank labels, weakest first (Tiến Lên order): index = `cardRank(card)`. */
export const RANK_LABELS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'] as const;
/** Suit symbols, weakest first: ♠ spades (bích), ♣ clubs (chuồn), ♦ diamonds (rô), ♥ hearts (cơ). */
export const SUIT_LABELS = ['♠', '♣', '♦', '♥'] as const;

/** 0 (3) … 11 (A), 12 (2). */
export const cardRank = (card: number): number => card >> 2;
/** 0 ♠, 1 ♣, 2 ♦, 3 ♥. */
export const cardSuit = (card: number): number => card & 3;
export const makeCard = (rank: number, suit: number): number => rank * 4 + suit;

/** The card's face value as printed: 1 (ace), 2 … 10, 11 (J), 12 (Q), 13 (K). */
export const cardFace = (card: number): number => {
  const rank = cardRank(card);
  if (rank === 11) return 1;
  if (rank === 12) return 2;
  return rank + 3;
};

export const isCard = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;

/** `3♠`, `10♥`, `A♦`. */
export const cardLabel = (card: number): string =>
  `${RANK_LABELS[cardRank(card)]}${SUIT_LABELS[cardSuit(card)]}`;

/** The card a label names (`3♠`, `10♥`, also ASCII suits `s c d h`); throws on anything else. */
export const parseCard = (label: string): number => {
  const ascii: Record<string, string> = { s: '♠', c: '♣', d: '♦', h: '♥' };
  const suitText = label.slice(-1);
  const suit = SUIT_LABELS.indexOf(
    (ascii[suitText.toLowerCase()] ?? suitText) as (typeof SUIT_LABELS)[number],
  );
  const rank = RANK_LABELS.indexOf(label.slice(0, -1).toUpperCase() as (typeof RANK_LABELS)[number]);
  if (suit < 0 || rank < 0) throw new RangeError(`not a card: ${label}`);
  return makeCard(rank, suit);
};

/** Several cards from space-separated labels: `cards('3♠ 3♥ 4d')`. */
export const parseCards = (labels: string): number[] =>
  labels.trim() === '' ? [] : labels.trim().split(/\s+/).map(parseCard);

/**
 * The deck shuffled by Fisher–Yates: for i = 51 down to 1, swap position i with position
 * `nextInt(i + 1)`, starting from the ordered deck 0, 1, …, 51. Uses exactly 51 draws of `nextInt`.
 */
export const shuffleDeck = (random: RandomStream): number[] => {
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    const held = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = held;
  }
  return deck;
};

/**
 * Deals `hands` hands of `cardsEach` cards from the seeds' shuffled deck: hand h takes the shuffled
 * positions h × cardsEach … (h + 1) × cardsEach − 1, sorted weakest first. Cards past the last hand
 * stay undealt.
 */
export const dealHands = (seeds: Seeds, { hands, cardsEach }: { hands: number; cardsEach: number }) => {
  if (!Number.isInteger(hands) || !Number.isInteger(cardsEach) || hands < 1 || cardsEach < 1) {
    throw new RangeError(`bad deal ${hands} × ${cardsEach}`);
  }
  if (hands * cardsEach > DECK_SIZE) throw new RangeError(`${hands} × ${cardsEach} cards exceed the deck`);
  const deck = shuffleDeck(createVerifierStream(seeds));
  return Array.from({ length: hands }, (_, hand) =>
    deck.slice(hand * cardsEach, (hand + 1) * cardsEach).sort((a, b) => a - b),
  );
};
