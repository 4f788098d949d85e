/**
 * The member's personal details (spec §3 "Other registration field labels", ADR 052): which ones the
 * brand offers, how each is checked (the registration field rule, plus a real adult's birthday) and
 * which are identity details a member sets once. Registration and My account both check with
 * `personalDetailProblem`, so a value one accepts the other accepts too.
 */
import { checkField, type FieldProblem } from '@luckwell/contracts/auth/pattern-families';
import type { TPersonalDetail } from '@luckwell/contracts/member/personal-details';
import {
  birthdayProblem,
  isoBirthday,
  MINIMUM_AGE,
  PERSONAL_DETAIL_FIELDS,
  SET_ONCE_DETAILS,
  type TPersonalDetailField,
} from '@luckwell/contracts/system/register-fields';
import type { TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import type { MemberRow } from './members.repository.ts';

/** A detail's value as the member row holds it (columns are named as the fields). */
export const detailValue = (member: MemberRow, field: TPersonalDetailField): string | null => member[field];

/** The stored form of a checked value: trimmed, a birthday as yyyy-MM-dd. */
export const storedDetail = (field: TPersonalDetailField, value: string) =>
  field === 'birthday' ? isoBirthday(value) : value.trim();

/** The field rule's problem with a value, then a birthday's own (a real day, an adult); null when fine. */
export const personalDetailProblem = (
  field: string,
  value: string | undefined,
  rule: Pick<TRegisterFieldRule, 'minLength' | 'maxLength' | 'patternId' | 'acceptedPattern'>,
  required: boolean,
  today: Date,
): FieldProblem | null => {
  const problem = checkField(value, rule, required);
  if (problem || field !== 'birthday' || !value?.trim()) return problem;
  const key = birthdayProblem(value, today);
  return key ? { key, params: { age: MINIMUM_AGE } } : null;
};

/** Is a detail set once and already set (so the member can no longer change it)? */
export const isLockedDetail = (member: MemberRow, field: TPersonalDetailField) =>
  SET_ONCE_DETAILS.includes(field) && detailValue(member, field) !== null;

/** The details the brand offers on My account, in the page's order, with their rule and value. */
export const personalDetailsOf = (
  member: MemberRow,
  rules: readonly TRegisterFieldRule[],
): TPersonalDetail[] =>
  PERSONAL_DETAIL_FIELDS.flatMap((field) => {
    const rule = rules.find((r) => r.field === field);
    if (!rule?.onProfile) return [];
    const { required, minLength, maxLength, patternId, acceptedPattern } = rule;
    return [
      {
        field,
        value: detailValue(member, field),
        locked: isLockedDetail(member, field),
        required,
        minLength,
        maxLength,
        patternId,
        acceptedPattern,
      },
    ];
  });
