/**
 * The back office's side of what players read and see (issue 19): a brand's announcements and
 * banners listed with their state now, created and changed with a reason in the same transaction
 * as the audit entry. Announcement HTML is sanitised here, before it is stored, so every reader (the
 * player site, the server-drawn home page, an API client) gets the same safe text (ADR 076); a
 * banner's picture is a drawn one or one of the brand's uploads (ADR 077). Nothing is cached: the
 * next `MCSFE_getListAnnouncements` on any server reads the change.
 */
import type {
  TAdminAnnouncement,
  TAdminAnnouncementRequest,
  TAdminBanner,
  TAdminBannerRequest,
} from '@luckwell/contracts/admin/content';
import { HTTPS_LINK } from '@luckwell/contracts/admin/links';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { announcements } from './announcement.table.ts';
import { banners } from './banner.table.ts';
import { contentError, localizedOf, saveAudited, titledTextOf } from './content-admin-rules.ts';
import type { ContentImages } from './content-images.ts';
import { sanitizeContent } from './sanitize-content.ts';

type AnnouncementRow = typeof announcements.$inferSelect;
type BannerRow = typeof banners.$inferSelect;
type Options = { db: Database; audit: AuditService; images: ContentImages; now?: () => Date };
type Scheduled = { enabled: boolean; startsAt: Date; endsAt: Date | null };

/** The schedule of a request: its dates, refused when the end is not after the start. */
const scheduleOf = (request: { startsAt: string; endsAt: string | null }) => {
  const startsAt = new Date(request.startsAt);
  const endsAt = request.endsAt ? new Date(request.endsAt) : null;
  if (endsAt && endsAt <= startsAt) throw contentError('CONTENT_ENDS_BEFORE_START', 'body.endsAt');
  return { startsAt, endsAt };
};

/**
 * A banner's link as its linkage says: none; a path on the site (not `//host`); an https address.
 */
const linkOf = (request: TAdminBannerRequest) => {
  const link = request.link?.trim() ?? '';
  if (request.linkageType === 'NONE') return null;
  const valid = request.linkageType === 'INTERNAL' ? /^\/(?!\/)[^\s]*$/.test(link) : HTTPS_LINK.test(link);
  if (!valid) throw contentError('CONTENT_LINK_INVALID', 'body.link');
  return link;
};

