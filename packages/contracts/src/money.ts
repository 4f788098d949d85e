/**
 * Money on the wire is a decimal string with two fraction digits ("1234.50"); inside it is an
 * integer count of minor units (bigint). This file is the only place the two meet (DESIGN.md §4).
 */
import { z } from 'zod';

const MONEY_PATTERN = /^-?\d{1,16}\.\d{2}$/;

export const Money = z.string().regex(MONEY_PATTERN, 'money must have exactly two decimals').brand<'Money'>();
export type TMoney = z.infer<typeof Money>;

export const toMinorUnits = (money: string): bigint => {
  if (!MONEY_PATTERN.test(money)) throw new RangeError(`not a money string: ${money}`);
  const negative = money.startsWith('-');
  const [whole = '0', fraction = '00'] = money.replace('-', '').split('.');
  const units = BigInt(whole) * 100n + BigInt(fraction);
  return negative ? -units : units;
};

/** Minor units of a money string, or null when it is not one (a refinement of a field that already failed). */
export const minorUnitsOrNull = (money: string): bigint | null =>
  MONEY_PATTERN.test(money) ? toMinorUnits(money) : null;

export const fromMinorUnits = (units: bigint): TMoney => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}` as TMoney;
};
