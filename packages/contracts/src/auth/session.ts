/**
 * Signing in and out (spec §3 "Login payload", "User info after login"; §4 "Login"; §7 calls):
 * POST /wps/session/login (sealed), DELETE /wps/session/logout, POST /wps/session/login/freeplay.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

const trimmed = (max: number) => z.string().trim().max(max);

/** Which site the login form is on: members may not sign in to the agent site and vice versa. */
export const LoginSite = z.enum(['member', 'agent']);
export type TLoginSite = z.infer<typeof LoginSite>;

export const ZLoginRequest = z.object({
  /** The account name, or the mobile number for SMS login. */
  username: trimmed(64).min(1),
  /** The password, or the SMS code for SMS login. */
  password: z.string().min(1).max(128),
  type: z.enum(['username', 'sms']).default('username'),
  site: LoginSite.default('member'),
  /** For SMS login: the country dialing code of `username` ("84"). */
  countryDialingCode: trimmed(6).optional(),
  captcha: trimmed(16).optional(),
  captchaId: z.string().max(64).optional(),
  /** The ALTCHA widget's payload (base64); skipped for SMS login. */
  humanCheck: z.string().max(4096).optional(),
  /** The one-time code sent for a login from an unregistered IP (second step). */
  verificationCode: trimmed(16).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZUserInfo = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the brand's default weak password and must be changed now (spec §4). */
  weakPassword: z.boolean(),
  /** Session expiry (ISO 8601). */
  expiresAt: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
export const ZLoginResponse = envelope(ZUserInfo);

export const ZFreeplayRequest = z.object({
  os: trimmed(32).optional(),
  platform: z.literal('W').default('W'),
  /** A random string from the browser (spec §7); makes the trial account name unguessable. */
  random: trimmed(128).optional(),
  gatewayVersion: z.coerce.number().int().optional(),
  humanCheck: z.string().max(4096).optional(),
});
export const ZFreeplayResponse = envelope(ZUserInfo);

export const ZLogoutResponse = envelope(z.null());

/** GET /wps/captcha: an image to type from, and the id to send back with the answer. */
export const ZCaptcha = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,… */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export const ZCaptchaResponse = envelope(ZCaptcha);

/** GET /wps/verification/challenge: an ALTCHA proof-of-work challenge for the widget. */
export const ZHumanCheckChallengeResponse = envelope(z.record(z.string(), z.unknown()));
