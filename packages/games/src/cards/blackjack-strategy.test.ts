import { describe, expect, it } from 'vitest';
import { MULTIPLIER_ONE } from '../engine.ts';
import { applyBlackjackAction, type BlackjackState, startBlackjackWith } from './blackjack.ts';
import {
  BLACKJACK_HOUSE_EDGE,
  BLACKJACK_RTP,
  basicStrategy,
  basicStrategyAction,
  blackjackExpectation,
  blackjackHouseEdge,
  dealExpectation,
  dealerOutcomes,
  type Fraction,
  fractionToDecimal,
  UP_CARDS,
} from './blackjack-strategy.ts';
import { cardFace, parseCard } from './deck.ts';

const total = (fractions: Fraction[]) =>
  fractions.reduce(
    (sum, { numerator, denominator }) => ({
      numerator: sum.numerator * denominator + numerator * sum.denominator,
      denominator: sum.denominator * denominator,
    }),
    { numerator: 0n, denominator: 1n },
  );

describe('the blackjack house edge', { timeout: 30_000 }, () => {
  it('is exactly the published fraction, 0.5704 % under basic strategy', () => {
    const edge = blackjackHouseEdge();
    expect(edge).toEqual(BLACKJACK_HOUSE_EDGE);
    expect(fractionToDecimal(edge, 12)).toBe('0.005703880122');
    expect(blackjackExpectation().numerator).toBe(-edge.numerator);
  });

  it('publishes the return to player truncated to hundredths of a percent', () => {
    const { numerator, denominator } = BLACKJACK_HOUSE_EDGE;
    const rtp = fractionToDecimal({ numerator: denominator - numerator, denominator }, 4);
    expect(rtp).toBe('0.9942');
    expect(BLACKJACK_RTP).toBe('99.42');
  });

  it('deals the dealer a final total or a bust with certainty, whatever the up card', () => {
    for (const up of UP_CARDS) {
      const { numerator, denominator } = total(dealerOutcomes(up));
      expect(numerator).toBe(denominator);
    }
    // The textbook infinite-deck S17 bust chances: 42.32 % under a 6, 22.98 % under a ten (no blackjack).
    expect(fractionToDecimal(dealerOutcomes(6)[5]!, 4)).toBe('0.4231');
    expect(fractionToDecimal(dealerOutcomes(10)[5]!, 4)).toBe('0.2297');
  });
});

describe('the basic strategy', { timeout: 30_000 }, () => {
  const rows = (table: Record<number, string[]>) =>
    Object.fromEntries(Object.entries(table).map(([key, codes]) => [key, codes.join(' ')]));

  it('is the table the rules page publishes (columns: dealer 2 … 10, A)', () => {
    const strategy = basicStrategy();
    expect(rows(strategy.hard)).toEqual({
      4: 'H H H H H H H H H H',
      5: 'H H H H H H H H H H',
      6: 'H H H H H H H H H H',
      7: 'H H H H H H H H H H',
      8: 'H H H H H H H H H H',
      9: 'H D D D D H H H H H',
      10: 'D D D D D D D D H H',
      11: 'D D D D D D D D D H',
      12: 'H H S S S H H H H H',
      13: 'S S S S S H H H H H',
      14: 'S S S S S H H H H H',
      15: 'S S S S S H H H H H',
      16: 'S S S S S H H H H H',
      17: 'S S S S S S S S S S',
      18: 'S S S S S S S S S S',
      19: 'S S S S S S S S S S',
      20: 'S S S S S S S S S S',
    });
    expect(rows(strategy.soft)).toEqual({
      13: 'H H H H D H H H H H',
      14: 'H H H D D H H H H H',
      15: 'H H H D D H H H H H',
      16: 'H H D D D H H H H H',
      17: 'H D D D D H H H H H',
      18: 'S Ds Ds Ds Ds S S H H H',
      19: 'S S S S S S S S S S',
      20: 'S S S S S S S S S S',
    });
    expect(rows(strategy.pairs)).toEqual({
      1: 'P P P P P P P P P P',
      2: 'P P P P P P H H H H',
      3: 'P P P P P P H H H H',
      4: 'H H H P P H H H H H',
      5: 'D D D D D D D D H H',
      6: 'P P P P P H H H H H',
      7: 'P P P P P P H H H H',
      8: 'P P P P P P P P P P',
      9: 'P P P P P S P P S S',
      10: 'S S S S S S S S S S',
    });
  });
});

/**
 * The engine's expected net return for a deal (the player's two cards and the dealer's up card),
 * played by `basicStrategyAction`, exactly: every later card is enumerated — A, 2 … 9 with weight 1
 * and a ten with weight 4 (J, Q, K play as a ten once the first two cards are dealt) — each of
 * chance weight/13. Sums the net return in ten-thousandths per number of cards enumerated, then
 * puts them over 13^deepest.
 */
const engineExpectation = (first: string, up: string, second: string): Fraction => {
  const fixed = [first, up, second].map(parseCard);
  const classes = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((rank) => ({
    card: parseCard(`${rank}♠`),
    weight: rank === '10' ? 4n : 1n,
  }));
  const byDepth = new Map<number, bigint>();
  const outOfCards = new Error('out of cards');
  const explore = (extra: number[], weight: bigint) => {
    const cards = [...fixed, ...extra];
    let next = 0;
    const draw = () => {
      if (next >= cards.length) throw outOfCards;
      next += 1;
      return cards[next - 1]!;
    };
    let state: BlackjackState;
    try {
      state = startBlackjackWith(draw);
      while (state.status === 'playing')
        state = applyBlackjackAction(state, basicStrategyAction(state), draw);
    } catch (error) {
      if (error !== outOfCards) throw error;
      for (const { card, weight: w } of classes) explore([...extra, card], weight * w);
      return;
    }
    const net = BigInt(state.multiplier - state.stakeUnits * MULTIPLIER_ONE) * weight;
    byDepth.set(extra.length, (byDepth.get(extra.length) ?? 0n) + net);
  };
  explore([], 1n);
  const deepest = Math.max(...byDepth.keys());
  let numerator = 0n;
  for (const [depth, sum] of byDepth) numerator += sum * 13n ** BigInt(deepest - depth);
  return { numerator, denominator: BigInt(MULTIPLIER_ONE) * 13n ** BigInt(deepest) };
};

const same = (a: Fraction, b: Fraction) => a.numerator * b.denominator === b.numerator * a.denominator;

describe('the engine played by the basic strategy', { timeout: 30_000 }, () => {
  it.each([
    ['10♠', '6♦', '10♥', 'hard 16 against a ten: hit'],
    ['10♠', '2♦', '4♥', 'hard 12 against a 4: stand'],
    ['6♠', '5♦', '6♥', 'hard 11 against a 6: double'],
    ['A♠', '7♦', '3♥', 'soft 18 against a 3: double, else stand'],
    ['10♠', '7♦', 'A♥', 'hard 17 against an ace, after the peek'],
    ['A♠', 'Q♦', 'K♥', 'a blackjack against a ten, after the peek'],
    ['A♠', 'A♦', 'K♥', 'aces split against a ten, after the peek'],
    ['9♠', '9♦', '7♥', 'nines against a 7: stand'],
  ])('returns exactly what the maths says: %s %s against %s (%s)', (first, second, up) => {
    const face = (label: string) => cardFace(parseCard(label));
    const expected = dealExpectation(face(first), face(second), face(up));
    expect(same(engineExpectation(first, up, second), expected)).toBe(true);
  });
});
