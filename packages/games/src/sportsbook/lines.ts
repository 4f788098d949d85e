/**
 * Selection results and the quarter-line rule shared by Asian handicap and over/under (issue 23).
 * A line is an integer count of quarter-goals (−3 is −0.75), so no float ever holds one:
 * - a whole line (a multiple of 4 quarters) pushes — the stake is returned — when the adjusted
 *   result is level;
 * - a half line (2 mod 4) can never be level, so it is won or lost;
 * - a quarter line (odd) splits the stake into two halves on its two neighbouring half-goal lines
 *   (−0.75 is half on −0.5 and half on −1; +0.25 is half on 0 and half on +0.5). The neighbours are
 *   half a goal apart, so at most one of them is level, and the result is won, lost, half_won (one
 *   half won, the other pushed) or half_lost (one half lost, the other pushed).
 */

/** What a selection returns: won, half won (half pays, half refunded), void, half lost (half refunded), lost. */
export type Outcome = 'won' | 'half_won' | 'void' | 'half_lost' | 'lost';
export const OUTCOMES: readonly Outcome[] = ['won', 'half_won', 'void', 'half_lost', 'lost'];

/** A line in quarter-goals (or quarter-maps): an integer, −3 for −0.75, 10 for 2.5. */
export type QuarterLine = number;

const LINE_PATTERN = /^([+\-\u2212]?)(\d+)(?:\.(\d+))?$/;

/**
 * A displayed line ("-0.75", "+1", "2.5", "0/0.5" is not accepted) as quarter-goals. Refuses a
 * value that is not a multiple of 0.25.
 */
export const parseLine = (text: string): QuarterLine => {
  const match = text.length <= 16 ? LINE_PATTERN.exec(text.trim()) : null;
  if (!match) throw new RangeError(`bad line "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.replace(/0+$/, '').length > 2 || hundredths % 25 !== 0) {
    throw new RangeError(`line "${text}" is not a multiple of 0.25`);
  }
  const quarters = hundredths / 25;
  if (!Number.isSafeInteger(quarters)) throw new RangeError(`bad line "${text}"`);
  return sign === '-' || sign === '\u2212' ? -quarters || 0 : quarters;
};

/** A line as displayed: "-0.75", "+0.25", "0", "+2.5". */
export const formatLine = (line: QuarterLine): string => {
  assertLine(line);
  const magnitude = Math.abs(line);
  const whole = Math.floor(magnitude / 4);
  const fraction = ['', '.25', '.5', '.75'][magnitude % 4];
  return `${line < 0 ? '-' : line > 0 ? '+' : ''}${whole}${fraction}`;
};

/** Refuses a line that is not an integer number of quarters (a value not a multiple of 0.25). */
export const assertLine = (line: QuarterLine): void => {
  if (!Number.isSafeInteger(line)) throw new RangeError(`bad line ${String(line)}: an integer of quarters`);
};

/** A whole or half line's result from the adjusted margin in quarters: above 0 won, 0 void, below lost. */
const wholeOrHalf = (adjusted: number): 'won' | 'void' | 'lost' =>
  adjusted > 0 ? 'won' : adjusted === 0 ? 'void' : 'lost';

/**
 * The result of a side given `line` quarters on a `margin` (its goals minus the other side's; a
 * whole number). Over/under is the same rule: over L is margin total with line −L, under L is
 * margin −total with line +L.
 */
export const handicapOutcome = ({ margin, line }: { margin: number; line: QuarterLine }): Outcome => {
  assertLine(line);
  if (!Number.isSafeInteger(margin)) throw new RangeError(`bad margin ${String(margin)}`);
  const adjusted = margin * 4 + line;
  if (line % 2 === 0) return wholeOrHalf(adjusted);
  // A quarter line: half the stake on each neighbour, a quarter-goal below and above.
  const lower = wholeOrHalf(adjusted - 1);
  const upper = wholeOrHalf(adjusted + 1);
  if (lower === upper) return lower;
  return lower === 'void' ? 'half_won' : 'half_lost';
};
