/**
 * Tiến Lên Miền Nam (southern "go forward"), the PVP shedding game of issue 21: the rules engine
 * only — the deal, which plays are legal, whose turn it is, who wins, and what each seat pays. The
 * server keeps the timer, the seats and the money; this file keeps the rules (docs/card-games-rules.md
 * publishes them to players). Pure and deterministic: the deal is the seeds' Fisher–Yates shuffle
 * (`deck.ts`), every later step is a function of the state and the seat's input, and the state is
 * plain JSON for the table's database row.
 *
 * Card strength is rank, then suit: 3 < 4 < … < K < A < 2 and ♠ < ♣ < ♦ < ♥, which is exactly the
 * card number order of `deck.ts` (3♠ = 0 is the weakest card, 2♥ = 51 the strongest).
 */
import { EngineInputError } from '../engine.ts';
import type { Seeds } from '../random-stream.ts';
import { cardRank, cardSuit, dealHands, isCard } from './deck.ts';

export const TIEN_LEN_CARDS_EACH = 13;
export const TIEN_LEN_MIN_SEATS = 2;
export const TIEN_LEN_MAX_SEATS = 4;
/** The rank of the 2 (heo), the strongest rank; straights and chains of pairs may not include it. */
export const RANK_TWO = 12;
/** The rank of the ace, the highest rank a straight or chain of pairs may reach. */
export const RANK_ACE = 11;
export const THREE_OF_SPADES = 0;

/**
 * - `single` (rác / lẻ): one card.
 * - `pair` (đôi): two cards of a rank. `triple` (sám cô): three. `fourOfAKind` (tứ quý): four.
 * - `straight` (sảnh): three or more cards of consecutive ranks, any suits, from 3 up to A (no 2).
 * - `consecutivePairs` (đôi thông): three or more pairs of consecutive ranks (no 2).
 */
export type ComboType = 'single' | 'pair' | 'triple' | 'fourOfAKind' | 'straight' | 'consecutivePairs';

export type Combination = {
  type: ComboType;
  /** The cards, weakest first. */
  cards: number[];
  /** How many ranks it spans: 1 for single … four of a kind, else the straight's or chain's length. */
  length: number;
  /** Its strongest card, which decides a comparison with a combination of the same type and length. */
  high: number;
};

/** Tới trắng: a hand that wins on the deal, strongest first (a tie goes to the strongest card). */
export type InstantWinKind = 'dragonStraight' | 'fourTwos' | 'fiveConsecutivePairs' | 'sixPairs';
export const INSTANT_WIN_ORDER: readonly InstantWinKind[] = [
  'dragonStraight',
  'fourTwos',
  'fiveConsecutivePairs',
  'sixPairs',
];

/** One chop's debt: `payer` pays `payee` this many base units when the hand is settled. */
export type TienLenChop = { payer: number; payee: number; units: number };

export type TienLenAction = { seat: number; type: 'play'; cards: number[] } | { seat: number; type: 'pass' };

export type TienLenTrick = {
  /** The combination to beat; null when the seat to play leads and may play any combination. */
  top: Combination | null;
  /** Who played `top` (and leads the next trick if every other seat passes). */
  topSeat: number | null;
  /** Seats that passed in this trick: they are out of it until it ends. */
  passed: number[];
  /** The chop debt of this trick so far: a chop back (chặt chồng) moves it to the seat chopped last. */
  chop: TienLenChop | null;
};

export type TienLenState = {
  seats: number;
  /** Each seat's 13 cards as dealt, weakest first: replays the hand and tells who never played. */
  dealt: number[][];
  /** The cards each seat still holds, weakest first. */
  hands: number[][];
  /** The seat to act. */
  turn: number;
  trick: TienLenTrick;
  /** A table's first game: the card the first play must include (3♠ with four seats); null after. */
  openingCard: number | null;
  /**
   * A continuing game: the seat of the previous game's winner, who leads with any combination;
   * null for a table's first game (absent in states stored before it existed: null).
   */
  leader?: number | null;
  status: 'playing' | 'finished';
  /** The first seat to empty its hand, or the instant winner. */
  winner: number | null;
  instantWin: { seat: number; kind: InstantWinKind } | null;
  /** Chop debts of finished tricks (and of the trick the hand ended in). */
  chops: TienLenChop[];
  /** Every play and pass, in order. */
  actions: TienLenAction[];
};

