/**
 * The member's platform information (spec §2 `messageV2`, §7 `CSP_unreadCount`) and feedback
 * (§7 `PUT /wps/feedback`, §5 "Feedback limited to 140 characters"); issue 15, ADR 048.
 *
 * - GET  /wps/member/messages?page&size&unread   the inbox, newest first
 * - GET  /relay/CSP_unreadCount                  the unread count (the header badge)
 * - POST /wps/member/messages/:id/read           read one; POST /wps/member/messages/read-all
 * - DELETE /wps/member/messages/:id              remove one from the inbox
 * - PUT  /wps/feedback                           send feedback (one a minute)
 * - GET  /wps/feedback                           the member's feedback with the operator's replies
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const MESSAGE_PAGE_SIZE_MAX = 50;

/** i18n keys this feature's refusals send as `message`. */
export const MessagesMessageKey = {
  /** 429: a second feedback within the minute; params.seconds says how long to wait. */
  feedbackTooSoon: 'in_feedback_too_soon',
  /** 409 FEEDBACK_NOT_OPEN (back office): answered or closed already. */
  feedbackNotOpen: 'in_feedback_not_open',
} as const;

export const ZMessageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(10),
  /** Only the unread ones. */
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TMessageQuery = z.input<typeof ZMessageQuery>;

/**
 * Who a message was sent to: the whole brand, every agent of the brand (types 1, 2, 41, 42; the
 * agent centre's announcements, agent/agent-announcements.ts), one agent's team (the agent's
 * downline), or one member.
 */
export const MessageAudience = z.enum(['brand', 'agents', 'team', 'member']);
export type TMessageAudience = z.infer<typeof MessageAudience>;

/** What the message is about; `feedback` is an operator's reply to the member's feedback. */
export const MessageCategory = z.enum(['notice', 'promotion', 'account', 'feedback']);
export type TMessageCategory = z.infer<typeof MessageCategory>;

export const ZInboxMessage = z.object({
  id: z.number().int(),
  category: MessageCategory,
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxPage = z.object({
  list: z.array(ZInboxMessage),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;
export const ZInboxPageResponse = envelope(ZInboxPage);

export const ZMessageIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

/** The unread count the header badge and the member-centre menu show. */
export const ZUnreadCountResponse = envelope(z.number().int().min(0));
/** What reading or removing answers: the unread count after it. */
export const ZUnreadAfterResponse = envelope(z.object({ unread: z.number().int().min(0) }));

/** Feedback (spec §3 "Feedback: question type, content, contact info"). */
export const FEEDBACK_CONTENT_MAX = 140;
export const FEEDBACK_CONTACT_MAX = 100;
/** A member sends at most one feedback in this many seconds. */
export const FEEDBACK_WINDOW_SECONDS = 60;

export const FeedbackQuestionType = z.enum([
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
]);
export type TFeedbackQuestionType = z.infer<typeof FeedbackQuestionType>;

export const ZFeedbackRequest = z.object({
  questionType: FeedbackQuestionType,
  /** Trimmed; 1–140 characters. */
  content: z.string().trim().min(1).max(FEEDBACK_CONTENT_MAX),
  /** How to reach the member (a phone, an email, a Telegram name); optional. */
  contact: z.string().trim().max(FEEDBACK_CONTACT_MAX).optional().default(''),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

export const FeedbackStatus = z.enum(['open', 'replied', 'closed']);
export type TFeedbackStatus = z.infer<typeof FeedbackStatus>;

export const ZFeedback = z.object({
  id: z.number().int(),
  questionType: FeedbackQuestionType,
  content: z.string(),
  contact: z.string(),
  status: FeedbackStatus,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;
export const ZFeedbackResponse = envelope(ZFeedback);
export const ZFeedbackListResponse = envelope(z.object({ list: z.array(ZFeedback) }));
