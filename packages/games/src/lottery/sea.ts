/**
 * Southeast-Asian lottery (issue 20, vendor TCG_SEA): Malaysia / Singapore 4D and the Thai
 * government lottery, drawn in-house from the provably-fair stream (or entered by an operator).
 *
 * Results (`SeaResult`, every number a string of digits with its leading zeros):
 * - `4d`: 23 distinct four-digit numbers 0000–9999 — `first`, `second`, `third`, 10 `starters`
 *   (the "special" prizes) and 10 `consolation`. Drawn in that order: each is `nextInt(10000)`, drawn
 *   again while it equals a number already drawn, so the 23 are a uniform draw without replacement
 *   and every prize slot, taken alone, is uniform over the 10,000 numbers.
 * - `thai`: `first` six digits (`nextInt(1_000_000)`), then `front3` two three-digit numbers, then
 *   `back3` two three-digit numbers (`nextInt(1000)` each), then `bottom2` (`nextInt(100)`). Each is
 *   drawn independently (two of them may be equal, as in the real draw).
 *
 * Products (`SEA_PRODUCTS`). A pick is a number of the product's digit count; a selection is up to
 * 100 picks, each its own bet. Rates (`SeaRates`) are gross returns per unit stake per hit, by tier
 * (the prize the pick matched):
 * - `4d_big`: the pick equals a 4D prize number: first / second / third / starter / consolation.
 * - `4d_small`: first / second / third only, at higher rates.
 * - `4d_ibox_big`, `4d_ibox_small` (iBox): ONE unit spread over the n distinct permutations of the
 *   pick (n = 24, 12, 6, 4 or 1); a permutation equal to a prize number pays that tier's big / small
 *   rate ÷ n. One bet per pick.
 * - `4d_box_big`, `4d_box_small` (Box, "iPerm"): each of the n distinct permutations is a separate
 *   full bet at the big / small rates, so a pick is n bets (1111 → 1, 1112 → 4, 1122 → 6,
 *   1123 → 12, 1234 → 24).
 * - `3d`: three digits; pays when the pick equals the last three digits of the 4D first, second or
 *   third prize (tiered; one pick may win several tiers when the prizes share their ending).
 * - `2d_top` (Thai 2 ตัวบน): the last two digits of the Thai first prize.
 * - `2d_bottom` (Thai 2 ตัวล่าง): `bottom2`.
 * - `3d_top_straight` (Thai 3 ตัวบน): the last three digits of the first prize, exactly.
 * - `3d_top_any` (Thai 3 ตัวโต๊ด): the last three digits of the first prize in any order (the
 *   same multiset of digits). It pays one rate whatever the pick, so its return depends on how many
 *   distinct orders the pick has (6 for 123, 3 for 112, 1 for 111): `seaProductRtp` publishes each
 *   class and the worst.
 *
 * The iBox and Box products use the `4d_big` / `4d_small` rate tables; every other product has its
 * own. The tier a Thai product pays is named after the result field it matched (`first`,
 * `bottom2`).
 *
 * Return to player, exactly (`seaProductRtp`): each 4D prize slot is a uniform four-digit number, so
 * a given number is that slot's with probability 1/10,000 and a given three-digit ending with
 * 1/1,000; the Thai first prize is uniform over 10^6 (a given ending of two digits 1/100, of three
 * 1/1,000) and `bottom2` over 100. By linearity of expectation, RTP = Σ over the numbers a bet covers
 * and the slots they may take of P × rate, over the bet's cost in units. For the 4D permutation
 * products that equals the straight product's RTP whatever the pick; for `3d_top_any` it is
 * rate × n / 1000 for a pick with n distinct orders.
 *
 * Default rates (`DEFAULT_SEA_RATES`, market values per 1 unit) and their RTPs:
 *   4d_big    2500 / 1000 / 500 / 180 ×10 / 60 ×10   → 6,400 / 10,000 = 64 %
 *   4d_small  3500 / 2000 / 1000                      → 6,500 / 10,000 = 65 %
 *   3d        660 / 200 / 100                         → 960 / 1,000 = 96 %
 *   2d_top, 2d_bottom 90 → 90 %; 3d_top_straight 900 → 90 %
 *   3d_top_any 150 → 90 % (6 orders), 45 % (3 orders), 15 % (1 order: a triple, worst case)
 */
