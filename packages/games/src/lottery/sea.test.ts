import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../rng.ts';
import {
  DEFAULT_SEA_RATES,
  drawSea,
  parseSeaSelection,
  SEA_MAX_PICKS,
  SEA_PICK_CLASSES,
  SEA_PRODUCT_SPECS,
  SEA_PRODUCTS,
  type Sea4dResult,
  type SeaProduct,
  type SeaRates,
  type SeaResult,
  type SeaThaiResult,
  seaBetCount,
  seaPermutationCount,
  seaPermutations,
  seaProductRtp,
  seaProductRtpByClass,
  settleSea,
  validateSeaResult,
} from './sea.ts';
import {
  addFractions,
  type Fraction,
  fraction,
  LotteryInputError,
  ticketCost,
  ticketReturn,
} from './types.ts';

const seeds = { serverSeed: 'sea-server', clientSeed: 'sea-client', nonce: 7 };

/** The member's-eye return of one unit on a selection: Σ hits × rate, exact. */
const perUnit = (
  product: SeaProduct,
  picks: string,
  result: SeaResult,
  rates: SeaRates = DEFAULT_SEA_RATES,
) =>
  settleSea(product, parseSeaSelection(product, picks), result, rates).wins.reduce(
    (sum, { hits, rate }) => addFractions(sum, fraction(rate.num * BigInt(hits), rate.den)),
    fraction(0),
  );

const inputError = (run: () => unknown): { reason: string; field: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof LotteryInputError) return { reason: error.reason, field: error.field };
    throw error;
  }
  throw new Error('expected a LotteryInputError');
};

// 23 distinct numbers; 3211 and 1132 are permutations of 1123, 0234 ends like nothing in the top 3.
const FOUR_D: Sea4dResult = {
  kind: '4d',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['3211', '0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888'],
  consolation: ['1132', '0234', '1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000'],
};

const THAI: SeaThaiResult = {
  kind: 'thai',
  first: '123456',
  front3: ['111', '222'],
  back3: ['333', '456'],
  bottom2: '56',
};

const thaiEnding = (ending: string): SeaThaiResult => ({ ...THAI, first: `000${ending}` });

describe('SEA draws', () => {
  it('takes exactly (kind, stream): nothing about a bet can steer it', () => {
    expect(drawSea.length).toBe(2);
    // A stream offering nextInt alone is enough: no nextFloat, no other source.
    const { nextInt } = createRandomStream(seeds);
    expect(drawSea('thai', { nextInt }).kind).toBe('thai');
  });

  it('replays the same result from the same seeds, and another from another nonce', () => {
    for (const kind of ['4d', 'thai'] as const) {
      const a = drawSea(kind, createRandomStream(seeds));
      const b = drawSea(kind, createRandomStream(seeds));
      expect(a).toEqual(b);
      expect(drawSea(kind, createRandomStream({ ...seeds, nonce: 8 }))).not.toEqual(a);
    }
  });

  it('draws 4D as nextInt(10000) in prize order, redrawing a repeat, so a verifier recomputes it', () => {
    const result = drawSea('4d', createRandomStream(seeds));
    const { nextInt } = createRandomStream(seeds);
    const drawn: string[] = [];
    while (drawn.length < 23) {
      const value = String(nextInt(10_000)).padStart(4, '0');
      if (!drawn.includes(value)) drawn.push(value);
    }
    expect([result.first, result.second, result.third, ...result.starters, ...result.consolation]).toEqual(
      drawn,
    );
    expect(new Set(drawn).size).toBe(23);
    expect(validateSeaResult('4d', result)).toEqual(result);
  });

  it('redraws a repeated 4D number and pads with zeros', () => {
    const values = [7, 7, 7, 42, 7, 9999, ...Array.from({ length: 20 }, (_, i) => 100 + i)];
    let at = 0;
    const result = drawSea('4d', { nextInt: () => values[at++]! });
    expect([result.first, result.second, result.third]).toEqual(['0007', '0042', '9999']);
    expect(result.starters[0]).toBe('0100');
    expect(result.consolation[9]).toBe('0119');
    expect(at).toBe(26); // 23 numbers + 3 repeats
  });

  it('draws Thai as first, front3 ×2, back3 ×2, bottom2, one nextInt each', () => {
    const bounds: number[] = [];
    const values = [42, 7, 999, 0, 10, 5];
    const result = drawSea('thai', {
      nextInt: (bound) => {
        bounds.push(bound);
        return values[bounds.length - 1]!;
      },
    });
    expect(bounds).toEqual([1_000_000, 1000, 1000, 1000, 1000, 100]);
    expect(result).toEqual({
      kind: 'thai',
      first: '000042',
      front3: ['007', '999'],
      back3: ['000', '010'],
      bottom2: '05',
    });
    const real = drawSea('thai', createRandomStream(seeds));
    expect(validateSeaResult('thai', real)).toEqual(real);
  });

  it('refuses an unknown kind', () => {
    expect(() => drawSea('keno' as '4d', createRandomStream(seeds))).toThrow(RangeError);
  });
});

