/**
 * One-time codes by SMS (spec §3 "SMS code request", §4 "SMS send"): POST /wps/verification/sms/noLogin
 * for login and forgot password, POST /wps/verification/sms/register for registration.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/);

export const ZSmsNoLoginRequest = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: dialingCode,
  /** What the code will be used for. */
  purpose: z.enum(['login', 'forgot']).default('login'),
  humanCheck: z.string().max(4096).optional(),
});
export type TSmsNoLoginRequest = z.input<typeof ZSmsNoLoginRequest>;

/** Registration names the number `mobileNo` (spec §3). */
export const ZSmsRegisterRequest = z.object({
  mobileNo: z.string().trim().min(1).max(20),
  countryDialingCode: dialingCode,
  humanCheck: z.string().max(4096).optional(),
});
export type TSmsRegisterRequest = z.input<typeof ZSmsRegisterRequest>;

export const ZSmsSent = z.object({
  /** The code is valid this long; the resend button waits expiredMinutes × 60 s. */
  expiredMinutes: z.number(),
});
export const ZSmsSentResponse = envelope(ZSmsSent);

/** Dev inbox (GET /dev/inbox/messages, not in production): what the SMS and email adapters sent. */
export const ZOutboundMessage = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TOutboundMessage = z.infer<typeof ZOutboundMessage>;
export const ZInboxResponse = envelope(z.array(ZOutboundMessage));
