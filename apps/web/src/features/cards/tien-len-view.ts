/**
 * What the Tiến Lên page derives from the server's view of a hand: card faces as the live tables
 * draw them, the seats around the table from the player's own, and the rules engine's hint for the
 * player's turn (the house bot's choice, `botAction`), computed from what the player may see.
 */
import type { TCardHand } from '@luckwell/contracts/provider/cards';
import { cardRank, cardSuit } from '@luckwell/games/cards/deck';
import { botAction, recognise, type TienLenState } from '@luckwell/games/cards/tien-len';

const LIVE_RANKS = ['3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A', '2'];
const LIVE_SUITS = ['S', 'C', 'D', 'H'];

/** A card number (deck.ts: 0 = 3♠ … 51 = 2♥) as the live tables' card code (`TD`, `2H`). */
export const cardCodeOf = (card: number) => `${LIVE_RANKS[cardRank(card)]}${LIVE_SUITS[cardSuit(card)]}`;

/** The seats in the order the player sees them: their own first, then clockwise (left, top, right). */
export const seatsAround = (hand: TCardHand) => {
  const count = hand.seats.length;
  return Array.from({ length: count }, (_, i) => hand.seats[(hand.mySeat + i) % count]!);
};

/**
 * The engine's suggestion for the player's turn: the cards to play, or null to pass. Only the
 * player's cards and the others' counts are known, which is all the house bot's choice looks at.
 */
export const hintFor = (hand: TCardHand): number[] | null => {
  if (hand.status !== 'playing' || hand.turn !== hand.mySeat) return null;
  const top = hand.top ? recognise(hand.top.cards) : null;
  const state: TienLenState = {
    seats: hand.seats.length,
    dealt: [],
    hands: hand.seats.map((seat) =>
      seat.seat === hand.mySeat ? [...hand.hand] : Array.from({ length: seat.cardsLeft }, () => -1),
    ),
    turn: hand.mySeat,
    trick: {
      top,
      topSeat: hand.top?.seat ?? null,
      passed: hand.seats.filter((seat) => seat.passed).map((seat) => seat.seat),
      chop: null,
    },
    openingCard: hand.openingCard,
    status: 'playing',
    winner: null,
    instantWin: null,
    chops: [],
    actions: [],
  };
  const action = botAction(state, hand.mySeat);
  return action.type === 'play' ? action.cards : null;
};
