import { describe, expect, it } from 'vitest';
import { checkField, lengthRange, PATTERN_FAMILIES, satisfiesRule } from './pattern-families.ts';

/** Spec §5, one row per family: values it must accept and values it must refuse. */
const FAMILY_CASES: Record<number, { valid: string[]; invalid: string[] }> = {
  1: { valid: ['anything goes', '#$%^', 'Tiếng Việt'], invalid: [] },
  2: { valid: ['abc123', 'Player2026', 'a'], invalid: ['1abc', '_abc', 'ab c', 'abc!'] },
  3: { valid: ['张三123', '王五'], invalid: ['abc', '张三 ', '张-三'] },
  4: { valid: ['a@b.co', 'first.last@luckwell.local'], invalid: ['a@b', 'a b@c.d', '@b.co', 'plain'] },
  5: { valid: ['abc', '123', 'abc123'], invalid: ['abc 123', 'abc_123', 'ñ'] },
  6: { valid: ['abc123', '1a'], invalid: ['abcdef', '123456', 'abc 123', 'abc@123'] },
  7: { valid: ['0912345678', '7'], invalid: ['09 12', '+84912', '12a'] },
  8: { valid: ['Abc123', 'ABC'], invalid: ['abc123', 'Abc 123', 'Abc@1'] },
  9: { valid: ['John Smith', 'abc'], invalid: ['John3', 'Nguyễn Văn', 'a-b'] },
  10: { valid: ['a@b#c', 'Tiếng'], invalid: ['a b', ' a', 'a\tb'] },
  11: { valid: ['你好。', '张三，李四'], invalid: ['abc', '你好 '] },
  12: {
    valid: ['2026-11-22', '11-22-2026'],
    invalid: ['2026/11/22', '2026-13-01', '22-11-2026', '2026-1-2'],
  },
  13: { valid: ['Nguyễn Văn A', 'José María'], invalid: ['Nguyen1', 'a_b', 'a.b'] },
  14: { valid: ['김철수', '한국'], invalid: ['김 철수', 'abc', '김1'] },
  15: { valid: ['สวัสดี'], invalid: ['สวัสดี abc', 'abc', 'สวัสดี1'] },
  16: { valid: ['สวัสดี abc', 'John', 'สมชาย Smith'], invalid: ['John1', 'สวัสดี!'] },
  17: { valid: ['NGUYEN VAN A', 'ABC'], invalid: ['Nguyen', 'ABC1', '   '] },
  18: { valid: ['Abc!@#123', 'a~b'], invalid: ['a b', 'Tiếng', ''] },
  19: { valid: ['Abcdef1!', 'Zz9#'], invalid: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
  20: {
    valid: ['John Smith', 'Nguyễn Văn'],
    invalid: ['John', 'John  Smith', 'John Smith Jr', 'John1 Smith'],
  },
  21: { valid: ['John', 'Nguyen Van A'], invalid: ['Nguyễn Văn', 'John  Smith', ' John', 'John1'] },
};

describe('pattern families (spec §5)', () => {
  it('covers every family the spec numbers, and only those', () => {
    expect(Object.keys(PATTERN_FAMILIES).map(Number)).toEqual(Object.keys(FAMILY_CASES).map(Number));
  });

  for (const [id, { valid, invalid }] of Object.entries(FAMILY_CASES)) {
    const rule = { minLength: 0, maxLength: 0, patternId: Number(id), acceptedPattern: '*' };
    it(`family ${id} accepts ${JSON.stringify(valid)} and refuses ${JSON.stringify(invalid)}`, () => {
      for (const value of valid) expect(satisfiesRule(value, rule), value).toBe(true);
      for (const value of invalid) expect(satisfiesRule(value, rule), value).toBe(false);
    });
  }
});

describe('checkField', () => {
  const username = { minLength: 6, maxLength: 16, patternId: 2, acceptedPattern: '*' };

  it('asks for a required value and lets an optional empty one pass', () => {
    expect(checkField('   ', username, true)).toEqual({ key: 'val_required' });
    expect(checkField(undefined, username, false)).toBeNull();
  });

  it('gives the family hint with the length range to substitute', () => {
    expect(checkField('1player', username, true)).toEqual({
      key: 'reg_pattern_2',
      params: { range: '6-16', min: 6, max: 16 },
    });
    expect(checkField('abc', username, true)?.key).toBe('reg_pattern_2');
    expect(checkField('a'.repeat(17), username, true)?.key).toBe('reg_pattern_2');
    expect(checkField('  player1  ', username, true)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    const name = { minLength: 2, maxLength: 3, patternId: 1, acceptedPattern: '*' };
    expect(checkField('𝒜𝒜𝒜', name, true)).toBeNull();
  });

  it("applies the operator's accepted pattern on top, and ignores a malformed one", () => {
    const mobile = { minLength: 9, maxLength: 11, patternId: 7, acceptedPattern: '^0?9\\d+$' };
    expect(checkField('912345678', mobile, true)).toBeNull();
    expect(checkField('812345678', mobile, true)?.key).toBe('reg_pattern_7');
    expect(checkField('912345678', { ...mobile, acceptedPattern: '([' }, true)).toBeNull();
  });

  it('shows one number when both bounds are equal', () => {
    expect(lengthRange({ minLength: 6, maxLength: 6 })).toBe('6');
    expect(lengthRange({ minLength: 6, maxLength: 12 })).toBe('6-12');
  });
});
