/**
 * Banners, notices, popups and promotion teasers (GET /relay/MCSFE_getListAnnouncements), fetched
 * again on each language change (spec §4 "Popups: announcements fetched on each language change").
 */
import type { TBannerGroup } from '@luckwell/contracts/content/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api-client.ts';

const schema = () =>
  import('@luckwell/contracts/content/announcements').then((m) => m.ZAnnouncementsResponse);

/** The visitors' (execution B) announcements in a language, as a query both the hook and start-up use. */
export const announcementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['announcements', language, 'B'],
    queryFn: ({ signal }) =>
      apiGet('/relay/MCSFE_getListAnnouncements', schema, {
        signal,
        query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language },
      }),
    staleTime: 60_000,
  });

export const useAnnouncements = () => {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language));
};

/** The banners of one group, in the operator's order. */
export const useBanners = (group: TBannerGroup) => {
  const query = useAnnouncements();
  const banners = (query.data?.banners ?? [])
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => a.sort - b.sort);
  return { ...query, banners };
};
