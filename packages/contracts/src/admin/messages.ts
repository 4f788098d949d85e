/**
 * The back office's messages and feedback desk (issue 15, ADR 048), mounted at /admin-api/messages:
 *
 * - POST /            compose a message to a brand, an agent's team or one member (`messages.send`)
 * - GET  /            the messages sent, newest first, with how many read them (`messages.send`)
 * - GET  /feedback    the feedback desk, by status (`feedback.reply`)
 * - POST /feedback/:id/reply   answer one; the member gets the reply in their inbox (`feedback.reply`)
 * - POST /feedback/:id/close   close one without a reply (`feedback.reply`)
 *
 * Every change is audited.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import {
  FeedbackQuestionType,
  FeedbackStatus,
  MessageAudience,
  MessageCategory,
} from '../member/messages.ts';

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;
export const FEEDBACK_REPLY_MAX = 1000;

export const ZComposeMessageRequest = z.object({
  merchantId: z.number().int().min(1),
  audience: MessageAudience,
  /** The agent's or the member's account, for `team` and `member`. */
  account: z.string().trim().max(64).optional(),
  category: MessageCategory.exclude(['feedback']).default('notice'),
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
});
export type TComposeMessageRequest = z.input<typeof ZComposeMessageRequest>;

export const ZAdminMessage = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  merchantCode: z.string(),
  audience: MessageAudience,
  /** The agent or member it went to (team, member). */
  account: z.string().nullable(),
  category: MessageCategory,
  title: z.string(),
  body: z.string(),
  sentBy: z.string().nullable(),
  sentAt: z.string(),
  /** Members who read it. */
  reads: z.number().int(),
});
export type TAdminMessage = z.infer<typeof ZAdminMessage>;
export const ZAdminMessageResponse = envelope(ZAdminMessage);

export const ZAdminMessageQuery = z.object({
  merchantId: z.coerce.number().int().min(1).optional(),
  /** Only those sent to this member (directly, to their team or to their brand). */
  memberId: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** What the console sends. */
export type TAdminMessageQuery = { merchantId?: number; memberId?: number; page?: number; pageSize?: number };

/** A page of the console's lists: rows, the page (from 1), how many pages and rows in all. */
const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    content: z.array(row),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

export const ZAdminMessagePage = paged(ZAdminMessage);
export type TAdminMessagePage = z.infer<typeof ZAdminMessagePage>;
export const ZAdminMessagePageResponse = envelope(ZAdminMessagePage);

export const ZAdminFeedback = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  merchantCode: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  questionType: FeedbackQuestionType,
  content: z.string(),
  contact: z.string(),
  status: FeedbackStatus,
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;
export const ZAdminFeedbackResponse = envelope(ZAdminFeedback);

export const ZAdminFeedbackQuery = z.object({
  status: FeedbackStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** What the console sends. */
export type TAdminFeedbackQuery = {
  status?: z.infer<typeof FeedbackStatus>;
  page?: number;
  pageSize?: number;
};
export const ZAdminFeedbackPage = paged(ZAdminFeedback);
export type TAdminFeedbackPage = z.infer<typeof ZAdminFeedbackPage>;
export const ZAdminFeedbackPageResponse = envelope(ZAdminFeedbackPage);

export const ZFeedbackIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const ZFeedbackReplyRequest = z.object({ reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) });
