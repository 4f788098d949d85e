/**
 * Cockfight settlement (issue 22, docs/cockfight-rules.md): what every bet of a finished fight pays
 * back, in bigint minor units, stake included. The ledger posts each stake in and each payout out;
 * `houseResultMinor = stakedMinor − paidMinor` exactly, so nothing is created or lost.
 *
 * - CANCELLED: every bet refunded in full.
 * - DRAW: every Meron and Wala bet refunded in full; draw bets win stake × 9 (8 to 1).
 * - MERON / WALA: draw bets lose; the losing side loses; the winning side is paid
 *   - fixed: floor(stake × posted price / 1000), the house banks;
 *   - parimutuel: floor(stake × factor) with `parimutuelFactor` (the pooled Meron + Wala money less
 *     the cut, shared in proportion to stakes, never below the stake). The house keeps the cut and
 *     the flooring remainders, and never pays out more than the pool less the cut (unless the
 *     losing pool is smaller than the cut, when winners get exactly their stakes back).
 *   - a one-sided parimutuel book (Meron or Wala pool empty) refunds every Meron and Wala bet: there
 *     is no one to pay from the losing pool, or no losing pool to pay from.
 */
import { CockfightError } from './errors.ts';
import type { Fight } from './fight.ts';
import {
  applyFactor,
  DRAW_ODDS_MILLI,
  type Fraction,
  ODDS_SCALE,
  parimutuelFactor,
  poolsOf,
} from './odds.ts';

export type SettlementKind = 'win' | 'lose' | 'refund';

export type SettledBet = { betId: string; payoutMinor: bigint; kind: SettlementKind };

export type Settlement = {
  bets: SettledBet[];
  /** Every stake of the fight. */
  stakedMinor: bigint;
  /** Every payout of the fight (refunds included). */
  paidMinor: bigint;
  /** stakedMinor − paidMinor: the house's win (negative when a banked bet cost it). */
  houseResultMinor: bigint;
  /** The Meron + Wala stakes less what was paid on them: the cut and remainders in parimutuel. */
  meronWalaHouseMinor: bigint;
};

const DRAW_FACTOR: Fraction = { num: BigInt(DRAW_ODDS_MILLI), den: BigInt(ODDS_SCALE) };

/** Settles a fight in RESULT or CANCELLED; anything else is `not_settled`. */
export const settleFight = (fight: Fight): Settlement => {
  if (fight.status !== 'RESULT' && fight.status !== 'CANCELLED') {
    throw new CockfightError('not_settled', `cannot settle a fight in ${fight.status}`);
  }
  const { odds } = fight.config;
  const pools = poolsOf(fight.bets);
  const result = fight.status === 'CANCELLED' ? 'CANCELLED' : fight.result;
  if (result === null) throw new CockfightError('not_settled', 'a RESULT fight without a result');

  // The winning side's factor, or null when Meron and Wala bets are refunded.
  let winner: 'meron' | 'wala' | null = null;
  let factor: Fraction | null = null;
  if (result === 'MERON' || result === 'WALA') {
    winner = result === 'MERON' ? 'meron' : 'wala';
    factor =
      odds.mode === 'fixed'
        ? { num: BigInt(winner === 'meron' ? odds.meronMilli : odds.walaMilli), den: BigInt(ODDS_SCALE) }
        : parimutuelFactor(pools, odds.cutBps, winner);
  }

  const bets = fight.bets.map(({ betId, side, stakeMinor }): SettledBet => {
    if (result === 'CANCELLED') return { betId, payoutMinor: stakeMinor, kind: 'refund' };
    if (side === 'draw') {
      return result === 'DRAW'
        ? { betId, payoutMinor: applyFactor(stakeMinor, DRAW_FACTOR), kind: 'win' }
        : { betId, payoutMinor: 0n, kind: 'lose' };
    }
    if (factor === null) return { betId, payoutMinor: stakeMinor, kind: 'refund' };
    return side === winner
      ? { betId, payoutMinor: applyFactor(stakeMinor, factor), kind: 'win' }
      : { betId, payoutMinor: 0n, kind: 'lose' };
  });

  const stakedMinor = pools.meron + pools.wala + pools.draw;
  const paidMinor = bets.reduce((sum, bet) => sum + bet.payoutMinor, 0n);
  const paidOnDraw = fight.bets.reduce(
    (sum, bet, i) => (bet.side === 'draw' ? sum + bets[i]!.payoutMinor : sum),
    0n,
  );
  return {
    bets,
    stakedMinor,
    paidMinor,
    houseResultMinor: stakedMinor - paidMinor,
    meronWalaHouseMinor: pools.meron + pools.wala - (paidMinor - paidOnDraw),
  };
};
