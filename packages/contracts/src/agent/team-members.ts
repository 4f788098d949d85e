/**
 * GET /wps/agent/team/members: the agent centre's `downlineManagmentView` (issue 16): the agent's
 * team, searched and paged, nearest levels first; `under` opens the line below one member of the
 * team. Trial accounts are never listed.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import { DownlineKind } from './team-register.ts';

export const TEAM_PAGE_SIZE = 20;

export const ZTeamMembersQuery = z.object({
  /** The start of an account name (case does not matter). */
  account: z.string().trim().max(64).optional(),
  kind: DownlineKind.optional(),
  /** 1 = direct members only; absent = every level. */
  level: z.coerce.number().int().min(1).max(64).optional(),
  /** A member of the team whose own line to open instead of the agent's. */
  under: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TTeamMembersQuery = z.input<typeof ZTeamMembersQuery>;

export const ZTeamMember = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  kind: DownlineKind,
  /** Levels below the agent (1 = direct), whatever `under` is. */
  level: z.number().int(),
  /** The account directly above (the agent for a direct member). */
  uplineAccount: z.string().nullable(),
  /** How many real accounts are below this one. */
  teamSize: z.number().int(),
  balance: Money,
  status: z.enum(['active', 'locked', 'disabled']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamMembers = z.object({
  content: z.array(ZTeamMember),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The member whose line is open (`under`), with their path from the agent; null for the whole team. */
  line: z
    .object({
      id: z.number(),
      account: z.string(),
      path: z.array(z.object({ id: z.number(), account: z.string() })),
    })
    .nullable(),
  currencySymbol: z.string(),
});
export type TTeamMembers = z.infer<typeof ZTeamMembers>;
export const ZTeamMembersResponse = envelope(ZTeamMembers);
