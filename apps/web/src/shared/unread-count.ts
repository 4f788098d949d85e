/**
 * The member's unread platform-information count (spec §7 `CSP_unreadCount`): the header badge and
 * the member-centre menu's `messageV2` badge. Only a signed-in real member fetches it (spec §6: no
 * unread-message fetch for trial accounts); the live event stream (live-events.tsx) keeps it current.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { useSessionStore } from './session-store.ts';

const schema = () => import('@luckwell/contracts/member/messages').then((m) => m.ZUnreadCountResponse);

export const UNREAD_COUNT_KEY = 'unreadCount';
/** The inbox's queries (the messageV2 page), refreshed when a message arrives. */
export const INBOX_KEY = 'inbox';

/** A signed-in member whose info says they are not a trial account. */
export const useIsRealMember = () =>
  useSessionStore((state) => state.isLogin && state.member !== null && !state.isTrial);

export const useUnreadCount = () => {
  const token = useSessionStore((state) => state.token);
  const enabled = useIsRealMember();
  const { data } = useQuery({
    queryKey: [UNREAD_COUNT_KEY, token],
    queryFn: ({ signal }) => apiGet('/relay/CSP_unreadCount', schema, { signal }),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (data ?? 0) : 0;
};

/** "99+" past 99, as badges write it. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
