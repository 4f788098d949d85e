/**
 * Binding and verifying the member's email and mobile (issue 15 "securityCenter"): a code goes to
 * the new address and must come back; once an address is verified, changing it also needs a code
 * sent to the verified one (so a stolen session cannot move the account's recovery elsewhere).
 *
 * - POST /wps/member/contact/code   `target: 'new'` (with the new address) or `'current'`
 * - PUT  /wps/member/contact        the new address, its code, and `currentCode` when the one bound
 *                                    now is verified; answers the security items
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const Email = z.email().max(255);
const DialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/);
/** Digits only, a leading zero allowed (it is dropped), 6–15 long. */
const MobileNum = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/);

export const ZContactCodeRequest = z.discriminatedUnion('target', [
  z.discriminatedUnion('channel', [
    z.object({ target: z.literal('new'), channel: z.literal('email'), email: Email }),
    z.object({
      target: z.literal('new'),
      channel: z.literal('sms'),
      countryDialingCode: DialingCode,
      mobileNum: MobileNum,
    }),
  ]),
  z.object({
    target: z.literal('current'),
    channel: z.enum(['email', 'sms']),
    /** What the code will prove: replacing this address, or changing the payment password. */
    for: z.enum(['contact', 'paymentPassword']).default('contact'),
  }),
]);
export type TContactCodeRequest = z.input<typeof ZContactCodeRequest>;

export const ZContactCodeResponse = envelope(
  z.object({ expiredMinutes: z.number().int(), destination: z.string() }),
);

export const ZBindContactRequest = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: Email, code: Code, currentCode: Code.optional() }),
  z.object({
    channel: z.literal('sms'),
    countryDialingCode: DialingCode,
    mobileNum: MobileNum,
    code: Code,
    currentCode: Code.optional(),
  }),
]);
export type TBindContactRequest = z.input<typeof ZBindContactRequest>;
