/**
 * GET /wps/agent/announcements: the agent centre's `agentAnnouncement` (spec §2 "Agent center
 * pages", issue 16): what the operator sent to every agent of the brand (the messages' `agents`
 * audience, member/messages.ts), newest first, paged. The same messages reach each agent's inbox.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { MessageCategory } from '../member/messages.ts';

export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 10;

export const ZAgentAnnouncementsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TAgentAnnouncementsQuery = z.input<typeof ZAgentAnnouncementsQuery>;

export const ZAgentAnnouncement = z.object({
  id: z.number().int(),
  category: MessageCategory,
  title: z.string(),
  /** Plain text as the operator wrote it; line breaks kept. */
  body: z.string(),
  sentAt: z.string(),
});
export type TAgentAnnouncement = z.infer<typeof ZAgentAnnouncement>;

export const ZAgentAnnouncements = z.object({
  list: z.array(ZAgentAnnouncement),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TAgentAnnouncements = z.infer<typeof ZAgentAnnouncements>;
export const ZAgentAnnouncementsResponse = envelope(ZAgentAnnouncements);
