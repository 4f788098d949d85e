/**
 * The chips a player lays on a live table before confirming them (ADR 082): every click, re-bet or
 * double is one step of the stack, so undo takes back the last step whole. Amounts are minor units
 * (integers: no float sums); the slip sends each spot's total as a two-decimal money string.
 */
export type ChipPlacement = { spot: string; amount: number };
/** The steps laid so far, oldest first; each step one or more placements. */
export type ChipSteps = readonly (readonly ChipPlacement[])[];

/** "12.50" → 1250; anything unreadable → 0. */
export const minorOf = (money: string | null | undefined) => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((money ?? '').trim());
  if (!match) return 0;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
};

/** 1250 → "12.50". */
export const moneyOf = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Each spot's total of the steps, in the order the spots were first played. */
export const totalsOf = (steps: ChipSteps): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const step of steps)
    for (const { spot, amount } of step) totals.set(spot, (totals.get(spot) ?? 0) + amount);
  return totals;
};

export const stakeOf = (steps: ChipSteps) => {
  let sum = 0;
  for (const amount of totalsOf(steps).values()) sum += amount;
  return sum;
};

export const placeChip = (steps: ChipSteps, spot: string, amount: number): ChipSteps => [
  ...steps,
  [{ spot, amount }],
];

export const undoStep = (steps: ChipSteps): ChipSteps => steps.slice(0, -1);

/** A round's bets (one row per spot) as placements. */
export const placementsOf = (bets: readonly { spot: string; stake: string }[]): ChipPlacement[] =>
  bets.map((bet) => ({ spot: bet.spot, amount: minorOf(bet.stake) })).filter((p) => p.amount > 0);

/** Re-bet: the last round's bets laid again as one step (nothing when there were none). */
export const rebet = (steps: ChipSteps, last: readonly ChipPlacement[]): ChipSteps =>
  last.length === 0 ? steps : [...steps, last];

/**
 * Double: the chips laid and not yet confirmed, laid once more; with none laid, the bets already
 * confirmed in this round laid again (they double on confirm).
 */
export const doubleUp = (steps: ChipSteps, confirmed: readonly ChipPlacement[]): ChipSteps => {
  const laid = [...totalsOf(steps)].map(([spot, amount]) => ({ spot, amount }));
  const step = laid.length > 0 ? laid : confirmed;
  return step.length === 0 ? steps : [...steps, step];
};

/** The slip's bets: each spot's total, as money. */
export const slipOf = (steps: ChipSteps) =>
  [...totalsOf(steps)]
    .filter(([, amount]) => amount > 0)
    .map(([spot, amount]) => ({
      spot,
      stake: moneyOf(amount),
    }));

/** The chip values of a table: its minimum and round multiples of it, up to its maximum. */
export const chipValues = (minStake: string, maxStake: string) => {
  const min = Math.max(1, minorOf(minStake));
  const max = Math.max(min, minorOf(maxStake));
  return [1, 5, 10, 50, 100, 500].map((n) => n * min).filter((value) => value <= max);
};

/** A chip's face: 1000 minor units → "10", 500000 → "5K", 100000000 → "1M". */
export const chipLabel = (minor: number) => {
  const major = minor / 100;
  if (major >= 1_000_000) return `${+(major / 1_000_000).toFixed(1)}M`;
  if (major >= 1_000) return `${+(major / 1_000).toFixed(1)}K`;
  return `${+major.toFixed(2)}`;
};
