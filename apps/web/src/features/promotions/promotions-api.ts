/**
 * The promotions calls (issue 17, ADR 063): the brand's promotions with the reader's statuses
 * (visitors too; signed in, the token makes them the member's), and joining a deposit bonus,
 * claiming a no-deposit bonus or a cashback, or applying with a comment and images (ADR 070). A trial account's refusal opens the real-account dialog by itself
 * (shared/server-refusals.ts).
 */

import type { TPromotion } from '@luckwell/contracts/member/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../shared/api-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { UNCLAIMED_KEY } from '../../shared/unclaimed-count.ts';

const contracts = () => import('@luckwell/contracts/member/promotions');
const PROMOTIONS_KEY = 'promotions';

export const usePromotions = () => {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const language = i18n.language === 'en' ? 'en' : 'vi';
  return useQuery({
    queryKey: [PROMOTIONS_KEY, token, language],
    queryFn: ({ signal }) =>
      apiGet('/wps/promotions', () => contracts().then((m) => m.ZPromotionsResponse), {
        signal,
        query: { language },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** What taking a promotion sends: the promotion, and for an application its comment and images. */
export type TakePromotion = {
  promotion: Pick<TPromotion, 'id' | 'kind'>;
  comment?: string;
  /** Data URLs of png or jpg images. */
  images?: string[];
};

/**
 * Joins a deposit bonus, claims a no-deposit bonus or a cashback, or applies (the spec's two
 * calls), then re-reads the list.
 */
export const useTakePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotion, comment, images }: TakePromotion) =>
      apiRequest(
        promotion.kind === 'deposit_bonus' || promotion.kind === 'raffle'
          ? '/relay/MCSFE_signUpPromotionJoin'
          : '/relay/MCSFE_signUpRequestReward',
        () => contracts().then((m) => m.ZPromotionTakenResponse),
        {
          method: 'POST',
          body: {
            promotionId: promotion.id,
            ...(comment === undefined ? {} : { comment }),
            ...(images === undefined ? {} : { images }),
          },
        },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [UNCLAIMED_KEY] }),
      ]),
  });
};

/** A raffle winner claims the prize (POST /relay/MCS2_claimRafflePromotion), then re-reads the list. */
export const useClaimRaffle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: number) =>
      apiRequest('/relay/MCS2_claimRafflePromotion', () => contracts().then((m) => m.ZBonusResponse), {
        method: 'POST',
        body: { promotionId },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [UNCLAIMED_KEY] }),
      ]),
  });
};
