/**
 * GET /wps/member/info (spec §3 "Member info", §4 "After a token is stored, member info is fetched").
 * The query is keyed by the token, so a new login fetches at once; `useSessionSync` copies the answer
 * into the session state (agent and trial flags) and drops a token the server no longer knows.
 */
import { ApiError } from '@luckwell/ui/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api-client.ts';
import { useSessionStore } from './session-store.ts';

const schema = () => import('@luckwell/contracts/member/member-info').then((m) => m.ZMemberInfoResponse);

export const MEMBER_INFO_KEY = 'memberInfo';

export const useMemberInfo = () => {
  const token = useSessionStore((state) => state.token);
  const pending = useSessionStore((state) => state.passwordChange);
  // The VIP rank's name comes in the asked language (Accept-Language): read again on a switch.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [MEMBER_INFO_KEY, token, i18n.language],
    queryFn: ({ signal }) => apiGet('/wps/member/info', schema, { signal }),
    enabled: token !== null && pending === null,
    staleTime: 30_000,
  });
};

/** Keeps the session state in step with the member info; rendered once near the app root. */
export const useSessionSync = () => {
  const { data, error } = useMemberInfo();
  const setMember = useSessionStore((state) => state.setMember);
  const clear = useSessionStore((state) => state.clear);
  useEffect(() => {
    if (data) setMember(data);
  }, [data, setMember]);
  useEffect(() => {
    // A token the server no longer knows (expired, revoked by a password change elsewhere).
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') clear();
  }, [error, clear]);
};
