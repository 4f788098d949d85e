/**
 * The back office's content (issue 19), under /admin-api/content: a brand's announcements — the
 * notices of the marquee, the popups and the promotion teasers players read through
 * `MCSFE_getListAnnouncements` — listed, created and changed with a reason (`content.manage`,
 * audited). Their HTML is sanitised by the server before it is stored (an allow-list), and
 * `POST /admin-api/content/preview` shows an operator exactly what players would get.
 */
import { z } from 'zod';
import { Execution } from '../content/announcements.ts';
import { envelope } from '../envelope.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);

/** B banner-style notice, PL player list, PU popup, PR promotion, H help (spec §3). */
export const AnnouncementType = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export type TAnnouncementType = z.infer<typeof AnnouncementType>;

/** Message keys of the content screens (admin: the content bundle). */
export const ContentMessageKey = {
  notFound: 'in_content_not_found',
  empty: 'in_content_empty',
  endsBeforeStart: 'in_content_ends_before_start',
} as const;

/** The longest announcement body an operator may write, in characters of HTML. */
export const ANNOUNCEMENT_HTML_MAX = 20_000;

/** GET /admin-api/content/announcements?merchantCode= */
export const ZAdminAnnouncementsQuery = z.object({ merchantCode: MerchantCode });

/** A text in both languages; English may be left empty (players reading English then get Vietnamese). */
const Texts = (max: number) =>
  z.object({ vi: z.string().trim().min(1).max(max), en: z.string().trim().max(max) });

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
