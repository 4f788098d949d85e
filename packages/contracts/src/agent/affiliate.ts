/** GET /wps/agent/affiliate?code=&domain=: is this invitation (affiliate) code valid here? (spec §3, §5) */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const ZAffiliateQuery = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().trim().max(255).optional(),
});
export const ZAffiliate = z.object({
  code: z.string(),
  /** The agent's nickname, shown as "Invited by …". */
  agentNickname: z.string(),
  domain: z.string().nullable(),
});
export const ZAffiliateResponse = envelope(ZAffiliate);
