/**
 * The points calls (issue 17, ADR 065; spec §7 "Points"): balance, rules and conversion table, the
 * mall's goods, redeem history and points details, and the two sealed calls that spend points with
 * the payment password — redeeming a good and exchanging points for cash. Every call is a member's:
 * none is made without a real account's session (a visitor's would be refused).
 */
import type { TConvertRequest, TRedeemRequest } from '@luckwell/contracts/member/points';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api-call.ts';
import { apiGet } from '../../shared/api-client.ts';
import { sealedBody } from '../../shared/auth-api.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { useIsRealMember } from '../../shared/unread-count.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';

const contracts = () => import('@luckwell/contracts/member/points');
const POINTS_KEY = 'points';

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
};

/** The session the calls run under, and whether they may run at all (a real member). */
const useMemberSession = () => {
  const token = useSessionStore((state) => state.token);
  const enabled = useIsRealMember();
  return { token, enabled: enabled && token !== null };
};

export const usePointBalance = () => {
  const { token, enabled } = useMemberSession();
  return useQuery({
    queryKey: [POINTS_KEY, 'balance', token],
    queryFn: ({ signal }) =>
      apiGet('/relay/MCS2_getPointBalance', () => contracts().then((m) => m.ZPointBalanceResponse), {
        signal,
      }),
    enabled,
    staleTime: 15_000,
  });
};

/** How points are earned and exchanged: the brand's, the same for visitors and members. */
export const usePointConfig = () =>
  useQuery({
    queryKey: [POINTS_KEY, 'config'],
    queryFn: ({ signal }) =>
      apiGet('/relay/MCS2_getPointConfig', () => contracts().then((m) => m.ZPointConfigResponse), {
        signal,
      }),
    staleTime: 60_000,
  });

/** The mall's goods: a visitor sees the shop window too, and signs in to redeem. */
export const useMallItems = () => {
  const language = useLanguage();
  return useQuery({
    queryKey: [POINTS_KEY, 'items', language],
    queryFn: ({ signal }) =>
      apiGet('/relay/MCS2_getPointReward', () => contracts().then((m) => m.ZMallItemsResponse), {
        signal,
        query: { language },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useRedemptions = (page: number) => {
  const { token, enabled } = useMemberSession();
  const language = useLanguage();
  return useQuery({
    queryKey: [POINTS_KEY, 'redemptions', token, language, page],
    queryFn: ({ signal }) =>
      apiGet('/relay/MCS2_getRedeemPointList', () => contracts().then((m) => m.ZRedemptionsResponse), {
        signal,
        query: { page: String(page), language },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const usePointsLines = () => {
  const { token, enabled } = useMemberSession();
  return useInfiniteQuery({
    queryKey: [POINTS_KEY, 'lines', token],
    queryFn: ({ signal, pageParam }) =>
      apiGet('/relay/ODSFE2_MemTransDet', () => contracts().then((m) => m.ZPointsLinesResponse), {
        signal,
        ...(pageParam === null ? {} : { query: { before: String(pageParam) } }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
};

/** Whether the member has a payment password (the account's security items), to say so up front. */
export const usePaymentPasswordSet = () => {
  const { token, enabled } = useMemberSession();
  const query = useQuery({
    queryKey: [POINTS_KEY, 'security', token],
    queryFn: ({ signal }) =>
      apiGet(
        '/wps/member/security',
        () => import('@luckwell/contracts/member/account-security').then((m) => m.ZAccountSecurityResponse),
        { signal },
      ),
    enabled,
    staleTime: 60_000,
  });
  return query.data?.paymentPasswordSet;
};

/** Points were spent or exchanged: every points figure, and the cash wallet, read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [POINTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] }),
      queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
    ]);
};

export const useRedeem = () => {
  const refresh = useRefresh();
  const language = useLanguage();
  return useMutation({
    mutationFn: async (request: TRedeemRequest) =>
      apiCall(
        '/relay/passwordCheck/MCS2_redeemPointReward',
        () => contracts().then((m) => m.ZRedemptionResponse),
        { method: 'POST', query: { language }, body: await sealedBody(request) },
      ),
    onSuccess: () => void refresh(),
  });
};

export const useConvertPoints = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (request: TConvertRequest) =>
      apiCall('/relay/passwordCheck/MCS2_convertPoint', () => contracts().then((m) => m.ZConvertResponse), {
        method: 'POST',
        body: await sealedBody(request),
      }),
    onSuccess: () => void refresh(),
  });
};

/** A points amount as the page writes it: "5,000", "12.50" (no currency; hundredths when there are any). */
export const formatPoints = (points: string) => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(points.trim());
  if (!match) return points;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0');
  return `${sign}${grouped}${cents === '00' ? '' : `.${cents}`}`;
};

/** A two-decimal amount (points or money) as whole hundredths, exactly. */
export const hundredths = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const negative = whole.startsWith('-');
  const units = BigInt(whole.replace('-', '') || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -units : units;
};

export const fromHundredths = (units: bigint) => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** "1.000", "1,000.5" or "1000" typed by a person → "1000.00"; null when it is not an amount of points. */
export const parsePoints = (typed: string): string | null => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** The cash an exchange gives, as the server works it out: points × rate, rounded down to the cent. */
export const cashForPoints = (points: string, cashPerPoint: string) =>
  fromHundredths((hundredths(points) * hundredths(cashPerPoint)) / 100n);
