import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CockfightError } from './errors.ts';
import {
  applyAction,
  type Bet,
  type BetLimits,
  type Fight,
  type FightResult,
  openFight,
  placeBet,
} from './fight.ts';
import { BASIS_POINTS, type BetSide, type OddsMode } from './odds.ts';
import { settleFight } from './settle.ts';

const limits: BetLimits = {
  meron: { minMinor: 1n, maxMinor: 10n ** 12n },
  wala: { minMinor: 1n, maxMinor: 10n ** 12n },
  draw: { minMinor: 1n, maxMinor: 10n ** 12n },
};

const PARI: OddsMode = { mode: 'parimutuel', cutBps: 500 };
const FIXED: OddsMode = { mode: 'fixed', meronMilli: 1_900, walaMilli: 1_850 };

const bets = (...list: [string, BetSide, bigint][]): Bet[] =>
  list.map(([betId, side, stakeMinor]) => ({ betId, playerId: betId, side, stakeMinor }));

/** A fight with these bets taken in OPEN, then closed and given `result` (or cancelled). */
const finished = (odds: OddsMode, taken: Bet[], result: FightResult | 'CANCELLED'): Fight => {
  let fight = openFight({ fightId: 'F', odds, limits });
  for (const bet of taken) fight = placeBet(fight, bet);
  fight = applyAction(fight, { type: 'close' });
  return applyAction(fight, result === 'CANCELLED' ? { type: 'cancel' } : { type: 'result', result });
};

const payouts = (fight: Fight) =>
  Object.fromEntries(
    settleFight(fight).bets.map(({ betId, payoutMinor, kind }) => [betId, [payoutMinor, kind]]),
  );

// Meron 100.00 + 300.00 = 400.00; Wala 200.00 + 50.00 = 250.00; a 10.00 draw bet.
const BOOK = bets(
  ['A', 'meron', 10_000n],
  ['B', 'meron', 30_000n],
  ['C', 'wala', 20_000n],
  ['D', 'wala', 5_000n],
  ['E', 'draw', 1_000n],
);

describe('parimutuel settlement', () => {
  it('shares the pool less 5 % among Meron winners, flooring each payout', () => {
    // Pool 650.00, less 5 % = 617.50; per 1.00 on Meron 617.50 / 400.00 = 1.54375.
    // A: 100.00 × 1.54375 = 154.375 → 154.37; B: 300.00 × 1.54375 = 463.125 → 463.12.
    // Paid 617.49: the house keeps the 32.50 cut and the 0.01 of remainders; the draw bet loses.
    const fight = finished(PARI, BOOK, 'MERON');
    expect(payouts(fight)).toEqual({
      A: [15_437n, 'win'],
      B: [46_312n, 'win'],
      C: [0n, 'lose'],
      D: [0n, 'lose'],
      E: [0n, 'lose'],
    });
    expect(settleFight(fight)).toMatchObject({
      stakedMinor: 66_000n,
      paidMinor: 61_749n,
      houseResultMinor: 4_251n,
      meronWalaHouseMinor: 3_251n,
    });
  });

  it('shares the pool less 5 % among Wala winners: 617.50 / 250.00 = 2.47 exactly', () => {
    // C: 200.00 × 2.47 = 494.00; D: 50.00 × 2.47 = 123.50. No remainder: the house keeps 32.50.
    const fight = finished(PARI, BOOK, 'WALA');
    expect(payouts(fight)).toMatchObject({ C: [49_400n, 'win'], D: [12_350n, 'win'], A: [0n, 'lose'] });
    expect(settleFight(fight)).toMatchObject({ paidMinor: 61_750n, meronWalaHouseMinor: 3_250n });
  });

  it('never pays a winner less than the stake: a losing pool below the cut goes to the house alone', () => {
    // Meron 1,000.00, Wala 20.00: the pool less 5 % is 969.00, under Meron's 1,000.00. Meron winners
    // get their stakes back (1.000), the house keeps the 20.00 Wala lost (not the nominal 51.00 cut).
    const book = bets(['M', 'meron', 100_000n], ['W', 'wala', 2_000n]);
    expect(payouts(finished(PARI, book, 'MERON'))).toEqual({ M: [100_000n, 'win'], W: [0n, 'lose'] });
    expect(settleFight(finished(PARI, book, 'MERON')).houseResultMinor).toBe(2_000n);
    // Wala's win pays 969.00 / 20.00 = 48.45.
    expect(payouts(finished(PARI, book, 'WALA'))).toEqual({ M: [0n, 'lose'], W: [96_900n, 'win'] });
  });

  it('refunds every Meron and Wala bet of a one-sided book, whichever side wins', () => {
    const book = bets(['M1', 'meron', 10_000n], ['M2', 'meron', 2_500n], ['E', 'draw', 1_000n]);
    for (const result of ['MERON', 'WALA'] as const) {
      const fight = finished(PARI, book, result);
      expect(payouts(fight)).toEqual({ M1: [10_000n, 'refund'], M2: [2_500n, 'refund'], E: [0n, 'lose'] });
      expect(settleFight(fight).houseResultMinor).toBe(1_000n);
    }
  });

  it('takes no cut with a cut of 0: winners share the whole pool', () => {
    // 650.00 / 400.00 = 1.625: A 162.50, B 487.50.
    const fight = finished({ mode: 'parimutuel', cutBps: 0 }, BOOK, 'MERON');
    expect(payouts(fight)).toMatchObject({ A: [16_250n, 'win'], B: [48_750n, 'win'] });
    expect(settleFight(fight).meronWalaHouseMinor).toBe(0n);
  });
});

