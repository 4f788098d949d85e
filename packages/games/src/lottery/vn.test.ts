import { describe, expect, it } from 'vitest';
import type { RandomStream } from '../random-stream.ts';
import { createRandomStream } from '../rng.ts';
import { type Fraction, fraction, LotteryInputError, ticketCost, ticketReturn } from './types.ts';
import {
  allAppearProbability,
  assertVnSelection,
  binomial,
  DEFAULT_VN_RATES,
  drawVn,
  noneAppearProbability,
  parseVnSelection,
  settleVn,
  VN_PRIZE_STRUCTURE,
  VN_PRODUCTS,
  VN_PRODUCTS_BY_REGION,
  VN_REGIONS,
  type VnProduct,
  type VnRates,
  type VnResult,
  validateVnResult,
  vnBetCount,
  vnEndings,
  vnExpectedHits,
  vnNumbers,
  vnNumbersWithDigits,
  vnProductRtp,
  vnRate,
} from './vn.ts';

/**
 * A hand-made north result. Its 27 lô 2 số endings: 45 ×3 (special, g2.2, g7.1); 90 ×2 (g1, g5.2);
 * 12 ×2 (g4.4, g5.3); 56 ×2 (g5.1, g6.2); 89 ×2 (g6.3, g7.3); once each 11 33 04 05 06 07 08 34 78
 * 41 14 16 18 23 67 01. Never drawn: 00 02 03 09 10 13 15 17 19 20 …
 */
const NORTH: VnResult = {
  region: 'north',
  tiers: {
    special: ['12345'],
    g1: ['67890'],
    g2: ['11111', '22245'],
    g3: ['33333', '44404', '55505', '66606', '77707', '88808'],
    g4: ['1234', '5678', '9041', '0012'],
    g5: ['3456', '7890', '1112', '1314', '1516', '1718'],
    g6: ['123', '456', '789'],
    g7: ['45', '67', '89', '01'],
  },
};

/**
 * A hand-made south result. Lô 2 số endings: 45 ×6 (g8, g7, g6.2, g4.1, g4.2, special), then 34 00
 * 99 11 22 33 44 55 90 79 80 23. Lô 3 số: 345 ×3 (g7, g4.1, special).
 */
const SOUTH: VnResult = {
  region: 'south',
  tiers: {
    g8: ['45'],
    g7: ['345'],
    g6: ['1234', '5645', '0000'],
    g5: ['9999'],
    g4: ['12345', '00045', '11111', '22222', '33333', '44444', '55555'],
    g3: ['67890', '13579'],
    g2: ['24680'],
    g1: ['11223'],
    special: ['987345'],
  },
};

const inputError = (run: () => unknown): { reason: string; field: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof LotteryInputError) return { reason: error.reason, field: error.field };
    throw error;
  }
  throw new Error('expected a LotteryInputError');
};

const settle = (product: VnProduct, input: string, result: VnResult) =>
  settleVn(product, parseVnSelection(product, input), result);

const seeds = (nonce: number) => ({ serverSeed: 'vn-server-seed', clientSeed: 'vn-client', nonce });

