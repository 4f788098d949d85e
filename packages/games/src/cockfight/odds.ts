/**
 * Cockfight (sabong) odds (issue 22, docs/cockfight-rules.md): the two ways a fight prices its
 * Meron and Wala bets, and the live board a player reads while betting is open. Money is bigint
 * minor units; a price is an integer count of thousandths of the stake paid back (1900 → 1.900×,
 * stake included). No float ever holds money or a price.
 *
 * - **Parimutuel**: the Meron and Wala pools are pooled; after the operator's cut (basis points,
 *   500 = 5 %) the winning side shares the rest in proportion to stakes. The price per 1.00 staked
 *   on a side is P × (1 − cut) / S, with P = Meron pool + Wala pool and S the side's pool, but never
 *   below 1.000: the cut is never taken out of the winners' own stakes (see `parimutuelFactor`).
 *   A one-sided book (either pool empty) refunds every Meron and Wala bet, so it shows 1.000.
 * - **Fixed**: the operator posts a Meron and a Wala price when the fight opens; the house banks.
 * - **Draw** bets pay 8 to 1 (stake × 9 back) in both modes, banked by the house, never from a pool.
 */
import { CockfightError } from './errors.ts';

/** Basis points in one: a cut of 500 keeps 5 %. */
export const BASIS_POINTS = 10_000;
/** Thousandths in one unit of price: 1900 is 1.900×. */
export const ODDS_SCALE = 1_000;
/** A draw bet pays 8 to 1: this many thousandths back per unit staked, stake included. */
export const DRAW_ODDS_MILLI = 9_000;
/** The highest cut a parimutuel fight may be configured with: 50 %. */
export const MAX_CUT_BPS = 5_000;
/** The posted fixed prices a fight accepts: 1.001× … 100.000×. */
export const FIXED_ODDS_MILLI_MIN = 1_001;
export const FIXED_ODDS_MILLI_MAX = 100_000;

/** How a fight prices Meron and Wala. */
export type OddsMode =
  | { mode: 'parimutuel'; cutBps: number }
  | { mode: 'fixed'; meronMilli: number; walaMilli: number };

/** The three sides a bet may take. */
export type BetSide = 'meron' | 'wala' | 'draw';
export const BET_SIDES: readonly BetSide[] = ['meron', 'wala', 'draw'];

/** An exact non-negative fraction of bigints. */
export type Fraction = { num: bigint; den: bigint };

/** The money staked on each side, in minor units. */
export type Pools = { meron: bigint; wala: bigint; draw: bigint };

/** Refuses an odds mode a fight cannot open with (reason `bad_odds`). */
export const checkOddsMode = (odds: OddsMode): OddsMode => {
  if (odds.mode === 'parimutuel') {
    if (!Number.isInteger(odds.cutBps) || odds.cutBps < 0 || odds.cutBps > MAX_CUT_BPS) {
      throw new CockfightError('bad_odds', `bad cut ${String(odds.cutBps)}`);
    }
    return odds;
  }
  if (odds.mode === 'fixed') {
    for (const milli of [odds.meronMilli, odds.walaMilli]) {
      if (!Number.isInteger(milli) || milli < FIXED_ODDS_MILLI_MIN || milli > FIXED_ODDS_MILLI_MAX) {
        throw new CockfightError('bad_odds', `bad fixed price ${String(milli)}`);
      }
    }
    return odds;
  }
  throw new CockfightError('bad_odds', `bad odds mode ${String((odds as { mode: unknown }).mode)}`);
};

/** The total staked on each side. */
export const poolsOf = (bets: readonly { side: BetSide; stakeMinor: bigint }[]): Pools => {
  const pools: Pools = { meron: 0n, wala: 0n, draw: 0n };
  for (const { side, stakeMinor } of bets) pools[side] += stakeMinor;
  return pools;
};

/** Whether a parimutuel book is one-sided (Meron or Wala pool empty): then every such bet is refunded. */
export const isOneSided = (pools: Pools): boolean => pools.meron === 0n || pools.wala === 0n;

/**
 * What one unit staked on the winning side `winner` returns in a parimutuel fight, exactly:
 * max(P × (10000 − cut) / (10000 × S), 1), with P = Meron + Wala pools and S the winner's pool. The
 * floor at 1 means a winner always gets at least the stake back: when the losing pool is smaller
 * than the nominal cut, the house keeps only the losing pool. `null` for a one-sided book (refund).
 */
export const parimutuelFactor = (pools: Pools, cutBps: number, winner: 'meron' | 'wala'): Fraction | null => {
  if (isOneSided(pools)) return null;
  const total = pools.meron + pools.wala;
  const side = pools[winner];
  const num = total * BigInt(BASIS_POINTS - cutBps);
  const den = side * BigInt(BASIS_POINTS);
  return num >= den ? { num, den } : { num: 1n, den: 1n };
};

/** floor(stake × factor): one floor at the end, never a fraction of a minor unit more than owed. */
export const applyFactor = (stakeMinor: bigint, factor: Fraction): bigint =>
  (stakeMinor * factor.num) / factor.den;

/** What the board shows for each side: the price per 1.00 in thousandths, floored. */
export type Board = {
  mode: OddsMode['mode'];
  pools: Pools;
  /** Meron's price per 1.000 (1855 → pays 1.855 per 1.00), as settled if Meron won now. */
  meronMilli: number;
  walaMilli: number;
  /** Always DRAW_ODDS_MILLI. */
  drawMilli: number;
  /** Parimutuel only: a side has no bets yet, so a result now would refund Meron and Wala. */
  oneSided: boolean;
};

const factorMilli = (factor: Fraction): number => Number((factor.num * BigInt(ODDS_SCALE)) / factor.den);

/**
 * The live "payout per 1.00" estimate for each side while betting is open: in parimutuel the price
 * the bets so far would settle at if the fight ended now (it moves with every bet until CLOSED); in
 * fixed mode the posted prices. A one-sided parimutuel book shows 1.000 on both sides (a refund).
 * Multiply by 100 for the sabong board's usual "payout per 100" (1855 → 185.5).
 */
export const liveBoard = (odds: OddsMode, pools: Pools): Board => {
  if (odds.mode === 'fixed') {
    return {
      mode: 'fixed',
      pools,
      meronMilli: odds.meronMilli,
      walaMilli: odds.walaMilli,
      drawMilli: DRAW_ODDS_MILLI,
      oneSided: false,
    };
  }
  const price = (winner: 'meron' | 'wala') => {
    const factor = parimutuelFactor(pools, odds.cutBps, winner);
    return factor ? factorMilli(factor) : ODDS_SCALE;
  };
  return {
    mode: 'parimutuel',
    pools,
    meronMilli: price('meron'),
    walaMilli: price('wala'),
    drawMilli: DRAW_ODDS_MILLI,
    oneSided: isOneSided(pools),
  };
};
