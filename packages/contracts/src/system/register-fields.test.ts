import { describe, expect, it } from 'vitest';
import { birthdayProblem, isoBirthday } from './register-fields.ts';

const today = new Date('2026-11-26T10:00:00Z');

describe('a birthday', () => {
  it('reads both date forms of the family as yyyy-MM-dd', () => {
    expect(isoBirthday('11-26-1990')).toBe('1990-11-26');
    expect(isoBirthday(' 1990-11-26 ')).toBe('1990-11-26');
  });

  it('is an adult from their 18th birthday on', () => {
    expect(birthdayProblem('2008-11-26', today)).toBeNull();
    expect(birthdayProblem('2008-11-27', today)).toBe('in_birthday_under_age');
    expect(birthdayProblem('11-27-2008', today)).toBe('in_birthday_under_age');
  });

  it('must be a real day, after 1900 and not in the future', () => {
    expect(birthdayProblem('2000-02-29', today)).toBeNull();
    expect(birthdayProblem('2001-02-29', today)).toBe('in_birthday_invalid');
    expect(birthdayProblem('1990-13-01', today)).toBe('in_birthday_invalid');
    expect(birthdayProblem('1899-12-31', today)).toBe('in_birthday_invalid');
    expect(birthdayProblem('2027-01-01', today)).toBe('in_birthday_invalid');
    expect(birthdayProblem('26/11/1990', today)).toBe('in_birthday_invalid');
  });
});
