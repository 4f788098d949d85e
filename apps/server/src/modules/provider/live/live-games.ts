/**
 * The live tables' four games as the service needs them (ADR 082): a spot's canonical name (or the
 * engine's refusal), the outcome of a round from its shoe or seed (as the public JSON the state and
 * the verifier show), the settlement of a round's bets and the published house edges. The rules
 * themselves are the pure engines of `packages/games/src/live/`; nothing here decides a payout.
 */
import type { TLiveKind, TLiveMode, TLiveOutcome } from '@luckwell/contracts/provider/live';
import {
  type BaccaratMode,
  baccaratHouseEdges,
  checkBaccaratSpot,
  settleBaccarat,
} from '@luckwell/games/live/baccarat';
import type { HouseEdgeTable, SettledBet, TableBet } from '@luckwell/games/live/bets';
import { DEFAULT_SHOE, type Shoe, shoeFromSeeds } from '@luckwell/games/live/cards';
import {
  checkDragonTigerSpot,
  DRAGON_TIGER_HOUSE_EDGES,
  dragonTigerHouseEdges,
  settleDragonTiger,
} from '@luckwell/games/live/dragon-tiger';
import { dealFromShoe as dealOutcome, drawFromSeeds as drawOutcome } from '@luckwell/games/live/outcomes';
import {
  canonicalRouletteSpot,
  ROULETTE_HOUSE_EDGES,
  rouletteSpinAt,
  settleRoulette,
} from '@luckwell/games/live/roulette';
import { checkSicBoSpot, SIC_BO_HOUSE_EDGES, settleSicBo, sicBoRoll } from '@luckwell/games/live/sic-bo';
import type { Seeds } from '@luckwell/games/rng';

export const LIVE_KINDS: readonly TLiveKind[] = ['baccarat', 'dragon_tiger', 'sic_bo', 'roulette'];
export const isLiveKind = (kind: string): kind is TLiveKind =>
  (LIVE_KINDS as readonly string[]).includes(kind);

/** Baccarat and dragon tiger deal from a shoe; sic bo and roulette draw each round from its own seed. */
export const dealsFromShoe = (kind: TLiveKind) => kind === 'baccarat' || kind === 'dragon_tiger';

const baccaratMode = (mode: string | null): BaccaratMode =>
  mode === 'no_commission' ? 'no-commission' : 'commission';

/** The shoe of a card table's seeds (decks from the table, the cut card as the engine places it). */
export const shoeOf = (seeds: Seeds, decks: number): Shoe => shoeFromSeeds(seeds, { ...DEFAULT_SHOE, decks });

/**
 * The spot a bet names, in the one spelling the table keys on (roulette numbers ascending);
 * throws the engine's EngineInputError (`unknown_spot`, `bad_bet_shape`) for anything else.
 */
export const canonicalSpot = (kind: TLiveKind, spot: string): string => {
  switch (kind) {
    case 'baccarat':
      return checkBaccaratSpot(spot);
    case 'dragon_tiger':
      return checkDragonTigerSpot(spot);
    case 'sic_bo':
      return checkSicBoSpot(spot);
    case 'roulette':
      return canonicalRouletteSpot(spot);
  }
};

/** Where a card round dealt in its shoe. */
export type ShoePlace = { position: number; nextPosition: number; cutCardReached: boolean };

/** A card game's round from its shoe at `position`, as the state and the verifier show it. */
export const dealFromShoe = (kind: 'baccarat' | 'dragon_tiger', shoe: Shoe, position: number): TLiveOutcome =>
  dealOutcome(kind, shoe, position);

/** A dice or wheel round from its own seeds. */
export const drawFromSeeds = (kind: 'sic_bo' | 'roulette', seeds: Seeds): TLiveOutcome =>
  drawOutcome(kind, seeds);

/** Settles a round's bets by its game's engine: payouts stake included, 0 when lost. */
export const settleBets = (
  outcome: TLiveOutcome,
  bets: readonly TableBet[],
  mode: string | null,
): SettledBet[] => {
  switch (outcome.kind) {
    case 'baccarat':
      return settleBaccarat(outcome, bets, baccaratMode(mode));
    case 'dragon_tiger':
      return settleDragonTiger(outcome, bets);
    case 'sic_bo':
      return settleSicBo(sicBoRoll([outcome.dice[0]!, outcome.dice[1]!, outcome.dice[2]!]), bets);
    case 'roulette':
      return settleRoulette(rouletteSpinAt(outcome.wheelIndex), bets);
  }
};

const percents = (table: HouseEdgeTable) =>
  Object.fromEntries(Object.entries(table).map(([spot, { percent }]) => [spot, percent]));

/** The published house edge of every spot (per kind of bet for roulette), in percent. */
export const houseEdgesOf = (
  kind: TLiveKind,
  mode: TLiveMode | null,
  decks: number,
): Record<string, string> => {
  switch (kind) {
    case 'baccarat':
      return percents(baccaratHouseEdges(baccaratMode(mode), decks));
    case 'dragon_tiger':
      return percents(decks === 8 ? DRAGON_TIGER_HOUSE_EDGES : dragonTigerHouseEdges(decks));
    case 'sic_bo':
      return percents(SIC_BO_HOUSE_EDGES);
    case 'roulette':
      return percents(ROULETTE_HOUSE_EDGES);
  }
};
