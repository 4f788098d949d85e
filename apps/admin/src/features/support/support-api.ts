/**
 * Live support (issue 19): the calls under /admin-api/support (`support.chat`) — the queue by tab and
 * brand, one conversation with its lines and the member beside it, claim / transfer / close, the
 * operator's lines, typing and read receipts, colleagues to transfer to, a brand's canned replies and
 * the desk's office hours. A change refreshes the queue and the conversation; the live events
 * (support-events.ts) refresh them when someone else changes them.
 */
import type { TCannedReply, TSupportConversationSummary } from '@luckwell/contracts/admin/support';
import type {
  TConversationStatus,
  TOfficeHours,
  TSendChatMessageRequest,
} from '@luckwell/contracts/support/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/support');
const chatContracts = () => import('@luckwell/contracts/support/chat');

import { QUEUE_KEY, SUPPORT_KEY } from '../../shared/support-waiting.ts';

/** The key root of everything here (shared with the menu's waiting badge); the queue and the conversations under it. */
export { QUEUE_KEY, SUPPORT_KEY };
export const CONVERSATION_KEY = [...SUPPORT_KEY, 'conversation'] as const;
const CANNED_KEY = [...SUPPORT_KEY, 'canned'] as const;
const SETTINGS_KEY = [...SUPPORT_KEY, 'settings'] as const;

/** The console's tabs: the statuses, and "mine" (the open ones the caller holds). */
export type QueueTab = 'waiting' | 'mine' | 'open' | 'closed';
export const QUEUE_TABS: readonly QueueTab[] = ['waiting', 'mine', 'open', 'closed'];

const queryOf = (tab: QueueTab, merchantCode: string) => ({
  status: (tab === 'mine' ? 'open' : tab) satisfies TConversationStatus,
  ...(tab === 'mine' ? { mine: 'true' } : {}),
  ...(merchantCode ? { merchantCode } : {}),
});

export const useSupportQueue = (tab: QueueTab, merchantCode: string, enabled = true) =>
  useQuery({
    queryKey: [...QUEUE_KEY, tab, merchantCode],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/support/conversations',
        () => contracts().then((m) => m.ZSupportConversationsResponse),
        {
          signal,
          query: queryOf(tab, merchantCode),
        },
      ),
    enabled,
    placeholderData: (previous) => previous,
  });

export const useSupportConversation = (id: number | null) =>
  useQuery({
    queryKey: [...CONVERSATION_KEY, id],
    queryFn: ({ signal }) =>
      apiGet(
        `/admin-api/support/conversations/${id}`,
        () => contracts().then((m) => m.ZSupportConversationResponse),
        {
          signal,
        },
      ),
    enabled: id !== null,
  });

export type TSupportConversation = NonNullable<ReturnType<typeof useSupportConversation>['data']>;

const conversationPath = (id: number, action: string) => `/admin-api/support/conversations/${id}/${action}`;

/** Claim, transfer and close: each answers the conversation, which replaces the cached one. */
export const useConversationActions = () => {
  const queryClient = useQueryClient();
  const done = (value: TSupportConversation) => {
    queryClient.setQueryData([...CONVERSATION_KEY, value.conversation.id], value);
    void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
  };
  const action = (name: 'claim' | 'transfer' | 'close') => (id: number, body: object) =>
    apiRequest(conversationPath(id, name), () => contracts().then((m) => m.ZSupportConversationResponse), {
      method: 'POST',
      body,
    });
  return {
    claim: useMutation({ mutationFn: (id: number) => action('claim')(id, {}), onSuccess: done }),
    transfer: useMutation({
      mutationFn: ({ id, operatorId }: { id: number; operatorId: number }) =>
        action('transfer')(id, { operatorId }),
      onSuccess: done,
    }),
    close: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => action('close')(id, { reason }),
      onSuccess: done,
    }),
  };
};

/** Sends the operator's line; the conversation and the queue re-read. */
export const useSendSupportMessage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendChatMessageRequest) =>
      apiRequest(
        conversationPath(id, 'messages'),
        () => chatContracts().then((m) => m.ZSendChatMessageResponse),
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATION_KEY, id] });
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    },
  });
};

/** "The desk is typing" and "the desk has read up to": hints, so failures are not shown. */
export const postTyping = (id: number) =>
  apiRequest(conversationPath(id, 'typing'), () => chatContracts().then((m) => m.ZChatAckResponse), {
    method: 'POST',
    body: {},
  });

export const postRead = (id: number, upTo: number) =>
  apiRequest(conversationPath(id, 'read'), () => chatContracts().then((m) => m.ZChatAckResponse), {
    method: 'POST',
    body: { upTo },
  });

/** Colleagues a conversation can be transferred to. */
export const useSupportOperators = (enabled: boolean) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, 'operators'],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/support/operators', () => contracts().then((m) => m.ZSupportOperatorsResponse), {
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });

export const useCannedReplies = (merchantCode: string) =>
  useQuery({
    queryKey: [...CANNED_KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/support/canned-replies', () => contracts().then((m) => m.ZCannedRepliesResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export type CannedReplyDraft = Pick<TCannedReply, 'title' | 'body' | 'language'>;

/** Adds (no id), changes or deletes a canned reply; the brand's list refreshes. */
export const useCannedReplyActions = (merchantCode: string) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [...CANNED_KEY, merchantCode] });
  return {
    save: useMutation({
      mutationFn: ({ id, draft }: { id?: number; draft: CannedReplyDraft }) =>
        apiRequest(
          id === undefined ? '/admin-api/support/canned-replies' : `/admin-api/support/canned-replies/${id}`,
          () => contracts().then((m) => m.ZCannedReplyResponse),
          { method: id === undefined ? 'POST' : 'PUT', body: { ...draft, merchantCode } },
        ),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`/admin-api/support/canned-replies/${id}`, null, { method: 'DELETE' }),
      onSuccess,
    }),
  };
};

export const useSupportSettings = (merchantCode: string) =>
  useQuery({
    queryKey: [...SETTINGS_KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/support/settings', () => contracts().then((m) => m.ZSupportSettingsResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useSaveSupportSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchantCode: string; hours: TOfficeHours }) =>
      apiRequest('/admin-api/support/settings', () => contracts().then((m) => m.ZSupportSettingsResponse), {
        method: 'PUT',
        body,
      }),
    onSuccess: (value) => queryClient.setQueryData([...SETTINGS_KEY, value.merchantCode], value),
  });
};

/** The name a queue row and the chat's header show: the account, or the visitor's name. */
export const customerName = (conversation: Pick<TSupportConversationSummary, 'account' | 'name'>) =>
  conversation.account ?? conversation.name;
