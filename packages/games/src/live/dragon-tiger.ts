/**
 * Dragon tiger (issue 21, docs/live-tables-maths.md): one card to the dragon, then one to the tiger,
 * from the same shoe as baccarat (`cards.ts`). The higher rank wins, ace low (1) to king high (13);
 * suits do not rank. Equal ranks are a tie.
 *
 * Bets: dragon 1:1 and tiger 1:1 — on a tie each loses half its stake (half comes back); tie 8:1;
 * suited tie (same rank and same suit) 50:1. The exact edges are counted over the 52 × 52 ordered
 * (dragon, tiger) card pairs of a full shoe, without replacement.
 */
import { EngineInputError } from '../engine.ts';
import {
  edgeOver,
  HALF,
  type HouseEdgeTable,
  houseEdge,
  type Rational,
  type SettledBet,
  settleWith,
  type TableBet,
  type Weighted,
  win,
  ZERO,
} from './bets.ts';
import { type Card, cardOf, dealFrom, type Shoe } from './cards.ts';

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

/** What decides every bet of a round. */
export type DragonTigerOutcome = { winner: DragonTigerWinner; suitedTie: boolean };

export type DragonTigerHand = DragonTigerOutcome & { dragon: Card; tiger: Card };

export type DragonTigerRound = DragonTigerHand & {
  /** The shoe position of the dragon's card. */
  position: number;
  /** Where the next round starts (position + 2). */
  nextPosition: number;
  /** The cut card came out in this round: it is the shoe's last. */
  cutCardReached: boolean;
};

/** The round of a dragon card and a tiger card (the rule alone, no shoe). */
export const playDragonTiger = (dragon: Card, tiger: Card): DragonTigerHand => ({
  dragon,
  tiger,
  winner: dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie',
  suitedTie: dragon.rank === tiger.rank && dragon.suit === tiger.suit,
});

/** Deals the round starting at `position` of `shoe` (RangeError once the shoe has ended). */
export const dealDragonTigerRound = (shoe: Shoe, position: number): DragonTigerRound => {
  const deal = dealFrom(shoe, position);
  const dragon = deal.draw();
  const tiger = deal.draw();
  return {
    ...playDragonTiger(dragon, tiger),
    position,
    nextPosition: deal.position(),
    cutCardReached: deal.cutCardReached(),
  };
};

/** Refuses (EngineInputError `unknown_spot`) a spot the dragon tiger table does not have. */
export const checkDragonTigerSpot = (spot: string): DragonTigerSpot => {
  if (!(DRAGON_TIGER_SPOTS as readonly string[]).includes(spot))
    throw new EngineInputError('unknown_spot', spot);
  return spot as DragonTigerSpot;
};

/**
 * What one unit staked on `spot` returns on `outcome`, stake included: dragon or tiger 2 when it wins,
 * 1/2 on a tie; tie 9; suited tie 51.
 */
export const dragonTigerFactor = (outcome: DragonTigerOutcome, spot: DragonTigerSpot): Rational => {
  switch (spot) {
    case 'dragon':
    case 'tiger':
      return outcome.winner === spot ? win(1) : outcome.winner === 'tie' ? HALF : ZERO;
    case 'tie':
      return outcome.winner === 'tie' ? win(8) : ZERO;
    case 'suited-tie':
      return outcome.suitedTie ? win(50) : ZERO;
  }
};

/**
 * Settles a round's bets: floor(stake × factor) minor units, stake included. Only the half returned
 * on a tie can floor: an odd stake gets back (stake − 1) / 2.
 */
export const settleDragonTiger = (round: DragonTigerOutcome, bets: readonly TableBet[]): SettledBet[] =>
  settleWith(bets, checkDragonTigerSpot, (spot) => dragonTigerFactor(round, spot as DragonTigerSpot));

/**
 * Every (dragon, tiger) pair of cards of a full `decks`-deck shoe, by their card faces (52 × 52), each
 * weighted by the ordered ways to deal it: decks × decks, or decks × (decks − 1) for the same face.
 * The weights total n(n − 1), n = 52 × decks.
 */
export const enumerateDragonTiger = (decks = 8): Weighted<DragonTigerHand>[] => {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError(`bad decks ${decks}`);
  const d = BigInt(decks);
  const outcomes: Weighted<DragonTigerHand>[] = [];
  for (let a = 0; a < 52; a++) {
    for (let b = 0; b < 52; b++) {
      const weight = a === b ? d * (d - 1n) : d * d;
      if (weight > 0n) outcomes.push({ outcome: playDragonTiger(cardOf(a), cardOf(b)), weight });
    }
  }
  return outcomes;
};

/** The exact house edge of every spot for a full shoe of `decks` (8 by default). */
export const dragonTigerHouseEdges = (decks = 8): HouseEdgeTable => {
  const outcomes = enumerateDragonTiger(decks);
  return Object.fromEntries(
    DRAGON_TIGER_SPOTS.map((spot) => [
      spot,
      houseEdge(edgeOver(outcomes, (o) => dragonTigerFactor(o, spot))),
    ]),
  );
};

/** The published table: an 8-deck shoe. */
export const DRAGON_TIGER_HOUSE_EDGES: HouseEdgeTable = dragonTigerHouseEdges(8);
