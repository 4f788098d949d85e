import { fromMinorUnits } from '@luckwell/contracts/money';
import type { TCardHand } from '@luckwell/contracts/provider/cards';
import { parseCards } from '@luckwell/games/cards/deck';
import { describe, expect, it } from 'vitest';
import { cardCodeOf, hintFor, seatsAround } from './tien-len-view.ts';

const seat = (n: number, cardsLeft = 13) => ({
  seat: n,
  kind: n === 1 ? ('player' as const) : ('bot' as const),
  name: `#${n}`,
  me: n === 1,
  cardsLeft,
  passed: false,
  result: null,
});

const hand = (over: Partial<TCardHand>): TCardHand => ({
  number: 1,
  status: 'playing',
  startsAt: '2026-11-27T00:00:00.000Z',
  turnDeadline: '2026-11-27T00:00:15.000Z',
  mySeat: 1,
  seats: [seat(0), seat(1), seat(2), seat(3)],
  turn: 1,
  hand: parseCards('3♠ 4♣ 5♦ 9♥ J♣ Q♦ K♠ 2♠'),
  top: null,
  openingCard: null,
  leader: null,
  actions: [],
  winner: null,
  instantWin: null,
  dealt: null,
  left: null,
  lines: null,
  escrow: fromMinorUnits(6_000n),
  payout: null,
  seedHash: 'a'.repeat(64),
  clientSeed: 'LWCARD-TL-1:1',
  serverSeed: null,
  ...over,
});

describe('the Tiến Lên page view', () => {
  it('draws a card as the live tables do', () => {
    expect(parseCards('10♦ 2♥ 3♠ A♣').map(cardCodeOf)).toEqual(['TD', '2H', '3S', 'AC']);
  });

  it('seats the player first, then the others clockwise', () => {
    expect(seatsAround(hand({})).map((s) => s.seat)).toEqual([1, 2, 3, 0]);
  });

  it("hints the house bot's play: leading, the straight holding the weakest card", () => {
    expect(hintFor(hand({}))).toEqual(parseCards('3♠ 4♣ 5♦'));
  });

  it('hints a play that beats the table, keeping the 2 back, or a pass', () => {
    const top = { type: 'single' as const, cards: parseCards('8♠'), seat: 0 };
    expect(hintFor(hand({ top }))).toEqual(parseCards('9♥'));
    const high = { type: 'single' as const, cards: parseCards('A♠'), seat: 0 };
    expect(hintFor(hand({ top: high }))).toBeNull();
  });

  it('hints nothing when it is not the player’s turn', () => {
    expect(hintFor(hand({ turn: 2 }))).toBeNull();
  });
});
