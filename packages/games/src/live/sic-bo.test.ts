import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import type { RandomStream } from '../random-stream.ts';
import { createRandomStream } from '../rng.ts';
import { rational } from './bets.ts';
import {
  enumerateSicBo,
  rollSicBo,
  rollSicBoFromSeeds,
  SIC_BO_HOUSE_EDGES,
  SIC_BO_SPOTS,
  SIC_BO_TOTAL_ODDS,
  settleSicBo,
  sicBoFactor,
  sicBoRoll,
} from './sic-bo.ts';

const paysOn = (dice: [number, number, number], spot: string) => {
  const { num, den } = sicBoFactor(sicBoRoll(dice), spot);
  return Number(num / den) - 1; // to 1; -1 for a loss
};

describe('sic bo dice', () => {
  it('are three nextInt(6) + 1 of the stream, die 1 first', () => {
    const answers = [5, 0, 2];
    const stream: RandomStream = { nextInt: () => answers.shift()!, nextFloat: () => 0, position: () => 0 };
    expect(rollSicBo(stream)).toEqual({ dice: [6, 1, 3], total: 10, triple: false });
  });

  it('roll the same in the browser as on the server', () => {
    const seeds = { serverSeed: 'sic-bo', clientSeed: 'table-3', nonce: 12 };
    expect(rollSicBoFromSeeds(seeds)).toEqual(rollSicBo(createRandomStream(seeds)));
  });

  it('refuse a die that is not 1–6', () => {
    expect(() => sicBoRoll([0, 1, 2])).toThrow(RangeError);
    expect(() => sicBoRoll([1, 2, 7])).toThrow(RangeError);
  });
});

describe('sic bo bets', () => {
  it('lose small, big, odd and even on any triple', () => {
    for (const spot of ['small', 'big', 'odd', 'even']) {
      for (const face of [1, 2, 3, 4, 5, 6]) expect(paysOn([face, face, face], spot)).toBe(-1);
    }
    expect(paysOn([1, 2, 3], 'small')).toBe(1);
    expect(paysOn([4, 4, 2], 'big')).toBe(-1);
    expect(paysOn([4, 4, 3], 'big')).toBe(1);
    expect(paysOn([4, 4, 3], 'odd')).toBe(1);
    expect(paysOn([4, 4, 3], 'even')).toBe(-1);
  });

  it('pay each total by the paytable, a triple counting at its total', () => {
    expect(paysOn([1, 1, 2], 'total:4')).toBe(60);
    expect(paysOn([6, 6, 5], 'total:17')).toBe(60);
    expect(paysOn([3, 3, 3], 'total:9')).toBe(6);
    expect(paysOn([3, 3, 3], 'total:10')).toBe(-1);
    expect(Object.values(SIC_BO_TOTAL_ODDS)).toEqual([60, 30, 17, 12, 8, 6, 6, 6, 6, 8, 12, 17, 30, 60]);
  });

  it('pay a specific triple 180:1, any triple 30:1, a double 10:1 (a triple is a double too)', () => {
    expect(paysOn([2, 2, 2], 'triple:2')).toBe(180);
    expect(paysOn([2, 2, 2], 'triple:3')).toBe(-1);
    expect(paysOn([5, 5, 5], 'any-triple')).toBe(30);
    expect(paysOn([5, 5, 4], 'any-triple')).toBe(-1);
    expect(paysOn([5, 4, 5], 'double:5')).toBe(10);
    expect(paysOn([5, 5, 5], 'double:5')).toBe(10);
    expect(paysOn([5, 4, 3], 'double:5')).toBe(-1);
  });

  it('pay a two-dice combination 6:1 once, whichever dice show it', () => {
    expect(paysOn([6, 1, 3], 'combo:1-6')).toBe(6);
    expect(paysOn([6, 6, 1], 'combo:1-6')).toBe(6);
    expect(paysOn([6, 6, 6], 'combo:1-6')).toBe(-1);
  });

  it('pay a single number 1:1, 2:1 or 3:1 by how many dice show it', () => {
    expect(paysOn([4, 1, 2], 'single:4')).toBe(1);
    expect(paysOn([4, 1, 4], 'single:4')).toBe(2);
    expect(paysOn([4, 4, 4], 'single:4')).toBe(3);
    expect(paysOn([1, 2, 3], 'single:4')).toBe(-1);
  });

  it('settle a round for many bets, refusing unknown spots', () => {
    const roll = sicBoRoll([3, 3, 5]);
    const settled = settleSicBo(roll, [
      { spot: 'big', stake: 100 },
      { spot: 'total:11', stake: 10 },
      { spot: 'single:3', stake: 7 },
      { spot: 'combo:3-5', stake: 5 },
      { spot: 'double:5', stake: 5 },
    ]);
    expect(settled.map(({ payout }) => payout)).toEqual([200, 70, 21, 35, 0]);
    for (const spot of ['combo:5-3', 'combo:3-3', 'total:3', 'total:18', 'triple:7', 'single:0', 'any']) {
      expect(() => settleSicBo(roll, [{ spot, stake: 1 }])).toThrow(EngineInputError);
    }
  });

  it('has 52 spots', () => {
    expect(SIC_BO_SPOTS).toHaveLength(52);
    expect(new Set(SIC_BO_SPOTS).size).toBe(52);
  });
});

describe('the sic bo house edges', () => {
  const edge = (spot: string) => SIC_BO_HOUSE_EDGES[spot]!;

  it('are counted over the 216 ordered rolls', () => {
    expect(enumerateSicBo()).toHaveLength(216);
    expect(new Set(enumerateSicBo().map(({ outcome }) => outcome.dice.join(''))).size).toBe(216);
  });

  it('are exactly the known figures, in 216ths', () => {
    const in216 = (lost: bigint) => rational(lost, 216n);
    const expected: Record<string, [bigint, string]> = {
      small: [6n, '2.78'],
      big: [6n, '2.78'],
      odd: [6n, '2.78'],
      even: [6n, '2.78'],
      'total:4': [33n, '15.28'],
      'total:5': [30n, '13.89'],
      'total:6': [36n, '16.67'],
      'total:7': [21n, '9.72'],
      'total:8': [27n, '12.50'],
      'total:9': [41n, '18.98'],
      'total:10': [27n, '12.50'],
      'triple:1': [35n, '16.20'],
      'any-triple': [30n, '13.89'],
      'double:1': [40n, '18.52'],
      'combo:1-2': [6n, '2.78'],
      'single:1': [17n, '7.87'],
    };
    for (const [spot, [lost, percent]] of Object.entries(expected)) {
      expect(edge(spot), spot).toEqual({ edge: in216(lost), percent });
    }
  });

  it('are equal for spots that differ only by face, and for mirrored totals', () => {
    for (let total = 4; total <= 17; total++)
      expect(edge(`total:${total}`)).toEqual(edge(`total:${21 - total}`));
    for (const kind of ['triple', 'double', 'single']) {
      for (let face = 2; face <= 6; face++) expect(edge(`${kind}:${face}`)).toEqual(edge(`${kind}:1`));
    }
    for (const spot of SIC_BO_SPOTS.filter((s) => s.startsWith('combo:')))
      expect(edge(spot)).toEqual(edge('combo:1-2'));
    expect(Object.keys(SIC_BO_HOUSE_EDGES)).toEqual([...SIC_BO_SPOTS]);
  });
});
