/**
 * The back office's content (issue 19), under /admin-api/content: a brand's announcements — the
 * notices of the marquee, the popups and the promotion teasers players read through
 * `MCSFE_getListAnnouncements` — listed, created and changed with a reason (`content.manage`,
 * audited). Their HTML is sanitised by the server before it is stored (an allow-list), and
 * `POST /admin-api/content/preview` shows an operator exactly what players would get.
 */
import { z } from 'zod';
import { BannerGroup, Execution, LinkageType, ZImageSource } from '../content/announcements.ts';
import { envelope } from '../envelope.ts';

/** The brand a back-office content request is for, by its code. */
export const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);

/** Why an operator makes a change, for the audit log. */
export const AuditReason = z.string().trim().min(3).max(500);

/** B banner-style notice, PL player list, PU popup, PR promotion, H help (spec §3). */
export const AnnouncementType = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export type TAnnouncementType = z.infer<typeof AnnouncementType>;

/** Message keys of the content screens (admin: the content bundle). */
export const ContentMessageKey = {
  notFound: 'in_content_not_found',
  empty: 'in_content_empty',
  endsBeforeStart: 'in_content_ends_before_start',
  imageInvalid: 'in_content_image_invalid',
  imageTooLarge: 'in_content_image_too_large',
  imageTooSmall: 'in_content_image_too_small',
  imageNotFound: 'in_content_image_not_found',
  linkInvalid: 'in_content_link_invalid',
  languageMissing: 'in_content_language_missing',
} as const;

/** The longest announcement body an operator may write, in characters of HTML. */
export const ANNOUNCEMENT_HTML_MAX = 20_000;

/** GET /admin-api/content/announcements?merchantCode= */
export const ZAdminAnnouncementsQuery = z.object({ merchantCode: MerchantCode });

/**
 * A text in each language. The server asks for the brand's own language (Vietnamese for a
 * Vietnamese brand, English for an English one); a language left empty shows the brand's.
 */
export const Texts = (max: number) =>
  z.object({ vi: z.string().trim().max(max), en: z.string().trim().max(max) });

export const ZAdminAnnouncementFields = z.object({
  type: AnnouncementType,
  /** A: members signed in, B: visitors, F: a member's first sign-in (once per session). */
  execution: Execution,
  /** Set on a promotion teaser: the popup shows a button to the promotions page. */
  promotionType: z.string().trim().min(1).max(32).nullable(),
  title: Texts(120),
  /** HTML; the server keeps only the allowed tags and attributes. */
  content: Texts(ANNOUNCEMENT_HTML_MAX),
  /** Shown from (players never see it before), and until (null: no end). */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  sort: z.number().int().min(0).max(999),
  enabled: z.boolean(),
});
export type TAdminAnnouncementFields = z.infer<typeof ZAdminAnnouncementFields>;

/** POST /admin-api/content/announcements (create) and PUT …/announcements/:id (change). */
export const ZAdminAnnouncementRequest = ZAdminAnnouncementFields.extend({
  merchantCode: MerchantCode,
  /** Why, for the audit log. */
  reason: z.string().trim().min(3).max(500),
});
export type TAdminAnnouncementRequest = z.infer<typeof ZAdminAnnouncementRequest>;

/** An announcement as the back office reads it: the stored (sanitised) HTML and its state now. */
export const ZAdminAnnouncement = ZAdminAnnouncementFields.extend({
  id: z.number().int(),
  /** scheduled: not yet shown; live: players see it; ended: past its end; off: disabled. */
  state: z.enum(['scheduled', 'live', 'ended', 'off']),
  updatedAt: z.iso.datetime(),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementsResponse = envelope(z.object({ list: z.array(ZAdminAnnouncement) }));
export const ZAdminAnnouncementResponse = envelope(ZAdminAnnouncement);

/** POST /admin-api/content/preview: the HTML as players would get it. */
export const ZContentPreviewRequest = z.object({ html: z.string().max(ANNOUNCEMENT_HTML_MAX) });
export const ZContentPreviewResponse = envelope(
  z.object({
    html: z.string(),
    /** Whether the sanitiser removed anything (the screen says so). */
    changed: z.boolean(),
  }),
);

/**
 * POST /admin-api/content/images?merchantCode=: the brand's png, jpg or webp of at most 5 MB (base64 or a data URL),
 * at least 640 px wide. The server keeps it resized (640, 1280, 1920 px; never enlarged) as AVIF
 * and WebP and answers where.
 */
export const ZContentImageRequest = z.object({ image: z.string().min(1) });
export const ZContentImage = z.object({
  /** The largest WebP: a banner's `url` and every older browser's picture. */
  url: z.string(),
  sources: z.array(ZImageSource),
  width: z.number().int(),
  height: z.number().int(),
});
export type TContentImage = z.infer<typeof ZContentImage>;
export const ZContentImageResponse = envelope(ZContentImage);

/** Where a banner's picture may come from: the site's drawn pictures, or an upload of the brand's. */
export const BannerImageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(img|media\/content)\/[\w./-]+$/, 'a drawn picture (/img/…) or an upload (/media/content/…)');

export const ZAdminBannerFields = z.object({
  groupName: BannerGroup,
  /** The picture's text for screen readers and its caption, per language; English optional. */
  title: Texts(120),
  imageUrl: BannerImageUrl,
  linkageType: LinkageType,
  /** INTERNAL: a path on the site (`/promotions`); EXTERNAL: an https address; NONE: null. */
  link: z.string().trim().max(500).nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  sort: z.number().int().min(0).max(999),
  enabled: z.boolean(),
});
export type TAdminBannerFields = z.infer<typeof ZAdminBannerFields>;

/** GET /admin-api/content/banners?merchantCode= */
export const ZAdminBannersQuery = z.object({ merchantCode: MerchantCode });

/** POST /admin-api/content/banners (create) and PUT …/banners/:id (change). */
export const ZAdminBannerRequest = ZAdminBannerFields.extend({
  merchantCode: MerchantCode,
  reason: z.string().trim().min(3).max(500),
});
export type TAdminBannerRequest = z.infer<typeof ZAdminBannerRequest>;

export const ZAdminBanner = ZAdminBannerFields.extend({
  id: z.number().int(),
  /** The formats the server made of an uploaded picture; none for a drawn one. */
  sources: z.array(ZImageSource),
  state: z.enum(['scheduled', 'live', 'ended', 'off']),
  updatedAt: z.iso.datetime(),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;

export const ZAdminBannersResponse = envelope(z.object({ list: z.array(ZAdminBanner) }));
export const ZAdminBannerResponse = envelope(ZAdminBanner);

/**
 * POST /admin-api/content/previews: a link to see one banner or announcement on the brand's site as
 * a visitor would, before it is published (enabled or not, whatever its dates and audience). The
 * link works for 30 minutes for anyone who has it, and shows that one item besides what is live.
 */
export const ZContentPreviewLinkRequest = z.object({
  merchantCode: MerchantCode,
  kind: z.enum(['banner', 'announcement']),
  id: z.number().int().positive(),
});
export const ZContentPreviewLinkResponse = envelope(
  z.object({
    /** The brand's main host name, and the path (with the token) to open on it. */
    host: z.string(),
    path: z.string(),
    expiresAt: z.iso.datetime(),
  }),
);

/** The header the player site sends a preview token in (`?contentPreview=` of its address). */
export const CONTENT_PREVIEW_HEADER = 'x-content-preview';
