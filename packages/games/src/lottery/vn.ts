/**
 * Vietnamese lottery (xổ số kiến thiết, issue 20): the draw, the products members bet on, their
 * settlement in hits and their exact return to player.
 *
 * Prize structure. Every number is a string of decimal digits, zero-padded ("00071").
 * - north (miền Bắc, one result a day): 27 numbers in 8 tiers — special (giải đặc biệt, ĐB) 5 digits
 *   ×1, G1 5d ×1, G2 5d ×2, G3 5d ×6, G4 4d ×4, G5 4d ×6, G6 3d ×3, G7 2d ×4.
 * - central and south (miền Trung / miền Nam, one result per province): 18 numbers in 9 tiers —
 *   G8 2d ×1, G7 3d ×1, G6 4d ×3, G5 4d ×1, G4 5d ×7, G3 5d ×2, G2 5d ×1, G1 5d ×1, special 6d ×1.
 *
 * Draw order (`drawVn`), as the live draws read the tiers out, each tier's numbers first to last:
 * north G1, G2, G3, G4, G5, G6, G7, special last; central/south G8, G7, G6, G5, G4, G3, G2, G1,
 * special last. A d-digit number is one `stream.nextInt(10^d)`, so its digits are independent and
 * uniform, and so are its last k digits over 10^k values, independently of every other number.
 *
 * Products (what a bet looks at; a "hit" is one unit of the product's rate):
 * - lo2 (lô 2 số): a 2-digit number against the last 2 digits of every number (27 north, 18
 *   central/south). Paid per appearance: an ending drawn 3 times is 3 hits.
 * - lo3 (lô 3 số): a 3-digit number against the last 3 digits of every number of ≥ 3 digits (23 / 17),
 *   per appearance.
 * - lo4 (lô 4 số): a 4-digit number against the last 4 digits of every number of ≥ 4 digits (20 / 16),
 *   per appearance.
 * - de (đề): a 2-digit number against the special's last 2 digits: 1 hit.
 * - de_dau (đề đầu, "đề giải nhất" in the north): a 2-digit number against the last 2 digits of
 *   the north's G1 (its one first-prize number) or of the central/south G8 (the first number drawn).
 * - ba_cang (3 càng): a 3-digit number against the special's last 3 digits: 1 hit.
 * - xien2 / xien3 / xien4 (xiên 2/3/4): N two-digit numbers that must ALL appear among the lô 2 số
 *   endings; a winning combination pays once (1 hit) however often its numbers appear. Picking
 *   k ≥ N numbers is C(k, N) bets, every N-combination of the picks.
 * - lo_truot4 / lo_truot8 / lo_truot10 (lô trượt, xiên trượt 4/8/10): exactly N two-digit numbers,
 *   one bet that wins (1 hit) when NONE of them appears among the lô 2 số endings.
 * - dau (đầu): a digit against the tens digit of the special's last two: 1 hit.
 * - duoi (đuôi): a digit against the special's units digit: 1 hit.
 *
 * Rates follow the market's points: a point costs `price` and each hit pays `payout` (both in
 * thousands of đồng, north lô 2 số 23 → 80). The engine only needs their ratio: `vnRate` =
 * payout / price is what one minor unit staked returns per hit, the rate `ticketReturn` takes; the
 * member's unit stake is the price of a point in the wallet's minor units.
 */

import type { RandomStream } from '../random-stream.ts';
import { type Fraction, fraction, LotteryInputError, multiplyFractions } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Draw structure

/** The three draw regions: miền Bắc, miền Trung, miền Nam. */
export type VnRegion = 'north' | 'central' | 'south';
/** Every region, north first. */
export const VN_REGIONS: readonly VnRegion[] = ['north', 'central', 'south'];

/** A prize tier: the special prize (giải đặc biệt) and G1 … G8. */
export type VnTier = 'special' | 'g1' | 'g2' | 'g3' | 'g4' | 'g5' | 'g6' | 'g7' | 'g8';

/** A tier of a region's result: how many numbers of how many digits. */
export type VnTierSpec = { readonly tier: VnTier; readonly digits: number; readonly count: number };

const tier = (name: VnTier, digits: number, count: number): VnTierSpec => ({ tier: name, digits, count });

