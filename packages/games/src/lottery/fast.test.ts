import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RandomStream } from '../random-stream.ts';
import { createRandomStream } from '../rng.ts';
import {
  digitFrequency,
  drawFast,
  FAST_GAMES,
  FAST_PRODUCTS,
  type FastGame,
  type FastProduct,
  type FastSelection,
  fastBetCount,
  fastNumbers,
  fastPicks,
  fastPositions,
  fastProductRtp,
  fastRate,
  fastWinProbability,
  formatFastSelection,
  missingStreaks,
  missingTrend,
  PRIZE_GROUP_DEFAULT,
  PRIZE_GROUP_MAX,
  PRIZE_GROUP_MIN,
  PRIZE_MODE_PRIZE_GROUPS,
  parseFastSelection,
  settleFast,
  validateFastResult,
} from './fast.ts';
import { type Fraction, fraction, LotteryInputError, ticketCost, ticketReturn } from './types.ts';

const G = PRIZE_GROUP_DEFAULT;

/** A stream that returns scripted values (or 0) and records the bounds it was asked for. */
const scripted = (values: readonly number[] = []) => {
  const bounds: number[] = [];
  const stream: RandomStream = {
    nextInt: (bound) => {
      const value = values[bounds.length] ?? 0;
      bounds.push(bound);
      if (value >= bound) throw new RangeError('script out of range');
      return value;
    },
    nextFloat: () => 0,
    position: () => bounds.length,
  };
  return { stream, bounds };
};

const settle = <Game extends FastGame>(
  game: Game,
  product: FastProduct<Game>,
  input: string,
  result: number[],
  prizeGroup = G,
) => settleFast(game, product, parseFastSelection(game, product, input), result, prizeGroup);

const rate = (num: number, den = 1): Fraction => fraction(num, den);

const refusal = (run: () => unknown): { reason: string; field: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof LotteryInputError) return { reason: error.reason, field: error.field };
    throw error;
  }
  throw new Error('expected a LotteryInputError');
};

