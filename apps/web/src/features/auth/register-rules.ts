/**
 * Registration validators built at run time from the operator's field rules (spec §3 "Registration
 * field config", §5 "Register"): required only when configured, length bounds, the pattern family
 * and the accepted pattern ('*' = any), and the hint text keyed reg_pattern_{patternId} with the
 * bounds substituted. The checks themselves are the contracts' pattern families, the very code the
 * server runs, so the form and the server never disagree.
 */
import {
  checkField,
  DEFAULT_RULES,
  type FieldProblem,
  type FieldRule,
} from '@luckwell/contracts/auth/pattern-families';
import type { TRegisterField, TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';

export type FieldError = FieldProblem;

/** A field's problem, or null: required empty → val_required, otherwise the rule's hint. */
export const validateByRule = (
  value: string,
  rule: FieldRule | undefined,
  required: boolean,
): FieldError | null => checkField(value, rule, required);

/** The password typed again: required, and the same as the password. */
export const confirmProblem = (confirm: string, password: string): FieldError | null => {
  if (!confirm) return { key: 'val_required' };
  return confirm === password ? null : { key: 'val_confirm' };
};

export const SECRET_FIELDS: readonly TRegisterField[] = ['password', 'paymentPassword'];

/** The operator's rules by field. */
export const rulesByField = (rules: readonly TRegisterFieldRule[]) =>
  new Map(rules.map((rule) => [rule.field, rule] as const));

/** The rule of a field, or the default the server also falls back to. */
export const ruleOr = (
  rules: Map<TRegisterField, TRegisterFieldRule>,
  field: keyof typeof DEFAULT_RULES,
): FieldRule => rules.get(field) ?? DEFAULT_RULES[field];