/** Each region's tiers in draw order (the order `drawVn` draws and `vnNumbers` lists them). */
export const VN_PRIZE_STRUCTURE: Readonly<Record<VnRegion, readonly VnTierSpec[]>> = (() => {
  const north = [
    tier('g1', 5, 1),
    tier('g2', 5, 2),
    tier('g3', 5, 6),
    tier('g4', 4, 4),
    tier('g5', 4, 6),
    tier('g6', 3, 3),
    tier('g7', 2, 4),
    tier('special', 5, 1),
  ];
  const province = [
    tier('g8', 2, 1),
    tier('g7', 3, 1),
    tier('g6', 4, 3),
    tier('g5', 4, 1),
    tier('g4', 5, 7),
    tier('g3', 5, 2),
    tier('g2', 5, 1),
    tier('g1', 5, 1),
    tier('special', 6, 1),
  ];
  return { north, central: province, south: province };
})();

/** A region's result: each tier's numbers as zero-padded digit strings, in draw order within the tier. */
export type VnResult = {
  readonly region: VnRegion;
  readonly tiers: Readonly<Partial<Record<VnTier, readonly string[]>>>;
};

const assertRegion = (region: VnRegion): void => {
  if (!VN_REGIONS.includes(region)) throw new RangeError(`bad region ${String(region)}`);
};

/**
 * Draws a region's result from the stream alone: every number, in the documented draw order, is
 * `stream.nextInt(10 ** digits)` zero-padded to its digits. Takes no bet, so no ticket can steer it.
 */
export const drawVn = (region: VnRegion, stream: RandomStream): VnResult => {
  assertRegion(region);
  const tiers: Partial<Record<VnTier, readonly string[]>> = {};
  for (const { tier: name, digits, count } of VN_PRIZE_STRUCTURE[region]) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i += 1) {
      numbers.push(String(stream.nextInt(10 ** digits)).padStart(digits, '0'));
    }
    tiers[name] = numbers;
  }
  return { region, tiers };
};

/**
 * Checks an operator-entered result for `region`: exactly the region's tiers, each with its count of
 * numbers of exactly its digits. Returns a copy in draw order; throws a `LotteryInputError` whose
 * field names the tier (`g3`) or the number (`g3.2`, 1-based), or `region`.
 */
export const validateVnResult = (region: VnRegion, result: VnResult): VnResult => {
  assertRegion(region);
  if (typeof result !== 'object' || result === null) throw new LotteryInputError('bad_result', 'result');
  if (result.region !== region) {
    throw new LotteryInputError(
      'wrong_region',
      'region',
      `result is for ${String(result.region)}, not ${region}`,
    );
  }
  const given = result.tiers;
  if (typeof given !== 'object' || given === null) throw new LotteryInputError('bad_result', 'tiers');
  const structure = VN_PRIZE_STRUCTURE[region];
  for (const key of Object.keys(given)) {
    if (!structure.some((spec) => spec.tier === key)) {
      throw new LotteryInputError('unexpected_tier', key, `${region} has no tier ${key}`);
    }
  }
  const tiers: Partial<Record<VnTier, readonly string[]>> = {};
  for (const { tier: name, digits, count } of structure) {
    const numbers: unknown = given[name];
    if (!Array.isArray(numbers)) throw new LotteryInputError('missing_tier', name);
    if (numbers.length !== count) {
      throw new LotteryInputError(
        'wrong_count',
        name,
        `${name} needs ${count} numbers, got ${numbers.length}`,
      );
    }
    const pattern = new RegExp(`^\\d{${digits}}$`);
    numbers.forEach((value: unknown, index) => {
      if (typeof value !== 'string' || !pattern.test(value)) {
        throw new LotteryInputError(
          'bad_number',
          `${name}.${index + 1}`,
          `${name}.${index + 1} needs ${digits} digits`,
        );
      }
    });
    tiers[name] = [...(numbers as string[])];
  }
  return { region, tiers };
};

/** Every number of a result in draw order (27 north, 18 central/south). */
export const vnNumbers = (result: VnResult): string[] =>
  VN_PRIZE_STRUCTURE[result.region].flatMap(({ tier: name }) => result.tiers[name] ?? []);

/** The last `digits` digits of every number of at least that many digits, in draw order. */
export const vnEndings = (result: VnResult, digits: number): string[] =>
  vnNumbers(result)
    .filter((number) => number.length >= digits)
    .map((number) => number.slice(-digits));

const tierNumber = (result: VnResult, name: VnTier): string => {
  const number = result.tiers[name]?.[0];
  if (number === undefined) throw new RangeError(`result has no ${name}`);
  return number;
};

// ---------------------------------------------------------------------------------------------
// Products and selections