// ---------------------------------------------------------------------------------------------------
// Combinations

const byStrength = (a: number, b: number) => a - b;

const ranksOf = (cards: readonly number[]) => cards.map(cardRank);

const consecutive = (ranks: readonly number[]) =>
  ranks.every((rank, i) => i === 0 || rank === ranks[i - 1]! + 1);

/** The combination `cards` form, or null when they form none (the order of `cards` is irrelevant). */
export const recognise = (cards: readonly number[]): Combination | null => {
  if (cards.length === 0 || !cards.every(isCard) || new Set(cards).size !== cards.length) return null;
  const sorted = [...cards].sort(byStrength);
  const ranks = ranksOf(sorted);
  const high = sorted.at(-1)!;
  const sameRank = ranks.every((rank) => rank === ranks[0]);
  const make = (type: ComboType, length: number): Combination => ({ type, cards: sorted, length, high });
  if (sameRank) {
    const types: ComboType[] = ['single', 'pair', 'triple', 'fourOfAKind'];
    return make(types[sorted.length - 1]!, 1);
  }
  if (ranks.at(-1) === RANK_TWO) return null;
  if (sorted.length >= 3 && consecutive(ranks)) return make('straight', sorted.length);
  if (sorted.length >= 6 && sorted.length % 2 === 0) {
    const pairRanks = ranks.filter((_, i) => i % 2 === 0);
    const paired = pairRanks.every((rank, i) => ranks[2 * i + 1] === rank);
    if (paired && consecutive(pairRanks)) return make('consecutivePairs', pairRanks.length);
  }
  return null;
};

const isTwos = (combo: Combination) => cardRank(combo.high) === RANK_TWO;
const isChainOfPairs = (combo: Combination, length: number) =>
  combo.type === 'consecutivePairs' && combo.length >= length;

/**
 * Whether `play` may be played on `top`. The same type and length beats by its strongest card.
 * The chops (chặt), the only plays that beat another type:
 *
 * | on the table                      | chopped by                                             |
 * | --------------------------------- | ------------------------------------------------------ |
 * | a single 2                        | three consecutive pairs, four of a kind, four pairs    |
 * | a pair of 2s                      | four of a kind, four consecutive pairs                 |
 * | three consecutive pairs           | a higher three pairs, four of a kind, four pairs       |
 * | four of a kind                    | a higher four of a kind, four consecutive pairs        |
 * | four consecutive pairs            | higher four consecutive pairs                          |
 *
 * "Four consecutive pairs" means four or more; five or more never reach the table, as five
 * consecutive pairs win on the deal. A triple of 2s cannot be beaten.
 */
export const beats = (play: Combination, top: Combination): boolean => {
  if (play.type === top.type && play.length === top.length) return play.high > top.high;
  const bombOfFour = play.type === 'fourOfAKind';
  const fourPairs = isChainOfPairs(play, 4);
  if (top.type === 'single' && isTwos(top)) return isChainOfPairs(play, 3) || bombOfFour;
  if (top.type === 'pair' && isTwos(top)) return bombOfFour || fourPairs;
  if (top.type === 'consecutivePairs' && top.length === 3) return bombOfFour || fourPairs;
  if (top.type === 'fourOfAKind') return fourPairs;
  return false;
};

/** Base units a chop costs, by what was chopped (docs/card-games-rules.md). */
export const TIEN_LEN_UNITS = {
  /** A 2 of ♠ or ♣ (heo đen), chopped or left in hand. */
  blackTwo: 2,
  /** A 2 of ♦ or ♥ (heo đỏ), chopped or left in hand. */
  redTwo: 4,
  /** Three consecutive pairs chopped. */
  threePairs: 6,
  /** Four of a kind chopped, or left in hand at the end. */
  fourOfAKind: 8,
  /** Four consecutive pairs chopped. */
  fourPairs: 12,
  /** What each loser pays per card left in hand. */
  perCard: 1,
  /** A loser who never played (cóng) pays 13 cards twice; so does every loser of an instant win. */
  cong: 26,
} as const;

