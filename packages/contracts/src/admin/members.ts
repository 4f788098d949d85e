/**
 * Member search and detail in the back office (issue 3 "Admin"): GET /admin-api/members,
 * GET /admin-api/members/:id, POST /admin-api/members/:id/lock | unlock | reset-password.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { PersonalDetailField } from '../member/personal-details.ts';
import { Money } from '../money.ts';

export const MemberStatus = z.enum(['active', 'locked', 'disabled']);
export type TMemberStatus = z.infer<typeof MemberStatus>;

export const ZAdminMemberRow = z.object({
  id: z.number(),
  merchantCode: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  status: MemberStatus,
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  uplineAccount: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

/** GET /admin-api/members?q=&merchantCode=&type=&status=&page= */
export const ZAdminMemberQuery = z.object({
  /** Account, nickname, mobile number or email (partial, any case). */
  q: z.string().trim().max(64).optional(),
  merchantCode: z.string().trim().toUpperCase().max(32).optional(),
  type: z.coerce.number().int().min(0).max(99).optional(),
  status: MemberStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** What a client sends (every field optional; page and pageSize default on the server). */
export type TAdminMemberQuery = Partial<z.infer<typeof ZAdminMemberQuery>>;
/** The query as the server sees it, defaults applied. */
export type TAdminMemberSearch = z.infer<typeof ZAdminMemberQuery>;

export const ZAdminMemberPage = z.object({
  content: z.array(ZAdminMemberRow),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAdminMemberPage = z.infer<typeof ZAdminMemberPage>;
export const ZAdminMemberPageResponse = envelope(ZAdminMemberPage);

export const ZMemberLogin = z.object({
  at: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  /** How it passed (password, sms, ip_code) or why it failed (bad_password, locked, …). */
  reason: z.string().nullable(),
});
export type TMemberLogin = z.infer<typeof ZMemberLogin>;

export const ZMemberKnownIp = z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() });
export type TMemberKnownIp = z.infer<typeof ZMemberKnownIp>;

export const ZAdminMemberDetail = ZAdminMemberRow.extend({
  /** Cash balance; null when no wallet is wired into the back office. */
  balance: Money.nullable(),
  currency: z.string(),
  payeeName: z.string().nullable(),
  /** The other personal details the member has given (birthday as yyyy-MM-dd), in the page's order. */
  personalDetails: z.array(
    z.object({ field: PersonalDetailField.exclude(['payeeName']), value: z.string() }),
  ),
  affiliateCode: z.string().nullable(),
  registerIp: z.string().nullable(),
  /** Temporarily locked after failed sign-ins, until this instant. */
  lockedUntil: z.string().nullable(),
  failedLogins: z.number(),
  mustChangePassword: z.boolean(),
  /** The last 20 sign-in attempts, newest first. */
  lastLogins: z.array(ZMemberLogin),
  knownIps: z.array(ZMemberKnownIp),
  activeSessions: z.number(),
});
export type TAdminMemberDetail = z.infer<typeof ZAdminMemberDetail>;
/** GET /admin-api/members/:id */
export const ZAdminMemberDetailResponse = envelope(ZAdminMemberDetail);
export const ZAdminMemberParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /admin-api/members/:id/lock: the reason is written to the audit log. */
export const ZLockMemberRequest = z.object({ reason: z.string().trim().min(1).max(200) });
export type TLockMemberRequest = z.input<typeof ZLockMemberRequest>;
/** POST /admin-api/members/:id/unlock and /reset-password: a reason is optional. */
export const ZMemberActionRequest = z.object({ reason: z.string().trim().max(200).optional() });
export type TMemberActionRequest = z.input<typeof ZMemberActionRequest>;

/** POST /admin-api/members/:id/reset-password: a temporary password, shown once, changed at next sign-in. */
export const ZResetMemberPassword = z.object({ temporaryPassword: z.string(), sessionsEnded: z.number() });
export type TResetMemberPassword = z.infer<typeof ZResetMemberPassword>;
export const ZResetMemberPasswordResponse = envelope(ZResetMemberPassword);
