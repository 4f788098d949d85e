import type { TLotteryPickInput } from '@luckwell/contracts/provider/lottery';
import { describe, expect, it } from 'vitest';
import {
  addPicks,
  checkLine,
  emptySets,
  failingLine,
  makeLine,
  moneyToMinor,
  quickPick,
  readTypedPick,
  selectionText,
  slipTotal,
  togglePick,
} from './slip.ts';

const lo2: TLotteryPickInput = { kind: 'numbers', digits: 2, min: 0, max: 99, minPicks: 1, maxPicks: 100 };
const xien2: TLotteryPickInput = { kind: 'numbers', digits: 2, min: 0, max: 99, minPicks: 2, maxPicks: 10 };
const loTruot4: TLotteryPickInput = { kind: 'numbers', digits: 2, min: 0, max: 99, minPicks: 4, maxPicks: 4 };
const ba: TLotteryPickInput = { kind: 'numbers', digits: 3, min: 0, max: 999, minPicks: 1, maxPicks: 100 };
const anyTwo: TLotteryPickInput = {
  kind: 'numbers',
  digits: null,
  min: 1,
  max: 11,
  minPicks: 2,
  maxPicks: 11,
};
const fiveStraight: TLotteryPickInput = {
  kind: 'positions',
  positions: 5,
  min: 0,
  max: 9,
  emptyPositions: false,
};
const positionDigit: TLotteryPickInput = {
  kind: 'positions',
  positions: 5,
  min: 0,
  max: 9,
  emptyPositions: true,
};
const byPosition: TLotteryPickInput = {
  kind: 'options',
  options: ['big', 'small', 'odd', 'even'],
  positions: ['1', '2', '3', '4', '5'],
};
const sumOptions: TLotteryPickInput = {
  kind: 'options',
  options: ['big', 'small', 'odd', 'even'],
  positions: [],
};

/** A deterministic "random" source: answers the given values in turn. */
const sequence =
  (...values: number[]) =>
  (n: number) =>
    (values.shift() ?? 0) % n;

describe('the selection string per input kind', () => {
  it('writes Vietnamese numbers zero-padded, ascending, separated by spaces', () => {
    let sets = emptySets(lo2);
    for (const pick of ['99', '05', '12']) sets = togglePick(lo2, sets, 0, pick);
    expect(selectionText(lo2, sets)).toBe('05 12 99');
    // A second click takes a pick back.
    expect(selectionText(lo2, togglePick(lo2, sets, 0, '12'))).toBe('05 99');
  });

  it('writes a fast game’s numbers as plain integers', () => {
    const sets = addPicks(anyTwo, emptySets(anyTwo), 0, ['11', '1', '5']);
    expect(selectionText(anyTwo, sets)).toBe('1 5 11');
  });

  it('writes positions one set each, joined by |, and leaves an empty position empty', () => {
    let sets = emptySets(fiveStraight);
    for (const [position, digit] of [
      [0, '2'],
      [0, '1'],
      [1, '3'],
      [2, '4'],
      [3, '5'],
      [4, '6'],
    ] as const)
      sets = togglePick(fiveStraight, sets, position, digit);
    expect(selectionText(fiveStraight, sets)).toBe('1,2|3|4|5|6');
    const sparse = togglePick(
      positionDigit,
      togglePick(positionDigit, emptySets(positionDigit), 0, '7'),
      4,
      '3',
    );
    expect(selectionText(positionDigit, sparse)).toBe('7||||3');
  });

  it('writes options per position, or one list, in the options’ own order', () => {
    let sets = emptySets(byPosition);
    sets = togglePick(byPosition, sets, 0, 'big');
    sets = togglePick(byPosition, sets, 2, 'even');
    sets = togglePick(byPosition, sets, 2, 'odd');
    expect(selectionText(byPosition, sets)).toBe('big||odd,even||');
    const one = togglePick(sumOptions, togglePick(sumOptions, emptySets(sumOptions), 0, 'odd'), 0, 'big');
    expect(selectionText(sumOptions, one)).toBe('big,odd');
  });

  it('reads typed numbers the way a player means them, and takes no more picks than the product allows', () => {
    expect(readTypedPick(ba, '7')).toBe('007');
    expect(readTypedPick(ba, '123')).toBe('123');
    expect(readTypedPick(ba, '1234')).toBeNull();
    expect(readTypedPick(ba, '12a')).toBeNull();
    expect(readTypedPick(anyTwo, '12')).toBeNull();
    const full = addPicks(loTruot4, emptySets(loTruot4), 0, ['01', '02', '03', '04', '05']);
    expect(full[0]).toEqual(['01', '02', '03', '04']);
    expect(togglePick(loTruot4, full, 0, '09')[0]).toEqual(['01', '02', '03', '04']);
  });
});

