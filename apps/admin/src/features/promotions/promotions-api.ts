/**
 * Promotions: the calls under /admin-api/rebates (ADR 062) — a brand's rebate rates and the days paid
 * (`promotions.read`), changing the rates (`promotions.manage`) — and under /admin-api/promotions
 * (ADR 063): the brand's promotions, each one's bonuses, creating and changing one. A change
 * refreshes what it changed. The red envelopes, the wheel and the points mall (ADR 064, 065) and the
 * VIP ranks (ADR 066, /admin-api/vip), the referral programme (ADR 067, /admin-api/referral) and the
 * missions and leaderboards (ADR 068, /admin-api/missions) follow, and the review queue of
 * applications (ADR 070, /admin-api/promotions/applications).
 */

import type { TAdminMissionsRequest } from '@luckwell/contracts/admin/missions';
import type { TAdminMallItemRequest, TAdminPointsSettingsRequest } from '@luckwell/contracts/admin/points';
import type { TSpendReportQuery } from '@luckwell/contracts/admin/promotion-report';
import type { TAdminApplication, TAdminPromotionRequest } from '@luckwell/contracts/admin/promotions';
import type { TAdminUpdateRebateRatesRequest } from '@luckwell/contracts/admin/rebates';
import type { TAdminReferralRequest } from '@luckwell/contracts/admin/referral';
import type {
  TAdminGrantTicketsRequest,
  TAdminRedEnvelopeRequest,
  TAdminWheelRequest,
} from '@luckwell/contracts/admin/rewards';
import type { TAdminVipRequest } from '@luckwell/contracts/admin/vip';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/rebates');
const KEY = ['admin', 'rebates'] as const;

export const useRebateRates = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, 'rates', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/rebates/rates', () => contracts().then((m) => m.ZAdminRebateRatesResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useRebateDays = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, 'days', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/rebates/days', () => contracts().then((m) => m.ZAdminRebateDaysResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useSaveRebateRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminUpdateRebateRatesRequest) =>
      apiRequest('/admin-api/rebates/rates', () => contracts().then((m) => m.ZAdminRebateRatesResponse), {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'rates'] }),
  });
};

// ── promotions (ADR 063): /admin-api/promotions ────────────────────────────────────────────────
const promotionContracts = () => import('@luckwell/contracts/admin/promotions');
const PROMOTIONS_KEY = ['admin', 'promotions'] as const;

export const usePromotions = (merchantCode: string) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/promotions', () => promotionContracts().then((m) => m.ZAdminPromotionsResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const usePromotionBonuses = (id: number, page: number) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'bonuses', id, page],
    queryFn: ({ signal }) =>
      apiGet(
        `/admin-api/promotions/${id}/bonuses`,
        () => promotionContracts().then((m) => m.ZAdminBonusesResponse),
        { signal, query: { page: String(page) } },
      ),
  });

/** Creates a promotion (no id) or changes one; the list refreshes. */
export const useSavePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TAdminPromotionRequest }) =>
      apiRequest(
        id === undefined ? '/admin-api/promotions' : `/admin-api/promotions/${id}`,
        () => promotionContracts().then((m) => m.ZAdminPromotionResponse),
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
};

// ── red envelopes and the prize wheel (ADR 064): /admin-api/red-envelopes, /admin-api/wheel ─────
const rewardContracts = () => import('@luckwell/contracts/admin/rewards');
const REWARDS_KEY = ['admin', 'rewards'] as const;

