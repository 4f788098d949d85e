import { describe, expect, it } from 'vitest';
import { formatLine, handicapOutcome, type Outcome, parseLine } from './lines.ts';

describe('sportsbook lines', () => {
  it('reads displayed lines as quarter-goals', () => {
    const cases: [string, number][] = [
      ['0', 0],
      ['-0', 0],
      ['+0.25', 1],
      ['-0.25', -1],
      ['-0.5', -2],
      ['-0.75', -3],
      ['−1', -4], // U+2212 minus
      ['1.25', 5],
      ['2.50', 10],
      ['-2.500', -10],
      ['10.75', 43],
    ];
    for (const [text, quarters] of cases) expect([text, parseLine(text)]).toEqual([text, quarters]);
  });

  it('refuses a line that is not a multiple of 0.25', () => {
    for (const text of ['0.3', '-0.1', '1.125', '0.05', '2.2', 'abc', '', '1e1', '.5', '0/0.5', '1.'])
      expect(() => parseLine(text), text).toThrow(RangeError);
    for (const quarters of [0.5, -1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => handicapOutcome({ margin: 0, line: quarters })).toThrow(RangeError);
      expect(() => formatLine(quarters)).toThrow(RangeError);
    }
    expect(() => handicapOutcome({ margin: 0.5, line: 0 })).toThrow(RangeError);
  });

  it('shows lines with their sign', () => {
    expect([-10, -3, -1, 0, 1, 2, 4, 9].map(formatLine)).toEqual([
      '-2.5',
      '-0.75',
      '-0.25',
      '0',
      '+0.25',
      '+0.5',
      '+1',
      '+2.25',
    ]);
    for (let quarters = -40; quarters <= 40; quarters++)
      expect(parseLine(formatLine(quarters))).toBe(quarters);
  });

  it('pushes a whole line on a level result, never a half line, and splits a quarter line', () => {
    const rows: [margin: number, line: string, outcome: Outcome][] = [
      [0, '0', 'void'],
      [1, '-1', 'void'],
      [2, '-1', 'won'],
      [0, '-0.5', 'lost'],
      [0, '+0.5', 'won'],
      [0, '-0.25', 'half_lost'],
      [0, '+0.25', 'half_won'],
      [1, '-0.75', 'half_won'],
      [-1, '+0.75', 'half_lost'],
      [1, '-1.25', 'half_lost'],
      [2, '-1.75', 'half_won'],
      [2, '-0.75', 'won'],
      [-1, '-0.25', 'lost'],
    ];
    for (const [margin, line, outcome] of rows) {
      expect([margin, line, handicapOutcome({ margin, line: parseLine(line) })]).toEqual([
        margin,
        line,
        outcome,
      ]);
    }
  });
});
