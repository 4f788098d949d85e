/**
 * Password changes (spec §3, §4, §5): POST /wps/member/password (signed in, sealed), form-encoded
 * POST /wps/member/password/email (forgot, by email), POST /wps/member/password/verification (forgot,
 * by phone with an SMS code, sealed).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const ZChangePasswordRequest = z.object({
  /** Optional only right after a login that typed it (first login, weak or expired password). */
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZForgotByEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(255),
});
export type TForgotByEmailRequest = z.input<typeof ZForgotByEmailRequest>;

export const ZForgotByPhoneRequest = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  verificationCode: z.string().trim().min(1).max(255),
  newPassword: z.string().min(1).max(128),
});
export type TForgotByPhoneRequest = z.input<typeof ZForgotByPhoneRequest>;

export const ZPasswordResponse = envelope(z.null());

/** After a reset by phone the web app signs in with the new password under this account (spec §4). */
export const ZForgotByPhoneResponse = envelope(z.object({ account: z.string() }));
