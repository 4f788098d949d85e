import { describe, expect, it } from 'vitest';
import { CockfightError } from './errors.ts';
import {
  applyAction,
  type Bet,
  type BetLimits,
  canApply,
  type Fight,
  type FightAction,
  type FightStatus,
  openFight,
  placeBet,
} from './fight.ts';

const limits: BetLimits = {
  meron: { minMinor: 1_000n, maxMinor: 500_000n },
  wala: { minMinor: 1_000n, maxMinor: 500_000n },
  draw: { minMinor: 500n, maxMinor: 50_000n },
};

const fresh = () => openFight({ fightId: 'F1', odds: { mode: 'parimutuel', cutBps: 500 }, limits });

const reason = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CockfightError) return error.reason;
    throw error;
  }
  throw new Error('did not throw');
};

/** A fight driven to `status` by the operator's ordinary path. */
const at = (status: FightStatus): Fight => {
  const fight = fresh();
  switch (status) {
    case 'OPEN':
      return fight;
    case 'LAST_CALL':
      return applyAction(fight, { type: 'last_call' });
    case 'CLOSED':
      return applyAction(at('LAST_CALL'), { type: 'close' });
    case 'RESULT':
      return applyAction(at('CLOSED'), { type: 'result', result: 'MERON' });
    case 'CANCELLED':
      return applyAction(fight, { type: 'cancel' });
  }
};

const STATUSES: FightStatus[] = ['OPEN', 'LAST_CALL', 'CLOSED', 'RESULT', 'CANCELLED'];
const ACTIONS: FightAction[] = [
  { type: 'last_call' },
  { type: 'close' },
  { type: 'result', result: 'WALA' },
  { type: 'cancel' },
];

/** status → action → next status, for every allowed pair; everything else is refused. */
const ALLOWED: Record<FightStatus, Partial<Record<FightAction['type'], FightStatus>>> = {
  OPEN: { last_call: 'LAST_CALL', close: 'CLOSED', cancel: 'CANCELLED' },
  LAST_CALL: { close: 'CLOSED', cancel: 'CANCELLED' },
  CLOSED: { result: 'RESULT', cancel: 'CANCELLED' },
  RESULT: {},
  CANCELLED: {},
};

const bet = (over: Partial<Bet> = {}): Bet => ({
  betId: 'b1',
  playerId: 'p1',
  side: 'meron',
  stakeMinor: 10_000n,
  ...over,
});

describe('cockfight lifecycle', () => {
  for (const status of STATUSES) {
    for (const action of ACTIONS) {
      const to = ALLOWED[status][action.type];
      if (to) {
        it(`allows ${action.type} from ${status}, to ${to}`, () => {
          expect(canApply(status, action.type)).toBe(true);
          const next = applyAction(at(status), action);
          expect(next.status).toBe(to);
          expect(next.result).toBe(to === 'RESULT' ? 'WALA' : null);
        });
      } else {
        it(`refuses ${action.type} from ${status} as bad_transition`, () => {
          expect(canApply(status, action.type)).toBe(false);
          expect(reason(() => applyAction(at(status), action))).toBe('bad_transition');
        });
      }
    }
  }

  it('refuses to cancel a fight that has a result', () => {
    expect(reason(() => applyAction(at('RESULT'), { type: 'cancel' }))).toBe('bad_transition');
  });

  it('refuses an unknown result and an unknown action', () => {
    expect(reason(() => applyAction(at('CLOSED'), { type: 'result', result: 'BOTH' as 'DRAW' }))).toBe(
      'bad_result',
    );
    expect(reason(() => applyAction(at('OPEN'), { type: 'restart' } as unknown as FightAction))).toBe(
      'bad_transition',
    );
  });

  it('never mutates the fight it is given', () => {
    const fight = fresh();
    applyAction(fight, { type: 'last_call' });
    placeBet(fight, bet());
    expect(fight.status).toBe('OPEN');
    expect(fight.bets).toEqual([]);
  });

  it('refuses to open with bad odds or bad limits', () => {
    const open = (odds: unknown, l: unknown = limits) =>
      reason(() => openFight({ fightId: 'F', odds: odds as never, limits: l as BetLimits }));
    expect(open({ mode: 'parimutuel', cutBps: -1 })).toBe('bad_odds');
    expect(open({ mode: 'parimutuel', cutBps: 5_001 })).toBe('bad_odds');
    expect(open({ mode: 'parimutuel', cutBps: 2.5 })).toBe('bad_odds');
    expect(open({ mode: 'fixed', meronMilli: 1_000, walaMilli: 1_900 })).toBe('bad_odds');
    expect(open({ mode: 'fixed', meronMilli: 1_900, walaMilli: 100_001 })).toBe('bad_odds');
    expect(open({ mode: 'tote' })).toBe('bad_odds');
    expect(
      open({ mode: 'parimutuel', cutBps: 500 }, { ...limits, draw: { minMinor: 0n, maxMinor: 1n } }),
    ).toBe('bad_limits');
    expect(
      open({ mode: 'parimutuel', cutBps: 500 }, { ...limits, wala: { minMinor: 10n, maxMinor: 9n } }),
    ).toBe('bad_limits');
    expect(open({ mode: 'parimutuel', cutBps: 500 }, { meron: limits.meron, wala: limits.wala })).toBe(
      'bad_limits',
    );
    expect(
      openFight({ fightId: 'F', odds: { mode: 'fixed', meronMilli: 1_900, walaMilli: 1_850 }, limits })
        .status,
    ).toBe('OPEN');
  });
});

