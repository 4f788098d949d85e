/**
 * The registration fields the register form may offer beyond username and password, in the order of
 * the form (spec §2 "Register popup", §3 "Registration field config"). The form shows the enabled
 * ones in this order and the server checks them in it, so both agree on what is asked and the first
 * error named is the one nearest the top. Zod-free, like pattern-families: the web app imports it at
 * run time without pulling the schema library in.
 */
export const OPTIONAL_REGISTER_FIELDS = [
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
  'birthday',
  'nationality',
  'address',
  'occupation',
  'incomeSource',
  'zalo',
  'telegram',
  'recommenderId',
  'affiliateCode',
] as const;

/**
 * The member's personal details (spec §3 "Other registration field labels"): the registration fields
 * a member can see and complete on My account once the brand collects them (a rule that is enabled
 * or offered on the profile), in the order of the page. `payeeName` is the spec's "fullname": the
 * name withdrawals are paid to. Contact addresses (email, mobile) have their own binding flow.
 */
export const PERSONAL_DETAIL_FIELDS = [
  'payeeName',
  'birthday',
  'nationality',
  'idNumber',
  'address',
  'occupation',
  'incomeSource',
  'zalo',
  'telegram',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
] as const;
export type TPersonalDetailField = (typeof PERSONAL_DETAIL_FIELDS)[number];

/**
 * Identity details: once set, the member cannot change them (support can, after checking papers),
 * so a withdrawal name, an age or an identity cannot be swapped after the fact (ADR 052).
 */
export const SET_ONCE_DETAILS: readonly TPersonalDetailField[] = [
  'payeeName',
  'birthday',
  'nationality',
  'idNumber',
];

/** Members must be adults: a birthday that makes them younger is refused (spec §5 "18+"). */
export const MINIMUM_AGE = 18;

/** A birthday as yyyy-MM-dd, from either date form of pattern family 12 (yyyy-MM-dd or MM-dd-yyyy). */
export const isoBirthday = (value: string) => {
  const usual = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  return usual ? `${usual[3]}-${usual[1]}-${usual[2]}` : value.trim();
};

/**
 * Is a birthday (either form) a real calendar day of an adult (MINIMUM_AGE at `today`) born after
 * 1900? Answers the i18n key of the problem, or null when fine. Zod-free: the page checks it too.
 */
export const birthdayProblem = (value: string, today: Date): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoBirthday(value));
  if (!match) return 'in_birthday_invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'in_birthday_invalid';
  }
  if (year < 1900 || date > today) return 'in_birthday_invalid';
  const adultOn = new Date(Date.UTC(year + MINIMUM_AGE, month - 1, day));
  return adultOn > today ? 'in_birthday_under_age' : null;
};
