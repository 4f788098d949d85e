import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, type BetLimits, openFight, placeBet } from './fight.ts';
import { DRAW_ODDS_MILLI, liveBoard, parimutuelFactor, poolsOf } from './odds.ts';
import { settleFight } from './settle.ts';

const PARI = { mode: 'parimutuel', cutBps: 500 } as const;

describe('the live board', () => {
  it('shows the parimutuel price per 1.00 each side would settle at now', () => {
    // Meron 400.00, Wala 250.00, cut 5 %: 617.50 / 400.00 = 1.54375 → 1.543; 617.50 / 250.00 = 2.470.
    const board = liveBoard(PARI, { meron: 40_000n, wala: 25_000n, draw: 1_000n });
    expect(board).toMatchObject({ meronMilli: 1_543, walaMilli: 2_470, drawMilli: 9_000, oneSided: false });
  });

  it('moves with every bet: an even book shows 1.900 on both sides', () => {
    expect(liveBoard(PARI, { meron: 10_000n, wala: 10_000n, draw: 0n })).toMatchObject({
      meronMilli: 1_900,
      walaMilli: 1_900,
    });
  });

  it('never shows a side below 1.000', () => {
    // Meron 1,000.00, Wala 20.00: 969.00 / 1,000.00 would be 0.969.
    expect(liveBoard(PARI, { meron: 100_000n, wala: 2_000n, draw: 0n })).toMatchObject({
      meronMilli: 1_000,
      walaMilli: 48_450,
    });
  });

  it('shows 1.000 on both sides of a one-sided book (a result now would refund)', () => {
    for (const pools of [
      { meron: 0n, wala: 0n, draw: 0n },
      { meron: 5_000n, wala: 0n, draw: 0n },
      { meron: 0n, wala: 5_000n, draw: 700n },
    ]) {
      expect(liveBoard(PARI, pools)).toMatchObject({ meronMilli: 1_000, walaMilli: 1_000, oneSided: true });
    }
  });

  it('shows the posted prices in fixed mode, whatever the pools', () => {
    expect(liveBoard({ mode: 'fixed', meronMilli: 1_900, walaMilli: 1_850 }, poolsOf([]))).toEqual({
      mode: 'fixed',
      pools: { meron: 0n, wala: 0n, draw: 0n },
      meronMilli: 1_900,
      walaMilli: 1_850,
      drawMilli: DRAW_ODDS_MILLI,
      oneSided: false,
    });
  });

  it('tells no lie: a 1.00 stake × 1000 pays what the board showed for it', () => {
    const limits: BetLimits = {
      meron: { minMinor: 1n, maxMinor: 10n ** 12n },
      wala: { minMinor: 1n, maxMinor: 10n ** 12n },
      draw: { minMinor: 1n, maxMinor: 10n ** 12n },
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 5_000 }),
        (meron, wala, cutBps) => {
          // The board is floored to thousandths; a bet of 1,000 minor units is paid the exact
          // price floored to a minor unit: the same number.
          let fight = openFight({ fightId: 'F', odds: { mode: 'parimutuel', cutBps }, limits });
          fight = placeBet(fight, { betId: 'm', playerId: 'a', side: 'meron', stakeMinor: meron });
          fight = placeBet(fight, { betId: 'w', playerId: 'b', side: 'wala', stakeMinor: wala });
          fight = placeBet(fight, { betId: 'x', playerId: 'c', side: 'meron', stakeMinor: 1_000n });
          const board = liveBoard(fight.config.odds, poolsOf(fight.bets));
          fight = applyAction(applyAction(fight, { type: 'close' }), { type: 'result', result: 'MERON' });
          expect(settleFight(fight).bets[2]!.payoutMinor).toBe(BigInt(board.meronMilli));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the parimutuel factor', () => {
  it('is exact, with no rounding before the payout', () => {
    expect(parimutuelFactor({ meron: 40_000n, wala: 25_000n, draw: 0n }, 500, 'meron')).toEqual({
      num: 650_000_000n - 32_500_000n,
      den: 400_000_000n,
    });
    expect(parimutuelFactor({ meron: 40_000n, wala: 0n, draw: 0n }, 500, 'meron')).toBeNull();
  });
});
