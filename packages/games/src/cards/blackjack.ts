/**
 * Blackjack (xì dách kiểu Mỹ), the house-banked card game of issue 21: one player against the house
 * over an infinite deck, so its house edge is exact (`blackjack-strategy.ts` derives it and the basic
 * strategy; docs/card-games-rules.md publishes both). Chosen over Vietnamese Xì Dách, whose house
 * rules (xì bàn, ngũ linh, the 16-point minimum, who banks) differ from table to table.
 *
 * The rules, fixed:
 * - Each card is an independent `nextInt(52)` of the round's provably-fair stream: card i of the
 *   round is the stream's i-th draw (`deck.ts` numbering; J, Q, K count 10, an ace 1 or 11).
 * - Deal order: player, dealer (up card), player, dealer (hole card).
 * - The dealer peeks: with a blackjack (ace and a ten-card) the round ends at once, a player's
 *   blackjack pushing, any other hand losing its stake. No insurance, no surrender.
 * - A player's blackjack (first two cards, not after a split) pays 3:2.
 * - The player may double on any first two cards, also after a split (one more card, then stands).
 * - One split of a pair of the same rank (10-10, not 10-J) into two hands; each is dealt its second
 *   card at once (first hand, then second). Split aces get one card each and stand; 21 after a split
 *   is not a blackjack. No resplit.
 * - A hand reaching 21 stands by itself; one going over 21 loses (busts).
 * - The dealer draws to 16 and stands on every 17, soft 17 included (S17); the dealer draws nothing
 *   when every player hand has bust.
 *
 * Money: the multiplier is the whole round's return in ten-thousandths of the first stake
 * (`MULTIPLIER_ONE` = 1×): a doubled winning hand returns 40,000. Doubling or splitting adds one
 * first stake to the round (`stakeUnits` counts them): the server debits it before applying the
 * action. That extra stake is why this game does not plug into the single-stake house provider
 * (engine.ts) as it stands.
 */
import { EngineInputError, MULTIPLIER_ONE } from '../engine.ts';
import type { Seeds } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import { cardFace, cardRank, DECK_SIZE } from './deck.ts';

/** The dealer stands on this total or more, soft or hard. */
export const DEALER_STANDS_ON = 17;

export type BlackjackHandStatus = 'playing' | 'stood' | 'doubled' | 'bust';

export type BlackjackHand = {
  cards: number[];
  /** This hand's stake in first stakes: 2 once doubled. */
  stake: number;
  status: BlackjackHandStatus;
  /** One of the two hands of a split: no blackjack, no further split. */
  split: boolean;
};

export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export type BlackjackState = {
  status: 'playing' | 'finished';
  hands: BlackjackHand[];
  /** The hand being played. */
  active: number;
  /** The dealer's cards: the up card, the hole card (hidden while playing), then any draws. */
  dealer: number[];
  /** Cards drawn from the stream so far: the next card is the stream's draw of this index. */
  cardsDealt: number;
  /** First stakes at risk: 1, plus 1 per double or split. */
  stakeUnits: number;
  /** Once finished, each hand's outcome, in order (one `push` or `lose` on a dealer blackjack). */
  outcomes: BlackjackOutcome[];
  /** Once finished, the round's whole return in ten-thousandths of the first stake; 0 while playing. */
  multiplier: number;
};

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/** A card's points: 1 for an ace (which `handTotal` may count 11), 10 for a ten or a face. */
export const cardPoints = (card: number): number => Math.min(cardFace(card), 10);

