/**
 * The seven lottery families behind the one `LotteryEngine` shape (issue 20, ADR 081): each adapter
 * only maps between the shared shape and its family's pure module, which holds every rule.
 */
import type { RandomStream } from '../random-stream.ts';
import type {
  LotteryEngine,
  LotteryPickInput,
  LotteryProductInfo,
  LotteryRates,
  LotteryTiers,
} from './engine.ts';
import {
  drawFast,
  FAST_PRODUCTS,
  type FastGame,
  type FastPick,
  type FastProduct,
  type FastResult,
  type FastSelection,
  fastBetCount,
  fastProductRules,
  fastRate,
  parseFastSelection,
  settleFast,
  validateFastResult,
} from './fast.ts';
import type { LotteryFamily, LotteryGame } from './games.ts';
import {
  DEFAULT_SEA_RATES,
  drawSea,
  parseSeaSelection,
  SEA_MAX_PICKS,
  SEA_PRODUCT_SPECS,
  SEA_PRODUCTS,
  SEA_TABLE_TIERS,
  type SeaKind,
  type SeaProduct,
  type SeaRates,
  type SeaResult,
  type SeaSelection,
  seaBetCount,
  seaPermutationCount,
  seaProductRtp,
  seaWorstRatePerNumber,
  settleSea,
  validateSeaResult,
} from './sea.ts';
import { type Fraction, fraction, LotteryInputError, multiplyFractions } from './types.ts';
import {
  DEFAULT_VN_RATES,
  drawVn,
  parseVnSelection,
  settleVn,
  VN_PRIZE_STRUCTURE,
  VN_PRODUCTS_BY_REGION,
  type VnProduct,
  type VnRegion,
  type VnResult,
  type VnSelection,
  validateVnResult,
  vnBetCount,
  vnExpectedHits,
  vnMaxPicks,
  vnPickDigits,
} from './vn.ts';

export { LOTTERY_FAMILY } from './games.ts';

/** The one tier of a product that pays a single rate. */
export const HIT = 'hit';

const regionOf = (game: LotteryGame): VnRegion => game.region ?? 'north';

const assertProduct = <T extends string>(products: readonly T[], product: string): T => {
  if (!(products as readonly string[]).includes(product))
    throw new LotteryInputError('unknown_product', 'product');
  return product as T;
};

/** The xiên / lô trượt size of a product code (`xien3` → 3), else 0. */
const comboSize = (product: string) => Number(/^(?:xien|lo_truot)(\d+)$/.exec(product)?.[1] ?? 0);

/** Every k-combination of the sorted picks, each joined with '-'. */
const combinations = (picks: readonly string[], k: number): string[] => {
  const out: string[] = [];
  const walk = (start: number, chosen: string[]) => {
    if (chosen.length === k) {
      out.push(chosen.join('-'));
      return;
    }
    for (let i = start; i < picks.length; i += 1) walk(i + 1, [...chosen, picks[i]!]);
  };
  walk(0, []);
  return out;
};

/** The Vietnamese result's tiers as shown: the special prize first, then G1 … G7 (G8). */
const vnTierOrder = (region: VnRegion) => {
  const tiers = VN_PRIZE_STRUCTURE[region].map((spec) => spec.tier);
  return ['special', ...tiers.filter((tier) => tier !== 'special').sort()];
};

const vn: LotteryEngine = {
  draw: (game, stream) => drawVn(regionOf(game), stream),
  fromTiers: (game, tiers) => {
    const region = regionOf(game);
    return validateVnResult(region, {
      region,
      tiers: Object.fromEntries(tiers.map(({ tier, numbers }) => [tier, numbers])),
    });
  },
  toTiers: (game, result) => {
    const { tiers } = result as VnResult;
    return vnTierOrder(regionOf(game)).map((tier) => ({
      tier,
      numbers: [...(tiers[tier as keyof typeof tiers] ?? [])],
    }));
  },
  products: (game, maths) => {
    const region = regionOf(game);
    return VN_PRODUCTS_BY_REGION[region].map((product): LotteryProductInfo => {
      const size = comboSize(product);
      const digits = vnPickDigits(product);
      // The operator's payout per price point, else the market default, kept as the market says it
      // ("18 ăn 80", not 9 / 40): num the payout, den the price.
      const market = DEFAULT_VN_RATES[region][product];
      const rate = maths.rates?.[product]?.[HIT] ?? { num: market.payout, den: market.price };
      return {
        code: product,
        rates: { [HIT]: rate },
        rtp: multiplyFractions(vnExpectedHits(region, product), rate),
        input: {
          kind: 'numbers',
          digits,
          min: 0,
          max: 10 ** digits - 1,
          minPicks: size || 1,
          maxPicks: product.startsWith('lo_truot') ? size : vnMaxPicks(product),
        },
        multiHit: /^lo\d$/.test(product),
      };
    });
  },
  parse: (game, product, text) => {
    const code = assertProduct(VN_PRODUCTS_BY_REGION[regionOf(game)], product);
    const selection = parseVnSelection(code, text);
    return { selection, betCount: vnBetCount(code, selection) };
  },
  settle: (_game, product, selection, result, rates) => {
    const { hits } = settleVn(product as VnProduct, selection as VnSelection, result as VnResult);
    return { hits, wins: hits > 0 ? [{ hits, rate: rates[HIT]! }] : [] };
  },
  exposures: (_game, product, selection, rates) => {
    const picks = selection as VnSelection;
    const rate = rates[HIT]!;
    // A xiên bets on each combination; a lô trượt on its whole set; anything else on each number.
    const numbers = product.startsWith('xien')
      ? combinations(picks, comboSize(product))
      : product.startsWith('lo_truot')
        ? [picks.join('-')]
        : picks;
    return numbers.map((number) => ({ number, perUnit: rate }));
  },
};

