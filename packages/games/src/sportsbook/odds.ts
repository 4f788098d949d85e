/**
 * Sportsbook prices (issue 23): a price is decimal odds kept as an integer count of thousandths,
 * `OddsMilli` (1.950 → 1950), and every conversion to and from the four display formats is exact
 * rational arithmetic on bigints: no float ever holds a price.
 *
 * The formats, with HK = decimal − 1 (the profit per unit staked):
 * - Decimal: the return per unit staked (1.95).
 * - Hong Kong (HK): decimal − 1 (0.95).
 * - Malay: HK when HK ≤ 1, else −1 / HK; so in (−1, 1].
 * - Indonesian (Indo): HK when HK ≥ 1, else −1 / HK; so ≥ 1 or ≤ −1.
 * Even money (2.00) is HK 1.00 = Malay 1.00 = Indo 1.00.
 *
 * Rounding, one rule everywhere: to the nearest step, an exact tie going to the lower price (the
 * house's side). Within each of a format's branches the value grows with the price, so "lower
 * price" is "towards −∞". (Malay wraps from 1.00 to −1.00 at even money, and Indo from −1.00 to
 * 1.00; a price just above 2.000 shows as Malay −1.00, which reads back as even money.)
 * - `formatOdds` shows Decimal with 3 decimals (exact: a price is whole thousandths) and HK, Malay
 *   and Indo with 2. A value below 0.01 in size (HK and Malay below 1.010, Malay above 101.000)
 *   gets the decimals that show its first significant digit, and more while the display would read
 *   back beyond 1000.000 (Malay −0.001 is 1001.000); trailing zeros past two decimals are dropped.
 *   So a display is never zero and always reads back to a price the book takes.
 * - `parseOdds` reads the displayed number exactly and rounds the decimal price it means to the
 *   nearest thousandth. So a 2-decimal Malay or Indo display reads back to the price it was made
 *   from, or a neighbour within the display's precision; Decimal (and HK of a price in whole
 *   hundredths) reads back exactly. Settlement only ever uses the `OddsMilli`, never a display.
 */

/** Decimal odds in thousandths: 1950 is 1.950. An integer in ODDS_MILLI_MIN…ODDS_MILLI_MAX. */
export type OddsMilli = number & { readonly __brand: 'OddsMilli' };

/** 1.001: the lowest price that pays anything over the stake. */
export const ODDS_MILLI_MIN = 1_001;
/** 1000.000: the highest single price the book takes. */
export const ODDS_MILLI_MAX = 1_000_000;
/** Thousandths in one unit of decimal odds. */
export const ODDS_SCALE = 1_000;

export type OddsFormat = 'decimal' | 'hk' | 'malay' | 'indo';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'hk', 'malay', 'indo'];

/** Decimals a display shows (at least): Decimal 3, the others 2. */
const DISPLAY_DECIMALS: Record<OddsFormat, number> = { decimal: 3, hk: 2, malay: 2, indo: 2 };
/** The most decimals a display grows to (HK is exact at 3; Malay near 0 needs up to 9). */
const MAX_DISPLAY_DECIMALS = 12;
/** Longer input is refused before any arithmetic: no price needs it. */
const MAX_INPUT_LENGTH = 32;

export const isOddsMilli = (value: unknown): value is OddsMilli =>
  Number.isInteger(value) && (value as number) >= ODDS_MILLI_MIN && (value as number) <= ODDS_MILLI_MAX;

/** A price from its thousandths; refuses anything but an integer in 1001…1,000,000. */
export const oddsMilli = (value: number): OddsMilli => {
  if (!isOddsMilli(value)) throw new RangeError(`bad odds ${String(value)}: thousandths 1001…1000000`);
  return value;
};

/** An exact non-negative-denominator fraction. */
type Ratio = { num: bigint; den: bigint };

const floorDiv = (a: bigint, b: bigint) => {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};

/** The integer nearest to num / den (den > 0), an exact tie going down (towards −∞). */
const roundHalfDown = ({ num, den }: Ratio): bigint => -floorDiv(-(2n * num - den), 2n * den);

/** Decimal odds as HK (profit per unit), exactly. */
const hkOf = (odds: bigint): Ratio => ({ num: odds - BigInt(ODDS_SCALE), den: BigInt(ODDS_SCALE) });

/** −1 / x for a positive x. */
const negativeInverse = ({ num, den }: Ratio): Ratio => ({ num: -den, den: num });

