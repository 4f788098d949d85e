/**
 * Content (issue 19): the calls under /admin-api/content — a brand's announcements (the marquee's
 * notices, popups, promotion teasers, help), creating and changing one with a reason
 * (`content.manage`), and the preview of an announcement's HTML as the server's sanitiser leaves it
 * for players; a brand's banners, created and changed the same way, and the upload of their
 * pictures. A change refreshes its list.
 */
import type { TAdminAnnouncementRequest, TAdminBannerRequest } from '@luckwell/contracts/admin/content';
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

/** A 30-minute link to one banner or announcement on the brand's site, as a visitor sees it (ADR 079). */
export const usePreviewLink = () =>
  useMutation({
    mutationFn: (body: { merchantCode: string; kind: 'banner' | 'announcement'; id: number }) =>
      apiRequest(
        '/admin-api/content/previews',
        () => contracts().then((m) => m.ZContentPreviewLinkResponse),
        {
          method: 'POST',
          body,
        },
      ),
  });

const BANNERS_KEY = ['admin', 'content', 'banners'] as const;

/** A brand's banners, every group, in the players' order within each group. */
export const useBanners = (merchantCode: string) =>
  useQuery({
    queryKey: [...BANNERS_KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/content/banners', () => contracts().then((m) => m.ZAdminBannersResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

/** Creates a banner (no id) or changes one; the list refreshes. */
export const useSaveBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TAdminBannerRequest }) =>
      apiRequest(
        id === undefined ? '/admin-api/content/banners' : `/admin-api/content/banners/${id}`,
        () => contracts().then((m) => m.ZAdminBannerResponse),
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
};

/** The key of an upload under way, for a form to wait for it before it saves. */
export const CONTENT_IMAGE_UPLOAD = ['admin', 'content', 'image'] as const;

/**
 * Uploads one of the brand's pictures (a data URL of a png, jpg or webp of at most 5 MB); the server keeps it in
 * several sizes and formats and answers its address and pixel size. Nothing refers to it until a
 * banner is saved with that address.
 */
export const useUploadContentImage = (merchantCode: string) =>
  useMutation({
    mutationKey: CONTENT_IMAGE_UPLOAD,
    mutationFn: (image: string) =>
      apiRequest(
        `/admin-api/content/images?${new URLSearchParams({ merchantCode })}`,
        () => contracts().then((m) => m.ZContentImageResponse),
        { method: 'POST', body: { image } },
      ),
  });