describe('fixed-odds settlement', () => {
  it('pays the posted price, floored: Meron 1.900', () => {
    // A: 100.00 × 1.9 = 190.00; a 3.33 bet × 1.9 = 6.327 → 6.32. House banks: 313.33 in, 196.32 out.
    const book = bets(
      ['A', 'meron', 10_000n],
      ['B', 'meron', 333n],
      ['C', 'wala', 20_000n],
      ['D', 'draw', 1_000n],
    );
    const fight = finished(FIXED, book, 'MERON');
    expect(payouts(fight)).toEqual({
      A: [19_000n, 'win'],
      B: [632n, 'win'],
      C: [0n, 'lose'],
      D: [0n, 'lose'],
    });
    expect(settleFight(fight)).toMatchObject({
      stakedMinor: 31_333n,
      paidMinor: 19_632n,
      houseResultMinor: 11_701n,
    });
  });

  it('lets the house lose when the favourite of its book wins: Wala 1.850', () => {
    // C: 200.00 × 1.85 = 370.00; the house is 313.33 − 370.00 = −56.67.
    const book = bets(
      ['A', 'meron', 10_000n],
      ['B', 'meron', 333n],
      ['C', 'wala', 20_000n],
      ['D', 'draw', 1_000n],
    );
    const fight = finished(FIXED, book, 'WALA');
    expect(payouts(fight)).toMatchObject({ C: [37_000n, 'win'], A: [0n, 'lose'] });
    expect(settleFight(fight).houseResultMinor).toBe(-5_667n);
  });

  it('pays a one-sided fixed book normally: the house banks it', () => {
    const fight = finished(FIXED, bets(['A', 'meron', 10_000n]), 'MERON');
    expect(payouts(fight)).toEqual({ A: [19_000n, 'win'] });
  });
});

describe('draw and cancel', () => {
  for (const odds of [PARI, FIXED]) {
    it(`on a DRAW refunds Meron and Wala and pays draw bets 8 to 1 (${odds.mode})`, () => {
      // E: 10.00 × 9 = 90.00 back. 660.00 in, 650.00 + 90.00 out: the house is −80.00.
      const fight = finished(odds, BOOK, 'DRAW');
      expect(payouts(fight)).toEqual({
        A: [10_000n, 'refund'],
        B: [30_000n, 'refund'],
        C: [20_000n, 'refund'],
        D: [5_000n, 'refund'],
        E: [9_000n, 'win'],
      });
      expect(settleFight(fight)).toMatchObject({ paidMinor: 74_000n, houseResultMinor: -8_000n });
    });

    it(`on a CANCELLED fight refunds every bet in full (${odds.mode})`, () => {
      const fight = finished(odds, BOOK, 'CANCELLED');
      expect(Object.values(payouts(fight)).every(([, kind]) => kind === 'refund')).toBe(true);
      expect(settleFight(fight)).toMatchObject({
        stakedMinor: 66_000n,
        paidMinor: 66_000n,
        houseResultMinor: 0n,
      });
    });
  }

  it('cancels before any bet, and settles an empty fight to nothing', () => {
    const fight = applyAction(openFight({ fightId: 'F', odds: PARI, limits }), { type: 'cancel' });
    expect(settleFight(fight)).toEqual({
      bets: [],
      stakedMinor: 0n,
      paidMinor: 0n,
      houseResultMinor: 0n,
      meronWalaHouseMinor: 0n,
    });
  });

  it('refuses to settle a fight still running', () => {
    let fight = openFight({ fightId: 'F', odds: PARI, limits });
    for (const step of [null, { type: 'last_call' }, { type: 'close' }] as const) {
      if (step) fight = applyAction(fight, step);
      expect(() => settleFight(fight)).toThrow(CockfightError);
    }
  });
});

