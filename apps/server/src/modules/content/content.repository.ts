import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announcements } from './announcement.table.ts';
import { banners } from './banner.table.ts';
import { helpArticles } from './help-article.table.ts';
import { helpCategories } from './help-category.table.ts';

export const createContentRepository = (db: Database) => ({
  /** What players see now: enabled, started and not yet ended. */
  listBanners: (merchantId: number, at: Date, previewId?: number) =>
    db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.merchantId, merchantId),
          or(
            and(
              eq(banners.enabled, true),
              lte(banners.startsAt, at),
              or(isNull(banners.endsAt), gt(banners.endsAt, at)),
            ),
            previewId === undefined ? undefined : eq(banners.id, previewId),
          ),
        ),
      )
      .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id)),

  /**
   * What players see now: enabled, started and not yet ended; with `previewId`, that one too
   * whatever its state and audience (an operator's preview link, ADR 079).
   */
  listAnnouncements: (
    merchantId: number,
    types: string[],
    executions: string[],
    at: Date,
    previewId?: number,
  ) =>
    db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantId, merchantId),
          inArray(announcements.type, types),
          or(
            and(
              eq(announcements.enabled, true),
              inArray(announcements.execution, executions),
              lte(announcements.publishedAt, at),
              or(isNull(announcements.endsAt), gt(announcements.endsAt, at)),
            ),
            previewId === undefined ? undefined : eq(announcements.id, previewId),
          ),
        ),
      )
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), asc(announcements.id)),

  listHelpCategories: (merchantId: number) =>
    db
      .select()
      .from(helpCategories)
      .where(eq(helpCategories.merchantId, merchantId))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id)),

  listHelpArticles: (merchantId: number) =>
    db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.merchantId, merchantId))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
});
