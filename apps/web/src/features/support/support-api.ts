/**
 * The chat window's calls (issue 19; contracts/support/chat.ts). A member is known by the session's
 * bearer token (the shared client sends it); a visitor by the chat token the server gave them when
 * they started, kept in local storage so a reload (or the popup opened again) resumes the chat, and
 * sent in `x-chat-token`.
 */
import {
  CHAT_TOKEN_HEADER,
  type TChatModel,
  type TChatState,
  type TSendChatMessageRequest,
  type TStartChatRequest,
} from '@luckwell/contracts/support/chat';
import { ApiError } from '@luckwell/ui/api-client';
import { apiRequest } from '../../shared/api-client.ts';

const contract = () => import('@luckwell/contracts/support/chat');

const CHAT_TOKEN_KEY = 'luckwell.chatToken';

export const readChatToken = () => {
  try {
    return localStorage.getItem(CHAT_TOKEN_KEY);
  } catch {
    return null;
  }
};

export const writeChatToken = (token: string | null) => {
  try {
    if (token === null) localStorage.removeItem(CHAT_TOKEN_KEY);
    else localStorage.setItem(CHAT_TOKEN_KEY, token);
  } catch {
    // No storage (private mode): the chat lasts as long as the window.
  }
};

/** Who is chatting: a member (bearer token, sent by the client) or a visitor with their chat token. */
export type ChatCaller = { memberToken: string | null; chatToken: string | null };

/** The caller's credentials for a call or the event stream. */
export const callerHeaders = ({ memberToken, chatToken }: ChatCaller): Record<string, string> => {
  if (memberToken) return { authorization: `Bearer ${memberToken}` };
  return chatToken ? { [CHAT_TOKEN_HEADER]: chatToken } : {};
};

/** Extra headers of an API call (the shared client adds the member's bearer token itself). */
const visitorHeaders = (caller: ChatCaller): Record<string, string> =>
  !caller.memberToken && caller.chatToken ? { [CHAT_TOKEN_HEADER]: caller.chatToken } : {};

/** Whether the caller can have a conversation to read at all. */
export const hasCaller = (caller: ChatCaller) => Boolean(caller.memberToken || caller.chatToken);

export const MODELS_KEY = 'supportModels';
export const CONVERSATION_KEY = 'supportConversation';
export const conversationKey = (caller: ChatCaller) => [
  CONVERSATION_KEY,
  caller.memberToken ? `member:${caller.memberToken}` : `visitor:${caller.chatToken ?? ''}`,
];

const NO_CONVERSATION: TChatState = { conversation: null, messages: [] };

/** The live chat's model: its office hours and whether the desk is open now. */
export const LIVE_MODEL = 'live';

export const supportApi = {
  models: async (): Promise<TChatModel[]> =>
    (await apiRequest('/relay/CBS_modelList', () => contract().then((m) => m.ZChatModelListResponse))).list,

  /** The caller's open conversation (or the last closed one); none for an unknown or stale token. */
  conversation: async (caller: ChatCaller): Promise<TChatState> => {
    if (!hasCaller(caller)) return NO_CONVERSATION;
    try {
      return await apiRequest(
        '/wps/support/conversation',
        () => contract().then((m) => m.ZChatStateResponse),
        {
          headers: visitorHeaders(caller),
        },
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUPPORT_NOT_FOUND') return NO_CONVERSATION;
      throw error;
    }
  },

  start: (body: TStartChatRequest) =>
    apiRequest('/wps/support/conversations', () => contract().then((m) => m.ZStartChatResponse), {
      method: 'POST',
      body,
    }),

  send: (caller: ChatCaller, body: TSendChatMessageRequest) =>
    apiRequest(
      '/wps/support/conversation/messages',
      () => contract().then((m) => m.ZSendChatMessageResponse),
      {
        method: 'POST',
        body,
        headers: visitorHeaders(caller),
      },
    ),

  typing: (caller: ChatCaller) =>
    apiRequest('/wps/support/conversation/typing', () => contract().then((m) => m.ZChatAckResponse), {
      method: 'POST',
      body: {},
      headers: visitorHeaders(caller),
    }),

  read: (caller: ChatCaller, upTo: number) =>
    apiRequest('/wps/support/conversation/read', () => contract().then((m) => m.ZChatAckResponse), {
      method: 'POST',
      body: { upTo },
      headers: visitorHeaders(caller),
    }),
};
