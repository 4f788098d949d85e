/**
 * Card tables' API (`/provider/cards/*`, issue 21, ADR 084): Tiến Lên Miền Nam at four seats, the
 * empty ones filled by the house's bots. A card is its number in `packages/games/src/cards/deck.ts`
 * (0 = 3♠ … 51 = 2♥: rank × 4 + suit, suits ♠ ♣ ♦ ♥). Money is money strings.
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZProviderStartRequest } from './house-games.ts';
import { TableCode } from './live.ts';

const CardNumber = z.number().int().min(0).max(51);

export const ZCardTable = z.object({
  code: TableCode,
  name: z.string(),
  game: z.literal('tien_len'),
  seats: z.number().int(),
  /** What one unit (one card left, …) is worth. */
  base: Money,
  /** What a seat puts up for a hand: the most it can lose in it. */
  escrow: Money,
  /** The house's rake on what a seat wins in a hand, in percent, and its cap per seat per hand. */
  rakePercent: z.string(),
  rakeCap: Money,
  turnMs: z.number().int(),
});
export type TCardTable = z.infer<typeof ZCardTable>;

export const CardHandStatus = z.enum(['waiting', 'playing', 'finished', 'settled']);

export const ZCardSeat = z.object({
  seat: z.number().int(),
  kind: z.enum(['player', 'bot']),
  /** A bot's name, or a player's masked name (`dem***r1`). */
  name: z.string(),
  me: z.boolean(),
  cardsLeft: z.number().int(),
  /** Out of the trick being played. */
  passed: z.boolean(),
  /** Once the hand is settled: what the seat won (negative: lost), the rake, and (yours) the credit. */
  result: z.object({ delta: Money, rake: Money }).nullable(),
});

const ZCombination = z.object({
  type: z.enum(['single', 'pair', 'triple', 'fourOfAKind', 'straight', 'consecutivePairs']),
  cards: z.array(CardNumber),
});

export const ZTienLenLine = z.object({
  payer: z.number().int(),
  payee: z.number().int(),
  units: z.number().int(),
  reason: z.enum(['cards', 'cong', 'instantWin', 'thoiBlackTwo', 'thoiRedTwo', 'thoiFourOfAKind', 'chop']),
});

export const ZCardHand = z.object({
  number: z.number().int(),
  status: CardHandStatus,
  /** Waiting: when the hand starts with whoever sits (bots fill the rest). */
  startsAt: z.string(),
  /** Playing: when the seat to act is played for (a pass, or a leader's weakest card). */
  turnDeadline: z.string().nullable(),
  mySeat: z.number().int(),
  seats: z.array(ZCardSeat),
  turn: z.number().int().nullable(),
  /** Your cards, weakest first. */
  hand: z.array(CardNumber),
  /** What the seat to act must beat (null: it leads), and who played it. */
  top: ZCombination.extend({ seat: z.number().int() }).nullable(),
  /** The card a table's first play must include (3♠), until it is played. */
  openingCard: CardNumber.nullable(),
  /** A continuing game: the seat of the last hand's winner, who leads this one with anything. */
  leader: z.number().int().nullable(),
  /** The hand's plays and passes so far, oldest first. */
  actions: z.array(
    z.object({ seat: z.number().int(), type: z.enum(['play', 'pass']), cards: z.array(CardNumber) }),
  ),
  winner: z.number().int().nullable(),
  instantWin: z.object({ seat: z.number().int(), kind: z.string() }).nullable(),
  /** Once finished: every seat's cards as dealt and left, and who paid whom (before any cap). */
  dealt: z.array(z.array(CardNumber)).nullable(),
  left: z.array(z.array(CardNumber)).nullable(),
  lines: z.array(ZTienLenLine).nullable(),
  /** Your escrow, and once settled what came back to your balance. */
  escrow: Money,
  payout: Money.nullable(),
  seedHash: z.string(),
  clientSeed: z.string(),
  /** Revealed once the hand is finished: the deal is the shuffle of these seeds (nonce 0). */
  serverSeed: z.string().nullable(),
});
export type TCardHand = z.infer<typeof ZCardHand>;

export const ZCardTableState = z.object({
  serverTime: z.string(),
  table: ZCardTable,
  /** With a session: your hand at this table (the one being played, or the last one). */
  hand: ZCardHand.nullable(),
  /** With a session: your balance as the game last saw it. */
  balance: Money.nullable(),
  /** Hands being played at the table now. */
  handsInPlay: z.number().int(),
});
export type TCardTableState = z.infer<typeof ZCardTableState>;

/**
 * The table's feed (`GET /provider/cards/tables/:table/events`): a `pulse` event whenever a hand
 * there changes (a seat taken, a move, a deal, an end). Public: it names no cards; a client asks
 * for its own state when it hears one.
 */
export const ZCardPulse = z.object({
  table: TableCode,
  hands: z.array(
    z.object({
      number: z.number().int(),
      status: CardHandStatus,
      version: z.number().int(),
      seats: z.number().int(),
    }),
  ),
});
export type TCardPulse = z.infer<typeof ZCardPulse>;

/** How many of a player's past hands the history answers (the newest). */
export const CARD_HISTORY_SIZE = 20;

/** One of the player's finished hands at a table, as their hand history shows it. */
export const ZCardHistoryHand = z.object({
  number: z.number().int(),
  status: z.enum(['finished', 'settled']),
  finishedAt: z.string(),
  mySeat: z.number().int(),
  /** Every seat's name and result; `me` marks yours. */
  seats: z.array(
    z.object({
      seat: z.number().int(),
      name: z.string(),
      kind: z.enum(['player', 'bot']),
      me: z.boolean(),
      delta: Money,
    }),
  ),
  winner: z.number().int().nullable(),
  instantWin: z.object({ seat: z.number().int(), kind: z.string() }).nullable(),
  /** Your cards as dealt, weakest first. */
  dealt: z.array(CardNumber),
  escrow: Money,
  /** What you won (negative: lost) and the rake on it. */
  delta: Money,
  rake: Money,
  /** What came back to your balance once settled (escrow + winnings − rake); null until then. */
  payout: Money.nullable(),
  seedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string(),
});
export type TCardHistoryHand = z.infer<typeof ZCardHistoryHand>;
export const ZCardHistory = z.object({ hands: z.array(ZCardHistoryHand) });
export type TCardHistory = z.infer<typeof ZCardHistory>;

export const ZCardSessionRequest = ZProviderStartRequest;
export const ZCardSession = z.object({
  token: z.string(),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  table: TableCode,
});
export type TCardSession = z.infer<typeof ZCardSession>;

export const ZCardJoinRequest = z.object({
  /** The client's idempotency key (a UUID): a repeat answers the first seat and moves no money. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

export const ZCardActionRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), cards: z.array(CardNumber).min(1).max(13) }),
  z.object({ type: z.literal('pass') }),
]);
export type TCardActionRequest = z.infer<typeof ZCardActionRequest>;
