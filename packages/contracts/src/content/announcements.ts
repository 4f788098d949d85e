/**
 * Banners, notices, popups and promotion teasers for the current brand and audience
 * (spec §3 "Announcement", §7 "MCSFE_getListAnnouncements"). Served at GET /relay/MCSFE_getListAnnouncements.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const BannerGroup = z.enum([
  'w_home',
  'w_activity',
  'w_model',
  'w_video',
  'w_login',
  'w_register',
  'w_forget',
]);
export type TBannerGroup = z.infer<typeof BannerGroup>;

/** What a click on a banner does: nothing, open an internal route, open an external URL. */
export const LinkageType = z.enum(['NONE', 'INTERNAL', 'EXTERNAL']);

/** A picture the server made from an upload: one `<source>` per modern format, widths in `srcset`. */
export const ZImageSource = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  /** `/media/content/<key>-640.avif 640w, …`, narrowest first. */
  srcset: z.string(),
});
export type TImageSource = z.infer<typeof ZImageSource>;

export const ZBanner = z.object({
  id: z.number().int(),
  groupName: BannerGroup,
  url: z.string(),
  title: z.string(),
  linkageType: LinkageType,
  link: z.string().nullable(),
  sort: z.number().int(),
  /** An uploaded picture's AVIF and WebP at several widths (issue 19); none for a drawn one. */
  sources: z.array(ZImageSource).default([]),
});
export type TBanner = z.infer<typeof ZBanner>;

/** A: logged in, B: anonymous, F: first-time login. */
export const Execution = z.enum(['A', 'B', 'F']);

export const ZAnnouncement = z.object({
  id: z.number().int(),
  /** B banner-style notice, PL player list, PU popup, PR promotion, H help. */
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: Execution,
  publishedAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementsQuery = z.object({
  types: z.string().default('B,PL,PU,PR,H'),
  platform: z.literal('W').default('W'),
  execution: Execution.default('B'),
  language: z.enum(['vi', 'en']).optional(),
});

export const ZAnnouncements = z.object({
  banners: z.array(ZBanner),
  notices: z.array(ZAnnouncement),
  popup: z.array(ZAnnouncement),
  promotion: z.array(ZAnnouncement),
});
export type TAnnouncements = z.infer<typeof ZAnnouncements>;
export const ZAnnouncementsResponse = envelope(ZAnnouncements);
