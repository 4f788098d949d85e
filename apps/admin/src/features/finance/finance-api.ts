/**
 * Money in the back office: manual adjustments and their approval (GET /admin-api/adjustments,
 * POST …/:id/approve | reject), brands with their thresholds, and the cashier report.
 */
import type { TCashierReportQuery } from '@luckwell/contracts/admin/cashier-report';
import type { TAdjustmentQuery } from '@luckwell/contracts/admin/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const wallet = () => import('@luckwell/contracts/admin/wallet');
const ADJUSTMENTS_KEY = ['admin', 'adjustments'] as const;

export const useAdjustments = (query: TAdjustmentQuery) =>
  useQuery({
    queryKey: [...ADJUSTMENTS_KEY, query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/adjustments', () => wallet().then((m) => m.ZAdjustmentPageResponse), {
        signal,
        query: { ...query },
      }),
    placeholderData: (previous) => previous,
  });

export type Decision = { id: number; approve: boolean; note: string };

export const useDecideAdjustment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: Decision) =>
      apiRequest(
        `/admin-api/adjustments/${id}/${approve ? 'approve' : 'reject'}`,
        () => wallet().then((m) => m.ZAdjustmentResponse),
        { method: 'POST', body: note ? { note } : {} },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
        // The member's balance and ledger, wherever they are shown.
        queryClient.invalidateQueries({ queryKey: ['admin', 'member'] }),
      ]),
  });
};

export const useFinanceSettings = () =>
  useQuery({
    queryKey: ['admin', 'finance', 'settings'],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/finance/settings', () => wallet().then((m) => m.ZFinanceSettingsListResponse), {
        signal,
      }),
    staleTime: 60_000,
  });

/** The report's query as the console sends it: every field set, the offset a number. */
export type CashierReportParams = Required<Omit<TCashierReportQuery, 'tzOffset'>> & { tzOffset: number };

export const useCashierReport = (query: CashierReportParams | null) =>
  useQuery({
    queryKey: ['admin', 'reports', 'cashier', query],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/reports/cashier',
        () => import('@luckwell/contracts/admin/cashier-report').then((m) => m.ZCashierReportResponse),
        { signal, query: { ...query } },
      ),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
