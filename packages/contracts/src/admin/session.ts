/**
 * Operator sign-in and two-step sign-in (TOTP): POST /admin-api/session/login, DELETE
 * /admin-api/session, GET /admin-api/me, POST /admin-api/me/totp/setup and /enable, POST
 * /admin-api/me/password.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { OperatorPassword, ZOperator } from './operator.ts';

export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** POST /admin-api/session/login */
export const ZOperatorLoginRequest = z.object({
  username: z.string().trim().toLowerCase().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The 6-digit code from the authenticator app, once two-step sign-in is on. */
  totp: TotpCode.optional(),
});
export type TOperatorLoginRequest = z.input<typeof ZOperatorLoginRequest>;

/**
 * What the console must do about two-step sign-in before anything else:
 * - `required`: enrol now; the server refuses every other call until it is on (production policy).
 * - `recommended`: show the enrolment screen first, with a way to skip (owners, outside production).
 * - `none`: nothing to do (already on, or optional for this role here).
 */
export const TotpEnrolment = z.enum(['required', 'recommended', 'none']);
export type TTotpEnrolment = z.infer<typeof TotpEnrolment>;

export const ZOperatorMe = z.object({ operator: ZOperator, totpEnrolment: TotpEnrolment });
export type TOperatorMe = z.infer<typeof ZOperatorMe>;
/** GET /admin-api/me */
export const ZOperatorMeResponse = envelope(ZOperatorMe);

export const ZOperatorSession = ZOperatorMe.extend({ token: z.string(), expiresAt: z.string() });
export type TOperatorSession = z.infer<typeof ZOperatorSession>;
export const ZOperatorSessionResponse = envelope(ZOperatorSession);

/** DELETE /admin-api/session */
export const ZOperatorLogoutResponse = envelope(z.null());

/** POST /admin-api/me/totp/setup: a new secret to scan; not active until confirmed with a code. */
export const ZTotpSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL drawn as an SVG QR code, so the secret never leaves for a QR service. */
  qrSvg: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;
export const ZTotpSetupResponse = envelope(ZTotpSetup);

/** POST /admin-api/me/totp/enable */
export const ZTotpEnableRequest = z.object({ code: TotpCode });

/** POST /admin-api/me/password: the operator changes their own password; other sessions end. */
export const ZChangeOperatorPasswordRequest = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: OperatorPassword,
});
export type TChangeOperatorPasswordRequest = z.input<typeof ZChangeOperatorPasswordRequest>;
