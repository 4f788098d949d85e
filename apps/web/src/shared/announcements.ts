/**
 * Banners, notices, popups and promotion teasers (GET /relay/MCSFE_getListAnnouncements), fetched
 * again on each language change and login change (spec §4 "Popups"): execution B for visitors, A for
 * a logged-in player, F (A and F entries) on a first-time login.
 */
import type { TBannerGroup } from '@luckwell/contracts/content/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api-client.ts';
import { CONTENT_PREVIEW_HEADER, contentPreviewToken } from './content-preview.tsx';
import { useSessionStore } from './session-store.ts';

export type Execution = 'A' | 'B' | 'F';

const schema = () =>
  import('@luckwell/contracts/content/announcements').then((m) => m.ZAnnouncementsResponse);

/** The announcements of one audience in a language, as a query both the hook and start-up use. */
export const announcementsQuery = (language: string, execution: Execution = 'B') => {
  // An operator's preview link shows one unpublished item too (ADR 079): its own cache entry, so the
  // server-drawn page's answer (without it) is not reused.
  const preview = contentPreviewToken();
  return queryOptions({
    queryKey: preview
      ? ['announcements', language, execution, preview]
      : ['announcements', language, execution],
    queryFn: ({ signal }) =>
      apiGet('/relay/MCSFE_getListAnnouncements', schema, {
        signal,
        query: { types: 'B,PL,PU,PR,H', platform: 'W', execution, language },
        ...(preview ? { headers: { [CONTENT_PREVIEW_HEADER]: preview } } : {}),
      }),
    staleTime: 60_000,
  });
};

export const useAnnouncements = () => {
  const { i18n } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const firstTimeLogin = useSessionStore((state) => state.firstTimeLogin);
  const execution: Execution = isLogin ? (firstTimeLogin ? 'F' : 'A') : 'B';
  return useQuery({
    ...announcementsQuery(i18n.language, execution),
    placeholderData: (previous) => previous,
  });
};

/** The banners of one group, in the operator's order. */
export const useBanners = (group: TBannerGroup) => {
  const query = useAnnouncements();
  const banners = (query.data?.banners ?? [])
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => a.sort - b.sort);
  return { ...query, banners };
};
