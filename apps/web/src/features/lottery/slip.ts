/**
 * The bet slip's rules, pure: picks as sets, the selection text the server parses, quick picks,
 * a line checked and counted by the very engine the server runs (`lotteryEngine(family).parse`),
 * and money — count × unit × multiplier — in integer minor units, exactly as the server charges.
 */
import type { TLotteryPickInput } from '@luckwell/contracts/provider/lottery';
import { lotteryEngine } from '@luckwell/games/lottery/families';
import { type LotteryFamily, lotteryGame } from '@luckwell/games/lottery/games';
import { LotteryInputError } from '@luckwell/games/lottery/types';
import { minorUnitsToMoney } from '../../shared/format-money.ts';

/** The member's picks: one set per position (a `numbers` or position-less `options` input: one set). */
export type PickSets = string[][];

export const MAX_MULTIPLIER = 10_000;
export const UNIT_STAKES = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'] as const;
/** The least unit stake the server sells (its LOTTERY_BAD_STAKE below it). */
export const MIN_UNIT_MINOR = 100n;

export const setCount = (input: TLotteryPickInput) =>
  input.kind === 'positions' ? input.positions : input.kind === 'options' ? input.positions.length || 1 : 1;

export const emptySets = (input: TLotteryPickInput): PickSets =>
  Array.from({ length: setCount(input) }, () => []);

export const pickCount = (sets: PickSets) => sets.reduce((sum, set) => sum + set.length, 0);

/** The values a set of the input offers, as the selection writes them ("07", "12", "big"). */
export const choices = (input: TLotteryPickInput): string[] => {
  if (input.kind === 'options') return [...input.options];
  const out: string[] = [];
  for (let n = input.min; n <= input.max; n += 1) out.push(formatPick(input, n));
  return out;
};

/** A number as a pick of the input: zero-padded to its digits, else plain. */
export const formatPick = (input: TLotteryPickInput, value: number) =>
  input.kind === 'numbers' && input.digits !== null
    ? String(value).padStart(input.digits, '0')
    : String(value);

/** A typed token as a pick: "5" is "05" for a two-digit product; null when it is not one. */
export const readTypedPick = (input: TLotteryPickInput, token: string): string | null => {
  if (input.kind !== 'numbers' || !/^\d+$/.test(token)) return null;
  if (input.digits !== null) return token.length <= input.digits ? token.padStart(input.digits, '0') : null;
  const value = Number(token);
  return value >= input.min && value <= input.max ? String(value) : null;
};

const sortPicks = (input: TLotteryPickInput, set: readonly string[]) => {
  if (input.kind === 'options') return input.options.filter((option) => set.includes(option));
  return [...set].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
};

/** The most picks the input takes in one set (Infinity when unbounded). */
export const maxPicksOf = (input: TLotteryPickInput) =>
  input.kind === 'numbers' ? input.maxPicks : Number.POSITIVE_INFINITY;

/** Picks with `value` toggled in set `index`; a full `numbers` set takes no more. */
export const togglePick = (
  input: TLotteryPickInput,
  sets: PickSets,
  index: number,
  value: string,
): PickSets =>
  sets.map((set, i) => {
    if (i !== index) return set;
    if (set.includes(value)) return set.filter((pick) => pick !== value);
    if (set.length >= maxPicksOf(input)) return set;
    return sortPicks(input, [...set, value]);
  });

/** Picks with `values` added to set `index` (typed numbers), skipping repeats, up to the most allowed. */
export const addPicks = (
  input: TLotteryPickInput,
  sets: PickSets,
  index: number,
  values: readonly string[],
) =>
  sets.map((set, i) => {
    if (i !== index) return set;
    const next = [...set];
    for (const value of values) {
      if (!next.includes(value) && next.length < maxPicksOf(input)) next.push(value);
    }
    return sortPicks(input, next);
  });

/**
 * The selection as the server reads it: `numbers` picks separated by spaces ("05 12 99"),
 * `positions` one comma list per position joined by '|' ("1,2|3||4|5"), `options` the same when
 * by position ("big||odd,even||"), else one comma list ("big,odd").
 */