/** The best total of a hand and whether an ace counts 11 in it (soft). */
export const handTotal = (cards: readonly number[]): { total: number; soft: boolean } => {
  const hard = cards.reduce((sum, card) => sum + cardPoints(card), 0);
  const soft = cards.some((card) => cardPoints(card) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
};

export const isBlackjack = (cards: readonly number[]): boolean =>
  cards.length === 2 && handTotal(cards).total === 21;

/** A source of cards: each call deals the next. */
export type CardSource = () => number;

/** Cards from the round's stream, starting at card `from` (card i is the stream's i-th `nextInt(52)`). */
export const streamCards = (seeds: Seeds, from = 0): CardSource => {
  const { nextInt } = createVerifierStream(seeds);
  for (let i = 0; i < from; i++) nextInt(DECK_SIZE);
  return () => nextInt(DECK_SIZE);
};

const RETURNS: Record<BlackjackOutcome, number> = { blackjack: 2.5, win: 2, push: 1, lose: 0 };

const settle = (state: BlackjackState, draw: CardSource): BlackjackState => {
  const dealer = [...state.dealer];
  let cardsDealt = state.cardsDealt;
  if (state.hands.some((hand) => hand.status !== 'bust')) {
    while (handTotal(dealer).total < DEALER_STANDS_ON) {
      dealer.push(draw());
      cardsDealt += 1;
    }
  }
  const dealerTotal = handTotal(dealer).total;
  const outcomes = state.hands.map((hand): BlackjackOutcome => {
    const total = handTotal(hand.cards).total;
    if (total > 21) return 'lose';
    if (dealerTotal > 21 || total > dealerTotal) return 'win';
    return total === dealerTotal ? 'push' : 'lose';
  });
  const multiplier = outcomes.reduce(
    (sum, outcome, i) => sum + RETURNS[outcome] * state.hands[i]!.stake * MULTIPLIER_ONE,
    0,
  );
  return { ...state, dealer, cardsDealt, status: 'finished', outcomes, multiplier };
};

/** Moves to the next hand still playing, or lets the dealer play and settles the round. */
const advance = (state: BlackjackState, draw: CardSource): BlackjackState => {
  const active = state.hands.findIndex((hand) => hand.status === 'playing');
  return active < 0 ? settle(state, draw) : { ...state, active };
};

/** A hand after a card: bust over 21, stood on 21, playing otherwise (stood on any card once split aces). */
const withCard = (hand: BlackjackHand, card: number): BlackjackHand => {
  const cards = [...hand.cards, card];
  const { total } = handTotal(cards);
  if (total > 21) return { ...hand, cards, status: 'bust' };
  const splitAce = hand.split && cards.length === 2 && cardPoints(cards[0]!) === 1;
  return { ...hand, cards, status: total === 21 || splitAce ? 'stood' : 'playing' };
};

/** Deals a round from `draw`: settled at once on either side's blackjack. */
export const startBlackjackWith = (draw: CardSource): BlackjackState => {
  const [player1, up, player2, hole] = [draw(), draw(), draw(), draw()];
  const cards = [player1, player2];
  const dealer = [up, hole];
  const state: BlackjackState = {
    status: 'playing',
    hands: [{ cards, stake: 1, status: 'playing', split: false }],
    active: 0,
    dealer,
    cardsDealt: 4,
    stakeUnits: 1,
    outcomes: [],
    multiplier: 0,
  };
  if (isBlackjack(dealer)) {
    const outcome: BlackjackOutcome = isBlackjack(cards) ? 'push' : 'lose';
    const hands = [{ ...state.hands[0]!, status: 'stood' as const }];
    return {
      ...state,
      hands,
      status: 'finished',
      outcomes: [outcome],
      multiplier: RETURNS[outcome] * MULTIPLIER_ONE,
    };
  }
  if (isBlackjack(cards)) {
    const hands = [{ ...state.hands[0]!, status: 'stood' as const }];
    return {
      ...state,
      hands,
      status: 'finished',
      outcomes: ['blackjack'],
      multiplier: RETURNS.blackjack * MULTIPLIER_ONE,
    };
  }
  return state;
};

/** The actions the rules allow now (none once finished). */
export const allowedActions = (state: BlackjackState): BlackjackAction[] => {
  if (state.status !== 'playing') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (canSplit(state)) actions.push('split');
  return actions;
};

const canSplit = (state: BlackjackState) => {
  const [first, second] = state.hands[0]!.cards;
  return (
    state.hands.length === 1 && state.hands[0]!.cards.length === 2 && cardRank(first!) === cardRank(second!)
  );
};

/**
 * The state after `action`, drawing any card it needs from `draw`. Throws EngineInputError
 * `round_finished`, `bad_action`, `cannot_double` (not a hand's first two cards) or `cannot_split`.
 */
export const applyBlackjackAction = (
  state: BlackjackState,
  action: BlackjackAction,
  draw: CardSource,
): BlackjackState => {
  if (state.status !== 'playing') throw new EngineInputError('round_finished');
  if (!BLACKJACK_ACTIONS.includes(action)) throw new EngineInputError('bad_action');
  const hand = state.hands[state.active]!;
  const replace = (next: BlackjackHand, extra: Partial<BlackjackState> = {}) => ({
    ...state,
    ...extra,
    hands: state.hands.map((h, i) => (i === state.active ? next : h)),
  });
  if (action === 'stand') return advance(replace({ ...hand, status: 'stood' }), draw);
  if (action === 'hit') {
    return advance(replace(withCard(hand, draw()), { cardsDealt: state.cardsDealt + 1 }), draw);
  }
  if (action === 'double') {
    if (hand.cards.length !== 2) throw new EngineInputError('cannot_double');
    const drawn = withCard({ ...hand, stake: hand.stake * 2 }, draw());
    const doubled = { ...drawn, status: drawn.status === 'bust' ? ('bust' as const) : ('doubled' as const) };
    return advance(
      replace(doubled, { cardsDealt: state.cardsDealt + 1, stakeUnits: state.stakeUnits + hand.stake }),
      draw,
    );
  }
  if (!canSplit(state)) throw new EngineInputError('cannot_split');
  const [first, second] = hand.cards;
  const splitHand = (card: number): BlackjackHand =>
    withCard({ cards: [card], stake: 1, status: 'playing', split: true }, draw());
  const hands = [splitHand(first!), splitHand(second!)];
  return advance({ ...state, hands, active: 0, cardsDealt: state.cardsDealt + 2, stakeUnits: 2 }, draw);
};

/** A round dealt from its seeds. */
export const startBlackjack = (seeds: Seeds): BlackjackState => startBlackjackWith(streamCards(seeds));

/** The state after `action`, dealing from the seeds' stream where the round left it. */
export const actBlackjack = (state: BlackjackState, action: BlackjackAction, seeds: Seeds): BlackjackState =>
  applyBlackjackAction(state, action, streamCards(seeds, state.cardsDealt));

/** Recomputes a round from its seeds and the player's actions, as the verifier or a recall does. */
export const replayBlackjack = (seeds: Seeds, actions: readonly BlackjackAction[]): BlackjackState => {
  const draw = streamCards(seeds);
  return actions.reduce(
    (state, action) => applyBlackjackAction(state, action, draw),
    startBlackjackWith(draw),
  );
};

/** What the player may see: the dealer's hole card is hidden (null) until the round is finished. */
export const blackjackView = (state: BlackjackState) => ({
  ...state,
  dealer: state.status === 'finished' ? state.dealer : [state.dealer[0]!, null],
});

/** A walked-away round (turn timer): the hand being played and any after it stand, then it settles. */
export const timeoutBlackjack = (state: BlackjackState, seeds: Seeds): BlackjackState => {
  const draw = streamCards(seeds, state.cardsDealt);
  let next = state;
  while (next.status === 'playing') next = applyBlackjackAction(next, 'stand', draw);
  return next;
};
