/**
 * Content (issue 19): the calls under /admin-api/content — a brand's announcements (the marquee's
 * notices, popups, promotion teasers, help), creating and changing one with a reason
 * (`content.manage`), and the preview of an announcement's HTML as the server's sanitiser leaves it
 * for players. A change refreshes the list.
 */
import type { TAdminAnnouncementRequest } from '@luckwell/contracts/admin/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/content');
const KEY = ['admin', 'content', 'announcements'] as const;

export const useAnnouncements = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet(
        '/admin-api/content/announcements',
        () => contracts().then((m) => m.ZAdminAnnouncementsResponse),
        {
          signal,
          query: { merchantCode },
        },
      ),
    enabled: merchantCode !== '',
  });

/** Creates an announcement (no id) or changes one; the list refreshes. */
export const useSaveAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TAdminAnnouncementRequest }) =>
      apiRequest(
        id === undefined ? '/admin-api/content/announcements' : `/admin-api/content/announcements/${id}`,
        () => contracts().then((m) => m.ZAdminAnnouncementResponse),
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

/** The HTML as players would get it, and whether the sanitiser removed anything; nothing is stored. */
export const useContentPreview = () =>
  useMutation({
    mutationFn: (html: string) =>
      apiRequest('/admin-api/content/preview', () => contracts().then((m) => m.ZContentPreviewResponse), {
        method: 'POST',
        body: { html },
      }),
  });
