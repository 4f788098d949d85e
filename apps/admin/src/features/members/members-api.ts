/**
 * Member support calls: search (GET /admin-api/members), detail (GET /admin-api/members/:id), the
 * three actions (lock, unlock, reset password) and the member's own audit trail.
 */
import type { TAdminMemberQuery, TMemberActionRequest } from '@luckwell/contracts/admin/members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/members');
const MEMBERS_KEY = ['admin', 'members'] as const;
const detailKey = (id: number) => ['admin', 'member', id] as const;
const historyKey = (id: number) => ['admin', 'member', id, 'audit'] as const;

export const useMemberSearch = (query: TAdminMemberQuery) =>
  useQuery({
    queryKey: [...MEMBERS_KEY, query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/members', () => contracts().then((m) => m.ZAdminMemberPageResponse), {
        signal,
        query: { ...query },
      }),
    placeholderData: (previous) => previous,
  });

export const useMemberDetail = (id: number) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/members/${id}`, () => contracts().then((m) => m.ZAdminMemberDetailResponse), {
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The operator actions recorded on this member (for roles that may read the audit log). */
export const useMemberHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: historyKey(id),
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/audit',
        () => import('@luckwell/contracts/admin/audit').then((m) => m.ZAuditPageResponse),
        {
          signal,
          query: { targetType: 'member', targetId: String(id), pageSize: 10 },
        },
      ),
    enabled,
  });

export type MemberAction = 'lock' | 'unlock' | 'reset-password';

export const useMemberAction = (id: number) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
      queryClient.invalidateQueries({ queryKey: historyKey(id) }),
    ]);
  const lockOrUnlock = useMutation({
    mutationFn: ({ action, reason }: { action: 'lock' | 'unlock'; reason: string }) =>
      apiRequest(
        `/admin-api/members/${id}/${action}`,
        () => contracts().then((m) => m.ZAdminMemberDetailResponse),
        {
          method: 'POST',
          body:
            action === 'lock'
              ? { reason }
              : ({ ...(reason ? { reason } : {}) } satisfies TMemberActionRequest),
        },
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(id), detail);
      void refresh();
    },
  });
  const resetPassword = useMutation({
    mutationFn: ({ reason }: { reason: string }) =>
      apiRequest(
        `/admin-api/members/${id}/reset-password`,
        () => contracts().then((m) => m.ZResetMemberPasswordResponse),
        { method: 'POST', body: { ...(reason ? { reason } : {}) } satisfies TMemberActionRequest },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: detailKey(id) });
      void refresh();
    },
  });
  return { lockOrUnlock, resetPassword };
};