describe('quick pick', () => {
  it('picks the fewest numbers a product needs, distinct, as valid picks', () => {
    expect(quickPick(lo2, sequence(7))).toEqual([['07']]);
    expect(quickPick(loTruot4, sequence(3, 3, 90, 12, 45))).toEqual([['03', '12', '45', '90']]);
    const sets = quickPick(xien2);
    expect(sets[0]).toHaveLength(2);
    expect(checkLine('vn-fast-60', 'vn', 'xien2', selectionText(xien2, sets))).toEqual({
      ok: true,
      betCount: 1,
    });
  });

  it('fills every position of a straight, one position of a free-position product, one option', () => {
    expect(selectionText(fiveStraight, quickPick(fiveStraight, sequence(1, 2, 3, 4, 5)))).toBe('1|2|3|4|5');
    expect(selectionText(positionDigit, quickPick(positionDigit, sequence(2, 8)))).toBe('||8||');
    expect(selectionText(sumOptions, quickPick(sumOptions, sequence(0, 3)))).toBe('even');
  });
});

describe('a line checked and counted by the server’s engine', () => {
  it('counts bets as the server does: xiên N over k picks is C(k, N), a box every order', () => {
    expect(checkLine('vn-fast-60', 'vn', 'lo2', '05 12 99')).toEqual({ ok: true, betCount: 3 });
    expect(checkLine('vn-fast-60', 'vn', 'xien2', '01 02 03 04')).toEqual({ ok: true, betCount: 6 });
    expect(checkLine('vn-fast-60', 'vn', 'xien3', '01 02 03 04 05')).toEqual({ ok: true, betCount: 10 });
    expect(checkLine('vn-fast-60', 'vn', 'lo_truot4', '01 02 03 04')).toEqual({ ok: true, betCount: 1 });
    expect(checkLine('ssc-60', 'ssc', 'five_straight', '1,2|3|4|5|6')).toEqual({ ok: true, betCount: 2 });
    expect(checkLine('ssc-60', 'ssc', 'position_big_small_odd_even', 'big||odd,even||')).toEqual({
      ok: true,
      betCount: 3,
    });
    expect(checkLine('sea-4d', 'sea4d', '4d_box_big', '1234')).toEqual({ ok: true, betCount: 24 });
  });

  it('gives the reason the server would refuse, as its message key’s ending', () => {
    expect(checkLine('vn-fast-60', 'vn', 'lo_truot4', '01 02 03')).toEqual({
      ok: false,
      reason: 'wrong_count',
    });
    expect(checkLine('vn-fast-60', 'vn', 'lo2', '5')).toEqual({ ok: false, reason: 'bad_number' });
    expect(checkLine('thai-300', 'thai', '3d_top_any', '112')).toEqual({
      ok: false,
      reason: 'tod_needs_distinct_digits',
    });
    expect(checkLine('vn-fast-60', 'vn', 'nope', '01')).toEqual({ ok: false, reason: 'unknown_product' });
  });
});

describe('slip arithmetic', () => {
  it('costs count × unit × multiplier in whole minor units, and totals the slip exactly', () => {
    const a = makeLine('a', {
      product: 'xien2',
      selection: '01 02 03 04',
      betCount: 6,
      unitStakeMinor: 250n,
      multiplier: 3,
    });
    expect(a).toMatchObject({ unitStake: '2.50', multiplier: 3, cost: '45.00' });
    const b = makeLine('b', {
      product: 'de',
      selection: '07',
      betCount: 1,
      unitStakeMinor: 10n,
      multiplier: 7,
    });
    expect(b.cost).toBe('0.70');
    // 0.1 + 0.2 in floats is 0.30000000000000004: the slip never sees it.
    const c = makeLine('c', {
      product: 'de',
      selection: '08',
      betCount: 1,
      unitStakeMinor: 20n,
      multiplier: 1,
    });
    expect(slipTotal([a, b, c])).toBe('45.90');
    expect(slipTotal([])).toBe('0.00');
  });

  it('reads a typed stake as money, or refuses it', () => {
    expect(moneyToMinor('5')).toBe(500n);
    expect(moneyToMinor('12.5')).toBe(1250n);
    expect(moneyToMinor('1,000')).toBe(100_000n);
    expect(moneyToMinor('1.234')).toBeNull();
    expect(moneyToMinor('-1')).toBeNull();
  });

  it('finds the line a refusal blames', () => {
    expect(failingLine('body.bets.1.selection')).toBe(1);
    expect(failingLine('body.bets.0.unitStake')).toBe(0);
    expect(failingLine('body.issue')).toBeNull();
    expect(failingLine(undefined)).toBeNull();
  });
});