describe('SEA result entry', () => {
  it('accepts a well-formed result with or without its kind, as a copy', () => {
    const { kind: _kind, ...bare } = FOUR_D;
    const copy = validateSeaResult('4d', bare);
    expect(copy).toEqual(FOUR_D);
    expect(copy.starters).not.toBe(FOUR_D.starters);
    expect(validateSeaResult('thai', THAI)).toEqual(THAI);
  });

  it('names the failing field and a stable reason', () => {
    const starters = [...FOUR_D.starters];
    starters[3] = '333';
    expect(inputError(() => validateSeaResult('4d', { ...FOUR_D, starters }))).toEqual({
      field: 'starters.3',
      reason: 'bad_number',
    });
    expect(inputError(() => validateSeaResult('4d', { ...FOUR_D, first: 1234 }))).toEqual({
      field: 'first',
      reason: 'bad_number',
    });
    expect(inputError(() => validateSeaResult('4d', { ...FOUR_D, third: '9O12' }))).toEqual({
      field: 'third',
      reason: 'bad_number',
    });
    expect(inputError(() => validateSeaResult('4d', { ...FOUR_D, starters: starters.slice(0, 9) }))).toEqual({
      field: 'starters',
      reason: 'bad_count',
    });
    const consolation = [...FOUR_D.consolation];
    consolation[4] = '5678'; // the second prize again
    expect(inputError(() => validateSeaResult('4d', { ...FOUR_D, consolation }))).toEqual({
      field: 'consolation.4',
      reason: 'duplicate_number',
    });
    expect(inputError(() => validateSeaResult('4d', { ...FOUR_D, second: '1234' }))).toEqual({
      field: 'second',
      reason: 'duplicate_number',
    });
    expect(inputError(() => validateSeaResult('4d', THAI))).toEqual({ field: 'kind', reason: 'bad_kind' });
    expect(inputError(() => validateSeaResult('4d', null))).toEqual({
      field: 'result',
      reason: 'bad_result',
    });
    expect(inputError(() => validateSeaResult('thai', [THAI]))).toEqual({
      field: 'result',
      reason: 'bad_result',
    });
    expect(inputError(() => validateSeaResult('thai', { ...THAI, first: '12345' }))).toEqual({
      field: 'first',
      reason: 'bad_number',
    });
    expect(inputError(() => validateSeaResult('thai', { ...THAI, back3: ['333', '4567'] }))).toEqual({
      field: 'back3.1',
      reason: 'bad_number',
    });
    expect(inputError(() => validateSeaResult('thai', { ...THAI, front3: ['111'] }))).toEqual({
      field: 'front3',
      reason: 'bad_count',
    });
    expect(inputError(() => validateSeaResult('thai', { ...THAI, bottom2: '5' }))).toEqual({
      field: 'bottom2',
      reason: 'bad_number',
    });
  });

  it('lets two Thai numbers be equal (each is drawn on its own)', () => {
    expect(
      validateSeaResult('thai', { ...THAI, front3: ['456', '456'], back3: ['456', '456'] }).front3,
    ).toEqual(['456', '456']);
  });
});