const twoUnits = (card: number) => (cardSuit(card) >= 2 ? TIEN_LEN_UNITS.redTwo : TIEN_LEN_UNITS.blackTwo);

/** What chopping `top` costs its owner, or 0 when beating it is no chop (a 2 on a 2, an ace on a king). */
export const chopUnits = (play: Combination, top: Combination): number => {
  if (top.type === 'fourOfAKind') return TIEN_LEN_UNITS.fourOfAKind;
  if (top.type === 'consecutivePairs') {
    return top.length >= 4 ? TIEN_LEN_UNITS.fourPairs : TIEN_LEN_UNITS.threePairs;
  }
  const bomb = play.type === 'fourOfAKind' || play.type === 'consecutivePairs';
  if (bomb && isTwos(top) && (top.type === 'single' || top.type === 'pair')) {
    return top.cards.reduce((units, card) => units + twoUnits(card), 0);
  }
  return 0;
};

const subsets = (cards: readonly number[], size: number): number[][] => {
  if (size === 0) return [[]];
  const out: number[][] = [];
  cards.forEach((card, i) => {
    for (const rest of subsets(cards.slice(i + 1), size - 1)) out.push([card, ...rest]);
  });
  return out;
};

const product = (choices: readonly number[][][]): number[][] =>
  choices.reduce<number[][]>(
    (acc, options) => acc.flatMap((prefix) => options.map((option) => [...prefix, ...option])),
    [[]],
  );

/**
 * Every combination a hand can form, in a fixed order: the sets of one rank (single … four of a kind)
 * rank by rank, then the straights, then the chains of pairs.
 */
export const combinationsOf = (hand: readonly number[]): Combination[] => {
  const byRank: number[][] = Array.from({ length: 13 }, () => []);
  for (const card of [...hand].sort(byStrength)) byRank[cardRank(card)]!.push(card);
  const found: number[][] = [];
  for (const cards of byRank) {
    for (let size = 1; size <= cards.length; size++) found.push(...subsets(cards, size));
  }
  for (const [perRank, least] of [
    [1, 3],
    [2, 3],
  ] as const) {
    for (let start = 0; start <= RANK_ACE; start++) {
      const choices: number[][][] = [];
      for (let rank = start; rank <= RANK_ACE && byRank[rank]!.length >= perRank; rank++) {
        choices.push(subsets(byRank[rank]!, perRank));
        if (choices.length >= least) found.push(...product(choices));
      }
    }
  }
  return found.map((cards) => recognise(cards)!);
};

// ---------------------------------------------------------------------------------------------------
// The deal

/** The instant win (tới trắng) a 13-card hand holds, the strongest when it holds several, or null. */
export const instantWinOf = (hand: readonly number[]): InstantWinKind | null => {
  const counts = Array.from(
    { length: 13 },
    (_, rank) => hand.filter((card) => cardRank(card) === rank).length,
  );
  const run = (least: number, length: number) => {
    for (let start = 0; start + length - 1 <= RANK_ACE; start++) {
      if (counts.slice(start, start + length).every((count) => count >= least)) return true;
    }
    return false;
  };
  if (run(1, 12)) return 'dragonStraight';
  if (counts[RANK_TWO] === 4) return 'fourTwos';
  if (run(2, 5)) return 'fiveConsecutivePairs';
  if (counts.reduce((pairs, count) => pairs + Math.floor(count / 2), 0) >= 6) return 'sixPairs';
  return null;
};

const checkSeat = (state: { seats: number }, seat: number) => {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) throw new EngineInputError('bad_seat');
};

const newTrick = (): TienLenTrick => ({ top: null, topSeat: null, passed: [], chop: null });

/**
 * A hand dealt as `dealt`, one hand per seat (13 cards each from `startHand`; tests deal fewer).
 * `leader` is the previous game's winner; without one it is a table's first game, which the seat
 * holding the weakest dealt card leads (3♠ with four seats; with two or three, 3♠ may be undealt)
 * and whose first play must include that card. A hand that wins on the deal ends the game at once.
 */
