/**
 * The one money formatter of the player site (spec §9): thousands separators and exactly two
 * decimals, with the currency symbol. It works on the wire's decimal string (DESIGN.md §4) with
 * string and integer arithmetic only — money never becomes a float here.
 */

type FormatOptions = {
  /** Show a plus sign on amounts above zero (credits in an account record). */
  signed?: boolean;
  /** Leave out ".00" on a whole amount (a promotion's terms: "up to ₫2,000,000"). */
  trimCents?: boolean;
};

/**
 * "1234567.5" → "₫1,234,567.50"; "-42.10" → "-₫42.10"; with `signed`, "35.50" → "+₫35.50"; with
 * `trimCents`, "2000000.00" → "₫2,000,000".
 * A string that is not a decimal number is shown as given, so a bad value is visible, not hidden.
 */
export const formatMoney = (
  amount: string,
  symbol: string,
  { signed = false, trimCents = false }: FormatOptions = {},
) => {
  const match = /^([-+]?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return `${symbol}${amount}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(cents);
  const shownSign = sign === '-' && !isZero ? '-' : signed && !isZero ? '+' : '';
  return `${shownSign}${symbol}${grouped}${trimCents && cents === '00' ? '' : `.${cents}`}`;
};

/** An integer count of minor units (cents) as the wire's decimal string, without division. */
export const minorUnitsToMoney = (minorUnits: number | bigint) => {
  const units = BigInt(minorUnits);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** Formats an amount given in integer minor units (the jackpot counter). */
export const formatMinorUnits = (minorUnits: number | bigint, symbol: string) =>
  formatMoney(minorUnitsToMoney(minorUnits), symbol);

/** True when a money string is below zero (a debit). */
export const isNegativeMoney = (amount: string) => /^-\d*[1-9]/.test(amount.trim().replace('.', ''));