/** The products, with the market's names. */
export type VnProduct =
  | 'lo2' // lô 2 số
  | 'lo3' // lô 3 số
  | 'lo4' // lô 4 số
  | 'de' // đề (special, last 2)
  | 'de_dau' // đề đầu (north G1 / central-south G8, last 2)
  | 'ba_cang' // 3 càng (special, last 3)
  | 'xien2' // xiên 2
  | 'xien3' // xiên 3
  | 'xien4' // xiên 4
  | 'lo_truot4' // lô trượt 4 (xiên trượt 4)
  | 'lo_truot8' // lô trượt 8
  | 'lo_truot10' // lô trượt 10
  | 'dau' // đầu (tens digit of the special's last two)
  | 'duoi'; // đuôi (units digit of the special)

/** Every product, in the order the slip lists them. */
export const VN_PRODUCTS: readonly VnProduct[] = [
  'lo2',
  'lo3',
  'lo4',
  'de',
  'de_dau',
  'ba_cang',
  'xien2',
  'xien3',
  'xien4',
  'lo_truot4',
  'lo_truot8',
  'lo_truot10',
  'dau',
  'duoi',
];

/** Which products each region offers: all of them everywhere (đề đầu reads G1 north, G8 elsewhere). */
export const VN_PRODUCTS_BY_REGION: Readonly<Record<VnRegion, readonly VnProduct[]>> = {
  north: VN_PRODUCTS,
  central: VN_PRODUCTS,
  south: VN_PRODUCTS,
};

type ProductKind = 'lo' | 'single' | 'xien' | 'truot';
type ProductSpec = { kind: ProductKind; digits: number; size: number };

const PRODUCT_SPECS: Readonly<Record<VnProduct, ProductSpec>> = {
  lo2: { kind: 'lo', digits: 2, size: 1 },
  lo3: { kind: 'lo', digits: 3, size: 1 },
  lo4: { kind: 'lo', digits: 4, size: 1 },
  de: { kind: 'single', digits: 2, size: 1 },
  de_dau: { kind: 'single', digits: 2, size: 1 },
  ba_cang: { kind: 'single', digits: 3, size: 1 },
  xien2: { kind: 'xien', digits: 2, size: 2 },
  xien3: { kind: 'xien', digits: 2, size: 3 },
  xien4: { kind: 'xien', digits: 2, size: 4 },
  lo_truot4: { kind: 'truot', digits: 2, size: 4 },
  lo_truot8: { kind: 'truot', digits: 2, size: 8 },
  lo_truot10: { kind: 'truot', digits: 2, size: 10 },
  dau: { kind: 'single', digits: 1, size: 1 },
  duoi: { kind: 'single', digits: 1, size: 1 },
};

const productSpec = (product: VnProduct): ProductSpec => {
  if (!Object.hasOwn(PRODUCT_SPECS, product)) {
    throw new LotteryInputError('unknown_product', 'product', `unknown product ${String(product)}`);
  }
  return PRODUCT_SPECS[product];
};

/** Most picks on one line: 100 (every 2-digit number once). */
export const MAX_VN_PICKS = 100;
/** Most picks on one xiên line, so a line is at most C(10, 4) = 210 bets. */
export const MAX_VN_XIEN_PICKS = 10;

/** How many digits each pick of `product` has: 2 for lô 2 số, đề, xiên, trượt; 3; 4; 1 for đầu/đuôi. */
export const vnPickDigits = (product: VnProduct): number => productSpec(product).digits;

/** The most picks one line of `product` may hold. */
export const vnMaxPicks = (product: VnProduct): number => {
  const { kind, digits } = productSpec(product);
  if (kind === 'xien') return MAX_VN_XIEN_PICKS;
  return Math.min(MAX_VN_PICKS, 10 ** digits);
};

/** A canonical selection: distinct zero-padded picks, ascending. */
export type VnSelection = readonly string[];

const canonicalSelection = (product: VnProduct, picks: readonly unknown[]): VnSelection => {
  const { kind, digits, size } = productSpec(product);
  if (picks.length === 0) throw new LotteryInputError('empty_selection');
  const max = vnMaxPicks(product);
  if (picks.length > max) {
    throw new LotteryInputError('too_many_numbers', 'selection', `at most ${max} numbers for ${product}`);
  }
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const seen = new Set<string>();
  for (const pick of picks) {
    if (typeof pick !== 'string' || !pattern.test(pick)) {
      throw new LotteryInputError(
        'bad_number',
        'selection',
        `"${String(pick)}" is not a ${digits}-digit number`,
      );
    }
    if (seen.has(pick))
      throw new LotteryInputError('duplicate_number', 'selection', `${pick} is picked twice`);
    seen.add(pick);
  }
  if (kind === 'xien' && picks.length < size) {
    throw new LotteryInputError('wrong_count', 'selection', `${product} needs at least ${size} numbers`);
  }
  if (kind === 'truot' && picks.length !== size) {
    throw new LotteryInputError('wrong_count', 'selection', `${product} needs exactly ${size} numbers`);
  }
  return [...seen].sort();
};

