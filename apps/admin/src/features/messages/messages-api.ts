/**
 * Players → Messages and Feedback: the calls under /admin-api/messages (issue 15, ADR 048) —
 * compose and the sent list (`messages.send`), the feedback desk with reply and close
 * (`feedback.reply`). Every change refreshes the lists.
 */
import type {
  TAdminFeedbackQuery,
  TAdminMessageQuery,
  TComposeMessageRequest,
} from '@luckwell/contracts/admin/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/messages');
const KEY = ['admin', 'messages'] as const;

export const useSentMessages = (query: TAdminMessageQuery, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'sent', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/messages', () => contracts().then((m) => m.ZAdminMessagePageResponse), {
        signal,
        query: { ...query },
      }),
    enabled,
    placeholderData: (previous) => previous,
  });

export const useFeedbackDesk = (query: TAdminFeedbackQuery, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'feedback', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/messages/feedback', () => contracts().then((m) => m.ZAdminFeedbackPageResponse), {
        signal,
        query: { ...query },
      }),
    enabled,
    placeholderData: (previous) => previous,
  });

export const useMessageActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    compose: useMutation({
      mutationFn: (body: TComposeMessageRequest) =>
        apiRequest('/admin-api/messages', () => contracts().then((m) => m.ZAdminMessageResponse), {
          method: 'POST',
          body,
        }),
      onSuccess,
    }),
    reply: useMutation({
      mutationFn: ({ id, reply }: { id: number; reply: string }) =>
        apiRequest(
          `/admin-api/messages/feedback/${id}/reply`,
          () => contracts().then((m) => m.ZAdminFeedbackResponse),
          { method: 'POST', body: { reply } },
        ),
      onSuccess,
    }),
    close: useMutation({
      mutationFn: (id: number) =>
        apiRequest(
          `/admin-api/messages/feedback/${id}/close`,
          () => contracts().then((m) => m.ZAdminFeedbackResponse),
          { method: 'POST' },
        ),
      onSuccess,
    }),
  };
};
