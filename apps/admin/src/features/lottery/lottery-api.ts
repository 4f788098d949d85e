/**
 * Lottery: the calls under /admin-api/lottery (ADR 081) — games and their settings, issues (the
 * results queue and the settlement history), entering, confirming and rejecting a daily draw's
 * result, cancelling an issue, and an issue's liability board. Every change refreshes them all.
 */
import type {
  TLotteryIssuesQuery,
  TLotteryResultRequest,
  TLotterySettingsRequest,
} from '@luckwell/contracts/admin/lottery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/lottery');
const KEY = ['admin', 'lottery'] as const;
const BASE = '/admin-api/lottery';

export type IssueRef = { game: string; issue: string };
const issuePath = ({ game, issue }: IssueRef) =>
  `${BASE}/issues/${encodeURIComponent(game)}/${encodeURIComponent(issue)}`;

export const useLotteryGames = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'games'],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/games`, () => contracts().then((m) => m.ZLotteryAdminGamesResponse), { signal }),
    enabled,
    staleTime: 30_000,
    select: (value) => value.games,
  });

export const useLotteryIssues = (
  query: Partial<TLotteryIssuesQuery>,
  { enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number } = {},
) =>
  useQuery({
    queryKey: [...KEY, 'issues', query],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/issues`, () => contracts().then((m) => m.ZLotteryIssuesResponse), {
        signal,
        query: { ...query },
      }),
    enabled,
    select: (value) => value.issues,
    placeholderData: (previous) => previous,
    ...(refetchInterval ? { refetchInterval } : {}),
  });

/** One issue, read again every `liveMs` until it is settled or cancelled. */
export const useLotteryIssue = (ref: IssueRef, liveMs: number) =>
  useQuery({
    queryKey: [...KEY, 'issue', ref.game, ref.issue],
    queryFn: ({ signal }) =>
      apiGet(issuePath(ref), () => contracts().then((m) => m.ZLotteryIssueResponse), { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'settled' || status === 'cancelled' ? false : liveMs;
    },
  });

export const useLotteryLiability = (ref: IssueRef, refetchInterval?: number) =>
  useQuery({
    queryKey: [...KEY, 'liability', ref.game, ref.issue],
    queryFn: ({ signal }) =>
      apiGet(`${issuePath(ref)}/liability`, () => contracts().then((m) => m.ZLotteryLiabilityResponse), {
        signal,
      }),
    ...(refetchInterval ? { refetchInterval } : {}),
  });

export const useLotteryActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  const issueCall = (ref: IssueRef, action: string, body: unknown = {}) =>
    apiRequest(`${issuePath(ref)}/${action}`, () => contracts().then((m) => m.ZLotteryIssueResponse), {
      method: 'POST',
      body,
    });
  return {
    enterResult: useMutation({
      mutationFn: ({ ref, request }: { ref: IssueRef; request: TLotteryResultRequest }) =>
        issueCall(ref, 'result', request),
      onSuccess,
    }),
    confirm: useMutation({ mutationFn: (ref: IssueRef) => issueCall(ref, 'confirm'), onSuccess }),
    reject: useMutation({ mutationFn: (ref: IssueRef) => issueCall(ref, 'reject'), onSuccess }),
    cancel: useMutation({
      mutationFn: ({ ref, reason }: { ref: IssueRef; reason: string }) =>
        issueCall(ref, 'cancel', { reason }),
      onSuccess,
    }),
    saveSettings: useMutation({
      mutationFn: ({ game, settings }: { game: string; settings: TLotterySettingsRequest }) =>
        apiRequest(
          `${BASE}/games/${encodeURIComponent(game)}`,
          () => contracts().then((m) => m.ZLotteryAdminGameResponse),
          { method: 'PUT', body: settings },
        ),
      onSuccess,
    }),
  };
};