export const startHandWith = (dealt: readonly (readonly number[])[], leader?: number): TienLenState => {
  const seats = dealt.length;
  if (seats < TIEN_LEN_MIN_SEATS || seats > TIEN_LEN_MAX_SEATS)
    throw new RangeError(`bad seat count ${seats}`);
  const all = dealt.flat();
  if (!all.every(isCard) || new Set(all).size !== all.length) throw new RangeError('bad deal');
  const hands = dealt.map((hand) => [...hand].sort(byStrength));
  let turn: number;
  let openingCard: number | null = null;
  if (leader === undefined) {
    openingCard = Math.min(...all);
    turn = hands.findIndex((hand) => hand.includes(openingCard!));
  } else {
    checkSeat({ seats }, leader);
    turn = leader;
  }
  const state: TienLenState = {
    seats,
    dealt: hands.map((hand) => [...hand]),
    hands,
    turn,
    trick: newTrick(),
    openingCard,
    leader: leader ?? null,
    status: 'playing',
    winner: null,
    instantWin: null,
    chops: [],
    actions: [],
  };
  let best: { seat: number; kind: InstantWinKind } | null = null;
  for (let seat = 0; seat < seats; seat++) {
    const kind = instantWinOf(hands[seat]!);
    if (kind === null) continue;
    const rank = INSTANT_WIN_ORDER.indexOf(kind);
    const bestRank = best ? INSTANT_WIN_ORDER.indexOf(best.kind) : Number.POSITIVE_INFINITY;
    const stronger =
      rank < bestRank || (rank === bestRank && hands[seat]!.at(-1)! > hands[best!.seat]!.at(-1)!);
    if (stronger) best = { seat, kind };
  }
  if (best) return { ...state, status: 'finished', winner: best.seat, instantWin: best, openingCard: null };
  return state;
};

/** A hand dealt from the seeds: `seats` hands of 13 cards (`dealHands` of deck.ts). */
export const startHand = ({ seeds, seats, leader }: { seeds: Seeds; seats: number; leader?: number }) => {
  if (!Number.isInteger(seats) || seats < TIEN_LEN_MIN_SEATS || seats > TIEN_LEN_MAX_SEATS) {
    throw new RangeError(`bad seat count ${seats}`);
  }
  return startHandWith(dealHands(seeds, { hands: seats, cardsEach: TIEN_LEN_CARDS_EACH }), leader);
};

// ---------------------------------------------------------------------------------------------------
// Turns

const checkTurn = (state: TienLenState, seat: number) => {
  if (state.status !== 'playing') throw new EngineInputError('hand_finished');
  checkSeat(state, seat);
  if (state.turn !== seat) throw new EngineInputError('not_your_turn');
};

/**
 * The combination `cards` form if `seat` may play them now; otherwise throws EngineInputError:
 * `hand_finished`, `not_your_turn`, `cards_not_in_hand`, `invalid_combination`,
 * `must_include_three_of_spades` (a first game's first play without its opening card, which is 3♠
 * with four seats), `does_not_beat`.
 */
export const validatePlay = (state: TienLenState, seat: number, cards: readonly number[]): Combination => {
  checkTurn(state, seat);
  if (!Array.isArray(cards) || !cards.every(isCard)) throw new EngineInputError('invalid_combination');
  const hand = state.hands[seat]!;
  if (!cards.every((card) => hand.includes(card))) throw new EngineInputError('cards_not_in_hand');
  const combo = recognise(cards);
  if (!combo) throw new EngineInputError('invalid_combination');
  if (state.openingCard !== null && !combo.cards.includes(state.openingCard)) {
    throw new EngineInputError('must_include_three_of_spades');
  }
  const { top } = state.trick;
  if (top && !beats(combo, top)) throw new EngineInputError('does_not_beat');
  return combo;
};

/** Whether `seat` leads: its turn with nothing to beat (it must play; it may not pass). */
export const isLeading = (state: TienLenState, seat: number) =>
  state.status === 'playing' && state.turn === seat && state.trick.top === null;

/** Every play `seat` may make now (empty when it is not its turn), in `combinationsOf`'s order. */
export const legalPlays = (state: TienLenState, seat: number): Combination[] => {
  if (state.status !== 'playing' || state.turn !== seat) return [];
  const { top } = state.trick;
  return combinationsOf(state.hands[seat]!).filter(
    (combo) =>
      (state.openingCard === null || combo.cards.includes(state.openingCard)) && (!top || beats(combo, top)),
  );
};

