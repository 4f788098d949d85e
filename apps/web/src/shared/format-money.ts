/** Money display (spec §9): thousands separators and exactly 2 decimals, with the currency symbol. */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount given in minor units (integer cents) to avoid floating-point drift. */
export const formatMinorUnits = (minorUnits: number, symbol: string) => {
  const sign = minorUnits < 0 ? '-' : '';
  return `${sign}${symbol}${formatter.format(Math.abs(minorUnits) / 100)}`;
};
