/**
 * The back office's side of what players read and see (issue 19): a brand's announcements and
 * banners listed with their state now, created and changed with a reason in the same transaction
 * as the audit entry. Announcement HTML is sanitised here, before it is stored, so every reader (the
 * player site, the server-drawn home page, an API client) gets the same safe text (ADR 076); a
 * banner's picture is a drawn one or one of the brand's uploads (ADR 077). Nothing is cached: the
 * next `MCSFE_getListAnnouncements` on any server reads the change.
 */
import {
  ContentMessageKey,
  type TAdminAnnouncement,
  type TAdminAnnouncementRequest,
  type TAdminBanner,
  type TAdminBannerRequest,
} from '@luckwell/contracts/admin/content';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditRecord, AuditService } from '../admin/audit.service.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { announcements } from './announcement.table.ts';
import { banners } from './banner.table.ts';
import type { ContentImages } from './content-images.ts';
import type { Localized } from './localized.ts';
import { sanitizeContent } from './sanitize-content.ts';

type AnnouncementRow = typeof announcements.$inferSelect;
type BannerRow = typeof banners.$inferSelect;
type Options = { db: Database; audit: AuditService; images: ContentImages; now?: () => Date };
type Scheduled = { enabled: boolean; startsAt: Date; endsAt: Date | null };

type ContentErrorCode =
  | 'CONTENT_LANGUAGE_MISSING'
  | 'CONTENT_NOT_FOUND'
  | 'CONTENT_EMPTY'
  | 'CONTENT_ENDS_BEFORE_START'
  | 'CONTENT_IMAGE_NOT_FOUND'
  | 'CONTENT_LINK_INVALID';
const KEY_OF: Record<ContentErrorCode, string> = {
  CONTENT_LANGUAGE_MISSING: ContentMessageKey.languageMissing,
  CONTENT_NOT_FOUND: ContentMessageKey.notFound,
  CONTENT_EMPTY: ContentMessageKey.empty,
  CONTENT_ENDS_BEFORE_START: ContentMessageKey.endsBeforeStart,
  CONTENT_IMAGE_NOT_FOUND: ContentMessageKey.imageNotFound,
  CONTENT_LINK_INVALID: ContentMessageKey.linkInvalid,
};
const contentError = (code: ContentErrorCode, field: string) =>
  new AppError(code === 'CONTENT_NOT_FOUND' ? 404 : 400, code, KEY_OF[code], field);

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
  const valid =
    request.linkageType === 'INTERNAL'
      ? /^\/(?!\/)[^\s]*$/.test(link)
      : /^https:\/\/[^\s/]+[^\s]*$/.test(link);
  if (!valid) throw contentError('CONTENT_LINK_INVALID', 'body.link');
  return link;
};

const LANGUAGES = ['vi', 'en'] as const;
/** The brand's own language among those the back office writes (Vietnamese unless English). */
const ownLanguage = (brandLanguage: string) => (brandLanguage === 'en' ? 'en' : 'vi');

/** A banner's title in each language written; the brand's own is required. */
const titleOf = (title: { vi: string; en: string }, brandLanguage: string): Localized => {
  const own = ownLanguage(brandLanguage);
  if (title[own] === '') throw contentError('CONTENT_LANGUAGE_MISSING', `body.title.${own}`);
  return Object.fromEntries(LANGUAGES.filter((language) => title[language] !== '').map((l) => [l, title[l]]));
};

/** Whether an HTML body says anything once its tags are gone (a lone picture counts). */
const hasContent = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';

export const createContentAdminService = ({ db, audit, images, now = () => new Date() }: Options) => {
  const stateOf = (row: Scheduled, at: Date): TAdminAnnouncement['state'] => {
    if (!row.enabled) return 'off';
    if (row.startsAt > at) return 'scheduled';
    if (row.endsAt && row.endsAt <= at) return 'ended';
    return 'live';
  };

  /**
   * Creates a row (no id) or changes the brand's row `id` (CONTENT_NOT_FOUND when it is not the
   * brand's), with its audit entry in the same transaction.
   */
  const saveAudited = async <Row extends { id: number }>(
    {
      id,
      find,
      write,
      entry,
    }: {
      id: number | undefined;
      find: (id: number) => Promise<Row | undefined>;
      write: (tx: Database, before: Row | undefined) => Promise<Row[]>;
      entry: (before: Row | undefined, saved: Row) => AuditRecord;
    },
    actor: Actor,
  ): Promise<Row> => {
    const before = id === undefined ? undefined : await find(id);
    if (id !== undefined && !before) throw contentError('CONTENT_NOT_FOUND', 'params.id');
    return audit.transaction(async (tx) => {
      const [saved] = await write(tx, before);
      if (!saved) throw new Error('content: save wrote nothing');
      await audit.record(tx, actor, entry(before, saved));
      return saved;
    });
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

  /**
   * The stored text: each language written (a title or a body), its HTML sanitised; the brand's
   * own language must be among them. A language left empty is not stored: its readers get the
   * brand's (pickLocalized).
   */
  const textOf = (request: TAdminAnnouncementRequest, brandLanguage: string) => {
    const text: Localized<{ title: string; content: string }> = {};
    for (const language of LANGUAGES) {
      const title = request.title[language];
      const raw = request.content[language];
      if (title === '' && raw.trim() === '') continue;
      if (title === '') throw contentError('CONTENT_LANGUAGE_MISSING', `body.title.${language}`);
      const content = sanitizeContent(raw);
      if (!hasContent(content)) throw contentError('CONTENT_EMPTY', `body.content.${language}`);
      text[language] = { title, content };
    }
    const own = ownLanguage(brandLanguage);
    if (!text[own]) throw contentError('CONTENT_LANGUAGE_MISSING', `body.title.${own}`);
    return text;
  };

  /** Creates (no id) or changes an announcement, audited in the same transaction. */
  const save = async (actor: Actor, request: TAdminAnnouncementRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const { startsAt, endsAt } = scheduleOf(request);
    const fields = {
      type: request.type,
      execution: request.execution,
      promotionType: request.promotionType,
      text: textOf(request, brand.defaultLanguage),
      publishedAt: startsAt,
      endsAt,
      sort: request.sort,
      enabled: request.enabled,
      updatedAt: now(),
    };
    const row = await saveAudited(
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
      title: titleOf(request.title, brand.defaultLanguage),
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