/**
 * A member's typed picks ("12 34, 56;78") as a canonical selection: numbers separated by spaces,
 * commas or semicolons, each exactly the product's digits (zero-padded: "05", not "5"), no
 * duplicates (a repeat is the multiplier's job). Counts: lô, đề, 3 càng, đầu, đuôi one or more
 * (each a bet); xiên N at least N (every N-combination a bet, at most 10 picks); lô trượt N exactly
 * N (one bet). Throws `LotteryInputError` with reason empty_selection, bad_number,
 * duplicate_number, wrong_count or too_many_numbers.
 */
export const parseVnSelection = (product: VnProduct, input: string): VnSelection => {
  productSpec(product);
  if (typeof input !== 'string') throw new LotteryInputError('empty_selection');
  // A cap before splitting: 100 picks of 4 digits with separators fit well within 2000 characters.
  if (input.length > 2000) throw new LotteryInputError('too_many_numbers');
  const picks = input.split(/[\s,;]+/).filter((token) => token.length > 0);
  return canonicalSelection(product, picks);
};

/** Re-checks a stored selection is canonical for `product` (as `parseVnSelection` makes it). */
export const assertVnSelection = (product: VnProduct, selection: VnSelection): void => {
  if (!Array.isArray(selection)) throw new LotteryInputError('empty_selection');
  const canonical = canonicalSelection(product, selection);
  if (canonical.some((pick, index) => pick !== selection[index])) {
    throw new LotteryInputError('bad_selection', 'selection', 'selection is not in canonical order');
  }
};

/** C(n, k) as a bigint (0 when k > n). */
export const binomial = (n: number, k: number): bigint => {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(k) || n < 0 || k < 0) {
    throw new RangeError(`bad binomial C(${n}, ${k})`);
  }
  if (k > n) return 0n;
  const r = Math.min(k, n - k);
  let value = 1n;
  for (let i = 0; i < r; i += 1) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
};

/** Every k-combination of `items`, in lexicographic order of positions. */
const combinations = <T>(items: readonly T[], k: number): T[][] => {
  const out: T[][] = [];
  const chosen: T[] = [];
  const walk = (start: number) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i += 1) {
      chosen.push(items[i]!);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
};

/**
 * How many bets a selection is: lô, đề, đề đầu, 3 càng, đầu, đuôi one per pick; xiên N with k
 * picks C(k, N); lô trượt 1.
 */
export const vnBetCount = (product: VnProduct, selection: VnSelection): number => {
  assertVnSelection(product, selection);
  const { kind, size } = productSpec(product);
  if (kind === 'xien') return Number(binomial(selection.length, size));
  if (kind === 'truot') return 1;
  return selection.length;
};

/** A winning bet (its numbers) and the hits it won. */
export type VnWinningBet = { readonly bet: readonly string[]; readonly hits: number };

/** A line's settlement: Σ hits over its bets, and the bets that won. */
export type VnSettlement = { readonly hits: number; readonly winning: readonly VnWinningBet[] };

/** The number a single-number product (đề, đề đầu, 3 càng, đầu, đuôi) compares a pick against. */
const singleTarget = (product: VnProduct, result: VnResult): string => {
  const special = tierNumber(result, 'special');
  switch (product) {
    case 'de':
      return special.slice(-2);
    case 'de_dau':
      return tierNumber(result, result.region === 'north' ? 'g1' : 'g8').slice(-2);
    case 'ba_cang':
      return special.slice(-3);
    case 'dau':
      return special.slice(-2, -1);
    case 'duoi':
      return special.slice(-1);
    default:
      throw new RangeError(`${product} is not a single-number product`);
  }
};

/**
 * Settles a line against a validated result: lô counts every appearance of every pick (an ending
 * drawn 3 times is 3 hits); đề, đề đầu, 3 càng, đầu, đuôi 1 hit per matching pick; xiên 1 hit per
 * combination whose numbers all appear among the lô 2 số endings; lô trượt 1 hit when none of its
 * numbers appears. The money is `ticketReturn(unitStake, multiplier, [{ hits, rate: vnRate(…) }])`.
 */
