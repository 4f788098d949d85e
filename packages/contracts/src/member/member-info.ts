/** GET /wps/member/info and /wps/member/info/icon (spec §3 "Member info"). */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Ordinary member. Agents are 1, 2, 41, 42; trial accounts 4 (spec §3, §6). */
export const MEMBER_TYPE = 0;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;

export const ZMemberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  balance: Money,
  currency: z.string(),
  currencySymbol: z.string(),
  /** Trial accounts play with play money. */
  playMoney: z.boolean(),
  iconUrl: z.string(),
  email: z.string().nullable(),
  /** Masked (••••5678). */
  mobileNum: z.string().nullable(),
  createdAt: z.string(),
  /** The brand has VIP ranks (ADR 066); the header shows the label only then. */
  hasVip: z.boolean().default(false),
  /** The member's VIP level (0: every member) and its name in the request's language. */
  vipRankLevel: z.number().int().default(0),
  vipLabelName: z.string().default(''),
  /** Programmes the member info bar links to: the REFERRAL entry's `enabled` shows the invite link (ADR 067). */
  availablePromo: z.array(z.object({ type: z.literal('REFERRAL'), enabled: z.boolean() })).default([]),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;
export const ZMemberInfoResponse = envelope(ZMemberInfo);

export const ZMemberIcon = z.object({ iconUrl: z.string() });
export const ZMemberIconResponse = envelope(ZMemberIcon);
