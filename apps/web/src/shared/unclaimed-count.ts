/**
 * What waits for the member (issue 17; GET /wps/member/rewards/unclaimed): promotions they can take
 * now, red envelopes to grab and wheel tickets — the header's unclaimed count (spec §2 "Member info
 * bar"). Only a signed-in real member fetches it; it is read again every minute, and when a grab,
 * a spin or a join changes it.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { useSessionStore } from './session-store.ts';
import { useIsRealMember } from './unread-count.ts';

const schema = () => import('@luckwell/contracts/member/rewards').then((m) => m.ZUnclaimedResponse);

export const UNCLAIMED_KEY = 'unclaimed';

export const useUnclaimedCount = () => {
  const token = useSessionStore((state) => state.token);
  const enabled = useIsRealMember();
  const { data } = useQuery({
    queryKey: [UNCLAIMED_KEY, token],
    queryFn: ({ signal }) => apiGet('/wps/member/rewards/unclaimed', schema, { signal }),
    enabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  return enabled ? (data?.total ?? 0) : 0;
};