describe('SEA selections', () => {
  it('reads picks separated by spaces and commas, as typed', () => {
    expect(parseSeaSelection('4d_big', ' 1234 5678,9012 ,, 0001 ')).toEqual({
      picks: ['1234', '5678', '9012', '0001'],
    });
    expect(parseSeaSelection('2d_bottom', '05,50').picks).toEqual(['05', '50']);
    expect(parseSeaSelection('3d', '012').picks).toEqual(['012']);
  });

  it('refuses with a reason on the selection field', () => {
    const reason = (product: SeaProduct, input: string) =>
      inputError(() => parseSeaSelection(product, input));
    expect(reason('4d_big', '')).toEqual({ field: 'selection', reason: 'empty_selection' });
    expect(reason('4d_big', ' , ')).toEqual({ field: 'selection', reason: 'empty_selection' });
    expect(reason('4d_big', '123')).toEqual({ field: 'selection', reason: 'bad_number' });
    expect(reason('4d_big', '12345')).toEqual({ field: 'selection', reason: 'bad_number' });
    expect(reason('4d_big', '12a4')).toEqual({ field: 'selection', reason: 'bad_number' });
    expect(reason('4d_big', '1234;5678')).toEqual({ field: 'selection', reason: 'bad_number' });
    expect(reason('2d_top', '5')).toEqual({ field: 'selection', reason: 'bad_number' });
    expect(reason('4d_big', '1234 1234')).toEqual({ field: 'selection', reason: 'duplicate_number' });
    expect(reason('unknown' as SeaProduct, '1234')).toEqual({ field: 'product', reason: 'unknown_product' });
  });

  it('counts a permutation pick once: 1234 and 4321 are the same iBox, Box or any-order bet', () => {
    expect(parseSeaSelection('4d_big', '1234 4321').picks).toHaveLength(2);
    for (const product of ['4d_ibox_big', '4d_box_small'] as const) {
      expect(inputError(() => parseSeaSelection(product, '1234 4321')).reason).toBe('duplicate_number');
    }
    expect(inputError(() => parseSeaSelection('3d_top_any', '112 121')).reason).toBe('duplicate_number');
    expect(parseSeaSelection('3d_top_straight', '112 121').picks).toEqual(['112', '121']);
  });

  it('takes at most 100 picks', () => {
    const picks = (count: number) =>
      Array.from({ length: count }, (_, i) => String(i).padStart(4, '0')).join(' ');
    expect(parseSeaSelection('4d_big', picks(SEA_MAX_PICKS)).picks).toHaveLength(100);
    expect(inputError(() => parseSeaSelection('4d_big', picks(101))).reason).toBe('too_many_numbers');
  });

  it('counts permutations: 1234 → 24, 1123 → 12, 1122 → 6, 1112 → 4, 1111 → 1; 112 → 3', () => {
    expect(['1234', '1123', '1122', '1112', '1111', '123', '112', '111'].map(seaPermutationCount)).toEqual([
      24, 12, 6, 4, 1, 6, 3, 1,
    ]);
    const orders = seaPermutations('1123');
    expect(orders).toHaveLength(12);
    expect(orders[0]).toBe('1123');
    expect(orders.at(-1)).toBe('3211');
    expect(new Set(orders).size).toBe(12);
    expect(seaPermutations('112')).toEqual(['112', '121', '211']);
    expect(seaPermutations('1111')).toEqual(['1111']);
  });

  it('counts bets: one per pick, Box one per distinct permutation', () => {
    const count = (product: SeaProduct, input: string) =>
      seaBetCount(product, parseSeaSelection(product, input));
    expect(count('4d_box_big', '1111')).toBe(1);
    expect(count('4d_box_big', '1112')).toBe(4);
    expect(count('4d_box_big', '1122')).toBe(6);
    expect(count('4d_box_big', '1123')).toBe(12);
    expect(count('4d_box_small', '1234')).toBe(24);
    expect(count('4d_box_big', '1111 1123 1234')).toBe(37);
    expect(count('4d_ibox_big', '1123 1234')).toBe(2);
    expect(count('4d_big', '1234 4321 1111')).toBe(3);
    expect(count('3d_top_any', '123 112')).toBe(2);
    // A stored selection is checked again.
    expect(inputError(() => seaBetCount('4d_big', { picks: ['123'] })).reason).toBe('bad_number');
    expect(inputError(() => seaBetCount('4d_big', { picks: [] })).reason).toBe('empty_selection');
  });
});

