/**
 * The messageV2 page's calls (issue 15, ADR 048): the inbox pages, reading, removing, reading all,
 * and feedback. Each change sets the header badge's count from the answer at once; the live event
 * stream tells the member's other tabs.
 */
import type { TFeedbackRequest } from '@luckwell/contracts/member/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../shared/api-call.ts';
import { apiGet } from '../../shared/api-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { INBOX_KEY, UNREAD_COUNT_KEY } from '../../shared/unread-count.ts';

const contracts = () => import('@luckwell/contracts/member/messages');
const FEEDBACK_KEY = 'feedback';

export const INBOX_PAGE_SIZE = 10;

export const useInbox = (page: number, unreadOnly: boolean) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [INBOX_KEY, token, page, unreadOnly],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/messages', () => contracts().then((m) => m.ZInboxPageResponse), {
        signal,
        query: { page, size: INBOX_PAGE_SIZE, ...(unreadOnly ? { unread: 'true' } : {}) },
      }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
};

const useInboxChange = (path: (id: number) => string, method: 'POST' | 'DELETE') => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(path(id), () => contracts().then((m) => m.ZUnreadAfterResponse), { method }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData([UNREAD_COUNT_KEY, token], unread);
      return queryClient.invalidateQueries({ queryKey: [INBOX_KEY] });
    },
  });
};

export const useMarkRead = () => useInboxChange((id) => `/wps/member/messages/${id}/read`, 'POST');
export const useRemoveMessage = () => useInboxChange((id) => `/wps/member/messages/${id}`, 'DELETE');
export const useMarkAllRead = () => useInboxChange(() => '/wps/member/messages/read-all', 'POST');

export const useMyFeedback = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [INBOX_KEY, FEEDBACK_KEY, token],
    queryFn: ({ signal }) =>
      apiGet('/wps/feedback', () => contracts().then((m) => m.ZFeedbackListResponse), { signal }),
    enabled: token !== null,
  });
};

export const useSendFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TFeedbackRequest) =>
      apiCall('/wps/feedback', () => contracts().then((m) => m.ZFeedbackResponse), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INBOX_KEY, FEEDBACK_KEY] }),
  });
};