export const useRedEnvelopes = (merchantCode: string) =>
  useQuery({
    queryKey: [...REWARDS_KEY, 'envelopes', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/red-envelopes', () => rewardContracts().then((m) => m.ZAdminRedEnvelopesResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useWheel = (merchantCode: string) =>
  useQuery({
    queryKey: [...REWARDS_KEY, 'wheel', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/wheel', () => rewardContracts().then((m) => m.ZAdminWheelResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

/** Schedules a drop, cancels one, changes the wheel, grants tickets; each refreshes the rewards. */
export const useRewardActions = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: REWARDS_KEY });
  return {
    schedule: useMutation({
      mutationFn: (body: TAdminRedEnvelopeRequest) =>
        apiRequest(
          '/admin-api/red-envelopes',
          () => rewardContracts().then((m) => m.ZAdminRedEnvelopeResponse),
          {
            method: 'POST',
            body,
          },
        ),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        apiRequest(
          `/admin-api/red-envelopes/${id}/cancel`,
          () => rewardContracts().then((m) => m.ZAdminRedEnvelopeResponse),
          { method: 'POST', body: { reason } },
        ),
      onSuccess: refresh,
    }),
    saveWheel: useMutation({
      mutationFn: (body: TAdminWheelRequest) =>
        apiRequest('/admin-api/wheel', () => rewardContracts().then((m) => m.ZAdminWheelResponse), {
          method: 'PUT',
          body,
        }),
      onSuccess: refresh,
    }),
    grantTickets: useMutation({
      mutationFn: (body: TAdminGrantTicketsRequest) =>
        apiRequest(
          '/admin-api/wheel/tickets',
          () => rewardContracts().then((m) => m.ZAdminGrantTicketsResponse),
          {
            method: 'POST',
            body,
          },
        ),
      onSuccess: refresh,
    }),
  };
};

// ── points and the mall (ADR 065): /admin-api/points ────────────────────────────────────────────
const pointsContracts = () => import('@luckwell/contracts/admin/points');
const POINTS_KEY = ['admin', 'points'] as const;

export const usePoints = (merchantCode: string) =>
  useQuery({
    queryKey: [...POINTS_KEY, 'rules', merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/points', () => pointsContracts().then((m) => m.ZAdminPointsResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useMallOrders = (merchantCode: string, status: string, page: number) =>
  useQuery({
    queryKey: [...POINTS_KEY, 'orders', merchantCode, status, page],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/points/orders', () => pointsContracts().then((m) => m.ZAdminOrdersResponse), {
        signal,
        query: { merchantCode, page: String(page), ...(status ? { status } : {}) },
      }),
    enabled: merchantCode !== '',
  });

/** Changes the rules, saves a good, sends or rejects an order; each refreshes the points. */
export const usePointsActions = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: POINTS_KEY });
  return {
    saveSettings: useMutation({
      mutationFn: (body: TAdminPointsSettingsRequest) =>
        apiRequest(
          '/admin-api/points/settings',
          () => pointsContracts().then((m) => m.ZAdminPointsResponse),
          {
            method: 'PUT',
            body,
          },
        ),
      onSuccess: refresh,
    }),
    saveItem: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TAdminMallItemRequest }) =>
        apiRequest(
          id === undefined ? '/admin-api/points/items' : `/admin-api/points/items/${id}`,
          () => pointsContracts().then((m) => m.ZAdminPointsResponse),
          { method: id === undefined ? 'POST' : 'PUT', body },
        ),
      onSuccess: refresh,
    }),
    decide: useMutation({
      mutationFn: ({
        id,
        decision,
      }: {
        id: number;
        decision:
          | { approve: true; transactionReference: string; paidAccount?: string }
          | { approve: false; remark: string };
      }) =>
        apiRequest(
          `/admin-api/points/orders/${id}/${decision.approve ? 'approve' : 'reject'}`,
          () => pointsContracts().then((m) => m.ZAdminOrderResponse),
          {
            method: 'POST',
            body: decision.approve
              ? {
                  transactionReference: decision.transactionReference,
                  ...(decision.paidAccount ? { paidAccount: decision.paidAccount } : {}),
                }
              : { remark: decision.remark },
          },
        ),
      onSuccess: refresh,
    }),
  };
};