/**
 * A Southeast-Asian family (`sea4d` draws the 4D result, `thai` the Thai one). Thai "3 top any
 * order" (3 ตัวโต๊ด) takes picks of three different digits only: one rate over six orders returns
 * 90 %, but the same rate on a pick with a repeated digit (three orders, or one) would return 45 % or
 * 15 %, so those are refused (`tod_needs_distinct_digits`) rather than sold at a hidden worse price.
 */
const sea = (kind: SeaKind): LotteryEngine => {
  const products = SEA_PRODUCTS.filter((product) => SEA_PRODUCT_SPECS[product].kind === kind);
  /** A ticket's stored rates as the full table settleSea reads (its product's table overridden). */
  const ratesFor = (product: SeaProduct, rates: LotteryRates): SeaRates => ({
    ...DEFAULT_SEA_RATES,
    [SEA_PRODUCT_SPECS[product].table]: rates,
  });
  const tiersOf = (result: SeaResult): LotteryTiers =>
    result.kind === '4d'
      ? [
          { tier: 'first', numbers: [result.first] },
          { tier: 'second', numbers: [result.second] },
          { tier: 'third', numbers: [result.third] },
          { tier: 'starter', numbers: [...result.starters] },
          { tier: 'consolation', numbers: [...result.consolation] },
        ]
      : [
          { tier: 'first', numbers: [result.first] },
          { tier: 'front3', numbers: [...result.front3] },
          { tier: 'back3', numbers: [...result.back3] },
          { tier: 'bottom2', numbers: [result.bottom2] },
        ];
  return {
    draw: (_game, stream) => drawSea(kind, stream),
    fromTiers: (_game, tiers) => {
      const by = new Map(tiers.map(({ tier, numbers }) => [tier, numbers]));
      const one = (tier: string) => by.get(tier)?.[0];
      return validateSeaResult(
        kind,
        kind === '4d'
          ? {
              kind,
              first: one('first'),
              second: one('second'),
              third: one('third'),
              starters: by.get('starter'),
              consolation: by.get('consolation'),
            }
          : {
              kind,
              first: one('first'),
              front3: by.get('front3'),
              back3: by.get('back3'),
              bottom2: one('bottom2'),
            },
      );
    },
    toTiers: (_game, result) => tiersOf(result as SeaResult),
    products: (_game, maths) =>
      products.map((product): LotteryProductInfo => {
        const spec = SEA_PRODUCT_SPECS[product];
        const table = DEFAULT_SEA_RATES[spec.table] as LotteryRates;
        // The operator's rate of a tier, else the market default.
        const rates = Object.fromEntries(
          SEA_TABLE_TIERS[spec.table].map((tier) => [tier, maths.rates?.[product]?.[tier] ?? table[tier]!]),
        );
        return {
          code: product,
          rates,
          rtp: seaProductRtp(product, ratesFor(product, rates), spec.play === 'any' ? 6 : undefined),
          input: {
            kind: 'numbers',
            digits: spec.digits,
            min: 0,
            max: 10 ** spec.digits - 1,
            minPicks: 1,
            maxPicks: SEA_MAX_PICKS,
          },
          multiHit: product === '3d',
        };
      }),
    parse: (_game, product, text) => {
      const code = assertProduct(products, product);
      const selection = parseSeaSelection(code, text);
      if (
        SEA_PRODUCT_SPECS[code].play === 'any' &&
        selection.picks.some((pick) => seaPermutationCount(pick) < 6)
      )
        throw new LotteryInputError('tod_needs_distinct_digits');
      return { selection, betCount: seaBetCount(code, selection) };
    },
    settle: (_game, product, selection, result, rates) => {
      const { wins } = settleSea(
        product as SeaProduct,
        selection as SeaSelection,
        result as SeaResult,
        ratesFor(product as SeaProduct, rates),
      );
      return { hits: wins.reduce((sum, win) => sum + win.hits, 0), wins };
    },
    exposures: (_game, product, selection, rates) =>
      (selection as SeaSelection).picks.flatMap((pick) => {
        const { numbers, rate } = seaWorstRatePerNumber(
          product as SeaProduct,
          pick,
          ratesFor(product as SeaProduct, rates),
        );
        return numbers.map((number) => ({ number, perUnit: rate }));
      }),
  };
};

