/**
 * GET /wps/member/security: the status of each security item of the member's account (issue 15
 * "securityCenter"), and the previous successful sign-in shown after signing in (N.J.A.C. 13:69O).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const ZSignInPlace = z.object({ at: z.string(), ip: z.string() });
export type TSignInPlace = z.infer<typeof ZSignInPlace>;

export const ZAccountSecurity = z.object({
  /** When the login password was last set. */
  passwordChangedAt: z.string(),
  paymentPasswordSet: z.boolean(),
  /** Masked (••••5678), null when none is bound. */
  mobileNum: z.string().nullable(),
  /** The bound mobile answered a code sent to it. */
  mobileVerified: z.boolean(),
  /** Masked (d•••@example.com), null when none is bound. */
  email: z.string().nullable(),
  /** The bound email answered a code sent to it. */
  emailVerified: z.boolean(),
  bankAccounts: z.number().int().min(0),
  /** Google sign-in is configured for this site (GOOGLE_CLIENT_ID): only then is its item shown. */
  googleSignIn: z.boolean(),
  /** The successful sign-in before the one that opened this session; null on the first. */
  previousSignIn: ZSignInPlace.nullable(),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;
export const ZAccountSecurityResponse = envelope(ZAccountSecurity);
