/**
 * The lottery adapters (issue 20): every family's draw reads only the stream, its result survives
 * the operator's tier form both ways, every product's published pick input builds selections the
 * engine accepts, and its published RTP is a true fraction in (0, 1).
 */
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../rng.ts';
import type { LotteryPickInput } from './engine.ts';
import { lotteryEngine } from './families.ts';
import { LOTTERY_GAMES } from './games.ts';
import { ticketReturn } from './types.ts';

const MATHS = { prizeGroup: 1900 };
const stream = (n: number) =>
  createRandomStream({ serverSeed: 'a'.repeat(64), clientSeed: `test:${n}`, nonce: 0 });

/** The first selection a member could make with `input` (what the page's quick pick builds). */
const firstPick = (input: LotteryPickInput): string => {
  if (input.kind === 'numbers') {
    const picks = Array.from({ length: input.minPicks }, (_, i) =>
      input.digits ? String(input.min + i).padStart(input.digits, '0') : String(input.min + i),
    );
    // Thai "any order" takes three different digits.
    return input.digits === 3
      ? picks.map((_, i) => ['123', '456', '789'][i] ?? '102').join(' ')
      : picks.join(' ');
  }
  if (input.kind === 'options') {
    return input.positions.length
      ? [input.options[0], ...input.positions.slice(1).map(() => '')].join('|')
      : input.options[0]!;
  }
  return Array.from({ length: input.positions }, (_, i) => String(input.min + i)).join('|');
};

describe.each(LOTTERY_GAMES.map((game) => [game.key, game] as const))('%s', (_key, game) => {
  const engine = lotteryEngine(game.family);

  it('draws from the stream alone, the same seeds the same result, and reads back from its tiers', () => {
    expect(engine.draw.length).toBe(2);
    const result = engine.draw(game, stream(1));
    expect(engine.draw(game, stream(1))).toEqual(result);
    const tiers = engine.toTiers(game, result);
    expect(engine.toTiers(game, engine.fromTiers(game, tiers))).toEqual(tiers);
  });

  it('publishes products whose inputs make selections the engine takes, priced and settled exactly', () => {
    const products = engine.products(game, MATHS);
    expect(products.length).toBeGreaterThan(3);
    const result = engine.draw(game, stream(2));
    for (const product of products) {
      expect(product.rtp.num > 0n && product.rtp.num < product.rtp.den, `${product.code} rtp`).toBe(true);
      const { selection, betCount } = engine.parse(game, product.code, firstPick(product.input));
      expect(betCount, product.code).toBeGreaterThan(0);
      const { hits, wins } = engine.settle(game, product.code, selection, result, product.rates, MATHS);
      expect(wins.reduce((sum, win) => sum + win.hits, 0)).toBe(hits);
      if (hits > 0) expect(ticketReturn(100n, 1, wins)).toBeGreaterThan(0n);
      for (const { perUnit } of engine.exposures(game, product.code, selection, product.rates)) {
        expect(perUnit.num).toBeGreaterThan(0n);
      }
    }
  });

  it('refuses a product it does not offer', () => {
    expect(() => engine.parse(game, 'no_such_product', '1')).toThrow(/unknown_product/);
  });
});

describe('fast prize groups', () => {
  it('publish exactly prizeGroup / 2000 as every product’s RTP', () => {
    const ssc = LOTTERY_GAMES.find((g) => g.key === 'ssc-60')!;
    for (const product of lotteryEngine('ssc').products(ssc, { prizeGroup: 1950 })) {
      expect(product.rtp).toEqual({ num: 39n, den: 40n });
    }
  });
});
