/**
 * A live round's outcome as the tables publish it (ADR 082): a card round dealt from its shoe at a
 * position, a dice or wheel round drawn from its own seeds, as plain JSON (cards as codes). The
 * server stores and shows it; the browser's verifier replays a revealed shoe or round with this very
 * function and compares — one definition of what a round's outcome is.
 */

import type { Seeds } from '../rng.ts';
import { dealBaccaratRound } from './baccarat.ts';
import { cardCode, type Shoe } from './cards.ts';
import { dealDragonTigerRound } from './dragon-tiger.ts';
import { spinRouletteFromSeeds } from './roulette.ts';
import { rollSicBoFromSeeds } from './sic-bo.ts';

/** A card game's round from its shoe at `position`. */
export const dealFromShoe = (kind: 'baccarat' | 'dragon_tiger', shoe: Shoe, position: number) => {
  if (kind === 'baccarat') {
    const round = dealBaccaratRound(shoe, position);
    return {
      kind,
      player: round.player.map(cardCode),
      banker: round.banker.map(cardCode),
      playerTotal: round.playerTotal,
      bankerTotal: round.bankerTotal,
      winner: round.winner,
      playerPair: round.playerPair,
      bankerPair: round.bankerPair,
      natural: round.natural,
      position: round.position,
      nextPosition: round.nextPosition,
      cutCardReached: round.cutCardReached,
    };
  }
  const round = dealDragonTigerRound(shoe, position);
  return {
    kind,
    dragon: cardCode(round.dragon),
    tiger: cardCode(round.tiger),
    winner: round.winner,
    suitedTie: round.suitedTie,
    position: round.position,
    nextPosition: round.nextPosition,
    cutCardReached: round.cutCardReached,
  };
};

/** A dice or wheel round from its own seeds. */
export const drawFromSeeds = (kind: 'sic_bo' | 'roulette', seeds: Seeds) => {
  if (kind === 'sic_bo') {
    const roll = rollSicBoFromSeeds(seeds);
    return { kind, dice: [...roll.dice], total: roll.total, triple: roll.triple };
  }
  const spin = spinRouletteFromSeeds(seeds);
  return { kind, number: spin.number, color: spin.color, wheelIndex: spin.wheelIndex };
};