describe('Vietnamese lottery draw', () => {
  it('has the regions’ prize structures: 27 numbers in 8 tiers north, 18 in 9 elsewhere', () => {
    const sizes = Object.fromEntries(
      VN_REGIONS.map((region) => [
        region,
        VN_PRIZE_STRUCTURE[region].map(({ tier, digits, count }) => `${tier}:${digits}x${count}`).join(' '),
      ]),
    );
    expect(sizes).toEqual({
      north: 'g1:5x1 g2:5x2 g3:5x6 g4:4x4 g5:4x6 g6:3x3 g7:2x4 special:5x1',
      central: 'g8:2x1 g7:3x1 g6:4x3 g5:4x1 g4:5x7 g3:5x2 g2:5x1 g1:5x1 special:6x1',
      south: 'g8:2x1 g7:3x1 g6:4x3 g5:4x1 g4:5x7 g3:5x2 g2:5x1 g1:5x1 special:6x1',
    });
    expect(vnNumbers(NORTH)).toHaveLength(27);
    expect(vnNumbers(SOUTH)).toHaveLength(18);
    expect([2, 3, 4].map((digits) => vnNumbersWithDigits('north', digits))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((digits) => vnNumbersWithDigits('south', digits))).toEqual([18, 17, 16]);
    expect(vnEndings(NORTH, 2)).toHaveLength(27);
    expect(vnEndings(NORTH, 3)).toHaveLength(23);
    expect(vnEndings(SOUTH, 4)).toHaveLength(16);
  });

  it('takes exactly a region and a stream, never a bet', () => {
    expect(drawVn.length).toBe(2);
  });

  it('draws every number as nextInt(10^digits) in the documented order, zero-padded', () => {
    for (const region of VN_REGIONS) {
      const bounds: number[] = [];
      const stream: RandomStream = {
        nextInt: (bound) => {
          bounds.push(bound);
          return bounds.length; // 1, 2, 3, … so the order is visible in the result
        },
        nextFloat: () => 0,
        position: () => bounds.length,
      };
      const result = drawVn(region, stream);
      const expected = VN_PRIZE_STRUCTURE[region].flatMap(({ digits, count }) =>
        Array.from({ length: count }, () => 10 ** digits),
      );
      expect(bounds).toEqual(expected);
      expect(vnNumbers(result)).toEqual(
        VN_PRIZE_STRUCTURE[region]
          .flatMap(({ digits, count }) => Array.from({ length: count }, () => digits))
          .map((digits, index) => String(index + 1).padStart(digits, '0')),
      );
      expect(validateVnResult(region, result)).toEqual(result);
    }
    // North draws G1 first ("00001") and the special last (the 27th number).
    const counter = { n: 0 };
    const stream: RandomStream = {
      nextInt: () => {
        counter.n += 1;
        return counter.n;
      },
      nextFloat: () => 0,
      position: () => counter.n,
    };
    const north = drawVn('north', stream);
    expect(north.tiers.g1).toEqual(['00001']);
    expect(north.tiers.g7).toEqual(['23', '24', '25', '26']);
    expect(north.tiers.special).toEqual(['00027']);
  });

  it('replays the same result from the same seeds, and differs with the nonce', () => {
    for (const region of VN_REGIONS) {
      const a = drawVn(region, createRandomStream(seeds(7)));
      const b = drawVn(region, createRandomStream(seeds(7)));
      const c = drawVn(region, createRandomStream(seeds(8)));
      expect(a).toEqual(b);
      expect(a).not.toEqual(c);
      expect(validateVnResult(region, a)).toEqual(a);
    }
  });

  it('draws endings whose frequencies match the exact probabilities (seeded, so deterministic)', () => {
    const draws = 3000;
    let lo = 0;
    let xien = 0;
    let truot = 0;
    const lo2 = parseVnSelection('lo2', '00');
    const xien2 = parseVnSelection('xien2', '00 01');
    const truot4 = parseVnSelection('lo_truot4', '00 01 02 03');
    for (let nonce = 0; nonce < draws; nonce += 1) {
      const result = drawVn('north', createRandomStream(seeds(nonce)));
      lo += settleVn('lo2', lo2, result).hits;
      xien += settleVn('xien2', xien2, result).hits;
      truot += settleVn('lo_truot4', truot4, result).hits;
    }
    const near = (observed: number, expected: Fraction, tolerance: number) =>
      expect(Math.abs(observed / draws - Number(expected.num) / Number(expected.den))).toBeLessThan(
        tolerance,
      );
    near(lo, vnExpectedHits('north', 'lo2'), 0.04); // 0.27, sd ≈ 0.0095
    near(xien, vnExpectedHits('north', 'xien2'), 0.02); // ≈ 0.0549, sd ≈ 0.0042
    near(truot, vnExpectedHits('north', 'lo_truot4'), 0.04); // ≈ 0.332, sd ≈ 0.0086
  });
});

