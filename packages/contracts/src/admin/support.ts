/**
 * The back office's support console (issue 19), under /admin-api/support (`support.chat`): the queue
 * of waiting conversations, claim, transfer to a colleague, close with a reason, the member's
 * profile and last transactions beside the chat, canned replies and the desk's office hours. Live
 * updates on GET /admin-api/support/events (server-sent events: `hello`, then the chat events of
 * contracts/support/chat.ts for every conversation of every brand).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CHAT_MESSAGE_MAX, ConversationStatus, ZChatMessage, ZOfficeHours } from '../support/chat.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);

/** GET /admin-api/support/conversations?status=&merchantCode= (no brand: every brand's). */
export const ZSupportConversationsQuery = z.object({
  status: ConversationStatus.default('waiting'),
  merchantCode: MerchantCode.optional(),
  /** Only the conversations the caller holds. */
  mine: z.stringbool().optional(),
});

export const ZSupportConversationSummary = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  status: ConversationStatus,
  /** The member's account, or null for a visitor. */
  account: z.string().nullable(),
  /** The member's name on the account, or the name a visitor gave. */
  name: z.string(),
  /** A visitor's contact (phone, email, Telegram); null for a member. */
  contact: z.string().nullable(),
  language: z.string(),
  outOfHours: z.boolean(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  /** The newest line's text (or "[image]"), for the queue. */
  lastMessage: z.string().nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  /** The customer's lines the desk has not read. */
  unread: z.number().int(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  closeReason: z.string().nullable(),
});
export type TSupportConversationSummary = z.infer<typeof ZSupportConversationSummary>;

export const ZSupportConversationsResponse = envelope(
  z.object({
    list: z.array(ZSupportConversationSummary),
    /** How many wait for an operator now (the menu's badge). */
    waiting: z.number().int(),
  }),
);

/** What the console shows beside a member's chat. */
export const ZSupportMemberProfile = z.object({
  memberId: z.number().int(),
  account: z.string(),
  realName: z.string().nullable(),
  vipLevel: z.number().int().nullable(),
  status: z.string(),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  /** The cash balance, a decimal string in the brand's currency. */
  balance: z.string(),
  currency: z.string(),
  /** The newest 10 wallet transactions. */
  transactions: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      amount: z.string(),
      balanceAfter: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type TSupportMemberProfile = z.infer<typeof ZSupportMemberProfile>;

/** GET /admin-api/support/conversations/:id */
export const ZSupportConversationResponse = envelope(
  z.object({
    conversation: ZSupportConversationSummary.extend({
      /** The newest of the desk's lines the customer has read (read receipts). */
      readByCustomerUpTo: z.number().int().nullable(),
    }),
    messages: z.array(ZChatMessage),
    member: ZSupportMemberProfile.nullable(),
  }),
);

/** POST …/:id/transfer */
export const ZSupportTransferRequest = z.object({ operatorId: z.number().int().positive() });
/** POST …/:id/close */
export const ZSupportCloseRequest = z.object({ reason: z.string().trim().min(3).max(300) });

/** GET /admin-api/support/operators: colleagues a conversation can go to. */
export const ZSupportOperatorsResponse = envelope(
  z.object({ list: z.array(z.object({ id: z.number().int(), username: z.string(), role: z.string() })) }),
);

/** Canned replies: a brand's ready answers, per language. */
export const ZCannedReplyFields = z.object({
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  language: z.enum(['vi', 'en']),
});
export const ZCannedReply = ZCannedReplyFields.extend({ id: z.number().int(), merchantCode: z.string() });
export type TCannedReply = z.infer<typeof ZCannedReply>;
/** GET /admin-api/support/canned-replies?merchantCode= */
export const ZCannedRepliesQuery = z.object({ merchantCode: MerchantCode });
export const ZCannedRepliesResponse = envelope(z.object({ list: z.array(ZCannedReply) }));
/** POST /admin-api/support/canned-replies, PUT …/:id; DELETE …/:id */
export const ZCannedReplyRequest = ZCannedReplyFields.extend({ merchantCode: MerchantCode });
export const ZCannedReplyResponse = envelope(ZCannedReply);

/** GET /admin-api/support/settings?merchantCode= ; PUT /admin-api/support/settings */
export const ZSupportSettingsQuery = z.object({ merchantCode: MerchantCode });
export const ZSupportSettings = z.object({ merchantCode: MerchantCode, hours: ZOfficeHours });
export const ZSupportSettingsResponse = envelope(ZSupportSettings.extend({ online: z.boolean() }));
