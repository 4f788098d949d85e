/**
 * The safer-play calls (issue 15, ADR 051): the member's limits, reality check and exclusion, and
 * this session's time and result for the reality check. Every change reads the settings again, and
 * the session too (the reality check follows a new interval at once).
 */
import type { TExclusionRequest, TSetLimitRequest } from '@luckwell/contracts/member/safer-play';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../shared/api-call.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const contracts = () => import('@luckwell/contracts/member/safer-play');
/**
 * Every change answers the settings as they now stand. (Never a dynamic import of zod itself here: it
 * defeats tree-shaking and put all of zod, 89 KB gzip, on the home page's load; first-load-imports.test.ts.)
 */
const settingsAnswer = () => contracts().then((m) => m.ZSaferPlayResponse);

export const SAFER_PLAY_KEY = 'saferPlay';

const useToken = () => useSessionStore((state) => state.token);

export const useSaferPlay = () => {
  const token = useToken();
  return useQuery({
    queryKey: [SAFER_PLAY_KEY, 'settings', token],
    queryFn: ({ signal }) =>
      apiCall('/wps/member/safer-play', () => contracts().then((m) => m.ZSaferPlayResponse), { signal }),
    enabled: token !== null,
  });
};

/** This session's time played and net result; read again when the reality check is due. */
export const usePlaySession = (enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [SAFER_PLAY_KEY, 'session', token],
    queryFn: ({ signal }) =>
      apiCall('/wps/member/safer-play/session', () => contracts().then((m) => m.ZPlaySessionResponse), {
        signal,
      }),
    enabled: enabled && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
};

const useChange = <T>(path: string, method: 'PUT' | 'POST') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiCall(path, settingsAnswer, { method, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SAFER_PLAY_KEY] }),
  });
};

export const useSetLimit = () => useChange<TSetLimitRequest>('/wps/member/safer-play/limits', 'PUT');
export const useSetRealityCheck = () =>
  useChange<{ minutes: number | null }>('/wps/member/safer-play/reality-check', 'PUT');
export const useExclude = () => useChange<TExclusionRequest>('/wps/member/safer-play/exclusion', 'POST');

/** "1.000.000" or "1,000,000.50" typed by a person → "1000000.00", or null when it is not money above zero. */
export const parseLimit = (typed: string): string | null => {
  const plain = typed
    .trim()
    .replace(/[\s,.](?=\d{3}(\D|$))/g, '')
    .replace(/,/g, '.');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const money = `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
  return /^0\.00$/.test(money) ? null : money;
};

/** A non-negative decimal string (money, or whole minutes) in hundredths, compared as integers. */
export const toCents = (value: string) => {
  const [whole = '0', fraction = '00'] = value.replace('-', '').split('.');
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** True when setting `next` over `current` applies at once: a new limit or a lower one (ADR 051). */
export const appliesAtOnce = (current: string | null, next: string | null) =>
  next !== null && (current === null || toCents(next) <= toCents(current));

/** How full a window is, 0–100, from two decimal strings (cents compared as integers). */
export const usedPercent = (used: string, limit: string | null) => {
  if (limit === null) return null;
  const cents = toCents;
  const cap = cents(limit);
  if (cap === 0n) return 100;
  const share = (cents(used) * 100n) / cap;
  return Number(share > 100n ? 100n : share);
};