describe('SEA settlement, hand-checked', () => {
  it('pays 4D big on every tier and small on the top three only', () => {
    expect(perUnit('4d_big', '1234', FOUR_D)).toEqual(fraction(2500));
    expect(perUnit('4d_big', '5678', FOUR_D)).toEqual(fraction(1000));
    expect(perUnit('4d_big', '9012', FOUR_D)).toEqual(fraction(500));
    expect(perUnit('4d_big', '1111', FOUR_D)).toEqual(fraction(180));
    expect(perUnit('4d_big', '0234', FOUR_D)).toEqual(fraction(60));
    expect(perUnit('4d_big', '9999', FOUR_D)).toEqual(fraction(0));
    expect(perUnit('4d_big', '4321', FOUR_D)).toEqual(fraction(0)); // straight: order matters
    expect(perUnit('4d_small', '1234', FOUR_D)).toEqual(fraction(3500));
    expect(perUnit('4d_small', '5678', FOUR_D)).toEqual(fraction(2000));
    expect(perUnit('4d_small', '9012', FOUR_D)).toEqual(fraction(1000));
    expect(perUnit('4d_small', '1111', FOUR_D)).toEqual(fraction(0));
    expect(perUnit('4d_small', '0234', FOUR_D)).toEqual(fraction(0));
  });

  it('lists every match and groups the hits by rate for ticketReturn', () => {
    const selection = parseSeaSelection('4d_big', '9999 0234 1111 1234');
    const settled = settleSea('4d_big', selection, FOUR_D, DEFAULT_SEA_RATES);
    expect(settled.matches).toEqual([
      { pick: '1234', number: '1234', tier: 'first', slot: 0, rate: fraction(2500) },
      { pick: '1111', number: '1111', tier: 'starter', slot: 2, rate: fraction(180) },
      { pick: '0234', number: '0234', tier: 'consolation', slot: 1, rate: fraction(60) },
    ]);
    expect(settled.wins).toEqual([
      { hits: 1, rate: fraction(2500) },
      { hits: 1, rate: fraction(180) },
      { hits: 1, rate: fraction(60) },
    ]);
    // 4 bets of 1.00 ×2 cost 8.00 and return 2 × (2500 + 180 + 60) = 5,480.00.
    expect(ticketCost(seaBetCount('4d_big', selection), 100n, 2)).toBe(800n);
    expect(ticketReturn(100n, 2, settled.wins)).toBe(548_000n);
  });

  it('pays iBox the tier rate ÷ permutations: 1123 has 12, so a starter pays 180/12 = 15', () => {
    const settled = settleSea(
      '4d_ibox_big',
      parseSeaSelection('4d_ibox_big', '1123'),
      FOUR_D,
      DEFAULT_SEA_RATES,
    );
    expect(settled.matches).toEqual([
      { pick: '1123', number: '3211', tier: 'starter', slot: 0, rate: fraction(15) },
      { pick: '1123', number: '1132', tier: 'consolation', slot: 0, rate: fraction(5) },
    ]);
    // One bet of 1.00: 15 + 5 = 20 units back.
    expect(ticketCost(1, 100n, 1)).toBe(100n);
    expect(ticketReturn(100n, 1, settled.wins)).toBe(2000n);
    // 4321 has 24 orders; 1234 is first: big 2500/24 = 625/6, small 3500/24 = 875/6 (one floor).
    expect(perUnit('4d_ibox_big', '4321', FOUR_D)).toEqual(fraction(625, 6));
    const small = settleSea(
      '4d_ibox_small',
      parseSeaSelection('4d_ibox_small', '4321'),
      FOUR_D,
      DEFAULT_SEA_RATES,
    );
    expect(small.wins).toEqual([{ hits: 1, rate: fraction(875, 6) }]);
    expect(ticketReturn(1n, 1, small.wins)).toBe(145n); // 145.83
    expect(ticketReturn(6n, 1, small.wins)).toBe(875n);
    // 1111 has one order: iBox is the straight bet.
    expect(perUnit('4d_ibox_big', '1111', FOUR_D)).toEqual(fraction(180));
    // Two picks, different shares, grouped by rate in prize order.
    expect(
      settleSea('4d_ibox_big', parseSeaSelection('4d_ibox_big', '1123 4321'), FOUR_D, DEFAULT_SEA_RATES).wins,
    ).toEqual([
      { hits: 1, rate: fraction(625, 6) },
      { hits: 1, rate: fraction(15) },
      { hits: 1, rate: fraction(5) },
    ]);
  });

  it('pays Box every permutation as a full bet: 1123 is 12 bets, 1111 is one', () => {
    const selection = parseSeaSelection('4d_box_big', '1123');
    const settled = settleSea('4d_box_big', selection, FOUR_D, DEFAULT_SEA_RATES);
    expect(settled.matches.map(({ number, tier, rate }) => [number, tier, rate])).toEqual([
      ['3211', 'starter', fraction(180)],
      ['1132', 'consolation', fraction(60)],
    ]);
    // 12 bets of 1.00 cost 12.00 and return 180 + 60 = 240.00.
    expect(ticketCost(seaBetCount('4d_box_big', selection), 100n, 1)).toBe(1200n);
    expect(ticketReturn(100n, 1, settled.wins)).toBe(24_000n);
    expect(perUnit('4d_box_big', '1111', FOUR_D)).toEqual(fraction(180));
    expect(perUnit('4d_box_small', '4321', FOUR_D)).toEqual(fraction(3500));
    expect(perUnit('4d_box_small', '1123', FOUR_D)).toEqual(fraction(0)); // small pays no starter
  });

  it('pays 3D on the last three digits of the top three, every tier the ending takes', () => {
    expect(perUnit('3d', '234', FOUR_D)).toEqual(fraction(660));
    expect(perUnit('3d', '678', FOUR_D)).toEqual(fraction(200));
    expect(perUnit('3d', '012', FOUR_D)).toEqual(fraction(100));
    expect(perUnit('3d', '111', FOUR_D)).toEqual(fraction(0)); // a starter's ending pays nothing
    expect(perUnit('3d', '432', FOUR_D)).toEqual(fraction(0));
    const shared: Sea4dResult = { ...FOUR_D, second: '5234', third: '9234' };
    const settled = settleSea('3d', parseSeaSelection('3d', '234'), shared, DEFAULT_SEA_RATES);
    expect(settled.matches.map(({ number, tier }) => [number, tier])).toEqual([
      ['234', 'first'],
      ['234', 'second'],
      ['234', 'third'],
    ]);
    expect(ticketReturn(100n, 1, settled.wins)).toBe(96_000n); // 660 + 200 + 100
  });

  it('pays Thai 2D top / bottom and 3 top straight', () => {
    expect(perUnit('2d_top', '56', THAI)).toEqual(fraction(90));
    expect(perUnit('2d_top', '65', THAI)).toEqual(fraction(0));
    expect(perUnit('2d_top', '45', THAI)).toEqual(fraction(0));
    expect(perUnit('2d_bottom', '56', THAI)).toEqual(fraction(90));
    expect(perUnit('2d_bottom', '56', { ...THAI, bottom2: '57' })).toEqual(fraction(0));
    expect(perUnit('2d_top', '56 57', { ...THAI, bottom2: '57' })).toEqual(fraction(90));
    expect(perUnit('3d_top_straight', '456', THAI)).toEqual(fraction(900));
    expect(perUnit('3d_top_straight', '465', THAI)).toEqual(fraction(0));
    expect(perUnit('3d_top_straight', '333', THAI)).toEqual(fraction(0)); // back3 is not the top
    expect(settleSea('2d_bottom', { picks: ['56'] }, THAI, DEFAULT_SEA_RATES).matches).toEqual([
      { pick: '56', number: '56', tier: 'bottom2', slot: 0, rate: fraction(90) },
    ]);
  });

  it('pays Thai 3 top any order once whatever the order: 112 wins on 121', () => {
    const settled = settleSea(
      '3d_top_any',
      parseSeaSelection('3d_top_any', '112'),
      thaiEnding('121'),
      DEFAULT_SEA_RATES,
    );
    expect(settled.matches).toEqual([
      { pick: '112', number: '121', tier: 'first', slot: 0, rate: fraction(150) },
    ]);
    expect(perUnit('3d_top_any', '121', thaiEnding('121'))).toEqual(fraction(150));
    expect(perUnit('3d_top_any', '211', thaiEnding('112'))).toEqual(fraction(150));
    expect(perUnit('3d_top_any', '122', thaiEnding('121'))).toEqual(fraction(0));
    expect(perUnit('3d_top_any', '465', THAI)).toEqual(fraction(150));
    expect(perUnit('3d_top_any', '111', thaiEnding('111'))).toEqual(fraction(150));
  });

  it('refuses a result of the other kind, a malformed result and a missing rate', () => {
    expect(() => settleSea('4d_big', { picks: ['1234'] }, THAI, DEFAULT_SEA_RATES)).toThrow(RangeError);
    expect(() => settleSea('2d_top', { picks: ['56'] }, FOUR_D, DEFAULT_SEA_RATES)).toThrow(RangeError);
    expect(() =>
      settleSea('4d_big', { picks: ['1234'] }, { ...FOUR_D, starters: ['1234'] }, DEFAULT_SEA_RATES),
    ).toThrow(LotteryInputError);
    const broken = { ...DEFAULT_SEA_RATES, '4d_big': { ...DEFAULT_SEA_RATES['4d_big'], first: undefined } };
    expect(() => settleSea('4d_big', { picks: ['1234'] }, FOUR_D, broken as unknown as SeaRates)).toThrow(
      RangeError,
    );
    expect(() => perUnit('4d_big', '9999', FOUR_D, broken as unknown as SeaRates)).toThrow(RangeError);
    const negative = { ...DEFAULT_SEA_RATES, '2d_top': { first: { num: -1n, den: 1n } } };
    expect(() => perUnit('2d_top', '56', THAI, negative)).toThrow(RangeError);
  });
});

