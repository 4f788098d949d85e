/**
 * Registration validators built at run time from the operator's field rules (spec §3 "Registration
 * field config", §5 "Register"): required only when configured, length bounds, the accepted pattern
 * ('*' = any), and the hint text keyed reg_pattern_{patternId} with the bounds substituted.
 */
import type { TRegisterField, TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';

export type FieldError = { key: string; params?: Record<string, string | number> };

/** "6-12", or a single number when both bounds are equal (spec §5). */
export const lengthRange = (rule: Pick<TRegisterFieldRule, 'minLength' | 'maxLength'>) =>
  rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;

export const hintOf = (rule: TRegisterFieldRule) => ({
  key: `reg_pattern_${rule.patternId}`,
  params: { range: lengthRange(rule), min: rule.minLength, max: rule.maxLength },
});

const matches = (pattern: string, value: string) => {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true; // A malformed operator pattern must not lock players out.
  }
};

export const validateByRule = (
  rawValue: string,
  rule: TRegisterFieldRule | undefined,
  required: boolean,
): FieldError | null => {
  const value = rawValue.trim();
  if (value === '') return required ? { key: 'val_required' } : null;
  if (!rule) return null;
  const tooShort = rule.minLength > 0 && value.length < rule.minLength;
  const tooLong = rule.maxLength > 0 && value.length > rule.maxLength;
  if (tooShort || tooLong || !matches(rule.acceptedPattern, value)) return hintOf(rule);
  return null;
};

/** Optional fields shown on the form, in the operator's order (username and password are always there). */
export const OPTIONAL_FIELDS: readonly TRegisterField[] = [
  'payeeName',
  'paymentPassword',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
];

export const SECRET_FIELDS: readonly TRegisterField[] = ['password', 'paymentPassword'];
