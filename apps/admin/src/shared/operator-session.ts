/**
 * The signed-in operator, as every screen needs it: who they are (GET /admin-api/me), what their
 * role may do, and signing out. The token itself lives in session storage (shared/api-client.ts).
 */
import type { TOperatorPermission } from '@luckwell/contracts/admin/operator';
import type { TOperatorMe } from '@luckwell/contracts/admin/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiGet, apiRequest, clearToken, readToken } from './api-client.ts';

export const ME_QUERY_KEY = ['admin', 'me'] as const;

/** Session-storage flag: the owner chose "later" on the two-step enrolment screen in this tab. */
export const TOTP_SKIPPED_KEY = 'adminTotpSkipped';

const loadMeSchema = () => import('@luckwell/contracts/admin/session').then((m) => m.ZOperatorMeResponse);

export const fetchMe = (signal?: AbortSignal) => apiGet('/admin-api/me', loadMeSchema, { signal });

export const useMe = () =>
  useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: readToken() !== null,
    staleTime: 60_000,
    retry: false,
  });

export const hasPermission = (me: TOperatorMe | undefined, permission: TOperatorPermission) =>
  me?.operator.permissions.includes(permission) ?? false;

/** Does the signed-in operator's role allow `permission`? False while loading. */
export const useCan = (permission: TOperatorPermission) => hasPermission(useMe().data, permission);

export const totpSkipped = () => {
  try {
    return sessionStorage.getItem(TOTP_SKIPPED_KEY) === '1';
  } catch {
    return false;
  }
};

export const skipTotpForNow = () => {
  try {
    sessionStorage.setItem(TOTP_SKIPPED_KEY, '1');
  } catch {
    // Private mode: the prompt comes back on the next page load.
  }
};

/** Forgets the session in this tab: token, cached data, the "later" choice. */
export const forgetSession = (queryClient: ReturnType<typeof useQueryClient>) => {
  clearToken();
  try {
    sessionStorage.removeItem(TOTP_SKIPPED_KEY);
  } catch {
    // nothing stored
  }
  queryClient.clear();
};

/** Ends the session on the server (best effort) and here, then shows the sign-in page. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/admin-api/session', null, { method: 'DELETE' });
      } catch {
        // An expired or unreachable session is signed out here all the same.
      }
    },
    onSettled: () => {
      forgetSession(queryClient);
      navigate('/login', { replace: true });
    },
  });
};