describe('an operator-entered result', () => {
  it('accepts a well-formed result and returns a copy', () => {
    expect(validateVnResult('north', NORTH)).toEqual(NORTH);
    expect(validateVnResult('south', SOUTH)).toEqual(SOUTH);
    expect(validateVnResult('central', { ...SOUTH, region: 'central' }).region).toBe('central');
  });

  it('names the failing tier or number', () => {
    const north = (tiers: Record<string, unknown>) =>
      inputError(() =>
        validateVnResult('north', {
          region: 'north',
          tiers: { ...NORTH.tiers, ...tiers } as VnResult['tiers'],
        }),
      );
    expect(north({ g3: ['33333', '4440', '55505', '66606', '77707', '88808'] })).toEqual({
      reason: 'bad_number',
      field: 'g3.2',
    });
    expect(north({ g3: ['33333', '44404', '55505', '66606', '77707'] })).toEqual({
      reason: 'wrong_count',
      field: 'g3',
    });
    expect(north({ g7: ['45', '67', '89', ' 1'] })).toEqual({ reason: 'bad_number', field: 'g7.4' });
    expect(north({ special: [12345] })).toEqual({ reason: 'bad_number', field: 'special.1' });
    expect(north({ g8: ['12'] })).toEqual({ reason: 'unexpected_tier', field: 'g8' });
    const { g5: _dropped, ...withoutG5 } = NORTH.tiers;
    expect(inputError(() => validateVnResult('north', { region: 'north', tiers: withoutG5 }))).toEqual({
      reason: 'missing_tier',
      field: 'g5',
    });
    // A south special has 6 digits; north's 5-digit special is refused there.
    expect(
      inputError(() =>
        validateVnResult('south', { region: 'south', tiers: { ...SOUTH.tiers, special: ['12345'] } }),
      ),
    ).toEqual({ reason: 'bad_number', field: 'special.1' });
    expect(inputError(() => validateVnResult('south', NORTH))).toEqual({
      reason: 'wrong_region',
      field: 'region',
    });
  });
});