describe('SEA return to player', () => {
  const percent = (value: Fraction) => Number((value.num * 10_000n) / value.den) / 100;

  it('matches the hand-computed default RTPs', () => {
    // 4D big: (2500 + 1000 + 500 + 10×180 + 10×60) / 10,000 = 64 %; small (3500 + 2000 + 1000) / 10,000.
    expect(seaProductRtp('4d_big', DEFAULT_SEA_RATES)).toEqual(fraction(64, 100));
    expect(seaProductRtp('4d_small', DEFAULT_SEA_RATES)).toEqual(fraction(65, 100));
    // 3D: (660 + 200 + 100) / 1,000; Thai 2D 90 / 100; 3 top straight 900 / 1,000.
    expect(seaProductRtp('3d', DEFAULT_SEA_RATES)).toEqual(fraction(96, 100));
    expect(seaProductRtp('2d_top', DEFAULT_SEA_RATES)).toEqual(fraction(9, 10));
    expect(seaProductRtp('2d_bottom', DEFAULT_SEA_RATES)).toEqual(fraction(9, 10));
    expect(seaProductRtp('3d_top_straight', DEFAULT_SEA_RATES)).toEqual(fraction(9, 10));
    // 3 top any: 150 × n / 1,000 for a pick with n orders; the worst is a triple.
    expect(seaProductRtpByClass('3d_top_any', DEFAULT_SEA_RATES)).toEqual([
      { permutations: 6, rtp: fraction(9, 10) },
      { permutations: 3, rtp: fraction(9, 20) },
      { permutations: 1, rtp: fraction(3, 20) },
    ]);
    expect(seaProductRtp('3d_top_any', DEFAULT_SEA_RATES)).toEqual(fraction(3, 20));
    expect(seaProductRtp('3d_top_any', DEFAULT_SEA_RATES, 3)).toEqual(fraction(9, 20));
  });

  it('gives iBox and Box the straight RTP in every permutation class', () => {
    for (const [product, base] of [
      ['4d_ibox_big', '4d_big'],
      ['4d_box_big', '4d_big'],
      ['4d_ibox_small', '4d_small'],
      ['4d_box_small', '4d_small'],
    ] as const) {
      const straight = seaProductRtp(base, DEFAULT_SEA_RATES);
      expect(
        seaProductRtpByClass(product, DEFAULT_SEA_RATES).map(({ permutations }) => permutations),
      ).toEqual(SEA_PICK_CLASSES.ibox);
      for (const { rtp } of seaProductRtpByClass(product, DEFAULT_SEA_RATES)) expect(rtp).toEqual(straight);
      expect(seaProductRtp(product, DEFAULT_SEA_RATES, 12)).toEqual(straight);
    }
  });

  it('keeps every default RTP within 60–99 %, except 3 top any on a double or a triple', () => {
    for (const product of SEA_PRODUCTS) {
      for (const { permutations, rtp } of seaProductRtpByClass(product, DEFAULT_SEA_RATES)) {
        const value = percent(rtp);
        if (product === '3d_top_any' && permutations < 6) expect(value).toBeLessThan(60);
        else {
          expect(value).toBeGreaterThanOrEqual(60);
          expect(value).toBeLessThanOrEqual(99);
        }
      }
    }
  });

  it('refuses a class the product does not have', () => {
    expect(() => seaProductRtp('4d_big', DEFAULT_SEA_RATES, 1)).toThrow(RangeError);
    expect(() => seaProductRtp('3d_top_any', DEFAULT_SEA_RATES, 24)).toThrow(RangeError);
    expect(() => seaProductRtp('4d_box_big', DEFAULT_SEA_RATES, 3)).toThrow(RangeError);
  });

  it('follows the rates: 3 top any at 165 returns 99 % on six orders', () => {
    const rates: SeaRates = { ...DEFAULT_SEA_RATES, '3d_top_any': { first: fraction(165) } };
    expect(seaProductRtp('3d_top_any', rates, 6)).toEqual(fraction(99, 100));
    const halfCent: SeaRates = { ...DEFAULT_SEA_RATES, '2d_top': { first: fraction(181, 2) } };
    expect(seaProductRtp('2d_top', halfCent)).toEqual(fraction(181, 200));
  });
});

