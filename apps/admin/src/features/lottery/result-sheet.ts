/**
 * The Vietnamese result sheet as the desk types it (issue 20, ADR 081): a region's tiers in the order
 * the printed sheet lists them, one string per number, pasting a run of numbers into a tier (or on
 * into the tiers below it), the check before sending, the request the server takes, and which input
 * a refusal's field (`body.tiers.g3.2`) names. Pure: the form and its tests share it.
 */
import type { TLotteryResultRequest } from '@luckwell/contracts/admin/lottery';
import { VN_PRIZE_STRUCTURE, type VnRegion, type VnTier, type VnTierSpec } from '@luckwell/games/lottery/vn';

export type SheetValues = Partial<Record<VnTier, string[]>>;

/**
 * The tiers as the printed sheet reads top to bottom: the north's special prize first, then G1 … G7;
 * a province's G8 first, down to its special prize (the order of the draw).
 */
export const sheetTiers = (region: VnRegion): readonly VnTierSpec[] => {
  const structure = VN_PRIZE_STRUCTURE[region];
  if (region !== 'north') return structure;
  return [
    ...structure.filter((spec) => spec.tier === 'special'),
    ...structure.filter((spec) => spec.tier !== 'special'),
  ];
};

/** Every number of the region's sheet, empty. */
export const emptySheet = (region: VnRegion): SheetValues =>
  Object.fromEntries(
    VN_PRIZE_STRUCTURE[region].map(({ tier, count }) => [tier, Array<string>(count).fill('')]),
  );

/** A sheet filled from a result's tiers (an entered result shown again). */
export const sheetOf = (region: VnRegion, tiers: readonly { tier: string; numbers: readonly string[] }[]) => {
  const values = emptySheet(region);
  for (const { tier, numbers } of tiers) {
    const row = values[tier as VnTier];
    if (!row) continue;
    for (const [index, number] of numbers.slice(0, row.length).entries()) row[index] = number;
  }
  return values;
};

/** What an input keeps of what was typed: its digits, no more than the tier's. */
export const digitsOf = (typed: string, digits: number) => typed.replace(/\D/g, '').slice(0, digits);

/**
 * A paste at (tier, index): the runs of digits in the text fill that input and the ones after it,
 * across the following tiers of the sheet too (a whole tier, or a whole sheet copied from a
 * results page). A run is kept whole, even longer than the tier's digits, so that the check names
 * it instead of a silently cut number.
 */
export const pasteInto = (
  region: VnRegion,
  values: SheetValues,
  at: { tier: VnTier; index: number },
  text: string,
): SheetValues => {
  const runs = text.match(/\d+/g) ?? [];
  if (runs.length === 0) return values;
  const next: SheetValues = Object.fromEntries(
    Object.entries(values).map(([tier, numbers]) => [tier, [...(numbers ?? [])]]),
  );
  const slots = sheetTiers(region).flatMap(({ tier, count }) =>
    Array.from({ length: count }, (_, index) => ({ tier, index })),
  );
  let slot = slots.findIndex((s) => s.tier === at.tier && s.index === at.index);
  for (const run of runs) {
    const target = slots[slot];
    if (!target) break;
    const row = next[target.tier];
    if (row) row[target.index] = run;
    slot += 1;
  }
  return next;
};

/** The index of each number of a tier that is not exactly the tier's digits. */
export type SheetProblems = Partial<Record<VnTier, number[]>>;

export const checkSheet = (region: VnRegion, values: SheetValues): SheetProblems => {
  const problems: SheetProblems = {};
  for (const { tier, digits, count } of VN_PRIZE_STRUCTURE[region]) {
    const pattern = new RegExp(`^\\d{${digits}}$`);
    const bad = Array.from({ length: count }, (_, index) => index).filter(
      (index) => !pattern.test(values[tier]?.[index] ?? ''),
    );
    if (bad.length > 0) problems[tier] = bad;
  }
  return problems;
};

/** How many numbers of the sheet are typed in full. */
export const filledCount = (region: VnRegion, values: SheetValues) =>
  VN_PRIZE_STRUCTURE[region].reduce(
    (sum, { tier, digits }) =>
      sum + (values[tier] ?? []).filter((number) => new RegExp(`^\\d{${digits}}$`).test(number)).length,
    0,
  );

/** The request the server takes: every tier in draw order with its numbers as typed. */
export const resultRequest = (region: VnRegion, values: SheetValues): TLotteryResultRequest => ({
  tiers: VN_PRIZE_STRUCTURE[region].map(({ tier, count }) => ({
    tier,
    numbers: Array.from({ length: count }, (_, index) => values[tier]?.[index] ?? ''),
  })),
});

/**
 * The input a refusal names: `body.tiers.g3.2` is G3's second number, `body.tiers.g3` the whole
 * tier; anything else (`body.tiers.region`) no tier of the sheet.
 */
export const failedInput = (region: VnRegion, field: string | undefined) => {
  const match = /^(?:body\.)?tiers\.([a-z0-9]+)(?:\.(\d+))?$/.exec(field ?? '');
  const spec = match && VN_PRIZE_STRUCTURE[region].find((s) => s.tier === match[1]);
  if (!match || !spec) return null;
  const index = match[2] === undefined ? null : Number(match[2]) - 1;
  return { tier: spec.tier, index: index !== null && index >= 0 && index < spec.count ? index : null };
};