export const settleVn = (product: VnProduct, selection: VnSelection, result: VnResult): VnSettlement => {
  assertVnSelection(product, selection);
  const checked = validateVnResult(result.region, result);
  const { kind, digits, size } = productSpec(product);
  const winning: VnWinningBet[] = [];
  if (kind === 'lo') {
    const endings = vnEndings(checked, digits);
    for (const pick of selection) {
      const hits = endings.filter((ending) => ending === pick).length;
      if (hits > 0) winning.push({ bet: [pick], hits });
    }
  } else if (kind === 'single') {
    const target = singleTarget(product, checked);
    for (const pick of selection) if (pick === target) winning.push({ bet: [pick], hits: 1 });
  } else {
    const drawn = new Set(vnEndings(checked, 2));
    if (kind === 'xien') {
      for (const bet of combinations(selection, size)) {
        if (bet.every((pick) => drawn.has(pick))) winning.push({ bet, hits: 1 });
      }
    } else if (selection.every((pick) => !drawn.has(pick))) {
      winning.push({ bet: [...selection], hits: 1 });
    }
  }
  return { hits: winning.reduce((sum, bet) => sum + bet.hits, 0), winning };
};

// ---------------------------------------------------------------------------------------------
// Rates and return to player

/** A product's market rate: a point costs `price` and each hit pays `payout` (same unit, e.g. thousand đồng). */
export type VnProductRate = { readonly price: bigint; readonly payout: bigint };

/** Rates per region and product. */
export type VnRates = Readonly<Record<VnRegion, Readonly<Record<VnProduct, VnProductRate>>>>;

const rate = (price: bigint, payout: bigint): VnProductRate => ({ price, payout });

/** Central and south share the 18-number structure and the same default rates. */
const PROVINCE_RATES: Readonly<Record<VnProduct, VnProductRate>> = {
  lo2: rate(18n, 80n), // 18 × 80 / (100 × 18)                  = 80.00 %
  lo3: rate(17n, 900n), // 17 × 900 / (1000 × 17)                = 90.00 %
  lo4: rate(16n, 8_800n), // 16 × 8800 / (10000 × 16)            = 88.00 %
  de: rate(1n, 80n), // 80 / 100                                 = 80.00 %
  de_dau: rate(1n, 80n), // 80 / 100                             = 80.00 %
  ba_cang: rate(1n, 850n), // 850 / 1000                         = 85.00 %
  xien2: rate(1n, 34n), // 34 × P(2 of 18)                       ≈ 88.77 %
  xien3: rate(1n, 220n), // 220 × P(3 of 18)                     ≈ 86.10 %
  xien4: rate(1n, 1_600n), // 1600 × P(4 of 18)                  ≈ 88.84 %
  lo_truot4: rate(10n, 19n), // 1.9 × 0.96^18                    ≈ 91.12 %
  lo_truot8: rate(1n, 4n), // 4 × 0.92^18                        ≈ 89.17 %
  lo_truot10: rate(1n, 6n), // 6 × 0.90^18                       ≈ 90.06 %
  dau: rate(1n, 9n), // 9 / 10                                   = 90.00 %
  duoi: rate(1n, 9n), // 9 / 10                                  = 90.00 %
};

/**
 * Market defaults, in thousands of đồng per point, every RTP within 80 %…99 % (exact values from
 * `vnProductRtp`). North lô prices are the count of numbers read (23k a point for 27 lô 2 số
 * endings), the market's custom; central/south likewise 18, 17, 16.
 */
export const DEFAULT_VN_RATES: VnRates = {
  north: {
    lo2: rate(23n, 80n), // 27 × 80 / (100 × 23)                 ≈ 93.91 %
    lo3: rate(23n, 900n), // 23 × 900 / (1000 × 23)              = 90.00 %
    lo4: rate(20n, 8_800n), // 20 × 8800 / (10000 × 20)          = 88.00 %
    de: rate(1n, 85n), // 85 / 100                               = 85.00 %
    de_dau: rate(1n, 85n), // 85 / 100                           = 85.00 %
    ba_cang: rate(1n, 900n), // 900 / 1000                       = 90.00 %
    xien2: rate(1n, 16n), // 16 × P(2 of 27)                     ≈ 87.81 %
    xien3: rate(1n, 70n), // 70 × P(3 of 27)                     ≈ 86.09 %
    xien4: rate(1n, 320n), // 320 × P(4 of 27)                   ≈ 85.44 %
    lo_truot4: rate(10n, 27n), // 2.7 × 0.96^27                  ≈ 89.68 %
    lo_truot8: rate(10n, 85n), // 8.5 × 0.92^27                  ≈ 89.47 %
    lo_truot10: rate(1n, 15n), // 15 × 0.90^27                   ≈ 87.22 %
    dau: rate(1n, 9n), // 9 / 10                                 = 90.00 %
    duoi: rate(1n, 9n), // 9 / 10                                = 90.00 %
  },
  central: PROVINCE_RATES,
  south: PROVINCE_RATES,
};