/** The next seat after `from` still in the trick. */
const nextInTrick = (state: TienLenState, from: number, passed: readonly number[]) => {
  for (let step = 1; step <= state.seats; step++) {
    const seat = (from + step) % state.seats;
    if (!passed.includes(seat)) return seat;
  }
  return from;
};

const closeTrick = (chops: TienLenChop[], trick: TienLenTrick) =>
  trick.chop ? [...chops, trick.chop] : chops;

/** `seat` plays `cards` (validated as `validatePlay` does). Emptying its hand wins the game. */
export const playCards = (state: TienLenState, seat: number, cards: readonly number[]): TienLenState => {
  const combo = validatePlay(state, seat, cards);
  const { top } = state.trick;
  let chop = state.trick.chop;
  const units = top ? chopUnits(combo, top) : 0;
  if (units > 0 && top) {
    // Chặt chồng: the seat chopped last owes what the trick's chops add up to.
    chop = { payer: state.trick.topSeat!, payee: seat, units: (chop?.units ?? 0) + units };
  }
  const hands = state.hands.map((hand, i) =>
    i === seat ? hand.filter((card) => !combo.cards.includes(card)) : hand,
  );
  const actions: TienLenAction[] = [...state.actions, { seat, type: 'play', cards: combo.cards }];
  const trick: TienLenTrick = { top: combo, topSeat: seat, passed: state.trick.passed, chop };
  const played = { ...state, hands, actions, trick, openingCard: null };
  if (hands[seat]!.length === 0) {
    return { ...played, status: 'finished', winner: seat, chops: closeTrick(state.chops, trick) };
  }
  const next = nextInTrick(played, seat, trick.passed);
  if (next === seat) {
    return { ...played, turn: seat, trick: newTrick(), chops: closeTrick(state.chops, trick) };
  }
  return { ...played, turn: next };
};

/**
 * `seat` passes (bỏ lượt): it is out of the trick until the trick ends. When every other seat has
 * passed, the trick ends and the seat that played last leads the next one freely. A leader may not
 * pass (`must_play_when_leading`).
 */
export const pass = (state: TienLenState, seat: number): TienLenState => {
  checkTurn(state, seat);
  if (state.trick.top === null) throw new EngineInputError('must_play_when_leading');
  const passed = [...state.trick.passed, seat];
  const actions: TienLenAction[] = [...state.actions, { seat, type: 'pass' }];
  const next = nextInTrick(state, seat, passed);
  if (next === state.trick.topSeat) {
    return { ...state, actions, turn: next, trick: newTrick(), chops: closeTrick(state.chops, state.trick) };
  }
  return { ...state, actions, turn: next, trick: { ...state.trick, passed } };
};

/**
 * What `seat` may be shown while the hand is played: its own cards and every seat's card count, not
 * the others' cards (the state holds every hand). Once finished, everything is shown.
 */
export const tienLenView = (state: TienLenState, seat: number) => {
  checkSeat(state, seat);
  const { dealt, hands, ...shared } = state;
  const cardsLeft = hands.map((hand) => hand.length);
  if (state.status === 'finished') return { ...shared, dealt, hands, cardsLeft, hand: hands[seat]! };
  return { ...shared, cardsLeft, hand: hands[seat]! };
};

/** Applies one recorded action. */
export const applyAction = (state: TienLenState, action: TienLenAction): TienLenState =>
  action.type === 'pass' ? pass(state, action.seat) : playCards(state, action.seat, action.cards);

/** Recomputes a hand from its seeds and actions, as the verifier or a recall does. */
export const replayHand = (
  start: { seeds: Seeds; seats: number; leader?: number },
  actions: readonly TienLenAction[],
): TienLenState => actions.reduce(applyAction, startHand(start));

/**
 * What the server does when `seat`'s turn timer runs out: a leader plays its weakest card alone (on
 * a first game's first play that is the opening card), any other seat passes.
 */
