/**
 * A cockfight's lifecycle (issue 22, docs/cockfight-rules.md) as a pure state machine: every
 * function takes a fight and returns the next fight, or throws a `CockfightError` with a stable
 * reason; nothing is mutated, no clock is read.
 *
 *   OPEN ──last_call──▶ LAST_CALL ──close──▶ CLOSED ──result(MERON | WALA | DRAW)──▶ RESULT
 *     │                    │                    │
 *     └──────cancel────────┴───────cancel───────┴──▶ CANCELLED
 *
 * OPEN may also close directly (the operator skips last call). RESULT and CANCELLED are final: a
 * fight with a result cannot be cancelled (a wrong result is corrected by the ledger, not here).
 *
 * Bets are taken only in OPEN and LAST_CALL. A bet takes a side (meron, wala, draw) and a stake in
 * minor units; each stake must be at least the side's minimum, and a player's total on a side at
 * most the side's maximum. A player cannot cancel a bet: there is deliberately no function for it
 * (a pool that players could leave after seeing it move would not be a fair pool); only the
 * operator's cancel of the whole fight refunds.
 */
import { CockfightError } from './errors.ts';
import { BET_SIDES, type BetSide, checkOddsMode, type OddsMode } from './odds.ts';

export type FightStatus = 'OPEN' | 'LAST_CALL' | 'CLOSED' | 'RESULT' | 'CANCELLED';
export type FightResult = 'MERON' | 'WALA' | 'DRAW';
export const FIGHT_RESULTS: readonly FightResult[] = ['MERON', 'WALA', 'DRAW'];

/** A side's per-player limits: each stake ≥ minMinor, a player's total on the side ≤ maxMinor. */
export type SideLimits = { minMinor: bigint; maxMinor: bigint };
export type BetLimits = Record<BetSide, SideLimits>;

export type FightConfig = { fightId: string; odds: OddsMode; limits: BetLimits };

export type Bet = { betId: string; playerId: string; side: BetSide; stakeMinor: bigint };

export type Fight = {
  config: FightConfig;
  status: FightStatus;
  /** Set exactly when status is RESULT. */
  result: FightResult | null;
  /** In the order taken. */
  bets: readonly Bet[];
};

export type FightAction =
  | { type: 'last_call' }
  | { type: 'close' }
  | { type: 'result'; result: FightResult }
  | { type: 'cancel' };

/** Which status each action may be taken from, and where it leads. */
const TRANSITIONS: Record<FightAction['type'], { from: readonly FightStatus[]; to: FightStatus }> = {
  last_call: { from: ['OPEN'], to: 'LAST_CALL' },
  close: { from: ['OPEN', 'LAST_CALL'], to: 'CLOSED' },
  result: { from: ['CLOSED'], to: 'RESULT' },
  cancel: { from: ['OPEN', 'LAST_CALL', 'CLOSED'], to: 'CANCELLED' },
};

/** Whether `action` may be taken now (the operator console greys out the others). */
export const canApply = (status: FightStatus, action: FightAction['type']): boolean =>
  TRANSITIONS[action]?.from.includes(status) ?? false;

const checkLimits = (limits: BetLimits): BetLimits => {
  for (const side of BET_SIDES) {
    const bounds = limits[side];
    if (
      !bounds ||
      typeof bounds.minMinor !== 'bigint' ||
      typeof bounds.maxMinor !== 'bigint' ||
      bounds.minMinor <= 0n ||
      bounds.maxMinor < bounds.minMinor
    ) {
      throw new CockfightError('bad_limits', `bad limits for ${side}`);
    }
  }
  return limits;
};

/**
 * Opens a fight for betting. The odds mode (with fixed mode's posted prices) and the limits are
 * fixed from here on.
 */
export const openFight = (config: FightConfig): Fight => {
  checkOddsMode(config.odds);
  checkLimits(config.limits);
  return { config, status: 'OPEN', result: null, bets: [] };
};

/** The operator's next step, or `bad_transition` (or `bad_result` for an unknown result). */
export const applyAction = (fight: Fight, action: FightAction): Fight => {
  const rule = TRANSITIONS[action.type];
  if (!rule) throw new CockfightError('bad_transition', `unknown action ${String(action.type)}`);
  if (!rule.from.includes(fight.status)) {
    throw new CockfightError('bad_transition', `${action.type} not allowed in ${fight.status}`);
  }
  if (action.type === 'result') {
    if (!FIGHT_RESULTS.includes(action.result)) {
      throw new CockfightError('bad_result', `bad result ${String(action.result)}`);
    }
    return { ...fight, status: 'RESULT', result: action.result };
  }
  return { ...fight, status: rule.to };
};

/** Whether bets are taken now. */
export const isBettingOpen = (status: FightStatus): boolean => status === 'OPEN' || status === 'LAST_CALL';

/** A player's total staked on one side of the fight. */
export const playerStake = (fight: Fight, playerId: string, side: BetSide): bigint =>
  fight.bets.reduce(
    (sum, bet) => (bet.playerId === playerId && bet.side === side ? sum + bet.stakeMinor : sum),
    0n,
  );

/**
 * Takes a bet: only in OPEN or LAST_CALL (`betting_closed`), a known side (`bad_side`), a positive
 * bigint stake (`bad_stake`) of at least the side's minimum (`below_min`), keeping the player's total
 * on the side within its maximum (`above_max`), and a bet id not already taken (`duplicate_bet`).
 */
export const placeBet = (fight: Fight, bet: Bet): Fight => {
  if (!isBettingOpen(fight.status)) throw new CockfightError('betting_closed', `no bets in ${fight.status}`);
  if (!BET_SIDES.includes(bet.side)) throw new CockfightError('bad_side', `bad side ${String(bet.side)}`);
  if (typeof bet.stakeMinor !== 'bigint' || bet.stakeMinor <= 0n) {
    throw new CockfightError('bad_stake', `bad stake ${String(bet.stakeMinor)}`);
  }
  const { minMinor, maxMinor } = fight.config.limits[bet.side];
  if (bet.stakeMinor < minMinor) throw new CockfightError('below_min', `stake below ${minMinor}`);
  if (playerStake(fight, bet.playerId, bet.side) + bet.stakeMinor > maxMinor) {
    throw new CockfightError('above_max', `total on ${bet.side} above ${maxMinor}`);
  }
  if (fight.bets.some(({ betId }) => betId === bet.betId)) {
    throw new CockfightError('duplicate_bet', `bet ${bet.betId} already taken`);
  }
  return { ...fight, bets: [...fight.bets, { ...bet }] };
};
