/** The audit log: GET /admin-api/audit (filtered, paged) and GET /admin-api/audit/verify. */
import type { TAuditQuery } from '@luckwell/contracts/admin/audit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/audit');

export const useAuditPage = (query: TAuditQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/audit', () => contracts().then((m) => m.ZAuditPageResponse), {
        signal,
        query: { ...query },
      }),
    placeholderData: (previous) => previous,
    enabled,
  });

/** A mutation, not a query: the operator asks for a fresh walk of the chain each time. */
export const useVerifyChain = () =>
  useMutation({
    mutationFn: () =>
      apiGet('/admin-api/audit/verify', () => contracts().then((m) => m.ZAuditVerifyResponse)),
  });
