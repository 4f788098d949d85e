import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import { rational } from './bets.ts';
import { cards, orderedShoe, type Shoe, shoeFromSeeds } from './cards.ts';
import {
  DRAGON_TIGER_HOUSE_EDGES,
  DRAGON_TIGER_SPOTS,
  dealDragonTigerRound,
  dragonTigerHouseEdges,
  enumerateDragonTiger,
  playDragonTiger,
  settleDragonTiger,
} from './dragon-tiger.ts';

const round = (codes: string) => {
  const [dragon, tiger] = cards(codes);
  return playDragonTiger(dragon!, tiger!);
};

describe('a dragon tiger round', () => {
  it('goes to the higher rank, ace low and king high, whatever the suits', () => {
    expect(round('AS KH').winner).toBe('tiger');
    expect(round('KS QS').winner).toBe('dragon');
    expect(round('2C AD').winner).toBe('dragon');
    expect(round('TS JS').winner).toBe('tiger');
  });

  it('is a tie on equal ranks, and a suited tie when the suits match too', () => {
    expect(round('7S 7H')).toMatchObject({ winner: 'tie', suitedTie: false });
    expect(round('7S 7S')).toMatchObject({ winner: 'tie', suitedTie: true });
  });

  it('deals the dragon, then the tiger, from the shoe and reports the cut card', () => {
    const base = orderedShoe(1);
    const shoe: Shoe = {
      decks: 1,
      cards: [...base.slice(0, 2), ...cards('9S 4H QD QC')],
      cutIndex: 5,
      burnCard: base[0]!,
      firstPosition: 2,
    };
    const first = dealDragonTigerRound(shoe, 2);
    expect(first).toMatchObject({ winner: 'dragon', nextPosition: 4, cutCardReached: false });
    expect(dealDragonTigerRound(shoe, 4)).toMatchObject({
      winner: 'tie',
      suitedTie: false,
      cutCardReached: true,
    });
    expect(() => dealDragonTigerRound(shoe, 6)).toThrow(RangeError);
  });

  it('deals a seeded shoe two cards a round up to its cut card', () => {
    const shoe = shoeFromSeeds({ serverSeed: 'dragon-tiger', clientSeed: 'table-2', nonce: 9 });
    let position = shoe.firstPosition;
    for (;;) {
      const dealt = dealDragonTigerRound(shoe, position);
      expect([dealt.dragon, dealt.tiger]).toEqual(shoe.cards.slice(position, position + 2));
      position = dealt.nextPosition;
      if (dealt.cutCardReached) break;
    }
    expect(position - shoe.cutIndex).toBeGreaterThanOrEqual(1);
    expect(position - shoe.cutIndex).toBeLessThanOrEqual(2);
  });
});

describe('dragon tiger bets', () => {
  const bets = DRAGON_TIGER_SPOTS.map((spot) => ({ spot, stake: 101 }));
  const paid = (codes: string) =>
    Object.fromEntries(settleDragonTiger(round(codes), bets).map(({ spot, payout }) => [spot, payout]));

  it('pay the winning side 1:1', () => {
    expect(paid('KS 2H')).toEqual({ dragon: 202, tiger: 0, tie: 0, 'suited-tie': 0 });
    expect(paid('2S KH')).toEqual({ dragon: 0, tiger: 202, tie: 0, 'suited-tie': 0 });
  });

  it('return half of dragon and tiger stakes on a tie, floored, and pay the tie 8:1', () => {
    expect(paid('5S 5D')).toEqual({ dragon: 50, tiger: 50, tie: 909, 'suited-tie': 0 });
  });

  it('pay a suited tie 50:1 as well as the tie', () => {
    expect(paid('5D 5D')).toEqual({ dragon: 50, tiger: 50, tie: 909, 'suited-tie': 5151 });
  });

  it('refuse a spot the table does not have', () => {
    expect(() => settleDragonTiger(round('5D 5D'), [{ spot: 'banker', stake: 1 }])).toThrow(EngineInputError);
  });
});

describe('the dragon tiger house edges', () => {
  it('are counted over the 416 × 415 ordered card pairs of an 8-deck shoe', () => {
    expect(enumerateDragonTiger(8).reduce((sum, { weight }) => sum + weight, 0n)).toBe(416n * 415n);
  });

  it('are dragon and tiger 3.73 %, tie 32.77 %, suited tie 13.98 %', () => {
    // A tie (31 of the 415 cards left match the dragon's rank) costs the sides half their stake.
    expect(DRAGON_TIGER_HOUSE_EDGES.dragon!.edge).toEqual(rational(31n, 830n));
    expect(DRAGON_TIGER_HOUSE_EDGES.tiger!.edge).toEqual(rational(31n, 830n));
    expect(DRAGON_TIGER_HOUSE_EDGES.tie!.edge).toEqual(rational(415n - 9n * 31n, 415n));
    expect(DRAGON_TIGER_HOUSE_EDGES['suited-tie']!.edge).toEqual(rational(415n - 51n * 7n, 415n));
    expect(Object.values(DRAGON_TIGER_HOUSE_EDGES).map(({ percent }) => percent)).toEqual([
      '3.73',
      '3.73',
      '32.77',
      '13.98',
    ]);
  });

  it('follow the composition for other shoes: one deck gives a tie 3 in 51', () => {
    expect(dragonTigerHouseEdges(1).tie!.edge).toEqual(rational(51n - 27n, 51n));
    expect(() => dragonTigerHouseEdges(0)).toThrow(RangeError);
  });
});