export const createContentAdminService = ({ db, audit, images, now = () => new Date() }: Options) => {
  const stateOf = (row: Scheduled, at: Date): TAdminAnnouncement['state'] => {
    if (!row.enabled) return 'off';
    if (row.startsAt > at) return 'scheduled';
    if (row.endsAt && row.endsAt <= at) return 'ended';
    return 'live';
  };

  const dto = (row: AnnouncementRow, at = now()): TAdminAnnouncement => ({
    id: row.id,
    type: row.type as TAdminAnnouncement['type'],
    execution: row.execution as TAdminAnnouncement['execution'],
    promotionType: row.promotionType,
    title: { vi: row.text.vi?.title ?? '', en: row.text.en?.title ?? '' },
    content: { vi: row.text.vi?.content ?? '', en: row.text.en?.content ?? '' },
    startsAt: row.publishedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    enabled: row.enabled,
    state: stateOf({ ...row, startsAt: row.publishedAt }, at),
    updatedAt: row.updatedAt.toISOString(),
  });

  const list = async (merchantCode: string) => {
    const brand = await brandByCode(db, merchantCode);
    const rows = await db
      .select()
      .from(announcements)
      .where(eq(announcements.merchantId, brand.id))
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), asc(announcements.id));
    const at = now();
    return { list: rows.map((row) => dto(row, at)) };
  };

  /** Creates (no id) or changes an announcement, audited in the same transaction. */
  const save = async (actor: Actor, request: TAdminAnnouncementRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const { startsAt, endsAt } = scheduleOf(request);
    const fields = {
      type: request.type,
      execution: request.execution,
      promotionType: request.promotionType,
      text: titledTextOf(request, brand.defaultLanguage),
      publishedAt: startsAt,
      endsAt,
      sort: request.sort,
      enabled: request.enabled,
      updatedAt: now(),
    };
    const row = await saveAudited(
      audit,
      {
        find: async (id) =>
          (
            await db
              .select()
              .from(announcements)
              .where(and(eq(announcements.id, id), eq(announcements.merchantId, brand.id)))
          )[0],
        id,
        write: (tx, before) =>
          before
            ? tx.update(announcements).set(fields).where(eq(announcements.id, before.id)).returning()
            : tx
                .insert(announcements)
                .values({ ...fields, merchantId: brand.id, key: `op-${crypto.randomUUID()}` })
                .returning(),
        entry: (before, saved) => ({
          action: before ? 'announcement.update' : 'announcement.create',
          target: { type: 'announcement', id: String(saved.id) },
          merchantId: brand.id,
          before: before ? { title: before.text.vi?.title ?? null, enabled: before.enabled } : null,
          after: {
            title: saved.text.vi?.title ?? null,
            type: saved.type,
            execution: saved.execution,
            enabled: saved.enabled,
            reason: request.reason,
          },
        }),
      },
      actor,
    );
    return dto(row);
  };

  const bannerDto = (row: BannerRow, at = now()): TAdminBanner => ({
    id: row.id,
    groupName: row.groupName as TAdminBanner['groupName'],
    title: { vi: row.title.vi ?? '', en: row.title.en ?? '' },
    imageUrl: row.url,
    sources: row.sources,
    linkageType: row.linkageType as TAdminBanner['linkageType'],
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    enabled: row.enabled,
    state: stateOf(row, at),
    updatedAt: row.updatedAt.toISOString(),
  });

  const listBanners = async (merchantCode: string) => {
    const brand = await brandByCode(db, merchantCode);
    const rows = await db
      .select()
      .from(banners)
      .where(eq(banners.merchantId, brand.id))
      .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
    const at = now();
    return { list: rows.map((row) => bannerDto(row, at)) };
  };

  /** Creates (no id) or changes a banner, audited in the same transaction; its picture must be the brand's. */
  const saveBanner = async (actor: Actor, request: TAdminBannerRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const { startsAt, endsAt } = scheduleOf(request);
    const sources = await images.sourcesFor(brand.id, request.imageUrl);
    if (!sources) throw contentError('CONTENT_IMAGE_NOT_FOUND', 'body.imageUrl');
    const fields = {
      groupName: request.groupName,
      title: localizedOf(request.title, brand.defaultLanguage, 'title'),
      url: request.imageUrl,
      sources,
      linkageType: request.linkageType,
      link: linkOf(request),
      startsAt,
      endsAt,
      sort: request.sort,
      enabled: request.enabled,
      updatedAt: now(),
    };
    const row = await saveAudited(
      audit,
      {
        find: async (id) =>
          (
            await db
              .select()
              .from(banners)
              .where(and(eq(banners.id, id), eq(banners.merchantId, brand.id)))
          )[0],
        id,
        write: (tx, before) =>
          before
            ? tx.update(banners).set(fields).where(eq(banners.id, before.id)).returning()
            : tx
                .insert(banners)
                .values({ ...fields, merchantId: brand.id, key: `op-${crypto.randomUUID()}` })
                .returning(),
        entry: (before, saved) => ({
          action: before ? 'banner.update' : 'banner.create',
          target: { type: 'banner', id: String(saved.id) },
          merchantId: brand.id,
          before: before ? { url: before.url, group: before.groupName, enabled: before.enabled } : null,
          after: { url: saved.url, group: saved.groupName, enabled: saved.enabled, reason: request.reason },
        }),
      },
      actor,
    );
    return bannerDto(row);
  };

  /** The HTML as players would get it, and whether anything was taken out. */
  const preview = (html: string) => {
    const clean = sanitizeContent(html);
    return { html: clean, changed: clean !== html.trim() };
  };

  return { list, save, preview, listBanners, saveBanner };
};

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
