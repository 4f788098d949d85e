/**
 * The video slot's vocabulary: a math model (reel strips, paylines or ways, paytable, wild,
 * scatter, free spins) and what a spin or a paid round produces. Theme-neutral: a catalogue title
 * skins a model by mapping its symbol codes to art and names (docs/decisions/033-slot-engine.md).
 *
 * Every win is an integer **multiplier in ten-thousandths of the total stake** (10,000 = 1×): the
 * provider pays floor(stake × multiplier / 10,000) minor units. The engine never sees the stake.
 */

/** What a symbol does. `high` and `low` pay on lines or ways; the wild substitutes; the scatter pays anywhere. */
export type SymbolRole = 'high' | 'low' | 'wild' | 'scatter';

export type SlotSymbol = {
  /** The symbol's index in `symbols` and the value on the reel strips and in the grid. */
  id: number;
  /** Theme-neutral code (`H1`, `L3`, `WILD`, `SCATTER`) a skin maps to its own art. */
  code: string;
  role: SymbolRole;
};

export type Volatility = 'low' | 'medium' | 'high';

/** Left-to-right paylines: each line is 5 row indices (0 = top), one per reel. */
export type PaylinesMode = { kind: 'paylines'; lines: readonly (readonly number[])[] };
/** Every combination of one position per reel, left to right: 3^5 = 243 ways on a 5×3 grid. */
export type WaysMode = { kind: 'ways' };

/**
 * The published maths of a model, computed exactly (`analyseModel` in maths.ts) and pinned by
 * maths.test.ts: decimals are the exact rational rounded half-up to 12 places.
 */
export type PublishedMaths = {
  /** Return to player of a paid round, free spins included (fraction of the stake). */
  rtp: string;
  /** The part of `rtp` paid by the base spin. */
  rtpBase: string;
  /** The part of `rtp` paid by free spins. */
  rtpFreeSpins: string;
  /** Probability that the base spin of a round pays anything (line, way or scatter). */
  hitFrequency: string;
  /** Probability that a round triggers free spins. */
  freeSpinsFrequency: string;
  /** Standard deviation of a round's return per unit stake (the volatility index), free spins included. */
  standardDeviation: string;
  /** The largest possible win of a paid round, free spins included, as a multiplier (ten-thousandths). */
  maxWin: number;
};

export type SlotModel = {
  /** Stable engine configuration id that catalogue titles point at (e.g. `lines20-low`). */
  id: string;
  name: string;
  volatility: Volatility;
  rows: 3;
  symbols: readonly SlotSymbol[];
  /** Five reel strips of symbol ids; a stop shows the strip's symbols at stop, stop+1, stop+2 (cyclic). */
  reels: readonly (readonly number[])[];
  mode: PaylinesMode | WaysMode;
  /**
   * The total stake in coins: 20 lines → 20, 243 ways → 50. Pays are in coins, and one coin is
   * 10,000 / betCoins ten-thousandths of the stake, which must be an integer.
   */
  betCoins: number;
  /**
   * Coins paid per line (paylines) or per way (ways) for 3, 4 and 5 of a kind, by symbol id.
   * Symbols absent (wild, scatter) pay nothing on lines or ways.
   */
  paytable: Readonly<Record<number, readonly [number, number, number]>>;
  /** The wild: substitutes for every paying symbol (never the scatter), pays nothing itself, never on reel 1. */
  wild: number;
  scatter: {
    symbol: number;
    /** Multiples of the total stake paid for 3, 4 and 5 scatters anywhere. */
    pays: readonly [number, number, number];
    /** Free spins awarded for 3, 4 and 5 scatters, in the base game and (retrigger) in free spins. */
    freeSpins: readonly [number, number, number];
  };
  freeSpins: {
    /** Every win during free spins (lines, ways and scatter pays) is multiplied by this. */
    multiplier: number;
    /** A round plays at most this many free spins in total; a retrigger beyond it is cut to the cap. */
    maxSpins: number;
  };
  /** The title may take part in the catalogue's progressive jackpot (ADR 028): the pool draws, not the engine. */
  jackpotEligible: boolean;
  published: PublishedMaths;
};

/** A random source: the provably-fair stream of rng.ts or anything with its `nextInt`. */
export type RandomSource = { nextInt: (bound: number) => number };

/** One paying line or way. `positions` are `[reel, row]` pairs. */
export type SlotWin = {
  kind: 'line' | 'ways';
  /** The payline's index (paylines); -1 for ways. */
  line: number;
  symbol: number;
  /** How many reels from the left the combination covers (3–5). */
  count: number;
  /** Ways counted for the symbol (1 for a line). */
  ways: number;
  positions: [number, number][];
  /** Ten-thousandths of the total stake, the free-spins multiplier included. */
  multiplier: number;
};

export type SpinResult = {
  /** The stop of each reel, as drawn with nextInt(strip length), reel 1 first. */
  stops: number[];
  /** grid[reel][row]: symbol ids, 5 reels of 3 rows. */
  grid: number[][];
  wins: SlotWin[];
  scatter: { count: number; positions: [number, number][]; multiplier: number };
  /** Free spins this spin added to the round (after the round's cap). */
  freeSpinsAwarded: number;
  /** The feature multiplier applied to this spin's wins: 1 in the base game. */
  featureMultiplier: number;
  /** The spin's whole win in ten-thousandths of the total stake. */
  multiplier: number;
};

/** A paid round: the base spin and every free spin it led to; slots settle the whole round at once. */
export type RoundResult = {
  base: SpinResult;
  freeSpins: SpinResult[];
  /** The round's whole win in ten-thousandths of the total stake. */
  multiplier: number;
};