// ── VIP ranks (ADR 066): /admin-api/vip ────────────────────────────────────────────────────────────
const vipContracts = () => import('@luckwell/contracts/admin/vip');
const VIP_KEY = ['admin', 'vip'] as const;

export const useVip = (merchantCode: string) =>
  useQuery({
    queryKey: [...VIP_KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/vip', () => vipContracts().then((m) => m.ZAdminVipResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useSaveVip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminVipRequest) =>
      apiRequest('/admin-api/vip', () => vipContracts().then((m) => m.ZAdminVipResponse), {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIP_KEY }),
  });
};

// ── referral programme (ADR 067): /admin-api/referral ─────────────────────────────────────────────
const referralContracts = () => import('@luckwell/contracts/admin/referral');
const REFERRAL_KEY = ['admin', 'referral'] as const;

export const useReferral = (merchantCode: string) =>
  useQuery({
    queryKey: [...REFERRAL_KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/referral', () => referralContracts().then((m) => m.ZAdminReferralResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useReferralActions = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: REFERRAL_KEY });
  const response = () => referralContracts().then((m) => m.ZAdminReferralResponse);
  return {
    save: useMutation({
      mutationFn: (body: TAdminReferralRequest) =>
        apiRequest('/admin-api/referral', response, { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    decide: useMutation({
      mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) =>
        apiRequest(`/admin-api/referral/rewards/${id}/${approve ? 'approve' : 'reject'}`, response, {
          method: 'POST',
          body: { reason },
        }),
      onSuccess: refresh,
    }),
  };
};

// ── missions and leaderboards (ADR 068): /admin-api/missions ──────────────────────────────────────
const missionContracts = () => import('@luckwell/contracts/admin/missions');
const MISSIONS_KEY = ['admin', 'missions'] as const;

export const useAdminMissions = (merchantCode: string) =>
  useQuery({
    queryKey: [...MISSIONS_KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/missions', () => missionContracts().then((m) => m.ZAdminMissionsResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

export const useSaveMissions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminMissionsRequest) =>
      apiRequest('/admin-api/missions', () => missionContracts().then((m) => m.ZAdminMissionsResponse), {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MISSIONS_KEY }),
  });
};

// ── applications to application promotions (ADR 070): /admin-api/promotions/applications ─────────
const APPLICATIONS_KEY = ['admin', 'promotion-applications'] as const;
const applicationDetail = () => promotionContracts().then((m) => m.ZAdminApplicationDetailResponse);

export const useApplications = (merchantCode: string, status: TAdminApplication['status'], page: number) =>
  useQuery({
    queryKey: [...APPLICATIONS_KEY, merchantCode, status, page],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/promotions/applications',
        () => promotionContracts().then((m) => m.ZAdminApplicationsResponse),
        {
          signal,
          query: { merchantCode, status, page: String(page) },
        },
      ),
    enabled: merchantCode !== '',
    placeholderData: keepPreviousData,
  });

export const useApplication = (id: number) =>
  useQuery({
    queryKey: [...APPLICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet(`/admin-api/promotions/applications/${id}`, applicationDetail, { signal }),
  });

export const useDecideApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount: string | null; reason: string }) =>
      apiRequest(
        `/admin-api/promotions/applications/${id}/${amount === null ? 'reject' : 'issue'}`,
        applicationDetail,
        { method: 'POST', body: amount === null ? { reason } : { amount, reason } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
};

// ── what engagement costs (ADR 072): /admin-api/promotions/report ────────────────────────────────
export const useSpendReport = (query: Required<TSpendReportQuery>) =>
  useQuery({
    queryKey: ['admin', 'spend-report', query],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/promotions/report',
        () => import('@luckwell/contracts/admin/promotion-report').then((m) => m.ZSpendReportResponse),
        { signal, query: { ...query, tzOffset: String(query.tzOffset) } },
      ),
    enabled: query.merchantCode !== '',
    placeholderData: keepPreviousData,
  });
