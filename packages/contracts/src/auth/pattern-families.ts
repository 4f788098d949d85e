/**
 * The pattern families of spec §5, implemented once and used by the server (which enforces them)
 * and the web app (which builds its form validators from the same rules). Zod-free on purpose: the
 * registration form is on the first page load and must not pull the schema library in.
 *
 * A registration field rule (spec §3) names its family by `patternId`; the hint text is keyed
 * `reg_pattern_{patternId}`. `acceptedPattern` is an extra regular expression the operator may add
 * ('*' = any).
 */

/** patternId → what the whole value must match. Numbering is the order of spec §5. */
export const PATTERN_FAMILIES: Readonly<Record<number, RegExp>> = {
  /** any characters */
  1: /^[\s\S]*$/u,
  /** letter first, then letters and digits */
  2: /^[A-Za-z][A-Za-z0-9]*$/,
  /** Chinese characters and digits */
  3: /^[\p{Script=Han}0-9]+$/u,
  /** email */
  4: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** letters or digits only */
  5: /^[A-Za-z0-9]+$/,
  /** letters and digits combined (at least one of each) */
  6: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/,
  /** digits only */
  7: /^\d+$/,
  /** at least one uppercase, alphanumerics only */
  8: /^(?=.*[A-Z])[A-Za-z\d]+$/,
  /** English letters and spaces */
  9: /^[A-Za-z ]+$/,
  /** no spaces */
  10: /^\S+$/u,
  /** Chinese characters and punctuation */
  11: /^[\p{Script=Han}\p{P}]+$/u,
  /** dates yyyy-MM-dd or MM-dd-yyyy */
  12: /^(?:\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4})$/,
  /** letters (any script, diacritics allowed) and spaces */
  13: /^[\p{L}\p{M} ]+$/u,
  /** Korean only */
  14: /^[\p{Script=Hangul}]+$/u,
  /** Thai only */
  15: /^[\p{Script=Thai}]+$/u,
  /** Thai or English letters, spaces allowed */
  16: /^[\p{Script=Thai}A-Za-z ]+$/u,
  /** uppercase letters and spaces, at least one letter */
  17: /^(?=.*[A-Z])[A-Z ]+$/,
  /** letters, digits and symbols (printable ASCII without spaces) */
  18: /^[\x21-\x7E]+$/,
  /** at least one upper, lower, digit and symbol */
  19: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S+$/,
  /** full name: two parts separated by one space */
  20: /^[\p{L}\p{M}]+ [\p{L}\p{M}]+$/u,
  /** real name: no diacritics, words separated by single spaces */
  21: /^[A-Za-z]+(?: [A-Za-z]+)*$/,
};

/** The length bounds and pattern of one field: the shape of a registration field rule. */
export type FieldRule = {
  minLength: number;
  maxLength: number;
  patternId: number;
  acceptedPattern: string;
};

/** Why a value failed, as an i18n key with its substitutions (spec §5 "Hints use configured pattern…"). */
export type FieldProblem = { key: string; params?: Record<string, string | number> };

/** "6-12", or a single number when both bounds are equal (spec §5). */
export const lengthRange = (rule: Pick<FieldRule, 'minLength' | 'maxLength'>) =>
  rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;

export const hintOf = (rule: FieldRule): FieldProblem => ({
  key: `reg_pattern_${rule.patternId}`,
  params: { range: lengthRange(rule), min: rule.minLength, max: rule.maxLength },
});

const operatorPatternCache = new Map<string, RegExp | null>();
const operatorPattern = (source: string): RegExp | null => {
  if (source === '*' || source === '') return null;
  let compiled = operatorPatternCache.get(source);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(source, 'u');
    } catch {
      compiled = null; // A malformed operator pattern must not lock players out; the family still applies.
    }
    operatorPatternCache.set(source, compiled);
  }
  return compiled;
};

/** Does a (trimmed) value satisfy the rule's length bounds, pattern family and accepted pattern? */
export const satisfiesRule = (value: string, rule: FieldRule): boolean => {
  const length = [...value].length;
  if (rule.minLength > 0 && length < rule.minLength) return false;
  if (rule.maxLength > 0 && length > rule.maxLength) return false;
  const family = PATTERN_FAMILIES[rule.patternId];
  if (family && !family.test(value)) return false;
  return operatorPattern(rule.acceptedPattern)?.test(value) ?? true;
};

/**
 * The one check both sides run on a field: empty → `val_required` when required, otherwise the
 * rule's hint when the value does not satisfy it; null when fine. Values are trimmed (spec §5).
 */
export const checkField = (
  rawValue: string | undefined | null,
  rule: FieldRule | undefined,
  required: boolean,
): FieldProblem | null => {
  const value = (rawValue ?? '').trim();
  if (value === '') return required ? { key: 'val_required' } : null;
  if (!rule) return null;
  return satisfiesRule(value, rule) ? null : hintOf(rule);
};

/** Rules that apply when an operator has not configured a field (login, password changes, forgot password). */
export const DEFAULT_RULES = {
  username: { minLength: 6, maxLength: 16, patternId: 2, acceptedPattern: '*' },
  password: { minLength: 6, maxLength: 20, patternId: 6, acceptedPattern: '*' },
  email: { minLength: 5, maxLength: 80, patternId: 4, acceptedPattern: '*' },
  mobileNum: { minLength: 8, maxLength: 12, patternId: 7, acceptedPattern: '*' },
} as const satisfies Record<string, FieldRule>;

/**
 * The brand's register settings have no nickname rule (spec §3 lists it only as a label), so a
 * nickname change is checked against this one, by the same `checkField` as registration (ADR 047).
 */
export const NICKNAME_RULE: FieldRule = { minLength: 2, maxLength: 20, patternId: 1, acceptedPattern: '*' };