describe('settlement properties', () => {
  const betArb = fc.record({
    side: fc.constantFrom<BetSide>('meron', 'wala', 'draw'),
    stakeMinor: fc.bigInt({ min: 1n, max: 10n ** 10n }),
  });
  const caseArb = fc.record({
    taken: fc.array(betArb, { maxLength: 30 }),
    cutBps: fc.integer({ min: 0, max: 5_000 }),
    meronMilli: fc.integer({ min: 1_001, max: 100_000 }),
    walaMilli: fc.integer({ min: 1_001, max: 100_000 }),
    parimutuel: fc.boolean(),
    result: fc.constantFrom<FightResult | 'CANCELLED'>('MERON', 'WALA', 'DRAW', 'CANCELLED'),
  });

  it('conserves money, refunds stakes exactly, and in parimutuel pays at most the pool less the cut', () => {
    fc.assert(
      fc.property(caseArb, ({ taken, cutBps, meronMilli, walaMilli, parimutuel, result }) => {
        const book = taken.map((bet, i) => ({ ...bet, betId: `b${i}`, playerId: `p${i}` }));
        const odds: OddsMode = parimutuel
          ? { mode: 'parimutuel', cutBps }
          : { mode: 'fixed', meronMilli, walaMilli };
        const settlement = settleFight(finished(odds, book, result));
        const staked = book.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
        expect(settlement.stakedMinor).toBe(staked);
        expect(settlement.paidMinor + settlement.houseResultMinor).toBe(staked);
        expect(settlement.bets.reduce((sum, bet) => sum + bet.payoutMinor, 0n)).toBe(settlement.paidMinor);

        let meronWala = 0n;
        let paidMeronWala = 0n;
        let winners = 0n;
        let winnerStakes = 0n;
        settlement.bets.forEach(({ betId, payoutMinor, kind }, i) => {
          const bet = book[i]!;
          expect(betId).toBe(bet.betId);
          if (kind === 'refund') expect(payoutMinor).toBe(bet.stakeMinor);
          if (kind === 'lose') expect(payoutMinor).toBe(0n);
          if (kind === 'win') expect(payoutMinor).toBeGreaterThanOrEqual(bet.stakeMinor);
          if (result === 'CANCELLED') expect(kind).toBe('refund');
          if (bet.side !== 'draw') {
            meronWala += bet.stakeMinor;
            paidMeronWala += payoutMinor;
            if (kind === 'win') {
              winners += 1n;
              winnerStakes += bet.stakeMinor;
            }
          }
        });
        expect(settlement.meronWalaHouseMinor).toBe(meronWala - paidMeronWala);

        if (parimutuel && winners > 0n) {
          // Winners share at most the pool less the cut — or, when that is under their stakes,
          // exactly their stakes; and flooring keeps back less than one minor unit per winner.
          const net = meronWala * BigInt(BASIS_POINTS - cutBps); // the pool less the cut, × 10000
          const owed = net > winnerStakes * BigInt(BASIS_POINTS) ? net : winnerStakes * BigInt(BASIS_POINTS);
          expect(paidMeronWala * BigInt(BASIS_POINTS)).toBeLessThanOrEqual(owed);
          expect(paidMeronWala * BigInt(BASIS_POINTS)).toBeGreaterThan(owed - winners * BigInt(BASIS_POINTS));
          if (net >= winnerStakes * BigInt(BASIS_POINTS)) {
            expect(paidMeronWala * BigInt(BASIS_POINTS)).toBeLessThanOrEqual(net);
          } else {
            expect(paidMeronWala).toBe(winnerStakes);
          }
          expect(paidMeronWala).toBeLessThanOrEqual(meronWala);
        }
        if (parimutuel) expect(settlement.meronWalaHouseMinor).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 500 },
    );
  });
});