/** The exact value a price shows as in a format. */
const displayValue = (odds: bigint, format: OddsFormat): Ratio => {
  const hk = hkOf(odds);
  switch (format) {
    case 'decimal':
      return { num: odds, den: BigInt(ODDS_SCALE) };
    case 'hk':
      return hk;
    case 'malay':
      return hk.num <= hk.den ? hk : negativeInverse(hk);
    case 'indo':
      return hk.num >= hk.den ? hk : negativeInverse(hk);
  }
};

const renderFixed = (scaled: bigint, decimals: number): string => {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
};

/**
 * A price as a display string in a format (see the module's rounding rule). A bigint is a combined
 * (parlay) price in thousandths, which may exceed the single-price cap but must be at least 1.001.
 */
export const formatOdds = (odds: OddsMilli | bigint, format: OddsFormat): string => {
  if (typeof odds === 'bigint') {
    if (odds < BigInt(ODDS_MILLI_MIN)) throw new RangeError(`bad combined odds ${odds}`);
  } else {
    oddsMilli(odds);
  }
  const single = typeof odds === 'number';
  const value = displayValue(BigInt(odds), format);
  const magnitude = value.num < 0n ? -value.num : value.num;
  const least = DISPLAY_DECIMALS[format];
  let decimals = least;
  // Enough decimals to show the first significant digit: a display is never zero.
  while (magnitude * 10n ** BigInt(decimals) < value.den) decimals++;
  for (; ; decimals++) {
    const scale = 10n ** BigInt(decimals);
    const scaled = roundHalfDown({ num: value.num * scale, den: value.den });
    // A single price's display must read back to a price the book takes (Malay near 0 may not).
    if (
      decimals >= MAX_DISPLAY_DECIMALS ||
      !single ||
      priceOf({ num: scaled, den: scale }, format) !== undefined
    ) {
      // Trailing zeros past the format's decimals say nothing: −0.010 is shown as −0.01.
      return renderFixed(scaled, decimals).replace(new RegExp(`(\\.\\d{${least}}\\d*?)0+$`), '$1');
    }
  }
};

const NUMBER_PATTERN = /^([+\-\u2212]?)(\d+)(?:\.(\d+))?$/;

/** A plain decimal number ("-0.50", "1.95", "+2", "−0.5" with U+2212), read exactly. */
const parseExact = (text: string): Ratio | undefined => {
  if (text.length > MAX_INPUT_LENGTH) return undefined;
  const match = NUMBER_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const magnitude = BigInt(`${whole}${fraction}`);
  return {
    num: sign === '-' || sign === '\u2212' ? -magnitude : magnitude,
    den: 10n ** BigInt(fraction.length),
  };
};

/** The HK value a displayed number means in a format, or undefined when the format has no such value. */
const hkFromDisplay = (value: Ratio, format: OddsFormat): Ratio | undefined => {
  const { num, den } = value;
  switch (format) {
    case 'decimal':
      return num > den ? { num: num - den, den } : undefined;
    case 'hk':
      return num > 0n ? value : undefined;
    case 'malay':
      // (0, 1] is HK itself; [−1, 0) is −1/HK. −1.00 is even money too (a price just above 2.00
      // displays as it), so both ends of the range are read.
      if (num > 0n && num <= den) return value;
      if (num < 0n && -num <= den) return { num: den, den: -num };
      return undefined;
    case 'indo':
      if (num >= den) return value;
      if (num <= -den) return { num: den, den: -num };
      return undefined;
  }
};

/** The price, in thousandths, a displayed value means in a format; undefined when out of range. */
const priceOf = (value: Ratio, format: OddsFormat): bigint | undefined => {
  const hk = hkFromDisplay(value, format);
  if (!hk) return undefined;
  const odds = roundHalfDown({ num: (hk.num + hk.den) * BigInt(ODDS_SCALE), den: hk.den });
  return odds < BigInt(ODDS_MILLI_MIN) || odds > BigInt(ODDS_MILLI_MAX) ? undefined : odds;
};

/**
 * The price a displayed number means in a format, rounded to the nearest thousandth (a tie to the
 * lower price). Refuses text that is not a plain decimal number, a value outside the format's range
 * (Malay beyond ±1, Indo strictly between −1 and 1, zero, HK or Decimal at or below their floor),
 * and a price that rounds outside 1.001…1000.000.
 */
export const parseOdds = (text: string, format: OddsFormat): OddsMilli => {
  const value = parseExact(text);
  const odds = value && priceOf(value, format);
  if (odds === undefined) throw new RangeError(`bad ${format} odds "${text}"`);
  return Number(odds) as OddsMilli;
};
