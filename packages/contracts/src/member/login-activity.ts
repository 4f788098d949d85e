/**
 * The member's own sign-in activity (issue 15 "securityCenter"): GET /wps/member/logins (the last
 * sign-in attempts), GET /wps/member/sessions (live sessions) and POST /wps/member/sessions/sign-out-others.
 * Devices are told as a browser and a system name read from the user agent; the page words them.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** How many sign-in attempts the history shows. */
export const LOGIN_HISTORY_SIZE = 20;

export const ZDevice = z.object({ browser: z.string().nullable(), os: z.string().nullable() });
export type TDevice = z.infer<typeof ZDevice>;

export const ZLoginAttempt = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string(),
  device: ZDevice,
  success: z.boolean(),
});
export type TLoginAttempt = z.infer<typeof ZLoginAttempt>;
export const ZLoginHistoryResponse = envelope(z.object({ list: z.array(ZLoginAttempt) }));

export const ZMemberSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  device: ZDevice,
  /** The session that asked. */
  current: z.boolean(),
});
export type TMemberSession = z.infer<typeof ZMemberSession>;
export const ZMemberSessionsResponse = envelope(z.object({ list: z.array(ZMemberSession) }));

export const ZSignOutOthersResponse = envelope(z.object({ revoked: z.number().int().min(0) }));
