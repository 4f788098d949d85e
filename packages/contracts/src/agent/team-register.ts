/**
 * The agent centre's `registerCenter` (issue 16): the agent's invitation (their affiliate code, which
 * `/register?affiliateCode=` fills in and the existing affiliate check verifies), and registering a
 * member or a sub-agent straight under them. The username and password are checked by the brand's
 * registration field rules; the new account must change the password the agent chose at its first
 * sign-in.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** GET /wps/agent/invite */
export const ZAgentInvite = z.object({ affiliateCode: z.string() });
export const ZAgentInviteResponse = envelope(ZAgentInvite);

/** The invitation link of a code on this site. */
export const inviteLink = (origin: string, affiliateCode: string) =>
  `${origin}/register?affiliateCode=${encodeURIComponent(affiliateCode)}`;

export const DownlineKind = z.enum(['member', 'agent']);
export type TDownlineKind = z.infer<typeof DownlineKind>;

/** POST /wps/agent/team/members */
export const ZRegisterDownlineRequest = z.object({
  kind: DownlineKind,
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  /** Optional; the account name when empty. Checked by the nickname rule. */
  nickname: z.string().max(200).optional(),
});
export type TRegisterDownlineRequest = z.input<typeof ZRegisterDownlineRequest>;

export const ZRegisteredDownline = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  kind: DownlineKind,
  /** A sub-agent's own invitation code; null for a member. */
  affiliateCode: z.string().nullable(),
  createdAt: z.string(),
});
export type TRegisteredDownline = z.infer<typeof ZRegisteredDownline>;
export const ZRegisteredDownlineResponse = envelope(ZRegisteredDownline);