describe('SEA RTP by enumeration', () => {
  const endings = (digits: number) =>
    Array.from({ length: 10 ** digits }, (_, value) => String(value).padStart(digits, '0'));
  const sum = (values: Fraction[]) => values.reduce(addFractions, fraction(0));

  it('3 top any: over all 1,000 first-prize endings, each class wins n / 1,000 of the time', () => {
    for (const [pick, orders] of [
      ['123', 6],
      ['112', 3],
      ['111', 1],
    ] as const) {
      const returns = endings(3).map((ending) => perUnit('3d_top_any', pick, thaiEnding(ending)));
      expect(returns.filter(({ num }) => num > 0n)).toHaveLength(orders);
      expect(multiplyByInverse(sum(returns), 1000)).toEqual(
        seaProductRtp('3d_top_any', DEFAULT_SEA_RATES, orders),
      );
    }
  });

  it('3 top straight and 2D top: over all endings, one wins', () => {
    const three = endings(3).map((ending) => perUnit('3d_top_straight', '456', thaiEnding(ending)));
    expect(multiplyByInverse(sum(three), 1000)).toEqual(seaProductRtp('3d_top_straight', DEFAULT_SEA_RATES));
    const two = endings(2).map((ending) => perUnit('2d_top', '56', thaiEnding(`0${ending}`)));
    expect(multiplyByInverse(sum(two), 100)).toEqual(seaProductRtp('2d_top', DEFAULT_SEA_RATES));
    const bottom = endings(2).map((ending) => perUnit('2d_bottom', '56', { ...THAI, bottom2: ending }));
    expect(multiplyByInverse(sum(bottom), 100)).toEqual(seaProductRtp('2d_bottom', DEFAULT_SEA_RATES));
  });

  // The 4D draw is unchanged by relabelling the 10,000 numbers, so every number has the same expected
  // return; averaging it over all numbers is averaging Σ_numbers return over the draw — and that sum
  // is the same for every result (each prize slot holds exactly one number). So for any one result,
  // Σ over all 10,000 picks / 10,000 is the RTP. The same holds for 3D endings (relabel the last
  // three digits), and for iBox (each slot's number is an order of exactly n picks of its class,
  // each paid rate ÷ n) and Box per unit (n picks paid the full rate, over n units each).
  const drawn = drawSea('4d', createRandomStream(seeds));

  it('4D big, small, iBox and Box: Σ over all 10,000 picks of one result is 10,000 × RTP', () => {
    const picks = endings(4);
    for (const product of ['4d_big', '4d_small', '4d_ibox_big', '4d_ibox_small'] as const) {
      const total = sum(picks.map((pick) => perUnit(product, pick, drawn)));
      expect(multiplyByInverse(total, 10_000)).toEqual(seaProductRtp(product, DEFAULT_SEA_RATES));
    }
    for (const product of ['4d_box_big', '4d_box_small'] as const) {
      const total = sum(
        picks.map((pick) => multiplyByInverse(perUnit(product, pick, drawn), seaPermutationCount(pick))),
      );
      expect(multiplyByInverse(total, 10_000)).toEqual(seaProductRtp(product, DEFAULT_SEA_RATES));
    }
  });

  it('3D: Σ over all 1,000 endings of one result is 1,000 × RTP', () => {
    const total = sum(endings(3).map((pick) => perUnit('3d', pick, drawn)));
    expect(multiplyByInverse(total, 1000)).toEqual(seaProductRtp('3d', DEFAULT_SEA_RATES));
  });

  it('covers every product in the specs', () => {
    expect(Object.keys(SEA_PRODUCT_SPECS).sort()).toEqual([...SEA_PRODUCTS].sort());
  });
});

function multiplyByInverse(value: Fraction, by: number): Fraction {
  return fraction(value.num, value.den * BigInt(by));
}