describe('selections', () => {
  it('parses spaces, commas and semicolons into sorted zero-padded picks', () => {
    expect(parseVnSelection('lo2', '78 12,56;  34')).toEqual(['12', '34', '56', '78']);
    expect(parseVnSelection('lo2', ' 05 , ,00 ')).toEqual(['00', '05']);
    expect(parseVnSelection('lo3', '007 345')).toEqual(['007', '345']);
    expect(parseVnSelection('lo4', '0012')).toEqual(['0012']);
    expect(parseVnSelection('ba_cang', '345\n999')).toEqual(['345', '999']);
    expect(parseVnSelection('dau', '9 0')).toEqual(['0', '9']);
    expect(parseVnSelection('xien3', '67 01 45 99')).toEqual(['01', '45', '67', '99']);
    expect(parseVnSelection('lo_truot4', '09 00 03 02')).toEqual(['00', '02', '03', '09']);
  });

  it('refuses empty, malformed, duplicate and miscounted picks', () => {
    expect(inputError(() => parseVnSelection('lo2', ''))).toEqual({
      reason: 'empty_selection',
      field: 'selection',
    });
    expect(inputError(() => parseVnSelection('de', ' ,; '))).toMatchObject({ reason: 'empty_selection' });
    expect(inputError(() => parseVnSelection('lo2', '5'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('lo2', '123'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('lo2', '1a'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('lo2', '-1'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('lo3', '45'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('ba_cang', '12345'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('duoi', '10'))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => parseVnSelection('lo2', '١٢'))).toMatchObject({ reason: 'bad_number' }); // Arabic-Indic digits
    expect(inputError(() => parseVnSelection('lo2', '12 34 12'))).toMatchObject({
      reason: 'duplicate_number',
    });
    expect(inputError(() => parseVnSelection('xien2', '12 12'))).toMatchObject({
      reason: 'duplicate_number',
    });
    expect(inputError(() => parseVnSelection('xien2', '12'))).toMatchObject({ reason: 'wrong_count' });
    expect(inputError(() => parseVnSelection('xien4', '12 34 56'))).toMatchObject({ reason: 'wrong_count' });
    expect(inputError(() => parseVnSelection('lo_truot4', '00 01 02'))).toMatchObject({
      reason: 'wrong_count',
    });
    expect(inputError(() => parseVnSelection('lo_truot4', '00 01 02 03 04'))).toMatchObject({
      reason: 'wrong_count',
    });
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    expect(parseVnSelection('lo2', all.join(' '))).toHaveLength(100);
    expect(inputError(() => parseVnSelection('lo2', `${all.join(' ')} 00`))).toMatchObject({
      reason: 'too_many_numbers',
    });
    expect(inputError(() => parseVnSelection('xien2', all.slice(0, 11).join(' ')))).toMatchObject({
      reason: 'too_many_numbers',
    });
    expect(inputError(() => parseVnSelection('lo2', '1 '.repeat(1500)))).toMatchObject({
      reason: 'too_many_numbers',
    });
    expect(inputError(() => parseVnSelection('keno' as VnProduct, '12'))).toEqual({
      reason: 'unknown_product',
      field: 'product',
    });
  });

  it('counts bets: one per pick, C(k, N) for xiên, one for lô trượt', () => {
    const count = (product: VnProduct, input: string) =>
      vnBetCount(product, parseVnSelection(product, input));
    expect(count('lo2', '12 34 56 78')).toBe(4);
    expect(count('de', '00 99')).toBe(2);
    expect(count('ba_cang', '123')).toBe(1);
    expect(count('dau', '0 1 2')).toBe(3);
    expect(count('xien2', '12 34')).toBe(1);
    expect(count('xien2', '12 34 56')).toBe(3);
    expect(count('xien3', '01 45 67 99')).toBe(4);
    expect(count('xien3', '01 02 03 04 05')).toBe(10);
    expect(count('xien4', '01 02 03 04 05 06 07 08 09 10')).toBe(210);
    expect(count('lo_truot10', '00 02 03 09 10 13 15 17 19 20')).toBe(1);
    expect(binomial(10, 4)).toBe(210n);
    expect(binomial(3, 5)).toBe(0n);
  });

  it('refuses a stored selection that is not canonical', () => {
    expect(inputError(() => assertVnSelection('lo2', ['34', '12']))).toMatchObject({
      reason: 'bad_selection',
    });
    expect(inputError(() => vnBetCount('lo2', ['5']))).toMatchObject({ reason: 'bad_number' });
    expect(inputError(() => settleVn('xien2', ['12'], NORTH))).toMatchObject({ reason: 'wrong_count' });
  });
});

describe('settlement (hand-checked)', () => {
  it('lô 2 số pays every appearance: 45 drawn 3 times is 3 hits', () => {
    expect(settle('lo2', '45 90 99', NORTH)).toEqual({
      hits: 5,
      winning: [
        { bet: ['45'], hits: 3 },
        { bet: ['90'], hits: 2 },
      ],
    });
    expect(settle('lo2', '45', SOUTH).hits).toBe(6);
    expect(settle('lo2', '00 99 80', SOUTH).hits).toBe(3);
    expect(settle('lo2', '02 03', NORTH)).toEqual({ hits: 0, winning: [] });
  });

  it('lô 3 số and lô 4 số read numbers with at least that many digits', () => {
    // 890: G1 67890 and G5 7890; 456: G5 3456 and G6 456; 345: special; G7's 2-digit 45 is not read.
    expect(settle('lo3', '890 456 345 999', NORTH).hits).toBe(5);
    expect(settle('lo3', '045', NORTH).hits).toBe(0);
    expect(settle('lo3', '345', SOUTH).hits).toBe(3); // G7 345, G4 12345, special 987345
    // 7890: G1 and G5; 0012: G4; 1234: G4 (and not G6's 3-digit 123).
    expect(settle('lo4', '7890 0012 1234', NORTH).hits).toBe(4);
    expect(settle('lo4', '7345 0045 0000', SOUTH).hits).toBe(3);
    expect(settle('lo4', '0345', SOUTH).hits).toBe(0); // G7 345 has only 3 digits
  });

  it('đề, đề đầu, 3 càng, đầu and đuôi read one number', () => {
    expect(settle('de', '45 46', NORTH)).toEqual({ hits: 1, winning: [{ bet: ['45'], hits: 1 }] });
    expect(settle('de', '90', NORTH).hits).toBe(0);
    // Đề đầu: north G1 67890 → 90; south G8 → 45.
    expect(settle('de_dau', '90', NORTH).hits).toBe(1);
    expect(settle('de_dau', '45', NORTH).hits).toBe(0);
    expect(settle('de_dau', '45', SOUTH).hits).toBe(1);
    expect(settle('de_dau', '23', SOUTH).hits).toBe(0); // G1 11223 is not the south's đề đầu
    // 3 càng on the south's 6-digit special 987345 → 345; north 12345 → 345.
    expect(settle('ba_cang', '345', SOUTH)).toEqual({ hits: 1, winning: [{ bet: ['345'], hits: 1 }] });
    expect(settle('ba_cang', '734 873', SOUTH).hits).toBe(0);
    expect(settle('ba_cang', '245 345', NORTH).hits).toBe(1);
    // Đầu / đuôi: the special's last two 45 → tens 4, units 5.
    expect(settle('dau', '4 5', NORTH)).toEqual({ hits: 1, winning: [{ bet: ['4'], hits: 1 }] });
    expect(settle('duoi', '4 5', NORTH)).toEqual({ hits: 1, winning: [{ bet: ['5'], hits: 1 }] });
    expect(settle('dau', '5', SOUTH).hits).toBe(0);
  });

  it('xiên pays each combination whose numbers all appear, once', () => {
    // 3 picks = 3 bets: {45, 90} wins once (45 appears 3 times, still 1 hit); {45, 99}, {90, 99} lose.
    const xien2 = settle('xien2', '45 90 99', NORTH);
    expect(xien2).toEqual({ hits: 1, winning: [{ bet: ['45', '90'], hits: 1 }] });
    expect(settle('xien3', '01 45 67 99', NORTH)).toEqual({
      hits: 1,
      winning: [{ bet: ['01', '45', '67'], hits: 1 }],
    });
    // Five drawn numbers: all C(5, 4) = 5 combinations win.
    expect(settle('xien4', '01 04 05 06 07', NORTH).hits).toBe(5);
    expect(settle('xien4', '01 04 05 99', NORTH).hits).toBe(0);
    expect(settle('xien2', '00 99', SOUTH).hits).toBe(1);
    expect(settle('xien2', '00 01', SOUTH).hits).toBe(0);
  });

  it('lô trượt wins when none of its numbers appears', () => {
    expect(settle('lo_truot4', '00 02 03 09', NORTH)).toEqual({
      hits: 1,
      winning: [{ bet: ['00', '02', '03', '09'], hits: 1 }],
    });
    expect(settle('lo_truot4', '00 02 03 45', NORTH).hits).toBe(0);
    expect(settle('lo_truot8', '00 02 03 09 10 13 15 17', NORTH).hits).toBe(1);
    expect(settle('lo_truot10', '00 02 03 09 10 13 15 17 19 20', NORTH).hits).toBe(1);
    expect(settle('lo_truot10', '00 02 03 09 10 13 15 17 19 18', NORTH).hits).toBe(0);
    expect(settle('lo_truot4', '01 02 03 04', SOUTH).hits).toBe(1);
    expect(settle('lo_truot4', '00 02 03 04', SOUTH).hits).toBe(0); // G6 0000
  });

  it('pays a ticket through ticketReturn at payout / price', () => {
    // North lô 2 số 23 → 80: a point of 23,000 đ (2,300,000 minor units) on 45 drawn 3 times returns
    // 3 × 80,000 đ.
    const { hits } = settle('lo2', '45', NORTH);
    expect(ticketReturn(2_300_000n, 1, [{ hits, rate: vnRate('north', 'lo2') }])).toBe(24_000_000n);
    // Xiên 2 on three picks: cost 3 bets, one wins 16 × the unit.
    const selection = parseVnSelection('xien2', '45 90 99');
    expect(ticketCost(vnBetCount('xien2', selection), 1000n, 2)).toBe(6000n);
    const won = settleVn('xien2', selection, NORTH);
    expect(ticketReturn(1000n, 2, [{ hits: won.hits, rate: vnRate('north', 'xien2') }])).toBe(32_000n);
    // A south lô 2 số point of 18.00 (1800 minor units) returns 80.00 per hit: floor(1 × 80/18 × 1800).
    expect(ticketReturn(1800n, 1, [{ hits: 1, rate: vnRate('south', 'lo2') }])).toBe(8000n);
    expect(ticketReturn(7n, 1, [{ hits: 1, rate: vnRate('north', 'lo2') }])).toBe(24n); // 7 × 80 / 23 = 24.3
  });

  it('refuses a result that is malformed', () => {
    const broken = { region: 'north', tiers: { ...NORTH.tiers, g2: ['11111'] } } as VnResult;
    expect(inputError(() => settle('lo2', '45', broken))).toEqual({ reason: 'wrong_count', field: 'g2' });
  });
});

describe('exact return to player', () => {
  /** Counts of the m^n sequences in which all (or none) of `picks` values 0…picks−1 appear. */
  const exhaustive = (picks: number, draws: number, space: number) => {
    let all = 0n;
    let none = 0n;
    const sequence: number[] = [];
    const walk = () => {
      if (sequence.length === draws) {
        const seen = new Set(sequence);
        let count = 0;
        for (let v = 0; v < picks; v += 1) if (seen.has(v)) count += 1;
        if (count === picks) all += 1n;
        if (count === 0) none += 1n;
        return;
      }
      for (let v = 0; v < space; v += 1) {
        sequence.push(v);
        walk();
        sequence.pop();
      }
    };
    walk();
    const total = BigInt(space) ** BigInt(draws);
    return { all: fraction(all, total), none: fraction(none, total) };
  };

  it('inclusion–exclusion agrees with an exhaustive count on tiny cases', () => {
    for (const [picks, draws, space] of [
      [1, 1, 2],
      [2, 3, 4],
      [2, 5, 5],
      [3, 4, 5],
      [3, 6, 4],
      [4, 6, 5],
      [4, 3, 6], // fewer draws than picks: never
      [0, 3, 3],
    ] as const) {
      const counted = exhaustive(picks, draws, space);
      expect(allAppearProbability(picks, draws, space)).toEqual(counted.all);
      expect(noneAppearProbability(picks, draws, space)).toEqual(counted.none);
    }
    expect(allAppearProbability(4, 3, 6)).toEqual(fraction(0));
    // Hand: 2 of 4 values in 3 draws: 1 − 2(3/4)^3 + (2/4)^3 = (64 − 54 + 8)/64 = 18/64.
    expect(allAppearProbability(2, 3, 4)).toEqual(fraction(18, 64));
  });

  it('inclusion–exclusion agrees with a step-by-step chain at the real sizes', () => {
    // The chain: after each draw, of the N picks, s seen so far; a draw shows a new one in N − s of
    // 100 ways. Counts over 100^n, exact.
    const chain = (picks: number, draws: number): Fraction => {
      let counts: bigint[] = Array.from({ length: picks + 1 }, (_, s) => (s === 0 ? 1n : 0n));
      for (let d = 0; d < draws; d += 1) {
        const next: bigint[] = counts.map(() => 0n);
        counts.forEach((ways, seen) => {
          const fresh = BigInt(picks - seen);
          next[seen] = next[seen]! + ways * (100n - fresh);
          if (fresh > 0n) next[seen + 1] = next[seen + 1]! + ways * fresh;
        });
        counts = next;
      }
      return fraction(counts[picks]!, 100n ** BigInt(draws));
    };
    for (const draws of [18, 27]) {
      for (const picks of [2, 3, 4])
        expect(allAppearProbability(picks, draws, 100)).toEqual(chain(picks, draws));
    }
  });

  it('has hand-computed values for every product', () => {
    const rtp = (region: 'north' | 'south', product: VnProduct) => vnProductRtp(region, product);
    // North lô 2 số 23 → 80: 27 endings × 1/100 × 80/23.
    expect(rtp('north', 'lo2')).toEqual(fraction(27 * 80, 100 * 23));
    expect(rtp('north', 'lo2')).toEqual(fraction(108, 115)); // 93.91 %
    expect(rtp('south', 'lo2')).toEqual(fraction(18 * 80, 100 * 18)); // 80 %
    expect(rtp('north', 'lo3')).toEqual(fraction(23 * 900, 1000 * 23)); // 90 %
    expect(rtp('south', 'lo3')).toEqual(fraction(17 * 900, 1000 * 17));
    expect(rtp('north', 'lo4')).toEqual(fraction(20 * 8800, 10_000 * 20)); // 88 %
    expect(rtp('south', 'lo4')).toEqual(fraction(16 * 8800, 10_000 * 16));
    expect(rtp('north', 'de')).toEqual(fraction(85, 100));
    expect(rtp('south', 'de')).toEqual(fraction(80, 100));
    expect(rtp('north', 'de_dau')).toEqual(fraction(85, 100));
    expect(rtp('north', 'ba_cang')).toEqual(fraction(900, 1000));
    expect(rtp('south', 'ba_cang')).toEqual(fraction(850, 1000));
    expect(rtp('north', 'dau')).toEqual(fraction(9, 10));
    expect(rtp('south', 'duoi')).toEqual(fraction(9, 10));
    // Xiên 2 north: 16 × (100^27 − 2·99^27 + 98^27) / 100^27.
    const p27 = 100n ** 27n;
    expect(rtp('north', 'xien2')).toEqual(fraction(16n * (p27 - 2n * 99n ** 27n + 98n ** 27n), p27));
    expect(rtp('north', 'xien3')).toEqual(
      fraction(70n * (p27 - 3n * 99n ** 27n + 3n * 98n ** 27n - 97n ** 27n), p27),
    );
    expect(rtp('north', 'xien4')).toEqual(
      fraction(320n * (p27 - 4n * 99n ** 27n + 6n * 98n ** 27n - 4n * 97n ** 27n + 96n ** 27n), p27),
    );
    const p18 = 100n ** 18n;
    expect(rtp('south', 'xien2')).toEqual(fraction(34n * (p18 - 2n * 99n ** 18n + 98n ** 18n), p18));
    // Lô trượt 4 north 10 → 27: (96/100)^27 × 27/10.
    expect(rtp('north', 'lo_truot4')).toEqual(fraction(96n ** 27n * 27n, p27 * 10n));
    expect(rtp('north', 'lo_truot8')).toEqual(fraction(92n ** 27n * 85n, p27 * 10n));
    expect(rtp('north', 'lo_truot10')).toEqual(fraction(90n ** 27n * 15n, p27));
    expect(rtp('south', 'lo_truot10')).toEqual(fraction(90n ** 18n * 6n, p18));
    // Rounded for the comments beside DEFAULT_VN_RATES.
    const percent = (value: Fraction) => Number((value.num * 10_000n) / value.den) / 100;
    expect(percent(rtp('north', 'xien2'))).toBe(87.81);
    expect(percent(rtp('north', 'lo_truot4'))).toBe(89.67);
    expect(percent(rtp('south', 'xien4'))).toBe(88.83);
  });

  it('keeps every default product within 80 %…99 % in every region that offers it', () => {
    for (const region of VN_REGIONS) {
      expect(VN_PRODUCTS_BY_REGION[region]).toEqual(VN_PRODUCTS);
      for (const product of VN_PRODUCTS_BY_REGION[region]) {
        const { num, den } = vnProductRtp(region, product, DEFAULT_VN_RATES);
        expect(num * 100n >= 80n * den, `${region} ${product}`).toBe(true);
        expect(num * 100n <= 99n * den, `${region} ${product}`).toBe(true);
      }
    }
  });

  it('uses the given rates and refuses a bad one', () => {
    expect(vnRate('north', 'lo2')).toEqual(fraction(80, 23));
    expect(vnRate('south', 'xien2')).toEqual(fraction(34));
    const rates: VnRates = {
      ...DEFAULT_VN_RATES,
      north: { ...DEFAULT_VN_RATES.north, de: { price: 10n, payout: 990n } },
    };
    expect(vnProductRtp('north', 'de', rates)).toEqual(fraction(99, 100));
    const zero: VnRates = {
      ...DEFAULT_VN_RATES,
      north: { ...DEFAULT_VN_RATES.north, de: { price: 0n, payout: 1n } },
    };
    expect(() => vnRate('north', 'de', zero)).toThrow(RangeError);
    expect(() => vnRate('west' as 'north', 'de')).toThrow(RangeError);
    expect(() => allAppearProbability(3, 5, 2)).toThrow(RangeError);
  });
});
