import type { TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { describe, expect, it } from 'vitest';
import { lengthRange, validateByRule } from './register-rules.ts';

const rule = (over: Partial<TRegisterFieldRule> = {}): TRegisterFieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  patternId: 2,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
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

  it('shows one number when both bounds are equal', () => {
    expect(lengthRange({ minLength: 10, maxLength: 10 })).toBe('10');
  });

  it("accepts anything for the '*' pattern", () => {
    expect(
      validateByRule('any thing!', rule({ acceptedPattern: '*', minLength: 1, maxLength: 20 }), true),
    ).toBeNull();
  });
});
