import { lengthRange } from '@luckwell/contracts/auth/pattern-families';
import type { TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { describe, expect, it } from 'vitest';
import { confirmProblem, ruleOr, rulesByField, validateByRule } from './register-rules.ts';

const rule = (over: Partial<TRegisterFieldRule> = {}): TRegisterFieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  patternId: 2,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  onProfile: true,
  ...over,
});

describe('registration rules', () => {
  it('says a required empty field cannot be empty', () => {
    expect(validateByRule('  ', rule(), true)).toEqual({ key: 'val_required' });
  });

  it('lets an optional field stay empty', () => {
    expect(validateByRule('', rule({ required: false }), false)).toBeNull();
  });

  it('answers a too-short or badly formed value with the pattern hint and its bounds', () => {
    expect(validateByRule('ab1', rule(), true)).toEqual({
      key: 'reg_pattern_2',
      params: { range: '6-12', min: 6, max: 12 },
    });
    expect(validateByRule('1abcdef', rule(), true)?.key).toBe('reg_pattern_2');
    expect(validateByRule('player01', rule(), true)).toBeNull();
  });

  it('applies the pattern family even when the accepted pattern is any', () => {
    const digits = rule({ patternId: 7, acceptedPattern: '*', minLength: 9, maxLength: 11 });
    expect(validateByRule('09123abc9', digits, true)?.key).toBe('reg_pattern_7');
    expect(validateByRule('912345678', digits, true)).toBeNull();
  });

  it('shows one number when both bounds are equal', () => {
    expect(lengthRange({ minLength: 10, maxLength: 10 })).toBe('10');
  });

  it("accepts anything for the '*' pattern of the any-characters family", () => {
    expect(
      validateByRule(
        'any thing!',
        rule({ patternId: 1, acceptedPattern: '*', minLength: 1, maxLength: 20 }),
        true,
      ),
    ).toBeNull();
  });

  it('falls back to the default rule of a field the operator did not configure', () => {
    const rules = rulesByField([rule()]);
    expect(ruleOr(rules, 'username').maxLength).toBe(12);
    expect(ruleOr(rules, 'password')).toMatchObject({ minLength: 6, maxLength: 20, patternId: 6 });
  });
});

describe('the password typed again', () => {
  it('must be there, and must be the same as the password', () => {
    expect(confirmProblem('', 'Winner2026')).toEqual({ key: 'val_required' });
    expect(confirmProblem('Winner2025', 'Winner2026')).toEqual({ key: 'val_confirm' });
    expect(confirmProblem('Winner2026', 'Winner2026')).toBeNull();
  });
});
