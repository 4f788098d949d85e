/**
 * The missions page's calls (issue 17, ADR 068): the missions with progress
 * (`MCSFE_getMissionSummaryDetails`, whose `claimable` is the menu's badge), the leaderboards
 * (`MCSFE_getMissionLeaderboard`) and a claim, which reads the missions and the balance again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api-call.ts';
import { apiRequest } from '../../shared/api-client.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';

const contracts = () => import('@luckwell/contracts/member/missions');
export const MISSIONS_KEY = 'missions';
const LEADERBOARDS_KEY = 'leaderboards';

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
};

export const useMissions = () => {
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const language = useLanguage();
  return useQuery({
    queryKey: [MISSIONS_KEY, token, language],
    queryFn: ({ signal }) =>
      apiRequest(
        '/relay/MCSFE_getMissionSummaryDetails',
        () => contracts().then((m) => m.ZMissionSummaryResponse),
        {
          method: 'POST',
          body: { language },
          signal,
        },
      ),
    enabled: token !== null && !isTrial,
    staleTime: 30_000,
  });
};

/** Missions completed and not claimed: the member centre menu's badge (spec §2). */
export const useMissionsBadge = () => useMissions().data?.claimable ?? 0;

export const useLeaderboards = () => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery({
    queryKey: [LEADERBOARDS_KEY, token, language],
    queryFn: ({ signal }) =>
      apiRequest(
        '/relay/MCSFE_getMissionLeaderboard',
        () => contracts().then((m) => m.ZLeaderboardsResponse),
        {
          method: 'POST',
          body: { language },
          signal,
        },
      ),
    enabled: token !== null,
    staleTime: 30_000,
  });
};

export const useClaimMission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: number) =>
      apiCall(
        `/wps/member/missions/${missionId}/claim`,
        () => contracts().then((m) => m.ZMissionClaimResponse),
        {
          method: 'POST',
        },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MISSIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
      ]),
  });
};