describe('fast lottery draws', () => {
  it('takes only the game and the stream', () => {
    expect(drawFast.length).toBe(2);
    expectTypeOf(drawFast).parameters.toEqualTypeOf<[FastGame, RandomStream]>();
  });

  it('reads the stream in the documented order', () => {
    const bounds = (game: FastGame) => {
      const script = scripted();
      drawFast(game, script.stream);
      return script.bounds;
    };
    expect(bounds('ssc')).toEqual([10, 10, 10, 10, 10]);
    expect(bounds('pk10')).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(bounds('k3')).toEqual([6, 6, 6]);
    expect(bounds('11x5')).toEqual([11, 10, 9, 8, 7]);
    // By hand: ssc digits as drawn; k3 value + 1.
    expect(drawFast('ssc', scripted([3, 1, 4, 1, 5]).stream)).toEqual([3, 1, 4, 1, 5]);
    expect(drawFast('k3', scripted([0, 5, 2]).stream)).toEqual([1, 6, 3]);
    // 11x5, always the last ball: swap 0↔10 → [11,…,1]; 1↔10 → [11,1,…,2]; 2↔10; … → 11,1,2,3,4.
    expect(drawFast('11x5', scripted([10, 9, 8, 7, 6]).stream)).toEqual([11, 1, 2, 3, 4]);
    expect(drawFast('11x5', scripted([0, 0, 0, 0, 0]).stream)).toEqual([1, 2, 3, 4, 5]);
    // pk10, always j = i (no swap): the cars in order; always j = 0: i=9 swaps 1↔10 → [10,2,…,9,1],
    // i=8 → [9,2,…,8,10,1], …, i=1 → [2,3,4,5,6,7,8,9,10,1].
    expect(drawFast('pk10', scripted([9, 8, 7, 6, 5, 4, 3, 2, 1]).stream)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(drawFast('pk10', scripted().stream)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
  });

  it('replays the same result from the same seeds (pinned) and stays in range', () => {
    const seeds = { serverSeed: 'fast-server', clientSeed: 'fast-client', nonce: 1 };
    const pinned: Record<FastGame, number[]> = {
      ssc: [7, 6, 1, 5, 5],
      pk10: [2, 10, 7, 9, 5, 4, 3, 6, 1, 8],
      k3: [2, 1, 4],
      '11x5': [10, 8, 6, 5, 7],
    };
    for (const game of FAST_GAMES) {
      expect(drawFast(game, createRandomStream(seeds))).toEqual(pinned[game]);
      for (let nonce = 0; nonce < 200; nonce++) {
        const draw = () => drawFast(game, createRandomStream({ ...seeds, nonce }));
        const result = draw();
        expect(draw()).toEqual(result);
        expect(validateFastResult(game, result)).toEqual(result);
      }
    }
  });

  it('draws pk10 as a permutation of the ten cars', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const result = drawFast('pk10', createRandomStream({ serverSeed: 's', clientSeed: 'c', nonce }));
      expect([...result].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('maps the 55,440 stream outcomes of an 11x5 draw one-to-one onto the ordered draws', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 11; a++)
      for (let b = 0; b < 10; b++)
        for (let c = 0; c < 9; c++)
          for (let d = 0; d < 8; d++)
            for (let e = 0; e < 7; e++) seen.add(drawFast('11x5', scripted([a, b, c, d, e]).stream).join());
    expect(seen.size).toBe(11 * 10 * 9 * 8 * 7);
  });

  it('validates results from a replay or a feed', () => {
    expect(validateFastResult('ssc', [0, 9, 9, 0, 1])).toEqual([0, 9, 9, 0, 1]);
    expect(validateFastResult('k3', [6, 6, 6])).toEqual([6, 6, 6]);
    expect(refusal(() => validateFastResult('ssc', '01234'))).toEqual({
      reason: 'bad_result',
      field: 'result',
    });
    expect(refusal(() => validateFastResult('ssc', [1, 2, 3, 4]))).toEqual({
      reason: 'wrong_count',
      field: 'result',
    });
    expect(refusal(() => validateFastResult('ssc', [1, 2, 10, 4, 5]))).toEqual({
      reason: 'bad_number',
      field: 'result.2',
    });
    expect(refusal(() => validateFastResult('k3', [1, 0, 3]))).toEqual({
      reason: 'bad_number',
      field: 'result.1',
    });
    expect(refusal(() => validateFastResult('k3', [1, 2.5, 3]))).toEqual({
      reason: 'bad_number',
      field: 'result.1',
    });
    expect(refusal(() => validateFastResult('pk10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]))).toEqual({
      reason: 'duplicate_number',
      field: 'result.9',
    });
    expect(refusal(() => validateFastResult('11x5', [1, 2, 3, 4, 12]))).toEqual({
      reason: 'bad_number',
      field: 'result.4',
    });
    expect(refusal(() => validateFastResult('11x5', [1, 2, 3, 1, 5])).reason).toBe('duplicate_number');
    expect(refusal(() => validateFastResult('dice' as FastGame, [1])).reason).toBe('unknown_game');
  });
});

describe('fast lottery selections', () => {
  it('parses a five-straight multi-select: 2·1·1·1·1 = 2 bets', () => {
    const selection = parseFastSelection('ssc', 'five_straight', '1,2|3|4|5|6');
    expect(selection.sets).toEqual([[1, 2], [3], [4], [5], [6]]);
    expect(fastBetCount('ssc', 'five_straight', selection)).toBe(2);
    expect(parseFastSelection('ssc', 'five_straight', ' 2 1 | 3|04|5 |6').sets).toEqual(selection.sets);
    expect(
      fastBetCount('ssc', 'five_straight', parseFastSelection('ssc', 'five_straight', '0,1,2|3,4|5|6|7,8')),
    ).toBe(12);
  });

  it('counts every product’s bets', () => {
    const count = <Game extends FastGame>(game: Game, product: FastProduct<Game>, input: string) =>
      fastBetCount(game, product, parseFastSelection(game, product, input));
    expect(count('ssc', 'position_digit', '7||||3')).toBe(2);
    expect(count('ssc', 'position_digit', '0,1,2|||9|')).toBe(4);
    expect(count('ssc', 'position_big_small_odd_even', 'big,odd||||small')).toBe(3);
    expect(count('ssc', 'sum_big_small_odd_even', 'BIG, even')).toBe(2);
    expect(count('ssc', 'dragon_tiger', 'dragon tiger tie')).toBe(3);
    expect(count('pk10', 'position_car', '1,2|||||||||10')).toBe(3);
    expect(count('pk10', 'top2_sum', '3 11 19')).toBe(3);
    expect(count('pk10', 'position_big_small_odd_even', '|big||||||||odd,even')).toBe(3);
    expect(count('pk10', 'dragon_tiger', 'dragon||tiger||')).toBe(2);
    expect(count('k3', 'sum_value', '4,10,17')).toBe(3);
    expect(count('k3', 'triple_any', 'any')).toBe(1);
    expect(count('k3', 'triple_specific', '1 6')).toBe(2);
    expect(count('k3', 'single_face', '1,2,3,4,5,6')).toBe(6);
    expect(count('11x5', 'any_1', '01 02 11')).toBe(3);
    expect(count('11x5', 'any_3', '1 2 3 4 5')).toBe(10); // C(5, 3)
    expect(count('11x5', 'any_6', '1 2 3 4 5 6 7')).toBe(7); // C(7, 6)
    expect(count('11x5', 'any_8', '1 2 3 4 5 6 7 8 9 10 11')).toBe(165); // C(11, 8)
    expect(count('11x5', 'first3_group', '1 2 3 4')).toBe(4);
    expect(count('11x5', 'first2_group', '1 2 3 4')).toBe(6);
    // a ∈ {1,2}, b ∈ {2,3}, c ∈ {3,4}, all different: 1-2-3, 1-2-4, 1-3-4, 2-3-4.
    expect(count('11x5', 'first3_straight', '1,2|2,3|3,4')).toBe(4);
    expect(count('11x5', 'first2_straight', '1,2|1,2')).toBe(2);
  });

  it('refuses a bad selection with a stable reason on field selection', () => {
    const reason = <Game extends FastGame>(game: Game, product: FastProduct<Game>, input: string) =>
      refusal(() => parseFastSelection(game, product, input));
    expect(reason('ssc', 'five_straight', '  ')).toEqual({ reason: 'empty_selection', field: 'selection' });
    expect(reason('ssc', 'position_digit', '||||').reason).toBe('empty_selection');
    expect(reason('ssc', 'five_straight', '1|2|3|4').reason).toBe('wrong_count');
    expect(reason('ssc', 'five_straight', '1|2|3|4|').reason).toBe('wrong_count');
    expect(reason('ssc', 'five_straight', '1,1|2|3|4|5').reason).toBe('duplicate_number');
    expect(reason('ssc', 'five_straight', 'x|2|3|4|5').reason).toBe('bad_number');
    expect(reason('ssc', 'five_straight', '10|2|3|4|5').reason).toBe('bad_number');
    expect(reason('ssc', 'five_straight', '-1|2|3|4|5').reason).toBe('bad_number');
    expect(reason('ssc', 'position_big_small_odd_even', 'huge||||').reason).toBe('bad_option');
    expect(reason('ssc', 'dragon_tiger', '5').reason).toBe('bad_option');
    expect(reason('ssc', 'dragon_tiger', 'tie,TIE').reason).toBe('duplicate_number');
    expect(reason('ssc', 'sum_big_small_odd_even', 'big|odd').reason).toBe('wrong_count');
    expect(reason('pk10', 'position_car', '0|||||||||').reason).toBe('bad_number');
    expect(reason('pk10', 'top2_sum', '2').reason).toBe('bad_number');
    expect(reason('pk10', 'dragon_tiger', 'tie||||').reason).toBe('bad_option');
    expect(reason('k3', 'sum_value', '3').reason).toBe('bad_number');
    expect(reason('k3', 'triple_any', '1').reason).toBe('bad_option');
    expect(reason('k3', 'single_face', '7').reason).toBe('bad_number');
    expect(reason('11x5', 'any_3', '1 2').reason).toBe('wrong_count');
    expect(reason('11x5', 'any_2', '1 01').reason).toBe('duplicate_number');
    expect(reason('11x5', 'any_2', '1 001').reason).toBe('bad_number');
    expect(reason('11x5', 'first2_straight', '1|1').reason).toBe('wrong_count');
    expect(reason('11x5', 'first3_group', '1 2').reason).toBe('wrong_count');
    expect(reason('11x5', 'any_1', '1 '.repeat(600)).reason).toBe('too_many_numbers');
    expect(refusal(() => parseFastSelection('ssc', 'top2_sum' as FastProduct<'ssc'>, '3'))).toEqual({
      reason: 'unknown_product',
      field: 'product',
    });
  });

  it('formats a selection back to input that parses to the same selection', () => {
    const cases: [FastGame, FastProduct, string, string][] = [
      ['ssc', 'five_straight', '2,1|3|4|5|6', '1,2|3|4|5|6'],
      ['ssc', 'position_big_small_odd_even', 'odd big||||', 'big,odd||||'],
      ['pk10', 'top2_sum', '19 03', '3,19'],
      ['k3', 'triple_any', 'ANY', 'any'],
      ['11x5', 'first3_straight', '02,01|03|04', '1,2|3|4'],
    ];
    for (const [game, product, input, canonical] of cases) {
      const selection = parseFastSelection(game, product, input);
      expect(formatFastSelection(selection)).toBe(canonical);
      expect(parseFastSelection(game, product, canonical)).toEqual(selection);
    }
  });

  it('re-checks a selection built elsewhere', () => {
    const stored: FastSelection = {
      game: 'ssc',
      product: 'five_straight',
      sets: [[2, 1], [3], [4], [5], [6]],
    };
    expect(fastBetCount('ssc', 'five_straight', stored)).toBe(2);
    expect(() => fastBetCount('k3', 'single_face', stored)).toThrow(RangeError);
    const bad: FastSelection = {
      game: 'ssc',
      product: 'five_straight',
      sets: [['1' as unknown as number], [3], [4], [5], [6]],
    };
    expect(refusal(() => fastBetCount('ssc', 'five_straight', bad)).reason).toBe('bad_number');
  });

  it('lists each product’s picks and positions', () => {
    expect(fastPicks('ssc', 'position_digit')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fastPicks('pk10', 'top2_sum')).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(fastPicks('k3', 'sum_value')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(fastPicks('ssc', 'dragon_tiger')).toEqual(['dragon', 'tiger', 'tie']);
    expect(fastPositions('pk10', 'dragon_tiger')).toBe(5);
    expect(fastPositions('11x5', 'first3_straight')).toBe(3);
    expect(fastNumbers('11x5')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('fast lottery rates', () => {
  it('pays G / (2000 · p) per unit per hit, exactly', () => {
    expect(fastRate('ssc', 'five_straight', undefined, 1900)).toEqual(rate(95_000));
    expect(fastRate('ssc', 'position_digit', 7, 1900)).toEqual(rate(19, 2));
    expect(fastRate('ssc', 'dragon_tiger', 'dragon', 1900)).toEqual(rate(19, 9)); // 1900 / 900
    expect(fastRate('ssc', 'dragon_tiger', 'tie', 1900)).toEqual(rate(19, 2));
    expect(fastRate('pk10', 'top2_sum', 11, 1900)).toEqual(rate(171, 20)); // 1900·90 / (2000·10) = 8.55
    expect(fastRate('pk10', 'top2_sum', 3, 1900)).toEqual(rate(171, 4)); // 42.75
    expect(fastRate('k3', 'sum_value', 4, 1900)).toEqual(rate(342, 5)); // 1900·216 / 6000 = 68.4
    expect(fastRate('k3', 'sum_big_small_odd_even', 'big', 1900)).toEqual(rate(342, 175)); // 216/105 · 0.95
    expect(fastRate('k3', 'sum_big_small_odd_even', 'odd', 1900)).toEqual(rate(19, 10));
    expect(fastRate('k3', 'single_face', undefined, 1900)).toEqual(rate(19, 10));
    expect(fastRate('11x5', 'any_1', undefined, 1900)).toEqual(rate(209, 100)); // p = 5/11: 2.09
    expect(fastRate('11x5', 'any_5', undefined, 1900)).toEqual(rate(8778, 20)); // 438.9
    expect(fastRate('11x5', 'any_8', undefined, 1950)).toEqual(rate(1950 * 33, 2000 * 4)); // p = 56/462
    expect(fastWinProbability('11x5', 'any_6')).toEqual(rate(6, 462));
    expect(fastWinProbability('k3', 'pair_specific')).toEqual(rate(16, 216));
  });

  it('needs the option where options differ and refuses a bad one or a bad prize group', () => {
    expect(() => fastRate('ssc', 'dragon_tiger', undefined, 1900)).toThrow(RangeError);
    expect(() => fastRate('pk10', 'top2_sum', 20, 1900)).toThrow(RangeError);
    expect(() => fastRate('k3', 'single_face', 'big', 1900)).toThrow(RangeError);
    expect(() => fastRate('ssc', 'position_digit', 1, PRIZE_GROUP_MIN - 1)).toThrow(RangeError);
    expect(() => fastRate('ssc', 'position_digit', 1, PRIZE_GROUP_MAX + 1)).toThrow(RangeError);
    expect(() => fastRate('ssc', 'position_digit', 1, 1900.5)).toThrow(RangeError);
    expect(() => settle('ssc', 'position_digit', '1||||', [1, 2, 3, 4, 5], 2000)).toThrow(RangeError);
  });

  it('defaults each prize mode to a prize group in range', () => {
    expect(PRIZE_MODE_PRIZE_GROUPS).toEqual({ LOTT: 1900, ZY: 1950, ELOTT: 1920, SEA: 1900 });
    for (const group of Object.values(PRIZE_MODE_PRIZE_GROUPS)) {
      expect(group).toBeGreaterThanOrEqual(PRIZE_GROUP_MIN);
      expect(group).toBeLessThanOrEqual(PRIZE_GROUP_MAX);
    }
  });
});

describe('fast lottery settlement (G = 1900, hand-checked)', () => {
  it('ssc five_straight: one of the two bets wins 95000 per unit', () => {
    const won = settle('ssc', 'five_straight', '1,2|3|4|5|6', [2, 3, 4, 5, 6]);
    expect(won).toEqual({ wins: [{ hits: 1, rate: rate(95_000) }], winningBets: 1 });
    // 2 bets at 1.00: cost 2.00, return 95,000.00.
    expect(ticketCost(2, 100n, 1)).toBe(200n);
    expect(ticketReturn(100n, 1, won.wins)).toBe(9_500_000n);
    expect(settle('ssc', 'five_straight', '1,2|3|4|5|6', [2, 3, 4, 5, 7])).toEqual({
      wins: [],
      winningBets: 0,
    });
  });

  it('ssc position_digit, big/small/odd/even per position and on the sum', () => {
    expect(settle('ssc', 'position_digit', '7||||3', [7, 0, 0, 0, 3]).wins).toEqual([
      { hits: 2, rate: rate(19, 2) },
    ]);
    expect(settle('ssc', 'position_digit', '7||||3', [3, 0, 0, 0, 7]).winningBets).toBe(0);
    // 7 is big and odd, 4 is small.
    expect(
      settle('ssc', 'position_big_small_odd_even', 'big,odd,even||||small', [7, 0, 0, 0, 4]).wins,
    ).toEqual([{ hits: 3, rate: rate(19, 10) }]);
    expect(settle('ssc', 'position_big_small_odd_even', 'big||||', [4, 9, 9, 9, 9]).wins).toEqual([]);
    // 9+9+5 = 23 is big and odd; 9+9+4 = 22 small and even.
    expect(settle('ssc', 'sum_big_small_odd_even', 'big,small,odd,even', [9, 9, 5, 0, 0]).wins).toEqual([
      { hits: 2, rate: rate(19, 10) },
    ]);
    const small = settle('ssc', 'sum_big_small_odd_even', 'small,even', [9, 9, 4, 0, 0]);
    expect(small.winningBets).toBe(2);
  });

  it('ssc dragon_tiger: a tie pays only tie; dragon and tiger lose', () => {
    expect(settle('ssc', 'dragon_tiger', 'dragon,tiger,tie', [5, 1, 2, 3, 5])).toEqual({
      wins: [{ hits: 1, rate: rate(19, 2) }],
      winningBets: 1,
    });
    expect(settle('ssc', 'dragon_tiger', 'dragon,tiger,tie', [7, 1, 2, 3, 2]).wins).toEqual([
      { hits: 1, rate: rate(19, 9) },
    ]);
    expect(settle('ssc', 'dragon_tiger', 'dragon,tie', [0, 1, 2, 3, 9]).wins).toEqual([]);
    // 1.00 on dragon at 19/9 returns 2.11 (2.111… floored once).
    expect(ticketReturn(100n, 1, settle('ssc', 'dragon_tiger', 'dragon', [7, 1, 2, 3, 2]).wins)).toBe(211n);
  });

  it('pk10 position_car, top2_sum, big/small/odd/even and dragon_tiger', () => {
    const order = [3, 8, 1, 2, 4, 5, 6, 7, 9, 10];
    expect(settle('pk10', 'position_car', '3|||||||||10', order).wins).toEqual([
      { hits: 2, rate: rate(19, 2) },
    ]);
    // 3 + 8 = 11: 10 of the 90 ordered pairs, 8.55 per unit.
    expect(settle('pk10', 'top2_sum', '11,12', order)).toEqual({
      wins: [{ hits: 1, rate: rate(171, 20) }],
      winningBets: 1,
    });
    expect(settle('pk10', 'top2_sum', '3', [2, 1, 3, 4, 5, 6, 7, 8, 9, 10]).wins).toEqual([
      { hits: 1, rate: rate(171, 4) },
    ]);
    // Position 1: 3 is small and odd; position 10: 10 is big and even.
    expect(settle('pk10', 'position_big_small_odd_even', 'small,big,odd|||||||||even', order).wins).toEqual([
      { hits: 3, rate: rate(19, 10) },
    ]);
    // 10 vs 9 at positions 1/10: dragon; 4 vs 5 at positions 5/6: tiger.
    const race = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(settle('pk10', 'dragon_tiger', 'dragon||||tiger', race).wins).toEqual([
      { hits: 2, rate: rate(19, 10) },
    ]);
    expect(settle('pk10', 'dragon_tiger', 'tiger||||dragon', race).wins).toEqual([]);
  });

  it('k3 sums: a triple counts at its sum but loses big and small', () => {
    // 3+3+4 = 10: 27 of 216 rolls, 7.6 per unit.
    expect(settle('k3', 'sum_value', '10,11', [3, 3, 4]).wins).toEqual([{ hits: 1, rate: rate(38, 5) }]);
    expect(settle('k3', 'sum_value', '6', [2, 2, 2]).wins).toEqual([
      { hits: 1, rate: rate(1900 * 216, 2000 * 10) },
    ]);
    // 4-4-4 sums 12: big loses (triple), even still wins.
    expect(settle('k3', 'sum_big_small_odd_even', 'big,small,odd,even', [4, 4, 4])).toEqual({
      wins: [{ hits: 1, rate: rate(19, 10) }],
      winningBets: 1,
    });
    // 5+6+6 = 17: big at 216/105 · 0.95 and odd at 1.9, one hit each.
    expect(settle('k3', 'sum_big_small_odd_even', 'big,small,odd,even', [5, 6, 6])).toEqual({
      wins: [
        { hits: 1, rate: rate(342, 175) },
        { hits: 1, rate: rate(19, 10) },
      ],
      winningBets: 2,
    });
  });

  it('k3 triples and pairs', () => {
    expect(settle('k3', 'triple_any', 'any', [2, 2, 2]).wins).toEqual([{ hits: 1, rate: rate(171, 5) }]); // 34.2
    expect(settle('k3', 'triple_any', 'any', [2, 2, 3]).wins).toEqual([]);
    expect(settle('k3', 'triple_specific', '2,5', [2, 2, 2])).toEqual({
      wins: [{ hits: 1, rate: rate(1026, 5) }], // 205.2
      winningBets: 1,
    });
    expect(settle('k3', 'triple_specific', '5', [2, 2, 2]).wins).toEqual([]);
    // At least two 2s: a pair and a triple both win, 12.825 per unit.
    expect(settle('k3', 'pair_specific', '2', [2, 5, 2]).wins).toEqual([{ hits: 1, rate: rate(513, 40) }]);
    expect(settle('k3', 'pair_specific', '2,5', [2, 2, 2]).wins).toEqual([{ hits: 1, rate: rate(513, 40) }]);
    expect(settle('k3', 'pair_specific', '2', [2, 5, 6]).wins).toEqual([]);
  });

  it('k3 single_face pays per die: two matching dice are 2 hits of one winning bet', () => {
    const two = settle('k3', 'single_face', '3', [3, 5, 3]);
    expect(two).toEqual({ wins: [{ hits: 2, rate: rate(19, 10) }], winningBets: 1 });
    expect(ticketReturn(100n, 1, two.wins)).toBe(380n);
    expect(settle('k3', 'single_face', '3,5', [3, 5, 3])).toEqual({
      wins: [{ hits: 3, rate: rate(19, 10) }],
      winningBets: 2,
    });
    expect(settle('k3', 'single_face', '6', [6, 6, 6]).wins).toEqual([{ hits: 3, rate: rate(19, 10) }]);
    expect(settle('k3', 'single_face', '1,2', [6, 6, 6])).toEqual({ wins: [], winningBets: 0 });
  });

  it('11x5 any_n: all picks drawn (n ≤ 5), or all drawn among the picks (n ≥ 6)', () => {
    // Six picks covering the five drawn: one bet, 1900·462 / (2000·6) = 73.15.
    expect(settle('11x5', 'any_6', '1 2 3 4 5 6', [5, 3, 1, 4, 2])).toEqual({
      wins: [{ hits: 1, rate: rate(1463, 20) }],
      winningBets: 1,
    });
    // Seven picks: the bets {1..5, 6} and {1..5, 7} win, C(2, 1) = 2 of C(7, 6) = 7.
    expect(settle('11x5', 'any_6', '1 2 3 4 5 6 7', [5, 3, 1, 4, 2]).winningBets).toBe(2);
    expect(settle('11x5', 'any_6', '1 2 3 4 5 6', [5, 3, 1, 4, 11]).wins).toEqual([]);
    // Eight picks with the five drawn: C(3, 3) = 1 for any_8 (p = 56/462).
    expect(settle('11x5', 'any_8', '1 2 3 4 5 6 7 8', [8, 7, 6, 5, 4]).winningBets).toBe(1);
    // any_3 with four picks, three drawn: C(3, 3) = 1; all four drawn: C(4, 3) = 4.
    expect(settle('11x5', 'any_3', '1 2 3 4', [1, 2, 3, 9, 10]).winningBets).toBe(1);
    expect(settle('11x5', 'any_3', '1 2 3 4', [4, 1, 2, 3, 10]).winningBets).toBe(4);
    expect(settle('11x5', 'any_3', '1 2 3 4', [4, 1, 9, 10, 11]).winningBets).toBe(0);
    expect(settle('11x5', 'any_1', '1 2 11', [11, 1, 9, 10, 8]).wins).toEqual([
      { hits: 2, rate: rate(209, 100) },
    ]);
  });

  it('11x5 first three / first two, straight and group', () => {
    expect(settle('11x5', 'first3_straight', '1,2|3|4', [2, 3, 4, 1, 5]).wins).toEqual([
      { hits: 1, rate: rate(1881, 2) }, // 940.5
    ]);
    expect(settle('11x5', 'first3_straight', '1,2|3|4', [3, 2, 4, 1, 5]).wins).toEqual([]);
    expect(settle('11x5', 'first3_group', '2 3 4 9', [4, 2, 3, 1, 5]).wins).toEqual([
      { hits: 1, rate: rate(627, 4) }, // 156.75
    ]);
    expect(settle('11x5', 'first3_group', '2 3 4', [4, 2, 5, 3, 1]).wins).toEqual([]);
    expect(settle('11x5', 'first2_straight', '7|8', [7, 8, 1, 2, 3]).wins).toEqual([
      { hits: 1, rate: rate(209, 2) },
    ]);
    expect(settle('11x5', 'first2_group', '7 8', [8, 7, 1, 2, 3]).wins).toEqual([
      { hits: 1, rate: rate(209, 4) },
    ]);
  });
});

describe('fast lottery RTP by enumeration', () => {
  /** Every pick of every position as its own one-bet input ("7||||", "|big|||"). */
  const perPosition = (game: FastGame, product: FastProduct): string[] =>
    Array.from({ length: fastPositions(game, product) }, (_, position) =>
      fastPicks(game, product).map((pick) =>
        Array.from({ length: fastPositions(game, product) }, (_, at) =>
          at === position ? String(pick) : '',
        ).join('|'),
      ),
    ).flat();
  const perPick = (game: FastGame, product: FastProduct): string[] =>
    fastPicks(game, product).map((pick) => String(pick));

  // Every option of every product; combination products by representative picks and multi-selects.
  const inputs: Record<FastGame, Record<string, string[]>> = {
    ssc: {
      five_straight: ['1|2|3|4|5', '0|0|9|9|0', '1,2|3|4,5,6|7|8,9'],
      position_digit: perPosition('ssc', 'position_digit'),
      position_big_small_odd_even: perPosition('ssc', 'position_big_small_odd_even'),
      sum_big_small_odd_even: [...perPick('ssc', 'sum_big_small_odd_even'), 'big,odd'],
      dragon_tiger: [...perPick('ssc', 'dragon_tiger'), 'dragon,tie'],
    },
    pk10: {
      position_car: perPosition('pk10', 'position_car'),
      top2_sum: [...perPick('pk10', 'top2_sum'), '3,11,19'],
      position_big_small_odd_even: perPosition('pk10', 'position_big_small_odd_even'),
      dragon_tiger: [...perPosition('pk10', 'dragon_tiger'), 'dragon|tiger|dragon||'],
    },
    k3: {
      sum_value: [...perPick('k3', 'sum_value'), '4,10,17'],
      sum_big_small_odd_even: [...perPick('k3', 'sum_big_small_odd_even'), 'big,small,odd,even'],
      triple_any: ['any'],
      triple_specific: [...perPick('k3', 'triple_specific'), '1,6'],
      pair_specific: [...perPick('k3', 'pair_specific'), '2,3,4'],
      single_face: [...perPick('k3', 'single_face'), '1,2,6'],
    },
    '11x5': {
      ...Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [
          `any_${n}`,
          [
            Array.from({ length: n }, (_, index) => index + 1).join(' '),
            Array.from({ length: n }, (_, index) => 11 - index).join(' '),
            Array.from({ length: Math.min(11, n + 2) }, (_, index) => index + 1).join(' '),
          ],
        ]),
      ),
      first3_straight: ['1|2|3', '11|5|1', '1,2|2,3|3,4'],
      first3_group: ['1 2 3', '9 10 11', '1 2 3 4 5'],
      first2_straight: ['1|2', '11|10', '1,2|1,2,3'],
      first2_group: ['1 2', '10 11', '1 2 3 4'],
    },
  };

  it('covers every product', () => {
    for (const game of FAST_GAMES)
      expect(Object.keys(inputs[game]).sort()).toEqual([...FAST_PRODUCTS[game]].sort());
  });

  it('is exactly G/2000 for every product and option', () => {
    for (const game of FAST_GAMES) {
      for (const product of FAST_PRODUCTS[game]) {
        for (const input of inputs[game][product]!) {
          expect({ game, product, input, rtp: fastProductRtp(game, product, input, G) }).toEqual({
            game,
            product,
            input,
            rtp: fraction(G, 2000),
          });
        }
      }
    }
  });

  it('stays G/2000 across the prize groups (cached enumerations, new rates)', () => {
    for (const group of [
      PRIZE_GROUP_MIN,
      1800,
      1950,
      PRIZE_GROUP_MAX,
      ...Object.values(PRIZE_MODE_PRIZE_GROUPS),
    ]) {
      for (const game of FAST_GAMES) {
        for (const product of FAST_PRODUCTS[game]) {
          expect(fastProductRtp(game, product, undefined, group)).toEqual(fraction(group, 2000));
        }
      }
      expect(fastProductRtp('ssc', 'dragon_tiger', 'tie', group)).toEqual(fraction(group, 2000));
      expect(fastProductRtp('k3', 'sum_value', '4,10,17', group)).toEqual(fraction(group, 2000));
    }
  });
});

describe('fast lottery history', () => {
  // Oldest first.
  const history = [
    [1, 2, 3, 4, 5],
    [1, 1, 0, 9, 9],
    [2, 2, 2, 2, 2],
    [1, 0, 0, 0, 0],
  ];

  it('counts how often each number came up, anywhere or at a position', () => {
    const anywhere = digitFrequency('ssc', history);
    expect(anywhere.map(({ count }) => count)).toEqual([5, 4, 6, 1, 1, 1, 0, 0, 0, 2]);
    expect(anywhere[0]).toEqual({ number: 0, count: 5 });
    expect(digitFrequency('ssc', history, 1).map(({ count }) => count)).toEqual([
      0, 3, 1, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(digitFrequency('k3', [[3, 3, 5]]).map(({ count }) => count)).toEqual([0, 0, 2, 0, 1, 0]);
    expect(
      digitFrequency('pk10', [[3, 8, 1, 2, 4, 5, 6, 7, 9, 10]], 1).find(({ count }) => count === 1),
    ).toEqual({
      number: 3,
      count: 1,
    });
    expect(digitFrequency('ssc', [])).toHaveLength(10);
    expect(() => digitFrequency('ssc', history, 6)).toThrow(RangeError);
    expect(refusal(() => digitFrequency('ssc', [[1, 2, 3]])).reason).toBe('wrong_count');
  });

  it('tracks draws since each number last came up, and the longest run without it', () => {
    const streaks = missingStreaks('ssc', history);
    expect(streaks.find(({ number }) => number === 1)).toEqual({ number: 1, current: 0, longest: 1 });
    expect(streaks.find(({ number }) => number === 2)).toEqual({ number: 2, current: 1, longest: 1 });
    expect(streaks.find(({ number }) => number === 9)).toEqual({ number: 9, current: 2, longest: 2 });
    expect(streaks.find(({ number }) => number === 6)).toEqual({ number: 6, current: 4, longest: 4 });
    expect(streaks.find(({ number }) => number === 3)).toEqual({ number: 3, current: 3, longest: 3 });
    // At position 1: 1, 1, 2, 1.
    expect(missingStreaks('ssc', history, 1).slice(0, 3)).toEqual([
      { number: 0, current: 4, longest: 4 },
      { number: 1, current: 0, longest: 1 },
      { number: 2, current: 1, longest: 2 },
    ]);
    expect(missingStreaks('11x5', []).every(({ current, longest }) => current === 0 && longest === 0)).toBe(
      true,
    );
  });

  it('builds the trend chart rows', () => {
    expect(
      missingTrend('k3', [
        [1, 1, 2],
        [3, 4, 5],
        [6, 6, 1],
      ]),
    ).toEqual([
      [0, 0, 1, 1, 1, 1],
      [1, 1, 0, 0, 0, 2],
      [0, 2, 1, 1, 1, 0],
    ]);
  });
});