export const autoAction = (state: TienLenState, seat: number): TienLenAction => {
  checkTurn(state, seat);
  if (state.trick.top !== null) return { seat, type: 'pass' };
  return { seat, type: 'play', cards: [state.hands[seat]![0]!] };
};

/** The state after the timer's action for `seat` (`autoAction`). */
export const autoPass = (state: TienLenState, seat: number): TienLenState =>
  applyAction(state, autoAction(state, seat));

// ---------------------------------------------------------------------------------------------------
// The bot

const isBomb = (combo: Combination) => combo.type === 'fourOfAKind' || combo.type === 'consecutivePairs';

/**
 * A simple, deterministic strategy: go out when one play empties the hand; when leading, shed the
 * weakest card in the biggest ordinary combination that holds it; when following, beat with the
 * cheapest ordinary combination. 2s and bombs (four of a kind, consecutive pairs) and plays breaking
 * a four of a kind are kept back, used only against a 2 or a bomb, or when the bot holds six cards or
 * fewer, or an opponent holds three or fewer. Otherwise it passes.
 */
export const botAction = (state: TienLenState, seat: number): TienLenAction => {
  checkTurn(state, seat);
  const hand = state.hands[seat]!;
  const plays = legalPlays(state, seat);
  const finishing = plays.find((combo) => combo.cards.length === hand.length);
  if (finishing) return { seat, type: 'play', cards: finishing.cards };
  const fours = new Set(
    hand.map(cardRank).filter((rank) => hand.filter((card) => cardRank(card) === rank).length === 4),
  );
  const special = (combo: Combination) =>
    isBomb(combo) ||
    combo.cards.some((card) => cardRank(card) === RANK_TWO) ||
    (combo.type !== 'fourOfAKind' && combo.cards.some((card) => fours.has(cardRank(card))));
  const cheapest = (a: Combination, b: Combination) =>
    Number(isBomb(a)) - Number(isBomb(b)) ||
    a.high - b.high ||
    a.cards.reduce((sum, card) => sum + card, 0) - b.cards.reduce((sum, card) => sum + card, 0);
  const ordinary = plays.filter((combo) => !special(combo));
  const { top } = state.trick;
  if (top === null) {
    const lowest = (ordinary.length > 0 ? ordinary : plays)
      .map((combo) => combo.cards[0]!)
      .reduce((a, b) => Math.min(a, b));
    const shed = (ordinary.length > 0 ? ordinary : plays)
      .filter((combo) => combo.cards.includes(lowest))
      .sort((a, b) => b.cards.length - a.cards.length || cheapest(a, b))[0]!;
    return { seat, type: 'play', cards: shed.cards };
  }
  if (ordinary.length > 0) return { seat, type: 'play', cards: [...ordinary].sort(cheapest)[0]!.cards };
  const urgent =
    isTwos(top) ||
    isBomb(top) ||
    hand.length <= 6 ||
    state.hands.some((other, i) => i !== seat && other.length <= 3);
  if (urgent && plays.length > 0) return { seat, type: 'play', cards: [...plays].sort(cheapest)[0]!.cards };
  return { seat, type: 'pass' };
};

/** The state after the bot's action for `seat` (`botAction`). */
export const botPlay = (state: TienLenState, seat: number): TienLenState =>
  applyAction(state, botAction(state, seat));

// ---------------------------------------------------------------------------------------------------
// Settlement

export type SettlementReason =
  | 'cards'
  | 'cong'
  | 'instantWin'
  | 'thoiBlackTwo'
  | 'thoiRedTwo'
  | 'thoiFourOfAKind'
  | 'chop';
export type SettlementLine = { payer: number; payee: number; units: number; reason: SettlementReason };

/**
 * Who pays whom, in base units, for a finished hand:
 * - instant win: every other seat pays the winner 26 (`cong`), nothing else;
 * - otherwise each loser pays the winner 1 per card left, or 26 if it never played (cóng), plus
 *   for what it is left holding (thối): 2 per black 2, 4 per red 2, 8 per four of a kind;
 * - every chop's debt, winner or not: the seat chopped last in a trick pays its chopper.
 */
