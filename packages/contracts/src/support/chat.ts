/**
 * Live chat with customer service (spec §1 "live chat support and customer service", §2 right bar
 * customer service in a 440×750 popup, §7 `CBS_modelList` / `CBS_launchChat`; issue 19).
 *
 * A member (their session's bearer token) or a visitor (a name and a contact, then the chat token
 * the server gave them, in `x-chat-token`) holds one conversation at a time with the brand's
 * support desk. Messages, typing and read receipts arrive live on
 * `GET /wps/support/conversation/events` (server-sent events on a fetch stream, like the member's
 * live events; docs/decisions/078-live-support.md).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** The longest chat message, in characters (issue 19 "Rules for bad input"). */
export const CHAT_MESSAGE_MAX = 2_000;

/** The header a visitor's chat token travels in (never in a URL). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/** Message keys of the chat window (web: the support bundle; admin: the support bundle). */
export const SupportMessageKey = {
  notFound: 'in_support_not_found',
  closed: 'in_support_closed',
  empty: 'in_support_empty',
  tooLong: 'in_support_too_long',
  visitorDetails: 'in_support_visitor_details',
  imageInvalid: 'in_support_image_invalid',
  imageTooLarge: 'in_image_max_5mb',
  notClaimed: 'in_support_not_claimed',
  claimedByOther: 'in_support_claimed_by_other',
  operatorNotFound: 'in_support_operator_not_found',
  modelNotFound: 'in_support_model_not_found',
} as const;

/** Office hours: the days (1 Monday … 7 Sunday) and the times, in the brand's UTC offset. */
export const ZOfficeHours = z.object({
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  /** "HH:mm", 24-hour; `to` after `from` (a desk open past midnight is two days' hours). */
  from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/),
  /** The brand's offset, "+07:00". */
  utcOffset: z.string().regex(/^[+-](0\d|1[0-4]):[0-5]\d$/),
});
export type TOfficeHours = z.infer<typeof ZOfficeHours>;

/** GET /relay/CBS_modelList: the brand's ways to reach customer service (its live chat). */
export const ZChatModel = z.object({
  modelId: z.string(),
  /** i18n key of its name. */
  nameKey: z.string(),
  /** Whether the desk is within its office hours now (out of hours the window offers a form). */
  online: z.boolean(),
  hours: ZOfficeHours,
});
export type TChatModel = z.infer<typeof ZChatModel>;
export const ZChatModelListResponse = envelope(z.object({ list: z.array(ZChatModel) }));

/** POST /relay/CBS_launchChat: where the chat opens (the site's own chat window, or the brand's external desk). */
export const ZLaunchChatRequest = z.object({ modelId: z.string().trim().min(1).max(32) });
export const ZLaunchChatResponse = envelope(z.object({ chatUrl: z.string() }));

export const ConversationStatus = z.enum(['waiting', 'open', 'closed']);
export type TConversationStatus = z.infer<typeof ConversationStatus>;

export const ZChatImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** One line of a conversation. `system` lines are the desk's notices (claimed, transferred, closed). */
export const ZChatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['customer', 'operator', 'system']),
  /** The operator's display name on their lines; null on the customer's and the system's. */
  senderName: z.string().nullable(),
  body: z.string(),
  image: ZChatImage.nullable(),
  /** For system lines: what happened (`claimed`, `transferred`, `closed`, `outOfHours`), translated by the apps. */
  event: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** The conversation as its customer sees it. */
export const ZChatConversation = z.object({
  id: z.number().int(),
  status: ConversationStatus,
  /** The operator answering, once one has claimed it. */
  operatorName: z.string().nullable(),
  /** Started outside office hours: the desk answers when it opens. */
  outOfHours: z.boolean(),
  /** The newest of the customer's lines the desk has read (read receipts). */
  readByDeskUpTo: z.number().int().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

export const ZChatState = z.object({
  conversation: ZChatConversation.nullable(),
  messages: z.array(ZChatMessage),
});
export type TChatState = z.infer<typeof ZChatState>;

/** GET /wps/support/conversation: the caller's open conversation (or the last closed one) and its lines. */
export const ZChatStateResponse = envelope(ZChatState);

/**
 * POST /wps/support/conversations: starts a conversation (a member's open one is resumed). A visitor
 * gives a name and a contact (phone, email or Telegram); out of office hours the first message is
 * required (the out-of-hours form).
 */
export const ZStartChatRequest = z.object({
  name: z.string().trim().max(40).optional(),
  contact: z.string().trim().max(80).optional(),
  message: z
    .string()
    .trim()
    .max(CHAT_MESSAGE_MAX * 5)
    .optional(),
});
export type TStartChatRequest = z.infer<typeof ZStartChatRequest>;
export const ZStartChatResponse = envelope(
  ZChatState.extend({
    /** A visitor's key to this conversation: sent back in `x-chat-token`; null for a member. */
    chatToken: z.string().nullable(),
  }),
);

/** POST /wps/support/conversation/messages (and the console's): text, a png/jpg of ≤ 5 MB (base64), or both. */
export const ZSendChatMessageRequest = z.object({
  /** Bounded here only against abuse: the server refuses more than CHAT_MESSAGE_MAX with SUPPORT_TOO_LONG. */
  body: z
    .string()
    .trim()
    .max(CHAT_MESSAGE_MAX * 5)
    .default(''),
  image: z.string().min(1).nullable().default(null),
});
export type TSendChatMessageRequest = z.input<typeof ZSendChatMessageRequest>;
export const ZSendChatMessageResponse = envelope(ZChatMessage);

/** POST …/read: the newest line the reader has seen. */
export const ZChatReadRequest = z.object({ upTo: z.number().int().positive() });

/** POST …/typing (no body): "is typing" for a few seconds. */
export const ZChatAckResponse = envelope(z.object({ ok: z.literal(true) }));

/**
 * The live events of a conversation (GET /wps/support/conversation/events and the console's
 * /admin-api/support/events): `hello`, then
 * - `message` `{ conversationId, id }` — a new line: re-read the conversation;
 * - `typing` `{ conversationId, by: 'customer' | 'operator' }`;
 * - `read` `{ conversationId, by, upTo }` — read receipts;
 * - `conversation` `{ conversationId, status }` — claimed, transferred or closed.
 */
export const ChatEventType = z.enum(['message', 'typing', 'read', 'conversation']);
export type TChatEventType = z.infer<typeof ChatEventType>;
