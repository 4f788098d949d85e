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
  'recommenderId',
  'affiliateCode',
] as const;