export const settlementLines = (state: TienLenState): SettlementLine[] => {
  if (state.status !== 'finished' || state.winner === null) throw new RangeError('the hand is not finished');
  const winner = state.winner;
  const lines: SettlementLine[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    if (seat === winner) continue;
    const owe = (units: number, reason: SettlementReason) => {
      if (units > 0) lines.push({ payer: seat, payee: winner, units, reason });
    };
    if (state.instantWin) {
      owe(TIEN_LEN_UNITS.cong, 'instantWin');
      continue;
    }
    const hand = state.hands[seat]!;
    const cong = hand.length === state.dealt[seat]!.length;
    owe(cong ? TIEN_LEN_UNITS.cong : hand.length * TIEN_LEN_UNITS.perCard, cong ? 'cong' : 'cards');
    const twos = hand.filter((card) => cardRank(card) === RANK_TWO);
    owe(twos.filter((card) => cardSuit(card) < 2).length * TIEN_LEN_UNITS.blackTwo, 'thoiBlackTwo');
    owe(twos.filter((card) => cardSuit(card) >= 2).length * TIEN_LEN_UNITS.redTwo, 'thoiRedTwo');
    const fours = new Set(
      hand.map(cardRank).filter((rank) => hand.filter((c) => cardRank(c) === rank).length === 4),
    );
    owe(fours.size * TIEN_LEN_UNITS.fourOfAKind, 'thoiFourOfAKind');
  }
  for (const chop of state.chops) lines.push({ ...chop, reason: 'chop' });
  return lines;
};

/** Each seat's gain (negative: what it pays) for a finished hand at `base` minor units a unit: sums to 0. */
export const settleHand = (state: TienLenState, base = 1): Record<number, number> => {
  if (!Number.isSafeInteger(base) || base < 0) throw new RangeError(`bad base ${base}`);
  const deltas: Record<number, number> = {};
  for (let seat = 0; seat < state.seats; seat++) deltas[seat] = 0;
  for (const { payer, payee, units } of settlementLines(state)) {
    deltas[payer]! -= units * base;
    deltas[payee]! += units * base;
  }
  return deltas;
};

/**
 * The house's rake (tiền xâu) on `pot` minor units: floor(pot × percent / 100), at most `cap`.
 * `percent` may have two decimals (2.5 = 2.5 %); the arithmetic is exact (bigint).
 */
export const rake = (pot: number, percent: number, cap: number): number => {
  if (!Number.isSafeInteger(pot) || pot < 0) throw new RangeError(`bad pot ${pot}`);
  if (!Number.isSafeInteger(cap) || cap < 0) throw new RangeError(`bad cap ${cap}`);
  const basisPoints = Math.round(percent * 100);
  if (
    !Number.isFinite(percent) ||
    basisPoints < 0 ||
    basisPoints > 10_000 ||
    Math.abs(percent * 100 - basisPoints) > 1e-6
  ) {
    throw new RangeError(`bad percent ${percent}`);
  }
  const taken = Number((BigInt(pot) * BigInt(basisPoints)) / 10_000n);
  return Math.min(taken, cap);
};

/**
 * What each seat gains (negative: pays) in minor units for a finished hand at `base` minor units a
 * unit, when no seat can lose more than `capMinor`, what it put up for the hand (its escrow): a seat
 * owing more pays each of its lines in proportion to what it owes, rounded down, so a payee may get
 * less than its lines say but never more, and the deltas still sum to zero.
 */
export const settleHandCapped = (state: TienLenState, base: number, capMinor: number): number[] => {
  if (!Number.isSafeInteger(base) || base < 0) throw new RangeError(`bad base ${base}`);
  if (!Number.isSafeInteger(capMinor) || capMinor < 0) throw new RangeError(`bad cap ${capMinor}`);
  const lines = settlementLines(state);
  const deltas = Array.from({ length: state.seats }, () => 0);
  for (let payer = 0; payer < state.seats; payer++) {
    const own = lines.filter((line) => line.payer === payer);
    const owed = own.reduce((sum, line) => sum + line.units * base, 0);
    for (const line of own) {
      const amount = owed <= capMinor ? line.units * base : Math.floor((line.units * base * capMinor) / owed);
      deltas[payer]! -= amount;
      deltas[line.payee]! += amount;
    }
  }
  return deltas;
};
