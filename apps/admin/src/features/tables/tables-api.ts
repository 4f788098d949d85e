/**
 * Tables: the calls under /admin-api/tables (issue 21) — the house's live and card tables, read
 * again every few seconds while the desk is open (rounds turn over every half minute); a table's
 * settings, a brand's own limits at a live table, and cancelling a live round. Every change refreshes the list.
 */
import type {
  TCardTableUpdateRequest,
  TLiveBrandLimitsRequest,
  TLiveTableUpdateRequest,
} from '@luckwell/contracts/admin/tables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/tables');
const KEY = ['admin', 'tables'] as const;
const BASE = '/admin-api/tables';
const LIVE_MS = 5_000;

type TablesValue = Awaited<ReturnType<typeof fetchTables>>;
const fetchTables = (signal: AbortSignal) =>
  apiGet(BASE, () => contracts().then((m) => m.ZTablesResponse), { signal });

/** The desk's list, or the part `select` picks (the live and card sections share one call). */
export const useTables = <T = TablesValue>({ select }: { select?: (value: TablesValue) => T } = {}) =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchTables(signal),
    refetchInterval: LIVE_MS,
    ...(select ? { select } : {}),
  });

export const useTablesActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    updateLive: useMutation({
      mutationFn: ({ table, request }: { table: string; request: TLiveTableUpdateRequest }) =>
        apiRequest(
          `${BASE}/live/${encodeURIComponent(table)}`,
          () => contracts().then((m) => m.ZLiveTableResponse),
          { method: 'PUT', body: request },
        ),
      onSuccess,
    }),
    setBrandLimits: useMutation({
      mutationFn: ({
        table,
        brand,
        request,
      }: {
        table: string;
        brand: string;
        request: TLiveBrandLimitsRequest;
      }) =>
        apiRequest(
          `${BASE}/live/${encodeURIComponent(table)}/brands/${encodeURIComponent(brand)}`,
          () => contracts().then((m) => m.ZLiveTableResponse),
          { method: 'PUT', body: request },
        ),
      onSuccess,
    }),
    updateCard: useMutation({
      mutationFn: ({ table, request }: { table: string; request: TCardTableUpdateRequest }) =>
        apiRequest(
          `${BASE}/cards/${encodeURIComponent(table)}`,
          () => contracts().then((m) => m.ZCardTableResponse),
          { method: 'PUT', body: request },
        ),
      onSuccess,
    }),
    cancelRound: useMutation({
      mutationFn: ({ table, number, reason }: { table: string; number: number; reason: string }) =>
        apiRequest(
          `${BASE}/live/${encodeURIComponent(table)}/rounds/${number}/cancel`,
          () => contracts().then((m) => m.ZLiveRoundCancelResponse),
          { method: 'POST', body: { reason } },
        ),
      onSuccess,
    }),
  };
};