describe('cockfight bets', () => {
  it('takes bets in OPEN and LAST_CALL, in order', () => {
    const fight = placeBet(placeBet(at('OPEN'), bet()), bet({ betId: 'b2', side: 'draw', stakeMinor: 500n }));
    const later = placeBet(applyAction(fight, { type: 'last_call' }), bet({ betId: 'b3', side: 'wala' }));
    expect(later.bets.map((b) => b.betId)).toEqual(['b1', 'b2', 'b3']);
  });

  it('refuses bets in CLOSED, RESULT and CANCELLED', () => {
    for (const status of ['CLOSED', 'RESULT', 'CANCELLED'] as const) {
      expect(reason(() => placeBet(at(status), bet()))).toBe('betting_closed');
    }
  });

  it('refuses a stake that is not a positive bigint', () => {
    expect(reason(() => placeBet(at('OPEN'), bet({ stakeMinor: 0n })))).toBe('bad_stake');
    expect(reason(() => placeBet(at('OPEN'), bet({ stakeMinor: -5n })))).toBe('bad_stake');
    expect(reason(() => placeBet(at('OPEN'), bet({ stakeMinor: 10_000 as unknown as bigint })))).toBe(
      'bad_stake',
    );
  });

  it('refuses an unknown side', () => {
    expect(reason(() => placeBet(at('OPEN'), bet({ side: 'both' as 'draw' })))).toBe('bad_side');
  });

  it("keeps each stake at least the side's minimum", () => {
    expect(reason(() => placeBet(at('OPEN'), bet({ stakeMinor: 999n })))).toBe('below_min');
    expect(placeBet(at('OPEN'), bet({ stakeMinor: 1_000n })).bets).toHaveLength(1);
    expect(reason(() => placeBet(at('OPEN'), bet({ side: 'draw', stakeMinor: 499n })))).toBe('below_min');
  });

  it("keeps a player's total on a side within the side's maximum", () => {
    let fight = placeBet(at('OPEN'), bet({ stakeMinor: 400_000n }));
    fight = placeBet(fight, bet({ betId: 'b2', stakeMinor: 100_000n })); // exactly 5,000.00
    expect(reason(() => placeBet(fight, bet({ betId: 'b3', stakeMinor: 1_000n })))).toBe('above_max');
    // Another side, and another player, have their own room.
    fight = placeBet(fight, bet({ betId: 'b4', side: 'wala', stakeMinor: 500_000n }));
    fight = placeBet(fight, bet({ betId: 'b5', playerId: 'p2', stakeMinor: 500_000n }));
    expect(fight.bets).toHaveLength(4);
    expect(reason(() => placeBet(at('OPEN'), bet({ side: 'draw', stakeMinor: 50_001n })))).toBe('above_max');
  });

  it('refuses a bet id already taken', () => {
    const fight = placeBet(at('OPEN'), bet());
    expect(reason(() => placeBet(fight, bet({ side: 'wala' })))).toBe('duplicate_bet');
  });
});