import type { RandomStream } from '../random-stream.ts';
import { addFractions, type Fraction, fraction, LotteryInputError, multiplyFractions } from './types.ts';

// ——— Results ———

/** The two result types: Malaysia / Singapore 4D and the Thai government lottery. */
export const SEA_KINDS = ['4d', 'thai'] as const;
/** A Southeast-Asian result type. */
export type SeaKind = (typeof SEA_KINDS)[number];

/** A 4D result: 23 distinct four-digit numbers ("0000"–"9999"). */
export type Sea4dResult = {
  kind: '4d';
  first: string;
  second: string;
  third: string;
  /** The 10 starter ("special") prizes. */
  starters: readonly string[];
  /** The 10 consolation prizes. */
  consolation: readonly string[];
};

/** A Thai result: first prize (6 digits), two front and two back three-digit numbers, bottom two. */
export type SeaThaiResult = {
  kind: 'thai';
  first: string;
  front3: readonly [string, string];
  back3: readonly [string, string];
  bottom2: string;
};

/** A Southeast-Asian draw's result. */
export type SeaResult = Sea4dResult | SeaThaiResult;
/** The result type of a kind. */
export type SeaResultOf<K extends SeaKind> = Extract<SeaResult, { kind: K }>;

/** Starter and consolation prizes in a 4D draw. */
export const SEA_4D_SIDE_PRIZES = 10;
const FOUR_D_NUMBERS = 10_000;
const FOUR_D_DRAWN = 3 + 2 * SEA_4D_SIDE_PRIZES;

const pad = (value: number, digits: number): string => String(value).padStart(digits, '0');

const assertKind = (kind: SeaKind): void => {
  if (!SEA_KINDS.includes(kind)) throw new RangeError(`unknown SEA result kind ${String(kind)}`);
};

const draw4d = (stream: Pick<RandomStream, 'nextInt'>): Sea4dResult => {
  const seen = new Set<number>();
  const drawn: string[] = [];
  while (drawn.length < FOUR_D_DRAWN) {
    const value = stream.nextInt(FOUR_D_NUMBERS);
    if (seen.has(value)) continue;
    seen.add(value);
    drawn.push(pad(value, 4));
  }
  return {
    kind: '4d',
    first: drawn[0]!,
    second: drawn[1]!,
    third: drawn[2]!,
    starters: drawn.slice(3, 3 + SEA_4D_SIDE_PRIZES),
    consolation: drawn.slice(3 + SEA_4D_SIDE_PRIZES),
  };
};

const drawThai = (stream: Pick<RandomStream, 'nextInt'>): SeaThaiResult => {
  const first = pad(stream.nextInt(1_000_000), 6);
  const front3: [string, string] = [pad(stream.nextInt(1000), 3), pad(stream.nextInt(1000), 3)];
  const back3: [string, string] = [pad(stream.nextInt(1000), 3), pad(stream.nextInt(1000), 3)];
  const bottom2 = pad(stream.nextInt(100), 2);
  return { kind: 'thai', first, front3, back3, bottom2 };
};

/**
 * A draw's result from the stream alone (it never sees a bet), by `nextInt` only, in the order of
 * the header: 4D first, second, third, starters 1–10, consolation 1–10 (a repeat is drawn again);
 * Thai first, front3 ×2, back3 ×2, bottom2.
 */
