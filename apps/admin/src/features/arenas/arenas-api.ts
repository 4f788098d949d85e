/**
 * Arenas: the calls under /admin-api/arenas (issue 22, ADR 087) — the house's cockfight arenas with
 * their fight of the moment, read again every 2 s while the console is on screen so an operator
 * sees the bets arrive; opening, calling, closing and resulting a manual arena's fights, and
 * cancelling any fight (every bet refunded); an arena's settings (audited, with a reason). Every
 * move refreshes the list.
 */
import type { TArenaUpdateRequest } from '@luckwell/contracts/admin/arenas';
import type { TFightResult } from '@luckwell/contracts/provider/cockfight';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/arenas');
const KEY = ['admin', 'arenas'] as const;
const BASE = '/admin-api/arenas';
/** Bets arrive continuously: the list is read again this often while the tab is visible. */
export const ARENAS_LIVE_MS = 2_000;

export const useArenas = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet(BASE, () => contracts().then((m) => m.ZArenasResponse), { signal }),
    refetchInterval: ARENAS_LIVE_MS,
  });

/** The step a fight takes: its path under the fight, and what the body carries. */
export type FightMove =
  | { kind: 'open'; arena: string }
  | { kind: 'last-call' | 'close'; arena: string; number: number }
  | { kind: 'result'; arena: string; number: number; result: TFightResult; reason?: string }
  | { kind: 'cancel'; arena: string; number: number; reason: string };

const pathOf = (move: FightMove) => {
  const arena = `${BASE}/${encodeURIComponent(move.arena)}/fights`;
  return move.kind === 'open' ? arena : `${arena}/${move.number}/${move.kind}`;
};

const bodyOf = (move: FightMove) => {
  switch (move.kind) {
    case 'result':
      return move.reason ? { result: move.result, reason: move.reason } : { result: move.result };
    case 'cancel':
      return { reason: move.reason };
    default:
      return {};
  }
};

export const useFightMove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: FightMove) =>
      apiRequest(pathOf(move), () => contracts().then((m) => m.ZArenaResponse), {
        method: 'POST',
        body: bodyOf(move),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

/** PUT /admin-api/arenas/:arena — an arena's settings, with a reason. */
export const useArenaUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ arena, request }: { arena: string; request: TArenaUpdateRequest }) =>
      apiRequest(`${BASE}/${encodeURIComponent(arena)}`, () => contracts().then((m) => m.ZArenaResponse), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};