/** The tier names a fast game's result shows, by game. */
const FAST_TIERS: Record<FastGame, string> = { ssc: 'numbers', pk10: 'order', k3: 'dice', '11x5': 'numbers' };

/**
 * A fast game (ssc, pk10, k3, 11x5). Its rates follow from the prize group G: an option of win
 * probability p pays G / (2000 p), so every product returns G / 2000 (the module's tests check that
 * by enumerating every result). A line's exposure on the liability board is kept per position and
 * pick (`3:7`, or `7` for a product without positions), at the most one bet on it returns.
 */
const fast = (family: FastGame): LotteryEngine => {
  const products = FAST_PRODUCTS[family] as readonly string[];
  const ratesOf = (product: string, prizeGroup: number): LotteryRates => {
    const rules = fastProductRules(family, product);
    const code = product as FastProduct<typeof family>;
    if (!rules.ratedByOption) return { [HIT]: fastRate(family, code, undefined, prizeGroup) };
    return Object.fromEntries(
      rules.picks.map((pick) => [String(pick), fastRate(family, code, pick, prizeGroup)]),
    );
  };
  const inputOf = (product: string): LotteryPickInput => {
    const rules = fastProductRules(family, product);
    const numeric = rules.picks.every((pick) => typeof pick === 'number');
    const numbers = rules.picks as readonly number[];
    const positional = rules.positions > 1 || rules.emptyPositions === true;
    if (!numeric) {
      return {
        kind: 'options',
        options: rules.picks.map(String),
        positions: positional ? Array.from({ length: rules.positions }, (_, i) => String(i + 1)) : [],
      };
    }
    if (positional) {
      return {
        kind: 'positions',
        positions: rules.positions,
        min: numbers[0]!,
        max: numbers[numbers.length - 1]!,
        emptyPositions: rules.emptyPositions === true,
      };
    }
    return {
      kind: 'numbers',
      digits: null,
      min: numbers[0]!,
      max: numbers[numbers.length - 1]!,
      minPicks: rules.minPicks ?? 1,
      maxPicks: numbers.length,
    };
  };
  const highest = (rates: LotteryRates) =>
    Object.values(rates).reduce(
      (max, rate) => (rate.num * max.den > max.num * rate.den ? rate : max),
      fraction(0),
    );
  return {
    draw: (_game, stream) => drawFast(family, stream),
    fromTiers: (_game, tiers) => validateFastResult(family, (tiers[0]?.numbers ?? []).map(Number)),
    toTiers: (_game, result) => [{ tier: FAST_TIERS[family], numbers: (result as FastResult).map(String) }],
    products: (_game, { prizeGroup }) =>
      products.map(
        (product): LotteryProductInfo => ({
          code: product,
          rates: ratesOf(product, prizeGroup),
          rtp: fraction(prizeGroup, 2000),
          input: inputOf(product),
          multiHit: fastProductRules(family, product).winningBets !== undefined,
        }),
      ),
    parse: (_game, product, text) => {
      const code = assertProduct(products, product) as FastProduct<typeof family>;
      const selection = parseFastSelection(family, code, text);
      return { selection, betCount: fastBetCount(family, code, selection) };
    },
    settle: (_game, product, selection, result, _rates, { prizeGroup }) => {
      const { wins } = settleFast(
        family,
        product as FastProduct<typeof family>,
        selection as FastSelection,
        result as FastResult,
        prizeGroup,
      );
      return { hits: wins.reduce((sum, win) => sum + win.hits, 0), wins };
    },
    exposures: (_game, _product, selection, rates) => {
      const perUnit = highest(rates);
      const { sets } = selection as FastSelection;
      return sets.flatMap((set: readonly FastPick[], position: number) =>
        set.map((pick) => ({ number: sets.length > 1 ? `${position + 1}:${pick}` : String(pick), perUnit })),
      );
    },
  };
};

const ENGINES: Record<LotteryFamily, LotteryEngine> = {
  vn,
  sea4d: sea('4d'),
  thai: sea('thai'),
  ssc: fast('ssc'),
  pk10: fast('pk10'),
  k3: fast('k3'),
  '11x5': fast('11x5'),
};

/** A family's engine. */
export const lotteryEngine = (family: LotteryFamily): LotteryEngine => {
  const engine = ENGINES[family];
  if (!engine) throw new RangeError(`no lottery engine for ${String(family)}`);
  return engine;
};

export type { Fraction, LotteryRates, LotteryTiers, RandomStream };
