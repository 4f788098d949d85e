/**
 * What the lottery service needs of a family's engine (issue 20, ADR 081), one shape for all seven
 * families so the server, the page and the verifier never branch on the family. The adapters are in
 * `families.ts`; each wraps a family's pure module (vn.ts, sea.ts, fast.ts).
 */
import type { RandomStream } from '../random-stream.ts';
import type { LotteryGame } from './games.ts';
import type { Fraction } from './types.ts';

/** A result as the page shows it and an operator enters it: named tiers of numbers. */
export type LotteryTiers = { tier: string; numbers: string[] }[];

/** How a product's picks are made on the page (the contract's ZLotteryPickInput). */
export type LotteryPickInput =
  | { kind: 'numbers'; digits: number | null; min: number; max: number; minPicks: number; maxPicks: number }
  | { kind: 'options'; options: string[]; positions: string[] }
  | { kind: 'positions'; positions: number; min: number; max: number; emptyPositions: boolean };

/** A product's rates by tier: what one unit staked returns per winning hit. */
export type LotteryRates = Record<string, Fraction>;

/** The operator's settings that change a game's maths. */
export type LotteryMaths = {
  /** A fast game's prize group (every product returns prizeGroup / 2000). */
  prizeGroup: number;
  /** The operator's rates of a Vietnamese or SEA product, by product and tier (the defaults otherwise). */
  rates?: Readonly<Record<string, LotteryRates>>;
};

export type LotteryProductInfo = {
  code: string;
  rates: LotteryRates;
  /** Exact return to player; for a product whose RTP depends on the pick, the lowest. */
  rtp: Fraction;
  input: LotteryPickInput;
  multiHit: boolean;
};

export type LotteryEngine = {
  /** The result from the provably-fair stream alone: never a ticket. */
  draw: (game: LotteryGame, stream: RandomStream) => unknown;
  /** A result from its tiers (an operator's entry, a feed): throws LotteryInputError naming the tier. */
  fromTiers: (game: LotteryGame, tiers: LotteryTiers) => unknown;
  toTiers: (game: LotteryGame, result: unknown) => LotteryTiers;
  products: (game: LotteryGame, maths: LotteryMaths) => LotteryProductInfo[];
  /** The member's picks parsed: throws LotteryInputError. */
  parse: (game: LotteryGame, product: string, text: string) => { selection: unknown; betCount: number };
  /** A line's wins against a result, by the rates (and the prize group) it was bought at. */
  settle: (
    game: LotteryGame,
    product: string,
    selection: unknown,
    result: unknown,
    rates: LotteryRates,
    maths: LotteryMaths,
  ) => { hits: number; wins: { hits: number; rate: Fraction }[] };
  /**
   * The numbers a line stakes on, each with the most one unit staked can return on it (for the
   * liability board and caps): a lô pick returns its rate per appearance, at most `maxHits` times.
   */
  exposures: (
    game: LotteryGame,
    product: string,
    selection: unknown,
    rates: LotteryRates,
  ) => { number: string; perUnit: Fraction }[];
};