export const drawSea = <K extends SeaKind>(
  kind: K,
  stream: Pick<RandomStream, 'nextInt'>,
): SeaResultOf<K> => {
  assertKind(kind);
  return (kind === '4d' ? draw4d(stream) : drawThai(stream)) as SeaResultOf<K>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const resultError = (field: string, reason: string): LotteryInputError =>
  new LotteryInputError(reason, field, `${field}: ${reason}`);

const digitsPattern = (digits: number): RegExp => new RegExp(`^[0-9]{${digits}}$`);

const readNumber = (value: unknown, digits: number, field: string): string => {
  if (typeof value !== 'string' || !digitsPattern(digits).test(value)) throw resultError(field, 'bad_number');
  return value;
};

const readList = (value: unknown, length: number, digits: number, field: string): string[] => {
  if (!Array.isArray(value) || value.length !== length) throw resultError(field, 'bad_count');
  return value.map((each: unknown, index) => readNumber(each, digits, `${field}.${index}`));
};

/**
 * An operator-entered result checked and copied: every number a string of exactly its digits
 * (4D four; Thai first six, front3 / back3 three, bottom2 two), 10 starters and 10 consolation, the
 * 23 4D numbers distinct. Refuses with a `LotteryInputError` naming the failing field (`first`,
 * `starters.3`, `back3.1`) and a reason: `bad_result` (not an object), `bad_kind` (its `kind` is
 * another type's), `bad_number`, `bad_count` (a list of the wrong length), `duplicate_number` (the
 * later of two equal 4D numbers). `kind` may be omitted from the input; the copy carries it.
 */
export const validateSeaResult = <K extends SeaKind>(kind: K, input: unknown): SeaResultOf<K> => {
  assertKind(kind);
  if (!isRecord(input)) throw resultError('result', 'bad_result');
  if (input.kind !== undefined && input.kind !== kind) throw resultError('kind', 'bad_kind');
  if (kind === 'thai') {
    const result: SeaThaiResult = {
      kind: 'thai',
      first: readNumber(input.first, 6, 'first'),
      front3: readList(input.front3, 2, 3, 'front3') as [string, string],
      back3: readList(input.back3, 2, 3, 'back3') as [string, string],
      bottom2: readNumber(input.bottom2, 2, 'bottom2'),
    };
    return result as SeaResultOf<K>;
  }
  const result: Sea4dResult = {
    kind: '4d',
    first: readNumber(input.first, 4, 'first'),
    second: readNumber(input.second, 4, 'second'),
    third: readNumber(input.third, 4, 'third'),
    starters: readList(input.starters, SEA_4D_SIDE_PRIZES, 4, 'starters'),
    consolation: readList(input.consolation, SEA_4D_SIDE_PRIZES, 4, 'consolation'),
  };
  const seen = new Set<string>();
  for (const { number, field } of fourDSlots(result)) {
    if (seen.has(number)) throw resultError(field, 'duplicate_number');
    seen.add(number);
  }
  return result as SeaResultOf<K>;
};

// ——— Products and rates ———

/** Every SEA product, in the order the lobby lists them. */
export const SEA_PRODUCTS = [
  '4d_big',
  '4d_small',
  '4d_ibox_big',
  '4d_ibox_small',
  '4d_box_big',
  '4d_box_small',
  '3d',
  '2d_top',
  '2d_bottom',
  '3d_top_straight',
  '3d_top_any',
] as const;
/** A SEA product. */
export type SeaProduct = (typeof SEA_PRODUCTS)[number];

/** The prize a pick matched: a 4D prize tier, or the Thai result field (`first`, `bottom2`). */
export type SeaTier = 'first' | 'second' | 'third' | 'starter' | 'consolation' | 'bottom2';

/** The 4D top-three tiers. */
export type SeaTopTier = 'first' | 'second' | 'third';
/** Every 4D tier. */
export type Sea4dTier = SeaTopTier | 'starter' | 'consolation';

/**
 * Gross return per unit stake per hit, by rate table and tier, exact. The iBox and Box products use
 * the `4d_big` / `4d_small` tables (iBox divided by the pick's permutation count).
 */
export type SeaRates = {
  readonly '4d_big': Readonly<Record<Sea4dTier, Fraction>>;
  readonly '4d_small': Readonly<Record<SeaTopTier, Fraction>>;
  readonly '3d': Readonly<Record<SeaTopTier, Fraction>>;
  readonly '2d_top': Readonly<{ first: Fraction }>;
  readonly '2d_bottom': Readonly<{ bottom2: Fraction }>;
  readonly '3d_top_straight': Readonly<{ first: Fraction }>;
  readonly '3d_top_any': Readonly<{ first: Fraction }>;
};
/** The name of a rate table in `SeaRates`. */
export type SeaRateTable = keyof SeaRates;

/**
 * Market rates per 1 unit (RTPs in the header): 4D big 2500 / 1000 / 500 / 180 / 60, small
 * 3500 / 2000 / 1000, 3D 660 / 200 / 100, Thai 2D 90, 3 top straight 900, 3 top any 150.
 */
export const DEFAULT_SEA_RATES: SeaRates = {
  '4d_big': {
    first: fraction(2500),
    second: fraction(1000),
    third: fraction(500),
    starter: fraction(180),
    consolation: fraction(60),
  },
  '4d_small': { first: fraction(3500), second: fraction(2000), third: fraction(1000) },
  '3d': { first: fraction(660), second: fraction(200), third: fraction(100) },
  '2d_top': { first: fraction(90) },
  '2d_bottom': { bottom2: fraction(90) },
  '3d_top_straight': { first: fraction(900) },
  '3d_top_any': { first: fraction(150) },
};

/**
 * How a product's pick covers numbers: `straight` the pick itself; `ibox` one unit over its
 * permutations; `box` one full bet per permutation; `any` any order of the digits, one bet.
 */
export type SeaPlay = 'straight' | 'ibox' | 'box' | 'any';

/** What a product is: its result type, digits per pick, rate table and play. */
export type SeaProductSpec = {
  readonly kind: SeaKind;
  readonly digits: number;
  readonly table: SeaRateTable;
  readonly play: SeaPlay;
};

/** Every product's result type, digits, rate table and play. */
export const SEA_PRODUCT_SPECS: Readonly<Record<SeaProduct, SeaProductSpec>> = {
  '4d_big': { kind: '4d', digits: 4, table: '4d_big', play: 'straight' },
  '4d_small': { kind: '4d', digits: 4, table: '4d_small', play: 'straight' },
  '4d_ibox_big': { kind: '4d', digits: 4, table: '4d_big', play: 'ibox' },
  '4d_ibox_small': { kind: '4d', digits: 4, table: '4d_small', play: 'ibox' },
  '4d_box_big': { kind: '4d', digits: 4, table: '4d_big', play: 'box' },
  '4d_box_small': { kind: '4d', digits: 4, table: '4d_small', play: 'box' },
  '3d': { kind: '4d', digits: 3, table: '3d', play: 'straight' },
  '2d_top': { kind: 'thai', digits: 2, table: '2d_top', play: 'straight' },
  '2d_bottom': { kind: 'thai', digits: 2, table: '2d_bottom', play: 'straight' },
  '3d_top_straight': { kind: 'thai', digits: 3, table: '3d_top_straight', play: 'straight' },
  '3d_top_any': { kind: 'thai', digits: 3, table: '3d_top_any', play: 'any' },
};

/** The tiers of each rate table, in prize order. */
export const SEA_TABLE_TIERS: Readonly<Record<SeaRateTable, readonly SeaTier[]>> = {
  '4d_big': ['first', 'second', 'third', 'starter', 'consolation'],
  '4d_small': ['first', 'second', 'third'],
  '3d': ['first', 'second', 'third'],
  '2d_top': ['first'],
  '2d_bottom': ['bottom2'],
  '3d_top_straight': ['first'],
  '3d_top_any': ['first'],
};

const specOf = (product: SeaProduct): SeaProductSpec => {
  const spec = (SEA_PRODUCT_SPECS as Partial<Record<string, SeaProductSpec>>)[product];
  if (!spec)
    throw new LotteryInputError('unknown_product', 'product', `unknown SEA product ${String(product)}`);
  return spec;
};

/** The product's spec; a `LotteryInputError` (field `product`, `unknown_product`) for an unknown one. */
export const seaProductSpec = (product: SeaProduct): SeaProductSpec => specOf(product);

const checkFraction = (rate: unknown, label: string): Fraction => {
  const value = rate as Partial<Fraction> | undefined;
  if (typeof value?.num !== 'bigint' || typeof value.den !== 'bigint' || value.num < 0n || value.den <= 0n) {
    throw new RangeError(`bad rate ${label}`);
  }
  return { num: value.num, den: value.den };
};

/** A tier's rate in a table, checked (a RangeError when the table lacks it or it is malformed). */
const tierRate = (rates: SeaRates, table: SeaRateTable, tier: SeaTier): Fraction => {
  const row = (rates as Partial<Record<string, Partial<Record<string, Fraction>>>>)[table];
  return checkFraction(row?.[tier], `${table}.${tier}`);
};

// ——— Permutations ———

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How many distinct orders a number's digits have: 4!/Π(count!) — 1234 → 24, 1123 → 12, 111 → 1. */
export const seaPermutationCount = (number: string): number => {
  const counts = new Map<string, number>();
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let result = factorial(number.length);
  for (const count of counts.values()) result /= factorial(count);
  return result;
};

/** Every distinct order of a number's digits, ascending (1123 → 1123, 1132, 1213, …, 3211). */
export const seaPermutations = (number: string): string[] => {
  const found = new Set<string>();
  const walk = (prefix: string, rest: string): void => {
    if (rest.length === 0) {
      found.add(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return [...found].sort();
};

/**
 * The permutation classes (distinct orders of a pick) a product's return depends on: 4D iBox / Box
 * 24, 12, 6, 4, 1; Thai 3 top any 6, 3, 1; none for a straight product.
 */
export const SEA_PICK_CLASSES: Readonly<Record<SeaPlay, readonly number[]>> = {
  straight: [],
  ibox: [24, 12, 6, 4, 1],
  box: [24, 12, 6, 4, 1],
  any: [6, 3, 1],
};

// ——— Selections ———

/** The member's picks, canonical: digit strings of the product's length, as typed, no duplicates. */
export type SeaSelection = { readonly picks: readonly string[] };

/** The most picks one selection may hold. */
export const SEA_MAX_PICKS = 100;

const selectionError = (reason: string): LotteryInputError =>
  new LotteryInputError(reason, 'selection', `selection: ${reason}`);

const checkPicks = (spec: SeaProductSpec, picks: readonly unknown[]): string[] => {
  if (picks.length === 0) throw selectionError('empty_selection');
  if (picks.length > SEA_MAX_PICKS) throw selectionError('too_many_numbers');
  const pattern = digitsPattern(spec.digits);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const pick of picks) {
    if (typeof pick !== 'string' || !pattern.test(pick)) throw selectionError('bad_number');
    // A permutation product's pick is its multiset of digits: 1234 and 4321 are the same bet.
    const key = spec.play === 'straight' ? pick : [...pick].sort().join('');
    if (seen.has(key)) throw selectionError('duplicate_number');
    seen.add(key);
    result.push(pick);
  }
  return result;
};

/**
 * The member's picks as typed ("1234 5678", "12,34") into a selection: numbers of exactly the
 * product's digits separated by spaces and / or commas, each its own bet. Refuses with a
 * `LotteryInputError` on field `selection`: `empty_selection`, `too_many_numbers` (over 100),
 * `bad_number` (not exactly the product's digits), `duplicate_number` (the same pick twice — for
 * iBox, Box and 3 top any the same digits in any order); `unknown_product` on field `product`.
 */
export const parseSeaSelection = (product: SeaProduct, input: string): SeaSelection => {
  const spec = specOf(product);
  if (typeof input !== 'string') throw selectionError('empty_selection');
  const tokens = input.split(/[\s,]+/).filter((token) => token.length > 0);
  return { picks: checkPicks(spec, tokens) };
};

/**
 * How many bets a selection is: one per pick, except Box, where each distinct permutation of a pick
 * is a bet (1111 → 1, 1123 → 12, 1234 → 24). Cost = count × unitStake × multiplier (`ticketCost`).
 */
export const seaBetCount = (product: SeaProduct, selection: SeaSelection): number => {
  const spec = specOf(product);
  const picks = checkPicks(spec, selection.picks);
  if (spec.play !== 'box') return picks.length;
  return picks.reduce((sum, pick) => sum + seaPermutationCount(pick), 0);
};

// ——— Settlement ———

/** One prize slot a product can match: its tier, index within the tier, and the number to match. */
type PrizeSlot = { tier: SeaTier; slot: number; number: string; field: string };

function fourDSlots(result: Sea4dResult): PrizeSlot[] {
  return [
    { tier: 'first', slot: 0, number: result.first, field: 'first' },
    { tier: 'second', slot: 0, number: result.second, field: 'second' },
    { tier: 'third', slot: 0, number: result.third, field: 'third' },
    ...result.starters.map(
      (number, slot): PrizeSlot => ({ tier: 'starter', slot, number, field: `starters.${slot}` }),
    ),
    ...result.consolation.map(
      (number, slot): PrizeSlot => ({ tier: 'consolation', slot, number, field: `consolation.${slot}` }),
    ),
  ];
}

const prizeSlots = (spec: SeaProductSpec, result: SeaResult): PrizeSlot[] => {
  if (result.kind === '4d') {
    const tiers = SEA_TABLE_TIERS[spec.table];
    return fourDSlots(result)
      .filter(({ tier }) => tiers.includes(tier))
      .map((slot) => ({ ...slot, number: slot.number.slice(-spec.digits) }));
  }
  if (spec.table === '2d_bottom')
    return [{ tier: 'bottom2', slot: 0, number: result.bottom2, field: 'bottom2' }];
  return [{ tier: 'first', slot: 0, number: result.first.slice(-spec.digits), field: 'first' }];
};

/** The numbers a pick covers: itself, or each distinct order of its digits (iBox, Box, any). */
const coveredNumbers = (spec: SeaProductSpec, pick: string): string[] =>
  spec.play === 'straight' ? [pick] : seaPermutations(pick);

/** One pick's win: the drawn number it matched (a permutation of it for iBox / Box / any). */
export type SeaMatch = {
  pick: string;
  /** The drawn number matched, in the product's digits (the ending for 3D and Thai top). */
  number: string;
  tier: SeaTier;
  /** The index within the tier (starters / consolation 0–9, else 0). */
  slot: number;
  /** What this hit pays per unit stake (the iBox tier rate ÷ permutations). */
  rate: Fraction;
};

/** A settled selection: the (hits, rate) pairs for `ticketReturn`, and every match. */
export type SeaSettlement = {
  /** Hits grouped by equal rate, in prize order of first appearance; empty when nothing won. */
  wins: { hits: number; rate: Fraction }[];
  /** Every hit: which pick matched which prize. */
  matches: SeaMatch[];
};

/**
 * Settles a selection against a result of the product's kind (validated again here): every pick's
 * covered numbers against every prize slot its product pays. A straight / Box / any hit pays the
 * tier's rate, an iBox hit the tier's rate ÷ the pick's permutation count; a 3D pick pays every
 * tier whose prize ends in it. The money is `ticketReturn(unitStake, multiplier, wins)`. A result of
 * the other kind, or a rate table missing a tier of the product, is a RangeError.
 */
export const settleSea = (
  product: SeaProduct,
  selection: SeaSelection,
  result: SeaResult,
  rates: SeaRates,
): SeaSettlement => {
  const spec = specOf(product);
  const picks = checkPicks(spec, selection.picks);
  if (result?.kind !== spec.kind) throw new RangeError(`${product} settles on a ${spec.kind} result`);
  const checked = validateSeaResult(spec.kind, result);
  const slots = prizeSlots(spec, checked);
  const table = new Map(SEA_TABLE_TIERS[spec.table].map((tier) => [tier, tierRate(rates, spec.table, tier)]));
  const matches: SeaMatch[] = [];
  for (const pick of picks) {
    const covered = coveredNumbers(spec, pick);
    const share = spec.play === 'ibox' ? BigInt(covered.length) : 1n;
    for (const number of covered) {
      for (const slot of slots) {
        if (slot.number !== number) continue;
        const full = table.get(slot.tier)!;
        matches.push({
          pick,
          number,
          tier: slot.tier,
          slot: slot.slot,
          rate: fraction(full.num, full.den * share),
        });
      }
    }
  }
  // Prize order (first … consolation 9), then pick; the wins group equal rates in that order.
  const order = (match: SeaMatch): number =>
    slots.findIndex((s) => s.tier === match.tier && s.slot === match.slot);
  matches.sort((a, b) => order(a) - order(b) || (a.pick < b.pick ? -1 : a.pick > b.pick ? 1 : 0));
  const grouped = new Map<string, { hits: number; rate: Fraction }>();
  for (const { rate } of matches) {
    const key = `${rate.num}/${rate.den}`;
    const group = grouped.get(key);
    if (group) group.hits += 1;
    else grouped.set(key, { hits: 1, rate });
  }
  return { wins: [...grouped.values()], matches };
};

// ——— Return to player ———

/** Each tier's slots and the chance one given number (of the product's digits) takes one slot. */
const slotChances = (spec: SeaProductSpec): { tier: SeaTier; slots: number; chance: Fraction }[] => {
  if (spec.kind === '4d') {
    // Each 4D slot is uniform over 10,000 numbers: a given number with 1/10,000, a given ending of
    // d digits with 10^(4−d)/10,000.
    const chance = fraction(1, 10n ** BigInt(spec.digits));
    return SEA_TABLE_TIERS[spec.table].map((tier) => ({
      tier,
      slots: tier === 'starter' || tier === 'consolation' ? SEA_4D_SIDE_PRIZES : 1,
      chance,
    }));
  }
  // Thai first prize uniform over 10^6, bottom2 over 100: a given ending of d digits with 1/10^d.
  const [tier] = SEA_TABLE_TIERS[spec.table];
  return [{ tier: tier!, slots: 1, chance: fraction(1, 10n ** BigInt(spec.digits)) }];
};

const compareFractions = (a: Fraction, b: Fraction): number => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

const rtpOfClass = (spec: SeaProductSpec, rates: SeaRates, permutations: number): Fraction => {
  // One covered number's expected gross at full rate: Σ slots × chance × rate.
  let perNumber = fraction(0);
  for (const { tier, slots, chance } of slotChances(spec)) {
    perNumber = addFractions(
      perNumber,
      multiplyFractions(
        fraction(BigInt(slots)),
        multiplyFractions(chance, tierRate(rates, spec.table, tier)),
      ),
    );
  }
  // Expected gross over the bet's cost in units, by linearity over the numbers it covers.
  const n = BigInt(permutations);
  const over = (gross: Fraction, units: bigint): Fraction => multiplyFractions(gross, fraction(1n, units));
  switch (spec.play) {
    case 'straight': // one number at the full rate, one unit
      return perNumber;
    case 'ibox': // n numbers at the rate ÷ n, one unit
      return over(multiplyFractions(fraction(n), over(perNumber, n)), 1n);
    case 'box': // n numbers at the full rate, n units
      return over(multiplyFractions(fraction(n), perNumber), n);
    case 'any': // n distinct endings, each a win at the full rate, one unit
      return multiplyFractions(fraction(n), perNumber);
    default:
      throw new RangeError(`bad play ${String(spec.play)}`);
  }
};

/** A product's RTP for each permutation class of the pick, in `SEA_PICK_CLASSES` order. */
export type SeaRtpByClass = { permutations: number; rtp: Fraction }[];

/**
 * A product's exact RTP per permutation class (see the header): one entry per class of
 * `SEA_PICK_CLASSES` for iBox / Box / any, a single entry with `permutations: 1` for a straight
 * product.
 */
export const seaProductRtpByClass = (product: SeaProduct, rates: SeaRates): SeaRtpByClass => {
  const spec = specOf(product);
  const classes = SEA_PICK_CLASSES[spec.play];
  return (classes.length > 0 ? classes : [1]).map((permutations) => ({
    permutations,
    rtp: rtpOfClass(spec, rates, permutations),
  }));
};

/**
 * A product's exact return to player as a fraction of the stake. `pickClass` (the pick's count of
 * distinct orders, from `seaPermutationCount`) selects a class of an iBox / Box / any product;
 * without it, the worst class (the lowest RTP) — what to publish as "from". A class the product
 * does not have (or any class for a straight product) is a RangeError.
 */
export const seaProductRtp = (product: SeaProduct, rates: SeaRates, pickClass?: number): Fraction => {
  const spec = specOf(product);
  const classes = SEA_PICK_CLASSES[spec.play];
  if (pickClass !== undefined) {
    if (!classes.includes(pickClass)) throw new RangeError(`${product} has no pick class ${pickClass}`);
    return rtpOfClass(spec, rates, pickClass);
  }
  const all = seaProductRtpByClass(product, rates).map(({ rtp }) => rtp);
  return all.reduce((worst, rtp) => (compareFractions(rtp, worst) < 0 ? rtp : worst));
};

// ——— Exposure (for liability.ts) ———

/**
 * The most one covered number of a pick returns per unit if that number is drawn, and the numbers
 * it covers: 4D numbers are distinct, so a number takes one prize — the highest tier rate (÷ the
 * permutations for iBox); a 3D ending may end the first, second and third prize at once — the sum
 * of the tier rates; a Thai product has one tier.
 */
export const seaWorstRatePerNumber = (
  product: SeaProduct,
  pick: string,
  rates: SeaRates,
): { numbers: string[]; rate: Fraction } => {
  const spec = specOf(product);
  const [checked] = checkPicks(spec, [pick]);
  const tierRates = SEA_TABLE_TIERS[spec.table].map((tier) => tierRate(rates, spec.table, tier));
  const top =
    spec.table === '3d'
      ? tierRates.reduce(addFractions, fraction(0))
      : tierRates.reduce((max, rate) => (compareFractions(rate, max) > 0 ? rate : max), fraction(0));
  const numbers = coveredNumbers(spec, checked!);
  const rate = spec.play === 'ibox' ? fraction(top.num, top.den * BigInt(numbers.length)) : top;
  return { numbers, rate };
};
