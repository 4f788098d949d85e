/**
 * How many live chats wait for an operator (issue 19), for the side menu's badge: the console's own
 * "waiting, every brand" query, shared through its key, so the console's live events refresh the
 * badge too; polled every 30 s elsewhere in the back office.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** The key root of the support console's queries (features/support/support-api.ts builds on it). */
export const SUPPORT_KEY = ['admin', 'support'] as const;
export const QUEUE_KEY = [...SUPPORT_KEY, 'queue'] as const;

/** The waiting tab of every brand: the console's query key for it. */
export const waitingQueueKey = [...QUEUE_KEY, 'waiting', ''] as const;

export const useWaitingChats = (enabled: boolean) =>
  useQuery({
    queryKey: waitingQueueKey,
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/support/conversations',
        () => import('@luckwell/contracts/admin/support').then((m) => m.ZSupportConversationsResponse),
        { signal, query: { status: 'waiting' } },
      ),
    enabled,
    refetchInterval: 30_000,
    select: (value) => value.waiting,
  });