export const selectionText = (input: TLotteryPickInput, sets: PickSets): string => {
  if (input.kind === 'numbers') return sortPicks(input, sets[0] ?? []).join(' ');
  if (input.kind === 'options' && input.positions.length === 0)
    return sortPicks(input, sets[0] ?? []).join(',');
  return sets.map((set) => sortPicks(input, set).join(',')).join('|');
};

/** A uniform random integer in [0, n), from the platform's CSPRNG (no modulo bias). */
export const secureRandomInt = (n: number) => {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % n;
  }
};

/**
 * Random picks that make a valid line: the fewest numbers the product needs; a number in every
 * position of a straight, or one position's number when positions may stay empty; one option.
 */
export const quickPick = (
  input: TLotteryPickInput,
  random: (n: number) => number = secureRandomInt,
): PickSets => {
  const sets = emptySets(input);
  const distinct = (count: number) => {
    if (input.kind === 'options') return [input.options[random(input.options.length)]!];
    const out = new Set<string>();
    const span = input.max - input.min + 1;
    while (out.size < Math.min(count, span)) out.add(formatPick(input, input.min + random(span)));
    return [...out];
  };
  if (input.kind === 'numbers') {
    sets[0] = sortPicks(input, distinct(Math.max(1, input.minPicks)));
    return sets;
  }
  if (input.kind === 'positions' && !input.emptyPositions) return sets.map(() => distinct(1));
  sets[random(sets.length)] = distinct(1);
  return sets;
};

/** A line as the engine counts it: its bets, or the reason the server would refuse it. */
export const checkLine = (
  gameKey: string,
  family: LotteryFamily,
  product: string,
  selection: string,
): { ok: true; betCount: number } | { ok: false; reason: string } => {
  const game = lotteryGame(gameKey);
  if (!game) return { ok: false, reason: 'unknown_product' };
  try {
    return { ok: true, betCount: lotteryEngine(family).parse(game, product, selection).betCount };
  } catch (error) {
    if (error instanceof LotteryInputError) return { ok: false, reason: error.reason };
    throw error;
  }
};

/** A typed amount ("5", "12.5", "1,000") in minor units, or null when it is not one. */
export const moneyToMinor = (text: string): bigint | null => {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
};

/** A line's cost, as the server's `ticketCost`: count × unit stake × multiplier, minor units. */
export const lineCostMinor = (betCount: number, unitStakeMinor: bigint, multiplier: number) =>
  BigInt(betCount) * unitStakeMinor * BigInt(multiplier);

export type SlipLine = {
  id: string;
  product: string;
  selection: string;
  betCount: number;
  /** Two-decimal string, as sent ("1.00"). */
  unitStake: string;
  multiplier: number;
  /** count × unit × multiplier, two-decimal string. */
  cost: string;
};

/** A slip line from checked picks. */
export const makeLine = (
  id: string,
  {
    product,
    selection,
    betCount,
    unitStakeMinor,
    multiplier,
  }: {
    product: string;
    selection: string;
    betCount: number;
    unitStakeMinor: bigint;
    multiplier: number;
  },
): SlipLine => ({
  id,
  product,
  selection,
  betCount,
  unitStake: minorUnitsToMoney(unitStakeMinor),
  multiplier,
  cost: minorUnitsToMoney(lineCostMinor(betCount, unitStakeMinor, multiplier)),
});

/** The slip's total, in minor units summed exactly. */
export const slipTotal = (lines: readonly SlipLine[]) =>
  minorUnitsToMoney(lines.reduce((sum, line) => sum + (moneyToMinor(line.cost) ?? 0n), 0n));

/** The line a refusal's field blames (`body.bets.1.selection` → 1), or null for the whole slip. */
export const failingLine = (field: string | undefined) => {
  const match = /^body\.bets\.(\d+)\./.exec(field ?? '');
  return match ? Number(match[1]) : null;
};
