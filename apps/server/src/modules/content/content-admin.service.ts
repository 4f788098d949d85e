/**
 * The back office's side of what players read (issue 19): a brand's announcements listed with
 * their state now, created and changed with a reason in the same transaction as the audit entry.
 * Their HTML is sanitised here, before it is stored, so every reader (the player site, the server
 * drawn home page, an API client) gets the same safe text. Nothing is cached: the next
 * `MCSFE_getListAnnouncements` on any server reads the change.
 */
import {
  ContentMessageKey,
  type TAdminAnnouncement,
  type TAdminAnnouncementRequest,
} from '@luckwell/contracts/admin/content';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { announcements } from './announcement.table.ts';
import { sanitizeContent } from './sanitize-content.ts';

type AnnouncementRow = typeof announcements.$inferSelect;
type Options = { db: Database; audit: AuditService; now?: () => Date };

const contentError = (
  code: 'CONTENT_NOT_FOUND' | 'CONTENT_EMPTY' | 'CONTENT_ENDS_BEFORE_START',
  field: string,
) =>
  new AppError(
    code === 'CONTENT_NOT_FOUND' ? 404 : 400,
    code,
    code === 'CONTENT_NOT_FOUND'
      ? ContentMessageKey.notFound
      : code === 'CONTENT_EMPTY'
        ? ContentMessageKey.empty
        : ContentMessageKey.endsBeforeStart,
    field,
  );

/** Whether an HTML body says anything once its tags are gone (a lone picture counts). */
const hasContent = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';

export const createContentAdminService = ({ db, audit, now = () => new Date() }: Options) => {
  const stateOf = (row: AnnouncementRow, at: Date): TAdminAnnouncement['state'] => {
    if (!row.enabled) return 'off';
    if (row.publishedAt > at) return 'scheduled';
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
    state: stateOf(row, at),
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

  /** The stored text: each language's HTML sanitised; an English left empty is not stored. */
  const textOf = (request: TAdminAnnouncementRequest) => {
    const vi = { title: request.title.vi, content: sanitizeContent(request.content.vi) };
    if (!hasContent(vi.content)) throw contentError('CONTENT_EMPTY', 'body.content.vi');
    const english = request.title.en.trim() !== '' || request.content.en.trim() !== '';
    if (!english) return { vi };
    const en = { title: request.title.en || request.title.vi, content: sanitizeContent(request.content.en) };
    if (!hasContent(en.content)) throw contentError('CONTENT_EMPTY', 'body.content.en');
    return { vi, en };
  };

  /** Creates (no id) or changes an announcement, audited in the same transaction. */
  const save = async (actor: Actor, request: TAdminAnnouncementRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode);
    const startsAt = new Date(request.startsAt);
    const endsAt = request.endsAt ? new Date(request.endsAt) : null;
    if (endsAt && endsAt <= startsAt) throw contentError('CONTENT_ENDS_BEFORE_START', 'body.endsAt');
    const fields = {
      type: request.type,
      execution: request.execution,
      promotionType: request.promotionType,
      text: textOf(request),
      publishedAt: startsAt,
      endsAt,
      sort: request.sort,
      enabled: request.enabled,
      updatedAt: now(),
    };
    const [before] =
      id === undefined
        ? [undefined]
        : await db
            .select()
            .from(announcements)
            .where(and(eq(announcements.id, id), eq(announcements.merchantId, brand.id)));
    if (id !== undefined && !before) throw contentError('CONTENT_NOT_FOUND', 'params.id');
    const row = await audit.transaction(async (tx) => {
      const [saved] = before
        ? await tx.update(announcements).set(fields).where(eq(announcements.id, before.id)).returning()
        : await tx
            .insert(announcements)
            .values({ ...fields, merchantId: brand.id, key: `op-${crypto.randomUUID()}` })
            .returning();
      if (!saved) throw new Error('content: save wrote nothing');
      await audit.record(tx, actor, {
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
      });
      return saved;
    });
    return dto(row);
  };

  /** The HTML as players would get it, and whether anything was taken out. */
  const preview = (html: string) => {
    const clean = sanitizeContent(html);
    return { html: clean, changed: clean !== html.trim() };
  };

  return { list, save, preview };
};

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