const productRate = (region: VnRegion, product: VnProduct, rates: VnRates): VnProductRate => {
  assertRegion(region);
  productSpec(product);
  const entry = rates[region]?.[product];
  if (!entry || typeof entry.price !== 'bigint' || typeof entry.payout !== 'bigint') {
    throw new RangeError(`no rate for ${region} ${product}`);
  }
  if (entry.price <= 0n || entry.payout < 0n) {
    throw new RangeError(`bad rate for ${region} ${product}: ${entry.price} → ${entry.payout}`);
  }
  return entry;
};

/** What one unit staked returns per hit: payout / price, the rate `ticketReturn` takes. */
export const vnRate = (region: VnRegion, product: VnProduct, rates: VnRates = DEFAULT_VN_RATES): Fraction => {
  const { price, payout } = productRate(region, product, rates);
  return fraction(payout, price);
};

/**
 * P(all of `picks` given distinct values appear among `draws` independent uniform draws over
 * `space` values), by inclusion–exclusion: Σ_{j=0..picks} (−1)^j C(picks, j) ((space − j)/space)^draws.
 */
export const allAppearProbability = (picks: number, draws: number, space: number): Fraction => {
  for (const value of [picks, draws, space]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad count ${value}`);
  }
  if (space < 1 || picks > space) throw new RangeError(`bad space ${space} for ${picks} picks`);
  const n = BigInt(draws);
  let sum = 0n;
  for (let j = 0; j <= picks; j += 1) {
    const term = binomial(picks, j) * BigInt(space - j) ** n;
    sum += j % 2 === 0 ? term : -term;
  }
  return fraction(sum, BigInt(space) ** n);
};

/** P(none of `picks` given distinct values appears among `draws` uniform draws over `space`): ((space − picks)/space)^draws. */
export const noneAppearProbability = (picks: number, draws: number, space: number): Fraction => {
  for (const value of [picks, draws, space]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad count ${value}`);
  }
  if (space < 1 || picks > space) throw new RangeError(`bad space ${space} for ${picks} picks`);
  const n = BigInt(draws);
  return fraction(BigInt(space - picks) ** n, BigInt(space) ** n);
};

/** How many numbers of a region's result have at least `digits` digits (27/23/20 north, 18/17/16 elsewhere for 2/3/4). */
export const vnNumbersWithDigits = (region: VnRegion, digits: number): number => {
  assertRegion(region);
  return VN_PRIZE_STRUCTURE[region]
    .filter((spec) => spec.digits >= digits)
    .reduce((sum, spec) => sum + spec.count, 0);
};

/**
 * The expected hits of one bet, exactly: lô k số n_k / 10^k (n_k numbers of ≥ k digits, each
 * ending uniform); đề, đề đầu 1/100; 3 càng 1/1000; đầu, đuôi 1/10; xiên N P(all N endings appear
 * among the n_2 lô 2 số endings); lô trượt N ((100 − N)/100)^n_2.
 */
export const vnExpectedHits = (region: VnRegion, product: VnProduct): Fraction => {
  assertRegion(region);
  const { kind, digits, size } = productSpec(product);
  const space = 10 ** digits;
  switch (kind) {
    case 'lo':
      return fraction(vnNumbersWithDigits(region, digits), space);
    case 'single':
      return fraction(1, space);
    case 'xien':
      return allAppearProbability(size, vnNumbersWithDigits(region, 2), space);
    case 'truot':
      return noneAppearProbability(size, vnNumbersWithDigits(region, 2), space);
  }
};

/** The exact return to player of one bet: expected hits × payout / price. */
export const vnProductRtp = (
  region: VnRegion,
  product: VnProduct,
  rates: VnRates = DEFAULT_VN_RATES,
): Fraction => multiplyFractions(vnExpectedHits(region, product), vnRate(region, product, rates));
