/**
 * Trading: the calls under /admin-api/trading (issue 23, ADR 089) — a sport's fixtures from a day
 * back with their markets, prices and exposure, read again every 5 s while the desk is on screen;
 * and a trader's changes, each with a reason (audited): a new fixture, a market added, a market's
 * prices, status or limits, a trader's fixture put in play, and a result (settled at once). Every
 * change answers the fixture and refreshes the list.
 */
import type {
  TTradingFixtureCreate,
  TTradingFixtureUpdate,
  TTradingMarketCreate,
  TTradingMarketUpdate,
  TTradingMemberLimitSet,
  TTradingResult,
} from '@luckwell/contracts/admin/trading';
import type { TSportsbookSport } from '@luckwell/contracts/provider/sportsbook';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/trading');
const KEY = ['admin', 'trading'] as const;
const BASE = '/admin-api/trading';
/** Prices move and tickets arrive: the list is read again this often while the tab is visible. */
export const TRADING_LIVE_MS = 5_000;

export const useTradingFixtures = (sport: TSportsbookSport, q: string) =>
  useQuery({
    queryKey: [...KEY, sport, q],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/fixtures`, () => contracts().then((m) => m.ZTradingFixturesResponse), {
        query: { sport, q: q || undefined },
        signal,
      }),
    refetchInterval: TRADING_LIVE_MS,
    placeholderData: keepPreviousData,
  });

/** A trader's change: where it goes, and what it carries. */
export type TradingChange =
  | { kind: 'createFixture'; request: TTradingFixtureCreate }
  | { kind: 'updateFixture'; fixture: string; request: TTradingFixtureUpdate }
  | { kind: 'createMarket'; fixture: string; request: TTradingMarketCreate }
  | { kind: 'result'; fixture: string; request: TTradingResult }
  | { kind: 'updateMarket'; market: number; request: TTradingMarketUpdate };

const routeOf = (change: TradingChange): { method: 'POST' | 'PUT'; path: string } => {
  switch (change.kind) {
    case 'createFixture':
      return { method: 'POST', path: `${BASE}/fixtures` };
    case 'updateFixture':
      return { method: 'PUT', path: `${BASE}/fixtures/${encodeURIComponent(change.fixture)}` };
    case 'createMarket':
      return { method: 'POST', path: `${BASE}/fixtures/${encodeURIComponent(change.fixture)}/markets` };
    case 'result':
      return { method: 'POST', path: `${BASE}/fixtures/${encodeURIComponent(change.fixture)}/result` };
    case 'updateMarket':
      return { method: 'PUT', path: `${BASE}/markets/${change.market}` };
  }
};

export const useTradingChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TradingChange) => {
      const { method, path } = routeOf(change);
      return apiRequest(path, () => contracts().then((m) => m.ZTradingFixtureResponse), {
        method,
        body: change.request,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

/** Members' own stake limits (ADR 090): listed, set or lifted with a reason. */
export const useMemberLimits = () =>
  useQuery({
    queryKey: [...KEY, 'limits'],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/limits`, () => contracts().then((m) => m.ZTradingMemberLimitsResponse), { signal }),
  });

export const useSetMemberLimit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTradingMemberLimitSet) =>
      apiRequest(`${BASE}/limits`, () => contracts().then((m) => m.ZTradingMemberLimitsResponse), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: (value) => queryClient.setQueryData([...KEY, 'limits'], value),
  });
};
